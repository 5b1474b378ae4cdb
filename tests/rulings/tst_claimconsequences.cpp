// SPDX-License-Identifier: GPL-3.0-or-later
// What follows a ruling on a claim (FIDE Laws 2023): a correct claim draws the game (9.5.2); an incorrect
// one gives the opponent time, two minutes (9.5.3), one in rapid chess (A.3) and in blitz under B.3, and a
// written move must then be made (9.5.3); the claim stands as a draw offer (9.1.2.3). A written move that
// mates or stalemates ends the game once it is made (5.1.1, 5.2.1); a game that had ended allows no claim.

#include "claimsheets.h"

#include "rulings/claim.h"
#include "rulings/claimwording.h"

#include <QTest>

using rulings::ClaimKind;
using rulings::GameEnd;
using rulings::Rate;

namespace {

rulings::ClaimRuling claim(
    const sheet::Record& record, ClaimKind kind, const QString& intended = {}, Rate rate = Rate::Standard)
{
    return rulings::ruleClaim(
        record, kind, intended.isEmpty() ? std::nullopt : std::optional<QStringView>(intended), rate);
}

QStringList articles(const rulings::Consequence& c)
{
    QStringList list;
    for (const char* a : c.articles)
        list << QString::fromLatin1(a);
    return list;
}

QString marshall(int plies) { return sheetOf(repetitionGameMoves(1), plies, notation::Language::English); }

}  // namespace

class TestClaimConsequences : public QObject {
    Q_OBJECT

private slots:
    void aCorrectClaimDrawsTheGame();
    void anIncorrectClaimGivesTheOpponentTimeByRate_data();
    void anIncorrectClaimGivesTheOpponentTimeByRate();
    void theWrittenMoveOfAnIncorrectClaimMustBeMade();
    void aWrittenMoveThatCannotBeMadeIsNotMade();
    void theWrittenMoveEndsTheGameWhenItMatesOrStalemates_data();
    void theWrittenMoveEndsTheGameWhenItMatesOrStalemates();
    void aCorrectClaimDrawsBeforeTheWrittenMoveCouldMate();
    void aWrittenMoveThatBringsAPositionBackTheFifthTimeEndsTheGame();
    void aWrittenMoveThatCompletesSeventyFiveMovesEndsTheGame();
    void noClaimAfterTheGameHasEnded_data();
    void noClaimAfterTheGameHasEnded();
};

void TestClaimConsequences::aCorrectClaimDrawsTheGame()
{
    const rulings::ClaimRuling r = claim(recordOf(marshall(57)), ClaimKind::Threefold);
    QVERIFY(r.correct);
    const rulings::Consequence& c = r.consequence;
    QCOMPARE(c.end, GameEnd::Claim);
    QCOMPARE(c.endedAt, 57);
    QCOMPARE(c.result, QStringLiteral("1/2-1/2"));
    QCOMPARE(articles(c), QStringList{"9.5.2"});
    QCOMPARE(c.opponentMinutes, 0);
    QVERIFY(!c.drawOffer);
    QCOMPARE(rulings::claimWording(r).consequence, QStringList{"The game is drawn (9.5.2)."});
}

void TestClaimConsequences::anIncorrectClaimGivesTheOpponentTimeByRate_data()
{
    QTest::addColumn<Rate>("rate");
    QTest::addColumn<int>("minutes");
    QTest::addColumn<int>("minutesWhereB2Applies");
    QTest::addColumn<QStringList>("articles");
    QTest::addColumn<QString>("said");
    QTest::newRow("9.5.3: two minutes in standard play")
        << Rate::Standard << 2 << 0 << QStringList{"9.5.3", "9.1.2.3"}
        << "The arbiter adds two minutes to White's remaining thinking time (9.5.3).";
    QTest::newRow("A.3: one minute in rapid chess")
        << Rate::Rapid << 1 << 0 << QStringList{"9.5.3", "A.3", "9.1.2.3"}
        << "The arbiter adds one minute to White's remaining thinking time (9.5.3; rapid chess: A.3).";
    QTest::newRow("B.3 with A.3: one minute in blitz, two where the event applies B.2")
        << Rate::Blitz << 1 << 2 << QStringList{"9.5.3", "B.3", "A.3", "9.1.2.3"}
        << "The arbiter adds one minute to White's remaining thinking time (9.5.3; blitz: B.3 with A.3); two "
           "minutes where the event applies B.2, one arbiter for each game.";
}

