// SPDX-License-Identifier: GPL-3.0-or-later
// A sheet's style as its entries show it: a whole origin square the short form needs too (FIDE C.10)
// is not a habit of the long form; an origin the short form would leave out is.

#include "sheet/replay.h"
#include "sheet/sheetstyle.h"

#include "chess/fen.h"

#include <QTest>

using notation::Notation;

Q_DECLARE_METATYPE(notation::Notation)

namespace {
// Five white queens can take on e1; the one on d1 shares its file with d2 and its rank with f1, so only
// the whole square d1 tells it apart (Qd1xe1).
const char* const Seed = "4r2r/2k5/8/8/R3Q2Q/1R6/R2Q4/3QnQK1 w - - 0 1";
}  // namespace

class TestSheetStyle : public QObject {
    Q_OBJECT

private slots:
    void longForm_data();
    void longForm();
};

void TestSheetStyle::longForm_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<int>("plies");
    QTest::addColumn<Notation>("expected");
    QTest::newRow("an origin square C.10 needs") << "1. Qd1xe1" << 1 << Notation::San;
    QTest::newRow("an origin square the short form leaves out") << "1. Qd1xe1 Kc7c8" << 2 << Notation::LongAlgebraic;
    QTest::newRow("with a hyphen") << "1. Qd1xe1 Kc7-c8" << 2 << Notation::LongAlgebraicHyphen;
    QTest::newRow("a rank C.10 needs, written as a whole square") << "1. Ra4a3" << 1 << Notation::LongAlgebraic;
}

void TestSheetStyle::longForm()
{
    QFETCH(QString, sheet);
    QFETCH(int, plies);
    QFETCH(Notation, expected);
    const sheet::Record record = sheet::checkSheet(
        sheet, *chess::parseFen(Seed).position, {notation::Language::English, notation::Language::English});
    QCOMPARE(record.plies, plies);
    QCOMPARE(sheet::sheetStyle(record, sheet).options.notation, expected);
}

QTEST_GUILESS_MAIN(TestSheetStyle)
#include "tst_sheetstyle.moc"
