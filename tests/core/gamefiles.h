// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads the move tokens of the games in a PGN file, for tests: tags, comments, variations, NAGs,
// move numbers and results are skipped. (The product's PGN reader lives in core/pgn.)

#include <QFile>
#include <QList>
#include <QRegularExpression>
#include <QStringList>

struct GameRecord {
    QString fen;  // the FEN tag, empty for the standard start
    QStringList moves;
};

/// The FEN tag and movetext tokens of each game in PGN text, in order.
inline QList<GameRecord> readGamesFromText(const QString& text)
{
    QList<GameRecord> games;
    QStringList moves;
    QString fen;
    int comment = 0, variation = 0;
    bool inTags = false, sawMovetext = false;  // a game may have no moves at all ("1-0" only)
    for (const QString& line : text.split('\n')) {
        const QString trimmed = line.trimmed();
        if (comment == 0 && variation == 0 && trimmed.startsWith('[')) {
            if (!inTags && sawMovetext) {
                games.append({fen, moves});
                moves.clear();
                fen.clear();
                sawMovetext = false;
            }
            if (trimmed.startsWith(QLatin1String("[FEN \"")))
                fen = trimmed.mid(6, trimmed.lastIndexOf('"') - 6);
            inTags = true;
            continue;
        }
        inTags = false;
        sawMovetext = sawMovetext || !trimmed.isEmpty();
        QString token;
        auto flush = [&] {
            static const QStringList results = {"1-0", "0-1", "1/2-1/2", "*"};
            static const QRegularExpression moveNumber(QStringLiteral("^\\d+\\.+"));  // "12." "12..." "12.e4"
            token.remove(moveNumber);
            if (!token.isEmpty() && !token.startsWith('$') && !results.contains(token))
                moves.append(token);
            token.clear();
        };
        for (const QChar c : line) {
            if (comment) {
                comment -= c == '}';
            } else if (c == '{') {
                flush();
                comment = 1;
            } else if (c == ';' && variation == 0) {
                break;
            } else if (c == '(') {
                flush();
                ++variation;
            } else if (c == ')') {
                --variation;
            } else if (variation) {
                continue;
            } else if (c.isSpace()) {
                flush();
            } else {
                token += c;
            }
        }
        flush();
    }
    if (sawMovetext)
        games.append({fen, moves});
    return games;
}

/// The games of a PGN file.
inline QList<GameRecord> readGames(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return readGamesFromText(QString::fromUtf8(f.readAll()));
}
