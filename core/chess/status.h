// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

/// Game-ending states of a position that follow from the board alone.
namespace chess {

/// The side to move is in check and has no legal move.
bool isCheckmate(const Position& position);

/// The side to move is not in check and has no legal move.
bool isStalemate(const Position& position);

/// What a legal move does to the opponent's king: the pieces that check it, and whether it is mate.
struct CheckResult {
    Bitboard checkers = 0;
    bool mate = false;
};
/// Works out the check without playing the move, and plays it only to look for mate when it checks.
CheckResult checkResult(const Position& position, Move move);

/// Neither side can ever mate, whatever is played (FIDE 5.2.2, a dead position): bare kings, a king
/// and one minor piece against a king, or only bishops, all on squares of one colour. Inline: asked
/// after every move of a replay.
inline bool hasInsufficientMaterial(const Position& position)
{
    if (position.pieces(PieceType::Pawn) | position.pieces(PieceType::Rook, PieceType::Queen))
        return false;
    const Bitboard minors = position.pieces(PieceType::Knight, PieceType::Bishop);
    if (!moreThanOne(minors))
        return true;
    // Bishops that all stand on squares of one colour never attack the other colour's squares, so
    // no king can be mated by them, nor trapped by them into a mate.
    constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL;
    const Bitboard bishops = position.pieces(PieceType::Bishop);
    return minors == bishops && ((bishops & DarkSquares) == 0 || (bishops & ~DarkSquares) == 0);
}

}  // namespace chess
