// SPDX-License-Identifier: GPL-3.0-or-later
#include "moveorder.h"

#include <cstdlib>

namespace unwinnability {

using namespace chess;

namespace {

int distance(Square a, Square b) { return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b))); }

// How far a square is from the nearest edge (0 on the edge, 3 in the centre): a queen or rook mates there.
int edgeDistance(Square s) { return std::min(std::min(fileOf(s), 7 - fileOf(s)), std::min(rankOf(s), 7 - rankOf(s))); }

// How far a square is from the nearest of `corners`, the steps along each axis added (0 in one of them,
// 6 in the centre when all four count): minor pieces mate a king there.
int cornerDistance(Square s, Bitboard corners)
{
    int nearest = 14;
    for (Bitboard b = corners; b;) {
        const Square c = popLsb(b);
        nearest = std::min(nearest, std::abs(fileOf(s) - fileOf(c)) + std::abs(rankOf(s) - rankOf(c)));
    }
    return nearest;
}

constexpr Bitboard DarkCorners = 0x8000000000000001ULL;  // a1, h8
constexpr Bitboard LightCorners = 0x0100000000000080ULL;  // h1, a8
constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL;

// The loser's pieces that stand alone between its king and a slider of the winner's aimed at it: moving
// one opens the line.
Bitboard lineBlockers(const Position& position, Color winner, Square loserKing)
{
    Bitboard blockers = 0;
    const Bitboard diagonalSliders = position.pieces(winner, PieceType::Bishop, PieceType::Queen);
    const Bitboard straightSliders = position.pieces(winner, PieceType::Rook, PieceType::Queen);
    Bitboard aimed = (diagonalSliders & emptyBoardAttacks(PieceType::Bishop, loserKing))
        | (straightSliders & emptyBoardAttacks(PieceType::Rook, loserKing));
    while (aimed) {
        const Bitboard between = chess::between(loserKing, popLsb(aimed)) & position.occupied();
        if (between && !moreThanOne(between))
            blockers |= between & position.pieces(~winner);
    }
    return blockers;
}

// What the winner's piece of type t attacks from s with the given occupancy (pawns: their captures).
Bitboard attacksFrom(PieceType t, Color c, Square s, Bitboard occupancy)
{
    switch (t) {
    case PieceType::Pawn: return pawnAttacks(c, s);
    case PieceType::Bishop: return bishopAttacks(s, occupancy);
    case PieceType::Rook: return rookAttacks(s, occupancy);
    case PieceType::Queen: return bishopAttacks(s, occupancy) | rookAttacks(s, occupancy);
    default: return emptyBoardAttacks(t, s);
    }
}

// What is known of the position once per node, for scoring each of its moves.
struct Context {
    Color winner;
    Square loserKing;
    Square winnerKing;
    Bitboard zone;  // the loser's king square and its neighbours
    Bitboard flights;  // neighbours the loser's king could step to now
    Bitboard blockers;  // loser's pieces alone between a winner's slider and the zone
    // With nothing but pawns the winner needs a queen first: its pawns go forward, its king clears the
    // loser's men from in front of them, and those men step aside.
    bool pawnsOnly;
    bool minorsOnly;  // no queen or rook (nor pawns): the loser's king goes to a corner, not just an edge
    Bitboard corners;  // the corners where: those of the bishops' colour when they are all the winner has
    Bitboard pawnBlockers;  // the loser's men straight in front of the winner's pawns
};

int winnerMoveScore(const Position& position, Move m, const Context& c)
{
    const Square from = m.from(), to = m.to();
    if (m.kind() == MoveKind::Castling)
        return -50;
    int score = 0;
    if (position.checkersAfter(m))
        score += 40;
    const PieceType moved = m.kind() == MoveKind::Promotion ? m.promotion() : typeOf(position.pieceAt(from));
    if (m.kind() == MoveKind::Promotion)
        score += moved == PieceType::Queen ? 5000 : moved == PieceType::Knight ? 1000 : -100;
    if (position.capturedBy(m) != PieceType::None)
        score += 30;
    const Bitboard occupancy = position.occupied();
    const Bitboard after = (occupancy ^ bit(from)) | bit(to);
    if (c.pawnsOnly && (c.pawnBlockers & bit(to)))
        score += 300;
    if (moved == PieceType::Pawn) {
        score += 50 + 10 * relativeRank(position.sideToMove(), to) + (c.pawnsOnly ? 300 : 0);
    } else if (moved == PieceType::King) {
        const Square target = c.pawnsOnly && c.pawnBlockers ? lsb(c.pawnBlockers) : c.loserKing;
        score += 20 * (distance(from, target) - distance(to, target));
    } else {
        // Pieces come to the king: squares of its zone attacked, then plain distance.
        const PieceType before = typeOf(position.pieceAt(from));
        score += 30
            * (popCount(attacksFrom(moved, c.winner, to, after) & c.zone)
                - popCount(attacksFrom(before, c.winner, from, occupancy) & c.zone));
        score += 10 * (distance(from, c.loserKing) - distance(to, c.loserKing));
    }
    return score;
}

