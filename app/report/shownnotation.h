// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notation/movewriter.h"

#include <optional>

/// Moves as the user sees them, wherever the app shows one (the table, tooltips, findings, suggestions,
/// dialogs): in the notation chosen under *Show moves as*, else as the sheet writes them (SAN in the
/// sheet's language). And notation set into a line of text kept apart from the words around it, so that
/// a right-to-left interface does not turn "Ra7a6+" into "+Ra7a6" nor "5. O-O" into ".5 O-O".
namespace shownnotation {

/// The choice made under *Show moves as*; none: as the sheet writes them. One for the application, as
/// the interface language is.
void choose(const std::optional<notation::WriteOptions>& chosen);

/// How a move is written for the user, on a sheet whose notation is in `sheetLanguage`.
notation::WriteOptions options(notation::Language sheetLanguage);

/// The move (legal in `before`) in the notation the user sees, isolated as isolated() does.
QString move(const chess::Position& before, chess::Move move, notation::Language sheetLanguage);

/// Notation put into text (a move, "12... Sc6", a list of moves) as a first-strong isolate, U+2068 …
/// U+2069 (Unicode UAX #9): it keeps its own direction — left to right for Latin letters and digits,
/// right to left for a Hebrew sheet's own letters — whatever the direction of the words around it.
/// Notation without a letter (a result "0-1", "5254") has no direction of its own and would take the
/// text's: it is isolated left to right (U+2066), so that "0-1" never reads "1-0" in Hebrew.
QString isolated(const QString& notation);

}  // namespace shownnotation
