// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editcost.h"
#include "repairreason.h"

#include "chess/move.h"
#include "chess/position.h"
#include "notation/language.h"

#include <QList>
#include <QStringView>

#include <optional>
#include <span>

namespace repair {

/// What a change does to the sheet.
enum class ChangeKind : std::uint8_t {
    Replaced,  // the entry stands for another move
    Inserted,  // a move was put before the entry, whose text then fits the next move
    Swapped,  // the entry and the next one change places
    Dropped,  // the entry stands for no move
};

/// Another way to mend the sheet at a change that fits the sheet as well as the change made: its cheapest
/// reconstruction from there costs at most AlternativeMargin more, leaving out the price of each one's
/// kind of slip (a move left out against two entries swapped: which slip a hand made, the sheet does
/// not say). The sheet does not decide between them.
struct Alternative {
    ChangeKind kind = ChangeKind::Replaced;
    chess::Move move{};  // the first move it gives; none when dropped
    chess::Move then{};  // inserted or swapped: the second
    QList<chess::Move> following{};  // what the entries after it then stand for (the cheapest way on)
    float extraCost = 0;  // over the change made, kind prices included (0: the same); orders alternatives
    bool checked = true;  // false: its search ran out of budget, so it could not be ruled out
    /// Where it applies: -1, the change's own entry; else an earlier entry, read as written in the
    /// reconstruction (since the previous change), where the same slip may have been made instead: the
    /// sheet does not say which. `movesBefore`: the plies of the game before that entry (its position).
    int entry = -1;
    int movesBefore = -1;

    bool atEarlierEntry() const { return entry >= 0; }
};

/// One change reconstruction made to the sheet, for the user to accept or reject.
struct Change {
    using Kind = ChangeKind;
    Kind kind = Kind::Replaced;
    int entry = 0;  // 0-based index of the sheet entry changed
    int ply = -1;  // index in Reconstruction::moves of the first move it gives; -1 when dropped
    RepairReason reason = RepairReason::NearestMove;
    NotableEdit edit{};
    bool tied = false;  // another move fits the sheet just as well here: an alternative checked (weighAlternatives)
    int movesBefore = 0;  // plies of the game before the change: its position
    float costBefore = 0;  // of the reconstruction before it
    /// False when another way to mend this entry (another move, or a move put before it, or the entry
    /// left out) fits the rest of the sheet as well: nothing written tells which was played. False too
    /// when the check ran out of its budget (DecideBudget) before every way was tried (`allTried`).
    bool decided = true;
    bool allTried = true;
    QList<Alternative> alternatives{};  // where undecided: best first, at most MaxAlternatives
};
struct Reconstruction {
    QList<chess::Move> moves;  // the whole game, legal from the start position
    QList<Change> changes;  // in sheet order
    float cost = 0;  // the sum of the changes' costs
    /// False when the searches ran out of their budgets (one over the whole sheet, then a few more, each
    /// afresh from the furthest point the last one reached): from there the rest was mended greedily
    /// (the best suggestion at each break), which may not be the cheapest way.
    bool complete = true;
};

/// The most likely complete legal game for the sheet's entries: a best-first search over the places
/// where the replay breaks, trying there the ranked suggestions, a move left out, two entries in the
/// wrong columns, an entry that is no move, and a legal entry two or one before that was the real slip.
/// The cheapest set of changes under which every entry is accounted for wins. A sheet with slips too
/// many for one search is searched in parts: the path to the furthest point reached is kept.
Reconstruction reconstruct(
    const chess::Position& start, std::span<const QStringView> entries, notation::Language language);

/// The cheapest reconstruction of the entries from `start` that costs at most `maxCost`, searched with
/// one part's budget (PartBudget): what the decidedness check asks of each alternative. `exhausted` says
/// the node budget ran out before the question was settled either way.
struct BoundedReconstruction {
    std::optional<Reconstruction> found;
    bool exhausted = false;
    int nodes = 0;  // searched
};
BoundedReconstruction reconstructWithin(const chess::Position& start, std::span<const QStringView> entries,
    notation::Language language, float maxCost, int budget);

/// The arbiter's pick at an undecided change (`change`, an index in `r.changes`): its alternative
/// `alternative` stands there instead (at its earlier entry, where it has one), and the rest of the sheet
/// is reconstructed afresh from after it. The change made before becomes one of the alternatives of the
/// new one. Returns `r` as it is for an
/// index out of range.
Reconstruction choose(const chess::Position& start, std::span<const QStringView> entries, notation::Language language,
    const Reconstruction& r, int change, int alternative);

}  // namespace repair
