// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pgn/pgnreader.h"

#include <QFile>
#include <QList>
#include <QMap>
#include <QString>

// Every game of a PGN file under the test data.
inline QList<pgn::PgnGame> pgnGames(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return pgn::readGames(file.readAll());
}

// The HCS transcriptions' movetexts by SheetId ("013_0", "013_1": the two players' copies of game 013).
inline QMap<QString, QString> hcsSheets()
{
    QMap<QString, QString> sheets;
    for (const pgn::PgnGame& game : pgnGames(QStringLiteral(SCORECHECK_TEST_DATA "/scoresheets/hcs_shared_sheets.pgn")))
        sheets.insert(game.tag(QStringLiteral("SheetId")), game.movetext);
    return sheets;
}
