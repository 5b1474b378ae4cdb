// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "types.h"

#include <array>
#include <cstdint>

/// Zobrist hashing keys, computed at compile time from a fixed seed so that a position's key is
/// the same in every build and every run (keys can be stored and compared across sessions).
namespace chess::zobrist {

namespace detail {

constexpr std::uint64_t splitMix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

struct Keys {
    std::uint64_t piece[16][64]{};  // indexed by Piece, then Square
    std::uint64_t castling[16]{};  // indexed by the 4-bit set of castling rights
    std::uint64_t enPassantFile[8]{};
    std::uint64_t blackToMove = 0;
};

constexpr Keys makeKeys()
{
    Keys k{};
    std::uint64_t state = 0x5C0BE5C4ECULL;
    for (auto& perPiece : k.piece)
        for (auto& key : perPiece)
            key = splitMix64(state);
    // Each right gets its own key; a set of rights hashes to the XOR of its members.
    std::uint64_t single[4];
    for (auto& key : single)
        key = splitMix64(state);
    for (int rights = 0; rights < 16; ++rights)
        for (int r = 0; r < 4; ++r)
            if (rights & (1 << r))
                k.castling[rights] ^= single[r];
    for (auto& key : k.enPassantFile)
        key = splitMix64(state);
    k.blackToMove = splitMix64(state);
    return k;
}

inline constexpr Keys keys = makeKeys();

}  // namespace detail

constexpr std::uint64_t piece(Piece p, Square s) { return detail::keys.piece[index(p)][index(s)]; }
constexpr std::uint64_t castling(unsigned rights) { return detail::keys.castling[rights & 15]; }
constexpr std::uint64_t enPassant(Square s) { return detail::keys.enPassantFile[fileOf(s)]; }
constexpr std::uint64_t blackToMove() { return detail::keys.blackToMove; }

}  // namespace chess::zobrist
