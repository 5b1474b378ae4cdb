// SPDX-License-Identifier: GPL-3.0-or-later
// The walk through a list of moves (MoveWalk, positionAfter): each move is met once, in order, with its
// ply and the position the moves before it lead to; a reconstruction's and a reconciliation's game are
// written and shown from it.

#include "chess/fen.h"
#include "chess/movewalk.h"
#include "chess/uci.h"

#include <QTest>

#include <string>
#include <vector>

class TestMoveWalk : public QObject {
    Q_OBJECT

private slots:
    void eachMoveMeetsThePositionBeforeIt();
    void positionAfterPlaysTheGivenMovesOnly();
    void anEmptyGameIsNoStep();
};

namespace {

// 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6: the positions before each move, as FEN (the en passant square written
// after every double step, as the PGN standard 16.1.3.4 does).
const std::vector<std::string> Ruy = {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"};
const std::vector<std::string> FensBefore = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
};

std::vector<chess::Move> movesOf(const std::vector<std::string>& uci)
{
    std::vector<chess::Move> moves;
    chess::Position p = chess::Position::startPosition();
    for (const std::string& u : uci) {
        const chess::Move m = chess::parseUci(p, u);
        if (m.isNone())
            qFatal("not legal: %s", u.c_str());
        moves.push_back(m);
        p.doMove(m);
    }
    return moves;
}

}  // namespace

void TestMoveWalk::eachMoveMeetsThePositionBeforeIt()
{
    const std::vector<chess::Move> moves = movesOf(Ruy);
    const chess::Position start = chess::Position::startPosition();
    int met = 0;
    for (const chess::WalkedMove& w : chess::MoveWalk(start, moves)) {
        QCOMPARE(w.ply, met);
        QCOMPARE(chess::toUci(w.before, w.move), Ruy[met]);
        QCOMPARE(QString::fromStdString(chess::toFen(w.before)), QString::fromStdString(FensBefore[met]));
        ++met;
    }
    QCOMPARE(met, int(Ruy.size()));
}

void TestMoveWalk::positionAfterPlaysTheGivenMovesOnly()
{
    const std::vector<chess::Move> moves = movesOf(Ruy);
    const chess::Position start = chess::Position::startPosition();
    for (std::size_t n = 0; n < FensBefore.size(); ++n)
        QCOMPARE(QString::fromStdString(chess::toFen(chess::positionAfter(start, std::span(moves).first(n)))),
            QString::fromStdString(FensBefore[n]));
    QCOMPARE(chess::toFen(chess::positionAfter(start, moves)),
        std::string("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"));
}

void TestMoveWalk::anEmptyGameIsNoStep()
{
    const chess::Position start = chess::Position::startPosition();
    int met = 0;
    for ([[maybe_unused]] const chess::WalkedMove& w : chess::MoveWalk(start, {}))
        ++met;
    QCOMPARE(met, 0);
}

QTEST_APPLESS_MAIN(TestMoveWalk)
#include "tst_movewalk.moc"
