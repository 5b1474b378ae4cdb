// SPDX-License-Identifier: GPL-3.0-or-later
// Claims of fifty moves without a capture or pawn move (FIDE Laws 2023, 9.3): the last 50 moves by
// each player completed on the board (9.3.2), or completed by a move written but not played (9.3.1);
// at exactly 100 half-moves and at 99, from a FEN's half-move clock, and in a real game.

#include "claimsheets.h"

#include "rulings/claim.h"
#include "rulings/claimwording.h"

#include <QTest>

using rulings::ClaimForm;
using rulings::ClaimKind;
using rulings::ClaimReason;

namespace {

rulings::ClaimRuling claim(const sheet::Record& record, const QString& intended)
{
    return rulings::ruleClaim(record, ClaimKind::FiftyMoves,
        intended.isEmpty() ? std::nullopt : std::optional<QStringView>(intended), rulings::Rate::Standard);
}

// The longest game at hand (cairo-board's longest.pgn): after 161... Rc8 (ply 322) each player has made
// 50 moves since the last capture or pawn move, 111... d5 (ply 222).
QString longestGame(int plies)
{
    const QList<GameRecord> games
        = readGames(QStringLiteral(SCORECHECK_TEST_DATA "/pgn-edge-cases/cairo-board/longest.pgn"));
    return sheetOf(games.first().moves, plies, notation::Language::English);
}

const char* const KingAndRook = "k7/8/8/8/8/8/8/K6R w - - 98 100";  // 98 half-moves gone, White to move

}  // namespace

class TestFiftyMoveClaims : public QObject {
    Q_OBJECT

private slots:
    void claims_data();
    void claims();
    void theCountNamesTheLastCaptureOrPawnMove();
    void theWordingCountsTheMovesOfEachPlayer();
};

void TestFiftyMoveClaims::claims_data()
{
    QTest::addColumn<QString>("fen");  // empty: the initial position
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<QString>("intended");  // empty: the claim is on the board
    QTest::addColumn<bool>("correct");
    QTest::addColumn<ClaimReason>("reason");
    QTest::addColumn<QString>("article");
    QTest::addColumn<int>("halfMoves");
    QTest::addColumn<int>("white");
    QTest::addColumn<int>("black");
    QTest::addColumn<int>("lastIrreversible");  // -1: none since the start

    QTest::newRow("9.3.2: the last 50 moves by each player completed, from a FEN's half-move clock of 98")
        << KingAndRook << "100. Rh2 Kb8" << QString() << true << ClaimReason::FiftyMoves << "9.3.2" << 100 << 50 << 50
        << -1;
    QTest::newRow("9.3.2: at 99 half-moves Black has made only 49 moves")
        << KingAndRook << "100. Rh2" << QString() << false << ClaimReason::FewerThanFifty << "9.3.2" << 99 << 50 << 49
        << -1;
    QTest::newRow("9.3.1: the written move completes Black's fiftieth")
        << KingAndRook << "100. Rh2"
        << "Kb8" << true << ClaimReason::FiftyMoves << "9.3.1" << 100 << 50 << 50 << -1;
    QTest::newRow("9.3.1: a written move that makes only the 99th half-move")
        << KingAndRook << QString() << "Rh2" << false << ClaimReason::FewerThanFifty << "9.3.1" << 99 << 50 << 49 << -1;
    QTest::newRow("9.3.1: a written capture starts the count again")
        << "k7/8/8/8/8/8/1r6/K6R w - - 99 100" << QString() << "Kxb2" << false << ClaimReason::IntendedResetsCount
        << "9.3.1" << 0 << 0 << 0 << 1;
    QTest::newRow("9.3.1: a written pawn move starts the count again")
        << "k7/8/8/8/8/8/P7/K6R w - - 99 100" << QString() << "a4" << false << ClaimReason::IntendedResetsCount
        << "9.3.1" << 0 << 0 << 0 << 1;
    QTest::newRow("9.3.1: a written rook move beside a piece it could take completes the fiftieth")
        << "k7/8/8/8/8/8/1r6/K6R w - - 99 100" << QString() << "Rh2" << true << ClaimReason::FiftyMoves << "9.3.1"
        << 100 << 50 << 50 << -1;
    QTest::newRow("9.3.2: one move after 2... Qxd5 is no claim")
        << QString() << "1. e4 d5 2. exd5 Qxd5 3. Nc3" << QString() << false << ClaimReason::FewerThanFifty << "9.3.2"
        << 1 << 1 << 0 << 4;
    QTest::newRow("9.3.2: the longest game at hand, after 161... Rc8: fifty moves by each since 111... d5")
        << QString() << longestGame(322) << QString() << true << ClaimReason::FiftyMoves << "9.3.2" << 100 << 50 << 50
        << 222;
    QTest::newRow("9.3.2: the same game one ply earlier: Black has made 49 moves")
        << QString() << longestGame(321) << QString() << false << ClaimReason::FewerThanFifty << "9.3.2" << 99 << 50
        << 49 << 222;
}

void TestFiftyMoveClaims::claims()
{
    QFETCH(QString, fen);
    QFETCH(QString, sheet);
    QFETCH(QString, intended);
    QFETCH(bool, correct);
    QFETCH(ClaimReason, reason);
    QFETCH(QString, article);
    QFETCH(int, halfMoves);
    QFETCH(int, white);
    QFETCH(int, black);
    QFETCH(int, lastIrreversible);
    const chess::Position start = fen.isEmpty() ? chess::Position::startPosition() : positionOf(qPrintable(fen));
    const rulings::ClaimRuling r = claim(recordOf(sheet, start), intended);
    QCOMPARE(r.correct, correct);
    QCOMPARE(r.reason, reason);
    QCOMPARE(QString::fromLatin1(r.article), article);
    QCOMPARE(r.halfMovesSince, halfMoves);
    QCOMPARE(r.movesSince[0], white);
    QCOMPARE(r.movesSince[1], black);
    QCOMPARE(r.lastIrreversible ? r.lastIrreversible->ply : -1, lastIrreversible);
    QCOMPARE(r.startHalfmoveClock, start.halfmoveClock());
    QVERIFY(r.occurrences.isEmpty());
}

void TestFiftyMoveClaims::theCountNamesTheLastCaptureOrPawnMove()
{
    const rulings::ClaimRuling r = claim(recordOf(longestGame(321)), "Rc8");
    QVERIFY(r.correct);
    QCOMPARE(QString::fromLatin1(r.article), QStringLiteral("9.3.1"));
    QVERIFY(r.lastIrreversible);
    QCOMPARE(r.lastIrreversible->numberedMove(), QStringLiteral("111... d5"));
    QCOMPARE(r.intended->point.numberedMove(), QStringLiteral("161... Rc8"));
}

void TestFiftyMoveClaims::theWordingCountsTheMovesOfEachPlayer()
{
    const rulings::ClaimWording w = rulings::claimWording(claim(recordOf("100. Rh2", positionOf(KingAndRook)), {}));
    QCOMPARE(w.verdict,
        QStringLiteral("Incorrect: moves since the last capture or pawn move: White 50, Black 49; 50 by each are "
                       "needed."));
    QCOMPARE(w.count,
        QStringList({"No capture or pawn move since the start position, whose half-move clock stood at 98.",
            "Moves since then without a capture or pawn move: White 50, Black 49."}));
}

QTEST_GUILESS_MAIN(TestFiftyMoveClaims)
#include "tst_fiftymoveclaims.moc"
