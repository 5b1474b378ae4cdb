// SPDX-License-Identifier: GPL-3.0-or-later
// Claims of a threefold repetition (FIDE Laws 2023, 9.2): the position on the board with the claimant to
// move (9.2.2) and the move written but not played (9.2.1), in real games and in the traps of 9.2.3,
// where the same pieces stand on the same squares and yet the positions are not the same.

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
    return rulings::ruleClaim(record, ClaimKind::Threefold,
        intended.isEmpty() ? std::nullopt : std::optional<QStringView>(intended), rulings::Rate::Standard);
}

QList<int> pliesOf(const QList<rulings::GamePoint>& points)
{
    QList<int> plies;
    for (const rulings::GamePoint& p : points)
        plies << p.ply;
    return plies;
}

// "2:castling", "4:en-passant": the positions not counted and why, as the test rows write them.
QStringList notCountedOf(const rulings::ClaimRuling& r)
{
    QStringList found;
    for (const rulings::SameBoardElsewhere& s : r.notCounted) {
        QStringList why;
        if (s.has(rulings::Difference::CastlingRights))
            why << "castling";
        if (s.has(rulings::Difference::EnPassant))
            why << "en-passant";
        found << QString::number(s.point.ply) + u':' + why.join(u'+');
    }
    return found;
}

QString marshall(int plies) { return sheetOf(repetitionGameMoves(1), plies, notation::Language::English); }

}  // namespace

class TestThreefoldClaims : public QObject {
    Q_OBJECT

private slots:
    void claims_data();
    void claims();
    void theClaimantIsThePlayerToMove();
    void theOccurrencesNameTheMovesThatLedThere();
    void aWrittenMoveIsNotNeededWhenTheBoardDecides();
    void anUnplayableWrittenMoveMakesTheClaimIncorrect_data();
    void anUnplayableWrittenMoveMakesTheClaimIncorrect();
    void aGermanSheetIsClaimedWithAGermanMove();
};

