// SPDX-License-Identifier: GPL-3.0-or-later
// scorecheck-cli's reliability on input and output that go wrong: output that cannot be written, input
// with no game, several games without tags, binary content late in a file, UTF-16 text, an unusable
// sheet to pair with, and a written game that stops early.

#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = CliRun;

// The tool in English, `input` on its standard input; its standard output to `outputFile` when given.
Run cli(const QStringList& arguments, const QByteArray& input = {}, const QString& outputFile = {})
{
    return runCli(arguments, input, QStringLiteral("en"), outputFile);
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write a test file");
    return f.fileName();
}

QByteArray testFile(const char* path)
{
    QFile f(QStringLiteral(SCORECHECK_TEST_DATA "/") + QLatin1String(path));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing test data");
    return f.readAll();
}

}  // namespace

class TestCliReliability : public QObject {
    Q_OBJECT

private slots:
    void outputThatCannotBeWrittenStopsWithStatusTwo_data();
    void outputThatCannotBeWrittenStopsWithStatusTwo();
    void closedPipeStopsAtOnceWhenSigpipeIsIgnored();
    void inputWithNoGameIsReported_data();
    void inputWithNoGameIsReported();
    void gamesWithoutTagsAreGamesOfTheirOwn();
    void binaryContentAfterGoodGamesIsReportedWhereItStands();
    void tagLineWithoutItsBracketIsReportedAndTheGameKeptWhole();
    void writeSaysWhereAndWhyTheGameStops_data();
    void writeSaysWhereAndWhyTheGameStops();
    void unusableOtherSheetIsReportedNotPaired_data();
    void unusableOtherSheetIsReportedNotPaired();
    void otherSheetStartsFromItsOwnFen();
    void utf16TextIsChecked_data();
    void utf16TextIsChecked();
    void unclosedVariationIsNamed();
    void utf16WithoutItsMarkIsNamed_data();
    void utf16WithoutItsMarkIsNamed();
};

void TestCliReliability::outputThatCannotBeWrittenStopsWithStatusTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("check writing PGN to a full device")
        << QStringList{"check", "--format", "pgn", "-"} << QByteArray("1. e4 e5 2. Nf3 Nc6\n");
    QTest::newRow("check writing a report to a full device") << QStringList{"check", "-"} << QByteArray("1. e4 e5\n");
    QTest::newRow("check of many games with two jobs to a full device")
        << QStringList{"check", "--format", "json", "--jobs", "2", "-"} << testFile("games/shared_games.san.pgn");
    QTest::newRow("write to a full device")
        << QStringList{"write", "--notation", "uci", "-"} << QByteArray("1. e4 e5\n");
    QTest::newRow("perft to a full device") << QStringList{"perft", "--depth", "2", "--divide"} << QByteArray();
    QTest::newRow("the tool's help to a full device") << QStringList{"--help"} << QByteArray();
    QTest::newRow("the version to a full device") << QStringList{"--version"} << QByteArray();
    QTest::newRow("a command's help to a full device") << QStringList{"check", "--help"} << QByteArray();
}

// Nothing written is ever cut short without a word: /dev/full takes nothing ("no space left").
void TestCliReliability::outputThatCannotBeWrittenStopsWithStatusTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    if (!QFile::exists("/dev/full"))
        QSKIP("no /dev/full on this system");
    const Run r = cli(arguments, input, QStringLiteral("/dev/full"));
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains("cannot write to standard output: No space left on device"), r.err.constData());
    QCOMPARE(r.err.count("cannot write"), 1);  // said once, and nothing more tried
}

// `check big.pgn | head -n 1` with SIGPIPE ignored by the parent (a shell here, as QProcess sets it back
// to its default in its children): the closed pipe stops the check at once.
void TestCliReliability::closedPipeStopsAtOnceWhenSigpipeIsIgnored()
{
    if (!QFile::exists("/bin/sh"))
        QSKIP("no POSIX shell to make a pipeline with");
    QTemporaryDir dir;
    const QString big = writeFile(dir, "big.pgn", testFile("games/shared_games.san.pgn").repeated(40));
    QProcess p;
    p.start(QStringLiteral("/bin/sh"),
        {"-c", "trap '' PIPE; { LANGUAGE=en \"$0\" check \"$1\"; echo \"status $?\" >&2; } | head -n 1 >/dev/null",
            QStringLiteral(SCORECHECK_CLI), big});
    const bool finished = p.waitForFinished(10000);
    if (!finished)
        p.kill();
    QVERIFY2(finished, "still checking after its output was closed");
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(err.contains("cannot write to standard output: Broken pipe\nstatus 2\n"), err.constData());
}

