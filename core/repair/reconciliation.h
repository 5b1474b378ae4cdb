// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
    /// Each sheet says a legal move here, not the same, and the rest of both sheets fits either equally
    /// well (the reconciliation costs the same with each): nothing on the sheets decides. The game takes
    /// the first sheet's move until the arbiter chooses (choose()).
    bool undecided = false;
    std::array<chess::Move, 2> said{};  // where undecided: the move each sheet says
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

/// FIDE Laws, Appendix D.2.9 and Article 8.5: with both players' scoresheets of one game, retrace to
/// where the two agree. A best-first search walks both sheets at once: where they agree as written
/// the game goes on; where they differ it tries the moves that read cheapest on both (the weighted edit
/// distance of repair), a move one sheet left out, and an entry of one sheet that is no move. When one
/// sheet ends (a player stopped writing), the other alone goes on. The cheapest game wins. Where each
/// sheet says a different legal move and the cheapest game with either costs the same, the step is
/// marked undecided (the arbiter's to choose) and the game goes on with the first sheet's move.
Reconciliation reconcile(const chess::Position& start, const std::array<SheetEntries, 2>& sheets);

/// The arbiter's choice at an undecided step (`step`, an index in `r.steps`): the move that `sheet`
/// (0 or 1) says stands there, and the game after it is reconciled afresh from there. Returns `r` as it
/// is where that step is not undecided or `sheet` is neither.
Reconciliation choose(const chess::Position& start, const std::array<SheetEntries, 2>& sheets, const Reconciliation& r,
    int step, int sheet);

}  // namespace repair
