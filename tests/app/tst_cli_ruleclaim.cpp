// SPDX-License-Identifier: GPL-3.0-or-later
// `scorecheck-cli rule claim`: the contract of its JSON object (docs/command-line.md section 10), its text
// (the verdict in one line first), the sheet's language for the written move, and status 2 for what
// cannot be ruled on.

#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Marshall-Capablanca, New York 1909, game 1, to 28... Qf6 (ply 56): the position after 25. a4 has stood
// twice, and 29. Qb4 brings it back the third time.
const QByteArray Marshall56
    = "1. d4 d5 2. c4 e6 3. Nc3 c5 4. cxd5 exd5 5. Nf3 Nc6 6. g3 Be6 7. Bg2 Nf6 8. Bg5 h6 9. Bxf6 Qxf6\n"
      "10. O-O cxd4 11. Nb5 Rc8 12. Nfxd4 Nxd4 13. Nxd4 Bc5 14. Nxe6 fxe6 15. Qa4+ Kf7 16. Rac1 Rhf8 17. e3 Qe7\n"
      "18. Rc3 Rc7 19. Rfc1 Rfc8 20. Qg4 Qf6 21. a3 Bd6 22. Rxc7+ Rxc7 23. Rxc7+ Bxc7 24. Qb4 Bb6 25. a4 Qe7\n"
      "26. Qf4+ Qf6 27. Qb4 Qe7 28. Qf4+ Qf6\n";

// The same game in German letters (Springer S, Läufer L, Turm T, Dame D).
const QByteArray Marshall56German
    = "1. d4 d5 2. c4 e6 3. Sc3 c5 4. cxd5 exd5 5. Sf3 Sc6 6. g3 Le6 7. Lg2 Sf6 8. Lg5 h6 9. Lxf6 Dxf6\n"
      "10. 0-0 cxd4 11. Sb5 Tc8 12. Sfxd4 Sxd4 13. Sxd4 Lc5 14. Sxe6 fxe6 15. Da4+ Kf7 16. Tac1 Thf8 17. e3 De7\n"
      "18. Tc3 Tc7 19. Tfc1 Tfc8 20. Dg4 Df6 21. a3 Ld6 22. Txc7+ Txc7 23. Txc7+ Lxc7 24. Db4 Lb6 25. a4 De7\n"
      "26. Df4+ Df6 27. Db4 De7 28. Df4+ Df6\n";

QJsonObject ruling(const QStringList& arguments, const QByteArray& sheet, const QString& language = "en")
{
    const CliRun r
        = runCli(QStringList{"rule", "claim"} + arguments + QStringList{"--format", "json", "-"}, sheet, language);
    if (r.status != 0)
        qWarning("status %d: %s", r.status, r.err.constData());
    const QList<QJsonObject> objects = jsonLines(r.out);
    if (objects.size() != 1)
        QTest::qFail("rule claim --format json prints no single object", __FILE__, __LINE__);
    return objects.value(0);
}

QList<int> intsOf(const QJsonValue& array)
{
    QList<int> ints;
    for (const QJsonValue& v : array.toArray())
        ints << v.toInt();
    return ints;
}

QStringList stringsOf(const QJsonValue& array)
{
    QStringList strings;
    for (const QJsonValue& v : array.toArray())
        strings << v.toString();
    return strings;
}

}  // namespace

class TestCliRuleClaim : public QObject {
    Q_OBJECT

private slots:
    void theObjectHoldsTheContractsKeysInOrder();
    void aWrittenMoveAboutToRepeatForTheThirdTime();
    void anIncorrectClaimOnTheBoardInRapidChess();
    void fiftyMovesFromAFensHalfMoveClock();
    void aWrittenMoveThatIsAmbiguous();
    void theTextSaysTheVerdictFirst();
    void aGermanSheetWithAGermanWrittenMove();
    void whatCannotBeRuledOnIsStatusTwo_data();
    void whatCannotBeRuledOnIsStatusTwo();
    void aFileOfSeveralGamesIsRefused();
    void aGameThatEndedBeforeAMoveWrittenAfterItIsRuledOver();
    void helpAndUsageNameTheCommand();
};

