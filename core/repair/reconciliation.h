// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reconstruction.h"

#include "chess/move.h"
#include "chess/position.h"
#include "notation/language.h"

#include <QList>
#include <QStringView>

#include <array>
#include <span>

namespace repair {

/// One player's scoresheet of the game: its entries as written and its notation language.
struct SheetEntries {
    std::span<const QStringView> entries;
    notation::Language language = notation::Language::English;
};

/// One step of the reconciled game: a move and the entry of each sheet that stands for it.
struct ReconciledStep {
    int ply = -1;  // index in Reconciliation::moves; -1 when entries stand for no move at all
    std::array<int, 2> entry{-1, -1};  // each sheet's entry for it; -1 where that sheet has none
    bool differs = false;  // the sheets still going do not both say this move as written
    /// At a difference: the legal move each sheet's entry says there as written; none where that sheet
    /// has no entry at this step or its entry says no legal move.
    std::array<chess::Move, 2> said{};
    /// At a difference, as on a reconstruction's change (Change::decided): false where another way to
    /// take this step with another move (another move for the entries, a move with one sheet's box left
    /// out, an entry that stands for no move) fits the rest of both sheets as well, so nothing on the
    /// sheets decides the move (weighWays says what "another" is); false too where the check ran out of its budget first (`allTried`). The game goes on with
    /// the way found cheapest (on a tie, the first sheet's move) until the arbiter chooses (choose()).
    bool decided = true;
    bool allTried = true;
    QList<Alternative> alternatives{};  // where undecided: best first, at most MaxAlternatives
    float cost = 0;  // of the reconciled game up to and including this step
};

struct Reconciliation {
    QList<chess::Move> moves;  // the game that fits both sheets best, legal from the start
    QList<ReconciledStep> steps;  // in game order, every move and every entry that stands for none

    /// The steps where the sheets do not both say the move as written.
    QList<ReconciledStep> differences() const;
    std::array<int, 2> plies{0, 0};  // how far into the game each sheet goes
    float cost = 0;
    bool complete = true;  // false when the search ran out of budget and finished greedily
};

/// A change (Change) or difference (ReconciledStep) whose check ran out of its budget before it found
/// any other way that fits as well: not claimed decided, yet no alternative is known either — the move
/// found was not checked to the end, which is not the same as "cannot be decided".
template <typename Weighed>
bool notCheckedToTheEnd(const Weighed& w)
{
    return !w.decided && w.alternatives.isEmpty();
}

/// The plies of the game before step `step` (an index in `r.steps`): its position.
int movesBefore(const Reconciliation& r, int step);

/// FIDE Laws, Appendix D.2.9 and Article 8.5: with both players' scoresheets of one game, retrace to
/// where the two agree. A best-first search walks both sheets at once: where they agree as written
/// the game goes on; where they differ it tries the moves that read cheapest on both (the weighted edit
/// distance of repair), a move one sheet left out, and an entry of one sheet that is no move. When one
/// sheet ends (a player stopped writing), the other alone goes on. The cheapest game wins. Each
/// difference is then weighed as reconstruction weighs a change (weighWays): every other way to take
/// that step is tried against the rest of both sheets. A box one sheet left blank is decided by the
/// other sheet's legal move there; where each sheet says a different legal move and nothing later
/// decides, or both left it blank in a quiet position, the step is undecided, with its alternatives.
Reconciliation reconcile(const chess::Position& start, const std::array<SheetEntries, 2>& sheets);

/// The arbiter's choice at an undecided step (`step`, an index in `r.steps`): its alternative
/// `alternative` stands there instead, and the game after it is reconciled afresh from there; the way
/// taken before becomes one of the step's alternatives. Returns `r` as it is for an index out of range.
Reconciliation choose(const chess::Position& start, const std::array<SheetEntries, 2>& sheets, const Reconciliation& r,
    int step, int alternative);

}  // namespace repair
