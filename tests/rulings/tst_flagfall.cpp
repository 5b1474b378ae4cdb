// SPDX-License-Identifier: GPL-3.0-or-later
// A flag fall (FIDE 6.9): the flagged player loses, unless the opponent cannot checkmate by any series of
// legal moves (then a draw), unless the game had already ended by itself; with a time control, only a
// player who had not completed its moves loses, and the sheet must be able to show how many were made.

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/status.h"
#include "chess/uci.h"
#include "rulings/flag.h"
#include "sheet/replay.h"

#include <QTest>

using chess::Color;
using rulings::FlagOutcome;
using rulings::MateAbility;

namespace {

sheet::Record replayed(const QString& text, const char* fen = nullptr)
{
    const chess::Position start = fen ? *chess::parseFen(fen).position : chess::Position::startPosition();
    return sheet::checkSheet(text, start, {notation::Language::English, notation::Language::English});
}

const QString RuyLopez = QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6");

}  // namespace

class TestFlagFall : public QObject {
    Q_OBJECT

private slots:
    void theFlaggedPlayerLosesWhenTheOpponentCanStillMate();
    void itIsADrawWhenTheOpponentCannotMateByAnySeriesOfLegalMoves();
    void aPlayerWhoCompletedTheMovesOfTheTimeControlDoesNotLose();
    void aPlayerShortOfTheTimeControlLoses();
    void aMoveMadeButNotCompletedDoesNotCount();
    void aSheetThatStopsCannotShowTheCount();
    void aSheetThatStopsCannotShowThePosition();
    void aGameThatHadEndedKeepsItsEnd();
    void movesBeforeAStartPositionCountTowardsTheTimeControl();
};

// 6.9. The line that shows Black can mate is a series of legal moves the rules engine plays to Black's
// mate: the ruling's evidence, checked here move by move.
void TestFlagFall::theFlaggedPlayerLosesWhenTheOpponentCanStillMate()
{
    const sheet::Record r = replayed(RuyLopez);
    const rulings::FlagRuling ruling = rulings::ruleFlagFall(r, Color::White, std::nullopt);
    QCOMPARE(ruling.outcome, FlagOutcome::Loss);
    QCOMPARE(ruling.result, QStringLiteral("0-1"));
    QCOMPARE(ruling.article, "6.9");
    QCOMPARE(ruling.opponentCanMate, MateAbility::Yes);
    QVERIFY(!ruling.mateLineUci.isEmpty());
    chess::Position p = r.final;
    for (const QString& uci : ruling.mateLineUci) {
        const chess::Move m = chess::parseUci(p, uci.toStdString());
        QVERIFY2(m != chess::Move::none(), qPrintable(uci));
        p.doMove(m);
    }
    QVERIFY(chess::isCheckmate(p));
    QCOMPARE(p.sideToMove(), Color::White);  // White is mated
    QVERIFY(ruling.mateLine.first().startsWith(QStringLiteral("4. ")));  // numbered as a sheet numbers it
}

// A bare king cannot mate: Black's flag falls, and the game is drawn. White's flag falls against king and
// pawn, and White loses: the pawn can queen.
void TestFlagFall::itIsADrawWhenTheOpponentCannotMateByAnySeriesOfLegalMoves()
{
    const sheet::Record r = replayed(QStringLiteral("60. Kd2 Ke4"), "8/p7/8/8/8/5k2/8/4K3 w - - 0 60");
    const rulings::FlagRuling black = rulings::ruleFlagFall(r, Color::Black, std::nullopt);
    QCOMPARE(black.outcome, FlagOutcome::DrawOpponentCannotMate);
    QCOMPARE(black.opponentCanMate, MateAbility::No);
    QCOMPARE(black.result, QStringLiteral("1/2-1/2"));
    QVERIFY(black.mateLine.isEmpty());
    const rulings::FlagRuling white = rulings::ruleFlagFall(r, Color::White, std::nullopt);
    QCOMPARE(white.outcome, FlagOutcome::Loss);
    QCOMPARE(white.result, QStringLiteral("0-1"));
}

void TestFlagFall::aPlayerWhoCompletedTheMovesOfTheTimeControlDoesNotLose()
{
    const rulings::FlagRuling ruling = rulings::ruleFlagFall(replayed(RuyLopez), Color::White, 3);
    QCOMPARE(ruling.outcome, FlagOutcome::TimeControlReached);
    QCOMPARE(ruling.movesCompleted, 3);
    QVERIFY(ruling.result.isEmpty());
    QVERIFY(!ruling.opponentCanMate);  // not asked: it decides nothing
}

