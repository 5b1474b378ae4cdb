// SPDX-License-Identifier: GPL-3.0-or-later
// Move numbers and columns checked against the game: a numbering slip is reported once, where the
// sheet makes it, with the number as the sheet shows it.

#include "sheet/replay.h"

#include <QTest>

using notation::Language;
using sheet::PlaceFinding;

namespace {

sheet::Record check(const QString& text)
{
    return sheet::checkSheet(text, chess::Position::startPosition(), {Language::English, Language::English});
}

// "index:code" for every place finding of every entry, e.g. "4:move-number-skipped".
QString placeFindings(const sheet::Record& r)
{
    QStringList found;
    for (int i = 0; i < r.entries.size(); ++i)
        for (int k = 0; k < sheet::PlaceFindingCount; ++k)
            if (r.entries[i].has(PlaceFinding(k)))
                found << QStringLiteral("%1:%2").arg(i).arg(QLatin1String(sheet::placeFindingCode(PlaceFinding(k))));
    return found.join(' ');
}

}  // namespace

class TestMovePlaces : public QObject {
    Q_OBJECT

private slots:
    void slipsReportedOnce_data();
    void slipsReportedOnce();
    void messageQuotesTheNumberAsWritten_data();
    void messageQuotesTheNumberAsWritten();
};

void TestMovePlaces::slipsReportedOnce_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("findings");
    QTest::newRow("a skipped number is reported once, where it is skipped")
        << "1. e4 e5\n2. Nf3 Nc6\n4. Bb5 a6\n5. Ba4 Nf6\n6. O-O Be7"
        << "4:move-number-skipped";
    QTest::newRow("a repeated number is reported once, where it is repeated")
        << "1. e4 e5\n2. Nf3 Nc6\n2. Bb5 a6\n3. Ba4 Nf6\n4. O-O Be7"
        << "4:move-number-repeated";
    QTest::newRow("numbers back in step with the game after a slip are no new slip")
        << "1. e4 e5 3. Nf3 Nc6 3. Bb5 a6 4. Ba4"
        << "2:move-number-skipped";
    QTest::newRow("a sheet numbered from another move than the game is reported once") << "5. e4 e5 6. Nf3 Nc6 7. Bb5"
                                                                                       << "0:move-number-skipped";
    QTest::newRow("Black's move in the next row shifts every later move: reported once")
        << "1. e4\n2. e5 Nf3\n3. Nc6 Bb5"
        << "1:move-number-skipped 1:wrong-column";
    QTest::newRow("Black's move numbered as White's is in the wrong column, and the next row is right again")
        << "1. e4 e5 2. Nf3 2. Nc6 3. Bb5"
        << "3:wrong-column";
    QTest::newRow("a continuation with dots for White's move is reported once") << "1. e4 e5 2... Nf3 Nc6 3. Bb5"
                                                                                << "2:wrong-column";
    QTest::newRow("a sheet without numbers has no place findings") << "e4 e5 Nf3 Nc6"
                                                                   << "";
    QTest::newRow("a sheet numbered right has no place findings") << "1. e4 e5 2. Nf3 Nc6 3. Bb5"
                                                                  << "";
}

void TestMovePlaces::slipsReportedOnce()
{
    QFETCH(QString, text);
    QFETCH(QString, findings);
    const sheet::Record r = check(text);
    QCOMPARE(r.plies, int(r.entries.size()));
    QCOMPARE(placeFindings(r), findings);
}

void TestMovePlaces::messageQuotesTheNumberAsWritten_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("entry");
    QTest::addColumn<PlaceFinding>("finding");
    QTest::addColumn<QString>("message");
    QTest::newRow("skipped: the number on the sheet and the game's")
        << "1. e4 e5\n2. Nf3 Nc6\n4. Bb5 a6" << 4 << PlaceFinding::MoveNumberSkipped
        << "Move number 4 is written here, but the game is at move 3: a number was skipped.";
    QTest::newRow("repeated: the number on the sheet and the game's")
        << "1. e4 e5\n2. Nf3 Nc6\n2. Bb5 a6" << 4 << PlaceFinding::MoveNumberRepeated
        << "Move number 2 is written here, but the game is at move 3: a number was repeated.";
}

void TestMovePlaces::messageQuotesTheNumberAsWritten()
{
    QFETCH(QString, text);
    QFETCH(int, entry);
    QFETCH(PlaceFinding, finding);
    QFETCH(QString, message);
    const sheet::Record r = check(text);
    QVERIFY(r.entries[entry].has(finding));
    QCOMPARE(sheet::placeFindingMessage(finding, r.entries[entry]), message);
}

QTEST_GUILESS_MAIN(TestMovePlaces)
#include "tst_moveplaces.moc"
