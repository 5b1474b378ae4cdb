// SPDX-License-Identifier: GPL-3.0-or-later
// Two players' sheets of one game (FIDE Laws D.2.9): the game that fits both, and where they differ.

#include "pgngames.h"
#include "sheettexts.h"

#include "chess/movegen.h"
#include "chess/status.h"
#include "chess/uci.h"
#include "notation/resolver.h"
#include "repair/costmodel.h"
#include "repair/reconciliation.h"
#include "repair/reconstruction.h"
#include "repair/suggestions.h"
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

// A Queen's Gambit Declined whose 6th move (6. Nf3, `sixth` as written) nothing later refers to: from
// 6...h6 on the sheets replay after many a quiet move.
QString quietSheet(const QString& sixth)
{
    return QStringLiteral("1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. %1 h6 7. Bh4 b6 8. cxd5 exd5 "
                          "9. Bd3 Bb7")
        .arg(sixth);
}
constexpr int SixthMove = 10;  // White's 6th move, as a ply from 0

QStringList uciMoves(const chess::Position& p, const QList<repair::Alternative>& alternatives)
{
    QStringList out;
    for (const repair::Alternative& a : alternatives)
        out << QString::fromStdString(chess::toUci(p, a.move));
    return out;
}

// The honest check of every difference claimed decided, independent of the bounded searches that decided
// it: at each one where both sheets are still going, every other legal move is read into both entries (at
// what reading each entry so costs; an entry that says the move costs its contradicted marks) and both
// sheets are reconciled in full from there. A move whose game costs no more than the one found (plus
// AlternativeMargin) disproves the claim. Returns the claims disproved ("ply 11: f3d2").
QStringList decidedClaimsDisproved(const SheetPair& pair, const repair::Reconciliation& r)
{
    QStringList disproved;
    for (int i = 0; i < r.steps.size(); ++i) {
        const repair::ReconciledStep& s = r.steps[i];
        if (!s.differs || !s.decided || s.ply < 0 || s.entry[0] < 0 || s.entry[1] < 0)
            continue;
        const chess::Position p = positionBefore(r.moves, s.ply);
        const float bound = r.cost - (i > 0 ? r.steps[i - 1].cost : 0.f) + repair::AlternativeMargin;
        chess::MoveList legal;
        chess::generateLegalMoves(p, legal);
        for (chess::Move m : legal) {
            if (m == r.moves[s.ply])
                continue;
            float reading = 0;
            for (int k = 0; k < 2; ++k) {
                const QStringView text = pair.entries[k][s.entry[k]];
                const notation::Resolution said = notation::resolveText(text, pair.languages[k], p);
                reading += said.isResolved() && said.move == m
                    ? repair::MarkDisagreementCost * float(repair::markDisagreements(said.findings))
                    : repair::readingCost(repair::comparableText(text), p, m, pair.languages[k]).cost;
            }
            if (reading > bound)
                continue;
            chess::Position after = p;
            after.doMove(m);
            const std::array<repair::SheetEntries, 2> rest{{{std::span(pair.entries[0]).subspan(s.entry[0] + 1),
                                                                pair.languages[0]},
                {std::span(pair.entries[1]).subspan(s.entry[1] + 1), pair.languages[1]}}};
            if (reading + repair::reconcile(after, rest).cost <= bound)
                disproved << QStringLiteral("ply %1: %2").arg(s.ply + 1).arg(QString::fromStdString(chess::toUci(p, m)));
        }
    }
    return disproved;
}

