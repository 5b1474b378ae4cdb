// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notation/verdict.h"

#include <QColor>
#include <QTextCharFormat>

/// How each verdict looks. Colour alone would fail colour-blind users, so every problem verdict also
/// has its own underline style (wave, dashes, dots) and the table shows a symbol (verdictsymbol.h).
namespace verdictstyle {

QColor background(notation::Verdict verdict);
/// The editor's mark for an entry: underline style and colour; ok entries are left plain.
QTextCharFormat editorFormat(notation::Verdict verdict);

}  // namespace verdictstyle
