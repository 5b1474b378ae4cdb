// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardannouncements.h"

#include "chess/castling.h"
#include "chess/uci.h"

namespace {

QString nameOf(chess::Square s) { return QString::fromStdString(chess::squareName(s)); }

// Where the moving piece stands after the move: castling is written as king takes own rook (move.h).
chess::Square landing(chess::Move move, chess::Color mover)
{
    if (move.kind() != chess::MoveKind::Castling)
        return move.to();
    return chess::castlingKingTarget(mover, move);
}

}  // namespace

// Whole phrases, one for each piece: the words for the colour agree with the piece's name in many
// languages ("Weiße Dame", "Cavalier blanc").
QString BoardAnnouncements::square(const chess::Position& position, chess::Square square)
{
    return BoardAnnouncements::square(position.pieceAt(square), square);
}

QString BoardAnnouncements::square(chess::Piece piece, chess::Square square)
{
    using chess::Piece;
    const QString name = nameOf(square);
    switch (piece) {
    case Piece::WhitePawn: return tr("White pawn on %1").arg(name);
    case Piece::WhiteKnight: return tr("White knight on %1").arg(name);
    case Piece::WhiteBishop: return tr("White bishop on %1").arg(name);
    case Piece::WhiteRook: return tr("White rook on %1").arg(name);
    case Piece::WhiteQueen: return tr("White queen on %1").arg(name);
    case Piece::WhiteKing: return tr("White king on %1").arg(name);
    case Piece::BlackPawn: return tr("Black pawn on %1").arg(name);
    case Piece::BlackKnight: return tr("Black knight on %1").arg(name);
    case Piece::BlackBishop: return tr("Black bishop on %1").arg(name);
    case Piece::BlackRook: return tr("Black rook on %1").arg(name);
    case Piece::BlackQueen: return tr("Black queen on %1").arg(name);
    case Piece::BlackKing: return tr("Black king on %1").arg(name);
    default: return tr("Empty square %1").arg(name);
    }
}

QString BoardAnnouncements::piece(chess::Piece piece)
{
    using chess::Piece;
    switch (piece) {
    case Piece::WhitePawn: return tr("White pawn");
    case Piece::WhiteKnight: return tr("White knight");
    case Piece::WhiteBishop: return tr("White bishop");
    case Piece::WhiteRook: return tr("White rook");
    case Piece::WhiteQueen: return tr("White queen");
    case Piece::WhiteKing: return tr("White king");
    case Piece::BlackPawn: return tr("Black pawn");
    case Piece::BlackKnight: return tr("Black knight");
    case Piece::BlackBishop: return tr("Black bishop");
    case Piece::BlackRook: return tr("Black rook");
    case Piece::BlackQueen: return tr("Black queen");
    case Piece::BlackKing: return tr("Black king");
    default: return {};
    }
}

QString BoardAnnouncements::pickedUp(const chess::Position& position, chess::Square square)
{
    return tr("%1, picked up").arg(BoardAnnouncements::square(position, square));
}

QString BoardAnnouncements::target(const chess::Position& position, chess::Square square)
{
    return tr("%1, a legal move").arg(BoardAnnouncements::square(position, square));
}

QString BoardAnnouncements::played(const chess::Position& after, chess::Move move)
{
    const chess::Square to = landing(move, ~after.sideToMove());
    return tr("Played %1–%2: %3").arg(nameOf(move.from()), nameOf(to), square(after, to));
}

QString BoardAnnouncements::promotion(chess::PieceType piece)
{
    switch (piece) {
    case chess::PieceType::Knight: return tr("Promote to a knight");
    case chess::PieceType::Bishop: return tr("Promote to a bishop");
    case chess::PieceType::Rook: return tr("Promote to a rook");
    default: return tr("Promote to a queen");
    }
}

QString BoardAnnouncements::description()
{
    return tr("The board: the arrow keys move between the squares, Enter or Space picks up a piece and puts it "
              "down on the square it goes to, Escape puts it back. A move played is written into the sheet.");
}