void TestCliReliability::inputWithNoGameIsReported_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("an empty file") << QStringList{"check", "EMPTY"} << QByteArray() << "no game found in EMPTY";
    QTest::newRow("/dev/null") << QStringList{"check", "/dev/null"} << QByteArray() << "no game found in /dev/null";
    QTest::newRow("empty standard input")
        << QStringList{"check", "-"} << QByteArray() << "no game found in standard input";
    QTest::newRow("blank lines only") << QStringList{"check", "--format", "json", "-"} << QByteArray("\n  \n\t\n")
                                      << "no game found in standard input";
    QTest::newRow("two jobs on empty standard input")
        << QStringList{"check", "--jobs", "2", "-"} << QByteArray() << "no game found in standard input";
    QTest::newRow("write of empty standard input")
        << QStringList{"write", "--notation", "san", "-"} << QByteArray() << "no game found in standard input";
}

// Success on nothing is no success: an input without a game is said, with status 2.
void TestCliReliability::inputWithNoGameIsReported()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString empty = writeFile(dir, "empty.txt", {});
    arguments.replaceInStrings(QStringLiteral("EMPTY"), empty);
    const Run r = cli(arguments, input);
    QCOMPARE(r.status, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message.replace(QStringLiteral("EMPTY"), empty)), r.err.constData());
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    // With other files it stays a file's error: the others are checked.
    if (arguments.first() == QLatin1String("check")) {
        const QString good = writeFile(dir, "good.txt", "1. e4 e5\n");
        const Run both = cli(QStringList(arguments) << good, input);
        QCOMPARE(both.status, 2);
        QVERIFY2(both.out.contains("plies: 2;") || both.out.contains("\"plies\":2,"), both.out.constData());
    }
}

// Tagless PGN games, each ended by its result and a blank line, are games of their own: two are two,
// and 100,000 are 100,000, not one sheet longer than any game.
void TestCliReliability::gamesWithoutTagsAreGamesOfTheirOwn()
{
    const Run two = cli({"check", "--format", "json", "-"}, "1. e4 e5 1-0\n\n1. d4 d5 0-1\n");
    QCOMPARE(two.status, 0);
    const QList<QJsonObject> games = jsonLines(two.out);
    QCOMPARE(games.size(), 2);
    QCOMPARE(games[0]["result"].toString(), QStringLiteral("1-0"));
    QVERIFY(games[0]["notes"].toArray().isEmpty());
    QCOMPARE(games[1]["game"].toInt(), 2);
    QCOMPARE(games[1]["result"].toString(), QStringLiteral("0-1"));
    QCOMPARE(games[1]["entries"].toArray()[0].toObject()["line"].toInt(), 3);
    QCOMPARE(games[1]["entries"].toArray()[0].toObject()["san"].toString(), QStringLiteral("d4"));

    QTemporaryDir dir;
    const QString many = writeFile(dir, "many.txt", QByteArray("1. e4 e5 1-0\n\n").repeated(100000));
    const Run all = cli({"check", "--format", "json", "--jobs", "2", many});
    QCOMPARE(all.status, 0);
    QCOMPARE(all.out.count('\n'), 100000);
    QVERIFY(all.out.sliced(all.out.lastIndexOf('\n', all.out.size() - 2)).startsWith("\n{\"game\":100000,"));
    QVERIFY(!all.out.contains("longer than"));
}

