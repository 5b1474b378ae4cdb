// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "move.h"
#include "types.h"

namespace chess {

enum class CastlingSide : std::uint8_t { King, Queen };

/// The four castling rights as bits of a 4-bit set: White king side, White queen side,
/// Black king side, Black queen side.
constexpr int castlingIndex(Color c, CastlingSide side) { return index(c) * 2 + int(side); }
constexpr unsigned castlingBit(Color c, CastlingSide side) { return 1u << castlingIndex(c, side); }
constexpr unsigned castlingBits(Color c) { return c == Color::White ? 3u : 12u; }
constexpr unsigned AllCastlingRights = 15u;

/// Where king and rook stand after castling: g1/f1 or c1/d1 (mirrored for Black), in
/// standard chess and Chess960 alike.
constexpr Square castlingKingTarget(Color c, CastlingSide side)
{
    return relativeSquare(c, side == CastlingSide::King ? Square::G1 : Square::C1);
}
constexpr Square castlingRookTarget(Color c, CastlingSide side)
{
    return relativeSquare(c, side == CastlingSide::King ? Square::F1 : Square::D1);
}

/// The side a castling move castles to. Castling is held as the king taking its own rook (move.h), so
/// the rook's side of the king is the castling's side, in standard chess and Chess960 alike.
constexpr CastlingSide castlingSide(Move castling)
{
    return castling.to() > castling.from() ? CastlingSide::King : CastlingSide::Queen;
}
/// Where the king of `c` stands after the castling move `castling` (FIDE 3.8.2).
constexpr Square castlingKingTarget(Color c, Move castling) { return castlingKingTarget(c, castlingSide(castling)); }

}  // namespace chess
