// SPDX-License-Identifier: GPL-3.0-or-later
// scorecheck-cli as other tools use it: exit codes, JSON Lines, errors for unusable input, the
// order of games with --jobs, and the write -> check round trip in every notation and language.

#include "clirun.h"

#include "notation/language.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = CliRun;

// The tool speaks the user's language; these tests read its English unless they ask for another.
Run cli(const QStringList& arguments, const QByteArray& input = {}, const QString& language = QStringLiteral("en"))
{
    return runCli(arguments, input, language);
}

QStringList ucis(const QJsonObject& game)
{
    QStringList moves;
    for (const QJsonValue& e : game["entries"].toArray())
        moves << e.toObject()["uci"].toString();
    return moves;
}

const QByteArray FideSample = "1. d4 Sf6 2. c4 e6 3. Sc3 Lb4 4. Ld2 0-0 5. e4 d5 6. exd5 exd5 7. cxd5 Lxc3\n"
                              "8. Lxc3 Sxd5 9. Sf3 b6 10. Db3 Sxc3 11. bxc3 c5 12. Le2 cxd4 13. Sxd4 Te8 14. 0-0 Sd7\n"
                              "15. a4 Sc5 16. Db4 Lb7 17. a5\n";

QString data(const char* path) { return QStringLiteral(SCORECHECK_TEST_DATA "/") + QLatin1String(path); }

}  // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void checksTheFideSampleAsJson();
    void drawOfferAndIllegalEntry();
    void textSetAsideIsReported();
    void gameLongerThanAnyIsReportedNotChecked();
    void suggestionsAndReconstruction();
    void alternativeAtAnEarlierEntrySaysWhere();
    void pairOfSheets();
    void unusableInputGivesStatusTwo_data();
    void unusableInputGivesStatusTwo();
    void binaryFileIsRefused();
    void pgnWithManyGamesInOrderWithJobs();
    void writeThenCheckGivesTheSameMoves_data();
    void writeThenCheckGivesTheSameMoves();
    void perftPrintsNodesLast();
    void perftTimeIsInFixedForm_data();
    void perftTimeIsInFixedForm();
    void helpListsEveryOption();
    void helpIsInTheUsersLanguage_data();
    void helpIsInTheUsersLanguage();
    void reportsInTheUsersLanguage();
    void sheetsThatReadAlikeInTwoLanguagesSaySo();
};

void TestCli::checksTheFideSampleAsJson()
{
    const Run r = cli({"check", "--format", "json", "-"}, FideSample);
    QCOMPARE(r.status, 0);
    const QList<QJsonObject> games = jsonLines(r.out);
    QCOMPARE(games.size(), 1);
    const QJsonObject g = games.first();
    QCOMPARE(g["game"].toInt(), 1);
    QCOMPARE(g["language"].toString(), QStringLiteral("de"));
    QCOMPARE(g["languages"].toArray(), QJsonArray({"de", "da", "sv", "no", "hr"}));  // the same letters
    QCOMPARE(g["languageUndecided"].toBool(true), false);
    QCOMPARE(g["plies"].toInt(), 33);
    QCOMPARE(g["finalFen"].toString(), QStringLiteral("r2qr1k1/pb3ppp/1p6/P1n5/1Q1N4/2P5/4BPPP/R4RK1 b - - 0 17"));
    QVERIFY(g["result"].isNull());
    const QJsonArray entries = g["entries"].toArray();
    QCOMPARE(entries.size(), 33);
    const QJsonObject second = entries[1].toObject();
    QCOMPARE(second["text"].toString(), QStringLiteral("Sf6"));
    QCOMPARE(second["line"].toInt(), 1);
    QCOMPARE(second["column"].toInt(), 7);
    QCOMPARE(second["ply"].toInt(), 2);
    QCOMPARE(second["number"].toInt(), 1);
    QCOMPARE(second["side"].toString(), QStringLiteral("black"));
    QCOMPARE(second["verdict"].toString(), QStringLiteral("ok"));
    QCOMPARE(second["uci"].toString(), QStringLiteral("g8f6"));
    QCOMPARE(second["san"].toString(), QStringLiteral("Nf6"));
    QVERIFY(second["findings"].toArray().isEmpty());
    QCOMPARE(second["drawOffer"].toBool(), false);
    for (const QJsonValue& e : entries)
        QCOMPARE(e.toObject()["verdict"].toString(), QStringLiteral("ok"));
}

