// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/movelist.h"
#include "chess/position.h"

#include <cstdint>

namespace unwinnability {

/// A move with how promising it looks for a helpmate by `winner`.
struct ScoredMove {
    chess::Move move;
    std::int32_t score;
};

/// The legal moves in `moves`, most promising first for a mate by `winner` with both sides helping:
/// the winner checks, promotes to a queen (or a knight) and brings its pieces to the loser's king; the
/// loser walks its king to the edge and towards the winner's king, blocks its own king's squares and
/// gets out of the way of the winner's lines. Only an order: every move is kept. Returns the count.
int orderMoves(const chess::Position& position, chess::Color winner, const chess::MoveList& moves, ScoredMove* out);

}  // namespace unwinnability
