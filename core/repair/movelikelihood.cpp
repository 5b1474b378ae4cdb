// SPDX-License-Identifier: GPL-3.0-or-later
#include "movelikelihood.h"

#include "moveorder.h"
#include "moveprior.h"

#include <algorithm>

namespace repair {

RecentMoves recentMoves(std::span<const chess::Move> moves)
{
    const std::size_t n = moves.size();
    return {n >= 1 ? moves[n - 1] : chess::Move(), n >= 2 ? moves[n - 2] : chess::Move()};
}

namespace likelihood {

using chess::PieceType;

Features features(const chess::Position& p, chess::Move move, RecentMoves recent)
{
    Features f;
    const chess::Color us = p.sideToMove();
    const chess::Square from = move.from(), to = move.to();
    f.add(Plausibility, float(plausibility(p, move)) / 100.f);
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
    // The other side's last move: its piece taken, or one of ours it attacks moved away. (After castling
    // its `to` is the rook's old square, where nothing of theirs stands.)
    if (!recent.theirs.isNone() && recent.theirs.kind() != chess::MoveKind::Castling) {
        const chess::Square there = recent.theirs.to();
        if (to == there && p.capturedBy(move) != PieceType::None)
            f.add(Recapture, 1.f);
        if (p.attackersTo(from, p.occupied()) & p.pieces(~us) & chess::bit(there))
            f.add(MovesPieceJustAttacked, 1.f);
    }
    if (!recent.ours.isNone() && recent.ours.kind() != chess::MoveKind::Castling && recent.ours.to() == from)
        f.add(SamePieceAgain, 1.f);
    return f;
}

}  // namespace likelihood

float moveLikelihood(const chess::Position& position, chess::Move move, RecentMoves recent)
{
    return likelihood::features(position, move, recent).dot(likelihood::Weights);
}

}  // namespace repair
