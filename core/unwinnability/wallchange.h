#pragma once

#include "chess/position.h"

namespace unwinnability {

/// Whether the pawn-wall analysis (pawnwall.h) must answer after `m` as it did before it. The analysis
/// depends on the fixed men and the regions of the other men, and a piece's region is the same from
/// every square of it: a quiet move of a piece (no capture, no pawn, no castling, from a position without
/// castling rights or en-passant square, which the analysis leaves alone) changes neither. It is the
/// costly rule and most moves are such moves, so a search asks it only after the others.
inline bool wallUnchangedAfter(const chess::Position& before, chess::Move m)
{
    return m.kind() == chess::MoveKind::Normal && chess::typeOf(before.pieceAt(m.from())) != chess::PieceType::Pawn
        && before.pieceAt(m.to()) == chess::Piece::None && before.enPassantSquare() == chess::Square::None
        && !before.castlingRights();
}

}  // namespace unwinnability
