// SPDX-License-Identifier: GPL-3.0-or-later
// The split of the shared games and sheets into repair's tuning half and held-out half (datasplit.h,
// docs/repair.md): fixed by place, half and half, and the sheets the model was shaped on on the tuning side.

#include "datasplit.h"
#include "pgngames.h"
#include "slippedsheets.h"

#include <QTest>

class TestDataSplit : public QObject {
    Q_OBJECT

private slots:
    void placesAlternate_data();
    void placesAlternate();
    void theSharedGamesSplitHalfAndHalf();
    void hcsSheetsSplitByGame();
};

void TestDataSplit::placesAlternate_data()
{
    QTest::addColumn<int>("place");
    QTest::addColumn<Half>("half");
    QTest::newRow("the first game of a file tunes") << 1 << Half::Tuning;
    QTest::newRow("the second is held out") << 2 << Half::HeldOut;
    QTest::newRow("the 489th tunes") << 489 << Half::Tuning;
    QTest::newRow("the 490th is held out") << 490 << Half::HeldOut;
}

void TestDataSplit::placesAlternate()
{
    QFETCH(int, place);
    QFETCH(Half, half);
    QCOMPARE(halfByPlace(place), half);
}

void TestDataSplit::theSharedGamesSplitHalfAndHalf()
{
    const QList<TrueGame> games = trueGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.san.pgn"));
    int tuning = 0, heldOut = 0;
    for (const TrueGame& game : games)
        (halfByPlace(game.place) == Half::Tuning ? tuning : heldOut) += 1;
    // 490 games; the 489th starts from a set-up position and is not used.
    QCOMPARE(games.size(), 489);
    QCOMPARE(games.last().place, 490);
    QCOMPARE(tuning, 244);
    QCOMPARE(heldOut, 245);
}

void TestDataSplit::hcsSheetsSplitByGame()
{
    QStringList ids;
    for (const pgn::PgnGame& game : pgnGames(QStringLiteral(SCORECHECK_TEST_DATA "/scoresheets/hcs_shared_sheets.pgn")))
        ids.append(game.tag(QStringLiteral("SheetId")));
    const HcsSplit split(ids);
    int tuning = 0;
    for (const QString& id : ids) {
        tuning += split.half(id) == Half::Tuning;
        // Both players' copies of a game on one side: pairing reads them together.
        QCOMPARE(split.half(id), split.half(id.section(u'_', 0, 0) + QStringLiteral("_0")));
    }
    for (const char* shaped : {"009_0", "013_1", "099_0", "103_1"})
        QCOMPARE(split.half(QLatin1String(shaped)), Half::Tuning);
    QCOMPARE(split.half(QStringLiteral("002_0")), Half::Tuning);  // the first game in the file
    QCOMPARE(split.half(QStringLiteral("018_0")), Half::HeldOut);  // the fourth
    QCOMPARE(ids.size(), 47);
    QCOMPARE(tuning, 25);
}

QTEST_GUILESS_MAIN(TestDataSplit)
#include "tst_datasplit.moc"
