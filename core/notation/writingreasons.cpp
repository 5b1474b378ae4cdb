// SPDX-License-Identifier: GPL-3.0-or-later
#include "writingreasons.h"

#include "movewriter.h"

#include "chess/castling.h"
#include "chess/movegen.h"
#include "chess/status.h"

#include <utility>

namespace notation {
namespace {

using chess::Bitboard;
using chess::MoveKind;
using chess::PieceType;
using chess::Square;

QList<Square> squaresOf(Bitboard b)
{
    QList<Square> squares;
    while (b)
        squares << chess::popLsb(b);
    return squares;
}

// The other pieces of the mover's kind with a legal move to the same square (for a promotion, to the
// same new piece): the ones C.10 tells apart.
QList<Square> rivalsOf(const chess::Position& p, chess::Move m, PieceType piece)
{
    chess::MoveList moves;
    chess::generateLegalMovesTo(p, piece, m.to(), ~chess::bit(m.from()), moves);
    Bitboard origins = 0;
    for (chess::Move r : moves)
        if (r.promotion() == m.promotion())
            origins |= chess::bit(r.from());
    return squaresOf(origins);
}

WritingRule originRule(OriginHint hint)
{
    return hint == OriginHint::File ? WritingRule::OriginFile
        : hint == OriginHint::Rank  ? WritingRule::OriginRank
                                    : WritingRule::OriginSquare;
}

}  // namespace

WritingReasons writingReasons(const chess::Position& before, chess::Move move)
{
    WritingReasons w;
    w.piece = chess::typeOf(before.pieceAt(move.from()));
    w.from = move.from();
    w.to = move.to();
    w.captureSquare = move.to();
    const MoveMarks marks = moveMarks(before, move);

    const chess::CastlingSide side = chess::castlingSide(move);
    if (move.kind() == MoveKind::Castling) {
        w.to = chess::castlingKingTarget(before.sideToMove(), side);
        w.rules << (side == chess::CastlingSide::King ? WritingRule::CastlingKingside : WritingRule::CastlingQueenside);
    } else if (w.piece == PieceType::Pawn) {
        w.rules << WritingRule::PawnWithoutLetter;
        if (move.kind() == MoveKind::EnPassant) {
            // The captured pawn stands beside the capturing one, on the rank it leaves.
            w.captureSquare = chess::makeSquare(chess::fileOf(move.to()), chess::rankOf(move.from()));
            w.rules << WritingRule::PawnCapture << WritingRule::EnPassant;
        } else if (before.capturedBy(move) != PieceType::None) {
            w.rules << WritingRule::PawnCapture;
        }
        if (move.kind() == MoveKind::Promotion) {
            w.promotion = move.promotion();
            w.rules << WritingRule::Promotion;
        }
    } else {
        w.rules << WritingRule::PieceLetter;
        if (marks.origin != OriginHint::None) {
            w.rivals = rivalsOf(before, move, w.piece);
            for (Square r : std::as_const(w.rivals))
                if (chess::fileOf(r) == chess::fileOf(move.from()))
                    w.sameFileRivals << r;
            w.rules << originRule(marks.origin);
        }
        if (before.capturedBy(move) != PieceType::None)
            w.rules << WritingRule::PieceCapture;
    }

    if (marks.check != CheckGiven::None) {
        const chess::CheckResult check = chess::checkResult(before, move);
        w.checkers = squaresOf(check.checkers);
        // A check by a piece that did not move (nor land, for castling's rook) was uncovered by the move.
        const Square landed
            = move.kind() == MoveKind::Castling ? chess::castlingRookTarget(before.sideToMove(), side) : move.to();
        if (w.checkers.size() > 1)
            w.rules << WritingRule::DoubleCheck;
        else if (w.checkers.constFirst() != landed)
            w.rules << WritingRule::DiscoveredCheck;
        w.rules << (marks.check == CheckGiven::Mate ? WritingRule::Mate : WritingRule::Check);
    }
    return w;
}

}  // namespace notation
