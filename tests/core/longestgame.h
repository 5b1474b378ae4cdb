// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The longest game at hand (cairo-board's longest.pgn, 269 moves), written as a sheet in a language's
// letters ("1. Sf3 d5" per line) and cut to a number of plies: the long sheets of the benchmarks.

#include "gamefiles.h"

#include "notation/movewriter.h"
#include "notation/resolver.h"

inline QString sheetOfLongestGame(int plies, notation::Language language)
{
    const QList<GameRecord> games
        = readGames(QStringLiteral(SCORECHECK_TEST_DATA "/pgn-edge-cases/cairo-board/longest.pgn"));
    QString text;
    chess::Position p = chess::Position::startPosition();
    for (int i = 0; i < plies && i < games.first().moves.size(); ++i) {
        const chess::Move m = notation::resolveText(games.first().moves[i], notation::Language::English, p).move;
        if (i % 2 == 0)
            text += QString::number(i / 2 + 1) + QStringLiteral(". ");
        text += notation::writeMove(p, m, {notation::Notation::San, language, notation::SanStyle::Fide});
        text += i % 2 == 0 ? QStringLiteral(" ") : QStringLiteral("\n");
        p.doMove(m);
    }
    return text;
}

inline QString germanSheetOfLongestGame(int plies) { return sheetOfLongestGame(plies, notation::Language::German); }