// 400 good games and then a program: the games are checked, the binary content is reported where it
// stands as a game that cannot be checked (status 1, as for a game longer than any).
void TestCliReliability::binaryContentAfterGoodGamesIsReportedWhereItStands()
{
    QTemporaryDir dir;
    const QByteArray games = testFile("games/shared_games.san.pgn");
    QFile program(QStringLiteral(SCORECHECK_CLI));
    QVERIFY(program.open(QIODevice::ReadOnly));
    const QByteArray elf = program.read(200000);
    QVERIFY(elf.startsWith("\x7F"
                           "ELF"));
    const QString file = writeFile(dir, "games-and-program.pgn", games + '\n' + elf);
    const Run r = cli({"check", "--format", "json", file});
    QCOMPARE(r.status, 1);
    const QList<QJsonObject> read = jsonLines(r.out);
    QCOMPARE(read.size(), 491);
    for (int i = 0; i < 490; ++i)
        QVERIFY2(!read[i].contains("error"), qPrintable(QString::number(i)));
    const int line = int(games.count('\n')) + 2;
    QCOMPARE(read[490]["error"].toString(),
        QStringLiteral("line %1, column 5: binary content, not text; the game was not checked").arg(line));
    QCOMPARE(read[490]["plies"].toInt(), 0);
    // Within the first bytes, too: binary content after a game is that content's game only.
    const QString small = writeFile(dir, "one-and-program.txt", "1. e4 e5 1-0\n\n" + elf.left(3000));
    const Run text = cli({"check", small});
    QCOMPARE(text.status, 1);
    QVERIFY2(text.out.contains("game 2\n  line 3, column 5: binary content"), text.out.left(300).constData());
    QVERIFY(text.out.contains("  plies: 2;"));
}

// Issue 18: "[White \"A\"" without its ']' cut the game in two without a word.
void TestCliReliability::tagLineWithoutItsBracketIsReportedAndTheGameKeptWhole()
{
    const Run r = cli({"check", "--format", "json", "-"}, "[Event \"E\"]\n[White \"A\"\n[Black \"B\"]\n\n1. e4 e5 *\n");
    QCOMPARE(r.status, 0);
    const QList<QJsonObject> games = jsonLines(r.out);
    QCOMPARE(games.size(), 1);
    QCOMPARE(games[0]["plies"].toInt(), 2);
    const QJsonObject problem = games[0]["problems"].toArray().first().toObject();
    QCOMPARE(problem["code"].toString(), QStringLiteral("unclosed-tag-line"));
    QCOMPARE(problem["line"].toInt(), 2);
    QCOMPARE(problem["column"].toInt(), 11);
    const Run text = cli({"check", "-"}, "[Event \"E\"]\n[White \"A\"\n[Black \"B\"]\n\n1. e4 e5 *\n");
    QVERIFY2(text.out.contains("  line 2, column 11: the tag line has no closing ]\n"), text.out.constData());
}

void TestCliReliability::writeSaysWhereAndWhyTheGameStops_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("written");
    QTest::addColumn<QString>("message");
    QTest::newRow("an illegal king move") << QByteArray("1. e4 e5 2. Ke3\n") << QByteArray("1. e4 e5\n")
                                          << "standard input, game 1 stops at line 1, column 13: \"Ke3\" is illegal; "
                                             "nothing after it is written";
    QTest::newRow("an unreadable entry on the second line")
        << QByteArray("1. e4 e5\n2. Nf3 N?6 3. Bb5\n") << QByteArray("1. e4 e5\n2. Nf3\n")
        << "standard input, game 1 stops at line 2, column 8: \"N?6\" is unreadable; nothing after it is written";
    QTest::newRow("the second game of a PGN file, after its tags")
        << QByteArray("[Event \"A\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n1. d4 d5 2. Bxh7\n")
        << QByteArray("1. e4\n*\n\n1. d4 d5\n")
        << "standard input, game 2 stops at line 7, column 13: \"Bxh7\" is illegal; nothing after it is written";
    QTest::newRow("an impossible FEN tag")
        << QByteArray("[FEN \"8/8/8 w - -\"]\n\n1. e4\n") << QByteArray()
        << "standard input, game 1 cannot be written: line 1, column 12: the FEN tag is unusable: Piece placement";
    // Nothing is written for it, not even the blank line that parts it from the next game.
    QTest::newRow("an impossible FEN tag, then a good game")
        << QByteArray("[FEN \"8/8/8 w - -\"]\n\n1. e4\n\n[Event \"B\"]\n\n1. d4 d5\n") << QByteArray("1. d4 d5\n")
        << "standard input, game 1 cannot be written: line 1, column 12: the FEN tag is unusable: Piece placement";
    QTest::newRow("a sheet longer than any game")
        << QByteArray("1. e4 e5 ").repeated(200000) << QByteArray()
        << "standard input, game 1 cannot be written: line 1: the sheet is longer than 1 MB";
}

