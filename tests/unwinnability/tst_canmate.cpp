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

QTEST_GUILESS_MAIN(TestCanMate)
#include "tst_canmate.moc"
