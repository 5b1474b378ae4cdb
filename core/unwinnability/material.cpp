#include "material.h"

namespace unwinnability {

using namespace chess;

namespace {

constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL;

// The squares of the colour of `s`.
constexpr Bitboard squaresOfColourOf(Bitboard s) { return (s & DarkSquares) ? DarkSquares : ~DarkSquares; }

}  // namespace

// Mate needs a check, and a king never gives one. With no pawn the winner's pieces can only become fewer,
// and the loser's too when it has no pawn. Two facts about a king on a square k carry every rule:
//  - k has at least two orthogonal neighbours on the board (two in a corner), all of the colour k is not;
//  - the winner's king, never next to k, attacks at most one of them: a square next to two orthogonal
//    neighbours of k is next to k as well (or is k, or one of them).
// So with checks from pieces that attack only k's colour, some orthogonal neighbour of k stays an empty,
// unattacked flight square unless a piece of the loser's stands on it, and the rules below leave the loser
// no piece that could stand on a square of that colour.
bool materialForbidsMate(const Position& position, Color winner)
{
    const Color loser = ~winner;
    if (position.pieces(winner, PieceType::Pawn))
        return false;
    const Bitboard ours = position.pieces(winner) & ~position.pieces(PieceType::King);
    if (!ours)
        return true;  // a bare king never checks
    const Bitboard theirs = position.pieces(loser) & ~position.pieces(PieceType::King);
    if (position.pieces(winner, PieceType::Rook, PieceType::Queen))
        return false;

    // One knight against a bare king (FIDE 5.2.2's own example, K+N v K): a knight attacks only squares
    // of the colour it does not stand on, so when it checks, it attacks none of k's orthogonal
    // neighbours, and the loser has nothing to put there.
    const Bitboard knights = position.pieces(winner, PieceType::Knight);
    if (knights)
        return !moreThanOne(ours) && !theirs;

    // Bishops all on squares of one colour: the king they check stands on that colour, and they attack
    // none of its orthogonal neighbours. The loser can put nothing on the other colour when it has no
    // pawn, knight, rook or queen, and its bishops (if any) stand on the winner's bishops' colour.
    const Bitboard colour = squaresOfColourOf(ours);
    if (ours & ~colour)
        return false;
    const Bitboard loserBishops = position.pieces(loser, PieceType::Bishop);
    return theirs == loserBishops && !(loserBishops & ~colour);
}

}  // namespace unwinnability
