#include "moveprior.h"

#include <algorithm>
#include <array>

namespace repair {
namespace {

using chess::Bitboard;
using chess::PieceType;

constexpr std::array<int, 7> Value = {0, 100, 320, 330, 500, 900, 0};  // by PieceType; kings are not traded
constexpr int CastlingBonus = 60;
constexpr int KingAsTaker = 100000;

int value(PieceType t) { return Value[std::size_t(t)]; }

// What the cheapest piece among `takers` gives up by taking: a king may take only what is not guarded.
int cheapestTaker(const chess::Position& p, Bitboard takers)
{
    int least = KingAsTaker;
    for (Bitboard b = takers; b; b &= b - 1) {
        const PieceType t = chess::typeOf(p.pieceAt(chess::lsb(b)));
        least = std::min(least, t == PieceType::King ? KingAsTaker : value(t));
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

int plausibility(const chess::Position& p, chess::Move move)
{
    if (move.kind() == chess::MoveKind::Castling)
        return CastlingBonus;
    const chess::Color us = p.sideToMove(), them = ~us;
    const chess::Square from = move.from(), to = move.to();
    const PieceType moved = chess::typeOf(p.pieceAt(from));
    const PieceType arrives = move.kind() == chess::MoveKind::Promotion ? move.promotion() : moved;
    int score = value(p.capturedBy(move)) + value(arrives) - value(moved);

    // Where it arrives: taken there for less than it is worth?
    Bitboard after = (p.occupied() ^ chess::bit(from)) | chess::bit(to);
    if (move.kind() == chess::MoveKind::EnPassant)
        after ^= chess::bit(chess::makeSquare(chess::fileOf(to), chess::rankOf(from)));
    const Bitboard aroundTo = p.attackersTo(to, after) & after;
    score -= atRisk(
        p, value(arrives), aroundTo & p.pieces(them) & ~chess::bit(to), aroundTo & p.pieces(us) & ~chess::bit(from));

    // Where it stood: saved from such a capture?
    const Bitboard aroundFrom = p.attackersTo(from, p.occupied());
    score += atRisk(p, value(moved), aroundFrom & p.pieces(them), aroundFrom & p.pieces(us)) / 2;
    return score;
}

}  // namespace repair
