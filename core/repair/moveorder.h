// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/move.h"
#include "chess/position.h"

namespace repair {

/// What a move wins or loses in material, in centipawns from the side that plays it, once the captures
/// it allows or invites are played out: after the move, the other side takes, or not, and so on until
/// the position is quiet (every move when in check; a mate counts as a great loss). A fixed small node
/// budget per call keeps it cheap. Unlike plausibility() it weighs whole exchanges and every piece on
/// the board, not one capture on the squares the move touches. One of the move-likelihood model's
/// features (movelikelihood.h): like it, it only orders moves a sheet cannot tell apart; never a cost.
int capturesPlayedOut(const chess::Position& position, chess::Move move);

}  // namespace repair
