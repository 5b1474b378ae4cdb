// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheet/record.h"

#include <QString>

/// Words for people about one entry: its verdict, what is wrong, what FIDE's appendix asks for, and
/// the moves it could mean. Used by the editor's tooltip and the findings panel.
namespace entrytext {

/// `before`: the position the entry was played in; the moves it could mean are written in the notation
/// the user sees (shownnotation), for a sheet in `sheetLanguage`.
QString explanation(const sheet::EntryRecord& entry, const chess::Position& before, notation::Language sheetLanguage);

}  // namespace entrytext
