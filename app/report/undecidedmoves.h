// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alternativewords.h"

#include "chess/position.h"
#include "notation/language.h"
#include "repair/reconciliation.h"

#include <QStringList>

#include <array>

/// The ways to mend a place the sheet (or the two sheets) does not decide (issue 25), worded by
/// alternativewords with moves as the user sees them (shownnotation), each isolated: what the app's
/// dialogs list to pick from and the arbiter's report prints.
namespace undecidedmoves {

/// At a reconstruction's change `c` of `r` (a game from `start`): the way it was mended, then its
/// alternatives, best first, one at an earlier entry saying where.
QStringList ofChange(const chess::Position& start, const repair::Reconstruction& r, const repair::Change& c,
    notation::Language language, alternativewords::UncheckedWays marking = alternativewords::UncheckedWays::Marked);

/// At a difference of two sheets (`step`, before which the position is `before`): the move the game goes
/// on with, then the other ways, a move one sheet says named so ("Sbd2 (this sheet)").
QStringList ofDifference(const chess::Position& before, const repair::Reconciliation& r,
    const repair::ReconciledStep& step, const std::array<notation::Language, 2>& languages,
    alternativewords::UncheckedWays marking = alternativewords::UncheckedWays::Marked);

}  // namespace undecidedmoves
