// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/position.h"

#include <array>
#include <cstdint>

namespace unwinnability {

/// A position's exact identity in 26 bytes: where the pieces stand, the side to move, the castling rights
/// and the en-passant square (the move counters are left out: FIDE 6.9 asks about the pieces). Unlike a
/// Zobrist key two different positions never pack alike, so a table of what was proved about positions
/// can never answer for the wrong one. Aligned on four bytes (28 in all, not 32): a search keeps millions.
#pragma pack(push, 4)
struct PackedPosition {
    chess::Bitboard occupancy = 0;
    std::uint64_t pieces[2] = {0, 0};  // a 4-bit chess::Piece per occupied square, lowest square first
    std::uint16_t state = 0;  // side to move, castling rights, en-passant square

    bool operator==(const PackedPosition&) const = default;
};
#pragma pack(pop)
static_assert(sizeof(PackedPosition) == 28);

inline PackedPosition pack(const chess::Position& position)
{
    PackedPosition p;
    p.occupancy = position.occupied();
    int shift = 0;
    for (chess::Bitboard b = p.occupancy; b; shift += 4) {
        const auto piece = std::uint64_t(chess::index(position.pieceAt(chess::popLsb(b))));
        p.pieces[shift >> 6] |= piece << (shift & 63);
    }
    p.state = std::uint16_t(chess::index(position.sideToMove()) | (position.castlingRights() << 1)
        | (chess::index(position.enPassantSquare()) << 5));
    return p;
}

/// The position packed, back; `castlingRooks` as in the position it came from (a game's castling rooks
/// never change, so one set serves every position of a search).
inline chess::Position unpack(const PackedPosition& p, const std::array<chess::Square, 4>& castlingRooks)
{
    chess::PositionSetup setup;
    int shift = 0;
    for (chess::Bitboard b = p.occupancy; b; shift += 4)
        setup.board[std::size_t(chess::index(chess::popLsb(b)))]
            = chess::Piece((p.pieces[shift >> 6] >> (shift & 63)) & 15);
    setup.sideToMove = chess::Color(p.state & 1);
    for (int right = 0; right < 4; ++right)
        if (p.state & (2 << right))
            setup.castlingRooks[std::size_t(right)] = castlingRooks[std::size_t(right)];
    setup.enPassant = chess::Square(p.state >> 5);
    return chess::Position::fromSetup(setup);
}

}  // namespace unwinnability
