// SPDX-License-Identifier: GPL-3.0-or-later
// Can a side still checkmate (FIDE 6.9, 7.5.5, 5.2.2)? Known positions, each answer proved by hand in
// the row's comment. Every Yes must come with a line that the rules engine replays to the mate.

#include "matelines.h"

#include "chess/fen.h"
#include "unwinnability/canmate.h"
#include "unwinnability/material.h"
#include "unwinnability/pawnwall.h"

#include <QTest>

using unwinnability::Answer;
Q_DECLARE_METATYPE(unwinnability::Answer)

class TestCanMate : public QObject {
    Q_OBJECT

private slots:
    void knownPositions_data();
    void knownPositions();
    void staticRulesProveWithoutSearching_data();
    void staticRulesProveWithoutSearching();
    void matedOnTheBoardIsYesWithAnEmptyLine();
    void aSmallBudgetGivesUnknownNeverAGuess();
    void theWallIsAskedAgainAfterAMoveOutOfCheck();

private:
    unwinnability::MateAnalyzer m_analyzer;
};

namespace {

chess::Position positionOf(const QString& fen)
{
    const chess::FenResult read = chess::parseFen(fen.toStdString());
    if (!read.position)
        qFatal("unusable FEN in the test: %s", qPrintable(fen));
    return *read.position;
}

}  // namespace

