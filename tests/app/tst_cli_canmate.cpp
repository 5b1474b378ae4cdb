// SPDX-License-Identifier: GPL-3.0-or-later
// rule can-mate (docs/command-line.md section 8): both sides' answers in JSON and text, the helpmate
// line a legal sequence ending in that side's mate, the exit status for unusable input.

#include "clirun.h"

#include "chess/fen.h"
#include "chess/status.h"
#include "chess/uci.h"

#include <QJsonArray>
#include <QTest>

class TestCliCanMate : public QObject {
    Q_OBJECT

private slots:
    void answersInJson_data();
    void answersInJson();
    void answersInText();
    void unusableInput_data();
    void unusableInput();
};

void TestCliCanMate::answersInJson_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QJsonValue>("white");
    QTest::addColumn<QJsonValue>("black");
    QTest::addColumn<QJsonValue>("dead");

    QTest::newRow("bare kings are a dead position")
        << "8/8/4k3/8/8/4K3/8/8 w - - 0 1" << QJsonValue(false) << QJsonValue(false) << QJsonValue(true);
    QTest::newRow("king and pawn against king: only White can mate")
        << "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1" << QJsonValue(true) << QJsonValue(false) << QJsonValue(false);
    QTest::newRow("a locked chain with bishops of the wrong colour is dead")
        << "4k3/8/3b4/p1p1p1p1/P1P1P1P1/3B4/8/4K3 w - - 0 1" << QJsonValue(false) << QJsonValue(false)
        << QJsonValue(true);
    QTest::newRow("mate on the board: White has mated, with an empty line")
        << "3R2k1/5ppp/8/8/8/8/8/6K1 b - - 0 1" << QJsonValue(true) << QJsonValue(false) << QJsonValue(false);
}

void TestCliCanMate::answersInJson()
{
    QFETCH(QString, fen);
    QFETCH(QJsonValue, white);
    QFETCH(QJsonValue, black);
    QFETCH(QJsonValue, dead);
    const CliRun run = runCli({"rule", "can-mate", "--fen", fen, "--format", "json"});
    QCOMPARE(run.status, 0);
    const QList<QJsonObject> objects = jsonLines(run.out);
    QCOMPARE(objects.size(), 1);
    const QJsonObject o = objects.first();
    QCOMPARE(o.keys(), QStringList({"black", "dead", "fen", "version", "white"}));
    QCOMPARE(o["fen"].toString(), fen);
    QCOMPARE(o["dead"], dead);
    for (const auto& [side, expected] :
        {std::pair{QStringLiteral("white"), white}, std::pair{QStringLiteral("black"), black}}) {
        const QJsonObject answer = o[side].toObject();
        QCOMPARE(answer["canMate"], expected);
        if (!expected.toBool()) {
            QVERIFY(answer["line"].isNull());
            continue;
        }
        // The line is legal from the position and ends in this side's mate.
        chess::Position p = *chess::parseFen(fen.toStdString()).position;
        for (const QJsonValue& uci : answer["line"].toArray()) {
            const chess::Move m = chess::parseUci(p, uci.toString().toStdString());
            QVERIFY2(!m.isNone(), qPrintable(uci.toString()));
            p.doMove(m);
        }
        QVERIFY(chess::isCheckmate(p));
        QCOMPARE(p.sideToMove(), side == QLatin1String("white") ? chess::Color::Black : chess::Color::White);
    }
}

void TestCliCanMate::answersInText()
{
    const CliRun run = runCli({"rule", "can-mate", "--fen", "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1"});
    QCOMPARE(run.status, 0);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0], QByteArray("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1"));
    QVERIFY2(lines[1].startsWith("White can checkmate, for instance: 1. "), lines[1]);
    QVERIFY2(lines[1].endsWith('#'), lines[1]);
    QCOMPARE(lines[2], QByteArray("Black cannot checkmate by any series of legal moves."));
    QCOMPARE(lines[3], QByteArray("The position is not dead."));
    // In German, as the user's language says.
    const CliRun german = runCli({"rule", "can-mate", "--fen", "8/8/4k3/8/8/4K3/8/8 w - - 0 1"}, {}, "de");
    QCOMPARE(german.status, 0);
    QVERIFY2(!german.out.contains("cannot checkmate"), german.out);
}

void TestCliCanMate::unusableInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("no --fen") << QStringList{"rule", "can-mate"} << QByteArray("--fen is required");
    QTest::newRow("a FEN without a white king")
        << QStringList{"rule", "can-mate", "--fen", "8/8/8/8/8/8/8/k7 w - - 0 1"} << QByteArray("--fen: ");
    QTest::newRow("an unknown format") << QStringList{"rule", "can-mate", "--fen", "8/8/4k3/8/8/4K3/8/8 w - - 0 1",
        "--format", "pgn"} << QByteArray("--format: 'pgn'");
    QTest::newRow("a subcommand that does not exist") << QStringList{"rule", "can-win"} << QByteArray("unknown ruling 'can-win' (use claim, flag, illegal or can-mate)");
}

void TestCliCanMate::unusableInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, message);
    const CliRun run = runCli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(message), run.err);
}

QTEST_GUILESS_MAIN(TestCliCanMate)
#include "tst_cli_canmate.moc"
