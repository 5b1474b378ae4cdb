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

inline Bitboard queenAttacks(Square s, Bitboard occupied)
{
    return bishopAttacks(s, occupied) | rookAttacks(s, occupied);
}

/// Attacks of a piece type (not a pawn) from s with the given occupancy.
inline Bitboard attacksOf(PieceType t, Square s, Bitboard occupied)
{
    switch (t) {
    case PieceType::Knight: return knightAttacks(s);
    case PieceType::Bishop: return bishopAttacks(s, occupied);
    case PieceType::Rook: return rookAttacks(s, occupied);
    case PieceType::Queen: return queenAttacks(s, occupied);
    case PieceType::King: return kingAttacks(s);
    default: return 0;
    }
}

}  // namespace chess