void TestCli::drawOfferAndIllegalEntry()
{
    const Run offer = cli({"check", "--format", "json", "--lang", "et", "-"}, "1. d4 Rf6 2. c4 e6 3. Rc3 Ob4 (=)");
    QCOMPARE(offer.status, 0);
    const QJsonObject game = jsonLines(offer.out).first();
    QCOMPARE(game["entries"].toArray().last().toObject()["drawOffer"].toBool(), true);
    QCOMPARE(game["drawOffers"].toArray().first().toObject()["side"].toString(), QStringLiteral("black"));

    const Run illegal = cli({"check", "--format", "json", "-"}, "1. e4 e5\n2. Nf3 Nc6\n3. Bc5 a6\n");
    QCOMPARE(illegal.status, 1);
    const QJsonArray entries = jsonLines(illegal.out).first()["entries"].toArray();
    const QJsonObject bad = entries[4].toObject();
    QCOMPARE(bad["verdict"].toString(), QStringLiteral("illegal"));
    QCOMPARE(bad["line"].toInt(), 3);
    QCOMPARE(bad["column"].toInt(), 4);
    QVERIFY(bad["uci"].isNull());
    QVERIFY(bad["ply"].isNull());
    QCOMPARE(entries[5].toObject()["verdict"].toString(), QStringLiteral("unchecked"));
}

// Moves after the result, or swallowed by a brace never closed, are not checked: the report says where.
void TestCli::textSetAsideIsReported()
{
    const QByteArray afterResult = "[Event \"x\"]\n\n1. e4 e5 1-0\n2. Nf3 Nc6\n";
    const Run text = cli({"check", "-"}, afterResult);
    QCOMPARE(text.status, 0);  // the exit status is about the entries, as the contract says
    QVERIFY2(text.out.contains("  line 4, column 1: Text after the result was not checked.\n"), text.out);
    const Run json = cli({"check", "--format", "json", "-"}, "1. e4 e5\n2. Nf3 {the knight\n2... Nc6 3. Bb5\n");
    const QJsonArray notes = jsonLines(json.out).first()["notes"].toArray();
    QCOMPARE(notes.size(), 1);
    QCOMPARE(notes[0].toObject()["code"].toString(), QStringLiteral("unclosed-comment"));
    QCOMPARE(notes[0].toObject()["line"].toInt(), 2);
    QCOMPARE(notes[0].toObject()["column"].toInt(), 8);
    const Run german = cli({"check", "-"}, afterResult, QStringLiteral("de"));
    QVERIFY2(german.out.contains("Zeile 4, Spalte 1: Der Text nach dem Ergebnis wurde nicht geprüft."), german.out);
}

// Memory stays flat on any file: a game of megabytes is not read in, it is reported as not checked.
void TestCli::gameLongerThanAnyIsReportedNotChecked()
{
    const QByteArray huge = "[Event \"A\"]\n\n1. e4 {" + QByteArray("x").repeated(79).append('\n').repeated(20000)
        + "} e5 *\n\n[Event \"B\"]\n\n1. d4 d5 *\n";
    const Run pgn = cli({"check", "-"}, huge);
    QCOMPARE(pgn.status, 1);
    QVERIFY2(pgn.out.contains("line 1: the game is longer than 1 MB, more than any game can be; it was not checked"),
        pgn.out.left(400));
    QVERIFY2(pgn.out.contains("game 2 (") || pgn.out.contains("game 2\n"), pgn.out.left(400));
    QVERIFY(pgn.out.contains("  plies: 2;"));
    const Run sheet = cli({"check", "-"}, QByteArray("1. e4 e5 ").repeated(200000));
    QCOMPARE(sheet.status, 1);
    QVERIFY2(sheet.out.contains("line 1: the sheet is longer than 1 MB"), sheet.out.left(400));
}

