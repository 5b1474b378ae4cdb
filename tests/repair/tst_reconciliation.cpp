// Two players' sheets of one game (FIDE Laws D.2.9): the game that fits both, and where they differ.

#include "pgngames.h"
#include "sheettexts.h"

#include "chess/status.h"
#include "chess/uci.h"
#include "repair/reconciliation.h"
#include "repair/reconstruction.h"
#include "sheet/blankentry.h"

#include <QTest>

namespace {

using notation::Language;

QString uciGame(const QList<chess::Move>& moves)
{
    chess::Position p = chess::Position::startPosition();
    QStringList out;
    for (chess::Move m : moves) {
        out << QString::fromStdString(chess::toUci(p, m));
        p.doMove(m);
    }
    return out.join(u' ');
}

repair::Reconciliation reconcileSheets(
    const QString& white, Language whiteLanguage, const QString& black, Language blackLanguage)
{
    const QList<QStringView> a = entryTexts(white), b = entryTexts(black);
    return repair::reconcile(chess::Position::startPosition(), {{{a, whiteLanguage}, {b, blackLanguage}}});
}

const QString RuyLopez = QStringLiteral("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7");

}  // namespace

class TestReconciliation : public QObject {
    Q_OBJECT

private slots:
    void agreeingSheetsHaveNoDifferences();
    void eachSheetMendsTheOther();
    void moveLeftOutOnOneSheet();
    void oneSheetStopsEarly();
    void sheetsInTwoLanguages();
    void blankRowsFilledFromTheOtherSheet();
    void boxBothLeftBlankDecidedFarOn();
};

void TestReconciliation::agreeingSheetsHaveNoDifferences()
{
    const QString sheet = QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7");
    const auto r = reconcileSheets(sheet, Language::English, sheet, Language::English);
    QCOMPARE(uciGame(r.moves), RuyLopez);
    QVERIFY(r.differences().isEmpty());
    QCOMPARE(r.plies[0], 10);
    QCOMPARE(r.plies[1], 10);
    QVERIFY(r.complete);
}

void TestReconciliation::eachSheetMendsTheOther()
{
    // White wrote "Ne6" for 2...Nc6; Black wrote "Bb4" for 3. Bb5 (both legal-looking slips).
    const auto r = reconcileSheets(QStringLiteral("1. e4 e5 2. Nf3 Ne6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7"),
        Language::English, QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb4 a6 4. Ba4 Nf6 5. O-O Be7"), Language::English);
    QCOMPARE(uciGame(r.moves), RuyLopez);
    QCOMPARE(r.differences().size(), 2);
    QCOMPARE(r.differences()[0].ply, 3);
    QCOMPARE(r.differences()[0].entry, (std::array<int, 2>{3, 3}));
    QCOMPARE(r.differences()[1].ply, 4);
}

void TestReconciliation::moveLeftOutOnOneSheet()
{
    // Black's sheet has no 3. Bb5: its later entries stand one column early.
    const auto r = reconcileSheets(QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7"),
        Language::English, QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. a6 Ba4 4. Nf6 O-O 5. Be7"), Language::English);
    QCOMPARE(uciGame(r.moves), RuyLopez);
    QCOMPARE(r.differences().size(), 1);
    QCOMPARE(r.differences()[0].ply, 4);
    QCOMPARE(r.differences()[0].entry, (std::array<int, 2>{4, -1}));
}

void TestReconciliation::oneSheetStopsEarly()
{
    // In time trouble Black stopped writing after move 3; White's sheet goes on alone.
    const auto r = reconcileSheets(QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7"),
        Language::English, QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6"), Language::English);
    QCOMPARE(uciGame(r.moves), RuyLopez);
    QVERIFY(r.differences().isEmpty());
    QCOMPARE(r.plies[0], 10);
    QCOMPARE(r.plies[1], 6);
    QCOMPARE(r.steps.size(), 10);
    QCOMPARE(r.steps[5].entry, (std::array<int, 2>{5, 5}));
    QCOMPARE(r.steps[6].entry, (std::array<int, 2>{6, -1}));
}

void TestReconciliation::sheetsInTwoLanguages()
{
    // A German sheet and a French one; the French one has a look-alike slip after the German ends.
    const auto r = reconcileSheets(QStringLiteral("1. e4 e5 2. Sf3 Sc6 3. Lb5 a6"), Language::German,
        QStringLiteral("1. e4 e5 2. Cf3 Cc6 3. Fb5 a6 4. Fa4 Cf6 5. 0-0 Fe7"), Language::French);
    QCOMPARE(uciGame(r.moves), RuyLopez);
    QVERIFY(r.differences().isEmpty());

    const auto slipped = reconcileSheets(QStringLiteral("1. e4 e5 2. Sf3 Sc6 3. Lb5 a6"), Language::German,
        QStringLiteral("1. e4 e5 2. Cf3 Cc6 3. Fb5 a6 4. Fa4 Cf6 5. 0-0 Fe1"), Language::French);
    QCOMPARE(uciGame(slipped.moves), RuyLopez);
    QCOMPARE(slipped.differences().size(), 1);
    QCOMPARE(slipped.differences()[0].entry, (std::array<int, 2>{-1, 9}));
}

// HCS game 013, both players' real sheets: one copy left twelve boxes blank (11... to 17., a whole
// row written "12. {blank}" in the transcription) and has slips of its own; the other is whole but for one slip
// (24. Rxa3 for Rxd3). Pairing them gives the game of the whole copy, to the mate.
void TestReconciliation::blankRowsFilledFromTheOtherSheet()
{
    const QMap<QString, QString> sheets = hcsSheets();
    const QString whole = sheets.value(QStringLiteral("013_0")), gaps = sheets.value(QStringLiteral("013_1"));
    QVERIFY(!whole.isEmpty() && !gaps.isEmpty());
    const QList<QStringView> gapEntries = entryTexts(gaps);
    QCOMPARE(std::count_if(gapEntries.begin(), gapEntries.end(), sheet::isBlankEntry), 12);

    const auto r = reconcileSheets(gaps, Language::English, whole, Language::English);
    QVERIFY(r.complete);
    const repair::Reconstruction alone
        = repair::reconstruct(chess::Position::startPosition(), entryTexts(whole), Language::English);
    QCOMPARE(alone.changes.size(), 1);
    QCOMPARE(uciGame(r.moves), uciGame(alone.moves));
    chess::Position end = chess::Position::startPosition();
    for (chess::Move m : r.moves)
        end.doMove(m);
    QVERIFY(chess::isCheckmate(end));
}

// HCS game 099: both copies left White's 20th box blank; only 23. Qa6, three moves on, shows which
// queen move stood there. Both sheets then replay to their end.
void TestReconciliation::boxBothLeftBlankDecidedFarOn()
{
    const QMap<QString, QString> sheets = hcsSheets();
    const QString first = sheets.value(QStringLiteral("099_0")), second = sheets.value(QStringLiteral("099_1"));
    const auto r = reconcileSheets(first, Language::English, second, Language::English);
    QVERIFY(r.complete);
    QCOMPARE(r.plies[0], int(entryTexts(first).size()));
    QCOMPARE(r.plies[1], int(entryTexts(second).size()));
    const QStringList moves = uciGame(r.moves).split(u' ');
    QCOMPARE(moves.size(), 52);
    QVERIFY(moves[38].startsWith(QStringLiteral("h4")));  // the queen, from h4
}

QTEST_GUILESS_MAIN(TestReconciliation)
#include "tst_reconciliation.moc"
