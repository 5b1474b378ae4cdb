// SPDX-License-Identifier: GPL-3.0-or-later
#include "moveprior.h"

#include <algorithm>
#include <array>

namespace repair {
namespace {

using chess::Bitboard;
using chess::PieceType;

constexpr std::array<int, 7> Value = {0, 100, 320, 330, 500, 900, 0};  // by PieceType; kings are not traded
constexpr int CastlingBonus = 60;
// A rook on a file without its own pawns, and without any. Chosen with the pawns' step (2 a rank in
// the centre, -1 on the flanks: a flank pawn is rather left at home; it was 4 and 2) on the tuning half,
// 2026-11-27 (docs/repair.md).
constexpr int OpenFileBonus = 15;
constexpr int HalfOpenFileBonus = 8;
constexpr int KingAsTaker = 100000;

// What the cheapest piece among `takers` gives up by taking: a king may take only what is not guarded.
int cheapestTaker(const chess::Position& p, Bitboard takers)
{
    int least = KingAsTaker;
    for (Bitboard b = takers; b; b &= b - 1) {
        const PieceType t = chess::typeOf(p.pieceAt(chess::lsb(b)));
        least = std::min(least, t == PieceType::King ? KingAsTaker : pieceValue(t));
    }
    return least;
}

// What a piece worth `worth` may lose where `attackers` can take it: all of it if no `guards` cover
// the square, else what it is worth above the cheapest piece that takes it.
int atRisk(const chess::Position& p, int worth, Bitboard attackers, Bitboard guards)
{
    if (!attackers)
        return 0;
    return guards ? std::max(0, worth - cheapestTaker(p, attackers)) : worth;
}

}  // namespace

int pieceValue(PieceType t) { return Value[std::size_t(t)]; }

int ring(chess::Square s)
{
    const auto inward = [](int line) { return (7 - std::abs(2 * line - 7)) / 2; };
    return std::min(inward(chess::fileOf(s)), inward(chess::rankOf(s)));
}

int placement(const chess::Position& p, PieceType t, chess::Color c, chess::Square s)
{
    const int rank = chess::relativeRank(c, s), file = chess::fileOf(s);
    switch (t) {
    case PieceType::Knight: return 10 * ring(s);
    case PieceType::Bishop: return 5 * ring(s);
    case PieceType::Queen: return 2 * ring(s);
    case PieceType::Rook: {
        // A rook wants a file without its own pawns, better still without any (an open file).
        const Bitboard line = chess::fileMask(file);
        const int onFile = (line & p.pieces(c, PieceType::Pawn)) ? 0
            : (line & p.pieces(PieceType::Pawn))                 ? HalfOpenFileBonus
                                                                 : OpenFileBonus;
        return (rank == 6 ? 20 : 0) + onFile;
    }
    case PieceType::Pawn: return (file >= 2 && file <= 5 ? 2 : -1) * rank;
    case PieceType::King: return p.pieces(PieceType::Queen) ? -10 * rank : 10 * ring(s);
    case PieceType::None: break;
    }
    return 0;
}

int plausibility(const chess::Position& p, chess::Move move)
{
    if (move.kind() == chess::MoveKind::Castling)
        return CastlingBonus;
    const chess::Color us = p.sideToMove(), them = ~us;
    const chess::Square from = move.from(), to = move.to();
    const PieceType moved = chess::typeOf(p.pieceAt(from));
    const PieceType arrives = move.kind() == chess::MoveKind::Promotion ? move.promotion() : moved;
    int score = pieceValue(p.capturedBy(move)) + pieceValue(arrives) - pieceValue(moved) + placement(p, arrives, us, to)
        - placement(p, moved, us, from);

    // Where it arrives: taken there for less than it is worth?
    Bitboard after = (p.occupied() ^ chess::bit(from)) | chess::bit(to);
    if (move.kind() == chess::MoveKind::EnPassant)
        after ^= chess::bit(chess::makeSquare(chess::fileOf(to), chess::rankOf(from)));
    const Bitboard aroundTo = p.attackersTo(to, after) & after;
    score -= atRisk(p, pieceValue(arrives), aroundTo & p.pieces(them) & ~chess::bit(to),
        aroundTo & p.pieces(us) & ~chess::bit(from));

    // Where it stood: saved from such a capture?
    const Bitboard aroundFrom = p.attackersTo(from, p.occupied());
    score += atRisk(p, pieceValue(moved), aroundFrom & p.pieces(them), aroundFrom & p.pieces(us)) / 2;
    return score;
}

}  // namespace repair
