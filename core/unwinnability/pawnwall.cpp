// SPDX-License-Identifier: GPL-3.0-or-later
#include "pawnwall.h"

#include "chess/attacks.h"

#include <array>

namespace unwinnability {

using namespace chess;

// The proof. Take a set F of "fixed" men (pawns and pieces) and for every other man (a "unit") a set of
// squares, its region, such that:
//  (1) a fixed man has no move: a fixed pawn has a fixed man straight in front of it and nothing to
//      capture (below), a fixed piece attacks no square that is not held by a fixed man of its own side;
//  (2) no unit of the other side has a fixed man's square in its region, no fixed man of the other side
//      attacks it, and no unit or fixed man of the other side can stand on a square a fixed pawn attacks:
//      a fixed man is never captured and never captures;
//  (3) a unit's region holds its square and every square it can move to from a square of its region,
//      with only the fixed men on the board (other men may have moved away): sliders stop at fixed men,
//      no unit enters a square of its own fixed men, a king never enters a square that a fixed man of
//      the other side attacks whatever else stands where (that would be moving into check), and a pawn
//      that can reach the last rank can be any piece from there.
// Then "every fixed man stands where it stands and every unit is in its region (or captured)" holds now
// and after every legal move: by (1) and (2) no fixed man moves or disappears, and by (3) no unit leaves
// its region. A unit's attacks are always among the squares it attacks from its region with only the
// fixed men on the board, and a fixed man's among those it attacks from its square.
//
// F is found as the largest set the checks allow: start from the men that cannot move now, and drop the
// men that break (1) or (2) until none does, the regions recomputed after each round. Bishops shut in by their own
// locked pawns, kings walled in behind them, are fixed men too.
//
// Mate then needs a square k in the loser's king's region (or its square, if it is fixed) that the winner
// can attack, such that every neighbour of k is attacked by the winner, holds a fixed man of the loser's
// or holds a unit of the loser's; different neighbours need different units (a matching). When no square
// qualifies, the winner never mates.
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

// The squares ahead of `b` on their files, the way colour c's pawns go.
Bitboard aheadOf(Color c, Bitboard b)
{
    Bitboard ahead = pawnPushes(c, b);
    for (int i = 0; i < 6; ++i)
        ahead |= pawnPushes(c, ahead);
    return ahead;
}
Bitboard pawnCaptures(Color c, Bitboard b)
{
    return c == Color::White ? pawnAttacksOf<Color::White>(b) : pawnAttacksOf<Color::Black>(b);
}

// Squares a slider of type t (bishop, rook or queen) can reach from `from`, by moves ending on `enterable`
// squares (the others it attacks but cannot enter), with only fixed men in its way (every square that is
// not enterable holds one); and what it attacks from them.
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

// The squares one step from `b` the way a slider of type t moves.
Bitboard sliderSteps(PieceType t, Bitboard b)
{
    Bitboard steps = 0;
    if (t != PieceType::Rook)
        steps |= ((b << 9) & NotFileA) | ((b << 7) & NotFileH) | ((b >> 7) & NotFileA) | ((b >> 9) & NotFileH);
    if (t != PieceType::Bishop)
        steps |= (b << 8) | (b >> 8) | ((b << 1) & NotFileA) | ((b >> 1) & NotFileH);
    return steps;
}

// A slider's move passes only squares that hold no fixed man, which are enterable, so every move is a
// series of one-square steps onto enterable squares, and its region is their closure. Every square it
// attacks from its region is one step from the region: the squares a line passes are in it.
Reach sliderReach(PieceType t, Bitboard from, Bitboard enterable)
{
    Bitboard region = from;
    for (Bitboard grown; (grown = region | (sliderSteps(t, region) & enterable)) != region;)
        region = grown;
    return {region, sliderSteps(t, region)};
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
Reach promotedReach(Bitboard squares, Bitboard enterable)
{
    const Reach queen = sliderReach(PieceType::Queen, squares, enterable);
    const Reach knight = knightReach(squares, enterable);
    return {queen.region | knight.region, queen.attacks | knight.attacks};
}

struct Unit {
    Color colour;
    bool king;
    Bitboard region;
    Bitboard attacks;
    Bitboard pawnPath = 0;  // a pawn's: the squares it can reach as a pawn (its region adds promotions')
    Bitboard origin = 0;  // a pawn's square now
    Bitboard promotionSquares = 0;  // a pawn's: the last-rank squares of its path when `promoted` was found
    Reach promoted = {};  // where a piece promoted on them goes (found once a round)
};

// What a man of type t and colour c attacks from s, with only `blockers` on the board.
Bitboard attacksOf(PieceType t, Color c, Square s, Bitboard blockers)
{
    switch (t) {
    case PieceType::Pawn: return pawnAttacks(c, s);
    case PieceType::Knight: return knightAttacks(s);
    case PieceType::King: return kingAttacks(s);
    default: return sliderAttacks(t, s, blockers);
    }
}

class Confinement {
public:
    explicit Confinement(const Position& position)
        : m_position(position)
    {
    }

    // Finds F and the regions; see the proof above.
    void settle()
    {
        // To start, the men that cannot move now: fixed men are among them. A pawn with a man in front
        // and nothing to capture (a king is never captured), a king whose every neighbour holds a man of
        // its own side or is attacked, another piece whose every attacked square holds a man of its own
        // side.
        const Bitboard occupied = m_position.occupied();
        for (Color c : {Color::White, Color::Black}) {
            const Bitboard own = m_position.pieces(c);
            const Bitboard theirs = m_position.pieces(~c) & ~m_position.pieces(PieceType::King);
            const Bitboard attacked = m_position.attackedSquares(~c, occupied ^ m_position.pieces(c, PieceType::King));
            for (Bitboard b = own; b;) {
                const Square s = popLsb(b);
                const PieceType t = typeOf(m_position.pieceAt(s));
                const Bitboard a = attacksOf(t, c, s, occupied);
                const bool stuck = t == PieceType::Pawn ? (pawnPushes(c, bit(s)) & occupied) && !(a & theirs)
                    : t == PieceType::King              ? !(a & ~own & ~attacked)
                                                        : !(a & ~own);
                if (stuck)
                    m_fixed |= bit(s);
            }
        }
        while (m_fixed & m_position.pieces(PieceType::Pawn)) {
            computeFixedAttacks();
            computeUnits();
            const Bitboard broken = brokenFixedMen();
            if (!broken)
                return;
            m_fixed &= ~broken;
        }
    }

    bool anyFixedPawn() const { return m_fixed & m_position.pieces(PieceType::Pawn); }

    bool forbidsMate(Color winner) const
    {
        // The men other than the winner's king, which alone can check: what they may attack.
        const Color loser = ~winner;
        Bitboard attacked = m_possibleCaptures[index(winner)];
        for (int i = 0; i < m_count; ++i) {
            const Unit& u = m_units[std::size_t(i)];
            if (u.colour == winner && !u.king)
                attacked |= u.attacks;
        }
        const Bitboard winnerKing = kingSquares(winner);
        const Bitboard loserKing = kingSquares(loser);
        const Bitboard loserFixed = m_fixed & m_position.pieces(loser);
        // With the loser to move and nothing but its king to move, its king steps onto the mate square
        // from a square next to it just before the mate, and that square must be covered when the mate
        // is given: by a man other than the winner's king, or by that king, which could not stand next
        // to it before (the loser's king stood there), so steps there as the mating move, uncovering a
        // check. When neither can be, there is no mate there.
        const bool onlyKingMoves = m_position.sideToMove() == loser && !hasUnitBesidesKing(loser);
        const std::array<bool, 2> winnerLines = lineKinds(winner);
        const auto arrivalCovered = [&](Square k) {
            for (Bitboard from = loserKing & kingAttacks(k); from;) {
                const Square before = popLsb(from);
                if (attacked & bit(before))
                    return true;
                const Bitboard steps = winnerKing & kingAttacks(before) & ~kingAttacks(k) & ~bit(k);
                const Bitboard stepFrom
                    = winnerKing & kingSteps(steps) & ~kingAttacks(before) & ~bit(before) & ~kingAttacks(k);
                if (steps && mayUncoverCheck(k, stepFrom, winnerLines))
                    return true;
            }
            return false;
        };
        for (Bitboard candidates = loserKing & attacked; candidates;) {
            const Square k = popLsb(candidates);
            if (onlyKingMoves && !arrivalCovered(k))
                continue;
            // The winner's king stands somewhere not next to k, and covers from there what it attacks.
            const Bitboard kingSquaresApart = winnerKing & ~kingAttacks(k) & ~bit(k);
            const Bitboard open = kingAttacks(k) & ~attacked & ~loserFixed;
            if (kingSquaresApart & ~kingSteps(open) && (!open || canFill(open, loser)))
                return false;
            for (Bitboard near = kingSquaresApart & kingSteps(open); near;) {
                const Bitboard left = open & ~kingAttacks(popLsb(near));
                if (!left || canFill(left, loser))
                    return false;
            }
        }
        return true;
    }

private:
    // What the fixed men attack: every square they may attack (attacks through units included), and the
    // squares they attack whatever the units do (a slider's next square on each line, a leaper's, a pawn's);
    // and what they could capture on, their king's attacks left out: a fixed king never moves, so never
    // captures (it may attack a fixed man that a fixed man of the other side protects).
    void computeFixedAttacks()
    {
        for (Color c : {Color::White, Color::Black}) {
            Bitboard possible = 0, certain = 0, captures = 0;
            for (Bitboard b = m_fixed & m_position.pieces(c); b;) {
                const Square s = popLsb(b);
                const PieceType t = typeOf(m_position.pieceAt(s));
                const Bitboard a = attacksOf(t, c, s, m_fixed);
                possible |= a;
                certain |= (a & kingAttacks(s)) | (t == PieceType::Knight ? a : 0);
                captures |= t == PieceType::King ? 0 : a;
            }
            m_possibleAttacks[index(c)] = possible;
            m_certainAttacks[index(c)] = certain;
            m_possibleCaptures[index(c)] = captures;
        }
    }

    void computeUnits()
    {
        m_count = 0;
        for (Color c : {Color::White, Color::Black}) {
            const Bitboard ownFixed = m_fixed & m_position.pieces(c);
            const Bitboard enterable = ~ownFixed;
            const Bitboard mobile = m_position.pieces(c) & ~m_fixed;
            if (const Bitboard king = mobile & m_position.pieces(PieceType::King)) {
                const Bitboard kingForbidden = ownFixed | m_certainAttacks[index(~c)];
                Bitboard region = king;
                for (Bitboard grown; (grown = region | (kingSteps(region) & ~kingForbidden)) != region;)
                    region = grown;
                add({c, true, region, kingSteps(region)});
            }
            for (Bitboard b = mobile & m_position.pieces(PieceType::Knight); b;) {
                const Reach r = knightReach(bit(popLsb(b)), enterable);
                add({c, false, r.region, r.attacks});
            }
            for (PieceType t : {PieceType::Bishop, PieceType::Rook, PieceType::Queen})
                for (Bitboard b = mobile & m_position.pieces(t); b;) {
                    const Reach r = sliderReach(t, bit(popLsb(b)), enterable);
                    add({c, false, r.region, r.attacks});
                }
        }
        // Pawns last: a pawn captures only where a man of the other side other than its king can stand
        // (its region, or a fixed man's square, which breaks that man: a king is never captured), and
        // those regions grow with the pawns' own (a promoted pawn is anywhere), so the pawns' regions are
        // grown together until none grows.
        const int firstPawn = m_count;
        for (Color c : {Color::White, Color::Black})
            for (Bitboard b = m_position.pieces(c, PieceType::Pawn) & ~m_fixed; b;) {
                const Bitboard from = bit(popLsb(b));
                add({c, false, from, 0, from, from});
            }
        for (bool grown = true; grown;) {
            grown = false;
            const std::array<Bitboard, 2> prey = {capturableBy(Color::White), capturableBy(Color::Black)};
            for (int i = firstPawn; i < m_count; ++i) {
                Unit& u = m_units[std::size_t(i)];
                const Bitboard before = u.region;
                growPawn(u, prey[index(u.colour)], firstPawn);
                grown |= u.region != before;
            }
        }
    }

    // Every square where colour c's pawns may capture: where a man of the other side other than its king
    // may stand (a unit's region, a fixed man's square).
    Bitboard capturableBy(Color c) const
    {
        Bitboard b = m_fixed & m_position.pieces(~c) & ~m_position.pieces(PieceType::King);
        for (int i = 0; i < m_count; ++i)
            if (m_units[std::size_t(i)].colour != c && !m_units[std::size_t(i)].king)
                b |= m_units[std::size_t(i)].region;
        return b;
    }

    // A pawn pushes onto squares without a fixed man and captures on `prey`; from the last rank it can be
    // any piece. Pawns never pass each other on a file: until it first captures, a pawn stays behind
    // every enemy pawn that started ahead of it on its file, never leaves that file (whose path is on
    // the file) and can never be taken by another man of the pawn's side (no region of theirs meets its
    // path: a king that takes the blocker opens the file), so its pushes end before that pawn's square.
    // Without that last condition the rule proved positions unwinnable that a king's capture wins.
    void growPawn(Unit& u, Bitboard prey, int firstPawn) const
    {
        const Color c = u.colour;
        const Bitboard lastRank = c == Color::White ? Rank8 : Rank1;
        const Bitboard enterable = ~(m_fixed & m_position.pieces(c));
        const Bitboard file = fileMask(fileOf(lsb(u.origin)));
        Bitboard capturers = 0;  // where the other men of the pawn's side may ever stand
        for (int j = 0; j < m_count; ++j)
            if (m_units[std::size_t(j)].colour == c && &m_units[std::size_t(j)] != &u)
                capturers |= m_units[std::size_t(j)].region;
        Bitboard ahead = 0;  // squares the pawn cannot push to while on its file
        for (int j = firstPawn; j < m_count; ++j) {
            const Unit& q = m_units[std::size_t(j)];
            if (q.colour != c && (q.origin & file) && !(q.pawnPath & ~file) && !(q.pawnPath & capturers)
                && (aheadOf(~c, q.origin) & u.origin))
                ahead |= q.origin | aheadOf(c, q.origin);
        }
        Bitboard segment = u.origin;
        for (Bitboard grown; (grown = segment | (pawnPushes(c, segment & ~lastRank) & ~m_fixed & ~ahead)) != segment;)
            segment = grown;
        Bitboard path = u.pawnPath | segment;
        for (Bitboard grown; (grown = path
                                     | ((pawnPushes(c, (path & ~segment) & ~lastRank) & ~m_fixed)
                                         | (pawnCaptures(c, path & ~lastRank) & prey & enterable)))
             != path;)
            path = grown;
        u.pawnPath = path;
        u.region = path;
        u.attacks = pawnCaptures(c, path & ~lastRank);
        if (path & lastRank) {
            if ((path & lastRank) != u.promotionSquares) {
                u.promotionSquares = path & lastRank;
                u.promoted = promotedReach(u.promotionSquares, enterable);
            }
            u.region |= u.promoted.region;
            u.attacks |= u.promoted.attacks;
        }
    }

    void add(const Unit& u) { m_units[std::size_t(m_count++)] = u; }

    Bitboard brokenFixedMen() const
    {
        Bitboard broken = 0;
        for (Color c : {Color::White, Color::Black}) {
            Bitboard enemyRegions = 0;  // of the enemy's units other than its king
            for (int i = 0; i < m_count; ++i)
                if (m_units[std::size_t(i)].colour != c && !m_units[std::size_t(i)].king)
                    enemyRegions |= m_units[std::size_t(i)].region;
            const Bitboard enemyKing = kingUnitRegion(~c);  // a fixed king never captures
            const Bitboard prey = capturableBy(c);
            const Bitboard ownFixed = m_fixed & m_position.pieces(c);
            const Bitboard capturable = enemyRegions | m_possibleCaptures[index(~c)]
                | (enemyKing & ~lastCaptures(c, enemyRegions | m_possibleCaptures[index(~c)], enemyKing));
            for (Bitboard b = ownFixed; b;) {
                const Square s = popLsb(b);
                const PieceType t = typeOf(m_position.pieceAt(s));
                bool moves;
                if (t == PieceType::Pawn)
                    moves = !(pawnPushes(c, bit(s)) & m_fixed) || (pawnAttacks(c, s) & prey);
                else if (t == PieceType::King)
                    moves = kingAttacks(s) & ~ownFixed & ~m_certainAttacks[index(~c)];
                else
                    moves = attacksOf(t, c, s, m_fixed) & ~ownFixed;
                if (moves || (capturable & bit(s)))
                    broken |= bit(s);
            }
        }
        return broken;
    }

    // The region of colour c's king if it is a unit, else nothing.
    Bitboard kingUnitRegion(Color c) const
    {
        for (int i = 0; i < m_count; ++i)
            if (m_units[std::size_t(i)].colour == c && m_units[std::size_t(i)].king)
                return m_units[std::size_t(i)].region;
        return 0;
    }

    // Every square colour c's king may stand on: its region, or its square if it is fixed.
    Bitboard kingSquares(Color c) const
    {
        const Bitboard unit = kingUnitRegion(c);
        return unit ? unit : m_position.pieces(c, PieceType::King);
    }

    bool hasUnitBesidesKing(Color c) const
    {
        for (int i = 0; i < m_count; ++i)
            if (m_units[std::size_t(i)].colour == c && !m_units[std::size_t(i)].king)
                return true;
        return false;
    }

    // Whether colour c may ever have a bishop or queen (diagonal lines), a rook or queen (straight ones):
    // a pawn that can reach the last rank may become either.
    std::array<bool, 2> lineKinds(Color c) const
    {
        bool promotes = false;
        for (int i = 0; i < m_count; ++i) {
            const Unit& u = m_units[std::size_t(i)];
            promotes |= u.colour == c && u.promotionSquares;
        }
        return {promotes || m_position.pieces(c, PieceType::Bishop, PieceType::Queen),
            promotes || m_position.pieces(c, PieceType::Rook, PieceType::Queen)};
    }

    // Whether a king of the other colour than `lines` belongs to, stepping off a square of `from`, can
    // uncover a check on a king on k: the square on a line through k of a kind colour `lines` may have,
    // with no fixed man between them (the line piece behind it is not looked for).
    bool mayUncoverCheck(Square k, Bitboard from, std::array<bool, 2> lines) const
    {
        const Bitboard onLines = (lines[0] ? emptyBoardAttacks(PieceType::Bishop, k) : 0)
            | (lines[1] ? emptyBoardAttacks(PieceType::Rook, k) : 0);
        for (Bitboard b = from & onLines & ~kingAttacks(k); b;)
            if (!(chess::between(k, popLsb(b)) & m_fixed))
                return true;
        return false;
    }

    // Colour c's fixed men whose capture ends the game, so that a game going on never loses them: c has
    // no unit but its king, and only the enemy king can take the man (`enemyCapturers` are the squares
    // anything else of the enemy's can take on). It can take it only while c's king is not next to it;
    // from wherever c's king then stands, every square next to it holds a fixed man of c's, is attacked
    // by a fixed man of the enemy's whatever else stands where, or is next to the taking king. So c has
    // no move left: stalemate, or mate if the capture uncovered a check, which is ruled out too (a king
    // that steps off a line between a line piece and the king uncovers it).
    Bitboard lastCaptures(Color c, Bitboard enemyCapturers, Bitboard enemyKing) const
    {
        if (!enemyKing || hasUnitBesidesKing(c))
            return 0;
        const Bitboard ownFixed = m_fixed & m_position.pieces(c);
        const Bitboard ownKing = kingSquares(c);
        const std::array<bool, 2> enemyLines = lineKinds(~c);
        Bitboard last = 0;
        for (Bitboard b = ownFixed & enemyKing & ~enemyCapturers & ~m_position.pieces(PieceType::King); b;) {
            const Square s = popLsb(b);
            const Bitboard taker = kingAttacks(s) | bit(s);
            bool ends = true;
            for (Bitboard k = ownKing & ~taker; k && ends;) {
                const Square at = popLsb(k);
                ends = !(kingAttacks(at) & ~(ownFixed | m_certainAttacks[index(~c)] | taker))
                    && !mayUncoverCheck(at, kingAttacks(s) & enemyKing, enemyLines);
            }
            if (ends)
                last |= bit(s);
        }
        return last;
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
    std::array<Bitboard, 2> m_possibleAttacks{};
    std::array<Bitboard, 2> m_certainAttacks{};
    std::array<Bitboard, 2> m_possibleCaptures{};
    std::array<Unit, 32> m_units{};
    int m_count = 0;
};

}  // namespace

bool pawnWallForbidsMate(const Position& position, Color winner)
{
    // Without a pawn blocked by a pawn of the other side there is no wall to speak of; and a pawn of the
    // winner's with no man ahead of it on its file is as good as a queen (time saved on most positions,
    // nothing lost in practice: the analysis lets it through to the last rank). Any man ahead counts:
    // a king shut in a corner, a bishop shut in by its own pawns can stop a pawn for ever.
    const Bitboard whitePawns = position.pieces(Color::White, PieceType::Pawn);
    const bool anyLockedPawn = whitePawns & (position.pieces(Color::Black, PieceType::Pawn) >> 8);
    const bool freePawn = position.pieces(winner, PieceType::Pawn) & ~aheadOf(~winner, position.occupied());
    if (!anyLockedPawn || freePawn || position.castlingRights() || position.enPassantSquare() != Square::None)
        return false;
    Confinement confinement(position);
    confinement.settle();
    // Without a fixed pawn every region is open board: nothing to prove with (material.h has the rest).
    return confinement.anyFixedPawn() && confinement.forbidsMate(winner);
}

}  // namespace unwinnability
