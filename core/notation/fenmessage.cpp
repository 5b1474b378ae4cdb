#include "fenmessage.h"

#include <QCoreApplication>

namespace notation {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("Fen", text); }

}  // namespace

QString fenMessage(const chess::FenDiagnostic& d)
{
    using P = chess::FenProblem;
    const QString t = QString::fromStdString(d.text);
    const bool white = d.text == "white";
    const bool halfmove = d.field == chess::FenField::HalfmoveClock;
    switch (d.problem) {
    case P::Empty: return tr("The FEN is empty.");
    case P::TooFewFields:
        return tr("The FEN has only %1 fields; it needs at least 4 (placement, side to move, castling, en passant).")
            .arg(t);
    case P::TooManyFields: return tr("The FEN has more than 6 fields; '%1' is extra.").arg(t);
    case P::BadPieceLetter:
        return tr("Piece placement: '%1' is not a piece letter (PNBRQK for White, pnbrqk for Black) or a digit 1-8.")
            .arg(t);
    case P::RankTooLong: return tr("Piece placement: rank %1 has more than 8 squares.").arg(t);
    case P::RankTooShort: return tr("Piece placement: rank %1 has fewer than 8 squares.").arg(t);
    case P::WrongRankCount: return tr("Piece placement: there must be exactly 8 ranks separated by '/'.");
    case P::BadSideToMove: return tr("Side to move: '%1' must be 'w' or 'b'.").arg(t);
    case P::BadCastlingLetter:
        return tr("Castling: '%1' is not a castling letter (K, Q, k, q, a file letter, or '-').").arg(t);
    case P::RepeatedCastlingLetter: return tr("Castling: the right '%1' is given twice.").arg(t);
    case P::BadEnPassantSquare: return tr("En passant: '%1' is not a square (such as e3) or '-'.").arg(t);
    case P::BadNumber:
        return (halfmove ? tr("Halfmove clock: '%1' is not a number.") : tr("Fullmove number: '%1' is not a number."))
            .arg(t);
    case P::NumberOutOfRange:
        return (halfmove ? tr("Halfmove clock: %1 is out of range (0 to 65535).")
                         : tr("Fullmove number: %1 is out of range (0 to 65535)."))
            .arg(t);
    case P::MissingKing: return white ? tr("The position has no white king.") : tr("The position has no black king.");
    case P::ExtraKing:
        return white ? tr("The position has more than one white king.")
                     : tr("The position has more than one black king.");
    case P::PawnOnBackRank: return tr("A pawn stands on %1; pawns cannot be on the first or last rank.").arg(t);
    case P::TooManyPawns:
        return white ? tr("The position has more than 8 white pawns.")
                     : tr("The position has more than 8 black pawns.");
    case P::TooManyPieces:
        return white
            ? tr("The white pieces cannot arise in a game: there are more promoted pieces than missing pawns.")
            : tr("The black pieces cannot arise in a game: there are more promoted pieces than missing pawns.");
    case P::OpponentInCheck:
        return white ? tr("The white king is in check although Black is to move: the position cannot arise.")
                     : tr("The black king is in check although White is to move: the position cannot arise.");
    case P::TooManyCheckers:
        return white ? tr("The white king is in check from more than two pieces: the position cannot arise.")
                     : tr("The black king is in check from more than two pieces: the position cannot arise.");
    case P::SideToMoveWrittenAsS: return tr("Side to move: 's' (schwarz) was read as Black ('b').");
    case P::CastlingRightDropped:
        return tr("Castling: the right '%1' was dropped: the king or the rook is not on its square.").arg(t);
    case P::Chess960Castling:
        return tr("Castling: the right '%1' was read as Chess960 castling (king or rook off its usual square).").arg(t);
    case P::EnPassantSquareDropped:
        return tr("En passant: '%1' was dropped: no pawn can just have made a double step past it.").arg(t);
    case P::FullmoveNumberZero: return tr("Fullmove number: 0 was read as 1.");
    }
    return {};
}

}  // namespace notation
