// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Real games written out as scoresheets with the slips of a tired hand put in on purpose, with a
// fixed seed: the corrupted-games evaluation of repair (docs/repair.md) and its test.

#include "gamefiles.h"

#include "notation/movewriter.h"
#include "notation/resolver.h"
#include "repair/editcost.h"

#include <QList>
#include <QString>

#include <algorithm>
#include <random>

enum class SlipKind { LookAlike, SkippedMove, SwappedColumns, Blank, CaptureFileMissing };
constexpr int SlipKindCount = int(SlipKind::CaptureFileMissing) + 1;

inline const char* slipName(SlipKind kind)
{
    switch (kind) {
    case SlipKind::LookAlike: return "look-alike";
    case SlipKind::SkippedMove: return "skipped move";
    case SlipKind::SwappedColumns: return "swapped columns";
    case SlipKind::Blank: return "blank";
    case SlipKind::CaptureFileMissing: return "capture file missing";
    }
    return "";
}

struct Slip {
    SlipKind kind;
    int ply;  // 0-based ply of the true game it falls on
};

struct TrueGame {
    int place = 0;  // 1-based, among all the games of its file (datasplit.h)
    chess::Position start = chess::Position::startPosition();
    QList<chess::Move> moves;
};

struct SlippedSheet {
    QStringList entries;  // as written, one per ply of the sheet
    QList<Slip> slips;
    QString text() const;  // "1. e4 e5\n2. ..." numbered by the sheet's own columns
};

inline QString SlippedSheet::text() const
{
    QString text;
    for (int i = 0; i < entries.size(); ++i) {
        if (i % 2 == 0)
            text += QString::number(i / 2 + 1) + QStringLiteral(". ");
        text += entries[i] + (i % 2 == 0 ? QStringLiteral(" ") : QStringLiteral("\n"));
    }
    return text;
}

/// The games of a PGN file (English SAN, standard start) as moves.
inline QList<TrueGame> trueGames(const QString& path)
{
    QList<TrueGame> games;
    int place = 0;
    for (const GameRecord& record : readGames(path)) {
        ++place;
        if (!record.fen.isEmpty())
            continue;
        TrueGame game;
        game.place = place;
        chess::Position p = game.start;
        for (const QString& token : record.moves) {
            const notation::Resolution r = notation::resolveText(token, notation::Language::English, p);
            if (!r.isResolved())
                break;
            game.moves.append(r.move);
            p.doMove(r.move);
        }
        games.append(game);
    }
    return games;
}

/// Writes games as sheets in a language and puts slips into them.
class SlipWriter {
public:
    /// `kinds`: the kinds of slip to draw from, all by default.
    explicit SlipWriter(unsigned seed, QList<SlipKind> kinds = {})
        : m_random(seed)
        , m_kinds(kinds)
    {
        if (m_kinds.isEmpty())
            for (int k = 0; k < SlipKindCount; ++k)
                m_kinds.append(SlipKind(k));
    }

    /// The game in short algebraic in `language`, with `count` slips on distinct plies at least three
    /// apart (a slip on the last two plies is left out: nothing after it could show it).
    SlippedSheet write(const TrueGame& game, notation::Language language, int count)
    {
        SlippedSheet sheet;
        chess::Position p = game.start;
        QList<chess::Position> before;
        for (chess::Move m : game.moves) {
            before.append(p);
            sheet.entries.append(
                notation::writeMove(p, m, {notation::Notation::San, language, notation::SanStyle::Fide}));
            p.doMove(m);
        }
        QList<int> plies;
        const int slippable = int(game.moves.size()) - 2;
        for (int tries = 0; slippable > 0 && plies.size() < count && tries < 100; ++tries) {
            const int ply = int(pick(unsigned(slippable)));
            if (std::none_of(plies.begin(), plies.end(), [ply](int q) { return std::abs(q - ply) < 3; }))
                plies.append(ply);
        }
        std::sort(plies.begin(), plies.end(), std::greater<>());  // from the end: earlier plies keep their index
        for (int ply : plies) {
            for (int tries = 0; tries < 20; ++tries) {
                const SlipKind kind = m_kinds[pick(unsigned(m_kinds.size()))];
                if (apply(kind, ply, before[ply], game.moves[ply], language, sheet.entries)) {
                    sheet.slips.prepend({kind, ply});
                    break;
                }
            }
        }
        return sheet;
    }

private:
    unsigned pick(unsigned n) { return unsigned(m_random() % n); }

    bool apply(SlipKind kind, int ply, const chess::Position& p, chess::Move move, notation::Language language,
        QStringList& entries)
    {
        QString& entry = entries[ply];
        switch (kind) {
        case SlipKind::LookAlike: {
            // One character turned into a look-alike that no longer reads as the move.
            QList<QPair<int, char16_t>> options;
            for (int i = 0; i < entry.size(); ++i)
                for (char16_t c = 0x21; c < 0x7f; ++c)
                    if (repair::looksAlike(entry[i].unicode(), c))
                        options.append({i, c});
            while (!options.isEmpty()) {
                const auto [at, c] = options.takeAt(pick(unsigned(options.size())));
                QString slipped = entry;
                slipped[at] = QChar(c);
                const notation::Resolution r = notation::resolveText(slipped, language, p);
                if (!(r.isResolved() && r.move == move)) {
                    entry = slipped;
                    return true;
                }
            }
            return false;
        }
        case SlipKind::SkippedMove: entries.removeAt(ply); return true;
        case SlipKind::SwappedColumns: entries.swapItemsAt(ply, ply + 1); return true;
        case SlipKind::Blank: entry = QStringLiteral("-"); return true;
        case SlipKind::CaptureFileMissing:
            if (chess::typeOf(p.pieceAt(move.from())) != chess::PieceType::Pawn
                || p.capturedBy(move) == chess::PieceType::None)
                return false;
            entry.remove(0, 1);  // "exd5" -> "xd5"
            return true;
        }
        return false;
    }

    std::mt19937 m_random;
    QList<SlipKind> m_kinds;
};
