// SPDX-License-Identifier: GPL-3.0-or-later
// `scorecheck-cli rule flag`: the contract of its JSON object (docs/command-line.md section 12), its text
// (the verdict in one line first), and status 2 for what cannot be ruled on.

#include "clirun.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

namespace {

const QByteArray RuyLopez = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n";

QJsonObject ruling(const QStringList& arguments, const QByteArray& sheet)
{
    const CliRun r = runCli(QStringList{"rule", "flag"} + arguments + QStringList{"--format", "json", "-"}, sheet);
    if (r.status != 0)
        qWarning("status %d: %s", r.status, r.err.constData());
    const QList<QJsonObject> objects = jsonLines(r.out);
    if (objects.size() != 1)
        QTest::qFail("rule flag --format json prints no single object", __FILE__, __LINE__);
    return objects.value(0);
}

}  // namespace

class TestCliRuleFlag : public QObject {
    Q_OBJECT

private slots:
    void theJsonObjectHasTheContractsKeysInOrder();
    void aLossComesWithTheOpponentsMateLine();
    void aDrawWhenTheOpponentCannotMate();
    void theTimeControlsMovesDecide();
    void aSheetThatStopsIsRuledNotDecided();
    void theTextSaysTheVerdictFirst();
    void unusableInputIsStatusTwo_data();
    void unusableInputIsStatusTwo();
    void aResultWrittenOnTheSheetIsSaid_data();
    void aResultWrittenOnTheSheetIsSaid();
};

void TestCliRuleFlag::theJsonObjectHasTheContractsKeysInOrder()
{
    const CliRun r = runCli({"rule", "flag", "white", "--format", "json", "-"}, RuyLopez);
    QCOMPARE(r.status, 0);
    const QByteArray out = r.out;
    qsizetype at = 0;
    for (const char* key : {"\"flagged\"", "\"result\"", "\"article\"", "\"opponentCanMate\"", "\"movesCompleted\"",
             "\"movesRequired\"", "\"verifiedTo\"", "\"outcome\""}) {
        const qsizetype found = out.indexOf(key, at);
        QVERIFY2(found > at, key);
        at = found;
    }
}

void TestCliRuleFlag::aLossComesWithTheOpponentsMateLine()
{
    const QJsonObject o = ruling({"white"}, RuyLopez);
    QCOMPARE(o.value("flagged").toString(), QStringLiteral("white"));
    QCOMPARE(o.value("result").toString(), QStringLiteral("0-1"));
    QCOMPARE(o.value("article").toString(), QStringLiteral("6.9"));
    QCOMPARE(o.value("opponentCanMate").toBool(), true);
    QCOMPARE(o.value("outcome").toString(), QStringLiteral("loss"));
    QCOMPARE(o.value("movesCompleted").toInt(), 3);
    QVERIFY(o.value("movesRequired").isNull());
    QCOMPARE(o.value("verifiedTo").toInt(), 6);  // the last ply played
    QVERIFY(!o.value("line").toArray().isEmpty());
}

void TestCliRuleFlag::aDrawWhenTheOpponentCannotMate()
{
    const QJsonObject o = ruling({"black", "--fen", "8/p7/8/8/8/5k2/8/4K3 w - - 0 60"}, QByteArray("60. Kd2 Ke4\n"));
    QCOMPARE(o.value("result").toString(), QStringLiteral("1/2-1/2"));
    QCOMPARE(o.value("opponentCanMate").toBool(true), false);
    QCOMPARE(o.value("outcome").toString(), QStringLiteral("draw-opponent-cannot-mate"));
    QVERIFY(o.value("line").isNull());
}

