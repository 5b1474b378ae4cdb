// SPDX-License-Identifier: GPL-3.0-or-later
// A completed illegal move (FIDE 7.5): the position immediately before it is reinstated (7.5.1); for a
// player's first the opponent gets two minutes (7.5.5; one in rapid and blitz by A.3, two in blitz
// where B.2 applies); the second loses, unless the opponent cannot checkmate by any series of legal
// moves, and then the game is drawn. Earlier completed illegal moves are the entries the arbiter marked
// as taken back ("{illegal}"), counted for the player who made them.

#include "chess/fen.h"
#include "chess/status.h"
#include "chess/uci.h"
#include "rulings/illegalmove.h"
#include "rulings/illegalmovewording.h"
#include "sheet/replay.h"

#include <QTest>

using chess::Color;
using rulings::IllegalMoveOutcome;
using rulings::MateAbility;
using rulings::Rate;

namespace {

sheet::Record replayed(const QString& text, const char* fen = nullptr)
{
    const chess::Position start = fen ? *chess::parseFen(fen).position : chess::Position::startPosition();
    return sheet::checkSheet(text, start, {notation::Language::English, notation::Language::English});
}

rulings::IllegalMoveRuling ruleOnLast(const sheet::Record& r, Rate rate = Rate::Standard)
{
    return rulings::ruleIllegalMove(r, int(r.entries.size()) - 1, rate);
}

QStringList articles(const rulings::IllegalMoveRuling& r)
{
    QStringList named;
    for (const char* article : r.articles)
        named << QString::fromLatin1(article);
    return named;
}

// White's queen against a bare king: Black cannot checkmate by any series of legal moves.
constexpr const char* QueenAgainstBareKing = "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1";

}  // namespace

class TestIllegalMoves : public QObject {
    Q_OBJECT

private slots:
    void theFirstGivesTheOpponentTwoMinutesAndReinstatesThePosition();
    void inRapidAndBlitzTheFirstGivesOneMinute();
    void theSecondByTheSamePlayerLoses();
    void theSecondIsADrawWhenTheOpponentCannotMate();
    void theOpponentsIllegalMovesAreNotCounted();
    void aMarkedEntryThatReadsAsALegalMoveIsNotCounted();
    void aMarkedEntryInAnotherSystemOrUnreadableIsNotCounted();
    void aMoveInAnotherSystemIsNoIllegalMove();
    void aThirdComesAfterTheGameWasLost();
    void aMoveAfterCheckmateChangesNothing();
    void aLegalMoveIsNoIllegalMove();
    void anUnreadableEntryCannotBeRuledOn();
    void anEntryPastTheStopCannotBeRuledOn();
    void theWordingNamesTheMovesAsWritten();
};

void TestIllegalMoves::theFirstGivesTheOpponentTwoMinutesAndReinstatesThePosition()
{
    const sheet::Record r = replayed(QStringLiteral("1. e4 e5 2. Ke3"));
    const rulings::IllegalMoveRuling ruling = ruleOnLast(r);
    QCOMPARE(ruling.outcome, IllegalMoveOutcome::TimeToOpponent);
    QCOMPARE(ruling.offender, Color::White);
    QCOMPARE(ruling.count, 1);
    QCOMPARE(ruling.penalty.minutes, 2);
    QCOMPARE(ruling.penalty.minutesWhereB2Applies, 0);
    QVERIFY(ruling.result.isEmpty());
    QCOMPARE(articles(ruling), (QStringList{"7.5.1", "7.5.5"}));
    // 7.5.1: the position immediately before the irregularity, White to move after 1... e5.
    QCOMPARE(chess::toFen(*ruling.reinstated), std::string("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"));
}

