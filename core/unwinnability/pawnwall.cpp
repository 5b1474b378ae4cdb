#include "pawnwall.h"

#include "chess/attacks.h"

#include <array>

namespace unwinnability {

using namespace chess;

// The proof. Take a set F of pawns ("fixed") and for every other unit (piece or pawn) a set of squares,
// its region, such that:
//  (1) every fixed pawn has a fixed pawn (of either colour) on the square in front of it, so it never
//      advances;
//  (2) no unit of the other colour has the fixed pawn's square in its region, nor can stand on a square
//      the pawn attacks, and no fixed pawn of the other colour stands there: it is never captured and
//      never captures;
//  (3) a unit's region holds its square and every square it can move to from a square of its region,
//      with only the fixed pawns on the board (other pieces may have moved away): sliders stop at fixed
//      pawns, no unit enters a square of its own fixed pawns, a king never enters a square a fixed enemy
//      pawn attacks (that would be moving into check), a pawn that can reach the last rank can be any
//      piece from there.
// Then "every fixed pawn stands where it stands and every unit is in its region (or captured)" holds now
// and after every legal move: by (1) and (2) no fixed pawn moves or disappears, and by (3) no unit
// leaves its region. A unit's attacks are then always among the squares it attacks from its region with
// only the fixed pawns on the board (attacks "through" the pieces that move included).
//
// F is found as the largest set the checks allow: start from every pawn blocked by a pawn and drop the
// pawns that break (1) or (2) until none does; the regions are recomputed after each round.
//
// Mate then needs a square k in the loser's king region that the winner can attack, such that every
// neighbour of k is attacked by the winner, holds a fixed pawn of the loser's, or holds a unit of the
// loser's; different neighbours need different units (a matching). When no square qualifies, the winner
// never mates.
namespace {

constexpr Bitboard NotFileA = ~FileA;
constexpr Bitboard NotFileH = ~FileH;
constexpr Bitboard NotFilesAB = ~(FileA | (FileA << 1));
constexpr Bitboard NotFilesGH = ~(FileH | (FileH >> 1));

Bitboard kingSteps(Bitboard b)
{
    const Bitboard sideways = ((b << 1) & NotFileA) | ((b >> 1) & NotFileH);
    const Bitboard row = b | sideways;
    return sideways | (row << 8) | (row >> 8);
}

Bitboard knightSteps(Bitboard b)
{
    const Bitboard one = ((b << 1) & NotFileA) | ((b >> 1) & NotFileH);
    const Bitboard two = ((b << 2) & NotFilesAB) | ((b >> 2) & NotFilesGH);
    return (one << 16) | (one >> 16) | (two << 8) | (two >> 8);
}

Bitboard pawnPushes(Color c, Bitboard b) { return c == Color::White ? b << 8 : b >> 8; }
Bitboard pawnCaptures(Color c, Bitboard b)
{
    return c == Color::White ? pawnAttacksOf<Color::White>(b) : pawnAttacksOf<Color::Black>(b);
}

// Squares a slider of type t (bishop, rook or queen) can reach from `from`, passing only `open` squares,
// stopping at `blockers`; and what it attacks from them.
struct Reach {
    Bitboard region = 0;
    Bitboard attacks = 0;
};

Bitboard sliderAttacks(PieceType t, Square s, Bitboard blockers)
{
    Bitboard a = 0;
    if (t != PieceType::Rook)
        a |= bishopAttacks(s, blockers);
    if (t != PieceType::Bishop)
        a |= rookAttacks(s, blockers);
    return a;
}

Reach sliderReach(PieceType t, Bitboard from, Bitboard blockers, Bitboard enterable)
{
    Reach r{from, 0};
    Bitboard frontier = from;
    while (frontier) {
        const Bitboard a = sliderAttacks(t, popLsb(frontier), blockers);
        r.attacks |= a;
        const Bitboard fresh = a & enterable & ~r.region;
        r.region |= fresh;
        frontier |= fresh;
    }
    return r;
}

Reach knightReach(Bitboard from, Bitboard enterable)
{
    Bitboard region = from;
    for (Bitboard grown = region; (grown = (region | knightSteps(region)) & (enterable | from)) != region;)
        region = grown;
    return {region, knightSteps(region)};
}

// Where a piece promoted on one of `squares` can go: a queen's and a knight's reach cover a rook's and
// a bishop's too.
Reach promotedReach(Bitboard squares, Bitboard blockers, Bitboard enterable)
{
    const Reach queen = sliderReach(PieceType::Queen, squares, blockers, enterable);
    const Reach knight = knightReach(squares, enterable);
    return {queen.region | knight.region, queen.attacks | knight.attacks};
}

struct Unit {
    Color colour;
    bool king;
    Bitboard region;
    Bitboard attacks;
};

class Confinement {
public:
    explicit Confinement(const Position& position)
        : m_position(position)
    {
    }

    // Finds F and the regions; see the proof above.
    void settle()
    {
        // To start, every pawn with a pawn of either colour straight in front of it.
        const Bitboard pawns = m_position.pieces(PieceType::Pawn);
        m_fixed = (m_position.pieces(Color::White, PieceType::Pawn) & pawnPushes(Color::Black, pawns))
            | (m_position.pieces(Color::Black, PieceType::Pawn) & pawnPushes(Color::White, pawns));
        while (m_fixed) {
            computeUnits();
            const Bitboard broken = brokenFixedPawns();
            if (!broken)
                return;
            m_fixed &= ~broken;
        }
    }


    bool anyFixed() const { return m_fixed != 0; }