void TestThreefoldClaims::claims_data()
{
    QTest::addColumn<QString>("fen");  // empty: the initial position
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<QString>("intended");  // empty: the claim is on the board
    QTest::addColumn<bool>("correct");
    QTest::addColumn<QString>("article");
    QTest::addColumn<QList<int>>("occurrences");
    QTest::addColumn<QStringList>("notCounted");

    QTest::newRow("9.2.2: the position has just appeared for the third time, the claimant having the move "
                  "(Marshall-Capablanca 1909, after 29. Qb4)")
        << QString() << marshall(57) << QString() << true << "9.2.2" << QList<int>{49, 53, 57} << QStringList();
    QTest::newRow("9.2.2: the same game after 30... Qf6, White to move, the other position's third time")
        << QString() << marshall(60) << QString() << true << "9.2.2" << QList<int>{52, 56, 60} << QStringList();
    QTest::newRow("9.2.2: a position that has appeared for the second time only is no claim (after 27. Qb4)")
        << QString() << marshall(53) << QString() << false << "9.2.2" << QList<int>{49, 53} << QStringList();
    QTest::newRow("9.2.1: the written move 29. Qb4 is about to bring the position for the third time")
        << QString() << marshall(56) << "Qb4" << true << "9.2.1" << QList<int>{49, 53, 57} << QStringList();
    QTest::newRow("9.2.1: the written move 27. Qb4 would bring it for the second time only")
        << QString() << marshall(52) << "Qb4" << false << "9.2.1" << QList<int>{49, 53} << QStringList();
    QTest::newRow("9.2.2: the white king's third return to h1 (Capablanca-Marshall 1909, game 20)")
        << QString() << sheetOf(repetitionGameMoves(2), 50, notation::Language::English) << QString() << true << "9.2.2"
        << QList<int>{42, 46, 50} << QStringList();
    QTest::newRow("9.2: the same position for the third time, not by a repetition of moves (the longest game at "
                  "hand, after 102. Kd1)")
        << QString()
        << sheetOf(
               readGames(QStringLiteral(SCORECHECK_TEST_DATA "/pgn-edge-cases/cairo-board/longest.pgn")).first().moves,
               203, notation::Language::English)
        << QString() << true << "9.2.2" << QList<int>{191, 195, 203} << QStringList();
    QTest::newRow("9.2.3.2: the rooks' first return is another position: the castling rights were lost")
        << QString() << "1. Nf3 Nf6 2. Rg1 Rg8 3. Rh1 Rh8 4. Rg1 Rg8 5. Rh1 Rh8" << QString() << false << "9.2.2"
        << QList<int>{6, 10} << QStringList{"2:castling"};
    QTest::newRow("9.2.3.2: the third time without the castling rights is a threefold")
        << QString() << "1. Nf3 Nf6 2. Rg1 Rg8 3. Rh1 Rh8 4. Rg1 Rg8 5. Rh1 Rh8 6. Rg1 Rg8 7. Rh1 Rh8" << QString()
        << true << "9.2.2" << QList<int>{6, 10, 14} << QStringList{"2:castling"};
    QTest::newRow("9.2.1 with 9.2.3.2: a written move that brings the same pieces back the third time, once "
                  "with castling rights, is no claim")
        << QString() << "1. Nf3 Nf6 2. Rg1 Rg8 3. Rh1 Rh8 4. Rg1 Rg8 5. Rh1"
        << "Rh8" << false << "9.2.1" << QList<int>{6, 10} << QStringList{"2:castling"};
    QTest::newRow("9.2.3.1: an en-passant capture possible at the first occurrence only makes it another position")
        << QString() << "1. e4 Nc6 2. e5 d5 3. Nf3 Nb8 4. Ng1 Nc6 5. Nf3 Nb8 6. Ng1 Nc6" << QString() << false
        << "9.2.2" << QList<int>{8, 12} << QStringList{"4:en-passant"};
    QTest::newRow("9.2.3.1: the third time without the en-passant capture is a threefold")
        << QString() << "1. e4 Nc6 2. e5 d5 3. Nf3 Nb8 4. Ng1 Nc6 5. Nf3 Nb8 6. Ng1 Nc6 7. Nf3 Nb8 8. Ng1 Nc6"
        << QString() << true << "9.2.2" << QList<int>{8, 12, 16} << QStringList{"4:en-passant"};
    QTest::newRow("9.2.3: an en-passant square that no pawn can use (the pawn beside it is pinned) leaves the "
                  "position the same")
        << "k3r3/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1"
        << "1... d5 2. Nf3 Kb8 3. Ng1 Ka8 4. Nf3 Kb8 5. Ng1 Ka8" << QString() << true << "9.2.2" << QList<int>{1, 5, 9}
        << QStringList();
    QTest::newRow("9.2.3.1: the same with the pawn free to take en passant: the first position is another one")
        << "k4r2/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1"
        << "1... d5 2. Nf3 Kb8 3. Ng1 Ka8 4. Nf3 Kb8 5. Ng1 Ka8" << QString() << false << "9.2.2" << QList<int>{5, 9}
        << QStringList{"1:en-passant"};
    QTest::newRow("9.2.2: the start position counts as the first occurrence")
        << QString() << "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8" << QString() << true << "9.2.2"
        << QList<int>{0, 4, 8} << QStringList();
    QTest::newRow("9.2.1: a written pawn move brings a new position")
        << QString() << "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1"
        << "e5" << false << "9.2.1" << QList<int>{8} << QStringList();
}

void TestThreefoldClaims::claims()
{
    QFETCH(QString, fen);
    QFETCH(QString, sheet);
    QFETCH(QString, intended);
    QFETCH(bool, correct);
    QFETCH(QString, article);
    QFETCH(QList<int>, occurrences);
    QFETCH(QStringList, notCounted);
    const chess::Position start = fen.isEmpty() ? chess::Position::startPosition() : positionOf(qPrintable(fen));
    const rulings::ClaimRuling r = claim(recordOf(sheet, start), intended);
    QCOMPARE(r.correct, correct);
    QCOMPARE(QString::fromLatin1(r.article), article);
    QCOMPARE(r.form, intended.isEmpty() ? ClaimForm::OnBoard : ClaimForm::Intended);
    QCOMPARE(r.reason, correct ? ClaimReason::ThirdOccurrence : ClaimReason::FewerThanThree);
    QCOMPARE(pliesOf(r.occurrences), occurrences);
    QCOMPARE(notCountedOf(r), notCounted);
}

void TestThreefoldClaims::theClaimantIsThePlayerToMove()
{
    QCOMPARE(claim(recordOf(marshall(57)), {}).claimant, chess::Color::Black);
    QCOMPARE(claim(recordOf(marshall(56)), "Qb4").claimant, chess::Color::White);
}

