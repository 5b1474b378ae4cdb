// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reconstruction.h"

#include <functional>

namespace repair {

/// Whether the sheet decides each change of `r` from `fromChange` on: every other way to mend that entry
/// (every legal move read into it, every move put before it, the columns swapped, the entry left out) is
/// tried, and the cheapest reconstruction of the sheet after it is searched, bounded by what the change
/// made costs from there (plus AlternativeMargin), to the end of the sheet or to the first later change
/// that more than LookFurther entries replayed as written part from it (a limit: a way that mends such
/// a far change too is not seen). Those that fit as well become the change's
/// alternatives, best first; a change with none is decided. Nothing else may decide it: the move prior
/// only orders the alternatives.
void weighAlternatives(Reconstruction& r, const chess::Position& start, std::span<const QStringView> entries,
    notation::Language language, int fromChange);

/// One way to mend a place of the sheet (or of two sheets), priced as the search that mends it prices
/// it: the way (its kind and moves) and what the change itself costs.
struct WayToMend {
    Alternative way;
    float cost = 0;
};

/// The cheapest reading of what follows way `way` (an index in the list weighed) that costs at most
/// `maxCost`, searched with at most `budget` nodes (only its moves and cost are read).
using RestSearch = std::function<BoundedReconstruction(int way, float maxCost, int budget)>;

struct Weighed {
    QList<Alternative> alternatives;  // best first, at most MaxAlternatives
    bool allTried = true;  // false: DecideBudget ran out first
};

/// The ways other than `chosen` (the change made, whose reading from there costs `made`) that fit what
/// follows within AlternativeMargin of it: cheapest ways first, the rest after each searched
/// (`searchRest`) within the bound, at most DecideBudget nodes in all. One per first move; best first
/// (the cheapest, then the checked, then by the move prior in position `p`, which only orders).
/// Reconstruction and reconciliation both weigh their changes with it.
Weighed weighWays(const QList<WayToMend>& ways, const Alternative& chosen, float made, const chess::Position& p,
    const RestSearch& searchRest);

/// The position before the change (`r.moves` up to its movesBefore), from `start`.
chess::Position positionBefore(const chess::Position& start, const Reconstruction& r, const Change& change);

}  // namespace repair
