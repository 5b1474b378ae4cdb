// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

/// Basic chess value types: colours, piece types, pieces and squares.
/// Everything here is a plain enum or a constexpr function: no Qt, no allocation.
namespace chess {

enum class Color : std::uint8_t { White, Black };

constexpr Color operator~(Color c) { return Color(std::uint8_t(c) ^ 1); }
constexpr int index(Color c) { return int(c); }

enum class PieceType : std::uint8_t { None, Pawn, Knight, Bishop, Rook, Queen, King };

constexpr int index(PieceType t) { return int(t); }

/// A piece of a colour. Bit 3 is the colour, bits 0-2 the piece type, so None is 0.
enum class Piece : std::uint8_t {
    None = 0,
    WhitePawn = 1,
    WhiteKnight,
    WhiteBishop,
    WhiteRook,
    WhiteQueen,
    WhiteKing,
    BlackPawn = 9,
    BlackKnight,
    BlackBishop,
    BlackRook,
    BlackQueen,
    BlackKing,
};

constexpr Piece makePiece(Color c, PieceType t) { return Piece((int(c) << 3) | int(t)); }
constexpr PieceType typeOf(Piece p) { return PieceType(int(p) & 7); }
constexpr Color colorOf(Piece p) { return Color(int(p) >> 3); }
constexpr int index(Piece p) { return int(p); }

/// Squares a1 = 0, b1 = 1, ..., h8 = 63; None marks "no square".
enum class Square : std::uint8_t {
    A1,
    B1,
    C1,
    D1,
    E1,
    F1,
    G1,
    H1,
    A2,
    B2,
    C2,
    D2,
    E2,
    F2,
    G2,
    H2,
    A3,
    B3,
    C3,
    D3,
    E3,
    F3,
    G3,
    H3,
    A4,
    B4,
    C4,
    D4,
    E4,
    F4,
    G4,
    H4,
    A5,
    B5,
    C5,
    D5,
    E5,
    F5,
    G5,
    H5,
    A6,
    B6,
    C6,
    D6,
    E6,
    F6,
    G6,
    H6,
    A7,
    B7,
    C7,
    D7,
    E7,
    F7,
    G7,
    H7,
    A8,
    B8,
    C8,
    D8,
    E8,
    F8,
    G8,
    H8,
    None
};

constexpr int SquareCount = 64;

constexpr int index(Square s) { return int(s); }
constexpr Square squareAt(int index) { return Square(index); }
/// file and rank are 0-based: file 0 is the a-file, rank 0 is the first rank.
constexpr Square makeSquare(int file, int rank) { return Square(rank * 8 + file); }
constexpr int fileOf(Square s) { return int(s) & 7; }
constexpr int rankOf(Square s) { return int(s) >> 3; }
constexpr bool isValid(Square s) { return int(s) < SquareCount; }

/// The rank as seen from `c`'s side of the board (0 = c's back rank).
constexpr int relativeRank(Color c, Square s) { return c == Color::White ? rankOf(s) : 7 - rankOf(s); }
/// The square mirrored vertically for Black, so rules can be written once from White's side.
constexpr Square relativeSquare(Color c, Square s) { return Square(int(s) ^ (c == Color::White ? 0 : 56)); }

/// Square shifted by a signed number of squares; the caller guarantees the result is on the board.
constexpr Square operator+(Square s, int delta) { return Square(int(s) + delta); }
constexpr Square operator-(Square s, int delta) { return Square(int(s) - delta); }

/// One step forward for a pawn of colour c, in square-index units.
constexpr int pawnPush(Color c) { return c == Color::White ? 8 : -8; }

}  // namespace chess
