// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of the rules engine (run with `ctest -L bench` or directly; add -callgrind for
// instruction counts). The comparison with Stockfish is scripts/bench-perft.sh.

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/perft.h"

#include <QTest>

class BenchPerft : public QObject {
    Q_OBJECT

private slots:
    void perft_data();
    void perft();
    void generateMoves_data();
    void generateMoves();
    void makeAndUnmake();
};

void BenchPerft::perft_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("nodes");
    QTest::newRow("start position, depth 5")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << 5 << quint64(4865609);
    QTest::newRow("Kiwipete, depth 4") << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" << 4
                                       << quint64(4085603);
}

void BenchPerft::perft()
{
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(quint64, nodes);
    chess::Position position = *chess::parseFen(fen.toStdString()).position;
    quint64 counted = 0;
    QBENCHMARK { counted = chess::perft(position, depth); }
    QCOMPARE(counted, nodes);
}

void BenchPerft::generateMoves_data() { perft_data(); }

void BenchPerft::generateMoves()
{
    QFETCH(QString, fen);
    const chess::Position position = *chess::parseFen(fen.toStdString()).position;
    std::size_t n = 0;
    QBENCHMARK
    {
        chess::MoveList moves;
        chess::generateLegalMoves(position, moves);
        n = moves.size();
    }
    QVERIFY(n > 0);
}

void BenchPerft::makeAndUnmake()
{
    chess::Position position
        = *chess::parseFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").position;
    chess::MoveList moves;
    chess::generateLegalMoves(position, moves);
    const std::uint64_t key = position.key();
    QBENCHMARK
    {
        for (chess::Move m : moves) {
            const chess::Position::Undo undo = position.doMoveToUndo(m);
            position.undoMove(m, undo);
        }
    }
    QCOMPARE(position.key(), key);
}

QTEST_GUILESS_MAIN(BenchPerft)
#include "bench_perft.moc"
