// SPDX-License-Identifier: GPL-3.0-or-later
// A game ends by itself at the first of checkmate (FIDE 5.1.1), stalemate (5.2.1), a dead position
// (5.2.2), a fifth occurrence of a position (9.6.1) or 75 moves by each side without a capture or pawn
// move (9.6.2). The record says where, the result on the board is the one that ending gives, and every
// entry written after it is marked: it does not count, however legal it is.

#include "chess/fen.h"
#include "sheet/replay.h"

#include <QTest>

using notation::Language;
using notation::Verdict;
using sheet::EventKind;
using sheet::PlaceFinding;

namespace {

sheet::Record check(const QString& text, const chess::Position& start = chess::Position::startPosition())
{
    return sheet::checkSheet(text, start, {Language::English, Language::English});
}

// The knights out and back, twice over: the start position stands again after plies 4 and 8.
const QString KnightsOutAndBackTwice = QStringLiteral("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 ");
// Four times over: after ply 16 the start position stands for the fifth time.
const QString KnightsOutAndBackFourTimes
    = KnightsOutAndBackTwice + QStringLiteral("5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 ");

QList<int> entriesMarkedAfterTheEnd(const sheet::Record& r)
{
    QList<int> marked;
    for (int i = 0; i < r.entries.size(); ++i)
        if (r.entries[i].has(PlaceFinding::AfterGameEnd))
            marked << i;
    return marked;
}

}  // namespace

class TestAutomaticEnd : public QObject {
    Q_OBJECT

private slots:
    void aGameThatHasNotEndedHasNoEnd();
    void movesWrittenAfterAFivefoldRepetitionDoNotCount();
    void aMateAfterTheFivefoldDoesNotWin();
    void aMoveWrittenAfterMateIsMarked();
    void aMateOnTheLastMoveIsTheEnd();
    void seventyFiveMovesEndTheGameUnlessTheLastMoveMates();
    void aDeadPositionEndsTheGame();
    void pawnsLockedAcrossTheBoardMakeADeadPosition();
    void aWallWithAGapIsNoDeadPosition();
    void aWallClosedByAPawnsTwoSquareStepIsFound();
    void aStartPositionLockedAlreadyEndsTheGameBeforeItsFirstMove();
    void aWallWithAPawnStillFreeIsNoDeadPositionYet();
    void aStalemateThatLeavesADeadPositionIsAStalemate();
    void aThreefoldRepetitionDoesNotEndTheGame();
};

void TestAutomaticEnd::aGameThatHasNotEndedHasNoEnd()
{
    const sheet::Record r = check(QStringLiteral("1. e4 e5 2. Nf3 Nc6"));
    QVERIFY(!r.end);
    QVERIFY(entriesMarkedAfterTheEnd(r).isEmpty());
    QVERIFY(r.resultOnBoard.isEmpty());
}

// 9.6.1: the fifth occurrence ends the game; a player who writes on has written moves of no game.
void TestAutomaticEnd::movesWrittenAfterAFivefoldRepetitionDoNotCount()
{
    const sheet::Record r = check(KnightsOutAndBackFourTimes + QStringLiteral("9. e4 e5"));
    QCOMPARE(r.plies, 18);  // the moves after it are legal and replayed, so that the sheet is still checked
    QVERIFY(r.end);
    QCOMPARE(r.end->kind, EventKind::Fivefold);
    QCOMPARE(r.end->ply, 16);
    QCOMPARE(entriesMarkedAfterTheEnd(r), QList<int>({16, 17}));
    QCOMPARE(r.entries[16].resolution.verdict, Verdict::Ok);
    QCOMPARE(r.resultOnBoard, QStringLiteral("1/2-1/2"));
    // Moves of no game count for no time control: eight each, not nine.
    QCOMPARE(r.movesCompleted[0], 8);
    QCOMPARE(r.movesCompleted[1], 8);
}