void TestCliRuleFlag::theTimeControlsMovesDecide()
{
    const QJsonObject reached = ruling({"white", "--moves", "3"}, RuyLopez);
    QCOMPARE(reached.value("outcome").toString(), QStringLiteral("time-control-reached"));
    QVERIFY(reached.value("result").isNull());
    QVERIFY(reached.value("opponentCanMate").isNull());
    QCOMPARE(reached.value("movesRequired").toInt(), 3);
    const QJsonObject short_ = ruling({"white", "--moves", "4"}, RuyLopez);
    QCOMPARE(short_.value("outcome").toString(), QStringLiteral("loss"));
    QCOMPARE(short_.value("result").toString(), QStringLiteral("0-1"));
    // 6.2.1: Black's 3... a6 was made with Black's clock running, so not completed.
    const QJsonObject notCompleted = ruling({"black", "--moves", "3"}, RuyLopez);
    QCOMPARE(notCompleted.value("movesCompleted").toInt(), 2);
    QCOMPARE(notCompleted.value("outcome").toString(), QStringLiteral("loss"));
}

void TestCliRuleFlag::aSheetThatStopsIsRuledNotDecided()
{
    const QJsonObject o = ruling({"white", "--moves", "4"}, "1. e4 e5 2. Nf3 Nc6 3. Bb5 Zz9 4. O-O\n");
    QCOMPARE(o.value("outcome").toString(), QStringLiteral("count-not-verified"));
    QVERIFY(o.value("result").isNull());
    QCOMPARE(o.value("complete").toBool(true), false);
    QCOMPARE(o.value("verifiedTo").toInt(), 5);
}

void TestCliRuleFlag::theTextSaysTheVerdictFirst()
{
    const CliRun r = runCli({"rule", "flag", "white", "-"}, RuyLopez);
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.startsWith("White loses on time: Black can still checkmate (6.9).\n"), r.out.constData());
    QVERIFY(r.out.contains("For instance: 4. "));
}

void TestCliRuleFlag::unusableInputIsStatusTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("no player") << QStringList{"-"} << RuyLopez << QByteArray("give the player whose flag fell");
    QTest::newRow("not a player") << QStringList{"red", "-"} << RuyLopez << QByteArray("'red' is no player");
    QTest::newRow("moves not a number") << QStringList{"white", "--moves", "forty", "-"} << RuyLopez
                                        << QByteArray("--moves: 'forty' is not a number of moves");
    QTest::newRow("no game") << QStringList{"white", "-"} << QByteArray() << QByteArray("no game found");
    QTest::newRow("two games") << QStringList{"white", "-"}
                               << QByteArray("[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n")
                               << QByteArray("holds more than one game");
}

void TestCliRuleFlag::unusableInputIsStatusTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, message);
    const CliRun r = runCli(QStringList{"rule", "flag"} + arguments, input);
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCliRuleFlag::aResultWrittenOnTheSheetIsSaid_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::newRow("flag") << QStringList{"flag", "black"};
    QTest::newRow("claim") << QStringList{"claim", "fifty"};
    QTest::newRow("illegal") << QStringList{"illegal"};
}

// A sheet with its result written says the game was over; a ruling made after its last entry takes the
// game as going on. Made all the same (the arbiter may have a reason), but said, not passed over.
void TestCliRuleFlag::aResultWrittenOnTheSheetIsSaid()
{
    QFETCH(QStringList, command);
    const QByteArray sheet = "1. e4 e5 2. Nf3 Nc6 3. Bb5 1-0\n";
    const CliRun r = runCli(QStringList{"rule"} + command + QStringList{"-"}, sheet);
    QCOMPARE(r.status, 0);
    QVERIFY(!r.out.isEmpty());
    QVERIFY2(r.err.contains("scorecheck-cli rule " + command.first().toUtf8()
                 + ": warning: the sheet has the result 1-0 written; the ruling takes the game as going on after "
                   "its last entry\n"),
        r.err.constData());
    const CliRun none = runCli(QStringList{"rule"} + command + QStringList{"-"}, "1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n");
    QVERIFY2(none.err.isEmpty(), none.err.constData());  // "*": no result
    // A game that ended on the board: the ruling says so itself, and its result is the board's.
    const CliRun mate = runCli(QStringList{"rule"} + command + QStringList{"-"}, "1. f3 e5 2. g4 Qh4# 0-1\n");
    QCOMPARE(mate.status, 0);
    QVERIFY2(mate.err.isEmpty(), mate.err.constData());
}

QTEST_GUILESS_MAIN(TestCliRuleFlag)
#include "tst_cli_ruleflag.moc"