int loserMoveScore(const Position& position, Move m, const Context& c)
{
    const Square from = m.from(), to = m.to();
    const PieceType moved = typeOf(position.pieceAt(from));
    int score = 0;
    if (moved == PieceType::King) {
        if (m.kind() == MoveKind::Castling)
            return -50;
        const int walked
            = c.minorsOnly ? cornerDistance(from, c.corners) - cornerDistance(to, c.corners)
                           : edgeDistance(from) - edgeDistance(to);
        score += 20 * walked + 10 * (distance(from, c.winnerKing) - distance(to, c.winnerKing));
    } else {
        // Its own pieces take the king's flight squares and get out of the winner's way.
        if (c.flights & bit(to))
            score += 60;
        else if (c.zone & bit(to))
            score += 20;
        if (c.zone & bit(from))
            score -= 30;
        if (c.blockers & bit(from))
            score += 60;
        // Minor pieces mate only with the loser's men beside its king: its pawns go to be promoted.
        if (moved == PieceType::Pawn)
            score += c.minorsOnly ? 40 : 5;
    }
    if (c.pawnsOnly && (c.pawnBlockers & bit(from)))
        score += 100;
    if (position.capturedBy(m) != PieceType::None)
        score -= 200;
    if (m.kind() == MoveKind::Promotion && m.promotion() == PieceType::Queen)
        score -= 50;
    return score;
}

}  // namespace

int orderMoves(const Position& position, Color winner, const MoveList& moves, ScoredMove* out)
{
    const Color loser = ~winner;
    Context c{winner, position.kingSquare(loser), position.kingSquare(winner), 0, 0, 0, false, false, 0, 0};
    c.zone = kingAttacks(c.loserKing) | bit(c.loserKing);
    const Bitboard pawns = position.pieces(winner, PieceType::Pawn);
    c.pawnsOnly = pawns && position.pieces(winner) == (pawns | bit(c.winnerKing));
    c.minorsOnly = !pawns && !position.pieces(winner, PieceType::Rook, PieceType::Queen);
    // Bishops of one colour, and nothing else, check only kings on that colour.
    const Bitboard bishops = position.pieces(winner, PieceType::Bishop);
    const bool bishopsOfOneColour = bishops && !position.pieces(winner, PieceType::Knight)
        && (!(bishops & DarkSquares) || !(bishops & ~DarkSquares));
    c.corners = !bishopsOfOneColour ? DarkCorners | LightCorners
        : (bishops & DarkSquares)   ? DarkCorners
                                    : LightCorners;
    if (c.pawnsOnly)
        c.pawnBlockers = (winner == Color::White ? pawns << 8 : pawns >> 8) & position.pieces(loser);
    const bool winnerToMove = position.sideToMove() == winner;
    if (!winnerToMove) {
        c.flights = kingAttacks(c.loserKing) & ~position.pieces(loser)
            & ~position.attackedSquares(winner, position.occupied() ^ bit(c.loserKing));
        c.blockers = lineBlockers(position, winner, c.loserKing);
    }
    int n = 0;
    for (const Move m : moves) {
        const int score = winnerToMove ? winnerMoveScore(position, m, c) : loserMoveScore(position, m, c);
        // Insertion sort, best first; ties keep the generator's order.
        int i = n++;
        for (; i > 0 && out[i - 1].score < score; --i)
            out[i] = out[i - 1];
        out[i] = {m, score};
    }
    return n;
}

}  // namespace unwinnability
