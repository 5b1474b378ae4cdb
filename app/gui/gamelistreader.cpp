// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamelistreader.h"

#include "sheetfile.h"

#include <QElapsedTimer>
#include <QThread>

void ListedGames::append(const pgn::PgnGame& game)
{
    static const QString Names[TagCount] = {QStringLiteral("White"), QStringLiteral("Black"), QStringLiteral("Result"),
        QStringLiteral("Round"), QStringLiteral("Event"), QStringLiteral("Date")};
    Game listed{{game.number, game.firstLine, game.offset}, m_tags.size(), {}};
    for (int t = 0; t < TagCount; ++t) {
        m_tags += game.tag(Names[t]).toUtf8();
        listed.tagEnds[std::size_t(t)] = quint32(m_tags.size() - listed.tagsAt);
    }
    m_games.append(listed);
}

void ListedGames::squeeze()
{
    m_games.squeeze();
    m_tags.squeeze();
}

QString ListedGames::tag(int index, Tag tag) const
{
    const Game& game = m_games[index];
    const quint32 start = tag == 0 ? 0 : game.tagEnds[std::size_t(tag - 1)];
    return QString::fromUtf8(m_tags.constData() + game.tagsAt + start, game.tagEnds[std::size_t(tag)] - start);
}

GameListReader::GameListReader(const QString& path, QObject* parent)
    : QObject(parent)
{
    m_thread = QThread::create([this, path] {
        // Handed out every tenth of a second: often enough for the list to grow as it is read, seldom
        // enough that the window does not spend its time taking them in.
        constexpr int BatchMilliseconds = 100;
        // The first games are handed out as soon as they fill a window: the list shows them at once.
        constexpr int FirstBatchGames = 100;
        // At most this many at a time, and one at a time in the window's queue: read faster than the list
        // can grow, a 525 MB file of 1.8 M games came in batches of ~90,000 that froze the window for
        // 195 ms each. (A batch's cost no longer grows with the games already listed: GameListModel.)
        constexpr int MostGamesABatch = 20000;
        bool firstBatch = true;
        ListedGames batch;
        QElapsedTimer sinceBatch;
        sinceBatch.start();
        const auto handOut = [this, &batch, &sinceBatch, &firstBatch](qint64 bytesRead) {
            // One batch in the window's queue at a time: batches queued behind one another would be
            // taken in back to back, with no repaint between them.
            while (m_batchesQueued.load() > 0 && !m_stop)
                QThread::msleep(2);
            batch.squeeze();  // kept as it is for as long as the list lasts
            m_batchesQueued.fetch_add(1);
            QMetaObject::invokeMethod(
                this,
                [this, batch, bytesRead] {
                    if (!m_stop)  // not after stop(), though handed out before it
                        emit gamesRead(batch, bytesRead);
                    m_batchesQueued.fetch_sub(1);
                },
                Qt::QueuedConnection);
            batch = ListedGames();
            sinceBatch.restart();
            firstBatch = false;
        };
        QString error;
        qint64 lastOffset = 0;
        sheetfile::forEachPgnGame(
            path,
            [&](const pgn::PgnGame& game) {
                if (m_stop)
                    return sheetfile::Reading::Stop;
                batch.append(game);
                lastOffset = game.offset;
                if (sinceBatch.elapsed() >= BatchMilliseconds || batch.size() >= MostGamesABatch
                    || (firstBatch && batch.size() >= FirstBatchGames))
                    handOut(lastOffset);
                return sheetfile::Reading::GoOn;
            },
            error);
        if (m_stop)
            return;
        if (batch.size() > 0)
            handOut(lastOffset);
        QMetaObject::invokeMethod(
            this,
            [this, error] {
                if (m_stop)
                    return;
                m_reading = false;
                emit finished(error);
            },
            Qt::QueuedConnection);
    });
    m_thread->start();
}

GameListReader::~GameListReader()
{
    stop();
    delete m_thread;
}

void GameListReader::stop()
{
    m_stop = true;
    m_thread->wait();
    m_reading = false;
}
