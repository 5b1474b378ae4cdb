// SPDX-License-Identifier: GPL-3.0-or-later
#include "pieceimages.h"

namespace pieceimages {

QString path(chess::Piece piece)
{
    static const char* const Names[] = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};
    return QStringLiteral(":/pieces/%1%2.svg")
        .arg(QLatin1Char(chess::colorOf(piece) == chess::Color::White ? 'w' : 'b'))
        .arg(QLatin1String(Names[chess::index(chess::typeOf(piece))]));
}

}  // namespace pieceimages
