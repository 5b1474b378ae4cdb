// SPDX-License-Identifier: GPL-3.0-or-later
// The command-line text report reads as an arbiter writes a move and a count: "12. Ke3", "12... Ke6",
// "1 entry", and "standard input" rather than "-".

#include "clirun.h"

#include <QTest>

class TestCliTextReport : public QObject {
    Q_OBJECT

private slots:
    void entryIsQuotedWithItsMoveNumber_data();
    void entryIsQuotedWithItsMoveNumber();
    void uncheckedEntriesAreCountedInWords_data();
    void uncheckedEntriesAreCountedInWords();
    void standardInputIsNamed();
    void playersStandInTheTitle_data();
    void playersStandInTheTitle();
    void aPlayerNotNamedIsAQuestionMark();
    void aDrawOfferPastTheStopIsSaid();
};

void TestCliTextReport::entryIsQuotedWithItsMoveNumber_data()
{
    QTest::addColumn<QByteArray>("sheet");
    QTest::addColumn<QByteArray>("quoted");
    QTest::newRow("White's illegal king move") << QByteArray("1. e4 e5 2. Ke3") << QByteArray(": 2. Ke3 — illegal");
    QTest::newRow("Black's illegal king move")
        << QByteArray("1. e4 e5 2. Nf3 Ke6") << QByteArray(": 2... Ke6 — illegal");
    // Section 3: the number as the sheet writes it, its dots too. A wrong column was quoted in the game's
    // column ("1. e5 — illegal (wrong-column)"), a line that contradicted its own finding.
    QTest::newRow("Black's dots where White is to move")
        << QByteArray("1... e5") << QByteArray(": 1... e5 — illegal (wrong-column)\n");
    QTest::newRow("Black's dots before White's move")
        << QByteArray("1. e4 e5 2... Nf3 Nc6 3. Kf1") << QByteArray(": 2... Nf3 — correct (wrong-column)\n");
    QTest::newRow("White's number before Black's move")
        << QByteArray("1. e4 2. e5 3. Ke3") << QByteArray(": 2. e5 — correct (move-number-skipped, wrong-column)\n");
    QTest::newRow("Black's move after White's, in step")
        << QByteArray("1. e4 e5 2. Nf3 Nc6 3. Ke3") << QByteArray(": 3. Ke3 — illegal\n");
}

void TestCliTextReport::entryIsQuotedWithItsMoveNumber()
{
    QFETCH(QByteArray, sheet);
    QFETCH(QByteArray, quoted);
    const CliRun run = runCli({"check", "-"}, sheet);
    QCOMPARE(run.status, 1);
    QVERIFY2(run.out.contains(quoted), run.out.constData());
}

void TestCliTextReport::uncheckedEntriesAreCountedInWords_data()
{
    QTest::addColumn<QByteArray>("sheet");
    QTest::addColumn<QByteArray>("count");
    QTest::newRow("one entry after the stop")
        << QByteArray("1. e4 e5 2. Ke3 Nc6") << QByteArray("  1 entry after that could not be checked\n");
    QTest::newRow("three entries after the stop")
        << QByteArray("1. e4 e5 2. Ke3 Nc6 3. Nf3 Nf6") << QByteArray("  3 entries after that could not be checked\n");
}

void TestCliTextReport::uncheckedEntriesAreCountedInWords()
{
    QFETCH(QByteArray, sheet);
    QFETCH(QByteArray, count);
    const CliRun run = runCli({"check", "-"}, sheet);
    QVERIFY2(run.out.contains(count), run.out.constData());
}

void TestCliTextReport::standardInputIsNamed()
{
    const CliRun run = runCli({"check", "-"}, "1. e4 e5");
    QCOMPARE(run.status, 0);
    QVERIFY2(run.out.startsWith("standard input, game 1"), run.out.constData());
}

QTEST_GUILESS_MAIN(TestCliTextReport)
#include "tst_clitextreport.moc"

void TestCliTextReport::playersStandInTheTitle_data()
{
    QTest::addColumn<QString>("jobs");
    QTest::newRow("one job") << QStringLiteral("1");
    QTest::newRow("two jobs") << QStringLiteral("2");
}

// The text report names the players (the JSON report, which does not, has their tags left unread), and
// a FEN tag still sets where the game starts.
void TestCliTextReport::playersStandInTheTitle()
{
    QFETCH(QString, jobs);
    const QByteArray pgn = "[Event \"Open\"]\n[White \"Tal, Mikhail\"]\n[black \"Petrosian\"]\n\n1. e4 e5 *\n\n"
                           "[White \"Smyslov\"]\n[Black \"Botvinnik\"]\n[SetUp \"1\"]\n"
                           "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *\n";
    const CliRun run = runCli({"check", "--jobs", jobs, "-"}, pgn);
    QCOMPARE(run.status, 0);
    QVERIFY2(run.out.startsWith("standard input, game 1 (Tal, Mikhail - Petrosian)\n"), run.out.constData());
    QVERIFY2(run.out.contains("\nstandard input, game 2 (Smyslov - Botvinnik)\n  plies: 1;"), run.out.constData());
}

// One name without the other: the missing one is "?", as PGN writes an unknown, not an empty space.
void TestCliTextReport::aPlayerNotNamedIsAQuestionMark()
{
    const CliRun run = runCli({"check", "-"}, "[White \"Tal\"]\n\n1. e4 e5 *\n\n[Black \"Petrosian\"]\n\n1. d4 *\n");
    QCOMPARE(run.status, 0);
    QVERIFY2(run.out.startsWith("standard input, game 1 (Tal - ?)\n"), run.out.constData());
    QVERIFY2(run.out.contains("\nstandard input, game 2 (? - Petrosian)\n"), run.out.constData());
}

// A draw offer written with an entry the replay did not play (the one it stopped at, or one after it) is on
// the sheet: said, as not checked.
void TestCliTextReport::aDrawOfferPastTheStopIsSaid()
{
    const CliRun run = runCli({"check", "-"}, "1. e4 e5 2. Ke3 (=) Nc6 3. Nf3 a6 (=) 4. Bc4 (=)\n");
    QCOMPARE(run.status, 1);
    QVERIFY2(run.out.contains("\n  draw offer by White with 2. Ke3 (=), an entry the replay did not play: not checked\n"
                              "  draw offer by Black with 3... a6 (=), an entry the replay did not play: not checked\n"
                              "  draw offer by White with 4. Bc4 (=), an entry the replay did not play: not checked\n"),
        run.out.constData());
}
