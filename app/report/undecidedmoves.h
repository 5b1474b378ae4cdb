// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/position.h"
#include "notation/language.h"
#include "repair/reconciliation.h"

#include <QStringList>

#include <array>

/// The moves at a place the sheet (or the two sheets) does not decide (issue 25), as the user sees moves
/// (shownnotation), each isolated: what the app's dialogs list to pick from and the arbiter's report
/// prints.
namespace undecidedmoves {

/// At a reconstruction's change: the move the game goes on with (`made`; none where the entry stands for
/// no move), then its alternatives, best first; "no move" for an entry left out. An alternative whose check
/// stopped at its search limit is marked "not ruled out", not listed as one that fits.
QStringList ofChange(const chess::Position& before, chess::Move made, const QList<repair::Alternative>& alternatives,
    notation::Language language);

/// At a difference of two sheets (`step`, before which the position is `before`): the same, a move that
/// one sheet says written as that sheet writes it and named so ("Sbd2 (this sheet)", "Nfd2 (other
/// sheet)"), the others in this sheet's notation.
QStringList ofDifference(const chess::Position& before, const repair::Reconciliation& r,
    const repair::ReconciledStep& step, const std::array<notation::Language, 2>& languages);

}  // namespace undecidedmoves