// `write` said nothing when the game it wrote stopped short of the sheet; now it says where and why.
void TestCliReliability::writeSaysWhereAndWhyTheGameStops()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, written);
    QFETCH(QString, message);
    const Run r = cli({"write", "--notation", "san", "-"}, input);
    QCOMPARE(r.status, 1);
    QCOMPARE(r.out, written);
    QVERIFY2(QString::fromUtf8(r.err).startsWith("scorecheck-cli write: " + message), r.err.constData());
    const Run whole = cli({"write", "--notation", "san", "-"}, "1. e4 e5 2. Nf3 1-0\n");
    QCOMPARE(whole.status, 0);
    QVERIFY(whole.err.isEmpty());
}

void TestCliReliability::unusableOtherSheetIsReportedNotPaired_data()
{
    QTest::addColumn<QByteArray>("other");
    QTest::addColumn<QString>("reason");
    QTest::newRow("the other game longer than any game")
        << QByteArray("1. e4 e5 ").repeated(200000) << "line 1: the sheet is longer than 1 MB";
    QTest::newRow("the other game's FEN tag impossible")
        << QByteArray("[FEN \"8/8/8 w - -\"]\n\n1. e4 e5 2. Nf3 Nc6\n") << "the FEN tag is unusable: Piece placement";
    QTest::newRow("the other game starting elsewhere")
        << QByteArray("[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. Kd2 Kd7\n")
        << "it starts from another position (4k3/8/8/8/8/8/8/4K3 w - - 0 1)";
    QTest::newRow("binary content in the other game")
        << QByteArray("1. e4 e5\n\n2. Nf3\n\x01\x02\x03\x04\n") << "line 4, column 1: binary content";
}

// An other sheet that cannot be used was paired as if it were empty ("differences: 0", status 0), or
// replayed from this sheet's start: it is reported as unusable, in text and JSON, and the status says so.
void TestCliReliability::unusableOtherSheetIsReportedNotPaired()
{
    QFETCH(QByteArray, other);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString mine = writeFile(dir, "mine.txt", "1. e4 e5 2. Nf3 Nc6\n");
    const QString theirs = writeFile(dir, "theirs.txt", other);
    const Run json = cli({"check", "--format", "json", "--pair", theirs, mine});
    QCOMPARE(json.status, 1);
    const QJsonObject pair = jsonLines(json.out).first()["pair"].toObject();
    QCOMPARE(pair["file"].toString(), theirs);
    QCOMPARE(pair["game"].toInt(), 1);
    QVERIFY2(pair["error"].toString().startsWith(reason), qPrintable(pair["error"].toString()));
    QVERIFY(!pair.contains("differences"));
    QVERIFY(!pair.contains("uci"));
    const Run text = cli({"check", "--pair", theirs, mine});
    QCOMPARE(text.status, 1);
    QVERIFY2(text.out.contains(QStringLiteral("  paired with %1, game 1: the other sheet's game cannot be used: %2")
                                   .arg(theirs, reason)
                                   .toUtf8()),
        text.out.constData());
    QVERIFY(!text.out.contains("differences"));
}

// The other game's own FEN tag gives its start: the same position as this game's pairs as ever.
void TestCliReliability::otherSheetStartsFromItsOwnFen()
{
    QTemporaryDir dir;
    const QByteArray fen = "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n";
    const QString mine = writeFile(dir, "mine.pgn", fen + "1. Kd2 Kd7 2. Ke3\n");
    const QString theirs = writeFile(dir, "theirs.pgn", fen + "1. Kd2 Kd7 2. Ke3\n");
    const Run r = cli({"check", "--format", "json", "--pair", theirs, mine});
    QCOMPARE(r.status, 0);
    const QJsonObject pair = jsonLines(r.out).first()["pair"].toObject();
    QVERIFY(!pair.contains("error"));
    QCOMPARE(pair["plies"].toArray()[1].toInt(), 3);
    QVERIFY(pair["differences"].toArray().isEmpty());
}