void TestCliRuleClaim::theObjectHoldsTheContractsKeysInOrder()
{
    const CliRun r = runCli({"rule", "claim", "threefold", "--format", "json", "-"}, Marshall56);
    QCOMPARE(r.status, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QVERIFY(r.out.endsWith('\n'));
    QCOMPARE(r.out.count('\n'), 1);
    // The keys in the order docs/command-line.md section 10 gives them.
    const QList<QByteArray> keys{"\"claim\":", "\"claimant\":", "\"form\":", "\"article\":", "\"correct\":",
        "\"reason\":", "\"intended\":", "\"occurrences\":", "\"notCounted\":", "\"lastIrreversible\":",
        "\"startHalfmoveClock\":", "\"halfMovesSince\":", "\"movesSince\":", "\"rate\":", "\"consequence\":",
        "\"language\":", "\"plies\":", "\"explanation\":", "\"version\":"};
    qsizetype at = 0;
    for (const QByteArray& key : keys) {
        const qsizetype found = r.out.indexOf(key, at);
        QVERIFY2(found >= at, key.constData());
        at = found + 1;
    }
    const QJsonObject o = jsonLines(r.out).value(0);
    QCOMPARE(o["claim"].toString(), QStringLiteral("threefold"));
    QCOMPARE(o["claimant"].toString(), QStringLiteral("white"));
    QCOMPARE(o["form"].toString(), QStringLiteral("on-board"));
    QCOMPARE(o["article"].toString(), QStringLiteral("9.2.2"));
    QCOMPARE(o["correct"].toBool(true), false);
    QCOMPARE(o["reason"].toString(), QStringLiteral("fewer-than-three"));
    QVERIFY(o["intended"].isNull());
    QCOMPARE(intsOf(o["occurrences"]), QList<int>({52, 56}));
    QCOMPARE(o["lastIrreversible"].toInt(), 49);
    QCOMPARE(o["movesSince"].toObject()["white"].toInt(), 3);
    QCOMPARE(o["movesSince"].toObject()["black"].toInt(), 4);
    QCOMPARE(o["plies"].toInt(), 56);
    const QJsonObject c = o["consequence"].toObject();
    QVERIFY(c["result"].isNull());
    QVERIFY(c["end"].isNull());
    QVERIFY(c["endedAt"].isNull());
    QCOMPARE(c["opponentMinutes"].toInt(), 2);
    QVERIFY(c["minutesWhereB2Applies"].isNull());
    QCOMPARE(c["intendedMustBePlayed"].toBool(true), false);
    QCOMPARE(c["drawOffer"].toBool(), true);
    QCOMPARE(stringsOf(c["articles"]), QStringList({"9.5.3", "9.1.2.3"}));
}

void TestCliRuleClaim::aWrittenMoveAboutToRepeatForTheThirdTime()
{
    const QJsonObject o = ruling({"threefold", "--intended", "Qb4"}, Marshall56);
    QCOMPARE(o["form"].toString(), QStringLiteral("intended"));
    QCOMPARE(o["article"].toString(), QStringLiteral("9.2.1"));
    QCOMPARE(o["correct"].toBool(), true);
    QCOMPARE(o["reason"].toString(), QStringLiteral("third-occurrence"));
    const QJsonObject intended = o["intended"].toObject();
    QCOMPARE(intended["text"].toString(), QStringLiteral("Qb4"));
    QCOMPARE(intended["verdict"].toString(), QStringLiteral("ok"));
    QCOMPARE(intended["uci"].toString(), QStringLiteral("f4b4"));
    QCOMPARE(intsOf(o["occurrences"]), QList<int>({49, 53, 57}));
    const QJsonObject c = o["consequence"].toObject();
    QCOMPARE(c["result"].toString(), QStringLiteral("1/2-1/2"));
    QCOMPARE(c["end"].toString(), QStringLiteral("claim"));
    QCOMPARE(c["endedAt"].toInt(), 56);
    QCOMPARE(stringsOf(c["articles"]), QStringList{"9.5.2"});
    QCOMPARE(o["explanation"].toString(),
        QStringLiteral("Correct: after the written move 29. Qb4 the position would stand for the third time."));
}

void TestCliRuleClaim::anIncorrectClaimOnTheBoardInRapidChess()
{
    const QJsonObject o = ruling({"threefold", "--intended", "Qe5", "--rate", "rapid"}, Marshall56);
    QCOMPARE(o["correct"].toBool(true), false);
    QCOMPARE(o["rate"].toString(), QStringLiteral("rapid"));
    QCOMPARE(intsOf(o["occurrences"]), QList<int>{57});
    const QJsonObject c = o["consequence"].toObject();
    QCOMPARE(c["opponentMinutes"].toInt(), 1);
    QCOMPARE(c["intendedMustBePlayed"].toBool(), true);
    QCOMPARE(stringsOf(c["articles"]), QStringList({"9.5.3", "A.3", "9.1.2.3"}));
    const QJsonObject blitz = ruling({"threefold", "--rate", "blitz"}, Marshall56)["consequence"].toObject();
    QCOMPARE(blitz["opponentMinutes"].toInt(), 1);
    QCOMPARE(blitz["minutesWhereB2Applies"].toInt(), 2);
}

void TestCliRuleClaim::fiftyMovesFromAFensHalfMoveClock()
{
    const QStringList fen{"--fen", "k7/8/8/8/8/8/8/K6R w - - 98 100"};
    const QJsonObject onBoard = ruling(QStringList{"fifty"} + fen, "100. Rh2 Kb8\n");
    QCOMPARE(onBoard["claim"].toString(), QStringLiteral("fifty"));
    QCOMPARE(onBoard["article"].toString(), QStringLiteral("9.3.2"));
    QCOMPARE(onBoard["correct"].toBool(), true);
    QCOMPARE(onBoard["reason"].toString(), QStringLiteral("fifty-moves"));
    QVERIFY(onBoard["lastIrreversible"].isNull());
    QCOMPARE(onBoard["startHalfmoveClock"].toInt(), 98);
    QCOMPARE(onBoard["halfMovesSince"].toInt(), 100);
    QCOMPARE(onBoard["occurrences"].toArray().size(), 0);
    const QJsonObject ahead = ruling(QStringList{"fifty", "--intended", "Kb8"} + fen, "100. Rh2\n");
    QCOMPARE(ahead["claimant"].toString(), QStringLiteral("black"));
    QCOMPARE(ahead["article"].toString(), QStringLiteral("9.3.1"));
    QCOMPARE(ahead["correct"].toBool(), true);
    QCOMPARE(ahead["movesSince"].toObject()["black"].toInt(), 50);
    const QJsonObject short99 = ruling(QStringList{"fifty"} + fen, "100. Rh2\n");
    QCOMPARE(short99["correct"].toBool(true), false);
    QCOMPARE(short99["reason"].toString(), QStringLiteral("fewer-than-fifty"));
    QCOMPARE(short99["movesSince"].toObject()["black"].toInt(), 49);
}

void TestCliRuleClaim::aWrittenMoveThatIsAmbiguous()
{
    const QJsonObject o = ruling({"threefold", "--intended", "Ne2"}, "1. e4 e5 2. Nc3 Nc6\n");
    QCOMPARE(o["reason"].toString(), QStringLiteral("intended-ambiguous"));
    const QJsonObject intended = o["intended"].toObject();
    QCOMPARE(intended["verdict"].toString(), QStringLiteral("ambiguous"));
    QVERIFY(intended["uci"].isNull());
    QStringList readings = stringsOf(intended["readings"]);
    readings.sort();
    QCOMPARE(readings, QStringList({"c3e2", "g1e2"}));
}

void TestCliRuleClaim::theTextSaysTheVerdictFirst()
{
    const CliRun r = runCli({"rule", "claim", "threefold", "--intended", "Qb4", "-"}, Marshall56);
    QCOMPARE(r.status, 0);
    const QList<QByteArray> lines = r.out.split('\n');
    QCOMPARE(
        lines[0], QByteArray("Correct: after the written move 29. Qb4 the position would stand for the third time."));
    QVERIFY(lines[1].startsWith("Article 9.2.1: White wrote a move and declared it;"));
    QCOMPARE(lines[2], QByteArray("The position stood after:"));
    QCOMPARE(lines[3], QByteArray("  25. a4 (ply 49)"));
    QCOMPARE(lines[5], QByteArray("  29. Qb4, the written move (ply 57)"));
    QCOMPARE(lines[6], QByteArray("The game is drawn (9.5.2)."));
}

// The written move is read as the sheet is, in its language (found by replaying, or named with --lang);
// the ruling speaks the user's.
void TestCliRuleClaim::aGermanSheetWithAGermanWrittenMove()
{
    for (const QStringList& lang : {QStringList(), QStringList{"--lang", "de"}}) {
        const QJsonObject o = ruling(QStringList{"threefold", "--intended", "Db4"} + lang, Marshall56German);
        QCOMPARE(o["language"].toString(), QStringLiteral("de"));
        QCOMPARE(o["correct"].toBool(), true);
        QCOMPARE(o["intended"].toObject()["uci"].toString(), QStringLiteral("f4b4"));
    }
    const CliRun r = runCli({"rule", "claim", "threefold", "--intended", "Db4", "-"}, Marshall56German, "de");
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.startsWith("Berechtigt: nach dem notierten Zug 29. Db4 träte die Stellung zum dritten Mal auf.\n"),
        r.out.constData());
    QVERIFY(r.out.contains("Die Partie ist remis (9.5.2)."));
}

