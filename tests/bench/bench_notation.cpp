// SPDX-License-Identifier: GPL-3.0-or-later
// Read + resolve of one written entry, over the real SAN entries of the 490 games (each in the
// position where it was played). Prints the median time per entry over repeated passes.

#include "gamefiles.h"

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/resolver.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>

namespace {

struct Entry {
    chess::Position position;
    QString text;
};

QList<Entry> loadEntries(const QString& file)
{
    const QList<GameRecord> uci = readGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.uci.pgn"));
    const QList<GameRecord> written = readGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/") + file);
    QList<Entry> entries;
    for (qsizetype g = 0; g < uci.size(); ++g) {
        chess::Position p = uci[g].fen.isEmpty() ? chess::Position::startPosition()
                                                 : *chess::parseFen(uci[g].fen.toStdString()).position;
        for (qsizetype i = 0; i < uci[g].moves.size(); ++i) {
            entries.append({p, written[g].moves[i]});
            p.doMove(chess::parseUci(p, uci[g].moves[i].toStdString()));
        }
    }
    return entries;
}

}  // namespace

class BenchNotation : public QObject {
    Q_OBJECT

private slots:
    void medianPerEntry_data();
    void medianPerEntry();
    void readAndResolve_data();
    void readAndResolve();
};

void BenchNotation::readAndResolve_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("language");
    QTest::newRow("English SAN") << "shared_games.san.pgn" << int(notation::Language::English);
    QTest::newRow("German SAN") << "shared_games.de.pgn" << int(notation::Language::German);
    QTest::newRow("long algebraic with pieces") << "shared_games.elalg.pgn" << int(notation::Language::English);
}

void BenchNotation::medianPerEntry_data() { readAndResolve_data(); }

// The figure docs/benchmarks.md quotes: the median over 15 passes of the time per entry.
void BenchNotation::medianPerEntry()
{
    QFETCH(QString, file);
    QFETCH(int, language);
    const QList<Entry> entries = loadEntries(file);
    const auto lang = notation::Language(language);
    int resolved = 0;
    QList<double> perEntry;
    for (int pass = 0; pass < 15; ++pass) {
        QElapsedTimer timer;
        timer.start();
        resolved = 0;
        for (const Entry& e : entries)
            resolved += notation::resolveText(e.text, lang, e.position).isResolved();
        perEntry.append(double(timer.nsecsElapsed()) / double(entries.size()));
    }
    std::sort(perEntry.begin(), perEntry.end());
    qInfo("%s: %lld entries, median %.1f ns per entry (min %.1f, max %.1f) over 15 passes", qPrintable(file),
        qlonglong(entries.size()), perEntry[7], perEntry.front(), perEntry.back());
    QCOMPARE(resolved, int(entries.size()));
}

void BenchNotation::readAndResolve()
{
    QFETCH(QString, file);
    QFETCH(int, language);
    const QList<Entry> entries = loadEntries(file);
    const auto lang = notation::Language(language);
    int resolved = 0;
    QBENCHMARK
    {
        for (const Entry& e : entries)
            resolved += notation::resolveText(e.text, lang, e.position).isResolved();
    }
    QVERIFY(resolved > 0);  // the work is used, so that it is not optimised away
}

QTEST_GUILESS_MAIN(BenchNotation)
#include "bench_notation.moc"
