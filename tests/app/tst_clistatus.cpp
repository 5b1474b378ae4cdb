// SPDX-License-Identifier: GPL-3.0-or-later
// scorecheck-cli's exit status as command-line.md section 8 states it, where two causes meet or an
// argument is refused for one command and allowed for another.

#include "clirun.h"

#include <QTemporaryDir>
#include <QTest>

class TestCliStatus : public QObject {
    Q_OBJECT

private slots:
    void aTwoWinsOverAOne();
    void writeTakesNoAutoLanguage();
    void unknownCommandIsNamed_data();
    void unknownCommandIsNamed();
    void descriptiveIsRefusedInLettersItHasNot();
    void checkHelpSaysItTakesManyFiles();
    void aHashNotMadeNamesItsGame();
    void everyCommandsHelpIsPrintedWithStatusZero_data();
    void everyCommandsHelpIsPrintedWithStatusZero();
    void ruleHelpNamesEveryRuling();
    void helpListsNoOptionTheCommandDoesNotTake_data();
    void helpListsNoOptionTheCommandDoesNotTake();
};

// A file that cannot be read (2), then a sheet with an illegal entry (1): check goes on, and exits 2.
void TestCliStatus::aTwoWinsOverAOne()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const CliRun r = runCli({"check", dir.filePath(QStringLiteral("no such sheet.pgn")), "-"}, "1. e4 Ke3\n");
    QCOMPARE(r.status, 2);
    QVERIFY2(r.out.contains("illegal"), r.out.constData());  // the sheet was still checked
}

// `auto` finds the language of the sheets read; what write writes needs a language of its own.
void TestCliStatus::writeTakesNoAutoLanguage()
{
    const CliRun refused = runCli({"write", "--lang", "auto", "-"}, "1. e4 e5\n");
    QCOMPARE(refused.status, 2);
    QVERIFY2(refused.err.contains("--lang"), refused.err.constData());
    const CliRun read = runCli({"write", "--input-lang", "auto", "--lang", "de", "-"}, "1. e4 e5 2. Nf3\n");
    QCOMPARE(read.status, 0);
    QVERIFY2(read.out.contains("Sf3"), read.out.constData());
}

void TestCliStatus::unknownCommandIsNamed_data()
{
    QTest::addColumn<QString>("command");
    QTest::newRow("a word") << QStringLiteral("chekc");
    QTest::newRow("an option") << QStringLiteral("--format");
}

// A mistyped command is said, not only answered with the usage lines (section 8: each status 2 comes
// with a message saying what is wrong).
void TestCliStatus::unknownCommandIsNamed()
{
    QFETCH(QString, command);
    const CliRun r = runCli({command, "-"}, "1. e4 e5\n");
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.startsWith("scorecheck-cli: '" + command.toUtf8() + "' is no command"), r.err.constData());
    QVERIFY2(r.err.contains("usage: scorecheck-cli check"), r.err.constData());  // the usage follows
    QVERIFY(r.out.isEmpty());
}

// Descriptive notation is written in English or German letters; French ones were asked for and English
// ones given without a word. Now refused, as any notation or language the tool cannot write.
void TestCliStatus::descriptiveIsRefusedInLettersItHasNot()
{
    const CliRun refused = runCli({"write", "--notation", "descriptive", "--lang", "fr", "-"}, "1. e4 e5 2. Nf3\n");
    QCOMPARE(refused.status, 2);
    QVERIFY(refused.out.isEmpty());
    QVERIFY2(refused.err.startsWith("scorecheck-cli write: --notation descriptive: no descriptive letters for 'fr'"),
        refused.err.constData());
    const CliRun german = runCli({"write", "--notation", "descriptive", "--lang", "de", "-"}, "1. e4 e5 2. Nf3\n");
    QCOMPARE(german.status, 0);
    QCOMPARE(german.out, QByteArray("1. B-K4 B-K4\n2. S-KL3\n"));
}

// check takes any number of files (section 1); its help said "FILE", one, as write's does.
void TestCliStatus::checkHelpSaysItTakesManyFiles()
{
    const CliRun r = runCli({"check", "--help"});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.startsWith("Usage: scorecheck-cli check [options] FILE...\n"), r.out.constData());
}

