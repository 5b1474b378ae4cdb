// SPDX-License-Identifier: GPL-3.0-or-later
// A floor under repair's accuracy: real games written as English and German sheets with one slip of a
// tired hand each (fixed seed), reconstructed as the product does it. The full evaluation, with its
// figures, is eval_repair (docs/repair.md); this keeps them from sliding back.

#include "corruptedgames.h"

#include <QTest>

class TestCorruptedGames : public QObject {
    Q_OBJECT

private slots:
    void singleSlipsAreRestored();
};

void TestCorruptedGames::singleSlipsAreRestored()
{
    QList<TrueGame> games = trueGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.san.pgn"));
    games.removeIf([](const TrueGame& g) { return g.moves.size() < 10; });
    games.resize(std::min<qsizetype>(games.size(), 80));
    Tally all, lookAlikes;
    for (notation::Language language : {notation::Language::English, notation::Language::German}) {
        SlipWriter writer(2026 + unsigned(language));
        for (const TrueGame& game : games) {
            const SlippedSheet sheet = writer.write(game, language, 1);
            Tally one;
            evaluate(game, sheet, one);
            all.add(one);
            if (sheet.slips.value(0).kind == SlipKind::LookAlike)
                lookAlikes.add(one);
        }
    }
    qInfo("%d sheets: %.1f%% restored exactly, %.1f%% of those the sheet alone decides, %.1f%% of the %d it "
          "cannot; look-alikes %.1f%%; search finished %.1f%%; true move in the top three %.1f%%; true game reached "
          "by picking among the alternatives %.1f%%; undecidable slips marked decided %d",
        all.sheets, all.exactShare(), all.exactAmongDecidable(), all.exactAmongUndecidable(), all.undecidable,
        lookAlikes.exactShare(), all.share(all.complete, all.sheets), all.share(all.top3, all.suggested),
        all.reachableShare(), all.claimedDecidedWrongly);
    QCOMPARE(all.sheets, 2 * int(games.size()));
    QVERIFY(lookAlikes.sheets > 20);
    QVERIFY(all.exactAmongDecidable() >= 95.0);  // 100 % on 2026-11-27 (issue 25's target: 97 %)
    QVERIFY(lookAlikes.exactShare() >= 95.0);
    // No change the sheet cannot decide is marked decided (issue 25).
    QCOMPARE(all.claimedDecidedWrongly, 0);
    // Where several moves fit (a blank, a move left out), the move prior picks: 30 % without it.
    QVERIFY(all.exactAmongUndecidable() >= 40.0);
    QVERIFY(all.share(all.complete, all.sheets) >= 95.0);
    QVERIFY(all.share(all.top3, all.suggested) >= 85.0);
    // Picking among the alternatives of undecided changes reaches the true game (98.1 % on 2026-11-27).
    QVERIFY(all.reachableShare() >= 96.0);
}

QTEST_GUILESS_MAIN(TestCorruptedGames)
#include "tst_corruptedgames.moc"