// Fool's mate played after the fifth occurrence: the game was drawn before it (9.6.1 comes first).
void TestAutomaticEnd::aMateAfterTheFivefoldDoesNotWin()
{
    const sheet::Record r = check(KnightsOutAndBackFourTimes + QStringLiteral("9. f3 e5 10. g4 Qh4#"));
    QCOMPARE(r.plies, 20);
    QCOMPARE(r.end->kind, EventKind::Fivefold);
    QCOMPARE(r.resultOnBoard, QStringLiteral("1/2-1/2"));
    QCOMPARE(entriesMarkedAfterTheEnd(r), QList<int>({16, 17, 18, 19}));
}

// 5.1.1: mate ends the game. A move written after it can be no move at all, and says so twice.
void TestAutomaticEnd::aMoveWrittenAfterMateIsMarked()
{
    const sheet::Record r = check(QStringLiteral("1. f3 e5 2. g4 Qh4# 3. a3"));
    QCOMPARE(r.plies, 4);
    QCOMPARE(r.end->kind, EventKind::Checkmate);
    QCOMPARE(r.end->ply, 4);
    QCOMPARE(r.resultOnBoard, QStringLiteral("0-1"));
    QCOMPARE(entriesMarkedAfterTheEnd(r), QList<int>({4}));
    QCOMPARE(r.entries[4].resolution.verdict, Verdict::Illegal);
}

void TestAutomaticEnd::aMateOnTheLastMoveIsTheEnd()
{
    const sheet::Record r = check(QStringLiteral("1. f3 e5 2. g4 Qh4#"));
    QCOMPARE(r.end->kind, EventKind::Checkmate);
    QCOMPARE(r.end->ply, 4);
    QVERIFY(entriesMarkedAfterTheEnd(r).isEmpty());
}

// 9.6.2 from a position with the half-move clock at 149: a rook move that does not mate is the 75th
// of each side and ends the game; the king's move after it does not count. Had the rook mated, the
// mate would stand.
void TestAutomaticEnd::seventyFiveMovesEndTheGameUnlessTheLastMoveMates()
{
    const chess::Position start = *chess::parseFen("7k/8/6K1/8/8/8/8/R7 w - - 149 120").position;
    const sheet::Record drawn = check(QStringLiteral("120. Ra7 Kg8"), start);
    QCOMPARE(drawn.end->kind, EventKind::SeventyFiveMoves);
    QCOMPARE(drawn.end->ply, 1);
    QCOMPARE(entriesMarkedAfterTheEnd(drawn), QList<int>({1}));
    QCOMPARE(drawn.resultOnBoard, QStringLiteral("1/2-1/2"));

    const sheet::Record mated = check(QStringLiteral("120. Ra8#"), start);
    QCOMPARE(mated.end->kind, EventKind::Checkmate);
    QCOMPARE(mated.resultOnBoard, QStringLiteral("1-0"));
}

// 5.2.2: White takes Black's last pawn and keeps only a bishop: no series of legal moves can mate.
void TestAutomaticEnd::aDeadPositionEndsTheGame()
{
    const chess::Position start = *chess::parseFen("4k3/8/8/8/8/8/3p4/2B1K3 w - - 0 60").position;
    const sheet::Record r = check(QStringLiteral("60. Bxd2 Kd7 61. Bc3"), start);
    QCOMPARE(r.end->kind, EventKind::InsufficientMaterial);
    QCOMPARE(r.end->ply, 1);
    QCOMPARE(entriesMarkedAfterTheEnd(r), QList<int>({1, 2}));
    QCOMPARE(r.resultOnBoard, QStringLiteral("1/2-1/2"));
}

// 5.2.2 beyond material. After 1. g4 the pawns on a, c, e and g stand locked, none can move or ever
// capture, and each king is walled in on its side: every square of the fourth and fifth ranks between
// them is a pawn or attacked by the other side's pawns (b4, d4, f4, h4 by Black's; b5, d5, f5, h5 by
// White's), so no king ever reaches a pawn to take. Neither side can ever mate: the game is over.
void TestAutomaticEnd::pawnsLockedAcrossTheBoardMakeADeadPosition()
{
    const chess::Position start = *chess::parseFen("4k3/8/8/p1p1p1p1/P1P1P3/6P1/8/4K3 w - - 0 1").position;
    const sheet::Record r = check(QStringLiteral("1. g4 Kd7 2. Kd2"), start);
    QVERIFY(r.end);
    QCOMPARE(r.end->kind, EventKind::LockedPawns);
    QCOMPARE(r.end->ply, 1);
    QCOMPARE(entriesMarkedAfterTheEnd(r), QList<int>({1, 2}));
    QCOMPARE(r.resultOnBoard, QStringLiteral("1/2-1/2"));
}

