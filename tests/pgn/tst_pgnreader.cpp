// SPDX-License-Identifier: GPL-3.0-or-later
// Reading games from PGN text: tags, escapes, malformed tag lines, and going on with the next game.

#include "pgn/pgnreader.h"
#include "pgn/utf16text.h"

#include <QBuffer>
#include <QStringEncoder>
#include <QTest>

class TestPgnReader : public QObject {
    Q_OBJECT

private slots:
    void tagsWithEscapes();
    void malformedTagLines_data();
    void malformedTagLines();
    void tagNamesKeepTheirSpelling();
    void byteOrderMarkBeforeTheFirstTag();
    void gameLongerThanAnyIsNotKept_data();
    void gameLongerThanAnyIsNotKept();
    void onlyTheTagsNamedAreRead();
    void linesAcrossTheBuffersRefillsKeepTheirText();
    void tagLineWithoutItsBracketKeepsTheGameWhole_data();
    void tagLineWithoutItsBracketKeepsTheGameWhole();
    void gamesEndAtTheirResultAndABlankLine_data();
    void gamesEndAtTheirResultAndABlankLine();
    void binaryContentIsTheGameItStandsIn();
    void utf16TextIsReadAsText_data();
    void utf16TextIsReadAsText();
    void binaryIsANulOrMoreThanOneControlByteInTen_data();
    void binaryIsANulOrMoreThanOneControlByteInTen();
};

void TestPgnReader::tagsWithEscapes()
{
    const QList<pgn::PgnGame> games
        = pgn::readGames("[Event \"The \\\"Immortal\\\" game\"]\n[Site \"C:\\\\chess\"]\n\n1. e4 e5 *\n");
    QCOMPARE(games.size(), 1);
    QCOMPARE(games[0].tag("Event"), QStringLiteral("The \"Immortal\" game"));
    QCOMPARE(games[0].tag("Site"), QStringLiteral("C:\\chess"));
    QVERIFY(games[0].problems.isEmpty());
}

void TestPgnReader::malformedTagLines_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("one quote only") << QByteArray("[Event\"]");
    QTest::newRow("one quote after a space") << QByteArray("[Event \"]");
    QTest::newRow("no name") << QByteArray("[\"value\"]");
    QTest::newRow("a space in the name") << QByteArray("[Ev ent \"value\"]");
    QTest::newRow("no closing quote") << QByteArray("[Event value]");
    QTest::newRow("only brackets") << QByteArray("[]");
}

// A malformed tag line is reported with its line; its game and the next are still read.
void TestPgnReader::malformedTagLines()
{
    QFETCH(QByteArray, line);
    const QList<pgn::PgnGame> games
        = pgn::readGames("[Site \"a\"]\n" + line + "\n\n1. e4 e5 *\n\n[Site \"b\"]\n\n1. d4 *\n");
    QCOMPARE(games.size(), 2);
    QCOMPARE(games[0].problems.size(), 1);
    QCOMPARE(games[0].problems[0].kind, pgn::PgnProblem::Kind::BadTagLine);
    QCOMPARE(games[0].problems[0].line, 2);
    QCOMPARE(games[0].tag("Site"), QStringLiteral("a"));
    QCOMPARE(games[0].movetext.trimmed(), QStringLiteral("1. e4 e5 *"));
    QCOMPARE(games[1].tag("Site"), QStringLiteral("b"));
    QVERIFY(games[1].problems.isEmpty());
}

// The usual names are shared between games, the others made as read; both keep the file's spelling.
void TestPgnReader::tagNamesKeepTheirSpelling()
{
    const QList<pgn::PgnGame> games
        = pgn::readGames("[White \"A\"]\n[white \"B\"]\n[MyTag \"C\"]\n\n*\n\n[White \"D\"]\n\n*\n");
    QCOMPARE(games.size(), 2);
    QCOMPARE(games[0].tags.size(), 3);
    QCOMPARE(games[0].tags[0].first, QStringLiteral("White"));
    QCOMPARE(games[0].tags[1].first, QStringLiteral("white"));
    QCOMPARE(games[0].tags[2].first, QStringLiteral("MyTag"));
    QCOMPARE(games[0].tags[2].second, QStringLiteral("C"));
    QCOMPARE(games[1].tag("white"), QStringLiteral("D"));
}

// A file saved with a byte-order mark is still PGN, even when its first line is its only tag line.
void TestPgnReader::byteOrderMarkBeforeTheFirstTag()
{
    const QByteArray file = "\xEF\xBB\xBF[Event \"Blitz\"]\n\n1. e4 e5 *\n";
    QVERIFY(pgn::looksLikePgn(file));
    const QList<pgn::PgnGame> games = pgn::readGames(file);
    QCOMPARE(games.size(), 1);
    QCOMPARE(games[0].tag(QStringLiteral("Event")), QStringLiteral("Blitz"));
}