void TestCli::suggestionsAndReconstruction()
{
    // 2...Sc6 written "Se6": c and e look alike; the rest of the German sheet follows from Sc6.
    const QByteArray sheet = "1. e4 e5 2. Sf3 Se6 3. Lb5 a6 4. La4 Sf6 5. 0-0 Le7\n";
    const Run json = cli({"check", "--format", "json", "--reconstruct", "-"}, sheet);
    QCOMPARE(json.status, 1);
    const QJsonObject game = jsonLines(json.out).first();
    const QJsonArray suggestions = game["entries"].toArray()[3].toObject()["suggestions"].toArray();
    QVERIFY(suggestions.size() > 1);
    QCOMPARE(suggestions.first().toString(), QStringLiteral("b8c6"));
    QVERIFY(game["entries"].toArray()[4].toObject()["suggestions"].toArray().isEmpty());  // unchecked

    const QJsonObject r = game["reconstruction"].toObject();
    QStringList moves;
    for (const QJsonValue& m : r["uci"].toArray())
        moves << m.toString();
    QCOMPARE(moves.join(u' '), QStringLiteral("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7"));
    const QJsonArray changes = r["changes"].toArray();
    QCOMPARE(changes.size(), 1);
    const QJsonObject change = changes.first().toObject();
    QCOMPARE(change["entry"].toInt(), 3);
    QCOMPARE(change["written"].toString(), QStringLiteral("Se6"));
    QCOMPARE(change["move"].toString(), QStringLiteral("Nc6"));
    QCOMPARE(change["reason"].toString(), QStringLiteral("look-alike"));
    QCOMPARE(change["decided"].toBool(false), true);  // no other move reads as "Se6" and fits as well
    QVERIFY(change["alternatives"].isArray() && change["alternatives"].toArray().isEmpty());
    QVERIFY(r["complete"].toBool());

    // 6. Nf3 left blank in a quiet position: nothing later says which move stood there.
    const QByteArray blank = "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. - h6 7. Bh4 b6 8. cxd5 exd5\n";
    const QJsonObject undecided = jsonLines(cli({"check", "--format", "json", "--reconstruct", "-"}, blank).out)
                                      .first()["reconstruction"]
                                      .toObject()["changes"]
                                      .toArray()[0]
                                      .toObject();
    QCOMPARE(undecided["decided"].toBool(true), false);
    const QJsonArray alternatives = undecided["alternatives"].toArray();
    QCOMPARE(alternatives.size(), 5);
    QVERIFY(!alternatives[0]["move"].toString().isEmpty());
    QCOMPARE(alternatives[0]["uci"].toString().size(), 4);
    const Run blankText = cli({"check", "--reconstruct", "-"}, blank);
    QVERIFY2(blankText.out.contains("cannot be decided from this sheet: "), blankText.out);

    const Run text = cli({"check", "--reconstruct", "-"}, sheet);
    QVERIFY2(text.out.contains("likely meant: Sc6"), text.out);
    // JSON's moves are English SAN (the contract's); the text report writes them as the sheet does.
    QVERIFY2(text.out.contains("Se6 read as Sc6"), text.out);
    QVERIFY2(text.out.contains("game: 1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4"), text.out);
    QVERIFY(!cli({"check", "-"}, sheet).out.contains("most likely game"));
}

// 8. Qd4 written "Qa4" (legal), shown only at 11. Qd3, read as Qa3: whether the slip was at move 8 or at
// move 11 the sheet does not say. The alternative at move 8 says where, in the text and in JSON.
void TestCli::alternativeAtAnEarlierEntrySaysWhere()
{
    const QByteArray sheet = "1. e4 e5 2. d4 exd4 3. c3 dxc3 4. Nxc3 d6 5. Bc4 Nf6 6. Nf3 Be7 7. O-O O-O\n"
                             "8. Qa4 Nbd7 9. h3 h6 10. Re1 Re8 11. Qd3 Nb6 12. Bb3 Be6 13. Bxe6 fxe6\n";
    const Run text = cli({"check", "--reconstruct", "-"}, sheet);
    QVERIFY2(text.out.contains("Qd3 read as Qa3"), text.out);
    QVERIFY2(text.out.contains("cannot be decided from this sheet: Qa3; or Qd4 instead of Qa4 at move 8"), text.out);
    const QJsonObject change = jsonLines(cli({"check", "--format", "json", "--reconstruct", "-"}, sheet).out)
                                   .first()["reconstruction"]
                                   .toObject()["changes"]
                                   .toArray()[0]
                                   .toObject();
    QCOMPARE(change["entry"].toInt(), 20);
    QCOMPARE(change["line"].toInt(), 2);
    QCOMPARE(change["decided"].toBool(true), false);
    const QJsonArray alternatives = change["alternatives"].toArray();
    QCOMPARE(alternatives.size(), 1);
    const QJsonObject earlier = alternatives[0].toObject();
    QCOMPARE(earlier["move"].toString(), QStringLiteral("Qd4"));
    QCOMPARE(earlier["uci"].toString(), QStringLiteral("d1d4"));
    QCOMPARE(earlier["entry"].toInt(), 14);
    QCOMPARE(earlier["line"].toInt(), 2);
    QCOMPARE(earlier["column"].toInt(), 4);
}

