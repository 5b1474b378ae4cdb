// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pgn/pgngame.h"
#include "pgn/pgnreader.h"

#include <QByteArray>
#include <QList>
#include <QObject>

#include <array>
#include <atomic>

class QThread;

/// Games of a PGN file as their list needs them: where each stands in the file, and the tags the list
/// shows, all of them as UTF-8 in one block. A string apiece (six a game) kept hundreds of megabytes
/// of a large file after the list was gone, scattered where they could not be given back.
class ListedGames {
public:
    /// The tags shown, in the order of GameListModel's columns.
    enum Tag { White, Black, Result, Round, Event, Date, TagCount };

    /// Adds a game, read with its tags.
    void append(const pgn::PgnGame& game);
    /// Gives back the room reserved for more games.
    void squeeze();

    int size() const { return int(m_games.size()); }
    const pgn::GamePlace& place(int index) const { return m_games[index].place; }
    QString tag(int index, Tag tag) const;

private:
    struct Game {
        pgn::GamePlace place;
        qsizetype tagsAt;  // where its tags start in m_tags
        std::array<quint32, TagCount> tagEnds;  // where each tag ends, from tagsAt
    };
    QList<Game> m_games;
    QByteArray m_tags;
};

/// Reads the games of a PGN file on a thread of its own and hands them out in batches as they are read,
/// so that the list shows the first ones at once and the window stays responsive however large the
/// file. Stops when told, or when it is deleted.
class GameListReader : public QObject {
    Q_OBJECT

public:
    explicit GameListReader(const QString& path, QObject* parent = nullptr);
    ~GameListReader() override;

    /// Stops the reading and waits for it to end: nothing more is handed out.
    void stop();
    bool isReading() const { return m_reading; }

signals:
    /// More games, and how far into the file the reading has come.
    void gamesRead(const ListedGames& games, qint64 bytesRead);
    /// The file was read to its end; `error` is empty unless it could not be read.
    void finished(const QString& error);

private:
    QThread* m_thread = nullptr;
    std::atomic<bool> m_stop = false;
    std::atomic<int> m_batchesQueued = 0;  // handed out to the window and not yet taken in
    bool m_reading = true;
};