void TestPgnReader::gameLongerThanAnyIsNotKept_data()
{
    QTest::addColumn<QByteArray>("filler");
    // A comment of many lines, and one line longer than the reader's buffer holds at once.
    QTest::newRow("many lines") << QByteArray("x").repeated(79).append('\n').repeated(20000);
    QTest::newRow("one line") << QByteArray("[y] ").repeated(600000);
}

// A game of megabytes is no game: its text is not kept (memory stays flat), the reader says so,
// and the next game is read as if nothing had happened, on its own line numbers.
void TestPgnReader::gameLongerThanAnyIsNotKept()
{
    QFETCH(QByteArray, filler);
    const QByteArray huge = "[Event \"A\"]\n\n1. e4\n" + filler + "\ne5 *\n";
    const QList<pgn::PgnGame> games = pgn::readGames(huge + "\n[Event \"B\"]\n\n1. d4 d5 *\n");
    QCOMPARE(games.size(), 2);
    QCOMPARE(games[0].tag(QStringLiteral("Event")), QStringLiteral("A"));
    QVERIFY(games[0].movetext.isEmpty());
    QCOMPARE(games[0].problems.size(), 1);
    QCOMPARE(games[0].problems[0].kind, pgn::PgnProblem::Kind::TooLarge);
    QCOMPARE(games[1].tag(QStringLiteral("Event")), QStringLiteral("B"));
    QCOMPARE(games[1].movetext, QStringLiteral("1. d4 d5 *\n"));
    QVERIFY(games[1].problems.isEmpty());
    QCOMPARE(games[1].movetextLine, int(huge.count('\n')) + 4);
}

// What the batch tool reads: the tags it names, whatever their case, in file order; the rest as readGame.
void TestPgnReader::onlyTheTagsNamedAreRead()
{
    QBuffer file;
    file.setData(
        "[Event \"Open\"]\n[fen \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n[White \"Tal, \\\"M\\\"\"]\n[Ro und \"1\"]\n"
        "[Black \"Petrosian\"]\n\n1. Ka2 *\n");
    QVERIFY(file.open(QIODevice::ReadOnly));
    pgn::PgnReader reader(&file);
    pgn::RawGame raw;
    QVERIFY(reader.nextRaw(raw));
    const QLatin1StringView names[] = {QLatin1StringView("White"), QLatin1StringView("FEN")};
    const pgn::PgnGame some = pgn::readGame(raw, names);
    const pgn::PgnGame all = pgn::readGame(raw);
    const QList<QPair<QString, QString>> expected
        = {{QStringLiteral("fen"), QStringLiteral("8/8/8/8/8/8/8/K1k5 w - - 0 1")},
            {QStringLiteral("White"), QStringLiteral("Tal, \"M\"")}};
    QCOMPARE(some.tags, expected);
    QCOMPARE(all.tags.size(), 4);
    QCOMPARE(some.movetext, all.movetext);
    QCOMPARE(some.problems.size(), 1);  // the bad tag line, on its line
    QCOMPARE(some.problems[0].kind, pgn::PgnProblem::Kind::BadTagLine);
    QCOMPARE(some.problems[0].line, all.problems[0].line);
    QCOMPARE(some.problems[0].line, 4);
}

// The reader copies a game's lines in runs and refills its buffer a megabyte at a time: games that
// straddle a refill, with LF and CRLF lines mixed, must come out line for line as written, CRs gone.
void TestPgnReader::linesAcrossTheBuffersRefillsKeepTheirText()
{
    QByteArray file;
    QList<QByteArray> expected;
    for (int game = 0; file.size() < 3 * (1 << 20); ++game) {
        QByteArray text;
        for (int line = 0; line < 7 + game % 5; ++line) {
            const QByteArray content = line == 0 ? "[Event \"" + QByteArray::number(game) + "\"]"
                : line == 1                      ? QByteArray()
                                                 : "1. e4 e5 2. Nf3 Nc6 {" + QByteArray::number(game * 31 + line) + "}";
            file += content + ((game + line) % 3 == 0 ? "\r\n" : "\n");
            text += content + '\n';
        }
        file += "*\n\n";
        expected.append(text + "*\n\n");  // the blank line after a game is the game's
    }
    QBuffer buffer(&file);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    pgn::PgnReader reader(&buffer);
    pgn::RawGame raw;
    int games = 0;
    while (reader.nextRaw(raw)) {
        QVERIFY(games < expected.size());
        QCOMPARE(raw.text, expected[games]);
        ++games;
    }
    QCOMPARE(games, expected.size());
}