void TestCliRuleClaim::whatCannotBeRuledOnIsStatusTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("sheet");
    QTest::addColumn<QString>("message");
    QTest::newRow("no claim named") << QStringList{"-"} << Marshall56
                                    << "give the draw claimed (threefold or fifty) and one file";
    QTest::newRow("an unknown claim") << QStringList{"fivefold", "-"} << Marshall56
                                      << "'fivefold' is no claim: use threefold or fifty";
    QTest::newRow("an unknown rate") << QStringList{"threefold", "--rate", "bullet", "-"} << Marshall56
                                     << "--rate: 'bullet' is not standard, rapid or blitz";
    QTest::newRow("pgn is no format of a ruling")
        << QStringList{"threefold", "--format", "pgn", "-"} << Marshall56 << "--format: 'pgn' is not text or json";
    QTest::newRow("an empty input") << QStringList{"threefold", "-"} << QByteArray()
                                    << "no game found in standard input";
    QTest::newRow("a sheet that stops before its end")
        << QStringList{"threefold", "-"} << QByteArray("1. e4 e5 2. Ke3 Nc6\n")
        << "the sheet stops at line 1, column 13: \"Ke3\" is illegal, so the position of the claim is not known";
    // An empty --intended (an unset shell variable, say) is no move the player wrote: ruling it an
    // incorrect claim would cost the claimant two minutes for the tool's caller's slip.
    QTest::newRow("an empty written move") << QStringList{"threefold", "--intended", " ", "-"} << Marshall56
                                           << "--intended: give the move written and declared";
    QTest::newRow("a bad --fen") << QStringList{"fifty", "--fen", "8/8/8 w - -", "-"} << QByteArray("1. e4\n")
                                 << "--fen: ";
}

