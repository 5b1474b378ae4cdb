// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/position.h"
#include "notation/language.h"
#include "repair/reconciliation.h"

#include <QStringList>

#include <array>
#include <functional>
#include <optional>

/// The ways to mend a place that the sheet (or the two sheets) does not decide (issue 25), each in words
/// by its kind, in the order the user picks from: what the command line's text report, the app's dialogs
/// and the arbiter's report list. How a move is written is the caller's (SAN in the sheet's language on
/// the command line, the notation the user chose in the app).
namespace alternativewords {

/// Whether each way whose check stopped at its search limit is worded so ("Nf3 (not ruled out: …)"), as a
/// list to pick from shows it, or left plain for inOneLine, which puts such ways together at the end.
enum class UncheckedWays { Marked, Plain };

/// A move (legal in `before`) as the caller writes it, on a sheet in `language`.
using MoveWriter = std::function<QString(const chess::Position& before, chess::Move move, notation::Language language)>;

/// At change `c` of `r` (a game from `start`): the way it was mended, then its alternatives, best
/// first. Each way by its kind: "Nf3"; "Nf3 left out before e5" (a move put before the entry); "Nf3 then
/// e5 (the two entries swapped)"; "no move" (the entry stands for none). One at an earlier entry says
/// where: "Qd4 instead of Qa4 at move 25", "Rb8 left out before b5 at move 12". An alternative whose
/// check stopped at its search limit is marked "not ruled out" (`marking`), not listed as one that fits.
QStringList ofChange(const chess::Position& start, const repair::Reconstruction& r, const repair::Change& c,
    notation::Language language, const MoveWriter& write, UncheckedWays marking = UncheckedWays::Marked);

/// The ways of ofChange or ofDifference (worded UncheckedWays::Plain: the way made, then one for each of
/// `alternatives`) in one line: "Qa3, Qb3; or Qd4 instead of Qa4 at move 25; not ruled out (the check
/// stopped at its search limit): c4, a4" — those at this entry first, then each at an earlier entry after
/// "or", those only not ruled out together at the end rather than each with the same words.
QString inOneLine(const QStringList& ways, const QList<repair::Alternative>& alternatives);

/// The sheet whose entry at `step` says `move` as written: 0 this one (asked first), 1 the other; none
/// where neither does. A move one sheet says is written as that sheet writes it, wherever it is shown.
std::optional<int> sheetSaying(const repair::ReconciledStep& step, chess::Move move);

/// At a difference of two sheets (`step` of `r`, before which the position is `before`): the same, the
/// move the game goes on with first; a move that one sheet says for this step alone (not a way whose
/// entry stands for a second move) written as that sheet writes it and named so ("Sbd2 (this sheet)",
/// "Nfd2 (other sheet)"), the others in this sheet's notation.
QStringList ofDifference(const chess::Position& before, const repair::Reconciliation& r,
    const repair::ReconciledStep& step, const std::array<notation::Language, 2>& languages, const MoveWriter& write,
    UncheckedWays marking = UncheckedWays::Marked);

}  // namespace alternativewords
