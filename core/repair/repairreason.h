// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editcost.h"

#include <QString>

#include <cstdint>

namespace repair {

/// Why a move is suggested for an entry, or why reconstruction changed one. The codes are stable.
enum class RepairReason : std::uint8_t {
    LookAlike,  // one character read as another that looks like it in handwriting
    CaptureFileMissing,  // a pawn capture written without the file it came from
    Ambiguous,  // the entry fits several legal moves; this one lets the game go on
    ColumnsSwapped,  // the move stands in the other player's column
    MoveMissing,  // a move seems to be missing before this one
    Blank,  // nothing, or a dash, written where a move should be
    NearestMove,  // the legal move nearest to what was written
    WrittenMoveLegalButBreaksLater,  // the written move is legal, but the sheet cannot go on after it
    ExtraEntry,  // the entry fits no move at all and is left out
};

const char* reasonCode(RepairReason reason);

/// The reason in plain words, translated; `edit` names the characters where there is one to name.
/// `tied`: what is written fits another move just as well (a blank where several moves let the rest
/// of the sheet replay), and the move prior chose; the message says so.
QString reasonMessage(RepairReason reason, const NotableEdit& edit, bool tied = false);

}  // namespace repair
