// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editcost.h"
#include "repairreason.h"

#include "chess/move.h"
#include "chess/position.h"
#include "notation/language.h"

#include <QList>
#include <QStringView>

#include <span>

namespace repair {

/// One change reconstruction made to the sheet, for the user to accept or reject.
struct Change {
    enum class Kind : std::uint8_t {
        Replaced,  // the entry stands for another move
        Inserted,  // a move was put before the entry, whose text then fits the next move
        Swapped,  // the entry and the next one change places
        Dropped,  // the entry stands for no move
    };
    Kind kind = Kind::Replaced;
    int entry = 0;  // 0-based index of the sheet entry changed
    int ply = -1;  // index in Reconstruction::moves of the first move it gives; -1 when dropped
    RepairReason reason = RepairReason::NearestMove;
    NotableEdit edit;
    bool tied = false;  // another move fitted the sheet just as well here (Suggestion::tied)
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

}  // namespace repair