void TestFlagFall::aPlayerShortOfTheTimeControlLoses()
{
    const rulings::FlagRuling ruling = rulings::ruleFlagFall(replayed(RuyLopez), Color::White, 4);
    QCOMPARE(ruling.outcome, FlagOutcome::Loss);
    QCOMPARE(ruling.result, QStringLiteral("0-1"));
    QCOMPARE(ruling.movesCompleted, 3);
}

// 6.2.1: a move is completed when the player presses the clock. Black's flag fell with Black's clock
// running, after 3... a6 was made: that move was not completed, and Black has two moves of the three.
void TestFlagFall::aMoveMadeButNotCompletedDoesNotCount()
{
    const rulings::FlagRuling ruling = rulings::ruleFlagFall(replayed(RuyLopez), Color::Black, 3);
    QCOMPARE(ruling.movesCompleted, 2);
    QVERIFY(ruling.moveNotCompleted);
    QCOMPARE(ruling.moveNotCompleted->numberedMove(), QStringLiteral("3... a6"));
    QCOMPARE(ruling.outcome, FlagOutcome::Loss);
    QCOMPARE(ruling.result, QStringLiteral("1-0"));
    QVERIFY(!rulings::ruleFlagFall(replayed(RuyLopez), Color::White, 3).moveNotCompleted);
}

// The replay stops at the unreadable "Zz9": the 4. O-O after it may be the fourth move White needs, or
// not. 8.6: the sheet cannot decide it.
void TestFlagFall::aSheetThatStopsCannotShowTheCount()
{
    const sheet::Record r = replayed(QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 Zz9 4. O-O"));
    const rulings::FlagRuling ruling = rulings::ruleFlagFall(r, Color::White, 4);
    QCOMPARE(ruling.outcome, FlagOutcome::CountNotVerified);
    QVERIFY(ruling.result.isEmpty());
    QCOMPARE(ruling.reach.verifiedTo, 3);
    QCOMPARE(ruling.reach.writtenTo, 4);
    QCOMPARE(ruling.verifiedToPly, 5);
}

// Without a time control the count does not matter, but the position does: whether the opponent can mate
// is a question about the position when the flag fell, which the sheet does not reach.
void TestFlagFall::aSheetThatStopsCannotShowThePosition()
{
    const sheet::Record r = replayed(QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 Zz9 4. O-O"));
    const rulings::FlagRuling ruling = rulings::ruleFlagFall(r, Color::White, std::nullopt);
    QCOMPARE(ruling.outcome, FlagOutcome::PositionNotKnown);
    QVERIFY(ruling.result.isEmpty());
    QVERIFY(!ruling.opponentCanMate);
}

// 6.9 holds "except where 5.1.1 ... applies": White was mated before the flag fell; the mate stands.
void TestFlagFall::aGameThatHadEndedKeepsItsEnd()
{
    const sheet::Record r = replayed(QStringLiteral("1. f3 e5 2. g4 Qh4#"));
    const rulings::FlagRuling ruling = rulings::ruleFlagFall(r, Color::Black, std::nullopt);
    QCOMPARE(ruling.outcome, FlagOutcome::GameAlreadyOver);
    QCOMPARE(ruling.article, "5.1.1");
    QCOMPARE(ruling.result, QStringLiteral("0-1"));
}

// A sheet that starts at move 60 (a second sheet, or a position set up): 59 moves of each side were made
// before it, and count towards a control at move 60. (Black's 60... Ke4 was made with Black's clock
// still running when Black's flag fell: it is not counted, 6.2.1.)
void TestFlagFall::movesBeforeAStartPositionCountTowardsTheTimeControl()
{
    const sheet::Record r = replayed(QStringLiteral("60. Kd2 Ke4"), "8/p7/8/8/8/5k2/8/4K3 w - - 0 60");
    QCOMPARE(rulings::ruleFlagFall(r, Color::White, 60).outcome, FlagOutcome::TimeControlReached);
    QCOMPARE(rulings::ruleFlagFall(r, Color::White, 60).movesCompleted, 60);
    QCOMPARE(rulings::ruleFlagFall(r, Color::Black, 60).movesCompleted, 59);
    const sheet::Record blackToMove = replayed(QStringLiteral("60... Ke4"), "8/p7/8/8/8/5k2/8/3K4 b - - 0 60");
    QCOMPARE(rulings::ruleFlagFall(blackToMove, Color::White, 61).movesCompleted, 60);
    QCOMPARE(rulings::ruleFlagFall(blackToMove, Color::Black, 61).movesCompleted, 59);
}

QTEST_GUILESS_MAIN(TestFlagFall)
#include "tst_flagfall.moc"
