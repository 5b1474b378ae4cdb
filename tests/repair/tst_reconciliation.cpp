// SPDX-License-Identifier: GPL-3.0-or-later
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

// Two sheets of one game, their entries kept for reconcile() and choose().
struct SheetPair {
    QString texts[2];
    QList<QStringView> entries[2];
    Language languages[2];

    SheetPair(const QString& first, Language firstLanguage, const QString& second, Language secondLanguage)
        : texts{first, second}
        , entries{entryTexts(texts[0]), entryTexts(texts[1])}
        , languages{firstLanguage, secondLanguage}
    {
    }
    std::array<repair::SheetEntries, 2> sheets() const
    {
        return {{{entries[0], languages[0]}, {entries[1], languages[1]}}};
    }
};

repair::Reconciliation reconcileSheets(
    const QString& white, Language whiteLanguage, const QString& black, Language blackLanguage)
{
    const QList<QStringView> a = entryTexts(white), b = entryTexts(black);
    return repair::reconcile(chess::Position::startPosition(), {{{a, whiteLanguage}, {b, blackLanguage}}});
}

chess::Position positionBefore(const QList<chess::Move>& moves, int ply)
{
    chess::Position p = chess::Position::startPosition();
    for (int i = 0; i < ply; ++i)
        p.doMove(moves[i]);
    return p;
}

// The game in UCI up to and including `ply` (from 0).
QString moveAt(const QList<chess::Move>& moves, int ply) { return uciGame(moves.first(ply + 1)).split(u' ').last(); }

// A Colle-Zukertort (1. d4 d5 2. Nf3 Nf6 3. e3 e6 4. Bd3 c5 5. c3 Nc6 6. O-O Bd6 7. b3 O-O 8. Bb2 b6
// 9. Qe2 Bb7 10. c4 Rc8) to the point where both White knights can go to d2, and its 11th move as each
// sheet gives it; `then` is what both sheets have after it.
QString colleSheet(const QString& eleventh, Language language, const QString& then)
{
    const QString german = QStringLiteral("1. d4 d5 2. Sf3 Sf6 3. e3 e6 4. Ld3 c5 5. c3 Sc6 6. O-O Ld6 7. b3 O-O "
                                          "8. Lb2 b6 9. De2 Lb7 10. c4 Tc8 11. %1 De7 %2");
    const QString english = QStringLiteral("1. d4 d5 2. Nf3 Nf6 3. e3 e6 4. Bd3 c5 5. c3 Nc6 6. O-O Bd6 7. b3 O-O "
                                           "8. Bb2 b6 9. Qe2 Bb7 10. c4 Rc8 11. %1 Qe7 %2");
    return (language == Language::German ? german : english).arg(eleventh, then);
}

