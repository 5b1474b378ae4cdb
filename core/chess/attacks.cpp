// SPDX-License-Identifier: GPL-3.0-or-later
#include "attacks.h"

#include <cstdlib>

namespace chess::detail {

// Constant-initialised (all zero), so it exists before the dynamic initialiser below fills it.
MagicTables magics;

namespace {

// The magic numbers, one per square (a1 first). They were found once by a random search
// (xorshift64* over sparse candidates): any number works that maps every blocker subset of the
// square's mask to a slot without two different attack sets meeting. Searching at every start
// cost 0.2 s; filling the tables from these takes about a millisecond, and fill() checks each one.
constexpr Bitboard RookMagics[SquareCount] = {
    0x0080001488204002ULL,
    0x0040001000402000ULL,
    0x4080088010002000ULL,
    0x0100201000090004ULL,
    0x0200041002002008ULL,
    0x0500010004002208ULL,
    0x0200208408014200ULL,
    0xC080106080024900ULL,
    0x001A800220400880ULL,
    0x0100402000401000ULL,
    0x5020801000200080ULL,
    0x0200801000800800ULL,
    0x4241001008000501ULL,
    0x0012004600241890ULL,
    0x0900800100020080ULL,
    0x100A00010050A402ULL,
    0x0080084000200040ULL,
    0x8020850021004008ULL,
    0x0080410010200103ULL,
    0x0200210008100100ULL,
    0x9001030008001004ULL,
    0x011C808004000200ULL,
    0x0040040010820168ULL,
    0x0214120021004084ULL,
    0x0000400080008028ULL,
    0x0400400440201002ULL,
    0x2001004100200018ULL,
    0x4802002200100841ULL,
    0x0008020040400400ULL,
    0x0086020080040080ULL,
    0x289C010400880210ULL,
    0x0040084200008C01ULL,
    0x0108400090800420ULL,
    0x8001002081004000ULL,
    0x0010002800200400ULL,
    0x0040800800801004ULL,
    0x0004004008080080ULL,
    0x0001800201800400ULL,
    0x0000104204002918ULL,
    0x0000008102000044ULL,
    0x8000802040008010ULL,
    0x0310002000404000ULL,
    0x8910002804002002ULL,
    0x0001220042120008ULL,
    0x000C050008010011ULL,
    0x0001004400290002ULL,
    0x0000410830040022ULL,
    0x0989004410920011ULL,
    0x0000800040003080ULL,
    0x0000288040090100ULL,
    0x00C0801000200280ULL,
    0x0040081000210100ULL,
    0x0090110004080100ULL,
    0x5100020004008080ULL,
    0x2000484130020400ULL,
    0x0000800100004080ULL,
    0x0000102100800841ULL,
    0x0000802814400101ULL,
    0x8220220040081082ULL,
    0x01C6000440082012ULL,
    0x0002005008200C06ULL,
    0x0101000884000241ULL,
    0xA832621001009804ULL,
    0x0001000454802201ULL,
};
constexpr Bitboard BishopMagics[SquareCount] = {
    0x00101112048C0300ULL,
    0x09110411044A0106ULL,
    0x0052040400204020ULL,
    0x2108448100010210ULL,
    0x0014042100000010ULL,
    0x0802011423000001ULL,
    0x002A009084100000ULL,
    0x0014450801100200ULL,
    0x0800086809040410ULL,
    0x0800480204205201ULL,
    0x1084512400820002ULL,
    0x0000541402880000ULL,
    0x00004C042304100BULL,
    0x0000010402400084ULL,
    0x19A0148210300400ULL,
    0x0100088064122041ULL,
    0x0090260810104080ULL,
    0x80B0012822008420ULL,
    0x1001002808010414ULL,
    0x0044000840102020ULL,
    0x0054020094200030ULL,
    0x1502000902490408ULL,
    0x0004044082080340ULL,
    0x0000400080445020ULL,
    0x0002402C20041482ULL,
    0x0084100103120800ULL,
    0x3008120001040100ULL,
    0x000A008058008440ULL,
    0x0001010010104008ULL,
    0x101001000024010AULL,
    0x080404028C821180ULL,
    0x0040802040920814ULL,
    0x000405A000442000ULL,
    0x502108088AA04100ULL,
    0x0546009004020020ULL,
    0x0000020080080080ULL,
    0x0884010200040084ULL,
    0x0000900900088090ULL,
    0x0004040428028880ULL,
    0x00884882A0018200ULL,
    0x0011100820008430ULL,
    0x8000480405101000ULL,
    0x0903040602018100ULL,
    0x0100212088021444ULL,
    0x480020020C014880ULL,
    0x0020046080200200ULL,
    0x8020080901220440ULL,
    0x0890040050400880ULL,
    0x820400D804100400ULL,
    0x0040220202204000ULL,
    0x0080018400982200ULL,
    0x6884000084042003ULL,
    0x8048801182020002ULL,
    0x2100075002020000ULL,
    0x2030141028820040ULL,
    0x2A08020822002028ULL,
    0x0000442404200402ULL,
    0x0180008208210400ULL,
    0x0100004044040484ULL,
    0x0400810005209814ULL,
    0x0105B40310204840ULL,
    0x824069C102040100ULL,
    0x040A042024010201ULL,
    0x0065055001010100ULL,
};

// The attack sets come from the line attacks (attacks.h), a few operations each: walking the rays for
// every one of the 107,648 sets took 20 million instructions at every start of every program.
void fill(Bitboard (*attacksOf)(Square, Bitboard), const Bitboard (&numbers)[SquareCount], Magic (&table)[SquareCount],
    Bitboard* storage, std::size_t sets)
{
    std::size_t offset = 0;
    for (int i = 0; i < SquareCount; ++i) {
        const Square s = Square(i);
        Magic& m = table[i];
        const Bitboard edges = ((Rank1 | Rank8) & ~rankMask(rankOf(s))) | ((FileA | FileH) & ~fileMask(fileOf(s)));
        m.mask = attacksOf(s, 0) & ~edges;
        m.magic = numbers[i];
        m.shift = unsigned(64 - popCount(m.mask));
        m.attacks = storage + offset;
        const std::size_t size = std::size_t(1) << popCount(m.mask);
        // Carry-Rippler enumeration of every subset of the mask; a slot already holding a different
        // attack set means the magic number is wrong, which must never pass silently.
        Bitboard subset = 0;
        do {
            const Bitboard attacks = attacksOf(s, subset);
            Bitboard& slot = storage[offset + m.slot(subset)];
            if (slot && slot != attacks)
                std::abort();
            slot = attacks;
            subset = (subset - m.mask) & m.mask;
        } while (subset);
        offset += size;
    }
    if (offset != sets)
        std::abort();  // the table sizes below are fixed by the geometry of the board
}

// Every subset of every square's blocker mask: 102,400 rook and 5,248 bishop attack sets.
constexpr std::size_t RookSets = 102400, BishopSets = 5248;

// Fills the tables during static initialisation, before main(). Nothing else may use the
// sliding attacks from a static initialiser.
[[maybe_unused]] const bool initialised = [] {
    // Both tables in one zeroed block (fill() reads empty slots as 0) that lives as long as the program.
    Bitboard* const tables = platform::allocateLifelongTable(RookSets + BishopSets);
    fill(rookAttacksByLines, RookMagics, magics.rook, tables, RookSets);
    fill(bishopAttacksByLines, BishopMagics, magics.bishop, tables + RookSets, BishopSets);
    return true;
}();

}  // namespace

}  // namespace chess::detail
