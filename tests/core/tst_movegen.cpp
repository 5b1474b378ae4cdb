// SPDX-License-Identifier: GPL-3.0-or-later
// The rules that perft counts can hide: castling, en passant, promotion and pins, move by move.

#include "perftsuites.h"

#include "fenerror.h"

#include "chess/attacks.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/uci.h"

#include <QTest>

class TestMoveGen : public QObject {
    Q_OBJECT

private slots:
    void legality_data();
    void legality();
    void castlingIsWrittenAsKingMoveInUci();
    void movesToASquareAreTheLegalMovesThere_data();
    void movesToASquareAreTheLegalMovesThere();
    void slidingAttacksAreThoseAlongTheRays();
};

void TestMoveGen::legality_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<bool>("legal");

    QTest::newRow("castling short with a free path") << "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"
                                                     << "e1g1" << true;
    QTest::newRow("castling long with a free path") << "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"
                                                    << "e1c1" << true;
    QTest::newRow("no castling out of check") << "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"
                                              << "e1g1" << false;
    QTest::newRow("no castling through an attacked square") << "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1"
                                                            << "e1g1" << false;
    QTest::newRow("castling long while f1 is attacked") << "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1"
                                                        << "e1c1" << true;
    QTest::newRow("no castling into check") << "4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1"
                                            << "e1g1" << false;
    QTest::newRow("castling long although b1 is attacked") << "4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1"
                                                           << "e1c1" << true;
    QTest::newRow("no castling past a piece on b1") << "4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1"
                                                    << "e1c1" << false;
    QTest::newRow("no castling without the right") << "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1"
                                                   << "e1g1" << false;
    QTest::newRow("black castles short") << "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1"
                                         << "e8g8" << true;

    QTest::newRow("en passant right after the double step") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
                                                            << "e5d6" << true;
    QTest::newRow("no en passant without the double step") << "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2"
                                                           << "e5d6" << false;
    QTest::newRow("en passant takes the pawn that gives check") << "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1"
                                                                << "e4d3" << true;
    QTest::newRow("no en passant that opens the rank to the king") << "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1"
                                                                   << "e4d3" << false;
    QTest::newRow("no en passant by a pawn pinned on its file") << "2r1k3/8/8/2Pp4/8/8/8/2K5 w - d6 0 2"
                                                                << "c5d6" << false;
    QTest::newRow("en passant along the pin diagonal") << "5b2/4k3/8/2Pp4/1K6/8/8/8 w - d6 0 2"
                                                       << "c5d6" << true;

    for (const char* piece : {"q", "r", "b", "n"})
        QTest::newRow(qPrintable(QStringLiteral("promotion to %1").arg(piece)))
            << "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1" << QStringLiteral("e7e8%1").arg(piece) << true;
    QTest::newRow("a pawn on the seventh rank must promote") << "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1"
                                                             << "e7e8" << false;

    QTest::newRow("a pinned knight cannot move") << "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"
                                                 << "e2c3" << false;
    QTest::newRow("a pinned rook moves along the pin") << "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1"
                                                       << "e2e5" << true;
    QTest::newRow("a pinned rook cannot leave the pin") << "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1"
                                                        << "e2d2" << false;
    QTest::newRow("a pinned rook takes the pinner") << "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1"
                                                    << "e2e7" << true;
    QTest::newRow("the king cannot step back along the checking line") << "4k3/4r3/8/8/8/8/8/4K3 w - - 0 1"
                                                                       << "e1e2" << false;
    QTest::newRow("in double check only the king moves") << "4k3/4r3/8/8/1b6/8/3N4/4K3 w - - 0 1"
                                                         << "d2b3" << false;
}

void TestMoveGen::legality()
{
    QFETCH(QString, fen);
    QFETCH(QString, uci);
    QFETCH(bool, legal);
    const chess::FenResult read = chess::parseFen(fen.toStdString());
    QVERIFY2(read.position, fenError(read));
    QCOMPARE(!chess::parseUci(*read.position, uci.toStdString()).isNone(), legal);
}

void TestMoveGen::castlingIsWrittenAsKingMoveInUci()
{
    const chess::Position p = *chess::parseFen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").position;
    chess::MoveList moves;
    chess::generateLegalMoves(p, moves);
    QStringList castlings;
    for (chess::Move m : moves)
        if (m.kind() == chess::MoveKind::Castling)
            castlings << QString::fromStdString(chess::toUci(p, m));
    castlings.sort();
    QCOMPARE(castlings, QStringList({"e1c1", "e1g1"}));
}

void TestMoveGen::movesToASquareAreTheLegalMovesThere_data()
{
    QTest::addColumn<QString>("fen");
    for (const QString& fen : perftSuiteFens())
        QTest::newRow(qPrintable(fen)) << fen;
}