void TestCli::pairOfSheets()
{
    // White's sheet (German) has 2...Sc6 as "Se6"; Black's (English) has 3. Bb5 as "Bb4".
    QTemporaryDir dir;
    const QString white = dir.filePath("white.txt"), black = dir.filePath("black.txt");
    for (const auto& [path, text] : {std::pair{white, "1. e4 e5 2. Sf3 Se6 3. Lb5 a6 4. La4 Sf6 5. 0-0 Le7\n"},
             std::pair{black, "1. e4 e5 2. Nf3 Nc6 3. Bb4 a6 4. Ba4 Nf6 5. O-O Be7\n"}}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }
    const Run run = cli({"check", "--format", "json", "--pair", black, white});
    const QJsonObject pair = jsonLines(run.out).first()["pair"].toObject();
    QCOMPARE(pair["language"].toString(), QStringLiteral("en"));
    QCOMPARE(pair["uci"].toArray().size(), 10);
    QCOMPARE(pair["uci"].toArray()[3].toString(), QStringLiteral("b8c6"));
    QCOMPARE(pair["uci"].toArray()[4].toString(), QStringLiteral("f1b5"));
    const QJsonArray differences = pair["differences"].toArray();
    QCOMPARE(differences.size(), 2);
    QCOMPARE(differences[0].toObject()["this"].toObject()["text"].toString(), QStringLiteral("Se6"));
    QCOMPARE(differences[0].toObject()["other"].toObject()["text"].toString(), QStringLiteral("Nc6"));
    QCOMPARE(differences[1].toObject()["ply"].toInt(), 5);
    QCOMPARE(differences[1].toObject()["move"].toString(), QStringLiteral("Bb5"));

    QCOMPARE(cli({"check", "--pair", dir.filePath("missing.txt"), white}).status, 2);
    const Run pgn = cli({"check", "--format", "pgn", "--pair", black, white});
    QCOMPARE(pgn.status, 2);
    QVERIFY(pgn.err.contains("not pgn"));
}

void TestCli::unusableInputGivesStatusTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing file") << QStringList{"check", "/nonexistent/sheet.txt"} << "no such file";
    QTest::newRow("broken FEN") << QStringList{"check", "--fen", "8/8/8 w - -", "-"} << "Piece placement";
    QTest::newRow("unknown language") << QStringList{"check", "--lang", "xx", "-"} << "unknown language 'xx'";
    QTest::newRow("unknown format") << QStringList{"check", "--format", "xml", "-"} << "--format";
    // --jobs takes 1 to 256 (command-line.md): below, above and not a number are usage errors.
    QTest::newRow("no jobs") << QStringList{"check", "--jobs", "0", "-"} << "--jobs needs a number from 1 to 256";
    QTest::newRow("too many jobs") << QStringList{"check", "--jobs", "257", "-"} << "--jobs";
    QTest::newRow("jobs not a number") << QStringList{"check", "--jobs", "two", "-"} << "--jobs";
    QTest::newRow("no file") << QStringList{"check"} << "no file given";
    QTest::newRow("write: unknown notation") << QStringList{"write", "--notation", "morse", "-"} << "--notation";
}

