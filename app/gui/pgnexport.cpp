// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgnexport.h"

#include "sheetfile.h"

#include "notation/movewriter.h"
#include "pgn/pgnreader.h"
#include "sheet/gameresult.h"
#include "sheet/replay.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace pgnexport {
namespace {

// Tags compared without regard to their order: a file written by another program may order them otherwise.
QList<QPair<QString, QString>> sortedTags(QList<QPair<QString, QString>> tags)
{
    std::sort(tags.begin(), tags.end());
    return tags;
}

// The moves a record played, in order.
QList<chess::Move> playedMoves(const sheet::Record& record)
{
    QList<chess::Move> moves;
    for (const sheet::EntryRecord& e : record.entries)
        if (e.ply > 0)
            moves.append(e.resolution.move);
    return moves;
}

}  // namespace

QStringList warnings(const sheet::Record& record, const QString& text, const QString& resultField)
{
    QStringList said;
    if (const int stop = record.stopIndex(); stop >= 0) {
        const sheet::EntryRecord& e = record.entries[stop];
        said << QCoreApplication::translate("PgnExport",
            "The replay stops at line %1, %2 %3 (%4): the PGN holds the moves before it, and the rest of "
            "the sheet, %n entries, goes into it as a comment.",
            nullptr, int(record.entries.size()) - stop)
                    .arg(e.entry.line)
                    .arg(notation::moveNumberText(e.moveNumber, e.side), sheet::shownEntryText(e.entry.text(text)),
                        notation::verdictName(e.resolution.verdict));
    }
    if (const QString disagreement = sheet::resultDisagreement(record, resultField); !disagreement.isEmpty())
        said << disagreement + u' '
                + QCoreApplication::translate("PgnExport",
                    "The PGN gives %1: the Result field when it is filled in, else the board, else the sheet.")
                      .arg(sheet::decidedResult(record, resultField));
    return said;
}

std::optional<int> sameGameIn(const QString& path, const sheet::Record& record, const QString& game, QString& error)
{
    if (!QFileInfo::exists(path))
        return std::nullopt;
    const QList<pgn::PgnGame> written = pgn::readGames(game.toUtf8());
    if (written.isEmpty())
        return std::nullopt;
    const QList<QPair<QString, QString>> tags = sortedTags(written.front().tags);
    // The tags are read for every game, the moves only for the games whose tags are the same.
    QList<pgn::GamePlace> sameTags;
    const auto collect = [&](const pgn::PgnGame& g) {
        if (sortedTags(g.tags) == tags)
            sameTags.append({g.number, g.firstLine, g.offset});
        return sheetfile::Reading::GoOn;
    };
    if (!sheetfile::forEachPgnGame(path, collect, error))
        return std::nullopt;
    const QList<chess::Move> moves = playedMoves(record);
    for (const pgn::GamePlace& place : sameTags) {
        bool othersInFile = false;
        const std::optional<pgn::PgnGame> candidate = sheetfile::readPgnGame(path, place, othersInFile, error);
        if (!candidate)
            return std::nullopt;
        const std::optional<chess::Position> start
            = pgn::startPosition(candidate->tags, chess::Position::startPosition()).position;
        if (start && *start == record.start
            && playedMoves(
                   sheet::checkSheet(candidate->movetext, *start, sheet::ReplayOptions{notation::Language::English}))
                == moves)
            return place.number;
    }
    return std::nullopt;
}

}  // namespace pgnexport
