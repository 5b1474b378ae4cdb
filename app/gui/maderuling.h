// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportcase.h"
#include "rulingmoment.h"

#include "rulings/claim.h"
#include "rulings/flag.h"
#include "rulings/illegalmove.h"

/// A ruling the arbiter made with *Rule* in one of the Rulings dialogs, as the arbiter's report keeps it
/// (SheetSession::keepRuling): the dialog's words for the verdict, the article it rests on, the grounds
/// (counts, occurrences, a mate line) and what follows, moves in the sheet's notation, each set apart
/// (rulingtext::IsolatedMoves) so that it keeps its order in a right-to-left report. One way for the three.
namespace maderuling {

/// A claim (9.2, 9.3) made at `moment`.
report::Ruling ofClaim(const rulings::ClaimRuling& ruling, const RulingMoment& moment);
/// A flag fall (6.9) at `moment`.
report::Ruling ofFlagFall(const rulings::FlagRuling& ruling, const RulingMoment& moment);
/// An illegal move completed (7.5), the ruling's entry of `record`, made from `text`: the moment is the
/// position it was made in, after the last move played before it.
report::Ruling ofIllegalMove(
    const rulings::IllegalMoveRuling& ruling, const sheet::Record& record, const QString& text);

}  // namespace maderuling
