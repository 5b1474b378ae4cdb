// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Sheets for the claim tests: real games cut at the moment of a claim, written in any language, and
// the record the replay makes of them.

#include "gamefiles.h"

#include "chess/fen.h"
#include "notation/movewriter.h"
#include "notation/resolver.h"
#include "sheet/replay.h"

#include <QString>

/// The games of pgn-extract's test-repetition.pgn: 1 is Marshall-Capablanca, New York 1909, game 1
/// (a threefold repetition after 25. a4: the queens go b4-f4 and back); 2 is Capablanca-Marshall, game 20
/// (the white king goes h1-g2 and back under the queen's checks from 20... Qg6+).
inline QStringList repetitionGameMoves(int game)
{
    const QList<GameRecord> games
        = readGames(QStringLiteral(SCORECHECK_TEST_DATA "/pgn-edge-cases/pgn-extract/infiles/test-repetition.pgn"));
    if (games.size() < game)
        qFatal("test-repetition.pgn has changed");
    return games[game - 1].moves;
}

/// The first `plies` moves as a sheet ("1. Sf3 d5" per line) in `language`'s letters, from `start`.
inline QString sheetOf(const QStringList& moves, int plies, notation::Language language,
    chess::Position start = chess::Position::startPosition())
{
    QString text;
    for (int i = 0; i < plies; ++i) {
        const chess::Move m = notation::resolveText(moves[i], notation::Language::English, start).move;
        if (m.isNone())
            qFatal("test move %s does not resolve", qPrintable(moves[i]));
        if (start.sideToMove() == chess::Color::White || i == 0)
            text += notation::moveNumberText(start) + u' ';
        text += notation::writeMove(start, m, {notation::Notation::San, language, notation::SanStyle::Fide});
        text += start.sideToMove() == chess::Color::White ? u' ' : u'\n';
        start.doMove(m);
    }
    return text;
}

inline chess::Position positionOf(const char* fen)
{
    const chess::FenResult read = chess::parseFen(fen);
    if (!read.position)
        qFatal("test FEN does not load: %s", fen);
    return *read.position;
}

/// The record of a sheet in a known language; the sheet must replay whole.
inline sheet::Record recordOf(const QString& text, const chess::Position& start = chess::Position::startPosition(),
    notation::Language language = notation::Language::English)
{
    sheet::Record r = sheet::checkSheet(text, start, {language, language});
    if (r.stopIndex() >= 0)
        qFatal("test sheet does not replay whole: %s", qPrintable(text));
    return r;
}
