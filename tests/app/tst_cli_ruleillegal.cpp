// SPDX-License-Identifier: GPL-3.0-or-later
// `scorecheck-cli rule illegal`: the sheet's last entry ruled on as a completed illegal move (FIDE 7.5);
// its JSON object (docs/command-line.md section 13), its text (the verdict in one line first), the
// earlier ones read from the arbiter's marks, and status 2 for what cannot be ruled on.

#include "clirun.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

namespace {

QJsonObject ruling(const QStringList& arguments, const QByteArray& sheet)
{
    const CliRun r = runCli(QStringList{"rule", "illegal"} + arguments + QStringList{"--format", "json", "-"}, sheet);
    if (r.status != 0)
        qWarning("status %d: %s", r.status, r.err.constData());
    const QList<QJsonObject> objects = jsonLines(r.out);
    if (objects.size() != 1)
        QTest::qFail("rule illegal --format json prints no single object", __FILE__, __LINE__);
    return objects.value(0);
}

}  // namespace

class TestCliRuleIllegal : public QObject {
    Q_OBJECT

private slots:
    void theJsonObjectHasItsKeysInOrder();
    void theFirstGivesTheOpponentTimeByRate();
    void theSecondLosesWithTheOpponentsMateLine();
    void theTextSaysTheVerdictFirst();
    void theMarkIsReadInTheSheetsLanguage();
    void unusableInputIsStatusTwo();
};

void TestCliRuleIllegal::theJsonObjectHasItsKeysInOrder()
{
    const CliRun r = runCli({"rule", "illegal", "--format", "json", "-"}, "1. e4 e5 2. Ke3\n");
    QCOMPARE(r.status, 0);
    const QJsonObject o = jsonLines(r.out).value(0);
    QCOMPARE(o.keys().size(), 18);
    // The order as printed (QJsonObject sorts its keys): each key after the one before it.
    qsizetype previous = 0;
    for (const char* key : {"offender", "outcome", "result", "articles", "move", "count", "earlier", "notCounted",
             "reinstated", "opponentMinutes", "minutesWhereB2Applies", "opponentCanMate", "line", "rate", "language",
             "plies", "explanation", "version"}) {
        QVERIFY2(o.contains(QLatin1StringView(key)), key);
        const qsizetype at = r.out.indexOf(QByteArray("\"") + key + "\":", previous);
        QVERIFY2(at > previous || (at == 1 && previous == 0), key);
        previous = at;
    }
}

void TestCliRuleIllegal::theFirstGivesTheOpponentTimeByRate()
{
    const QJsonObject standard = ruling({}, "1. e4 e5 2. Ke3\n");
    QCOMPARE(standard["offender"].toString(), QStringLiteral("white"));
    QCOMPARE(standard["outcome"].toString(), QStringLiteral("time-to-opponent"));
    QCOMPARE(standard["count"].toInt(), 1);
    QCOMPARE(standard["opponentMinutes"].toInt(), 2);
    QVERIFY(standard["minutesWhereB2Applies"].isNull());
    QVERIFY(standard["result"].isNull());
    QCOMPARE(standard["reinstated"].toString(),
        QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"));
    const QJsonObject move = standard["move"].toObject();
    QCOMPARE(move["text"].toString(), QStringLiteral("Ke3"));
    QCOMPARE(move["verdict"].toString(), QStringLiteral("illegal"));
    QCOMPARE(move["moveNumber"].toInt(), 2);
    QCOMPARE(move["column"].toInt(), 13);
    const QJsonObject rapid = ruling({"--rate", "rapid"}, "1. e4 e5 2. Ke3\n");
    QCOMPARE(rapid["opponentMinutes"].toInt(), 1);
    QCOMPARE(rapid["articles"].toArray(), (QJsonArray{"7.5.1", "7.5.5", "A.3"}));
    const QJsonObject blitz = ruling({"--rate", "blitz"}, "1. e4 e5 2. Ke3\n");
    QCOMPARE(blitz["opponentMinutes"].toInt(), 1);
    QCOMPARE(blitz["minutesWhereB2Applies"].toInt(), 2);
}

void TestCliRuleIllegal::theSecondLosesWithTheOpponentsMateLine()
{
    const QJsonObject o = ruling({}, "1. e4 e5 2. Ke3 {illegal}\n2. Nf3 Nc6 3. Nxe7\n");
    QCOMPARE(o["outcome"].toString(), QStringLiteral("loss"));
    QCOMPARE(o["result"].toString(), QStringLiteral("0-1"));
    QCOMPARE(o["count"].toInt(), 2);
    const QJsonObject earlier = o["earlier"].toArray().first().toObject();
    QCOMPARE(earlier["text"].toString(), QStringLiteral("Ke3"));
    QCOMPARE(earlier["line"].toInt(), 1);
    QCOMPARE(o["opponentCanMate"].toBool(), true);
    QVERIFY(!o["line"].toArray().isEmpty());
    QVERIFY(o["opponentMinutes"].isNull());
}

void TestCliRuleIllegal::theTextSaysTheVerdictFirst()
{
    const CliRun r = runCli({"rule", "illegal", "-"}, "1. e4 e5 2. Ke3\n");
    QCOMPARE(r.status, 0);
    const QList<QByteArray> lines = r.out.split('\n');
    QCOMPARE(lines.first(),
        QByteArray("White's first completed illegal move, 2. Ke3: the position before it is reinstated and Black gets "
                   "extra time (7.5.1, 7.5.5)."));
    QVERIFY(r.out.contains("The arbiter adds two minutes to Black's remaining thinking time (7.5.5)."));
}

void TestCliRuleIllegal::theMarkIsReadInTheSheetsLanguage()
{
    const QJsonObject o = ruling({"--lang", "de"}, "1. e4 e5 2. Ke3 {regelwidrig} 2. Sf3 Sc6 3. Ke3\n");
    QCOMPARE(o["outcome"].toString(), QStringLiteral("loss"));
    QCOMPARE(o["language"].toString(), QStringLiteral("de"));
}

void TestCliRuleIllegal::unusableInputIsStatusTwo()
{
    const CliRun noFile = runCli({"rule", "illegal"});
    QCOMPARE(noFile.status, 2);
    QVERIFY(noFile.err.contains("give one file"));
    const CliRun twoGames = runCli({"rule", "illegal", "-"}, "1. e4 e5 2. Ke3 1-0\n\n1. d4 d5 2. Kd3 0-1\n");
    QCOMPARE(twoGames.status, 2);
    const CliRun badRate = runCli({"rule", "illegal", "--rate", "bullet", "-"}, "1. e4 e5 2. Ke3\n");
    QCOMPARE(badRate.status, 2);
}

QTEST_GUILESS_MAIN(TestCliRuleIllegal)
#include "tst_cli_ruleillegal.moc"
