// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the reconstruction tests share: a sheet reconstructed from the start position, its game in UCI,
// and the constructed sheets both the search's tests and the decidedness tests read.

#include "sheettexts.h"

#include "chess/uci.h"
#include "repair/reconstruction.h"

#include <QStringList>

inline QString uciGame(const repair::Reconstruction& r)
{
    chess::Position p = chess::Position::startPosition();
    QStringList moves;
    for (chess::Move m : r.moves) {
        moves << QString::fromStdString(chess::toUci(p, m));
        p.doMove(m);
    }
    return moves.join(u' ');
}

inline repair::Reconstruction reconstructSheet(const QString& sheet, notation::Language language)
{
    const QList<QStringView> entries = entryTexts(sheet);
    return repair::reconstruct(chess::Position::startPosition(), entries, language);
}

// 3. e5 c5 written "3. c5 e5": White's "c5" also reads as e5 itself (c and e look alike, 0.35, cheaper
// than a swap), but then Black's "e5" cannot follow. The swap must stay a way of its own beside that
// reading (it was dropped for the cheaper reading, and the search mended two entries instead).
inline const QString SwappedWhereTheEntryAlsoReadsAsTheMove
    = QStringLiteral("1. e4 e6 2. d4 d5 3. c5 e5 4. c3 Nc6 5. Nf3 Qb6 6. a3 c4");

// 5. h3 Be6 written "5. Be6 h3": Black's Be6 reads as a legal move of White's bishop (c4-e6), and only
// h3 then breaks. The two entries change places (a move left out before h3, 5...Bxe6, breaks at 6...Nf6).
inline const QString SwappedAtALegalEntry
    = QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 d6 5. Be6 h3 6. Bb3 Nf6 7. O-O O-O 8. Nc3 h6");
