// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <version>

#if defined(_MSC_VER) && !defined(__clang__)
#include <stdlib.h>  // _byteswap_uint64
#endif

/// Every call of the engine that one compiler or system has and another has not, each with a portable
/// fallback, so that core/chess compiles with GCC, Clang and MSVC. Building with
/// SCORECHECK_PORTABLE_FALLBACKS (the CMake option of that name; scripts/sanitize.sh sets it) takes the
/// fallbacks everywhere, so that they are compiled and tested on the one system we build on.
/// Inlines a function the compiler would otherwise leave as a call: for a function on the hot path
/// that has more than one caller (perft showed the call).
#if defined(SCORECHECK_PORTABLE_FALLBACKS)
#define SCORECHECK_ALWAYS_INLINE inline
#elif defined(_MSC_VER) && !defined(__clang__)
#define SCORECHECK_ALWAYS_INLINE __forceinline
#elif defined(__GNUC__) || defined(__clang__)
#define SCORECHECK_ALWAYS_INLINE [[gnu::always_inline]] inline
#else
#define SCORECHECK_ALWAYS_INLINE inline
#endif

namespace chess {

/// Number of set bits. With the POPCNT instruction enabled std::popcount is that instruction; without
/// it (the shipped baseline is plain x86-64) GCC would call a library function, so the branch-free
/// SWAR sum stands in.
constexpr int popCount(std::uint64_t b)
{
#if defined(__POPCNT__) && !defined(SCORECHECK_PORTABLE_FALLBACKS)
    return std::popcount(b);
#else
    b = b - ((b >> 1) & 0x5555555555555555ULL);
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return int((b * 0x0101010101010101ULL) >> 56);
#endif
}

/// The eight bytes in reverse order (on a bitboard: the board mirrored rank for rank), one instruction
/// where the compiler offers it.
inline std::uint64_t byteSwap(std::uint64_t x)
{
#if defined(__cpp_lib_byteswap) && !defined(SCORECHECK_PORTABLE_FALLBACKS)
    return std::byteswap(x);
#elif (defined(__GNUC__) || defined(__clang__)) && !defined(SCORECHECK_PORTABLE_FALLBACKS)
    return __builtin_bswap64(x);
#elif defined(_MSC_VER) && !defined(SCORECHECK_PORTABLE_FALLBACKS)
    return _byteswap_uint64(x);
#else
    x = ((x & 0x00FF00FF00FF00FFULL) << 8) | ((x >> 8) & 0x00FF00FF00FF00FFULL);
    x = ((x & 0x0000FFFF0000FFFFULL) << 16) | ((x >> 16) & 0x0000FFFF0000FFFFULL);
    return (x << 32) | (x >> 32);
#endif
}

namespace platform {

/// A zeroed block of `count` 64-bit words that lives as long as the program (never freed), for the
/// engine's lookup tables. On Linux it is one 2 MB page where the system grants one (at most that
/// size): written 4 KB page by page, the 840 KB of attack tables cost some 200 page faults, a fifth of
/// the start-up of every command. Elsewhere it is an ordinary allocation. Out of memory aborts.
std::uint64_t* allocateLifelongTable(std::size_t count);

}  // namespace platform

}  // namespace chess
