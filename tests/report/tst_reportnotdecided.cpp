// SPDX-License-Identifier: GPL-3.0-or-later
// What the arbiter's report says where repair did not decide (issue 25): a change or difference with moves
// that fit as well "cannot be decided", one whose check stopped at its search limit (a node count, not a
// clock) before it found any is "not decided", with the move found — never "cannot be decided" with the one move, which
// would claim that something else fits.

#include "reportdocument.h"
#include "shownnotation.h"

#include "chess/movewalk.h"
#include "repair/reconciliation.h"
#include "sheet/record.h"
#include "sheet/replay.h"
#include "sheet/sheetparser.h"

#include <QRegularExpression>
#include <QTest>
#include <QTextDocument>

namespace {

// Both copies left 6. Nf3 blank in a quiet position: every quiet move fits that box alike.
const QString QuietBlank = QStringLiteral("1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. - h6 7. Bh4 b6\n");

report::Case blankCase(const QString& text = QuietBlank)
{
    report::Case c;
    c.text = text;
    const sheet::ParsedSheet parsed = sheet::parseSheet(c.text);
    c.record = sheet::replay(c.text, parsed, chess::Position::startPosition(), {});
    const QList<QStringView> entries = sheet::entryTexts(parsed, c.text);
    c.reconstruction = repair::reconstruct(chess::Position::startPosition(), entries, c.record.language);
    report::Comparison other{QStringLiteral("black.txt"), c.text, c.record, {}};
    other.reconciliation = repair::reconcile(
        chess::Position::startPosition(), {{{entries, c.record.language}, {entries, c.record.language}}});
    c.comparison = other;
    return c;
}

QString reportText(const report::Case& c)
{
    QTextDocument document;
    report::build(document, c, {report::AllParts & ~report::Parts(report::Part::Diagrams), {}, {}, QLocale()});
    // The notation's direction marks (shownnotation::isolated) aside: the words are what is checked.
    return document.toPlainText().remove(QRegularExpression(QStringLiteral("[\u2066-\u2069]"))).simplified();
}

}  // namespace

class TestReportNotDecided : public QObject {
    Q_OBJECT

private slots:
    void movesThatFitAsWellCannotBeDecided();
    void aCheckAtItsSearchLimitIsNotDecidedWithTheMoveFound();
    void anAlternativeNotRuledOutIsNotSaidToFit();
    void anAlternativeAtAnEarlierEntrySaysWhere();
};

void TestReportNotDecided::movesThatFitAsWellCannotBeDecided()
{
    const report::Case c = blankCase();
    QCOMPARE(c.reconstruction->changes.size(), 1);
    QVERIFY(!c.reconstruction->changes[0].alternatives.isEmpty());
    const QString text = reportText(c);
    QVERIFY2(text.contains(QLatin1String("Cannot be decided from this sheet: ")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("UNDECIDED at ply 11:")), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("search limit")), qPrintable(text));
}

// The same places as a check that ran out of its budget before it found another way leaves them: not
// decided, no alternative (repair::notCheckedToTheEnd).
void TestReportNotDecided::aCheckAtItsSearchLimitIsNotDecidedWithTheMoveFound()
{
    report::Case c = blankCase();
    repair::Change& change = c.reconstruction->changes[0];
    change.alternatives.clear();
    change.allTried = false;
    const int step
        = int(std::find_if(c.comparison->reconciliation.steps.cbegin(), c.comparison->reconciliation.steps.cend(),
                  [](const repair::ReconciledStep& s) { return s.differs; })
            - c.comparison->reconciliation.steps.cbegin());
    QVERIFY2(step < c.comparison->reconciliation.steps.size(), "the two sheets differ somewhere");
    repair::ReconciledStep& difference = c.comparison->reconciliation.steps[step];
    difference.alternatives.clear();
    difference.allTried = false;
    QVERIFY(repair::notCheckedToTheEnd(change) && repair::notCheckedToTheEnd(difference));
    const QString text = reportText(c);
    QVERIFY2(!text.contains(QLatin1String("annot be decided")), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("out of time")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("Not decided: the check stopped at its search limit; the move found is 6. ")),
        qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("NOT DECIDED at ply 11: this sheet 6. -, the other 6. -; the check stopped at "
                                         "its search limit; the move found is 6. ")),
        qPrintable(text));
}

// An alternative whose check stopped at its search limit (Alternative::checked false) was only not ruled
// out: the report marks it so, at the change and at the difference, and marks no other.
void TestReportNotDecided::anAlternativeNotRuledOutIsNotSaidToFit()
{
    report::Case c = blankCase();
    repair::Change& change = c.reconstruction->changes[0];
    QVERIFY(change.alternatives.size() >= 2);
    change.alternatives.last().checked = false;
    repair::Reconciliation& rec = c.comparison->reconciliation;
    const auto difference = std::find_if(rec.steps.begin(), rec.steps.end(), [](const auto& s) { return s.differs; });
    QVERIFY(difference != rec.steps.end() && difference->alternatives.size() >= 2);
    difference->alternatives.last().checked = false;
    const QString notRuledOut = QStringLiteral("; not ruled out (the check stopped at its search limit): ");
    const QString text = reportText(c);
    QCOMPARE(text.count(notRuledOut), 2);
    const chess::Position before = chess::positionAfter(
        chess::Position::startPosition(), std::span(c.reconstruction->moves).first(change.movesBefore));
    const auto shown = [&](chess::Move m) {
        return shownnotation::move(before, m, c.record.language)
            .remove(QRegularExpression(QStringLiteral("[\u2066-\u2069]")));
    };
    QVERIFY2(text.contains(notRuledOut + shown(change.alternatives.last().move)), qPrintable(text));
    QVERIFY2(!text.contains(notRuledOut + shown(change.alternatives.first().move)), qPrintable(text));
}

// 8. Qd4 written "Qa4" (legal), shown only at 11. Qd3, read as Qa3: the report names the way at move 8
// and where it applies, after the moves that fit at move 11.
void TestReportNotDecided::anAlternativeAtAnEarlierEntrySaysWhere()
{
    const report::Case c = blankCase(QStringLiteral("1. e4 e5 2. d4 exd4 3. c3 dxc3 4. Nxc3 d6 5. Bc4 Nf6 6. Nf3 Be7 "
                                                    "7. O-O O-O 8. Qa4 Nbd7 9. h3 h6 10. Re1 Re8 11. Qd3 Nb6\n"));
    QCOMPARE(c.reconstruction->changes.size(), 1);
    const QString text = reportText(c);
    QVERIFY2(text.contains(QLatin1String("Cannot be decided from this sheet: Qa3; or Qd4 instead of Qa4 at move 8.")),
        qPrintable(text));
}

QTEST_MAIN(TestReportNotDecided)
#include "tst_reportnotdecided.moc"
