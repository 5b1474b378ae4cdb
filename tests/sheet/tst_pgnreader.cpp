// Reading games from PGN text: tags, escapes, malformed tag lines, and going on with the next game.

#include "pgn/pgnreader.h"

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

QTEST_GUILESS_MAIN(TestPgnReader)
#include "tst_pgnreader.moc"
