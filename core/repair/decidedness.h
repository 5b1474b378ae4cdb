// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reconstruction.h"

namespace repair {

/// Whether the sheet decides each change of `r` from `fromChange` on: every other way to mend that entry
/// (every legal move read into it, every move put before it, the columns swapped, the entry left out) is
/// tried, and the cheapest reconstruction of the sheet after it is searched, bounded by what the change
/// made costs from there (plus AlternativeMargin; the price of either's kind of slip left out), to the end of the sheet
/// or to the first later change that more than LookFurther entries replayed as written part from it (a limit: a way
/// that mends such a far change too is not seen). Those that fit as well become the change's alternatives, best first;
/// a change with none is decided. Nothing else may decide it: the move prior only orders the alternatives.
void weighAlternatives(Reconstruction& r, const chess::Position& start, std::span<const QStringView> entries,
    notation::Language language, int fromChange);

/// The part of a change's price that is its kind of slip alone, whatever is written: a move left out,
/// two entries swapped, an entry that is no move, a blank box (0 for an entry read as another move: that
/// price is what the writing says). It says how often a hand makes that slip, not what the sheet says,
/// so it does not decide between two ways to mend an entry: where the last entries fit two entries
/// swapped as well as a move left out before them, the sheet does not say which slip it was.
float slipKindPrice(ChangeKind kind, RepairReason reason);

/// The position before the change (`r.moves` up to its movesBefore), from `start`.
chess::Position positionBefore(const chess::Position& start, const Reconstruction& r, const Change& change);

}  // namespace repair
