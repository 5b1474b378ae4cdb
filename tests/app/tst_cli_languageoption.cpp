// SPDX-License-Identifier: GPL-3.0-or-later
// The language options of the command line (cliargs::language): where "auto" is allowed (the sheets'
// language, found by replaying) and where it is refused (the language `write` writes in must be named),
// and the usage lines, asked for or after a mistake.

#include "clirun.h"

#include <QJsonObject>
#include <QTest>

namespace {

// Czech piece letters: "Jf3" is a knight move in Czech only, so detection and a named language agree.
const QByteArray CzechSheet = "1. e4 e5 2. Jf3 Jc6 3. Sb5 a6\n";

}  // namespace

class TestCliLanguageOption : public QObject {
    Q_OBJECT

private slots:
    void autoIsAllowedForTheSheetsLanguage_data();
    void autoIsAllowedForTheSheetsLanguage();
    void autoIsRefusedForTheLanguageWritten();
    void aMoveTakenBackIsMarkedInTheLanguageWritten();
    void unknownCodeListsTheCodesThatFit_data();
    void unknownCodeListsTheCodesThatFit();
    void usageAskedForOrAfterAMistake_data();
    void usageAskedForOrAfterAMistake();
};

void TestCliLanguageOption::autoIsAllowedForTheSheetsLanguage_data()
{
    QTest::addColumn<QStringList>("option");  // --lang of check, --input-lang of write
    QTest::newRow("auto") << QStringList{"auto"};
    QTest::newRow("empty") << QStringList{""};
    QTest::newRow("left out") << QStringList{};
    QTest::newRow("named") << QStringList{"cs"};
}

void TestCliLanguageOption::autoIsAllowedForTheSheetsLanguage()
{
    QFETCH(QStringList, option);
    const QStringList lang = option.isEmpty() ? QStringList() : QStringList{"--lang", option.first()};
    const CliRun r = runCli(QStringList{"check", "--format", "json"} + lang + QStringList{"-"}, CzechSheet);
    QCOMPARE(r.status, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QList<QJsonObject> games = jsonLines(r.out);
    QCOMPARE(games.size(), 1);
    QCOMPARE(games[0]["language"].toString(), QStringLiteral("cs"));
    QCOMPARE(games[0]["plies"].toInt(), 6);
    const QStringList inputLang = option.isEmpty() ? QStringList() : QStringList{"--input-lang", option.first()};
    const CliRun written = runCli(QStringList{"write"} + inputLang + QStringList{"-"}, CzechSheet);
    QCOMPARE(written.status, 0);
    QCOMPARE(written.out, QByteArray("1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6\n"));
}

void TestCliLanguageOption::autoIsRefusedForTheLanguageWritten()
{
    for (const QString& code : {QStringLiteral("auto"), QString()}) {
        const CliRun r = runCli({"write", "--lang", code, "-"}, CzechSheet);
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(
            r.err.startsWith(
                QStringLiteral("scorecheck-cli write: --lang: unknown language '%1' (use en, ").arg(code).toUtf8()),
            r.err.constData());
    }
    const CliRun named = runCli({"write", "--lang", "cs", "-"}, CzechSheet);
    QCOMPARE(named.status, 0);
    QCOMPARE(named.out, QByteArray("1. e4 e5\n2. Jf3 Jc6\n3. Sb5 a6\n"));
}

void TestCliLanguageOption::aMoveTakenBackIsMarkedInTheLanguageWritten()
{
    // The arbiter's mark (7.5.1) is written in the words of the language asked for where the sheet reader
    // knows one, as the app writes it in the sheet's; the entry taken back stays as the sheet wrote it.
    const QByteArray russian = QStringLiteral("1. e4 e5 2. Крe3 {illegal} Кf3 Кc6\n").toUtf8();
    const CliRun ru = runCli({"write", "--lang", "ru", "-"}, russian);
    QCOMPARE(QString::fromUtf8(ru.out), QStringLiteral("1. e4 e5\n2. Крe3 {невозможный}\n2. Кf3 Кc6\n"));
    const CliRun pl = runCli({"write", "--lang", "pl", "-"}, russian);
    QCOMPARE(QString::fromUtf8(pl.out), QStringLiteral("1. e4 e5\n2. Крe3 {nieprawidłowe}\n2. Sf3 Sc6\n"));
    const CliRun cs = runCli({"write", "--lang", "cs", "-"}, russian);  // Czech: no word of its own
    QCOMPARE(QString::fromUtf8(cs.out), QStringLiteral("1. e4 e5\n2. Крe3 {illegal}\n2. Jf3 Jc6\n"));
}

void TestCliLanguageOption::unknownCodeListsTheCodesThatFit_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("check --lang") << QStringList{"check", "--lang", "xx", "-"}
                                  << "scorecheck-cli check: --lang: unknown language 'xx' (use auto, en, de, ";
    QTest::newRow("write --input-lang") << QStringList{"write", "--input-lang", "xx", "-"}
                                        << "scorecheck-cli write: --lang: unknown language 'xx' (use auto, en, de, ";
    QTest::newRow("write --lang") << QStringList{"write", "--lang", "xx", "-"}
                                  << "scorecheck-cli write: --lang: unknown language 'xx' (use en, de, ";
}

// The codes a message offers are those the option takes: "auto" only where it is allowed.
void TestCliLanguageOption::unknownCodeListsTheCodesThatFit()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun r = runCli(arguments, CzechSheet);
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.startsWith(message), qPrintable(err));
    QVERIFY2(err.trimmed().endsWith(QLatin1String("hu, he, ru, uk, bg, sr, hr, sk, el, tr, lt, vi, id, sq, ca, af)")),
        qPrintable(err));  // every code, the last added last
}

void TestCliLanguageOption::usageAskedForOrAfterAMistake_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("mistake");  // the line before the usage lines that says what is wrong
    QTest::newRow("--help") << QStringList{"--help"} << 0 << QByteArray();
    QTest::newRow("-h") << QStringList{"-h"} << 0 << QByteArray();
    QTest::newRow("no command") << QStringList{} << 2 << QByteArray();
    QTest::newRow("an unknown command") << QStringList{"chekc"} << 2
                                        << QByteArray("scorecheck-cli: 'chekc' is no command: use check, write, "
                                                      "perft, rule or report\n");
}

// Asked for, the usage lines go to standard output and the status is 0; after a mistake they go to
// standard error with status 2, so that a script sees the mistake.
void TestCliLanguageOption::usageAskedForOrAfterAMistake()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    QFETCH(QByteArray, mistake);
    const CliRun r = runCli(arguments);
    QCOMPARE(r.status, status);
    const QByteArray& said = status == 0 ? r.out : r.err;
    const QByteArray& silent = status == 0 ? r.err : r.out;
    QVERIFY2(said.startsWith(mistake + "usage: scorecheck-cli check [--lang auto|CODE]"), said.constData());
    QVERIFY(said.contains("scorecheck-cli COMMAND --help"));
    QVERIFY2(silent.isEmpty(), silent.constData());
}

QTEST_GUILESS_MAIN(TestCliLanguageOption)
#include "tst_cli_languageoption.moc"