// Black claims after 27. Qb4, the position there standing for the second time only.
void TestClaimConsequences::anIncorrectClaimGivesTheOpponentTimeByRate()
{
    QFETCH(Rate, rate);
    QFETCH(int, minutes);
    QFETCH(int, minutesWhereB2Applies);
    QFETCH(QStringList, articles);
    QFETCH(QString, said);
    const rulings::ClaimRuling r = claim(recordOf(marshall(53)), ClaimKind::Threefold, {}, rate);
    QVERIFY(!r.correct);
    const rulings::Consequence& c = r.consequence;
    QCOMPARE(c.end, GameEnd::None);
    QVERIFY(c.result.isEmpty());
    QCOMPARE(c.opponentMinutes, minutes);
    QCOMPARE(c.minutesWhereB2Applies, minutesWhereB2Applies);
    QCOMPARE(::articles(c), articles);
    QVERIFY(c.drawOffer);
    QVERIFY(!c.intendedMustBePlayed);
    QCOMPARE(rulings::claimWording(r).consequence,
        QStringList({said, "The game continues.",
            "The claim stands as an offer of a draw, which White may accept (9.1.2.3)."}));
}

void TestClaimConsequences::theWrittenMoveOfAnIncorrectClaimMustBeMade()
{
    const rulings::ClaimRuling r = claim(recordOf(marshall(52)), ClaimKind::Threefold, "Qb4");
    QVERIFY(!r.correct);
    QVERIFY(r.consequence.intendedMustBePlayed);
    QCOMPARE(r.consequence.end, GameEnd::None);
    QVERIFY(rulings::claimWording(r).consequence.contains("White must now make the written move 27. Qb4 (9.5.3)."));
}

void TestClaimConsequences::aWrittenMoveThatCannotBeMadeIsNotMade()
{
    const rulings::ClaimRuling r = claim(recordOf(marshall(56)), ClaimKind::Threefold, "Qb5");
    QVERIFY(!r.consequence.intendedMustBePlayed);
    QVERIFY(r.consequence.drawOffer);
    QVERIFY(rulings::claimWording(r).consequence.contains(
        "The written move cannot be made as written: White must make a move in accordance with Articles 3 and 4 "
        "(9.5.3)."));
}

void TestClaimConsequences::theWrittenMoveEndsTheGameWhenItMatesOrStalemates_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("intended");
    QTest::addColumn<GameEnd>("end");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("article");
    QTest::newRow("5.1.1: the written move mates: White wins") << "7k/8/6K1/8/8/8/8/R7 w - - 97 120"
                                                               << "Ra8#" << GameEnd::Checkmate << "1-0"
                                                               << "5.1.1";
    QTest::newRow("5.2.1: the written move stalemates: the game is drawn") << "7k/8/5K2/8/8/8/8/6R1 w - - 97 120"
                                                                           << "Rg7" << GameEnd::Stalemate << "1/2-1/2"
                                                                           << "5.2.1";
    QTest::newRow("5.2.2: the written capture leaves a dead position: the game is drawn")
        << "k7/8/8/8/8/8/1r6/K7 w - - 99 100"
        << "Kxb2" << GameEnd::DeadPosition << "1/2-1/2"
        << "5.2.2";
}

// A fifty-move claim one half-move short, or on a capture: incorrect, so the written move is made (9.5.3),
// and the game ends by it; the time added no longer matters, and there is no draw offer left to accept.
void TestClaimConsequences::theWrittenMoveEndsTheGameWhenItMatesOrStalemates()
{
    QFETCH(QString, fen);
    QFETCH(QString, intended);
    QFETCH(GameEnd, end);
    QFETCH(QString, result);
    QFETCH(QString, article);
    const rulings::ClaimRuling r = claim(recordOf({}, positionOf(qPrintable(fen))), ClaimKind::FiftyMoves, intended);
    QVERIFY(!r.correct);
    QCOMPARE(r.intendedEnds, end);
    const rulings::Consequence& c = r.consequence;
    QCOMPARE(c.end, end);
    QCOMPARE(c.endedAt, 1);
    QCOMPARE(c.result, result);
    QVERIFY(c.intendedMustBePlayed);
    QVERIFY(!c.drawOffer);
    QCOMPARE(articles(c), QStringList({"9.5.3", article}));
}

