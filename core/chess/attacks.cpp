#include "attacks.h"

#include <cstdlib>
#include <vector>

namespace chess::detail {

// Constant-initialised (all zero), so it exists before the dynamic initialiser below fills it.
MagicTables magics;

namespace {

constexpr int RookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// Attacks by walking the rays: slow, used only to fill the tables.
Bitboard slidingAttacks(const int (&dirs)[4][2], Square s, Bitboard occupied)
{
    Bitboard attacks = 0;
    for (const auto& d : dirs) {
        int f = fileOf(s) + d[0], r = rankOf(s) + d[1];
        for (; f >= 0 && f < 8 && r >= 0 && r < 8; f += d[0], r += d[1]) {
            const Bitboard b = bit(makeSquare(f, r));
            attacks |= b;
            if (occupied & b)
                break;
        }
    }
    return attacks;
}

// xorshift64*: a fixed seed makes the magics (and so the start-up time) the same on every run.
class Random {
public:
    explicit Random(std::uint64_t seed)
        : m_state(seed)
    {
    }
    std::uint64_t next()
    {
        m_state ^= m_state >> 12;
        m_state ^= m_state << 25;
        m_state ^= m_state >> 27;
        return m_state * 2685821657736338717ULL;
    }
    // Magics with few set bits are found much faster.
    std::uint64_t sparse() { return next() & next() & next(); }

private:
    std::uint64_t m_state;
};

template <std::size_t N>
void initMagics(const int (&dirs)[4][2], Magic (&table)[SquareCount], Bitboard (&storage)[N])
{
    std::size_t total = 0;
    std::size_t offsets[SquareCount];
    for (int i = 0; i < SquareCount; ++i) {
        const Square s = Square(i);
        const Bitboard edges = ((Rank1 | Rank8) & ~rankMask(rankOf(s))) | ((FileA | FileH) & ~fileMask(fileOf(s)));
        table[i].mask = slidingAttacks(dirs, s, 0) & ~edges;
        table[i].shift = unsigned(64 - popCount(table[i].mask));
        offsets[i] = total;
        total += std::size_t(1) << popCount(table[i].mask);
    }
    if (total != N)
        std::abort();  // the table sizes below are fixed by the geometry of the board

    Random random(0x5C0E'C4EC'0000'0001ULL);
    std::vector<Bitboard> occupancy, reference;
    std::vector<int> epoch;
    for (int i = 0; i < SquareCount; ++i) {
        Magic& m = table[i];
        occupancy.clear();
        reference.clear();
        // Carry-Rippler enumeration of every subset of the mask.
        Bitboard subset = 0;
        do {
            occupancy.push_back(subset);
            reference.push_back(slidingAttacks(dirs, Square(i), subset));
            subset = (subset - m.mask) & m.mask;
        } while (subset);

        Bitboard* slots = storage + offsets[i];
        epoch.assign(occupancy.size(), 0);
        for (int attempt = 1;; ++attempt) {
            do
                m.magic = random.sparse();
            while (popCount((m.mask * m.magic) >> 56) < 6);
            std::size_t k = 0;
            for (; k < occupancy.size(); ++k) {
                const unsigned idx = m.slot(occupancy[k]);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    slots[idx] = reference[k];
                } else if (slots[idx] != reference[k]) {
                    break;
                }
            }
            if (k == occupancy.size())
                break;
        }
        m.attacks = slots;
    }
}

// Every subset of every square's blocker mask: 102,400 rook and 5,248 bishop attack sets.
Bitboard rookTable[102400];
Bitboard bishopTable[5248];

// Fills the tables during static initialisation, before main(). Nothing else may use the
// sliding attacks from a static initialiser.
[[maybe_unused]] const bool initialised = [] {
    initMagics(RookDirs, magics.rook, rookTable);
    initMagics(BishopDirs, magics.bishop, bishopTable);
    return true;
}();

}  // namespace

}  // namespace chess::detail