void TestCli::unusableInputGivesStatusTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run r = cli(arguments, "1. e4 e5");
    QCOMPARE(r.status, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

void TestCli::binaryFileIsRefused()
{
    QTemporaryDir dir;
    QFile f(dir.filePath("image.png"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) + QByteArray(4000, '\0'));
    f.close();
    const Run r = cli({"check", f.fileName()});
    QCOMPARE(r.status, 2);
    QVERIFY(r.err.contains("binary"));
}

void TestCli::pgnWithManyGamesInOrderWithJobs()
{
    const QString file = data("games/shared_games.san.pgn");
    const Run one = cli({"check", "--format", "json", file});
    const Run two = cli({"check", "--format", "json", "--jobs", "2", file});
    QCOMPARE(one.status, 0);
    QCOMPARE(two.status, 0);
    const QList<QJsonObject> games = jsonLines(one.out);
    QCOMPARE(games.size(), 490);
    for (int i = 0; i < games.size(); ++i)
        QCOMPARE(games[i]["game"].toInt(), i + 1);
    QCOMPARE(two.out, one.out);
    // The same file piped in, larger than the first bytes read to judge it: the same games.
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const Run piped = cli({"check", "--format", "json", "-"}, f.readAll());
    QCOMPARE(piped.out, QByteArray(one.out).replace(",\"file\":\"" + file.toUtf8() + "\"", ""));
}

void TestCli::writeThenCheckGivesTheSameMoves_data()
{
    QTest::addColumn<QStringList>("writeOptions");
    QTest::addColumn<QString>("readLanguage");
    for (const notation::LanguageInfo& info : notation::allLanguages())
        QTest::newRow(qPrintable(QStringLiteral("SAN %1").arg(info.code)))
            << QStringList{"--notation", "san", "--lang", info.code} << QString::fromLatin1(info.code);
    QTest::newRow("long algebraic") << QStringList{"--notation", "lan", "--lang", "de"} << "de";
    QTest::newRow("figurine") << QStringList{"--notation", "figurine"} << "en";
    QTest::newRow("UCI") << QStringList{"--notation", "uci"} << "en";
    QTest::newRow("ICCF numeric") << QStringList{"--notation", "iccf"} << "en";
    QTest::newRow("descriptive") << QStringList{"--notation", "descriptive"} << "en";
    QTest::newRow("descriptive, German letters") << QStringList{"--notation", "descriptive", "--lang", "de"} << "de";
}

// The Game of the Century (Byrne-Fischer 1956) written in each notation and read back.
void TestCli::writeThenCheckGivesTheSameMoves()
{
    QFETCH(QStringList, writeOptions);
    QFETCH(QString, readLanguage);
    QFile pgnFile(data("games/shared_games.san.pgn"));
    QVERIFY(pgnFile.open(QIODevice::ReadOnly));
    QByteArray pgn = pgnFile.readAll();
    const qsizetype second = pgn.indexOf("\n[Event ", 10);
    const qsizetype third = pgn.indexOf("\n[Event ", second + 10);
    const QByteArray byrneFischer = pgn.mid(second + 1, third - second - 1);

    const Run original = cli({"check", "--format", "json", "-"}, byrneFischer);
    const QStringList expected = ucis(jsonLines(original.out).first());
    QCOMPARE(expected.size(), 82);
    const Run written = cli(QStringList{"write"} + writeOptions + QStringList{"-"}, byrneFischer);
    QCOMPARE(written.status, 0);
    const Run reread = cli({"check", "--format", "json", "--lang", readLanguage, "-"}, written.out);
    QVERIFY2(reread.status <= 1, reread.err.constData());
    QCOMPARE(ucis(jsonLines(reread.out).first()), expected);
}

void TestCli::perftTimeIsInFixedForm_data()
{
    QTest::addColumn<QString>("depth");
    QTest::newRow("a few microseconds") << QStringLiteral("1");
    QTest::newRow("a few milliseconds") << QStringLiteral("4");
}

// Section 7: the time and speed on standard error read "time 0.290 s, 404 Mnodes/s". A short run printed
// "time 3.725e-06 s, 3.17511 Mnodes/s": scientific notation, and six digits of a speed.
void TestCli::perftTimeIsInFixedForm()
{
    QFETCH(QString, depth);
    const Run r = cli({"perft", "--depth", depth});
    QCOMPARE(r.status, 0);
    static const QRegularExpression fixed(QStringLiteral("^time \\d+\\.\\d{3} s, \\d+ Mnodes/s\\n$"));
    QVERIFY2(fixed.match(QString::fromUtf8(r.err)).hasMatch(), r.err.constData());
}

void TestCli::perftPrintsNodesLast()
{
    const Run r = cli({"perft", "--depth", "3", "--divide"});
    QCOMPARE(r.status, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.last(), QByteArray("nodes 8902"));
    QVERIFY(lines.contains("e2e4: 600"));
}

void TestCli::helpListsEveryOption()
{
    const Run check = cli({"check", "--help"});
    QCOMPARE(check.status, 0);
    QVERIFY(check.out.startsWith("Usage: scorecheck-cli check [options] FILE"));
    for (const char* option : {"--lang", "--fen", "--format", "--jobs", "--reconstruct", "--pair"})
        QVERIFY2(check.out.contains(option), option);
    const Run write = cli({"write", "-h"});
    QCOMPARE(write.status, 0);
    QVERIFY(write.out.contains("--notation") && write.out.contains("--input-lang"));
    const Run all = cli({"--help"});
    QCOMPARE(all.status, 0);
    QVERIFY(all.out.contains("[--reconstruct] [--pair OTHER_FILE]") && all.err.isEmpty());
    const Run wrong = cli({"bogus"});
    QCOMPARE(wrong.status, 2);
    QVERIFY(wrong.out.isEmpty() && wrong.err.contains("usage: scorecheck-cli check"));
}

void TestCli::helpIsInTheUsersLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("usage");
    QTest::addColumn<QString>("help");
    // Qt's own words too (Qt's translations have none in Estonian, and not these in Hebrew).
    QTest::newRow("de") << "de"
                        << "Aufruf: scorecheck-cli check [Optionen] FILE"
                        << "Optionen:";
    QTest::newRow("fr") << "fr"
                        << "Utilisation : scorecheck-cli check [options] FILE"
                        << "Options :";
    QTest::newRow("et") << "et"
                        << "Kasutus: scorecheck-cli check [võtmed] FILE"
                        << "Näitab käsurea võtmete abiteksti.";
    QTest::newRow("he") << "he"
                        << "שימוש: scorecheck-cli check [אפשרויות] FILE"
                        << "מציג עזרה על אפשרויות שורת הפקודה.";
}

