// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Files of positions with what is known about them (tests/data/unwinnability), for the unwinnability
// tests and benchmark: one position a line, a FEN, optionally preceded by what is known ("WB" both sides
// can mate, "W-" only White, "-B" only Black, "--" neither); lines starting with '#' are comments.

#include "chess/fen.h"
#include "chess/position.h"

#include <QFile>
#include <QList>
#include <QString>

struct KnownPosition {
    chess::Position position;
    QString known;  // "WB", "W-", "-B", "--" or empty
    QString fen;  // as written in the file
};

struct VerdictFile {
    QList<KnownPosition> positions;
    int refused = 0;  // lines whose FEN the reader refuses (positions no game can reach)
};

inline VerdictFile readVerdictFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    VerdictFile file;
    for (const QByteArray& raw : f.readAll().split('\n')) {
        QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        QString known;
        if (line.size() > 3 && line[2] == ' ' && (line.startsWith('W') || line.startsWith('-'))) {
            known = line.left(2);
            line = line.mid(3);
        }
        const chess::FenResult read = chess::parseFen(line.toStdString());
        if (read.position)
            file.positions.append({*read.position, known, line});
        else
            ++file.refused;
    }
    return file;
}

/// Whether `known` says that `side` can mate; `known` must not be empty.
inline bool knownToMate(const QString& known, chess::Color side)
{
    return known[side == chess::Color::White ? 0 : 1] != '-';
}
