// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/move.h"
#include "chess/position.h"

namespace repair {

/// How good a move looks to the side that plays it once the captures it allows or invites are played
/// out: after the move, the other side takes, or not, and so on until the position is quiet, judged by
/// material and where every piece stands (moveprior.h's placement). A fixed small node budget per call
/// keeps it cheap. Unlike plausibility() it weighs whole exchanges and every piece on the board, not
/// one capture on the squares the move touches. Like the move prior it only orders moves a sheet cannot
/// tell apart (the alternatives of an undecided change); it is never a cost.
int searchedPlausibility(const chess::Position& position, chess::Move move);

}  // namespace repair