// 9.3.1 and 9.5.2: the claim with the written 120. Ra8# is correct; a move written for a claim is not made,
// so it mates nobody: the game is drawn.
void TestClaimConsequences::aCorrectClaimDrawsBeforeTheWrittenMoveCouldMate()
{
    const rulings::ClaimRuling r
        = claim(recordOf({}, positionOf("7k/8/6K1/8/8/8/8/R7 w - - 99 120")), ClaimKind::FiftyMoves, "Ra8#");
    QVERIFY(r.correct);
    QCOMPARE(r.intendedEnds, GameEnd::Checkmate);
    QCOMPARE(r.consequence.end, GameEnd::Claim);
    QCOMPARE(r.consequence.result, QStringLiteral("1/2-1/2"));
    QVERIFY(!r.consequence.intendedMustBePlayed);
    QCOMPARE(rulings::claimWording(r).consequence,
        QStringList({"The game is drawn (9.5.2).",
            "The written move would checkmate, but a move written for a claim is not made: the claim has drawn "
            "the game first."}));
}

void TestClaimConsequences::noClaimAfterTheGameHasEnded_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<GameEnd>("end");
    QTest::addColumn<int>("endedAt");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("article");
    QTest::newRow("5.1.1: after checkmate") << "1. f3 e5 2. g4 Qh4#" << GameEnd::Checkmate << 4 << "0-1"
                                            << "5.1.1";
    QTest::newRow("9.6.1: after the same position's fifth time (Marshall-Capablanca played on to 33. Qb4)")
        << marshall(60) + "31. Qb4 Qe7 32. Qf4+ Qf6 33. Qb4 Qe7" << GameEnd::Fivefold << 65 << "1/2-1/2"
        << "9.6.1";
}

void TestClaimConsequences::noClaimAfterTheGameHasEnded()
{
    QFETCH(QString, sheet);
    QFETCH(GameEnd, end);
    QFETCH(int, endedAt);
    QFETCH(QString, result);
    QFETCH(QString, article);
    for (ClaimKind kind : {ClaimKind::Threefold, ClaimKind::FiftyMoves}) {
        const rulings::ClaimRuling r = claim(recordOf(sheet), kind);
        QVERIFY(!r.correct);
        QCOMPARE(r.reason, rulings::ClaimReason::GameOver);
        QCOMPARE(r.endedBefore, end);
        QCOMPARE(r.endedBeforeAt.ply, endedAt);
        QCOMPARE(r.consequence.end, end);
        QCOMPARE(r.consequence.endedAt, endedAt);
        QCOMPARE(r.consequence.result, result);
        QCOMPARE(articles(r.consequence), QStringList{article});
        QCOMPARE(r.consequence.opponentMinutes, 0);
        QVERIFY(!r.consequence.drawOffer);
    }
}

// The knights out and back three times and half again: the start position stood after plies 0, 4, 8 and
// 12. Black claims fifty moves (incorrect: 15 half-moves) with 8... Ng8 written; made, it brings the
// start position back the fifth time, and the game is drawn by 9.6.1, not left to go on.
void TestClaimConsequences::aWrittenMoveThatBringsAPositionBackTheFifthTimeEndsTheGame()
{
    const QString sheet = QStringLiteral(
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1");
    const rulings::ClaimRuling r = claim(recordOf(sheet), ClaimKind::FiftyMoves, QStringLiteral("Ng8"));
    QVERIFY(!r.correct);
    QCOMPARE(r.intendedEnds, GameEnd::Fivefold);
    const rulings::Consequence& c = r.consequence;
    QCOMPARE(c.end, GameEnd::Fivefold);
    QCOMPARE(c.endedAt, 16);
    QCOMPARE(c.result, QStringLiteral("1/2-1/2"));
    QVERIFY(!c.drawOffer);
    QCOMPARE(articles(c), QStringList({"9.5.3", "9.6.1"}));
}

// The half-move clock at 149: an incorrect threefold claim with 120. Ra7 written makes the 75th move of
// each player without a capture or pawn move (9.6.2): drawn. (120. Ra8# would mate, which comes first.)
void TestClaimConsequences::aWrittenMoveThatCompletesSeventyFiveMovesEndsTheGame()
{
    const sheet::Record record = recordOf({}, positionOf("7k/8/6K1/8/8/8/8/R7 w - - 149 120"));
    const rulings::ClaimRuling r = claim(record, ClaimKind::Threefold, QStringLiteral("Ra7"));
    QVERIFY(!r.correct);
    QCOMPARE(r.consequence.end, GameEnd::SeventyFiveMoves);
    QCOMPARE(r.consequence.result, QStringLiteral("1/2-1/2"));
    QCOMPARE(articles(r.consequence), QStringList({"9.5.3", "9.6.2"}));
    QCOMPARE(claim(record, ClaimKind::Threefold, QStringLiteral("Ra8#")).consequence.end, GameEnd::Checkmate);
}

QTEST_GUILESS_MAIN(TestClaimConsequences)
#include "tst_claimconsequences.moc"