constexpr int EleventhMove = 20;  // White's 11th move, as a ply from 0

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
    void twoLegalMovesThatNothingLaterDecides_data();
    void twoLegalMovesThatNothingLaterDecides();
    void theArbiterChoosesAtAnUndecidedStep();
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
// (24. Rxa3 for Rxd3). The copies also differ at 25...: a5 on the first, g5 on the other, both legal, and
// no later entry tells which was played: that step is undecided, and the game takes the first copy's
// a5. With the arbiter's choice of g5 the pairing gives the game of the whole copy, to the mate.
void TestReconciliation::blankRowsFilledFromTheOtherSheet()
{
    const QMap<QString, QString> sheets = hcsSheets();
    const QString whole = sheets.value(QStringLiteral("013_0")), gaps = sheets.value(QStringLiteral("013_1"));
    QVERIFY(!whole.isEmpty() && !gaps.isEmpty());
    const QList<QStringView> gapEntries = entryTexts(gaps);
    QCOMPARE(std::count_if(gapEntries.begin(), gapEntries.end(), sheet::isBlankEntry), 12);

    const SheetPair pair(gaps, Language::English, whole, Language::English);
    const repair::Reconciliation r = repair::reconcile(chess::Position::startPosition(), pair.sheets());
    QVERIFY(r.complete);
    QList<int> undecided;  // step indices
    for (int i = 0; i < r.steps.size(); ++i)
        if (r.steps[i].undecided)
            undecided.append(i);
    QCOMPARE(undecided.size(), 1);
    const repair::ReconciledStep& step = r.steps[undecided[0]];
    QCOMPARE(step.ply, 49);
    QCOMPARE(moveAt(r.moves, 49), QStringLiteral("a7a5"));
    QCOMPARE(chess::toUci(positionBefore(r.moves, 49), step.said[1]), "g6g5");

    const repair::Reconstruction alone
        = repair::reconstruct(chess::Position::startPosition(), entryTexts(whole), Language::English);
    QCOMPARE(alone.changes.size(), 1);
    const repair::Reconciliation chosen
        = repair::choose(chess::Position::startPosition(), pair.sheets(), r, undecided[0], 1);
    QCOMPARE(uciGame(chosen.moves), uciGame(alone.moves));
    for (const repair::Reconciliation& game : {r, chosen}) {
        chess::Position end = chess::Position::startPosition();
        for (chess::Move m : game.moves)
            end.doMove(m);
        QVERIFY(chess::isCheckmate(end));
    }
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

// FIDE Laws D.2.9 gives the arbiter the sheets, not a rule for a tie: where each sheet says a legal move
// and the rest of both fits either as well, the comparison must say it cannot decide. Where a later
// entry can be played after one of the two moves only, that entry decides.
void TestReconciliation::twoLegalMovesThatNothingLaterDecides_data()
{
    QTest::addColumn<QString>("first");
    QTest::addColumn<int>("firstLanguage");
    QTest::addColumn<QString>("second");
    QTest::addColumn<int>("secondLanguage");
    QTest::addColumn<QString>("played");  // the game's 11th move, UCI
    QTest::addColumn<bool>("undecided");

    const int de = int(Language::German), en = int(Language::English);
    const QString quiet = QStringLiteral("12. a3 a6 13. h3 h6");
    QTest::newRow("Sbd2 on White's German sheet and Nfd2 on Black's English one cannot be decided")
        << colleSheet("Sbd2", Language::German, quiet) << de << colleSheet("Nfd2", Language::English, quiet) << en
        << "b1d2" << true;
    QTest::newRow("with the sheets the other way round the game takes the first sheet's Nfd2")
        << colleSheet("Nfd2", Language::English, quiet) << en << colleSheet("Sbd2", Language::German, quiet) << de
        << "f3d2" << true;
    QTest::newRow("both sheets in English with Nbd2 and Nfd2 cannot be decided")
        << colleSheet("Nbd2", Language::English, quiet) << en << colleSheet("Nfd2", Language::English, quiet) << en
        << "b1d2" << true;
    QTest::newRow("12. Bb1 on both sheets shows that the knight from b1 went to d2")
        << colleSheet("Nfd2", Language::English, "12. Bb1 a6") << en
        << colleSheet("Sbd2", Language::German, "12. Lb1 a6") << de << "b1d2" << false;
    QTest::newRow("12. f4 on both sheets shows that the knight from f3 went to d2")
        << colleSheet("Sbd2", Language::German, "12. f4 a6") << de << colleSheet("Nfd2", Language::English, "12. f4 a6")
        << en << "f3d2" << false;
    QTest::newRow("an entry that is no legal move leaves nothing to decide")
        << colleSheet("Sfd3", Language::German, quiet) << de << colleSheet("Nfd2", Language::English, quiet) << en
        << "f3d2" << false;
}

void TestReconciliation::twoLegalMovesThatNothingLaterDecides()
{
    QFETCH(QString, first);
    QFETCH(int, firstLanguage);
    QFETCH(QString, second);
    QFETCH(int, secondLanguage);
    QFETCH(QString, played);
    QFETCH(bool, undecided);

    const SheetPair pair(first, Language(firstLanguage), second, Language(secondLanguage));
    const repair::Reconciliation r = repair::reconcile(chess::Position::startPosition(), pair.sheets());
    QVERIFY(r.complete);
    QCOMPARE(r.moves.size(), int(pair.entries[0].size()));
    QCOMPARE(moveAt(r.moves, EleventhMove), played);
    const QList<repair::ReconciledStep> differences = r.differences();
    QCOMPARE(differences.size(), 1);
    QCOMPARE(differences[0].ply, EleventhMove);
    QCOMPARE(differences[0].undecided, undecided);
    if (undecided) {
        const chess::Position before = positionBefore(r.moves, EleventhMove);
        QCOMPARE(QString::fromStdString(chess::toUci(before, differences[0].said[0])), played);
        QCOMPARE(QString::fromStdString(chess::toUci(before, differences[0].said[1])),
            played == "b1d2" ? QStringLiteral("f3d2") : QStringLiteral("b1d2"));
    }
}

// The arbiter's choice at an undecided step stands, the step stays marked undecided, and the game goes on
// from it; a choice where the sheets decide changes nothing.
void TestReconciliation::theArbiterChoosesAtAnUndecidedStep()
{
    const QString quiet = QStringLiteral("12. a3 a6 13. h3 h6");
    const SheetPair pair(colleSheet("Sbd2", Language::German, quiet), Language::German,
        colleSheet("Nfd2", Language::English, quiet), Language::English);
    const chess::Position start = chess::Position::startPosition();
    const repair::Reconciliation r = repair::reconcile(start, pair.sheets());
    const int step = EleventhMove;  // no entry stands for no move before it: steps and plies coincide
    QVERIFY(r.steps[step].undecided);

    const repair::Reconciliation other = repair::choose(start, pair.sheets(), r, step, 1);
    QCOMPARE(moveAt(other.moves, EleventhMove), QStringLiteral("f3d2"));
    QCOMPARE(other.moves.size(), r.moves.size());
    QVERIFY(other.steps[step].undecided);
    QCOMPARE(other.steps[step].said, r.steps[step].said);
    QCOMPARE(other.differences().size(), 1);
    QCOMPARE(other.plies, r.plies);
    QCOMPARE(other.cost, r.cost);
    QStringList expected = uciGame(r.moves).split(u' ');
    expected[EleventhMove] = QStringLiteral("f3d2");
    QCOMPARE(uciGame(other.moves), expected.join(u' '));

    const repair::Reconciliation back = repair::choose(start, pair.sheets(), other, step, 0);
    QCOMPARE(uciGame(back.moves), uciGame(r.moves));
    QCOMPARE(uciGame(repair::choose(start, pair.sheets(), r, step - 1, 1).moves), uciGame(r.moves));
    QCOMPARE(uciGame(repair::choose(start, pair.sheets(), r, step, 2).moves), uciGame(r.moves));
}

QTEST_GUILESS_MAIN(TestReconciliation)
#include "tst_reconciliation.moc"
