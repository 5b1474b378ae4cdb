// SPDX-License-Identifier: GPL-3.0-or-later
// Whole-game reconstruction: the most likely complete legal game for a sheet with slips.

#include "pgngames.h"
#include "sheettexts.h"

#include "chess/uci.h"
#include "repair/reconstruction.h"

#include <QTest>

using repair::Change;
using repair::RepairReason;

namespace {

QString uciGame(const repair::Reconstruction& r)
{
    chess::Position p = chess::Position::startPosition();
    QStringList moves;
    for (chess::Move m : r.moves) {
        moves << QString::fromStdString(chess::toUci(p, m));
        p.doMove(m);
    }
    return moves.join(u' ');
}

repair::Reconstruction reconstructSheet(const QString& sheet, notation::Language language)
{
    const QList<QStringView> entries = entryTexts(sheet);
    return repair::reconstruct(chess::Position::startPosition(), entries, language);
}

}  // namespace

class TestReconstruction : public QObject {
    Q_OBJECT

private slots:
    void cleanSheetNeedsNoChange();
    void lookAlikeReplaced();
    void legalSlipFoundWhereTheSheetBreaksLater();
    void swappedColumns();
    void missingMove();
    void junkEntryDropped();
    void blankFollowedByASlip();
    void slipsFarApartSearchedInParts();
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

void TestReconstruction::swappedColumns()
{
    const auto r = reconstructSheet(QStringLiteral("1. e5 e4 2. Nf3 Nc6"), notation::Language::English);
    QCOMPARE(uciGame(r), QStringLiteral("e2e4 e7e5 g1f3 b8c6"));
    QCOMPARE(r.changes.size(), 1);
    QCOMPARE(r.changes[0].kind, Change::Kind::Swapped);
    QCOMPARE(r.changes[0].entry, 0);
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

QTEST_GUILESS_MAIN(TestReconstruction)
#include "tst_reconstruction.moc"
