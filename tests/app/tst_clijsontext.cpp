// SPDX-License-Identifier: GPL-3.0-or-later
// What the sheet says, in the JSON report as it was written: a text with quotes, a backslash or a control
// character (an entry, a file's name, a tag's value quoted in an error) is escaped, so each line still
// parses and holds the text; a numbering slip is there by its code.

#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

class TestCliJsonText : public QObject {
    Q_OBJECT

private slots:
    void entryWithQuotesAndBackslash();
    void entryWithControlCharacters();
    void fileNameWithQuotes();
    void tagValueWithQuotesInAnError();
    void repeatedMoveNumberIsReported();
    void drawOfferPastTheStopIsKept();
};

// A transcriber's quotes around a move and a backslash: unreadable entries, kept as written.
void TestCliJsonText::entryWithQuotesAndBackslash()
{
    const CliRun r = runCli({"check", "--format", "json", "-"}, "1. e4 \"e5\" 2. Nf3\\ *\n");
    QCOMPARE(r.status, 1);
    const QList<QJsonObject> games = jsonLines(r.out);
    QCOMPARE(games.size(), 1);
    const QJsonArray entries = games[0]["entries"].toArray();
    QCOMPARE(entries.size(), 3);
    QCOMPARE(entries[1].toObject()["text"].toString(), QStringLiteral("\"e5\""));
    QCOMPARE(entries[1].toObject()["verdict"].toString(), QStringLiteral("unreadable"));
    QCOMPARE(entries[2].toObject()["text"].toString(), QStringLiteral("Nf3\\"));
}

// A control character that slipped into a transcription (an escape from a terminal, a unit separator):
// JSON allows none of U+0000 to U+001F raw in a string.
void TestCliJsonText::entryWithControlCharacters()
{
    const QByteArray sheet = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b\x1b"
                             "5 7. Bb3\x1f d6 *\n";
    const CliRun r = runCli({"check", "--format", "json", "-"}, sheet);
    const QList<QJsonObject> games = jsonLines(r.out);
    QCOMPARE(games.size(), 1);
    const QJsonArray entries = games[0]["entries"].toArray();
    QCOMPARE(entries.size(), 14);
    QCOMPARE(entries[11].toObject()["text"].toString(), QStringLiteral("b\x1b") + u'5');
    QCOMPARE(entries[12].toObject()["text"].toString(), QStringLiteral("Bb3\x1f"));
}

void TestCliJsonText::fileNameWithQuotes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("O'Kelly \"Alberic\".pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[White \"O'Kelly de Galway, Alberic\"]\n\n1. e4 e5 *\n");
    file.close();
    const CliRun r = runCli({"check", "--format", "json", path});
    QCOMPARE(r.status, 0);
    const QList<QJsonObject> games = jsonLines(r.out);
    QCOMPARE(games.size(), 1);
    QCOMPARE(games[0]["file"].toString(), path);
}

// A player's nickname in quotes, written into the FEN tag by mistake: the error quotes the field.
void TestCliJsonText::tagValueWithQuotesInAnError()
{
    const QByteArray pgn = "[White \"Kasparov, Garry\"]\n"
                           "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 \\\"Garry\\\"\"]\n\n"
                           "1. e4 e5 *\n";
    const CliRun r = runCli({"check", "--format", "json", "-"}, pgn);
    QCOMPARE(r.status, 1);  // a game that cannot be checked (command-line.md section 2)
    const QList<QJsonObject> games = jsonLines(r.out);
    QCOMPARE(games.size(), 1);
    const QString error = games[0]["error"].toString();
    QVERIFY2(error.contains(QStringLiteral("'\"Garry\"'")), qPrintable(error));
}

// "2. Nf3 Nc6 2. Bb5": the number written is behind the game (specification.md section 2.2).
void TestCliJsonText::repeatedMoveNumberIsReported()
{
    const CliRun r = runCli({"check", "--format", "json", "-"}, "1. e4 e5\n2. Nf3 Nc6\n2. Bb5 a6\n3. Ba4 Nf6\n");
    QCOMPARE(r.status, 0);
    const QList<QJsonObject> games = jsonLines(r.out);
    QCOMPARE(games.size(), 1);
    const QJsonArray entries = games[0]["entries"].toArray();
    QCOMPARE(entries.size(), 8);
    for (int i = 0; i < entries.size(); ++i) {
        const QJsonArray findings = entries[i].toObject()["findings"].toArray();
        const QJsonArray expected = i == 4 ? QJsonArray{QStringLiteral("move-number-repeated")} : QJsonArray{};
        QCOMPARE(findings, expected);
    }
    QCOMPARE(entries[4].toObject()["writtenNumber"].toInt(), 2);
    QCOMPARE(entries[4].toObject()["number"].toInt(), 3);
}

// A draw offer written with an entry the replay did not play (the one it stopped at, or one after it) is on
// the sheet all the same: the entry says it was written, and the offers list it, with no ply (the position is not
// known).
void TestCliJsonText::drawOfferPastTheStopIsKept()
{
    const CliRun r = runCli({"check", "--format", "json", "-"}, "1. e4 e5 2. Ke3 (=) Nc6 3. Nf3 a6 (=) 4. Bc4\n");
    QCOMPARE(r.status, 1);
    const QJsonObject game = jsonLines(r.out).first();
    const QJsonArray entries = game["entries"].toArray();
    QCOMPARE(entries.size(), 7);
    const QJsonObject a6 = entries[5].toObject();
    QCOMPARE(a6["text"].toString(), QStringLiteral("a6 (=)"));
    QCOMPARE(a6["verdict"].toString(), QStringLiteral("unchecked"));
    QCOMPARE(a6["drawOffer"].toBool(false), true);
    QCOMPARE(entries[6].toObject()["drawOffer"].toBool(true), false);
    QCOMPARE(entries[2].toObject()["drawOffer"].toBool(false), true);  // the illegal 2. Ke3 (=), where it stopped
    const QJsonArray offers = game["drawOffers"].toArray();
    QCOMPARE(offers.size(), 2);
    QCOMPARE(offers[0].toObject()["side"].toString(), QStringLiteral("white"));
    QCOMPARE(offers[0].toObject()["number"].toInt(), 2);
    QVERIFY(offers[0].toObject()["ply"].isNull());
    QCOMPARE(offers[1].toObject()["side"].toString(), QStringLiteral("black"));
    QCOMPARE(offers[1].toObject()["number"].toInt(), 3);
    QVERIFY(offers[1].toObject()["ply"].isNull());
}

QTEST_GUILESS_MAIN(TestCliJsonText)
#include "tst_clijsontext.moc"
