// SPDX-License-Identifier: GPL-3.0-or-later
#include "movelikelihood.h"

#include "moveorder.h"
#include "moveprior.h"

#include "chess/attacks.h"
#include "chess/movegen.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace repair {

RecentMoves recentMoves(std::span<const chess::Move> moves)
{
    const std::size_t n = moves.size();
    return {n >= 1 ? moves[n - 1] : chess::Move(), n >= 2 ? moves[n - 2] : chess::Move()};
}

namespace likelihood {

using chess::PieceType;

namespace {

// What a piece of `type` and `color` on `s` attacks, the board occupied as `occupied`.
chess::Bitboard attacksFrom(PieceType type, chess::Color color, chess::Square s, chess::Bitboard occupied)
{
    switch (type) {
    case PieceType::Pawn: return chess::pawnAttacks(color, s);
    case PieceType::Knight: return chess::knightAttacks(s);
    case PieceType::Bishop: return chess::bishopAttacks(s, occupied);
    case PieceType::Rook: return chess::rookAttacks(s, occupied);
    case PieceType::Queen: return chess::bishopAttacks(s, occupied) | chess::rookAttacks(s, occupied);
    case PieceType::King: return chess::kingAttacks(s);
    case PieceType::None: break;
    }
    return 0;
}

}  // namespace

Features features(const chess::Position& p, chess::Move move, RecentMoves recent, Judged judged)
{
    Features f;
    const chess::Color us = p.sideToMove();
    const chess::Square from = move.from(), to = move.to();
    f.add(Plausibility, float(plausibility(p, move)) / 100.f);
    if (judged == Judged::Fully)
        f.add(CapturesPlayedOut, std::clamp(float(capturesPlayedOut(p, move)) / 100.f, -MaxPawns, MaxPawns));
    f.add(GivesCheck, p.checkersAfter(move) ? 1.f : 0.f);
    if (move.kind() == chess::MoveKind::Castling) {
        f.add(chess::fileOf(to) > chess::fileOf(from) ? CastlesShort : CastlesLong, 1.f);
        return f;
    }
    const PieceType moved = chess::typeOf(p.pieceAt(from));
    const int type = int(moved) - int(PieceType::Pawn);
    f.add(PieceTo + 64 * type + int(chess::relativeSquare(us, to)), 1.f);
    f.add(PieceFrom + 64 * type + int(chess::relativeSquare(us, from)), 1.f);
    if (const PieceType taken = p.capturedBy(move); taken != PieceType::None)
        f.add(Takes + 5 * type + int(taken) - int(PieceType::Pawn), 1.f);
    const int ranksUp = chess::relativeRank(us, to) - chess::relativeRank(us, from);
    if (moved == PieceType::King && p.pieces(PieceType::Queen))
        f.add(KingStepWithQueensOn, 1.f);
    if (moved == PieceType::Pawn && ranksUp == 2)
        f.add(PawnDoubleStep, 1.f);
    if (moved != PieceType::Pawn && ranksUp < 0)
        f.add(Retreat + int(moved) - int(PieceType::Knight), float(-ranksUp));
    if ((moved == PieceType::Knight || moved == PieceType::Bishop) && chess::relativeRank(us, from) == 0)
        f.add(MinorLeavesFirstRank, 1.f);
    if (move.kind() == chess::MoveKind::Promotion)
        f.add(move.promotion() == PieceType::Queen ? PromotesToQueen : Underpromotes, 1.f);
    // What the moved piece attacks where it arrives.
    const chess::Bitboard occupied = (p.occupied() ^ chess::bit(from)) | chess::bit(to);
    const PieceType arrives = move.kind() == chess::MoveKind::Promotion ? move.promotion() : moved;
    const chess::Bitboard theirs = p.pieces(~us) & ~chess::bit(to);  // what is left of theirs after the move
    bool threatens = false, loose = false;
    for (chess::Bitboard b = attacksFrom(arrives, us, to, occupied) & theirs & ~p.pieces(PieceType::King); b;) {
        const chess::Square s = chess::popLsb(b);
        threatens = threatens || pieceValue(chess::typeOf(p.pieceAt(s))) > pieceValue(arrives);
        loose = loose || !(p.attackersTo(s, occupied) & theirs);
    }
    f.add(Threatens, threatens ? 1.f : 0.f);
    f.add(AttacksLoose, loose ? 1.f : 0.f);
    if (moved == PieceType::Rook)
        for (chess::CastlingSide side : {chess::CastlingSide::King, chess::CastlingSide::Queen})
            if (p.canCastle(us, side) && p.castlingRook(us, side) == from)
                f.add(RookLosesCastling, 1.f);
    if (moved == PieceType::King && !p.pieces(PieceType::Queen))
        f.add(KingCentralisesWithoutQueens, float(ring(to) - ring(from)));
    // The other side's last move: its piece taken, or one of ours it attacks moved away. (After castling
    // its `to` is the rook's old square, where nothing of theirs stands.)
    if (!recent.theirs.isNone() && recent.theirs.kind() != chess::MoveKind::Castling) {
        const chess::Square there = recent.theirs.to();
        if (to == there && p.capturedBy(move) != PieceType::None)
            f.add(Recapture, 1.f);
        if (p.attackersTo(from, p.occupied()) & p.pieces(~us) & chess::bit(there))
            f.add(MovesPieceJustAttacked, 1.f);
        const int distance = std::max(
            std::abs(chess::fileOf(to) - chess::fileOf(there)), std::abs(chess::rankOf(to) - chess::rankOf(there)));
        if (to != there && distance <= 2)
            f.add(NearTheirLast, 1.f);
    }
    if (!recent.ours.isNone() && recent.ours.kind() != chess::MoveKind::Castling && recent.ours.to() == from)
        f.add(SamePieceAgain, 1.f);
    return f;
}

}  // namespace likelihood

float moveLikelihood(const chess::Position& position, chess::Move move, RecentMoves recent, Judged judged)
{
    return likelihood::features(position, move, recent, judged).dot(likelihood::Weights);
}

float moveLogProbability(const chess::Position& position, chess::Move move, RecentMoves recent, Judged judged)
{
    chess::MoveList legal;
    chess::generateLegalMoves(position, legal);
    const float played = moveLikelihood(position, move, recent, judged);
    float sum = 0;  // of exp(each move's score - the played one's): no overflow where the played move is likely
    for (const chess::Move m : legal)
        sum += std::exp(moveLikelihood(position, m, recent, judged) - played);
    return -std::log(sum);
}

}  // namespace repair
