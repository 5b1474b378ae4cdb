#include "moveorder.h"

#include <cstdlib>

namespace unwinnability {

using namespace chess;

namespace {

int distance(Square a, Square b) { return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b))); }

// How far a square is from the nearest edge (0 on the edge, 3 in the centre).
int edgeDistance(Square s) { return std::min(std::min(fileOf(s), 7 - fileOf(s)), std::min(rankOf(s), 7 - rankOf(s))); }

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

int winnerMoveScore(const Position& position, Move m, Square loserKing)
{
    const Square from = m.from(), to = m.to();
    const PieceType moved = typeOf(position.pieceAt(from));
    int score = 0;
    if (position.checkersAfter(m))
        score += 10000;
    if (m.kind() == MoveKind::Promotion)
        score += m.promotion() == PieceType::Queen ? 5000 : m.promotion() == PieceType::Knight ? 1000 : -100;
    if (position.capturedBy(m) != PieceType::None)
        score += 30;
    if (moved == PieceType::Pawn)
        score += 50 + 10 * relativeRank(position.sideToMove(), to);
    else if (m.kind() != MoveKind::Castling)
        score += 20 * (distance(from, loserKing) - distance(to, loserKing));
    return score;
}

int loserMoveScore(const Position& position, Move m, Square loserKing, Square winnerKing, Bitboard blockers)
{
    const Square from = m.from(), to = m.to();
    const PieceType moved = typeOf(position.pieceAt(from));
    int score = 0;
    if (moved == PieceType::King) {
        if (m.kind() == MoveKind::Castling)
            return -50;
        score += 20 * (edgeDistance(from) - edgeDistance(to)) + 10 * (distance(from, winnerKing) - distance(to, winnerKing));
    } else {
        if (kingAttacks(loserKing) & bit(to))
            score += 40;
        if (kingAttacks(loserKing) & bit(from))
            score -= 20;
        if (blockers & bit(from))
            score += 60;
        if (moved == PieceType::Pawn)
            score += 5;
    }
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
    const Square loserKing = position.kingSquare(loser);
    const bool winnerToMove = position.sideToMove() == winner;
    const Square winnerKing = position.kingSquare(winner);
    const Bitboard blockers = winnerToMove ? 0 : lineBlockers(position, winner, loserKing);
    int n = 0;
    for (const Move m : moves) {
        const int score = winnerToMove ? winnerMoveScore(position, m, loserKing)
                                       : loserMoveScore(position, m, loserKing, winnerKing, blockers);
        // Insertion sort, best first; ties keep the generator's order.
        int i = n++;
        for (; i > 0 && out[i - 1].score < score; --i)
            out[i] = out[i - 1];
        out[i] = {m, score};
    }
    return n;
}

}  // namespace unwinnability