void TestIllegalMoves::inRapidAndBlitzTheFirstGivesOneMinute()
{
    const sheet::Record r = replayed(QStringLiteral("1. e4 e5 2. Ke3"));
    const rulings::IllegalMoveRuling rapid = ruleOnLast(r, Rate::Rapid);
    QCOMPARE(rapid.penalty.minutes, 1);
    QCOMPARE(articles(rapid), (QStringList{"7.5.1", "7.5.5", "A.3"}));
    const rulings::IllegalMoveRuling blitz = ruleOnLast(r, Rate::Blitz);
    QCOMPARE(blitz.penalty.minutes, 1);
    QCOMPARE(blitz.penalty.minutesWhereB2Applies, 2);
    QCOMPARE(articles(blitz), (QStringList{"7.5.1", "7.5.5", "B.3", "A.3"}));
}

// The line that shows Black can still mate is played out by the rules engine to Black's mate.
void TestIllegalMoves::theSecondByTheSamePlayerLoses()
{
    const sheet::Record r = replayed(QStringLiteral("1. e4 e5 2. Ke3 {illegal} 2. Nf3 Nc6 3. Nxe7"));
    const rulings::IllegalMoveRuling ruling = ruleOnLast(r);
    QCOMPARE(ruling.outcome, IllegalMoveOutcome::Loss);
    QCOMPARE(ruling.count, 2);
    QCOMPARE(ruling.earlier, QList<int>{2});
    QCOMPARE(ruling.result, QStringLiteral("0-1"));
    QCOMPARE(articles(ruling), QStringList{"7.5.5"});
    QVERIFY(ruling.opponentMate);
    QCOMPARE(ruling.opponentMate->ability, MateAbility::Yes);
    chess::Position p = *ruling.reinstated;
    for (const QString& uci : ruling.opponentMate->lineUci) {
        const chess::Move m = chess::parseUci(p, uci.toStdString());
        QVERIFY2(m != chess::Move::none(), qPrintable(uci));
        p.doMove(m);
    }
    QVERIFY(chess::isCheckmate(p));
    QCOMPARE(p.sideToMove(), Color::White);
}

void TestIllegalMoves::theSecondIsADrawWhenTheOpponentCannotMate()
{
    // Black has a bare king: no series of legal moves lets it mate (a lone king gives no check).
    const sheet::Record r = replayed(QStringLiteral("1. Ke3 {illegal} 1. Qa2 Kd7 2. Ke3"), QueenAgainstBareKing);
    const rulings::IllegalMoveRuling ruling = ruleOnLast(r);
    QCOMPARE(ruling.count, 2);
    QCOMPARE(ruling.outcome, IllegalMoveOutcome::DrawOpponentCannotMate);
    QCOMPARE(ruling.result, QStringLiteral("1/2-1/2"));
    QCOMPARE(ruling.opponentMate->ability, MateAbility::No);
}

void TestIllegalMoves::theOpponentsIllegalMovesAreNotCounted()
{
    // White's taken-back move does not count against Black: Black's is Black's first.
    const sheet::Record r = replayed(QStringLiteral("1. e4 e5 2. Ke3 {illegal} 2. Nf3 Ke6"));
    const rulings::IllegalMoveRuling ruling = ruleOnLast(r);
    QCOMPARE(ruling.offender, Color::Black);
    QCOMPARE(ruling.outcome, IllegalMoveOutcome::TimeToOpponent);
    QCOMPARE(ruling.count, 1);
    QVERIFY(ruling.earlier.isEmpty());
}

void TestIllegalMoves::aMarkedEntryThatReadsAsALegalMoveIsNotCounted()
{
    const sheet::Record r = replayed(QStringLiteral("1. e4 e5 2. Nc3 {illegal} 2. Nf3 Nc6 3. Ke3"));
    const rulings::IllegalMoveRuling ruling = ruleOnLast(r);
    QCOMPARE(ruling.outcome, IllegalMoveOutcome::TimeToOpponent);
    QCOMPARE(ruling.count, 1);
    QCOMPARE(ruling.notCounted, QList<int>{2});
}