// check --hash of a file whose second sheet is longer than any game: the first is hashed, and the message
// for the second names the file and the game, as the hash lines do (it named neither).
void TestCliStatus::aHashNotMadeNamesItsGame()
{
    const CliRun r = runCli({"check", "--hash", "-"}, "1. d4 d5 1-0\n\n" + QByteArray("1. e4 e5 ").repeated(200000));
    QCOMPARE(r.status, 2);
    QVERIFY2(r.out.endsWith("  standard input, game 1\n"), r.out.constData());
    QVERIFY2(r.err.startsWith("scorecheck-cli check: standard input, game 2: line 3: the sheet is longer than 1 MB"),
        r.err.constData());
}

void TestCliStatus::everyCommandsHelpIsPrintedWithStatusZero_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("start");
    QTest::newRow("--help") << QStringList{"--help"} << QByteArray("usage: scorecheck-cli check ");
    QTest::newRow("-h") << QStringList{"-h"} << QByteArray("usage: scorecheck-cli check ");
    for (const QStringList& command : QList<QStringList>{{"check"}, {"write"}, {"perft"}, {"report"}, {"rule"},
             {"rule", "claim"}, {"rule", "flag"}, {"rule", "illegal"}, {"rule", "can-mate"}}) {
        const QByteArray start = "Usage: scorecheck-cli " + command.join(u' ').toUtf8() + ' ';
        for (const QString& help : {QStringLiteral("--help"), QStringLiteral("-h")})
            QTest::addRow("%s %s", qPrintable(command.join(u' ')), qPrintable(help))
                << (command + QStringList{help}) << start;
    }
}

// Section 1: `scorecheck-cli COMMAND --help` prints the command's options on standard output and exits 0.
// `rule --help` took --help for a ruling's name: "unknown ruling '--help'", status 2.
void TestCliStatus::everyCommandsHelpIsPrintedWithStatusZero()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, start);
    const CliRun r = runCli(arguments);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.startsWith(start), r.out.constData());
}

// `rule --help` names every ruling and where their options are listed.
void TestCliStatus::ruleHelpNamesEveryRuling()
{
    const CliRun r = runCli({"rule", "--help"});
    QCOMPARE(r.status, 0);
    for (const char* line : {"\n  claim     a draw claimed", "\n  flag      a flag fall",
             "\n  illegal   the sheet's last entry", "\n  can-mate  whether each side can still checkmate",
             "\nEach ruling's options: scorecheck-cli rule RULING --help"})
        QVERIFY2(r.out.contains(line), line);
    // Options after the ruling are the ruling's: the ruling's own parser reads them, not rule's.
    const CliRun claim = runCli({"rule", "claim", "fifty", "--rate", "blitz", "-"}, "1. e4 e5\n");
    QCOMPARE(claim.status, 0);
    QVERIFY2(claim.out.startsWith("Incorrect"), claim.out.constData());
}

void TestCliStatus::helpListsNoOptionTheCommandDoesNotTake_data()
{
    QTest::addColumn<QStringList>("command");
    for (const QStringList& command : QList<QStringList>{{"check"}, {"write"}, {"perft"}, {"report"}, {"rule"},
             {"rule", "claim"}, {"rule", "flag"}, {"rule", "illegal"}, {"rule", "can-mate"}})
        QTest::newRow(qPrintable(command.join(u' '))) << command;
}

// Every help listed "--help-all  Displays help including Qt specific options.", Qt's, which only
// QCommandLineParser::process() answers: the commands read their arguments with parse(), and took
// --help-all for an option of theirs, then ran (check: "no file given", status 2). The command line
// has no Qt options to show: the option is not offered, and refused as any unknown option.
void TestCliStatus::helpListsNoOptionTheCommandDoesNotTake()
{
    QFETCH(QStringList, command);
    const CliRun help = runCli(command + QStringList{"--help"});
    QCOMPARE(help.status, 0);
    QVERIFY2(!help.out.contains("--help-all"), help.out.constData());
    QVERIFY2(help.out.contains("-h, --help"), help.out.constData());
    const CliRun all = runCli(command + QStringList{"--help-all"});
    QCOMPARE(all.status, 2);
    QVERIFY2(all.err.startsWith("scorecheck-cli " + command.join(u' ').toUtf8() + ": Unknown option 'help-all'"),
        all.err.constData());
}

QTEST_GUILESS_MAIN(TestCliStatus)
#include "tst_clistatus.moc"