// generateLegalMovesTo, asked for every piece type and square, finds exactly the legal moves
// (castling aside), generateLegalCastling exactly the castlings, and hasLegalMove whether there is
// any, two plies deep from every perft position.
void TestMoveGen::movesToASquareAreTheLegalMovesThere()
{
    QFETCH(QString, fen);
    chess::Position root = *chess::parseFen(fen.toStdString()).position;
    chess::MoveList firstMoves;
    chess::generateLegalMoves(root, firstMoves);
    for (std::size_t i = 0; i <= firstMoves.size(); ++i) {
        chess::Position p = root;
        if (i < firstMoves.size())
            p.doMove(firstMoves[i]);
        chess::MoveList all, targeted, castling;
        chess::generateLegalMoves(p, all);
        chess::generateLegalCastling(p, castling);
        for (int sq = 0; sq < chess::SquareCount; ++sq)
            for (int t = int(chess::PieceType::Pawn); t <= int(chess::PieceType::King); ++t)
                chess::generateLegalMovesTo(p, chess::PieceType(t), chess::Square(sq), ~chess::Bitboard(0), targeted);
        std::size_t castlings = 0;
        for (chess::Move m : all) {
            if (m.kind() == chess::MoveKind::Castling) {
                ++castlings;
                QVERIFY2(castling.contains(m),
                    qPrintable(QString::fromStdString(chess::toFen(p) + " misses castling " + chess::toUci(p, m))));
            } else
                QVERIFY2(targeted.contains(m),
                    qPrintable(QString::fromStdString(chess::toFen(p) + " misses " + chess::toUci(p, m))));
        }
        QCOMPARE(targeted.size(), all.size() - castlings);
        QCOMPARE(castling.size(), castlings);
        QCOMPARE(chess::hasLegalMove(p), !all.empty());
    }
}

namespace {

// Sliding attacks the slow and plain way, square by square along each ray, to check the quick ones.
chess::Bitboard attacksAlongRays(
    std::initializer_list<std::pair<int, int>> directions, chess::Square s, chess::Bitboard occupied)
{
    chess::Bitboard attacks = 0;
    for (const auto& [df, dr] : directions)
        for (int f = chess::fileOf(s) + df, r = chess::rankOf(s) + dr; f >= 0 && f < 8 && r >= 0 && r < 8;
             f += df, r += dr) {
            const chess::Bitboard b = chess::bit(chess::makeSquare(f, r));
            attacks |= b;
            if (occupied & b)
                break;
        }
    return attacks;
}

chess::Bitboard rookAlongRays(chess::Square s, chess::Bitboard occupied)
{
    return attacksAlongRays({{1, 0}, {-1, 0}, {0, 1}, {0, -1}}, s, occupied);
}

chess::Bitboard bishopAlongRays(chess::Square s, chess::Bitboard occupied)
{
    return attacksAlongRays({{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}, s, occupied);
}

}  // namespace

// Both quick ways of working out sliding attacks (the magic tables are filled from the lines, so each
// is checked against the rays) must be right on every square, for boards from empty to full.
void TestMoveGen::slidingAttacksAreThoseAlongTheRays()
{
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;  // xorshift: the same boards every run
    const auto next = [&state] {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    };
    for (int sq = 0; sq < chess::SquareCount; ++sq) {
        const chess::Square s = chess::Square(sq);
        for (int i = 0; i < 3000; ++i) {
            // Sparse, medium and dense boards: AND of three, of two, or one random word.
            const chess::Bitboard occupied = i % 3 == 0 ? next() & next() & next()
                : i % 3 == 1                            ? next() & next()
                                                        : next();
            QCOMPARE(chess::rookAttacksByLines(s, occupied), rookAlongRays(s, occupied));
            QCOMPARE(chess::bishopAttacksByLines(s, occupied), bishopAlongRays(s, occupied));
            QCOMPARE(chess::rookAttacks(s, occupied), rookAlongRays(s, occupied));
            QCOMPARE(chess::bishopAttacks(s, occupied), bishopAlongRays(s, occupied));
        }
        for (const chess::Bitboard board : {chess::Bitboard(0), ~chess::Bitboard(0)}) {
            QCOMPARE(chess::rookAttacks(s, board), rookAlongRays(s, board));
            QCOMPARE(chess::bishopAttacks(s, board), bishopAlongRays(s, board));
            QCOMPARE(chess::rookAttacksByLines(s, board), rookAlongRays(s, board));
            QCOMPARE(chess::bishopAttacksByLines(s, board), bishopAlongRays(s, board));
        }
    }
}

QTEST_GUILESS_MAIN(TestMoveGen)
#include "tst_movegen.moc"