void TestCliRuleClaim::whatCannotBeRuledOnIsStatusTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, sheet);
    QFETCH(QString, message);
    const CliRun r = runCli(QStringList{"rule", "claim"} + arguments, sheet);
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    const QString said = QString::fromUtf8(r.err);
    QVERIFY2(said.startsWith(QStringLiteral("scorecheck-cli rule claim: ") + message), qPrintable(said));
}

// A claim is about one game: a file of several is refused rather than ruled on for a game the tool picks.
void TestCliRuleClaim::aFileOfSeveralGamesIsRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("two.pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 *\n");
    file.close();
    const CliRun r = runCli({"rule", "claim", "threefold", path});
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(
        r.err.contains("holds more than one game: a ruling is made on one game, so give it alone"), r.err.constData());
    QFile one(path);
    QVERIFY(one.open(QIODevice::WriteOnly));
    one.write("[Event \"a\"]\n\n1. e4 e5 *\n");
    one.close();
    QCOMPARE(runCli({"rule", "claim", "threefold", path}).status, 0);
}

void TestCliRuleClaim::helpAndUsageNameTheCommand()
{
    const CliRun help = runCli({"rule", "claim", "--help"});
    QCOMPARE(help.status, 0);
    QVERIFY2(help.out.contains("scorecheck-cli rule claim"), help.out.constData());
    for (const char* option : {"--intended", "--rate", "--lang", "--fen", "--format"})
        QVERIFY2(help.out.contains(option), option);
    const CliRun usage = runCli({"--help"});
    QVERIFY(usage.out.contains("scorecheck-cli rule claim threefold|fifty [--intended MOVE]"));
    const CliRun noRuling = runCli({"rule"});
    QCOMPARE(noRuling.status, 2);
    QCOMPARE(noRuling.err, QByteArray("scorecheck-cli rule: name the ruling: claim, flag, illegal or can-mate\n"));
}

// The replay stops at 3. a3, written after the mate: the position of the claim is not in doubt, the game
// was over (5.1.1), and the ruling says so rather than refusing the sheet.
void TestCliRuleClaim::aGameThatEndedBeforeAMoveWrittenAfterItIsRuledOver()
{
    const QJsonObject o = ruling({"threefold"}, "1. f3 e5 2. g4 Qh4# 3. a3\n");
    QCOMPARE(o.value("reason").toString(), QStringLiteral("game-over"));
    QCOMPARE(o.value("correct").toBool(true), false);
    QCOMPARE(o.value("consequence").toObject().value("end").toString(), QStringLiteral("checkmate"));
}

QTEST_GUILESS_MAIN(TestCliRuleClaim)
#include "tst_cli_ruleclaim.moc"
