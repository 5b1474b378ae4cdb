// SPDX-License-Identifier: GPL-3.0-or-later
// How the command line words an undecided change's alternatives (issue 25): one whose check stopped at its
// search limit (Alternative::checked false) was not shown to fit, only not ruled out, and is said so, in the
// text and in JSON. Built by hand: no real sheet is known whose check stops there.

#include "jsonwriter.h"
#include "repairreport.h"

#include "notation/resolver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {

chess::Move move(const chess::Position& p, const char* san)
{
    return notation::resolveText(QString::fromLatin1(san), notation::Language::English, p).move;
}

// At the first move, d4 made; Nf3 fits as well; e4 is not ruled out; c4 left out, then the entry read as c5.
repair::Reconstruction undecidedFirstMove()
{
    const chess::Position start = chess::Position::startPosition();
    repair::Change c{.ply = 0, .decided = false};
    chess::Position afterC4 = start;
    afterC4.doMove(move(start, "c4"));
    c.alternatives = {{.move = move(start, "Nf3")}, {.move = move(start, "e4"), .checked = false},
        {.kind = repair::ChangeKind::Inserted, .move = move(start, "c4"), .then = move(afterC4, "c5")}};
    return {{move(start, "d4")}, {c}, 0, true};
}

}  // namespace

class TestRepairReportAlternatives : public QObject {
    Q_OBJECT

private slots:
    void textMarksTheAlternativeNotRuledOut();
    void jsonSaysWhichAlternativeWasCheckedAndItsSecondMove();
};

void TestRepairReportAlternatives::textMarksTheAlternativeNotRuledOut()
{
    const repair::Reconstruction r = undecidedFirstMove();
    QCOMPARE(
        repairreport::alternativesText(chess::Position::startPosition(), r, r.changes[0], notation::Language::English),
        QStringLiteral("d4, Nf3, c4 left out before c5; not ruled out (the check stopped at its search limit): e4"));
}

void TestRepairReportAlternatives::jsonSaysWhichAlternativeWasCheckedAndItsSecondMove()
{
    const repair::Reconstruction r = undecidedFirstMove();
    JsonWriter w;
    repairreport::writeAlternatives(w, chess::Position::startPosition(), r.changes[0].alternatives);
    const QJsonArray alternatives = QJsonDocument::fromJson(w.takeLine()).array();
    QCOMPARE(alternatives.size(), 3);
    QCOMPARE(alternatives[0].toObject()[QLatin1String("then")], QJsonValue(QJsonValue::Null));
    QCOMPARE(alternatives[0].toObject()[QLatin1String("move")].toString(), QStringLiteral("Nf3"));
    QCOMPARE(alternatives[0].toObject()[QLatin1String("checked")], QJsonValue(true));
    QCOMPARE(alternatives[1].toObject()[QLatin1String("move")].toString(), QStringLiteral("e4"));
    QCOMPARE(alternatives[1].toObject()[QLatin1String("checked")], QJsonValue(false));
    QCOMPARE(alternatives[2].toObject()[QLatin1String("kind")].toString(), QStringLiteral("inserted"));
    QCOMPARE(alternatives[2].toObject()[QLatin1String("move")].toString(), QStringLiteral("c4"));
    QCOMPARE(alternatives[2].toObject()[QLatin1String("then")].toString(), QStringLiteral("c5"));
}

QTEST_GUILESS_MAIN(TestRepairReportAlternatives)
#include "tst_repairreportalternatives.moc"
