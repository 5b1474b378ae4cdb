#include "status.h"

#include "movegen.h"

namespace chess {

namespace {
constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL;
}

bool isCheckmate(const Position& position) { return position.isCheck() && !hasLegalMove(position); }

bool isStalemate(const Position& position) { return !position.isCheck() && !hasLegalMove(position); }

CheckResult checkResult(const Position& position, Move move)
{
    CheckResult result{position.checkersAfter(move), false};
    if (result.checkers) {
        Position after = position;
        after.doMove(move);
        result.mate = !hasLegalMove(after);
    }
    return result;
}

bool hasInsufficientMaterial(const Position& position)
{
    if (position.pieces(PieceType::Pawn) | position.pieces(PieceType::Rook, PieceType::Queen))
        return false;
    const Bitboard minors = position.pieces(PieceType::Knight, PieceType::Bishop);
    if (!moreThanOne(minors))
        return true;
    // Bishops that all stand on squares of one colour never attack the other colour's squares, so
    // no king can be mated by them, nor trapped by them into a mate.
    const Bitboard bishops = position.pieces(PieceType::Bishop);
    return minors == bishops && ((bishops & DarkSquares) == 0 || (bishops & ~DarkSquares) == 0);
}

}  // namespace chess
