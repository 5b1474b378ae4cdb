// SPDX-License-Identifier: GPL-3.0-or-later
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
// unattacked flight square unless a man of the loser's stands on it; the rules below show that no man the
// loser has can stand there without undoing the mate.
bool materialForbidsMate(const Position& position, Color winner)
{
    const Color loser = ~winner;
    if (position.pieces(winner, PieceType::Pawn))
        return false;
    const Bitboard ours = position.pieces(winner) & ~position.pieces(PieceType::King);
    if (!ours)
        return true;  // a bare king never checks
    if (position.pieces(winner, PieceType::Rook, PieceType::Queen) || position.pieces(loser, PieceType::Pawn))
        return false;
    const Bitboard theirs = position.pieces(loser) & ~position.pieces(PieceType::King);

    // One knight (FIDE 5.2.2's own example, K+N v K) against nothing but queens. Say the knight checks
    // from k+(1,2) (the seven other ways are mirror images of it); of k's neighbours it attacks only
    // k+(-1,1). The squares k+(0,1) and k+(1,1) lie next to k and next to the knight: a queen on either
    // takes it (nothing pins a queen when the winner has no line piece), so the winner's king must attack
    // both, from k+(0,2). Then nothing of the winner's attacks k+(1,0), which is on the board (the
    // knight's file is): only a queen can fill it, and it takes the knight along the file through the
    // empty k+(1,1).
    const Bitboard knights = position.pieces(winner, PieceType::Knight);
    if (knights)
        return !moreThanOne(ours) && theirs == position.pieces(loser, PieceType::Queen);

    // Bishops all on squares of one colour: the king they check stands on that colour, and they attack
    // none of its orthogonal neighbours. They never give two checks at once: a bishop that moves off
    // one diagonal through k moves along the other diagonal through its square, which runs parallel to
    // the second diagonal through k and never meets it; a king that moves uncovers at most one line.
    // So a mate is a single check along a diagonal k, k+(x,y), ..., and of the two orthogonal
    // neighbours k+(x,0) and k+(0,y) the winner's king attacks at most one (it would have to stand on
    // k+(x,y), on the line of the check or on the checking bishop's square). A man of the loser's must
    // fill the other: a pawn, a knight or a bishop of the other colour could; a rook or a queen there
    // steps to k+(x,y) and takes the bishop or blocks its check (nothing pins it, no other line runs
    // through it to k). So with none of the former the winner never mates.
    const Bitboard colour = squaresOfColourOf(ours);
    if (ours & ~colour)
        return false;
    const Bitboard loserBishops = position.pieces(loser, PieceType::Bishop);
    return !position.pieces(loser, PieceType::Knight) && !(loserBishops & ~colour);
}

}  // namespace unwinnability