// Both players' copies of HCS game `game` reconciled (English sheets) into `r`, which must be searched to
// the end of both.
void reconcileHcsPairToTheEnd(const QString& game, repair::Reconciliation& r)
{
    const QMap<QString, QString> sheets = hcsSheets();
    const QString first = sheets.value(game + QStringLiteral("_0")), second = sheets.value(game + QStringLiteral("_1"));
    r = reconcileSheets(first, Language::English, second, Language::English);
    QVERIFY(r.complete);
    QCOMPARE(r.plies[0], int(entryTexts(first).size()));
    QCOMPARE(r.plies[1], int(entryTexts(second).size()));
}

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
    void slipsAllAlongSearchedToTheEnd();
    void twoLegalMovesThatNothingLaterDecides_data();
    void twoLegalMovesThatNothingLaterDecides();
    void theArbiterChoosesAtAnUndecidedStep();
    void blankOnOneSheetDecidedByTheOther();
    void boxBothLeftBlankInAQuietPositionIsUndecided();
    void decidedClaimsHold();
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
    // Each slip is read back by the other sheet's move: nothing else fits both sheets as well.
    for (const repair::ReconciledStep& d : r.differences()) {
        QVERIFY(d.decided);
        QVERIFY(d.alternatives.isEmpty());
    }
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
    QVERIFY(r.differences()[0].decided);
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
        if (!r.steps[i].decided)
            undecided.append(i);
    QCOMPARE(undecided.size(), 1);
    const repair::ReconciledStep& step = r.steps[undecided[0]];
    QCOMPARE(step.ply, 49);
    QCOMPARE(moveAt(r.moves, 49), QStringLiteral("a7a5"));
    QCOMPARE(chess::toUci(positionBefore(r.moves, 49), step.said[1]), "g6g5");
    const QStringList offered = uciMoves(positionBefore(r.moves, 49), step.alternatives);
    QVERIFY2(offered.contains(QStringLiteral("g6g5")), qPrintable(offered.join(u' ')));
    // Each box the copy left blank is filled from the other copy's legal move: decided, nothing offered.
    int filled = 0;
    for (const repair::ReconciledStep& d : r.differences())
        if (d.entry[0] >= 0 && sheet::isBlankEntry(pair.entries[0][d.entry[0]]) && !d.said[1].isNone()) {
            QVERIFY2(d.decided && d.alternatives.isEmpty(), qPrintable(QString::number(d.ply)));
            ++filled;
        }
    QCOMPARE(filled, 12);

    const repair::Reconstruction alone
        = repair::reconstruct(chess::Position::startPosition(), entryTexts(whole), Language::English);
    QCOMPARE(alone.changes.size(), 1);
    const repair::Reconciliation chosen = repair::choose(
        chess::Position::startPosition(), pair.sheets(), r, undecided[0], int(offered.indexOf(QStringLiteral("g6g5"))));
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
    repair::Reconciliation r;
    reconcileHcsPairToTheEnd(QStringLiteral("099"), r);
    if (QTest::currentTestFailed())
        return;
    const QStringList moves = uciGame(r.moves).split(u' ');
    QCOMPARE(moves.size(), 52);
    QVERIFY(moves[38].startsWith(QStringLiteral("h4")));  // the queen, from h4
}

// HCS game 079: the two copies are one and the same transcription, garbled all along (a slip every few
// moves to the end). One search part after another gets on by some twenty entries of each sheet; the
// rest is searched as long as the parts get on, not mended one break at a time (docs/repair.md).
void TestReconciliation::slipsAllAlongSearchedToTheEnd()
{
    repair::Reconciliation r;
    reconcileHcsPairToTheEnd(QStringLiteral("079"), r);
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
    QCOMPARE(differences[0].decided, !undecided);
    if (undecided) {
        // The other sheet's move is offered, first; no other move fits both sheets as well.
        const chess::Position before = positionBefore(r.moves, EleventhMove);
        QCOMPARE(QString::fromStdString(chess::toUci(before, differences[0].said[0])), played);
        const QString other = played == "b1d2" ? QStringLiteral("f3d2") : QStringLiteral("b1d2");
        QCOMPARE(QString::fromStdString(chess::toUci(before, differences[0].said[1])), other);
        QCOMPARE(uciMoves(before, differences[0].alternatives), QStringList{other});
        QCOMPARE(differences[0].alternatives[0].extraCost, 0.0f);
        QCOMPARE(differences[0].alternatives[0].following.size(), 5);  // 11...Qe7 to 13...h6 after it
    } else {
        QVERIFY(differences[0].alternatives.isEmpty());
    }
    QVERIFY(decidedClaimsDisproved(pair, r).isEmpty());
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
    QVERIFY(!r.steps[step].decided);
    QCOMPARE(r.steps[step].alternatives.size(), 1);

    const repair::Reconciliation other = repair::choose(start, pair.sheets(), r, step, 0);
    QCOMPARE(moveAt(other.moves, EleventhMove), QStringLiteral("f3d2"));
    QCOMPARE(other.moves.size(), r.moves.size());
    QVERIFY(!other.steps[step].decided);
    QCOMPARE(other.steps[step].said, r.steps[step].said);
    // The move made before is now the alternative.
    QCOMPARE(other.steps[step].alternatives.size(), 1);
    QCOMPARE(other.steps[step].alternatives[0].move, r.moves[EleventhMove]);
    QCOMPARE(other.differences().size(), 1);
    QCOMPARE(other.plies, r.plies);
    QCOMPARE(other.cost, r.cost);
    QStringList expected = uciGame(r.moves).split(u' ');
    expected[EleventhMove] = QStringLiteral("f3d2");
    QCOMPARE(uciGame(other.moves), expected.join(u' '));

    const repair::Reconciliation back = repair::choose(start, pair.sheets(), other, step, 0);
    QCOMPARE(uciGame(back.moves), uciGame(r.moves));
    QCOMPARE(uciGame(repair::choose(start, pair.sheets(), r, step - 1, 0).moves), uciGame(r.moves));
    QCOMPARE(uciGame(repair::choose(start, pair.sheets(), r, step, 1).moves), uciGame(r.moves));
}

