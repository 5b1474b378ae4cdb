// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/bitboard.h"
#include "chess/position.h"

namespace unwinnability {

namespace detail {

/// Both sides' walls (pawnWallForbidsMate), once no pawn can move.
bool pawnWallsForbidMate(const chess::Position& position);

}  // namespace detail

/// A dead position (FIDE 5.2.2) beyond material: pawns that can never move wall the pieces in so that
/// neither side can mate (pawnWallForbidsMate, for both sides). A wall of fixed pawns starts from men that
/// cannot move (pawnwall.cpp), so the wall is looked at only when no pawn of either side can push or
/// capture (en passant included). Inline, pushes first: in nearly every position of a game a pawn can
/// push, and the question ends there.
inline bool pawnsLockTheBoard(const chess::Position& p)
{
    using chess::Color;
    using chess::PieceType;
    const chess::Bitboard empty = ~p.occupied();
    const chess::Bitboard white = p.pieces(Color::White, PieceType::Pawn);
    const chess::Bitboard black = p.pieces(Color::Black, PieceType::Pawn);
    if (((white << 8) & empty) || ((black >> 8) & empty) || !(white | black) || p.hasEnPassantCapture())
        return false;
    if ((chess::pawnAttacksOf<Color::White>(white) & p.pieces(Color::Black))
        || (chess::pawnAttacksOf<Color::Black>(black) & p.pieces(Color::White)))
        return false;
    return detail::pawnWallsForbidMate(p);
}

}  // namespace unwinnability