void TestPgnReader::tagLineWithoutItsBracketKeepsTheGameWhole_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("column");
    QTest::newRow("the bracket left out") << QByteArray("[White \"A\"") << 11;
    QTest::newRow("the bracket left out, spaces after") << QByteArray("[White \"A\"  ") << 11;
    QTest::newRow("the bracket and the closing quote left out") << QByteArray("  [White \"Anand") << 16;
}

// "[White \"A\"" is a tag line that lost its ']': reported where the ']' should stand, the game kept
// whole (taken for movetext, it cut the game in two at the next tag line without a word).
void TestPgnReader::tagLineWithoutItsBracketKeepsTheGameWhole()
{
    QFETCH(QByteArray, line);
    QFETCH(int, column);
    const QByteArray file = "[Event \"E\"]\n" + line + "\n[Black \"B\"]\n\n1. e4 e5 *\n";
    QVERIFY(pgn::looksLikePgn(line));
    const QList<pgn::PgnGame> games = pgn::readGames(file);
    QCOMPARE(games.size(), 1);
    QCOMPARE(games[0].tag("Event"), QStringLiteral("E"));
    QCOMPARE(games[0].tag("Black"), QStringLiteral("B"));
    QCOMPARE(games[0].movetext, QStringLiteral("1. e4 e5 *\n"));
    QCOMPARE(games[0].problems.size(), 1);
    QCOMPARE(games[0].problems[0].kind, pgn::PgnProblem::Kind::UnclosedTagLine);
    QCOMPARE(games[0].problems[0].line, 2);
    QCOMPARE(games[0].problems[0].column, column);
    QCOMPARE(pgn::problemMessage(games[0].problems[0]),
        QStringLiteral("line 2, column %1: the tag line has no closing ]").arg(column));
}

void TestPgnReader::gamesEndAtTheirResultAndABlankLine_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QStringList>("movetexts");
    QTest::newRow("two games without tags")
        << QByteArray("1. e4 e5 1-0\n\n1. d4 d5 0-1\n") << QStringList{"1. e4 e5 1-0\n\n", "1. d4 d5 0-1\n"};
    QTest::newRow("every kind of result, blank lines between")
        << QByteArray("1. e4 *\n\n\n1. d4 1/2-1/2\n  \n1. c4 0-1\n\n1. Nf3 \xC2\xBD-\xC2\xBD\n")
        << QStringList{"1. e4 *\n\n\n", "1. d4 1/2-1/2\n  \n", "1. c4 0-1\n\n", "1. Nf3 \u00BD-\u00BD\n"};
    QTest::newRow("text right under the result stays with its game")
        << QByteArray("1. e4 e5 1-0\n2. Nf3\n\n3. Bb5\n") << QStringList{"1. e4 e5 1-0\n2. Nf3\n\n3. Bb5\n"};
    QTest::newRow("a result in a comment ends nothing")
        << QByteArray("1. e4 {so far\n1-0\n\n} e5 *\n") << QStringList{"1. e4 {so far\n1-0\n\n} e5 *\n"};
    QTest::newRow("a blank line before the result ends nothing")
        << QByteArray("1. e4 e5\n\n2. Nf3 *\n") << QStringList{"1. e4 e5\n\n2. Nf3 *\n"};
    QTest::newRow("a game without tags after one with tags")
        << QByteArray("[Event \"A\"]\n\n1. e4 1-0\n\n1. d4 0-1\n") << QStringList{"1. e4 1-0\n\n", "1. d4 0-1\n"};
    QTest::newRow("a result that is part of a word ends nothing")
        << QByteArray("1. e4 e5 x1-0\n\n2. Nf3 *\n") << QStringList{"1. e4 e5 x1-0\n\n2. Nf3 *\n"};
}

// A game's termination marker ends it (PGN 8.2.6): after it and a blank line, what follows is the next
// game even without tags. Text right under the result is the game's, for the replay to set aside.
void TestPgnReader::gamesEndAtTheirResultAndABlankLine()
{
    QFETCH(QByteArray, file);
    QFETCH(QStringList, movetexts);
    const QList<pgn::PgnGame> games = pgn::readGames(file);
    QStringList read;
    for (const pgn::PgnGame& g : games)
        read << g.movetext;
    QCOMPARE(read, movetexts);
    QCOMPARE(games.last().number, movetexts.size());
}

