// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reconstruction.h"

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

/// The position before the change (`r.moves` up to its movesBefore), from `start`.
chess::Position positionBefore(const chess::Position& start, const Reconstruction& r, const Change& change);

}  // namespace repair
