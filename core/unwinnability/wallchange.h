// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/position.h"

namespace unwinnability {

/// Whether the pawn-wall analysis (pawnwall.h) for `winner` can be trusted to answer after `m` as it did
/// before it, so that a search that saw it fail before the move need not ask again. The analysis depends
/// on the fixed men and the regions of the other men, and a piece's region is the same from every square
/// of it: a quiet move of a piece (no capture, no pawn, no castling, from a position without castling
/// rights or en-passant square, which the analysis leaves alone) changes neither, as a rule. Not always:
/// a king in check from a fixed man stands outside the region it can come back to, and the men that
/// cannot move at first, where the fixed men are sought, depend on where the pieces stand; so a wrong
/// true only costs a proof, never makes one. One rule of the analysis holds only with the loser to move
/// and nothing but its king to move (pawnwall.cpp): after the winner's move it may prove what it could
/// not before, so the analysis is asked again then when the loser has nothing but its king and pawns. It
/// is the costly rule and most moves are such moves, so a search asks it only after the others.
inline bool wallUnchangedAfter(const chess::Position& before, chess::Move m, chess::Color winner)
{
    const chess::Color loser = ~winner;
    const bool kingMayMoveAlone = before.sideToMove() == winner
        && !(before.pieces(loser) & ~before.pieces(chess::PieceType::King, chess::PieceType::Pawn));
    return m.kind() == chess::MoveKind::Normal && chess::typeOf(before.pieceAt(m.from())) != chess::PieceType::Pawn
        && before.pieceAt(m.to()) == chess::Piece::None && before.enPassantSquare() == chess::Square::None
        && !before.castlingRights() && !before.isCheck() && !kingMayMoveAlone;
}

}  // namespace unwinnability
