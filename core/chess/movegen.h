#pragma once

#include "movelist.h"
#include "position.h"

namespace chess {

/// Appends every legal move of the side to move. Castling appears as king-takes-own-rook (see move.h).
void generateLegalMoves(const Position& position, MoveList& moves);

/// The number of legal moves, counted without listing them (the leaves of perft).
int countLegalMoves(const Position& position);

/// True when `move` is among the legal moves.
bool isLegal(const Position& position, Move move);

}  // namespace chess
