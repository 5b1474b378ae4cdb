// SPDX-License-Identifier: GPL-3.0-or-later
// Replay of whole scoresheets from text, as the app does on every keystroke: parse, find the
// language by replaying, judge every entry, events. Also the parse alone.

#include "longestgame.h"

#include "sheet/replay.h"
#include "sheet/sheetparser.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>

class BenchSheet : public QObject {
    Q_OBJECT

private slots:
    void medianReplayOf200Plies();
    void replay200Plies();
    void parse200Plies();
};

// The figure docs/benchmarks.md quotes: median of 101 replays of a 200-ply German sheet, language auto.
void BenchSheet::medianReplayOf200Plies()
{
    const QString text = germanSheetOfLongestGame(200);
    QList<double> micros;
    int plies = 0;
    for (int i = 0; i < 101; ++i) {
        QElapsedTimer timer;
        timer.start();
        const sheet::Record r = sheet::checkSheet(text, chess::Position::startPosition(), {});
        micros.append(double(timer.nsecsElapsed()) / 1000.0);
        plies = r.plies;
    }
    std::sort(micros.begin(), micros.end());
    qInfo("200-ply German sheet, language found by replaying: median %.1f us (min %.1f, max %.1f) over 101 runs",
        micros[50], micros.front(), micros.back());
    QCOMPARE(plies, 200);
}

void BenchSheet::replay200Plies()
{
    const QString text = germanSheetOfLongestGame(200);
    QBENCHMARK { sheet::checkSheet(text, chess::Position::startPosition(), {}); }
}

void BenchSheet::parse200Plies()
{
    const QString text = germanSheetOfLongestGame(200);
    QBENCHMARK { sheet::parseSheet(text); }
}

QTEST_GUILESS_MAIN(BenchSheet)
#include "bench_sheet.moc"