    bool forbidsMate(Color winner) const
    {
        const Color loser = ~winner;
        Bitboard attacked = fixedPawnAttacks(winner);
        const Unit* loserKing = nullptr;
        for (int i = 0; i < m_count; ++i) {
            const Unit& u = m_units[std::size_t(i)];
            if (u.colour == winner)
                attacked |= u.attacks;
            else if (u.king)
                loserKing = &u;
        }
        const Bitboard loserFixed = m_fixed & m_position.pieces(loser);
        for (Bitboard candidates = loserKing->region & attacked; candidates;) {
            const Square k = popLsb(candidates);
            const Bitboard open = kingAttacks(k) & ~attacked & ~loserFixed;
            if (!open || canFill(open, loser))
                return false;
        }
        return true;
    }

private:
    Bitboard fixedPawnAttacks(Color c) const { return pawnCaptures(c, m_fixed & m_position.pieces(c)); }

    void computeUnits()
    {
        m_count = 0;
        for (Color c : {Color::White, Color::Black}) {
            const Bitboard ownFixed = m_fixed & m_position.pieces(c);
            const Bitboard enterable = ~ownFixed;
            const Bitboard kingForbidden = ownFixed | fixedPawnAttacks(~c);
            const Square king = m_position.kingSquare(c);
            Bitboard region = bit(king);
            for (Bitboard grown; (grown = region | (kingSteps(region) & ~kingForbidden)) != region;)
                region = grown;
            add({c, true, region, kingSteps(region)});
            for (Bitboard b = m_position.pieces(c, PieceType::Knight); b;) {
                const Reach r = knightReach(bit(popLsb(b)), enterable);
                add({c, false, r.region, r.attacks});
            }
            for (PieceType t : {PieceType::Bishop, PieceType::Rook, PieceType::Queen})
                for (Bitboard b = m_position.pieces(c, t); b;) {
                    const Reach r = sliderReach(t, bit(popLsb(b)), m_fixed, enterable);
                    add({c, false, r.region, r.attacks});
                }
            const Bitboard lastRank = c == Color::White ? Rank8 : Rank1;
            for (Bitboard b = m_position.pieces(c, PieceType::Pawn) & ~m_fixed; b;) {
                // A pawn pushes onto empty squares (no fixed pawn) and captures anywhere it might find a
                // piece of the other side.
                Bitboard region = bit(popLsb(b));
                for (Bitboard grown; (grown = region
                                          | ((pawnPushes(c, region & ~lastRank) & ~m_fixed)
                                              | (pawnCaptures(c, region & ~lastRank) & enterable)))
                     != region;)
                    region = grown;
                Bitboard attacks = pawnCaptures(c, region & ~lastRank);
                if (region & lastRank) {
                    const Reach promoted = promotedReach(region & lastRank, m_fixed, enterable);
                    region |= promoted.region;
                    attacks |= promoted.attacks;
                }
                add({c, false, region, attacks});
            }
        }
    }

    void add(const Unit& u) { m_units[std::size_t(m_count++)] = u; }

    Bitboard brokenFixedPawns() const
    {
        Bitboard broken = 0;
        for (Color c : {Color::White, Color::Black}) {
            Bitboard enemyReach = m_fixed & m_position.pieces(~c);
            Bitboard enemyRegions = 0;
            for (int i = 0; i < m_count; ++i)
                if (m_units[std::size_t(i)].colour != c)
                    enemyRegions |= m_units[std::size_t(i)].region;
            enemyReach |= enemyRegions;
            for (Bitboard b = m_fixed & m_position.pieces(c); b;) {
                const Square s = popLsb(b);
                const bool stillBlocked = pawnPushes(c, bit(s)) & m_fixed;
                const bool capturable = enemyRegions & bit(s);
                const bool canCapture = pawnAttacks(c, s) & enemyReach;
                if (!stillBlocked || capturable || canCapture)
                    broken |= bit(s);
            }
        }
        return broken;
    }

    // Whether the loser's units other than its king can stand on all of `squares` at once, one unit a
    // square: a bipartite matching by augmenting paths (at most 8 squares, 15 units).
    bool canFill(Bitboard squares, Color loser) const
    {
        Matching m;
        for (int i = 0; i < m_count; ++i)
            if (m_units[std::size_t(i)].colour == loser && !m_units[std::size_t(i)].king)
                m.regions[std::size_t(m.units++)] = m_units[std::size_t(i)].region;
        if (popCount(squares) > m.units)
            return false;
        for (Bitboard b = squares; b;) {
            std::uint32_t tried = 0;
            if (!m.augment(popLsb(b), tried))
                return false;
        }
        return true;
    }

    struct Matching {
        std::array<Bitboard, 32> regions{};
        std::array<Square, 32> holds{};  // the square each unit is given, valid once given
        std::uint32_t given = 0;
        int units = 0;

        bool augment(Square s, std::uint32_t& tried)
        {
            for (int j = 0; j < units; ++j) {
                const std::uint32_t me = std::uint32_t(1) << j;
                if (!(regions[std::size_t(j)] & bit(s)) || (tried & me))
                    continue;
                tried |= me;
                if (!(given & me) || augment(holds[std::size_t(j)], tried)) {
                    holds[std::size_t(j)] = s;
                    given |= me;
                    return true;
                }
            }
            return false;
        }
    };

    const Position& m_position;
    Bitboard m_fixed = 0;
    std::array<Unit, 32> m_units{};
    int m_count = 0;
};

}  // namespace

bool pawnWallForbidsMate(const Position& position, Color winner)
{
    if (position.castlingRights() || position.enPassantSquare() != Square::None)
        return false;
    Confinement confinement(position);
    confinement.settle();
    // Without a fixed pawn every region is open board: nothing to prove with (material.h has the rest).
    return confinement.anyFixed() && confinement.forbidsMate(winner);
}

}  // namespace unwinnability