// A move written in descriptive notation is legal, only not in FIDE's system; an unreadable entry does
// not show an illegal move. Marked, neither counts.
void TestIllegalMoves::aMarkedEntryInAnotherSystemOrUnreadableIsNotCounted()
{
    const sheet::Record r = replayed(QStringLiteral("1. e4 e5 2. N-KB3 {illegal} 2. Nf3 Nc6 3. Kxx {illegal} 3. Bb5 a6 4. Ke3"));
    const rulings::IllegalMoveRuling ruling = ruleOnLast(r);
    QCOMPARE(ruling.outcome, IllegalMoveOutcome::TimeToOpponent);
    QCOMPARE(ruling.count, 1);
    QCOMPARE(ruling.notCounted, (QList<int>{2, 5}));
}

void TestIllegalMoves::aMoveInAnotherSystemIsNoIllegalMove()
{
    const rulings::IllegalMoveRuling ruling = ruleOnLast(replayed(QStringLiteral("1. e4 e5 2. N-KB3")));
    QCOMPARE(ruling.outcome, IllegalMoveOutcome::NotIllegal);
    QVERIFY(!ruling.reinstated);
}

void TestIllegalMoves::aThirdComesAfterTheGameWasLost()
{
    const sheet::Record r
        = replayed(QStringLiteral("1. e4 e5 2. Ke3 {illegal} 2. Nf3 Nc6 3. Nxe7 {illegal} 3. Bc4 Nf6 4. Ke4"));
    const rulings::IllegalMoveRuling ruling = ruleOnLast(r);
    QCOMPARE(ruling.outcome, IllegalMoveOutcome::GameAlreadyOver);
    QCOMPARE(ruling.endedAtEntry, 5);
    QCOMPARE(ruling.result, QStringLiteral("0-1"));  // the second lost it: Black can mate
    QVERIFY(!ruling.reinstated);
}

void TestIllegalMoves::aMoveAfterCheckmateChangesNothing()
{
    const sheet::Record r = replayed(QStringLiteral("1. f3 e5 2. g4 Qh4# 3. Kf2"));
    const rulings::IllegalMoveRuling ruling = ruleOnLast(r);
    QCOMPARE(ruling.outcome, IllegalMoveOutcome::GameAlreadyOver);
    QVERIFY(ruling.endedBefore);
    QCOMPARE(ruling.endedBefore->kind, sheet::EventKind::Checkmate);
    QCOMPARE(ruling.result, QStringLiteral("0-1"));
}

void TestIllegalMoves::aLegalMoveIsNoIllegalMove()
{
    const rulings::IllegalMoveRuling ruling = ruleOnLast(replayed(QStringLiteral("1. e4 e5 2. Nf3")));
    QCOMPARE(ruling.outcome, IllegalMoveOutcome::NotIllegal);
    QCOMPARE(ruling.count, 0);
}

void TestIllegalMoves::anUnreadableEntryCannotBeRuledOn()
{
    const rulings::IllegalMoveRuling ruling = ruleOnLast(replayed(QStringLiteral("1. e4 e5 2. Zz9")));
    QCOMPARE(ruling.outcome, IllegalMoveOutcome::NotReadable);
}

void TestIllegalMoves::anEntryPastTheStopCannotBeRuledOn()
{
    const rulings::IllegalMoveRuling ruling = ruleOnLast(replayed(QStringLiteral("1. e4 e5 2. Ke3 3. Ke4")));
    QCOMPARE(ruling.outcome, IllegalMoveOutcome::PositionNotKnown);
}

void TestIllegalMoves::theWordingNamesTheMovesAsWritten()
{
    const QString text = QStringLiteral("1. e4 e5 2. Ke3 {illegal} 2. Nf3 Nc6 3. Nxe7");
    const sheet::Record r = replayed(text);
    const rulings::IllegalMoveWording w = rulings::illegalMoveWording(ruleOnLast(r), r, text);
    QCOMPARE(w.verdict,
        QStringLiteral("White loses: 3. Nxe7 is White's second completed illegal move, and Black can still checkmate (7.5.5)."));
    QCOMPARE(w.count, QStringLiteral("Completed illegal moves by White: 2 (2. Ke3, 3. Nxe7)."));
    QVERIFY(w.mateLine.startsWith(QStringLiteral("For instance: 3. ")));
}

QTEST_GUILESS_MAIN(TestIllegalMoves)
#include "tst_illegalmoves.moc"
