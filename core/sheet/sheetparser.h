// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsedsheet.h"

namespace sheet {

/// Cuts a scoresheet's text into entries, for every layout people type: numbered pairs, one column
/// per line, "17..." / "17…" / "2. . ." continuations, a whole game on one line, tab-separated
/// columns, missing or wrong numbers, comments in braces, annotations and marks written apart,
/// draw offers "(=)", and a result at the end. Never fails: what is not an entry is set aside.
ParsedSheet parseSheet(QStringView text);

/// A result written alone, as a result field holds it ("1:0", "½-½", " 0-1 "), in the normalised form of
/// WrittenResult; empty when the text is no result.
QString normalizedResult(QStringView written);

/// More entries than any game can have (the 75-move rule ends every game within 8,849 moves): the
/// text after them is set aside with a note, so that a paste of anything stays quick to judge.
constexpr int MostEntries = 20000;

}  // namespace sheet
