// SPDX-License-Identifier: GPL-3.0-or-later
// The arbiter's report of a 120-move sheet (240 plies) with eight diagrams, from the record to the last
// byte of its PDF: what `scorecheck-cli report` and File > Export Report as PDF spend on it, start-up
// aside. The target is under one second (issue 22; docs/benchmarks.md).

#include "diagramchoice.h"
#include "longestgame.h"
#include "reportprinter.h"

#include "sheet/replay.h"
#include "sheet/sheetparser.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QPdfWriter>
#include <QTest>

class BenchReport : public QObject {
    Q_OBJECT

private slots:
    void reportOf120MovesWithEightDiagrams();
};

void BenchReport::reportOf120MovesWithEightDiagrams()
{
    report::Case sheetCase;
    sheetCase.text = germanSheetOfLongestGame(240);
    sheetCase.record
        = sheet::replay(sheetCase.text, sheet::parseSheet(sheetCase.text), chess::Position::startPosition(), {});
    QCOMPARE(sheetCase.record.plies, 240);
    // The positions that matter (the game's repetitions, the final position), and plies chosen up to eight.
    for (int ply = 10; report::chooseDiagrams(sheetCase.record, sheetCase.chosenPlies).size() < 8; ply += 25)
        sheetCase.chosenPlies << ply;
    QCOMPARE(report::chooseDiagrams(sheetCase.record, sheetCase.chosenPlies).size(), 8);
    const report::Settings settings{
        report::AllParts, QStringLiteral("Arbiter"), QDateTime::currentDateTime(), QLocale()};
    qint64 bytes = 0;
    QElapsedTimer slowest;  // the target for one report: under a second
    qint64 slowestMs = 0;
    QBENCHMARK
    {
        slowest.start();
        QBuffer pdf;
        pdf.open(QIODevice::WriteOnly);
        QPdfWriter writer(&pdf);
        writer.setResolution(300);
        QVERIFY(report::print({sheetCase}, settings, writer));
        bytes = pdf.size();
        slowestMs = std::max(slowestMs, slowest.elapsed());
    }
    QVERIFY(bytes > 10000);
    QVERIFY2(slowestMs < 1000, qPrintable(QStringLiteral("%1 ms").arg(slowestMs)));
}

QTEST_MAIN(BenchReport)
#include "bench_report.moc"
