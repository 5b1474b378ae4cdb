// SPDX-License-Identifier: GPL-3.0-or-later
// Replay of whole scoresheets from text, as the app does on every keystroke: parse, find the
// language by replaying, judge every entry, events. Also the parse alone.

#include "longestgame.h"

#include "sheet/replay.h"
#include "sheet/sheetparser.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <optional>

Q_DECLARE_METATYPE(notation::Language)

class BenchSheet : public QObject {
    Q_OBJECT

private slots:
    void medianReplayOf200Plies();
    void replay200Plies();
    void parse200Plies();
    void autoLanguageAgainstKnown_data();
    void autoLanguageAgainstKnown();
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

void BenchSheet::autoLanguageAgainstKnown_data()
{
    QTest::addColumn<notation::Language>("language");
    for (notation::Language l : {notation::Language::English, notation::Language::German, notation::Language::Russian,
             notation::Language::Greek, notation::Language::Turkish, notation::Language::Hebrew})
        QTest::newRow(notation::languageInfo(l).code) << l;
}

// Issue 24's target: a sheet replayed with its language to be found takes at most 1.2 times as long as
// with its language given. Paired, interleaved rounds; the median of the rounds' ratios.
void BenchSheet::autoLanguageAgainstKnown()
{
    QFETCH(notation::Language, language);
    const QString text = sheetOfLongestGame(200, language);
    const chess::Position start = chess::Position::startPosition();
    const sheet::Record found = sheet::checkSheet(text, start, {std::nullopt, notation::Language::English});
    QCOMPARE(found.plies, 200);
    QCOMPARE(found.language, language);
    const auto time = [&](std::optional<notation::Language> given) {
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < 10; ++i)
            sheet::checkSheet(text, start, {given, notation::Language::English});
        return double(timer.nsecsElapsed());
    };
    QList<double> ratios;
    for (int round = 0; round < 41; ++round) {
        const double automatic = time(std::nullopt);
        ratios.append(automatic / time(language));
    }
    std::sort(ratios.begin(), ratios.end());
    qInfo("%s: auto / known %.3f (median of 41 paired rounds, range %.3f-%.3f)", notation::languageInfo(language).code,
        ratios[20], ratios.front(), ratios.back());
    QVERIFY(ratios[20] <= 1.2);
}

QTEST_GUILESS_MAIN(BenchSheet)
#include "bench_sheet.moc"