void TestCli::helpIsInTheUsersLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, usage);
    QFETCH(QString, help);
    const Run check = cli({"check", "--help"}, {}, language);
    QCOMPARE(check.status, 0);
    const QString out = QString::fromUtf8(check.out);
    QVERIFY2(out.startsWith(usage), qPrintable(out));
    QVERIFY2(out.contains(help), qPrintable(out));
    QVERIFY2(!out.contains(QLatin1String("Displays")), qPrintable(out));
}

void TestCli::reportsInTheUsersLanguage()
{
    const QByteArray sheet = "1. e4 e5 2. Sf3 Se6 3. Lb5 a6\n";
    const Run german = cli({"check", "-"}, sheet, QStringLiteral("de"));
    QCOMPARE(german.status, 1);
    QVERIFY2(german.out.contains("Partie 1") && german.out.contains("Notation: Deutsch")
            && german.out.contains("regelwidrig") && german.out.contains("wahrscheinlich gemeint: Sc6"),
        german.out);
    const Run hebrew = cli({"check", "-"}, sheet, QStringLiteral("he"));
    QVERIFY2(hebrew.out.contains(QStringLiteral("משחק 1").toUtf8()), hebrew.out);
    // What other tools read stays the same in every language.
    QCOMPARE(cli({"check", "--format", "json", "-"}, sheet, QStringLiteral("fr")).out,
        cli({"check", "--format", "json", "-"}, sheet).out);
}

// A Russian sheet typed on a Latin keyboard (K, C for К, С) is found; one on which no rook moves reads
// letter for letter as Ukrainian, and the report says so.
void TestCli::sheetsThatReadAlikeInTwoLanguagesSaySo()
{
    const Run withRook
        = cli({"check", "--format", "json", "-"}, "1. e4 e5 2. Kf3 Kc6 3. Cc4 Cc5 4. 0-0 Kf6 5. Лe1 0-0\n");
    QCOMPARE(withRook.status, 0);
    const QJsonObject russian = jsonLines(withRook.out).first();
    QCOMPARE(russian["language"].toString(), QStringLiteral("ru"));
    QCOMPARE(russian["languages"].toArray(), QJsonArray({"ru"}));
    QCOMPARE(russian["languageUndecided"].toBool(true), false);
    QCOMPARE(russian["plies"].toInt(), 10);

    const QByteArray noRook = "1. e4 e5 2. Kf3 Kc6 3. Cc4 Cc5 4. 0-0 Kf6\n";
    const QJsonObject alike = jsonLines(cli({"check", "--format", "json", "-"}, noRook).out).first();
    QCOMPARE(alike["language"].toString(), QStringLiteral("ru"));
    QCOMPARE(alike["languages"].toArray(), QJsonArray({"ru", "uk"}));
    QCOMPARE(alike["languageUndecided"].toBool(false), true);
    QVERIFY(cli({"check", "-"}, noRook).out.contains("the sheet reads alike in Russian, Ukrainian"));
    // Given, the language is not found: no candidates are named.
    const QJsonObject given = jsonLines(cli({"check", "--format", "json", "--lang", "uk", "-"}, noRook).out).first();
    QVERIFY(!given.contains("languages") && !given.contains("languageUndecided"));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