// The ruling names each occurrence by the move that led there, the written move marked as such.
void TestThreefoldClaims::theOccurrencesNameTheMovesThatLedThere()
{
    const rulings::ClaimRuling r = claim(recordOf(marshall(56)), "Qb4");
    QStringList moves;
    for (const rulings::GamePoint& p : r.occurrences)
        moves << p.numberedMove();
    QCOMPARE(moves, QStringList({"25. a4", "27. Qb4", "29. Qb4"}));
    const rulings::ClaimWording w = rulings::claimWording(r);
    QCOMPARE(w.verdict,
        QStringLiteral("Correct: after the written move 29. Qb4 the position would stand for the "
                       "third time."));
    QCOMPARE(w.occurrences, QStringList({"25. a4 (ply 49)", "27. Qb4 (ply 53)", "29. Qb4, the written move (ply 57)"}));
    QCOMPARE(rulings::claimWording(claim(recordOf(marshall(57)), {})).verdict,
        QStringLiteral("Correct: the position after 29. Qb4 stands for the third time."));
}

// 9.2.2: the claimant has the move and the position on the board stands for the third time: the claim is
// correct whatever move was written with it.
void TestThreefoldClaims::aWrittenMoveIsNotNeededWhenTheBoardDecides()
{
    const rulings::ClaimRuling r = claim(recordOf(marshall(57)), "Qe7");
    QVERIFY(r.correct);
    QCOMPARE(r.form, ClaimForm::OnBoard);
    QCOMPARE(QString::fromLatin1(r.article), QStringLiteral("9.2.2"));
    QVERIFY(r.intended);
    QCOMPARE(r.intended->text, QStringLiteral("Qe7"));
    QCOMPARE(pliesOf(r.occurrences), QList<int>({49, 53, 57}));
}

void TestThreefoldClaims::anUnplayableWrittenMoveMakesTheClaimIncorrect_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<QString>("intended");
    QTest::addColumn<ClaimReason>("reason");
    QTest::addColumn<QString>("verdict");
    QTest::newRow("an illegal written move (the queen on f4 cannot reach b5)")
        << marshall(56) << "Qb5" << ClaimReason::IntendedIllegal
        << "Incorrect: the written move \"Qb5\" is illegal in the position on the board.";
    QTest::newRow("an ambiguous written move (either knight can go to e2)")
        << "1. e4 e5 2. Nc3 Nc6"
        << "Ne2" << ClaimReason::IntendedAmbiguous
        << "Incorrect: the written move \"Ne2\" is ambiguous: it can mean Nce2, Nge2.";
    QTest::newRow("a written move that reads as no move at all")
        << marshall(56) << "Zz9" << ClaimReason::IntendedUnreadable
        << "Incorrect: the written move \"Zz9\" cannot be read as a move.";
}

void TestThreefoldClaims::anUnplayableWrittenMoveMakesTheClaimIncorrect()
{
    QFETCH(QString, sheet);
    QFETCH(QString, intended);
    QFETCH(ClaimReason, reason);
    QFETCH(QString, verdict);
    const rulings::ClaimRuling r = claim(recordOf(sheet), intended);
    QVERIFY(!r.correct);
    QCOMPARE(r.reason, reason);
    QCOMPARE(r.form, ClaimForm::Intended);
    QCOMPARE(QString::fromLatin1(r.article), QStringLiteral("9.2.1"));
    QVERIFY(r.occurrences.isEmpty());
    QCOMPARE(rulings::claimWording(r).verdict, verdict);
}

// The written move is read in the sheet's language: a German sheet's Dame is D.
void TestThreefoldClaims::aGermanSheetIsClaimedWithAGermanMove()
{
    const QString sheet = sheetOf(repetitionGameMoves(1), 56, notation::Language::German);
    QVERIFY(sheet.contains(QStringLiteral("28. Df4+ Df6")));
    const sheet::Record record = recordOf(sheet, chess::Position::startPosition(), notation::Language::German);
    const rulings::ClaimRuling r = claim(record, "Db4");
    QVERIFY(r.correct);
    QCOMPARE(pliesOf(r.occurrences), QList<int>({49, 53, 57}));
    QCOMPARE(r.occurrences.constLast().numberedMove(), QStringLiteral("29. Db4"));
    QCOMPARE(claim(record, "Qb4").reason, ClaimReason::IntendedUnreadable);
}

QTEST_GUILESS_MAIN(TestThreefoldClaims)
#include "tst_threefoldclaims.moc"
