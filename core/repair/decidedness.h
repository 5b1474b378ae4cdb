// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "movelikelihood.h"
#include "reconstruction.h"

#include <functional>

namespace repair {

/// Whether the sheet decides each change of `r` from `fromChange` on: every other way to mend that entry
/// (every legal move read into it, every move put before it, the columns swapped, the entry left out) is
/// tried, then the same ways at each legal entry read as written since the previous change (at most
/// LookFurther back) that let the sheet replay as written through the change's entry (the same slip
/// made earlier, shown only there), and the cheapest reconstruction of the sheet after each is searched, bounded by
/// what the change made costs from there (plus AlternativeMargin; the price of either's kind of slip left out), to the
/// end of the sheet or to the first later change that more than LookFurther entries replayed as written part from it (a
/// limit: a way that mends such a far change too is not seen). Those that fit as well become the change's alternatives,
/// best first; a change with none is decided. Nothing else may decide it: the move prior only orders the alternatives.
void weighAlternatives(Reconstruction& r, const chess::Position& start, std::span<const QStringView> entries,
    notation::Language language, int fromChange);

/// The part of a change's price that is its kind of slip alone, whatever is written: a move left out,
/// two entries swapped, an entry that is no move, a blank box (0 for an entry read as another move: that
/// price is what the writing says). It says how often a hand makes that slip, not what the sheet says,
/// so it does not decide between two ways to mend an entry: where the last entries fit two entries
/// swapped as well as a move left out before them, the sheet does not say which slip it was.
float slipKindPrice(ChangeKind kind, RepairReason reason);

/// One way to mend a place of the sheet (or of two sheets), priced as the search that mends it prices
/// it: the way (its kind and moves) and what the change itself costs.
struct WayToMend {
    Alternative way;
    float cost = 0;
    float kindPrice = 0;  // the part of `cost` that is its kind of slip alone (slipKindPrice): it never decides
    const chess::Position* before = nullptr;  // the position it is taken in, where not the change's (an earlier entry)
    RecentMoves recentBefore{};  // and the two moves before it there
};

/// The cheapest reading of what follows way `way` (an index in the list weighed) that costs at most
/// `maxCost`, searched with at most `budget` nodes (only its moves and cost are read).
using RestSearch = std::function<BoundedReconstruction(int way, float maxCost, int budget)>;

struct Weighed {
    QList<Alternative> alternatives;  // best first, at most MaxAlternatives
    bool allTried = true;  // false: DecideBudget ran out first
};

/// The ways other than `chosen` (the change made, whose reading from there costs `made`, of which
/// `chosenKind` is its kind of slip) that fit what follows within AlternativeMargin of it, kinds of slip
/// set aside on both sides: the ways at the place itself first, those at earlier entries
/// (Alternative::entry) after, cheapest first in each, the rest after each searched
/// (`searchRest`) within the bound, at most DecideBudget nodes in all; among ways the sheet prices alike,
/// the likeliest first move first (movelikelihood.h, in position `p` after the `recent` moves, or the
/// way's own). One per first move; best first (the cheapest, then the checked, then the likeliest with
/// the other side's reply the sheet then says, ReplyWeight: which only orders); of more than MaxAlternatives, the best
/// at each place (the change's own entry, each earlier entry) is kept before the rest: where the slip was is itself
/// what the sheet does not say. What is decided is the move played at that place: a way whose first move is the
/// change's own (the same move with an entry taken otherwise, say the other sheet's box left out) is not weighed, and
/// an entry left out counts as one way whichever sheet's (a limit: which entry the later moves stand for may still be
/// open where the move is not). Reconstruction and reconciliation both weigh with it.
Weighed weighWays(const QList<WayToMend>& ways, const Alternative& chosen, float made, float chosenKind,
    const chess::Position& p, RecentMoves recent, const RestSearch& searchRest);

/// The position before the change (`r.moves` up to its movesBefore), from `start`.
chess::Position positionBefore(const chess::Position& start, const Reconstruction& r, const Change& change);

/// The way change `c` of `r` mended its entry, as its alternatives are: the move it gives (none where the
/// entry was left out) and, where it gives two (a move put before the entry, two entries swapped), the second.
Alternative madeBy(const Reconstruction& r, const Change& c);

}  // namespace repair
