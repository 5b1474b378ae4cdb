// SPDX-License-Identifier: GPL-3.0-or-later
// The draws the board itself makes (FIDE 9.6): a position standing for the fifth time, and seventy-five
// moves by each side without a capture or pawn move, unless the last of them mates.

#include "chess/fen.h"
#include "sheet/replay.h"

#include <QFile>
#include <QTest>

using notation::Language;
using sheet::EventKind;

namespace {

const sheet::GameEvent* findEvent(const sheet::Record& r, EventKind kind)
{
    for (const sheet::GameEvent& e : r.events)
        if (e.kind == kind)
            return &e;
    return nullptr;
}

// Marshall-Capablanca, New York 1909, game 1, as played, without its result: the position after
// 25. a4 (queens on b4 and f6, Black to move) stands again after 27. Qb4 and 29. Qb4.
QString marshallCapablanca()
{
    QFile f(QStringLiteral(SCORECHECK_TEST_DATA "/pgn-edge-cases/pgn-extract/infiles/test-repetition.pgn"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open test-repetition.pgn");
    const QString text = QString::fromUtf8(f.readAll());
    const QString end = QStringLiteral("30. Qf4+ Qf6\n1/2-1/2\n");
    const qsizetype at = text.indexOf(end);
    if (at < 0)
        qFatal("test-repetition.pgn has changed");
    return text.left(at) + QStringLiteral("30. Qf4+ Qf6\n");
}

sheet::Record check(const QString& text, const chess::Position& start = chess::Position::startPosition())
{
    return sheet::checkSheet(text, start, {Language::English, Language::English});
}

}  // namespace

class TestDrawRules : public QObject {
    Q_OBJECT

private slots:
    void fourTimesIsNoFivefold();
    void fifthTimeDrawsTheGame();
    void seventyFiveMovesDrawTheGame();
    void mateOnTheSeventyFifthMoveStands();
};

// Had the players not claimed, the same queen moves would have brought the position back a fourth
// time after 31. Qb4: a draw may be claimed (9.2), but the game goes on.
void TestDrawRules::fourTimesIsNoFivefold()
{
    const sheet::Record r = check(marshallCapablanca() + QStringLiteral("31. Qb4"));
    QCOMPARE(r.plies, 61);
    QVERIFY(findEvent(r, EventKind::Threefold));
    QVERIFY(!findEvent(r, EventKind::Fivefold));
    QVERIFY(r.resultOnBoard.isEmpty());
}

// ... and a fifth time after 33. Qb4: the game is drawn, claimed or not (9.6.1).
void TestDrawRules::fifthTimeDrawsTheGame()
{
    const sheet::Record r = check(marshallCapablanca() + QStringLiteral("31. Qb4 Qe7 32. Qf4+ Qf6 33. Qb4"));
    QCOMPARE(r.plies, 65);
    const sheet::GameEvent* fivefold = findEvent(r, EventKind::Fivefold);
    QVERIFY(fivefold);
    QCOMPARE(fivefold->ply, 65);
    QCOMPARE(fivefold->plies, QList<int>({49, 53, 57, 61, 65}));
    QCOMPARE(r.resultOnBoard, QStringLiteral("1/2-1/2"));
}

// The half-move clock stands at 149: the next move, if it is no capture or pawn move, is the 75th of
// each side. A rook move that does not mate ends the game in a draw (9.6.2)...
void TestDrawRules::seventyFiveMovesDrawTheGame()
{
    const chess::Position start = *chess::parseFen("7k/8/6K1/8/8/8/8/R7 w - - 149 120").position;
    const sheet::Record r = check("120. Ra7", start);
    QCOMPARE(r.plies, 1);
    const sheet::GameEvent* seventyFive = findEvent(r, EventKind::SeventyFiveMoves);
    QVERIFY(seventyFive);
    QCOMPARE(seventyFive->ply, 1);
    QCOMPARE(r.resultOnBoard, QStringLiteral("1/2-1/2"));
}

// ... but if that move mates, the mate stands: "unless the last move resulted in checkmate" (9.6.2).
void TestDrawRules::mateOnTheSeventyFifthMoveStands()
{
    const chess::Position start = *chess::parseFen("7k/8/6K1/8/8/8/8/R7 w - - 149 120").position;
    const sheet::Record r = check("120. Ra8#", start);
    QCOMPARE(r.plies, 1);
    QCOMPARE(r.final.halfmoveClock(), 150);
    QVERIFY(findEvent(r, EventKind::FiftyMoves));
    QVERIFY(!findEvent(r, EventKind::SeventyFiveMoves));
    QVERIFY(findEvent(r, EventKind::Checkmate));
    QCOMPARE(r.resultOnBoard, QStringLiteral("1-0"));
}

QTEST_GUILESS_MAIN(TestDrawRules)
#include "tst_drawrules.moc"
