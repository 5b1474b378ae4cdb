// SPDX-License-Identifier: GPL-3.0-or-later
// Perft: the node counts of every position of the three suites under tests/data/perft/.
// Built twice: the default run takes the pairs up to PERFT_MAX_NODES, the `slow` run the rest.

#include "perftsuites.h"

#include "fenerror.h"

#include "chess/fen.h"
#include "chess/perft.h"

#include <QTest>

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void suiteCounts_data();
    void suiteCounts();
    void divideAddsUpToPerft_data();
    void divideAddsUpToPerft();
};

void TestPerft::suiteCounts_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("nodes");
    int rows = 0;
    for (const PerftCase& c : readPerftSuites()) {
        if (c.nodes + 1 < quint64(PERFT_MIN_NODES) + 1 || c.nodes > quint64(PERFT_MAX_NODES))
            continue;
        QTest::newRow(qPrintable(QStringLiteral("%1 at depth %2").arg(c.name).arg(c.depth)))
            << c.fen << c.depth << c.nodes;
        ++rows;
    }
    QVERIFY2(rows > 0, "no perft cases in range: the suites were not found or not read");
}

void TestPerft::suiteCounts()
{
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(quint64, nodes);
    const chess::FenResult read = chess::parseFen(fen.toStdString());
    QVERIFY2(read.position, fenError(read));
    chess::Position position = *read.position;
    QCOMPARE(quint64(chess::perft(position, depth)), nodes);
    QCOMPARE(QString::fromStdString(chess::toFen(position)), QString::fromStdString(chess::toFen(*read.position)));
}

void TestPerft::divideAddsUpToPerft_data()
{
    QTest::addColumn<QString>("fen");
    QTest::newRow("start position") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("Kiwipete") << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    QTest::newRow("Chess960 castling with the rook shielding the king") << "4r3/3k4/8/8/8/8/6PP/qR1K1R2 w KQ - 0 1";
}

void TestPerft::divideAddsUpToPerft()
{
    QFETCH(QString, fen);
    chess::Position position = *chess::parseFen(fen.toStdString()).position;
    quint64 sum = 0;
    const auto divide = chess::perftDivide(position, 3);
    for (const chess::PerftDivide& d : divide)
        sum += d.nodes;
    QCOMPARE(sum, quint64(chess::perft(position, 3)));
    QCOMPARE(qsizetype(divide.size()), qsizetype(chess::perft(position, 1)));
}

QTEST_GUILESS_MAIN(TestPerft)
#include "tst_perft.moc"
