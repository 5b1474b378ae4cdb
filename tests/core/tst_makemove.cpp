// SPDX-License-Identifier: GPL-3.0-or-later
// Make/unmake: for every move two plies deep from every perft position, the incremental key
// equals the key computed from scratch, checkersAfter() foresees the checks, and taking the move
// back restores FEN and key exactly.

#include "perftsuites.h"

#include "fenerror.h"

#include "chess/castling.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/uci.h"

#include <QTest>

class TestMakeMove : public QObject {
    Q_OBJECT

private slots:
    void undoRestoresPosition_data();
    void undoRestoresPosition();
    void castlingSideAndKingTarget();
    void clocksAndCounters();

private:
    static void walk(chess::Position& position, int depth, int& checked);
};

// Checks every move at this node, then recurses.
void TestMakeMove::walk(chess::Position& position, int depth, int& checked)
{
    if (depth == 0)
        return;
    chess::MoveList moves;
    chess::generateLegalMoves(position, moves);
    const std::string fenBefore = chess::toFen(position);
    const std::uint64_t keyBefore = position.key();
    for (chess::Move m : moves) {
        const chess::Bitboard predicted = position.checkersAfter(m);
        const chess::Position::Undo undo = position.doMoveToUndo(m);
        if (predicted != position.checkers())
            QFAIL(qPrintable(
                QString::fromStdString("checkersAfter() is wrong for " + fenBefore + " + " + std::to_string(m.raw()))));
        const std::string fenAfter = chess::toFen(position);
        const chess::FenResult fresh = chess::parseFen(fenAfter);
        if (!fresh.position)
            QFAIL(qPrintable(QString::fromStdString(fenBefore + " + " + chess::toUci(position, m)
                + " gives a FEN that does not load: " + fenError(fresh).toStdString())));
        if (fresh.position->key() != position.key() || !(*fresh.position == position)
            || fresh.position->checkers() != position.checkers())
            QFAIL(qPrintable(QString::fromStdString("incremental state differs from scratch after " + fenBefore + " + "
                + std::to_string(m.raw()) + " -> " + fenAfter)));
        walk(position, depth - 1, checked);
        position.undoMove(m, undo);
        if (position.key() != keyBefore || chess::toFen(position) != fenBefore)
            QFAIL(qPrintable(
                QString::fromStdString("undo did not restore " + fenBefore + ", got " + chess::toFen(position))));
        ++checked;
    }
}

void TestMakeMove::undoRestoresPosition_data()
{
    QTest::addColumn<QString>("fen");
    for (const QString& fen : perftSuiteFens())
        QTest::newRow(qPrintable(fen)) << fen;
}

void TestMakeMove::undoRestoresPosition()
{
    QFETCH(QString, fen);
    chess::Position position = *chess::parseFen(fen.toStdString()).position;
    int checked = 0;
    walk(position, 2, checked);
    QVERIFY(checked > 0 || chess::countLegalMoves(position) == 0);
}

// Castling is held as the king taking its own rook: chess::castlingSide reads the side from the rook's
// place, and the king lands where castlingKingTarget says, in standard chess and Chess960 (FIDE 3.8.2).
void TestMakeMove::castlingSideAndKingTarget()
{
    for (const char* fen : {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "1r4kr/8/8/8/8/8/8/1R4KR w BHbh - 0 1",
             "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"}) {
        const chess::FenResult read = chess::parseFen(fen);
        QVERIFY2(read.position, fen);
        chess::MoveList castling;
        chess::generateLegalCastling(*read.position, castling);
        QCOMPARE(castling.size(), std::size_t(2));
        for (chess::Move m : castling) {
            const chess::Color us = read.position->sideToMove();
            const bool towardsH = chess::fileOf(m.to()) > chess::fileOf(m.from());
            QCOMPARE(chess::castlingSide(m), towardsH ? chess::CastlingSide::King : chess::CastlingSide::Queen);
            chess::Position after = *read.position;
            after.doMove(m);
            QCOMPARE(after.kingSquare(us), chess::castlingKingTarget(us, m));
        }
    }
}

void TestMakeMove::clocksAndCounters()
{
    chess::Position p = chess::Position::startPosition();
    auto play = [&p](const char* uci) {
        const chess::Move m = chess::parseUci(p, uci);
        QVERIFY2(!m.isNone(), uci);
        p.doMove(m);
    };
    play("g1f3");
    QCOMPARE(p.halfmoveClock(), 1);
    QCOMPARE(p.fullmoveNumber(), 1);
    play("d7d5");  // a pawn move resets the fifty-move count
    QCOMPARE(p.halfmoveClock(), 0);
    QCOMPARE(p.fullmoveNumber(), 2);
    play("f3e5");
    play("b8c6");
    QCOMPARE(p.halfmoveClock(), 2);
    play("e5c6");  // a capture resets it too
    QCOMPARE(p.halfmoveClock(), 0);
    QCOMPARE(QString::fromStdString(chess::toFen(p)),
        QStringLiteral("r1bqkbnr/ppp1pppp/2N5/3p4/8/8/PPPPPPPP/RNBQKB1R b KQkq - 0 3"));
}

QTEST_GUILESS_MAIN(TestMakeMove)
#include "tst_makemove.moc"
