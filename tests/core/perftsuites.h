// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads the three perft suites under tests/data/perft/ into one list of (position, depth, nodes).

#include <QFile>
#include <QList>
#include <QRegularExpression>
#include <QString>

struct PerftCase {
    QString name;  // file and line, or the suite's id
    QString fen;
    int depth;
    quint64 nodes;
};

inline QList<PerftCase> readPerftSuites()
{
    QList<PerftCase> cases;
    const QString dir = QStringLiteral(SCORECHECK_TEST_DATA "/perft/");
    // EPD suites: "FEN ;D1 20 ;D2 400 ..."
    for (const QString& file : {QStringLiteral("standard.epd"), QStringLiteral("perftsuite2.epd")}) {
        QFile f(dir + file);
        if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
            qFatal("cannot open %s", qPrintable(f.fileName()));
        int lineNumber = 0;
        while (!f.atEnd()) {
            const QString line = QString::fromUtf8(f.readLine()).trimmed();
            ++lineNumber;
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            const QStringList parts = line.split(';');
            for (const QString& part : parts.mid(1)) {
                static const QRegularExpression depthCount(QStringLiteral("^\\s*D(\\d+)\\s+(\\d+)\\s*$"));
                const auto m = depthCount.match(part);
                if (m.hasMatch())
                    cases.append({file + ':' + QString::number(lineNumber), parts[0].trimmed(), m.captured(1).toInt(),
                        m.captured(2).toULongLong()});
            }
        }
    }
    // python-chess format: "id NAME", "epd FEN", "perft DEPTH NODES"
    QFile f(dir + "tricky.perft");
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot open %s", qPrintable(f.fileName()));
    QString id, fen;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (line.startsWith(QLatin1String("id ")))
            id = line.mid(3);
        else if (line.startsWith(QLatin1String("epd ")))
            fen = line.mid(4);
        else if (line.startsWith(QLatin1String("perft "))) {
            const QStringList p = line.split(' ');
            cases.append({"tricky.perft:" + id, fen, p[1].toInt(), p[2].toULongLong()});
        }
    }
    return cases;
}

/// Each distinct position of the suites once.
inline QStringList perftSuiteFens()
{
    QStringList fens;
    for (const PerftCase& c : readPerftSuites())
        if (!fens.contains(c.fen))
            fens.append(c.fen);
    return fens;
}
