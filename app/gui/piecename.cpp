// SPDX-License-Identifier: GPL-3.0-or-later
#include "piecename.h"

#include <QCoreApplication>

namespace piecename {
namespace {

struct PieceName {
    Q_DECLARE_TR_FUNCTIONS(PieceName)
};

}  // namespace

QString of(chess::Piece piece)
{
    using P = chess::Piece;
    switch (piece) {
    case P::None: return PieceName::tr("Empty square");
    case P::WhitePawn: return PieceName::tr("White pawn");
    case P::WhiteKnight: return PieceName::tr("White knight");
    case P::WhiteBishop: return PieceName::tr("White bishop");
    case P::WhiteRook: return PieceName::tr("White rook");
    case P::WhiteQueen: return PieceName::tr("White queen");
    case P::WhiteKing: return PieceName::tr("White king");
    case P::BlackPawn: return PieceName::tr("Black pawn");
    case P::BlackKnight: return PieceName::tr("Black knight");
    case P::BlackBishop: return PieceName::tr("Black bishop");
    case P::BlackRook: return PieceName::tr("Black rook");
    case P::BlackQueen: return PieceName::tr("Black queen");
    case P::BlackKing: return PieceName::tr("Black king");
    }
    return {};
}

QString onSquare(chess::Square square, chess::Piece piece)
{
    const QString name = QString(QChar(u'a' + chess::fileOf(square))) + QChar(u'1' + chess::rankOf(square));
    //: A square and what stands on it, as a screen reader announces it: "f3: White knight"
    return PieceName::tr("%1: %2").arg(name, of(piece));
}

}  // namespace piecename
