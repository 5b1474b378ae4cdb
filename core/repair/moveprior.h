// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/move.h"
#include "chess/position.h"

namespace repair {

/// What a piece is worth in centipawns (a king: 0, it is never traded).
int pieceValue(chess::PieceType type);

/// How far in from the edge a square is: 0 on the edge, 3 on the four centre squares.
int ring(chess::Square square);

/// How well a piece of `color` stands on `square`, by a plain rule: knights and bishops towards the
/// centre, centre pawns further up and flank pawns at home, a rook on the seventh rank or a file
/// without its own pawns, the king at home while queens are on the board and towards the centre once
/// they are gone.
int placement(const chess::Position& position, chess::PieceType type, chess::Color color, chess::Square square);

/// How natural a move looks in its position, in centipawns of a rough judgement: what it takes (or
/// promotes to), less what it leaves where it can be taken for less than it is worth, plus half of what
/// it saves from such a capture, plus a little for a piece that comes to a better square by a plain
/// rule (towards the centre; pawns forward; the king at home while queens are on); castling counts a
/// little too. It tells apart the moves that a sheet itself cannot: a blank or a move left out where
/// several moves let every later entry replay. Ranking among equals only, never a cost: what is
/// written always decides first.
int plausibility(const chess::Position& position, chess::Move move);

}  // namespace repair
