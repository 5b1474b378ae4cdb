// SPDX-License-Identifier: GPL-3.0-or-later
// Checkmate, stalemate and insufficient material, read off the board.

#include "fenerror.h"

#include "chess/fen.h"
#include "chess/status.h"

#include <QTest>

class TestStatus : public QObject {
    Q_OBJECT

private slots:
    void states_data();
    void states();
};

void TestStatus::states_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("checkmate");
    QTest::addColumn<bool>("stalemate");
    QTest::addColumn<bool>("insufficient");

    QTest::newRow("start position") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << false << false
                                    << false;
    QTest::newRow("fool's mate") << "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3" << true << false
                                 << false;
    QTest::newRow("back-rank mate") << "6k1/5ppp/8/8/8/8/8/3R2K1 b - - 0 1" << false << false << false;
    QTest::newRow("back-rank mate delivered") << "3R2k1/5ppp/8/8/8/8/8/6K1 b - - 0 1" << true << false << false;
    QTest::newRow("check that can be answered") << "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1" << false << false << false;
    QTest::newRow("king in the corner stalemated by a queen")
        << "k7/8/1Q6/8/8/8/8/6K1 b - - 0 1" << false << true << false;
    QTest::newRow("stalemate with a blocked pawn") << "8/8/8/8/8/5k2/5p2/5K2 w - - 0 1" << false << true << false;
    QTest::newRow("king against king") << "8/8/4k3/8/8/3K4/8/8 w - - 0 1" << false << false << true;
    QTest::newRow("king and knight against king") << "8/8/4k3/8/8/3K4/5N2/8 w - - 0 1" << false << false << true;
    QTest::newRow("king and bishop against king") << "8/8/4k3/8/8/3K4/5B2/8 b - - 0 1" << false << false << true;
    QTest::newRow("bishops on squares of one colour") << "8/8/4k3/2b5/8/3K4/5B2/8 w - - 0 1" << false << false << true;
    QTest::newRow("bishops on squares of both colours can still mate")
        << "8/8/4k3/3b4/8/3K4/5B2/8 w - - 0 1" << false << false << false;
    QTest::newRow("knight against knight can still mate")
        << "8/8/4k3/3n4/8/3K4/5N2/8 w - - 0 1" << false << false << false;
    QTest::newRow("two knights against a bare king are not dead")
        << "8/8/4k3/8/8/3K4/4NN2/8 w - - 0 1" << false << false << false;
    QTest::newRow("a single pawn keeps mate possible") << "8/8/4k3/8/8/3K4/5P2/8 w - - 0 1" << false << false << false;
    QTest::newRow("a rook keeps mate possible") << "8/8/4k3/8/8/3K4/5R2/8 w - - 0 1" << false << false << false;
}

void TestStatus::states()
{
    QFETCH(QString, fen);
    QFETCH(bool, checkmate);
    QFETCH(bool, stalemate);
    QFETCH(bool, insufficient);
    const chess::FenResult read = chess::parseFen(fen.toStdString());
    QVERIFY2(read.position, fenError(read));
    QCOMPARE(chess::isCheckmate(*read.position), checkmate);
    QCOMPARE(chess::isStalemate(*read.position), stalemate);
    QCOMPARE(chess::hasInsufficientMaterial(*read.position), insufficient);
}

QTEST_GUILESS_MAIN(TestStatus)
#include "tst_status.moc"
