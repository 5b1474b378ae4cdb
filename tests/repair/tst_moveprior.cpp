// SPDX-License-Identifier: GPL-3.0-or-later
// The rough material judgement that orders moves a sheet cannot tell apart (what stood in a blank).

#include "chess/fen.h"
#include "chess/uci.h"
#include "repair/moveprior.h"

#include <QTest>

class TestMovePrior : public QObject {
    Q_OBJECT

private slots:
    void naturalMoveFirst_data();
    void naturalMoveFirst();
};

void TestMovePrior::naturalMoveFirst_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("natural");
    QTest::addColumn<QString>("other");

    QTest::newRow("the queen left en prise is taken") << "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1"
                                                      << "d1d5"
                                                      << "e1f2";
    QTest::newRow("the knight does not step where a pawn takes it") << "4k3/8/3p4/8/8/5N2/8/4K3 w - - 0 1"
                                                                    << "f3g5"
                                                                    << "f3e5";
    QTest::newRow("the attacked rook is saved") << "4k3/8/8/8/8/1n6/8/R3K3 w - - 0 1"
                                                << "a1a7"
                                                << "e1f2";
    QTest::newRow("a king takes no guarded piece") << "8/8/8/4k3/8/2P5/3R4/4K3 w - - 0 1"
                                                   << "d2d4"
                                                   << "d2d6";
    QTest::newRow("a pawn takes a loose knight") << "4k3/8/8/3n4/4P3/5P2/8/4K3 w - - 0 1"
                                                 << "e4d5"
                                                 << "f3f4";
    QTest::newRow("castling over a king step") << "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
                                               << "e1g1"
                                               << "e1f1";
    QTest::newRow("promotion to a queen over a knight") << "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
                                                        << "a7a8q"
                                                        << "a7a8n";
    QTest::newRow("a knight heads for the centre") << "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1"
                                                   << "g1f3"
                                                   << "g1h3";
    QTest::newRow("the king stays at home while queens are on") << "3qk3/8/8/8/8/8/P7/3QK3 w - - 0 1"
                                                                << "a2a3"
                                                                << "e1e2";
    QTest::newRow("without queens the king comes out") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                                       << "e1e2"
                                                       << "e1f1";
    QTest::newRow("a centre pawn goes forward, a flank pawn stays")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        << "d2d3"
        << "h2h3";
    QTest::newRow("a rook goes to the open file") << "2r3k1/pp2pppp/8/8/8/8/PP1PPPPP/4RRK1 w - - 0 1"
                                                  << "e1c1"
                                                  << "e1d1";
    QTest::newRow("en passant takes a pawn") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
                                             << "e5d6"
                                             << "e1d1";
}

void TestMovePrior::naturalMoveFirst()
{
    QFETCH(QString, fen);
    QFETCH(QString, natural);
    QFETCH(QString, other);
    const chess::Position p = *chess::parseFen(fen.toStdString()).position;
    const chess::Move a = chess::parseUci(p, natural.toStdString()), b = chess::parseUci(p, other.toStdString());
    QVERIFY(!a.isNone() && !b.isNone());
    QVERIFY2(repair::plausibility(p, a) > repair::plausibility(p, b),
        qPrintable(QStringLiteral("%1: %2, %3: %4")
                       .arg(natural)
                       .arg(repair::plausibility(p, a))
                       .arg(other)
                       .arg(repair::plausibility(p, b))));
}

QTEST_GUILESS_MAIN(TestMovePrior)
#include "tst_moveprior.moc"
