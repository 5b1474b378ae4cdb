// SPDX-License-Identifier: GPL-3.0-or-later
#include "wholefen.h"

#include <QRegularExpression>
#include <QStringList>

namespace wholefen {

namespace {

// The six fields of a FEN: eight ranks, the side to move, castling rights, the en-passant square, the
// halfmove clock and the move number.
const QRegularExpression& fenPattern()
{
    static const QRegularExpression fen(QStringLiteral("[1-8pnbrqkPNBRQK]{1,8}(?:/[1-8pnbrqkPNBRQK]{1,8}){7} [wb] "
                                                       "(?:-|[KQkqA-Ha-h]{1,4}) (?:-|[a-h][36]) \\d+ \\d+"));
    return fen;
}

// A FEN with the isolate marks around it, if any: they are dropped with the line break.
const QRegularExpression& isolatedFenPattern()
{
    static const QRegularExpression fen(
        QStringLiteral("[\\x{2066}-\\x{2068}]?(%1)\\x{2069}?").arg(fenPattern().pattern()));
    return fen;
}

}  // namespace

QString onItsOwnLine(const QString& line)
{
    QStringList lines;
    qsizetype from = 0;
    for (QRegularExpressionMatchIterator it = isolatedFenPattern().globalMatch(line); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        lines << line.mid(from, m.capturedStart() - from).trimmed() << m.captured(1);
        from = m.capturedEnd();
    }
    lines << line.mid(from).trimmed();
    lines.removeAll(QString());
    return lines.join(u'\n');
}

bool isFen(const QString& line)
{
    static const QRegularExpression whole(QRegularExpression::anchoredPattern(fenPattern().pattern()));
    return whole.match(line).hasMatch();
}

}  // namespace wholefen
