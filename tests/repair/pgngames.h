#pragma once

#include "pgn/pgnreader.h"

#include <QFile>
#include <QList>
#include <QString>

// Every game of a PGN file under the test data.
inline QList<pgn::PgnGame> pgnGames(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return pgn::readGames(file.readAll());
}