// g2-g4 leaves an en-passant square no pawn can use: the same wall, found on the move that closes it.
void TestAutomaticEnd::aWallClosedByAPawnsTwoSquareStepIsFound()
{
    const chess::Position start = *chess::parseFen("4k3/8/8/p1p1p1p1/P1P1P3/8/6P1/4K3 w - - 0 1").position;
    const sheet::Record r = check(QStringLiteral("1. g4 Kd7 2. Kd2"), start);
    QVERIFY(r.end);
    QCOMPARE(r.end->kind, EventKind::LockedPawns);
    QCOMPARE(r.end->ply, 1);
}

void TestAutomaticEnd::aStartPositionLockedAlreadyEndsTheGameBeforeItsFirstMove()
{
    const chess::Position start = *chess::parseFen("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1").position;
    const sheet::Record r = check(QStringLiteral("1. Kd2 Kd7"), start);
    QVERIFY(r.end);
    QCOMPARE(r.end->ply, 0);
    QCOMPARE(entriesMarkedAfterTheEnd(r), QList<int>({0, 1}));
    QCOMPARE(r.movesCompleted[0], 0);
}

// The same wall without the g-pawns: the kings get through on the g and h files and win pawns; mate is
// possible, so the game goes on.
void TestAutomaticEnd::aWallWithAGapIsNoDeadPosition()
{
    const chess::Position start = *chess::parseFen("4k3/8/8/p1p1p3/P1P1P3/8/8/4K3 w - - 0 1").position;
    const sheet::Record r = check(QStringLiteral("1. Kf2 Kf7 2. Kg3"), start);
    QVERIFY(!r.end);
}

// Before 1. g4 the g-pawns can still move (and the h-file is open beside them): the position is not
// dead yet, and the wall is not looked for.
void TestAutomaticEnd::aWallWithAPawnStillFreeIsNoDeadPositionYet()
{
    const chess::Position start = *chess::parseFen("4k3/8/8/p1p1p1p1/P1P1P3/6P1/8/4K3 w - - 0 1").position;
    const sheet::Record r = check(QStringLiteral("1. Kd2 Kd7"), start);
    QVERIFY(!r.end);
}

// Bxe5 takes Black's last pawn and leaves the bare king on a8 no move: stalemate (5.2.1) and a dead
// position (5.2.2) at once. The move itself ended the game by stalemating.
void TestAutomaticEnd::aStalemateThatLeavesADeadPositionIsAStalemate()
{
    const chess::Position start = *chess::parseFen("k7/8/1K6/4p3/3B4/8/8/8 w - - 0 60").position;
    const sheet::Record r = check(QStringLiteral("60. Bxe5"), start);
    QCOMPARE(r.end->kind, EventKind::Stalemate);
    QCOMPARE(r.end->ply, 1);
    QCOMPARE(r.resultOnBoard, QStringLiteral("1/2-1/2"));
}

// 9.2 only lets a player claim: the game goes on and every move after the third occurrence counts.
void TestAutomaticEnd::aThreefoldRepetitionDoesNotEndTheGame()
{
    const sheet::Record r = check(KnightsOutAndBackTwice + QStringLiteral("5. e4 e5"));
    QVERIFY(r.events.size() >= 1);
    QCOMPARE(r.events.first().kind, EventKind::Threefold);
    QVERIFY(!r.end);
    QVERIFY(entriesMarkedAfterTheEnd(r).isEmpty());
}

QTEST_GUILESS_MAIN(TestAutomaticEnd)
#include "tst_automaticend.moc"
