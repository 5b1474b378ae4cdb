// SPDX-License-Identifier: GPL-3.0-or-later
// The speed of repair: suggestions for one entry (they appear as the user types) and reconstruction of
// whole 60-move sheets with five slips. The figures docs/repair.md quotes.

#include "corruptedgames.h"

#include "repair/reconstruction.h"
#include "repair/suggestions.h"
#include "sheet/replay.h"
#include "sheet/sheetparser.h"

#include <QElapsedTimer>
#include <QTest>

#include <ctime>

namespace {

QList<TrueGame> gamesOfAtLeast(int plies)
{
    QList<TrueGame> games;
    for (const TrueGame& g : trueGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.san.pgn")))
        if (g.moves.size() >= plies) {
            games.append(g);
            games.last().moves.resize(plies);
        }
    return games;
}

void printMedian(const char* what, QList<double> micros)
{
    std::sort(micros.begin(), micros.end());
    qInfo("%s: median %.1f us, 90th percentile %.1f us, max %.1f us over %d", what, micros[micros.size() / 2],
        micros[micros.size() * 9 / 10], micros.back(), int(micros.size()));
}

}  // namespace

class BenchRepair : public QObject {
    Q_OBJECT

private slots:
    void suggestionsForOneEntry();
    void reconstructionOf60MovesWithFiveSlips();
};

// German sheets of real games with a blank, or a look-alike slip, at ply 40: suggest() where the
// replay breaks.
void BenchRepair::suggestionsForOneEntry()
{
    QList<double> micros, cpuMicros;
    SlipWriter writer(7);
    const QString blank = QStringLiteral("-");
    for (const TrueGame& game : gamesOfAtLeast(60)) {
        const QString text = writer.write(game, notation::Language::German, 0).text();
        const QList<QStringView> entries = sheet::entryTexts(sheet::parseSheet(text), text);
        chess::Position p = game.start;
        for (int i = 0; i < 40; ++i)
            p.doMove(game.moves[i]);
        QString lookAlike = entries[40].toString();
        lookAlike.replace(u'c', u'e').replace(u'4', u'9').replace(u'1', u'7').replace(u'6', u'b');
        for (const QString& written : {blank, lookAlike}) {
            QList<QStringView> slipped = entries;
            slipped[40] = written;
            QElapsedTimer timer;
            timer.start();
            const std::clock_t cpuStart = std::clock();
            const QList<repair::Suggestion> s
                = repair::suggest(p, {std::span(slipped).subspan(40), notation::Language::German});
            micros.append(double(timer.nsecsElapsed()) / 1000.0);
            cpuMicros.append(1e6 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC);
            QVERIFY(!s.isEmpty());
        }
    }
    printMedian("suggestions for one entry (blank or look-alike at ply 40)", micros);
    printMedian("the same, CPU time", cpuMicros);
}

void BenchRepair::reconstructionOf60MovesWithFiveSlips()
{
    Tally tally;
    SlipWriter writer(60);
    for (const TrueGame& game : gamesOfAtLeast(120))
        evaluate(game, writer.write(game, notation::Language::German, 5), tally);
    QList<double> micros, cpuMicros;
    for (double ms : tally.millis)
        micros.append(ms * 1000.0);
    for (double ms : tally.cpuMillis)
        cpuMicros.append(ms * 1000.0);
    printMedian("reconstruction of a 60-move German sheet with five slips", micros);
    printMedian("the same, CPU time", cpuMicros);
    qInfo("restored exactly: %d of %d", tally.exact, tally.sheets);
}

QTEST_GUILESS_MAIN(BenchRepair)
#include "bench_repair.moc"
