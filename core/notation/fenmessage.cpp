// SPDX-License-Identifier: GPL-3.0-or-later
#include "fenmessage.h"

#include <QCoreApplication>

namespace notation {
namespace {

// The messages' translation context, declared so that lupdate finds them.
struct Fen {
    Q_DECLARE_TR_FUNCTIONS(Fen)
};

}  // namespace

QString fenMessage(const chess::FenDiagnostic& d)
{
    using P = chess::FenProblem;
    const QString t = QString::fromStdString(d.text);
    const bool white = d.text == "white";
    const bool halfmove = d.field == chess::FenField::HalfmoveClock;
    switch (d.problem) {
    case P::Empty: return Fen::tr("The FEN is empty.");
    case P::TooFewFields:
        return Fen::tr(
            "The FEN has only %1 fields; it needs at least 4 (placement, side to move, castling, en passant).")
            .arg(t);
    case P::TooManyFields: return Fen::tr("The FEN has more than 6 fields; '%1' is extra.").arg(t);
    case P::BadPieceLetter:
        return Fen::tr(
            "Piece placement: '%1' is not a piece letter (PNBRQK for White, pnbrqk for Black) or a digit 1-8.")
            .arg(t);
    case P::RankTooLong: return Fen::tr("Piece placement: rank %1 has more than 8 squares.").arg(t);
    case P::RankTooShort: return Fen::tr("Piece placement: rank %1 has fewer than 8 squares.").arg(t);
    case P::WrongRankCount: return Fen::tr("Piece placement: there must be exactly 8 ranks separated by '/'.");
    case P::BadSideToMove: return Fen::tr("Side to move: '%1' must be 'w' or 'b'.").arg(t);
    case P::BadCastlingLetter:
        return Fen::tr("Castling: '%1' is not a castling letter (K, Q, k, q, a file letter, or '-').").arg(t);
    case P::RepeatedCastlingLetter: return Fen::tr("Castling: the right '%1' is given twice.").arg(t);
    case P::BadEnPassantSquare: return Fen::tr("En passant: '%1' is not a square (such as e3) or '-'.").arg(t);
    case P::BadNumber:
        return (halfmove ? Fen::tr("Halfmove clock: '%1' is not a number.")
                         : Fen::tr("Fullmove number: '%1' is not a number."))
            .arg(t);
    case P::NumberOutOfRange:
        return (halfmove ? Fen::tr("Halfmove clock: %1 is out of range (0 to 65535).")
                         : Fen::tr("Fullmove number: %1 is out of range (0 to 65535)."))
            .arg(t);
    case P::MissingKing:
        return white ? Fen::tr("The position has no white king.") : Fen::tr("The position has no black king.");
    case P::ExtraKing:
        return white ? Fen::tr("The position has more than one white king.")
                     : Fen::tr("The position has more than one black king.");
    case P::PawnOnBackRank: return Fen::tr("A pawn stands on %1; pawns cannot be on the first or last rank.").arg(t);
    case P::TooManyPawns:
        return white ? Fen::tr("The position has more than 8 white pawns.")
                     : Fen::tr("The position has more than 8 black pawns.");
    case P::TooManyPieces:
        return white
            ? Fen::tr("The white pieces cannot arise in a game: there are more promoted pieces than missing pawns.")
            : Fen::tr("The black pieces cannot arise in a game: there are more promoted pieces than missing pawns.");
    case P::OpponentInCheck:
        return white ? Fen::tr("The white king is in check although Black is to move: the position cannot arise.")
                     : Fen::tr("The black king is in check although White is to move: the position cannot arise.");
    case P::TooManyCheckers:
        return white ? Fen::tr("The white king is in check from more than two pieces: the position cannot arise.")
                     : Fen::tr("The black king is in check from more than two pieces: the position cannot arise.");
    case P::SideToMoveWrittenAsS: return Fen::tr("Side to move: 's' (schwarz) was read as Black ('b').");
    case P::CastlingRightDropped:
        return Fen::tr("Castling: the right '%1' was dropped: the king or the rook is not on its square.").arg(t);
    case P::Chess960Castling:
        return Fen::tr("Castling: the right '%1' was read as Chess960 castling (king or rook off its usual square).")
            .arg(t);
    case P::EnPassantSquareDropped:
        return Fen::tr("En passant: '%1' was dropped: no pawn can just have made a double step past it.").arg(t);
    case P::FullmoveNumberZero: return Fen::tr("Fullmove number: 0 was read as 1.");
    }
    return {};
}

const char* fenProblemCode(chess::FenProblem problem)
{
    using P = chess::FenProblem;
    switch (problem) {
    case P::Empty: return "empty";
    case P::TooFewFields: return "too-few-fields";
    case P::TooManyFields: return "too-many-fields";
    case P::BadPieceLetter: return "bad-piece-letter";
    case P::RankTooLong: return "rank-too-long";
    case P::RankTooShort: return "rank-too-short";
    case P::WrongRankCount: return "wrong-rank-count";
    case P::BadSideToMove: return "bad-side-to-move";
    case P::BadCastlingLetter: return "bad-castling-letter";
    case P::RepeatedCastlingLetter: return "repeated-castling-letter";
    case P::BadEnPassantSquare: return "bad-en-passant-square";
    case P::BadNumber: return "bad-number";
    case P::NumberOutOfRange: return "number-out-of-range";
    case P::MissingKing: return "missing-king";
    case P::ExtraKing: return "extra-king";
    case P::PawnOnBackRank: return "pawn-on-back-rank";
    case P::TooManyPawns: return "too-many-pawns";
    case P::TooManyPieces: return "too-many-pieces";
    case P::OpponentInCheck: return "opponent-in-check";
    case P::TooManyCheckers: return "too-many-checkers";
    case P::SideToMoveWrittenAsS: return "side-to-move-written-as-s";
    case P::CastlingRightDropped: return "castling-right-dropped";
    case P::Chess960Castling: return "chess960-castling";
    case P::EnPassantSquareDropped: return "en-passant-square-dropped";
    case P::FullmoveNumberZero: return "fullmove-number-zero";
    }
    return "";
}

}  // namespace notation