// Binary content after the games (an archive or program appended) is unusable input for the game it
// stands in, said with its line and column (a tab is text, not the control character it points at); the
// games before it are read as ever.
void TestPgnReader::binaryContentIsTheGameItStandsIn()
{
    const QByteArray binary("\x7F"
                            "ELF\x02\x01\x01\0\0\0\0\x03\0>\0\x01\0\0\0",
        20);
    const QByteArray file = "[Event \"A\"]\n\n1. e4 e5 *\n\n[Event \"B\"]\n\n1. d4 *\nx\ty" + binary + "\nmore\n";
    const QList<pgn::PgnGame> games = pgn::readGames(file);
    QCOMPARE(games.size(), 2);
    QVERIFY(games[0].problems.isEmpty());
    QCOMPARE(games[0].movetext, QStringLiteral("1. e4 e5 *\n\n"));
    QCOMPARE(games[1].tag("Event"), QStringLiteral("B"));
    QVERIFY(games[1].movetext.isEmpty());
    QCOMPARE(games[1].problems.size(), 1);
    QCOMPARE(games[1].problems[0].kind, pgn::PgnProblem::Kind::NotText);
    QCOMPARE(games[1].problems[0].line, 8);
    QCOMPARE(games[1].problems[0].column, 8);  // its first control character: the tab before it is text
    QVERIFY(pgn::leavesNothingToCheck(games[1].problems[0]));
}

void TestPgnReader::utf16TextIsReadAsText_data()
{
    QTest::addColumn<QStringConverter::Encoding>("encoding");
    QTest::addColumn<QByteArray>("mark");
    QTest::newRow("UTF-16, little-endian") << QStringConverter::Utf16LE << QByteArray("\xFF\xFE");
    QTest::newRow("UTF-16, big-endian") << QStringConverter::Utf16BE << QByteArray("\xFE\xFF");
}

// A file saved as UTF-16 with its byte-order mark is text: read as UTF-8 as it comes, in games of
// every size (across the decoder's chunks), names in other scripts whole.
void TestPgnReader::utf16TextIsReadAsText()
{
    QFETCH(QStringConverter::Encoding, encoding);
    QFETCH(QByteArray, mark);
    QString text;
    for (int game = 1; text.size() < 300000; ++game)
        text += QStringLiteral("[White \"Ülo Jõesaar %1\"]\n[Black \"אבי\"]\n\n1. e4 e5 2. Sf3 *\n\n").arg(game);
    QStringEncoder encoder(encoding);
    QBuffer file;
    file.setData(mark + QByteArray(encoder(text)));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::unique_ptr<QIODevice> utf8 = pgn::utf16AsUtf8(file);
    QVERIFY(utf8);
    const QByteArray bytes = utf8->readAll();
    QCOMPARE(bytes, text.toUtf8());
    QVERIFY(!pgn::looksBinary(bytes.first(pgn::HeadBytes)));
    QVERIFY(pgn::looksLikePgn(bytes));

    QVERIFY(file.seek(0));
    const std::unique_ptr<QIODevice> again = pgn::utf16AsUtf8(file);
    pgn::PgnReader reader(again.get());
    int games = 0;
    for (pgn::PgnGame g; reader.next(g); ++games)
        QCOMPARE(g.tag("White"), QStringLiteral("Ülo Jõesaar %1").arg(games + 1));
    QCOMPARE(games, int(text.count(QStringLiteral("[White"))));

    QBuffer utf8File;
    utf8File.setData(text.toUtf8());
    QVERIFY(utf8File.open(QIODevice::ReadOnly));
    QVERIFY(!pgn::utf16AsUtf8(utf8File));  // UTF-8 is read as it is
}

// command-line.md section 2: a file is binary if its head holds a NUL, or more than one byte in ten is a
// control character other than a line end, tab or form feed.
void TestPgnReader::binaryIsANulOrMoreThanOneControlByteInTen_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<bool>("binary");
    QTest::newRow("one control byte in ten is still text") << QByteArray("1. e4 e5 \x1b") << false;
    QTest::newRow("one in nine is binary") << QByteArray("1. e4 e5\x1b") << true;
    QTest::newRow("line ends, tabs and form feeds are text") << QByteArray("1.\te4\r\n\f") << false;
    QTest::newRow("a NUL is binary, however long the text")
        << QByteArray("[Event \"Blitz\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n").append('\0') << true;
}

void TestPgnReader::binaryIsANulOrMoreThanOneControlByteInTen()
{
    QFETCH(QByteArray, head);
    QFETCH(bool, binary);
    QCOMPARE(pgn::looksBinary(head), binary);
}

QTEST_GUILESS_MAIN(TestPgnReader)
#include "tst_pgnreader.moc"
