// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "movelist.h"
#include "position.h"

namespace chess {

/// Appends every legal move of the side to move. Castling appears as king-takes-own-rook (see move.h).
void generateLegalMoves(const Position& position, MoveList& moves);

/// Appends the legal castling moves of the side to move (none, one or two), as generateLegalMoves does.
void generateLegalCastling(const Position& position, MoveList& moves);

/// The number of legal moves, counted without listing them (the leaves of perft).
int countLegalMoves(const Position& position);

/// Whether the side to move has a legal move (mate and stalemate are the positions where it has none).
bool hasLegalMove(const Position& position);

/// Appends the legal moves of the side to move's `piece` to the square `to`, from origins within
/// `origins` (pawns: pushes, captures, en passant, and all four promotions). No castling. This is
/// the fast path of reading a written move: it looks only at the pieces that can reach `to`.
void generateLegalMovesTo(const Position& position, PieceType piece, Square to, Bitboard origins, MoveList& moves);

}  // namespace chess