void TestCanMate::knownPositions_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Answer>("white");
    QTest::addColumn<Answer>("black");

    // A king never gives check, so a bare king never mates; neither side here has anything else.
    QTest::newRow("bare kings: neither side can mate") << "8/8/4k3/8/8/4K3/8/8 w - - 0 1" << Answer::No << Answer::No;
    // A knight attacks only squares of the other colour than its own, so when it checks the king on k it
    // attacks none of k's orthogonal neighbours (at least two, of the colour k is not); the white king,
    // never next to k, attacks at most one of them, and Black has no man to put on the other.
    QTest::newRow("king and knight against king: neither side can mate")
        << "8/8/4k3/8/8/4K3/3N4/8 w - - 0 1" << Answer::No << Answer::No;
    // The same with a bishop: it attacks only squares of its own colour, the king's orthogonal
    // neighbours are of the other.
    QTest::newRow("king and bishop against king: neither side can mate")
        << "8/8/4k3/8/8/4K3/4B3/8 b - - 0 1" << Answer::No << Answer::No;
    // c4 and e2 are both light squares: both bishops attack light squares only, and neither side has a
    // man that could ever stand on a dark square beside the other's king.
    QTest::newRow("bishops on squares of one colour: neither side can mate")
        << "8/8/4k3/8/2b5/4K3/4B3/8 w - - 0 1" << Answer::No << Answer::No;
    // c4 is light, d2 dark. Black is mated by Kh8, Bg8 (its own bishop on the flight square the dark
    // bishop cannot cover) against Kg6 (g7, h7) and Bd4 (check along d4-h8); White likewise by Kh1, Bg1
    // against Kh3 and a light bishop checking from the long diagonal. The lines found prove it.
    QTest::newRow("bishops on opposite colours: either side can mate with the other's help")
        << "8/8/4k3/8/2b5/4K3/3B4/8 w - - 0 1" << Answer::Yes << Answer::Yes;
    // A knight mates a king in the corner whose own knight takes a flight square: Black Ka8, Nb8 against
    // Ka6 (a7, b7) and Nc7 (check; the knight on b8 cannot take it); White likewise by Kh1, Ng1 against
    // Kh3 and Nf2.
    QTest::newRow("knight against knight: either side can mate with the other's help")
        << "8/8/4k3/8/2n5/4K3/4N3/8 w - - 0 1" << Answer::Yes << Answer::Yes;
    // White mates with the pawn's help: Black Ka1, pawn a2 against Kc2 (b1, b2) and the bishop checking
    // along the long diagonal. Black queens and mates with the bishop's side helping.
    QTest::newRow("bishop against pawn: the pawn queens, the bishop mates with its help")
        << "8/8/8/8/8/4K3/p3B3/k7 w - - 0 1" << Answer::Yes << Answer::Yes;
    // White queens and mates (its king helping); Black has a bare king, which never checks.
    QTest::newRow("king and pawn against king: only the pawn's side can mate")
        << "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1" << Answer::Yes << Answer::No;
    // Black to move is stalemated (a1: b1 is the bishop's, b2 the king's; the pawn stands on a2 before
    // its own king): the game is over, nobody mates.
    QTest::newRow("stalemate on the board: the game is over, neither side can mate")
        << "8/8/8/8/8/2K5/p1B5/k7 b - - 0 1" << Answer::No << Answer::No;
    // White is in check from the rook on h5 and has one legal move: g5, g6, g7 and h7 are attacked by the
    // king or the rook, so Kxh5 (the rook is unguarded: f6 is two files away). Black is left with a bare
    // king. No static rule sees it (Black has a rook on the board); the search proves it by exhausting
    // the one line.
    QTest::newRow("the last rook must be taken at once: neither side can mate")
        << "8/8/5k1K/7r/8/8/8/8 w - - 0 1" << Answer::No << Answer::No;
    // Every pawn is blocked by a pawn and none can ever capture: the squares of rank 4 not held by white
    // pawns are attacked by black pawns, those of rank 5 not held by black pawns by white pawns, so no
    // king ever crosses. The light-squared white bishop can only pass rank 4 on a4, c4, e4 or g4, its own
    // pawns; the dark-squared black bishop only on a5, c5, e5 or g5, its own. Nothing of one side ever
    // reaches the other's half, and a king alone in its half is never in check.
    QTest::newRow("a fully locked pawn chain with bishops of the wrong colour: neither side can mate")
        << "4k3/8/3b4/p1p1p1p1/P1P1P1P1/3B4/8/4K3 w - - 0 1" << Answer::No << Answer::No;
    // The same fortress without the bishops, but a white pawn on h3 can break it: after h4 gxh4 the
    // white g-pawn runs to g8 and the black h-pawn to h1, so each side can queen and mate.
    QTest::newRow("a fortress one pawn can still break: either side can mate")
        << "4k3/8/8/p1p1p1p1/P1P1P1P1/7P/8/4K3 w - - 0 1" << Answer::Yes << Answer::Yes;
    // A locked wall that a king's capture opens: Kxa3 takes the black pawn that blocks the a-pawn, which
    // then runs to a8 (1. Kxa3 Ke8 2. Kb3 Kf8 3. a3 Kg8 4. a4 Kh8 5. a5 Kg8 6. a6 Kh8 7. a7 Kg8 8. a8=Q#).
    // A pawn does not stay behind an enemy pawn on its file when another man of its side can take it.
    QTest::newRow("a wall whose blocking pawn a king can take: either side can mate")
        << "8/3k2p1/5pP1/1p2pP2/1P1pP3/pKpP4/P1P5/8 w - - 0 1" << Answer::Yes << Answer::Yes;
    // Bishops of one colour never give two checks at once (a bishop that leaves one diagonal through the
    // king moves along the parallel of the other), so a mate is a single check along a diagonal k,
    // k+(x,y), ...; of k's orthogonal neighbours k+(x,0) and k+(0,y) the white king attacks at most one
    // (it would have to stand on k+(x,y)), and the rook must fill the other, from where it steps to
    // k+(x,y), taking the bishop or blocking the check. Black mates: Ka6, Ba7 against Kc6 and Ra4.
    QTest::newRow("a bishop against a rook: only the rook's side can mate")
        << "4k3/8/8/8/8/8/3r4/B3K3 w - - 0 1" << Answer::No << Answer::Yes;
    // Say the knight checks from k+(1,2): a queen on k+(0,1) or k+(1,1) takes it, so the white king must
    // attack both, from k+(0,2); then only a queen can fill k+(1,0), and it takes the knight along the
    // file through k+(1,1).
    QTest::newRow("a knight against queens: only the queens' side can mate")
        << "qq2k3/8/8/8/8/8/8/4K1N1 w - - 0 1" << Answer::No << Answer::Yes;
    // From CHA's test vectors (tests/data/unwinnability). The kings cannot cross: the white one stops at
    // rank 5 (b6, d6, f6, h6 are attacked, a6... its own pawns), the black one at rank 8 (b7, d7, f7, h7
    // attacked). The pawns of ranks 2 and 5 can move, but a pawn can capture only a man of the other side
    // other than its king, and no such man can ever stand where they attack, so none leaves its file and
    // none passes the pawns of the other side ahead on it: nothing ever queens and no king is checked.
    QTest::newRow("a king is never captured: a pawn stays on its file, neither side can mate")
        << "1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - - 0 1" << Answer::No << Answer::No;
    // CHA's. The white king on a1 has no move and never will (a2 is guarded by b3, b1 attacked by a2, b2
    // its own), so it stays, stopping the pawn on a2 and capturing nothing; the pawns b2, b3 are locked,
    // and what they attack no enemy man other than a king can reach (a3, c3 are dark, b2's captures;
    // c2 is light). Black can never check a1 (a dark square: its bishop is light, its pawns fixed, its king
    // never checks); the white dark bishop checks a black king on a dark square whose light orthogonal
    // neighbours only the black light bishop could fill, one of at least two (a8 and h8 are no dark
    // corners: a8 is light, h8 dark with g8 and h7 both to fill).
    QTest::newRow("a king shut in a corner stops a pawn: neither side can mate")
        << "k7/1b6/8/8/8/1pB5/pP6/K7 w - - 0 1" << Answer::No << Answer::No;
    // CHA's. Pawns and knights are locked (each knight attacks only pawns of its own side), and only the
    // kings and the white dark bishops move. Black never checks. A bishop checks a king on a dark square
    // whose light orthogonal neighbours the white king must attack, or black men fill: the black men that
    // can are the fixed b7, c6, c4, b3, a5, and no dark square the black king can reach has enough of
    // them around it; b8 has b7, but a8 and c8 are open and the white king attacks a8 only from a7 or
    // b7, next to b8.
    QTest::newRow("the winner's king covers from one square, never next to the mated king")
        << "k7/1p6/1Pp5/n1P5/N1p5/1pP1B3/1P1B4/K7 w - - 0 1" << Answer::No << Answer::No;
    // CHA's. The white king can stand only on h3 and h4 (g4 is attacked by f5, g5 by h6, h2 by g3, g3 is
    // guarded by f4), and no white pawn can ever move or capture. The black king can take g2 only while
    // the white king is on h4, and then White has no move: stalemate (no check is uncovered: the
    // diagonals through h4 are blocked by g3 or lead to squares the black king cannot step from onto
    // g2). So g2 stays in any game that goes on. White never checks. Black checks only on h4 (dark:
    // its bishops are dark, h3 is light), with h3 covered, which only the black king can do, from h2;
    // but the white king has just come from h3 (its only move), so the black king could not stand next to
    // it then and must step to h2 as the mate itself, uncovering a check on h4: no line runs that way.
    QTest::newRow("a capture that stalemates ends the game; a king with one way in: neither side can mate")
        << "1k6/b1b5/7p/5p1P/5p2/5PpK/6P1/8 w - - 0 1" << Answer::No << Answer::No;
    // CHA's, the same cage with Black to move: the last argument holds only with White to move, so the
    // search takes one ply, and after Black's quiet moves it asks the wall again.
    QTest::newRow("the cage with the winner to move: the search looks one ply ahead")
        << "8/8/3b3p/5p1P/3b1p1K/5Pp1/6P1/5kb1 b - - 0 1" << Answer::No << Answer::No;
    // CHA's. Black is in check from b5 and must play Ka7 or Kb7 (a5 is next to the white king, b6 its
    // own, b5 guarded by c4); then a6 is out of the black king's reach for ever, and with it the way
    // round the chain: every pawn is locked, neither king crosses, the light white bishop and the dark
    // black one cannot pass their own pawns.
    QTest::newRow("a king in check leaves a square it can never come back to: neither side can mate")
        << "8/2b5/kp1p1p2/1PpP1Pp1/K1P3P1/3B4/8/8 b - - 0 1" << Answer::No << Answer::No;
    // White mates with the black pawn as a blocker: Ka1 and a2 against Kc2 and the dark bishop on the long
    // diagonal, some 17 plies; Black queens. The helpmate order alone misses White's mate; the exhaustive
    // search, which follows that order as far as it leads and then the next cheapest lines, finds it.
    QTest::newRow("a bishop against a pawn far from promotion: both sides can mate")
        << "8/p7/8/8/3k4/8/7B/4K3 w - - 0 1" << Answer::Yes << Answer::Yes;
}

