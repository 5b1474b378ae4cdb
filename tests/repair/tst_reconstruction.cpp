// SPDX-License-Identifier: GPL-3.0-or-later
// Whole-game reconstruction: the most likely complete legal game for a sheet with slips.

#include "constructedsheets.h"
#include "pgngames.h"
#include "slippedsheets.h"

#include "chess/movegen.h"
#include "repair/costmodel.h"
#include "repair/decidedness.h"
#include "repair/reconstruction.h"
#include "repair/repairreason.h"

#include <QTest>

using repair::Change;
using repair::RepairReason;

class TestReconstruction : public QObject {
    Q_OBJECT

private slots:
    void cleanSheetNeedsNoChange();
    void lookAlikeReplaced();
    void legalSlipFoundWhereTheSheetBreaksLater();
    void legalLookAlikeFoundFarBack();
    void swappedColumns();
    void swappedColumnsAtALegalEntry();
    void swappedColumnsWhereTheEntryAlsoReadsAsTheMove();
    void twoLikeEntriesSwappedAreNoWayToMend();
    void missingMove();
    void junkEntryDropped();
    void blankFollowedByASlip();
    void slipsFarApartSearchedInParts();
    void longSheetWithARunOfBlanksSearchedToTheEnd();
};

void TestReconstruction::cleanSheetNeedsNoChange()
{
    const auto r = reconstructSheet(QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6"), notation::Language::English);
    QCOMPARE(uciGame(r), QStringLiteral("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6"));
    QVERIFY(r.changes.isEmpty());
    QCOMPARE(r.cost, 0.0f);
    QVERIFY(r.complete);
}

void TestReconstruction::lookAlikeReplaced()
{
    const auto r = reconstructSheet(QStringLiteral("1. e4 e5 2. Nf3 Ne6 3. Bb5 a6"), notation::Language::English);
    QCOMPARE(uciGame(r), QStringLiteral("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6"));
    QCOMPARE(r.changes.size(), 1);
    QCOMPARE(r.changes[0].entry, 3);
    QCOMPARE(r.changes[0].kind, Change::Kind::Replaced);
    QCOMPARE(r.changes[0].reason, RepairReason::LookAlike);
    QCOMPARE(r.changes[0].ply, 3);
}

void TestReconstruction::legalSlipFoundWhereTheSheetBreaksLater()
{
    // 2. Nf3 written "Nh3": legal, one character off, and only two entries later, 3. Nxe5, does the
    // sheet break; mending 3. Nxe5 alone would break 3...Nxe5 as well.
    const auto r
        = reconstructSheet(QStringLiteral("1. e4 e5 2. Nh3 Nc6 3. Nxe5 Nxe5 4. d4"), notation::Language::English);
    QCOMPARE(uciGame(r), QStringLiteral("e2e4 e7e5 g1f3 b8c6 f3e5 c6e5 d2d4"));
    QCOMPARE(r.changes.size(), 1);
    QCOMPARE(r.changes[0].entry, 2);
    QCOMPARE(r.changes[0].reason, RepairReason::WrittenMoveLegalButBreaksLater);
}

// 5. d4 written "a4" (a and d look alike): legal, and the sheet breaks only four entries later, at 7. dxe5
// (no pawn on d4), further back than BacktrackDepth. The look-alike reading of the legal entry is tried
// there, and the sheet then replays to the end.
static const QString LegalLookAlikeFarBack
    = QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. a4 O-O 6. O-O d6 7. dxe5 dxe5 8. Qxd8 Rxd8");

void TestReconstruction::legalLookAlikeFoundFarBack()
{
    const auto r = reconstructSheet(LegalLookAlikeFarBack, notation::Language::English);
    QCOMPARE(
        uciGame(r), QStringLiteral("e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6 d2d4 e8g8 e1g1 d7d6 d4e5 d6e5 d1d8 f8d8"));
    QCOMPARE(r.changes.size(), 1);
    QCOMPARE(r.changes[0].entry, 8);
    QCOMPARE(r.changes[0].reason, RepairReason::WrittenMoveLegalButBreaksLater);
    QCOMPARE(r.cost, repair::LookAlikeCost + repair::LegalEntryChangedCost);
}

void TestReconstruction::swappedColumns()
{
    const auto r = reconstructSheet(QStringLiteral("1. e5 e4 2. Nf3 Nc6"), notation::Language::English);
    QCOMPARE(uciGame(r), QStringLiteral("e2e4 e7e5 g1f3 b8c6"));
    QCOMPARE(r.changes.size(), 1);
    QCOMPARE(r.changes[0].kind, Change::Kind::Swapped);
    QCOMPARE(r.changes[0].entry, 0);
}


void TestReconstruction::swappedColumnsWhereTheEntryAlsoReadsAsTheMove()
{
    const auto r = reconstructSheet(SwappedWhereTheEntryAlsoReadsAsTheMove, notation::Language::English);
    QCOMPARE(uciGame(r), QStringLiteral("e2e4 e7e6 d2d4 d7d5 e4e5 c7c5 c2c3 b8c6 g1f3 d8b6 a2a3 c5c4"));
    QCOMPARE(r.changes.size(), 1);
    QCOMPARE(r.changes[0].kind, Change::Kind::Swapped);
    QCOMPARE(r.changes[0].entry, 4);
}

// 7. O-O O-O, four entries before a blank: the two entries swapped give the moves they give read as
// written. No change of the sheet is such a swap, and where it is picked at move 7 (as the reviewer saw
// it offered) nothing is changed: the reconstruction stands as it was, no "change" that changes nothing.
void TestReconstruction::twoLikeEntriesSwappedAreNoWayToMend()
{
    const QList<QStringView> entries = entryTexts(QStringLiteral(
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 Nf6 5. c3 d6 6. h3 h6 7. O-O O-O 8. a3 a6 9. {blank} Ba7 10. Re1"));
    const chess::Position start = chess::Position::startPosition();
    const auto r = repair::reconstruct(start, entries, notation::Language::English);
    QCOMPARE(r.changes.size(), 1);
    QCOMPARE(r.changes[0].entry, 16);
    for (const repair::Alternative& a : r.changes[0].alternatives)
        QVERIFY(a.kind != Change::Kind::Swapped);
    repair::Reconstruction offered = r;
    const chess::Position at7 = repair::positionBefore(start, r, {.movesBefore = 12});
    chess::Position afterWhite = at7;
    afterWhite.doMove(r.moves[12]);
    QCOMPARE(QString::fromStdString(chess::toUci(at7, r.moves[12])), QStringLiteral("e1g1"));
    QCOMPARE(QString::fromStdString(chess::toUci(afterWhite, r.moves[13])), QStringLiteral("e8g8"));
    offered.changes[0].alternatives
        = {{.kind = Change::Kind::Swapped, .move = r.moves[12], .then = r.moves[13], .entry = 12, .movesBefore = 12}};
    const auto chosen = repair::choose(start, entries, notation::Language::English, offered, 0, 0);
    QCOMPARE(chosen.moves, r.moves);
    QCOMPARE(chosen.changes.size(), 1);
    QCOMPARE(chosen.changes[0].entry, 16);
}


void TestReconstruction::swappedColumnsAtALegalEntry()
{
    const auto r = reconstructSheet(SwappedAtALegalEntry, notation::Language::English);
    QCOMPARE(
        uciGame(r), QStringLiteral("e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 d2d3 d7d6 h2h3 c8e6 c4b3 g8f6 e1g1 e8g8 b1c3 h7h6"));
    QCOMPARE(r.changes.size(), 1);
    QCOMPARE(r.changes[0].kind, Change::Kind::Swapped);
    QCOMPARE(r.changes[0].entry, 8);
    QCOMPARE(r.changes[0].reason, RepairReason::ColumnsSwapped);
}

void TestReconstruction::missingMove()
{
    const auto r = reconstructSheet(QStringLiteral("1. e4 e5 2. Nc6 Bb5 3. a6"), notation::Language::English);
    QCOMPARE(r.moves.size(), 6);
    QCOMPARE(r.changes.size(), 1);
    QCOMPARE(r.changes[0].kind, Change::Kind::Inserted);
    QCOMPARE(r.changes[0].entry, 2);
    QVERIFY(uciGame(r).endsWith(QStringLiteral("b8c6 f1b5 a7a6")));
}

void TestReconstruction::junkEntryDropped()
{
    const auto r = reconstructSheet(QStringLiteral("1. e4 e5 2. Nf3 zzz Nc6 3. Bb5"), notation::Language::English);
    QCOMPARE(uciGame(r), QStringLiteral("e2e4 e7e5 g1f3 b8c6 f1b5"));
    QCOMPARE(r.changes.size(), 1);
    QCOMPARE(r.changes[0].kind, Change::Kind::Dropped);
    QCOMPARE(r.changes[0].entry, 3);
}

// HCS sheet 009_0 (a real handwritten sheet) to move 21: White's 18th box blank, and Black's 18th
// written "Rc6" for Nc6, so no move in the blank lets the next entry replay; 19. Rxd8 shows the rook
// went to d1.
void TestReconstruction::blankFollowedByASlip()
{
    const auto r = reconstructSheet(QStringLiteral("1. d4 Nf6 2. c4 g6 3. Nc3 d5 4. Nf3 Bg7 5. e3 O-O 6. h3 c5 "
                                                   "7. dxc5 Qa5 8. Bd2 Qxc5 9. b3 Ne4 10. Rc1 Nxc3 11. Bxc3 Bxc3 "
                                                   "12. Rxc3 Qa5 13. Qd2 Rd8 14. Rc1 Qxd2+ 15. Nxd2 d4 16. exd4 Rxd4 "
                                                   "17. Nf3 Rd8 18. {blank} Rc6 19. Rxd8 Nxd8 20. Bd3 Nc6 21. Bb1 a5"),
        notation::Language::English);
    QVERIFY(r.complete);
    QCOMPARE(r.changes.size(), 2);
    QCOMPARE(r.changes[0].reason, RepairReason::Blank);
    QCOMPARE(r.changes[1].reason, RepairReason::NearestMove);
    const QStringList moves = uciGame(r).split(u' ');
    QCOMPARE(moves.size(), 42);
    QCOMPARE(moves[34], QStringLiteral("c1d1"));
    QCOMPARE(moves[35], QStringLiteral("b8c6"));
}

// The whole of HCS sheet 009_0: besides the blank and the slip above, three more from move 31 on
// (31... K2+, 38. Kf3, 39... Ka5). One search runs out before the end; the part after the furthest
// point it reached is searched afresh, and the game is found to the end.
void TestReconstruction::slipsFarApartSearchedInParts()
{
    const QString sheet = hcsSheets().value(QStringLiteral("009_0"));
    QVERIFY(!sheet.isEmpty());
    const auto r = reconstructSheet(sheet, notation::Language::English);
    QVERIFY(r.complete);
    QCOMPARE(r.moves.size(), entryTexts(sheet).size());
    QCOMPARE(r.changes.size(), 5);
}

// A long real game (the first of 60 plies or more) written with a dozen boxes in a row left empty (moves
// 11 to 16, as HCS sheet 013_1 left them) and a look-alike slip about every fourth ply: more places to
// mend than three parts of the search settle. A long sheet gets more parts while each gets further
// (EntriesPerPart), and the search reaches the end within its budget.
void TestReconstruction::longSheetWithARunOfBlanksSearchedToTheEnd()
{
    const QList<TrueGame> games = trueGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.san.pgn"));
    const auto game = std::find_if(games.begin(), games.end(), [](const TrueGame& g) { return g.moves.size() >= 60; });
    QVERIFY(game != games.end());
    SlippedSheet written = SlipWriter(2611, {SlipKind::LookAlike})
                               .write(*game, notation::Language::English, int(game->moves.size()) / 4);
    constexpr int FirstBlank = 20, Blanks = 12;
    for (int ply = FirstBlank; ply < FirstBlank + Blanks; ++ply)
        written.entries[ply] = QStringLiteral("{blank}");
    const QString sheet = written.text();
    const QList<QStringView> entries = entryTexts(sheet);
    const auto r = repair::reconstruct(game->start, entries, notation::Language::English);
    QVERIFY2(r.complete, qPrintable(sheet));
    // Every box of the run is mended, each by a change of its own (filled, or left out).
    const auto atTheRun = std::count_if(r.changes.begin(), r.changes.end(),
        [](const Change& c) { return c.entry >= FirstBlank && c.entry < FirstBlank + Blanks; });
    QCOMPARE(int(atTheRun), Blanks);
}

QTEST_GUILESS_MAIN(TestReconstruction)
#include "tst_reconstruction.moc"
