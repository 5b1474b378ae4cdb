// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bitboard.h"

/// Sliding-piece attacks by "fancy" magic bitboards: for each square, the relevant blockers are
/// multiplied by a magic number so that their high bits index a dense table of attack sets.
namespace chess {

namespace detail {

struct Magic {
    Bitboard mask = 0;  // relevant blocker squares (edges excluded)
    Bitboard magic = 0;
    const Bitboard* attacks = nullptr;
    unsigned shift = 0;

    unsigned slot(Bitboard occupied) const { return unsigned(((occupied & mask) * magic) >> shift); }
};

struct MagicTables {
    Magic rook[SquareCount];
    Magic bishop[SquareCount];
};

/// Filled once, before main() runs, by attacks.cpp; read-only afterwards.
extern MagicTables magics;

}  // namespace detail

inline Bitboard bishopAttacks(Square s, Bitboard occupied)
{
    const detail::Magic& m = detail::magics.bishop[index(s)];
    return m.attacks[m.slot(occupied)];
}

inline Bitboard rookAttacks(Square s, Bitboard occupied)
{
    const detail::Magic& m = detail::magics.rook[index(s)];
    return m.attacks[m.slot(occupied)];
}

namespace detail {

struct SquareLines {
    Bitboard file, diagonal, antiDiagonal;  // the square's lines, without the square itself
};

constexpr std::array<SquareLines, SquareCount> squareLines()
{
    std::array<SquareLines, SquareCount> t{};
    for (int s = 0; s < SquareCount; ++s)
        for (int o = 0; o < SquareCount; ++o) {
            const int df = o % 8 - s % 8, dr = o / 8 - s / 8;
            const Bitboard b = o == s ? 0 : Bitboard(1) << o;
            t[s].file |= df == 0 ? b : 0;
            t[s].diagonal |= df == dr ? b : 0;
            t[s].antiDiagonal |= df == -dr ? b : 0;
        }
    return t;
}
inline constexpr std::array<SquareLines, SquareCount> LinesThrough = squareLines();

// The squares a rook on file f of the first rank attacks, for each occupancy of files b to g.
constexpr std::array<std::array<std::uint8_t, 8>, 64> firstRankAttacks()
{
    std::array<std::array<std::uint8_t, 8>, 64> t{};
    for (int inner = 0; inner < 64; ++inner)
        for (int f = 0; f < 8; ++f) {
            const int occupied = inner << 1;
            int attacked = 0;
            for (int x = f + 1; x < 8; ++x) {
                attacked |= 1 << x;
                if (occupied & (1 << x))
                    break;
            }
            for (int x = f - 1; x >= 0; --x) {
                attacked |= 1 << x;
                if (occupied & (1 << x))
                    break;
            }
            t[inner][f] = std::uint8_t(attacked);
        }
    return t;
}
inline constexpr auto FirstRankAttacks = firstRankAttacks();

// Hyperbola quintessence: along one line through s, o - 2s reaches up to the first blocker above s,
// and the same on the byte-swapped board the first blocker below it.
inline Bitboard lineAttacks(Square s, Bitboard occupied, Bitboard line)
{
    Bitboard forward = occupied & line;
    Bitboard reverse = byteSwap(forward);
    forward -= bit(s);
    reverse -= byteSwap(bit(s));
    return (forward ^ byteSwap(reverse)) & line;
}

inline Bitboard rankAttacks(Square s, Bitboard occupied)
{
    const int shift = index(s) & 56;
    return Bitboard(FirstRankAttacks[(occupied >> (shift + 1)) & 63][index(s) & 7]) << shift;
}

}  // namespace detail

/// The same attacks worked out from the occupancy, with tables of a few KB: slower than the magic
/// tables while those stay in the cache (perft), faster where one lookup comes between much other
/// work and the 800 KB rook table has left the cache, as when a written move is judged.
inline Bitboard bishopAttacksByLines(Square s, Bitboard occupied)
{
    const detail::SquareLines& l = detail::LinesThrough[index(s)];
    return detail::lineAttacks(s, occupied, l.diagonal) | detail::lineAttacks(s, occupied, l.antiDiagonal);
}

inline Bitboard rookAttacksByLines(Square s, Bitboard occupied)
{
    return detail::lineAttacks(s, occupied, detail::LinesThrough[index(s)].file) | detail::rankAttacks(s, occupied);
}

namespace detail {

constexpr std::array<std::array<Bitboard, SquareCount>, 7> emptyBoardAttackTables()
{
    std::array<std::array<Bitboard, SquareCount>, 7> t{};
    for (int s = 0; s < SquareCount; ++s) {
        const SquareLines& l = LinesThrough[std::size_t(s)];
        const Bitboard diagonals = l.diagonal | l.antiDiagonal, straight = l.file | (rankMask(s / 8) ^ bit(Square(s)));
        t[index(PieceType::Knight)][std::size_t(s)] = KnightAttacks[std::size_t(s)];
        t[index(PieceType::Bishop)][std::size_t(s)] = diagonals;
        t[index(PieceType::Rook)][std::size_t(s)] = straight;
        t[index(PieceType::Queen)][std::size_t(s)] = diagonals | straight;
        t[index(PieceType::King)][std::size_t(s)] = KingAttacks[std::size_t(s)];
    }
    return t;
}
inline constexpr auto EmptyBoardAttacks = emptyBoardAttackTables();

}  // namespace detail

/// What a piece of type t (not a pawn: empty for it) attacks from s on an empty board.
inline Bitboard emptyBoardAttacks(PieceType t, Square s) { return detail::EmptyBoardAttacks[index(t)][index(s)]; }

}  // namespace chess
