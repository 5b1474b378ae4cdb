// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "types.h"

#include <cstdint>

namespace chess {

enum class MoveKind : std::uint8_t { Normal, Promotion, EnPassant, Castling };

/// A move packed into 16 bits. This is the one place its layout is written down:
///
///   bits  0-5   origin square (a1 = 0 ... h8 = 63)
///   bits  6-11  target square; for castling, the square of the ROOK the king castles with
///               ("king takes own rook"), which works for standard chess and Chess960 alike
///   bits 12-13  promotion piece, counted from the knight: 0 knight, 1 bishop, 2 rook, 3 queen
///               (meaningful only when the kind is Promotion)
///   bits 14-15  MoveKind: 0 normal, 1 promotion, 2 en passant, 3 castling
///
/// The all-zero value (a1 to a1) is never a legal move and serves as "no move".
class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to, MoveKind kind = MoveKind::Normal, PieceType promotion = PieceType::Knight)
        : m_data(std::uint16_t(
            index(from) | (index(to) << 6) | ((index(promotion) - index(PieceType::Knight)) << 12) | (int(kind) << 14)))
    {
    }

    static constexpr Move none() { return Move(); }
    static constexpr Move promotion(Square from, Square to, PieceType piece)
    {
        return Move(from, to, MoveKind::Promotion, piece);
    }
    static constexpr Move enPassant(Square from, Square to) { return Move(from, to, MoveKind::EnPassant); }
    static constexpr Move castling(Square kingFrom, Square rookFrom)
    {
        return Move(kingFrom, rookFrom, MoveKind::Castling);
    }

    constexpr Square from() const { return Square(m_data & 63); }
    constexpr Square to() const { return Square((m_data >> 6) & 63); }
    constexpr MoveKind kind() const { return MoveKind(m_data >> 14); }
    /// The piece promoted to; PieceType::None unless this is a promotion.
    constexpr PieceType promotion() const
    {
        return kind() == MoveKind::Promotion ? PieceType(((m_data >> 12) & 3) + index(PieceType::Knight))
                                             : PieceType::None;
    }
    constexpr bool isNone() const { return m_data == 0; }
    constexpr std::uint16_t raw() const { return m_data; }

    constexpr bool operator==(const Move&) const = default;

private:
    std::uint16_t m_data = 0;
};

static_assert(sizeof(Move) == 2);

}  // namespace chess
