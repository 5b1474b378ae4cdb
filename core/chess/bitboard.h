// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "platform.h"
#include "types.h"

#include <array>
#include <bit>
#include <cstdint>

/// Bitboards: one bit per square (bit i = square i), with the leaper attack tables and the
/// line/between tables, all computed at compile time.
namespace chess {

using Bitboard = std::uint64_t;

constexpr Bitboard bit(Square s) { return Bitboard(1) << index(s); }

constexpr Bitboard FileA = 0x0101010101010101ULL;
constexpr Bitboard FileH = FileA << 7;
constexpr Bitboard Rank1 = 0xFFULL;
constexpr Bitboard Rank8 = Rank1 << 56;

constexpr Bitboard fileMask(int file) { return FileA << file; }
constexpr Bitboard rankMask(int rank) { return Rank1 << (8 * rank); }

/// The lowest square of a non-empty bitboard.
constexpr Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
/// Removes and returns the lowest square of a non-empty bitboard.
constexpr Square popLsb(Bitboard& b)
{
    const Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool moreThanOne(Bitboard b) { return (b & (b - 1)) != 0; }

/// Shifts every square one step in a compass direction, dropping squares that leave the board.
enum class Direction { North, South, East, West, NorthEast, NorthWest, SouthEast, SouthWest };

template <Direction D>
constexpr Bitboard shift(Bitboard b)
{
    if constexpr (D == Direction::North)
        return b << 8;
    else if constexpr (D == Direction::South)
        return b >> 8;
    else if constexpr (D == Direction::East)
        return (b & ~FileH) << 1;
    else if constexpr (D == Direction::West)
        return (b & ~FileA) >> 1;
    else if constexpr (D == Direction::NorthEast)
        return (b & ~FileH) << 9;
    else if constexpr (D == Direction::NorthWest)
        return (b & ~FileA) << 7;
    else if constexpr (D == Direction::SouthEast)
        return (b & ~FileH) >> 7;
    else
        return (b & ~FileA) >> 9;
}

/// Squares attacked by all pawns of colour c in b.
template <Color C>
constexpr Bitboard pawnAttacksOf(Bitboard b)
{
    if constexpr (C == Color::White)
        return shift<Direction::NorthEast>(b) | shift<Direction::NorthWest>(b);
    else
        return shift<Direction::SouthEast>(b) | shift<Direction::SouthWest>(b);
}

namespace detail {

using SquareTable = std::array<Bitboard, SquareCount>;

constexpr Bitboard stepIfOnBoard(int file, int rank)
{
    return (file >= 0 && file < 8 && rank >= 0 && rank < 8) ? bit(makeSquare(file, rank)) : 0;
}

constexpr SquareTable leaperTable(const int (&steps)[8][2])
{
    SquareTable table{};
    for (int s = 0; s < SquareCount; ++s)
        for (const auto& step : steps)
            table[s] |= stepIfOnBoard(s % 8 + step[0], s / 8 + step[1]);
    return table;
}

constexpr int KnightSteps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr int KingSteps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

constexpr SquareTable KnightAttacks = leaperTable(KnightSteps);
constexpr SquareTable KingAttacks = leaperTable(KingSteps);

constexpr std::array<SquareTable, 2> pawnAttackTables()
{
    std::array<SquareTable, 2> t{};
    for (int s = 0; s < SquareCount; ++s) {
        t[0][s] = pawnAttacksOf<Color::White>(bit(Square(s)));
        t[1][s] = pawnAttacksOf<Color::Black>(bit(Square(s)));
    }
    return t;
}
constexpr std::array<SquareTable, 2> PawnAttacks = pawnAttackTables();

using SquarePairTable = std::array<SquareTable, SquareCount>;

/// For each pair of squares on a common rank, file or diagonal: the squares strictly between them
/// (Between) or the whole line through both, edge to edge (Line). Empty for unaligned pairs.
struct LineTables {
    SquarePairTable between{};
    SquarePairTable line{};
};

constexpr LineTables lineTables()
{
    LineTables t{};
    for (int a = 0; a < SquareCount; ++a) {
        for (const auto& step : KingSteps) {
            Bitboard passed = 0;
            int f = a % 8 + step[0], r = a / 8 + step[1];
            for (; f >= 0 && f < 8 && r >= 0 && r < 8; f += step[0], r += step[1]) {
                const int b = r * 8 + f;
                t.between[a][b] = passed;
                passed |= bit(Square(b));
            }
            // `passed` is now the whole ray from a (exclusive) to the edge in this direction.
            for (Bitboard ray = passed; ray; ray &= ray - 1) {
                const int b = std::countr_zero(ray);
                t.line[a][b] |= passed | bit(Square(a));
            }
        }
    }
    // The opposite ray completes each line: line(a, b) is the union over both directions from a.
    for (int a = 0; a < SquareCount; ++a)
        for (int b = 0; b < SquareCount; ++b)
            if (t.line[a][b])
                t.line[a][b] |= t.line[b][a];
    return t;
}

inline constexpr LineTables Lines = lineTables();

}  // namespace detail

constexpr Bitboard knightAttacks(Square s) { return detail::KnightAttacks[index(s)]; }
constexpr Bitboard kingAttacks(Square s) { return detail::KingAttacks[index(s)]; }
constexpr Bitboard pawnAttacks(Color c, Square s) { return detail::PawnAttacks[index(c)][index(s)]; }
/// Squares strictly between a and b when they share a line, else empty.
constexpr Bitboard between(Square a, Square b) { return detail::Lines.between[index(a)][index(b)]; }
/// The full line through a and b when they share one, else empty.
constexpr Bitboard line(Square a, Square b) { return detail::Lines.line[index(a)][index(b)]; }

}  // namespace chess
