// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notation/verdict.h"

#include <QString>

/// Each verdict's mark where colour cannot carry it: the move table, the marks' legend and the printed
/// report, which must read the same on a black-and-white printer.
namespace verdictsymbol {

/// A short symbol: "" (correct), "~", "≠", "?", "✗", "!", "·".
QString of(notation::Verdict verdict);

}  // namespace verdictsymbol