void TestCanMate::knownPositions()
{
    QFETCH(QString, fen);
    QFETCH(Answer, white);
    QFETCH(Answer, black);
    const chess::Position position = positionOf(fen);
    for (const chess::Color side : {chess::Color::White, chess::Color::Black}) {
        const Answer expected = side == chess::Color::White ? white : black;
        const unwinnability::MateAnswer a = m_analyzer.canMate(position, side);
        QCOMPARE(a.answer, expected);
        if (a.answer == Answer::Yes)
            QVERIFY2(lineMates(position, a.line, side), "the line does not replay to the mate");
        else
            QVERIFY(a.line.empty());
    }
}

void TestCanMate::staticRulesProveWithoutSearching_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("material");
    QTest::addColumn<bool>("wall");

    QTest::newRow("a bare king") << "8/8/4k3/8/8/4K3/8/8 w - - 0 1" << true << false;
    QTest::newRow("one knight against a bare king") << "8/8/4k3/8/8/4K3/3N4/8 w - - 0 1" << true << false;
    QTest::newRow("one knight against a king that has a pawn") << "8/4p3/4k3/8/8/4K3/3N4/8 w - - 0 1" << false << false;
    QTest::newRow("light bishops against a light bishop") << "8/8/4k3/8/2b5/4K3/4B3/5B2 w - - 0 1" << true << false;
    QTest::newRow("a light bishop against a dark bishop") << "8/8/4k3/8/2b5/4K3/3B4/8 w - - 0 1" << false << false;
    QTest::newRow("a light bishop against a knight") << "8/8/4k3/8/2n5/4K3/4B3/8 w - - 0 1" << false << false;
    QTest::newRow("a locked wall with bishops that cannot pass")
        << "4k3/8/3b4/p1p1p1p1/P1P1P1P1/3B4/8/4K3 w - - 0 1" << false << true;
    QTest::newRow("a locked wall with a rook on an open file")
        << "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K2R w - - 0 1" << false << false;
    QTest::newRow("a bishop against a rook") << "4k3/8/8/8/8/8/3r4/B3K3 w - - 0 1" << true << false;
    QTest::newRow("two bishops of one colour against a rook")
        << "4k3/8/8/8/8/4B3/2r5/2B1K3 w - - 0 1" << true << false;
    QTest::newRow("two bishops of two colours against a rook") << "4k3/8/8/8/8/8/2r5/2B1KB2 w - - 0 1" << false << false;
    QTest::newRow("a bishop against a rook and a knight") << "4k3/8/8/8/8/8/3r4/B3K1n1 w - - 0 1" << false << false;
    QTest::newRow("a knight against two queens") << "qq2k3/8/8/8/8/8/8/4K1N1 w - - 0 1" << true << false;
    QTest::newRow("a knight against a queen and a rook") << "qr2k3/8/8/8/8/8/8/4K1N1 w - - 0 1" << false << false;
    QTest::newRow("a king shut in a corner stops a pawn") << "k7/1b6/8/8/8/1pB5/pP6/K7 b - - 0 1" << false << true;
    // The same with the colours changed: the white pawn on a7 has no pawn ahead of it, but the black king.
    QTest::newRow("a king shut in a corner stops a pawn of the winner's")
        << "k7/Pp6/1Pb5/8/8/8/1B6/K7 w - - 0 1" << false << true;
    QTest::newRow("pawns whose only prey would be a king")
        << "1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - - 0 1" << false << true;
    QTest::newRow("knights shut in, the king covering from one square")
        << "k7/1p6/1Pp5/n1P5/N1p5/1pP1B3/1P1B4/K7 w - - 0 1" << false << true;
    QTest::newRow("a pawn only a king can take, the taking stalemates")
        << "1k6/b1b5/7p/5p1P/5p2/5PpK/6P1/8 w - - 0 1" << false << true;
    // CHA's: the white king stands in check from the locked pawn on c5, which is no less locked for that.
    QTest::newRow("a locked pawn that checks the king")
        << "5k2/4p3/3pPp2/2pP1Pp1/1pPK2Pp/pP5P/P7/8 w - - 0 1" << false << true;
}