void TestCliReliability::utf16TextIsChecked_data()
{
    QTest::addColumn<QStringConverter::Encoding>("encoding");
    QTest::addColumn<QByteArray>("mark");
    QTest::newRow("UTF-16, little-endian") << QStringConverter::Utf16LE << QByteArray("\xFF\xFE");
    QTest::newRow("UTF-16, big-endian") << QStringConverter::Utf16BE << QByteArray("\xFE\xFF");
}

// UTF-16 text with its byte-order mark was refused as "a binary file": it is text, from a file or piped.
void TestCliReliability::utf16TextIsChecked()
{
    QFETCH(QStringConverter::Encoding, encoding);
    QFETCH(QByteArray, mark);
    QStringEncoder encoder(encoding);
    const QByteArray pgn = mark + QByteArray(encoder(u"[White \"Ülo\"]\n\n1. e4 e5 2. Sf3 Sc6 *\n"));
    QTemporaryDir dir;
    const Run file = cli({"check", "--format", "json", writeFile(dir, "game.pgn", pgn)});
    QCOMPARE(file.status, 0);
    QVERIFY2(file.err.isEmpty(), file.err.constData());
    const QJsonObject game = jsonLines(file.out).first();
    QCOMPARE(game["plies"].toInt(), 4);
    QCOMPARE(game["language"].toString(), QStringLiteral("de"));
    QCOMPARE(game["entries"].toArray()[2].toObject()["line"].toInt(), 3);
    const Run piped = cli({"check", "-"}, mark + QByteArray(encoder(u"1. e4 e5 2. Sf3 Sc6\n")));
    QCOMPARE(piped.status, 0);
    QVERIFY2(piped.out.contains("plies: 4;"), piped.out.constData());
}

// An unclosed '(' was reported as a comment never closed: it is a variation, and named so.
void TestCliReliability::unclosedVariationIsNamed()
{
    const QByteArray sheet = "1. e4 e5\n2. Nf3 (2. Bc4\n2... Nc6 3. Bb5\n";
    const Run json = cli({"check", "--format", "json", "-"}, sheet);
    const QJsonArray notes = jsonLines(json.out).first()["notes"].toArray();
    QCOMPARE(notes.size(), 1);
    QCOMPARE(notes[0].toObject()["code"].toString(), QStringLiteral("unclosed-variation"));
    QCOMPARE(notes[0].toObject()["line"].toInt(), 2);
    QCOMPARE(notes[0].toObject()["column"].toInt(), 8);
    const Run text = cli({"check", "-"}, sheet);
    QVERIFY2(text.out.contains("  line 2, column 8: A variation opened here is never closed"), text.out.constData());
}

void TestCliReliability::utf16WithoutItsMarkIsNamed_data()
{
    QTest::addColumn<QStringConverter::Encoding>("encoding");
    QTest::newRow("little-endian") << QStringConverter::Utf16LE;
    QTest::newRow("big-endian") << QStringConverter::Utf16BE;
}

// UTF-16 without its byte-order mark cannot be told from binary for sure, so it is still refused: but as
// what it looks like, with what to do, not as "a binary file" the arbiter knows it is not.
void TestCliReliability::utf16WithoutItsMarkIsNamed()
{
    QFETCH(QStringConverter::Encoding, encoding);
    QStringEncoder encoder(encoding);
    const Run r = cli({"check", "-"}, QByteArray(encoder(u"1. e4 e5 2. Sf3 Sc6 3. Lb5 a6\n")));
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains("scorecheck-cli check: standard input: this looks like UTF-16 text without a byte-order "
                            "mark; save it as UTF-8, or as UTF-16 with its mark\n"),
        r.err.constData());
    const Run binary = cli({"check", "-"},
        QByteArray("\x7f"
                   "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0\x01\0\0\0"));
    QVERIFY2(binary.err.contains("this is a binary file"), binary.err.constData());
}

QTEST_GUILESS_MAIN(TestCliReliability)
#include "tst_clireliability.moc"