// FIDE Laws D.2.9: a box one player left blank is settled by the other player's sheet. White's copy left
// 6. Nf3 blank, Black's says it: the difference is decided, though on White's copy alone it is not.
void TestReconciliation::blankOnOneSheetDecidedByTheOther()
{
    const SheetPair pair(quietSheet(QStringLiteral("-")), Language::English, quietSheet(QStringLiteral("Nf3")),
        Language::English);
    const repair::Reconciliation r = repair::reconcile(chess::Position::startPosition(), pair.sheets());
    QVERIFY(r.complete);
    QCOMPARE(moveAt(r.moves, SixthMove), QStringLiteral("g1f3"));
    const QList<repair::ReconciledStep> differences = r.differences();
    QCOMPARE(differences.size(), 1);
    QCOMPARE(differences[0].ply, SixthMove);
    QVERIFY(differences[0].decided);
    QVERIFY(differences[0].alternatives.isEmpty());
    QVERIFY(differences[0].said[0].isNone());
    QVERIFY(decidedClaimsDisproved(pair, r).isEmpty());
    // The copy alone cannot say it (tst_reconstruction, blankInAQuietPositionIsUndecided).
    const repair::Reconstruction alone
        = repair::reconstruct(chess::Position::startPosition(), pair.entries[0], Language::English);
    QVERIFY(alone.changes.size() == 1 && !alone.changes[0].decided);
}

// Both copies left 6. Nf3 blank and nothing later refers to the knight: the sheets cannot decide, and
// the comparison offers the moves that fit as well, each with the game the later entries then give.
void TestReconciliation::boxBothLeftBlankInAQuietPositionIsUndecided()
{
    const SheetPair pair(
        quietSheet(QStringLiteral("-")), Language::English, quietSheet(QStringLiteral("{blank}")), Language::English);
    const chess::Position start = chess::Position::startPosition();
    const repair::Reconciliation r = repair::reconcile(start, pair.sheets());
    QVERIFY(r.complete);
    const QList<repair::ReconciledStep> differences = r.differences();
    QCOMPARE(differences.size(), 1);
    const repair::ReconciledStep& d = differences[0];
    QCOMPARE(d.ply, SixthMove);
    QVERIFY(!d.decided);
    QCOMPARE(d.alternatives.size(), repair::MaxAlternatives);
    const chess::Position before = positionBefore(r.moves, SixthMove);
    QStringList offered = uciMoves(before, d.alternatives);
    offered.prepend(moveAt(r.moves, SixthMove));
    QVERIFY2(offered.contains(QStringLiteral("g1f3")), qPrintable(offered.join(u' ')));
    for (const repair::Alternative& a : d.alternatives) {
        QCOMPARE(a.extraCost, 0.0f);
        QVERIFY(a.checked);
        QCOMPARE(a.following.size(), 7);  // 6...h6 to 9...Bb7 replay after each
    }
    // Picking one puts it in and keeps the rest of the game.
    const repair::Reconciliation picked = repair::choose(start, pair.sheets(), r, SixthMove, 2);
    QCOMPARE(picked.moves[SixthMove], d.alternatives[2].move);
    QCOMPARE(picked.moves.mid(SixthMove + 1), r.moves.mid(SixthMove + 1));
    QVERIFY(!picked.steps[SixthMove].decided);
}

// No difference the comparison claims decided has another move that fits both sheets as well, on the
// constructed pairs.
void TestReconciliation::decidedClaimsHold()
{
    const QString quiet = QStringLiteral("12. a3 a6 13. h3 h6");
    const QList<SheetPair> pairs{
        SheetPair(QStringLiteral("1. e4 e5 2. Nf3 Ne6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7"), Language::English,
            QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb4 a6 4. Ba4 Nf6 5. O-O Be7"), Language::English),
        SheetPair(colleSheet("Sfd3", Language::German, quiet), Language::German,
            colleSheet("Nfd2", Language::English, quiet), Language::English),
        SheetPair(quietSheet(QStringLiteral("Nf3")), Language::English, quietSheet(QStringLiteral("Nf4")),
            Language::English),
        SheetPair(colleSheet("Sbd2", Language::German, quiet), Language::German,
            colleSheet("Nfd2", Language::English, quiet), Language::English),
        SheetPair(quietSheet(QStringLiteral("-")), Language::English, quietSheet(QStringLiteral("-")),
            Language::English),
    };
    for (const SheetPair& pair : pairs) {
        const repair::Reconciliation r = repair::reconcile(chess::Position::startPosition(), pair.sheets());
        QVERIFY(!r.differences().isEmpty());
        const QStringList disproved = decidedClaimsDisproved(pair, r);
        QVERIFY2(disproved.isEmpty(), qPrintable(disproved.join(QStringLiteral(", "))));
    }
}

QTEST_GUILESS_MAIN(TestReconciliation)
#include "tst_reconciliation.moc"