void TestCanMate::staticRulesProveWithoutSearching()
{
    QFETCH(QString, fen);
    QFETCH(bool, material);
    QFETCH(bool, wall);
    const chess::Position position = positionOf(fen);
    QCOMPARE(unwinnability::materialForbidsMate(position, chess::Color::White), material);
    QCOMPARE(unwinnability::pawnWallForbidsMate(position, chess::Color::White), wall);
}

void TestCanMate::matedOnTheBoardIsYesWithAnEmptyLine()
{
    // Black is mated (back rank): White has mated, Black cannot any more.
    const chess::Position position = positionOf("3R2k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    const unwinnability::MateAnswer white = m_analyzer.canMate(position, chess::Color::White);
    QCOMPARE(white.answer, Answer::Yes);
    QVERIFY(white.line.empty());
    QCOMPARE(m_analyzer.canMate(position, chess::Color::Black).answer, Answer::No);
}

void TestCanMate::aSmallBudgetGivesUnknownNeverAGuess()
{
    // Opposite bishops need a long helpmate; with ten positions of budget nothing is found or proved.
    const chess::Position position = positionOf("8/8/4k3/8/2b5/4K3/3B4/8 w - - 0 1");
    const unwinnability::MateAnswer a = m_analyzer.canMate(position, chess::Color::White, {10});
    QCOMPARE(a.answer, Answer::Unknown);
    QVERIFY(a.line.empty());
}

void TestCanMate::theWallIsAskedAgainAfterAMoveOutOfCheck()
{
    // CHA's (see knownPositions): Black, in check from b5, has two moves, and after either the pawn wall
    // proves that neither side can mate. A move out of check can shrink the king's region (it leaves a
    // square it can never come back to), so the search asks the wall again after it and stops there,
    // instead of trusting the answer before the move and going through every position behind the wall.
    const chess::Position position = positionOf("8/2b5/kp1p1p2/1PpP1Pp1/K1P3P1/3B4/8/8 b - - 0 1");
    for (const chess::Color side : {chess::Color::White, chess::Color::Black}) {
        const unwinnability::MateAnswer a = m_analyzer.canMate(position, side);
        QCOMPARE(a.answer, Answer::No);
        QVERIFY2(a.nodes < 5000, qPrintable(QString::number(a.nodes)));
    }
}

QTEST_GUILESS_MAIN(TestCanMate)
#include "tst_canmate.moc"
