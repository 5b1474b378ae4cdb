// SPDX-License-Identifier: GPL-3.0-or-later
// A game's FEN tag (PGN 9.7.2): where the game starts, and when the tag is unusable, which FEN error made
// it so (its stable code) and where in the file that error stands.

#include "notation/fenmessage.h"
#include "pgn/pgnreader.h"

#include <QBuffer>
#include <QTest>

namespace {

// The first game of PGN text, found but not read.
pgn::RawGame firstRawGame(const QByteArray& text)
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    pgn::PgnReader reader(&buffer);
    pgn::RawGame raw;
    if (!reader.nextRaw(raw))
        qFatal("no game in the text");
    return raw;
}

}  // namespace

class TestPgnFenTag : public QObject {
    Q_OBJECT

private slots:
    void usableTagGivesTheStart();
    void noTagGivesTheOtherStart();
    void unusableTagKeepsTheFenError_data();
    void unusableTagKeepsTheFenError();
    void everyFenProblemHasItsOwnCode();
    void tagValuePlaceCountsTheFilesCharacters();
};

void TestPgnFenTag::usableTagGivesTheStart()
{
    const QList<pgn::PgnGame> games = pgn::readGames("[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *\n");
    const pgn::GameStart start = pgn::startPosition(games[0].tags, chess::Position::startPosition());
    QVERIFY(start.position);
    QVERIFY(!start.fenError);
    QCOMPARE(chess::toFen(*start.position), std::string("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
}

void TestPgnFenTag::noTagGivesTheOtherStart()
{
    const chess::Position other = *chess::parseFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").position;
    for (const QByteArray& text : {QByteArray("[Event \"E\"]\n\n1. Kd2 *\n"), QByteArray("[FEN \"\"]\n\n1. Kd2 *\n")}) {
        const pgn::GameStart start = pgn::startPosition(pgn::readGames(text)[0].tags, other);
        QVERIFY(start.position && *start.position == other);
        QVERIFY(!start.fenError);
    }
}

void TestPgnFenTag::unusableTagKeepsTheFenError_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");  // of the character where the FEN goes wrong
    QTest::newRow("a letter that is no piece")
        << QByteArray("[Event \"E\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1\"]\n\n1. e4 *\n")
        << "bad-piece-letter" << 2 << 49;
    QTest::newRow("no white king, the tag spelt fen, indented")
        << QByteArray("[Event \"E\"]\n\n\n  [fen   \"4k3/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n") << "missing-king"
        << 4 << 11;
    QTest::newRow("a side to move that is neither w nor b")
        << QByteArray("[FEN \"4k3/8/8/8/8/8/8/4K3 x - - 0 1\"]\n\n1. Kd2 *\n") << "bad-side-to-move" << 1 << 27;
    // The value's escapes are undone before the FEN is read: the column is the escape's in the file.
    QTest::newRow("an escaped quote") << QByteArray("[FEN \"4k3/8/8/8/8/8/8/4K3\\\" w - - 0 1\"]\n\n1. Kd2 *\n")
                                      << "bad-piece-letter" << 1 << 26;
    QTest::newRow("a seventh field") << QByteArray("[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1 1\"]\n\n1. Kd2 *\n")
                                     << "too-many-fields" << 1 << 37;
}

// pgn::startPosition keeps the FEN's error itself, not only its words: the JSON report gives its code,
// and the place it points at is where an arbiter mends the tag.
void TestPgnFenTag::unusableTagKeepsTheFenError()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, code);
    QFETCH(int, line);
    QFETCH(int, column);
    const pgn::RawGame raw = firstRawGame(text);
    const pgn::PgnGame game = pgn::readGame(raw);
    const pgn::GameStart start = pgn::startPosition(game.tags, chess::Position::startPosition());
    QVERIFY(!start.position);
    QVERIFY(start.fenError);
    QCOMPARE(QString::fromLatin1(notation::fenProblemCode(start.fenError->problem)), code);
    QCOMPARE(pgn::fenTagMessage(*start.fenError),
        QStringLiteral("the FEN tag is unusable: ") + notation::fenMessage(*start.fenError));
    const std::optional<pgn::FilePlace> place
        = pgn::tagValuePlace(raw, QLatin1StringView("FEN"), start.fenError->offset);
    QVERIFY(place);
    QCOMPARE(place->line, line);
    QCOMPARE(place->column, column);
}

// Codes are a contract: each FEN problem has one, and no two share it.
void TestPgnFenTag::everyFenProblemHasItsOwnCode()
{
    QSet<QString> codes;
    const int count = int(chess::FenProblem::FullmoveNumberZero) + 1;
    for (int p = 0; p < count; ++p) {
        const QString code = QString::fromLatin1(notation::fenProblemCode(chess::FenProblem(p)));
        QVERIFY2(!code.isEmpty(), qPrintable(QString::number(p)));
        QVERIFY2(code == code.toLower() && !code.contains(u' '), qPrintable(code));
        codes.insert(code);
    }
    QCOMPARE(codes.size(), count);
}

// A place is the file's: escapes count as written, a character beyond ASCII as one column (UTF-16), the
// first tag of the name (in any case) is the one read.
void TestPgnFenTag::tagValuePlaceCountsTheFilesCharacters()
{
    const pgn::RawGame raw = firstRawGame("[Event \"Caf\xC3\xA9 Z\xC3\xBCrich\"]\n[Site \"A \\\"B\\\" C\"]\n"
                                          "[site \"D\"]\n\n1. e4 *\n");
    QCOMPARE(pgn::readGame(raw).tag("Site"), QStringLiteral("A \"B\" C"));
    const auto place = [&raw](const char* name, qsizetype valueByte) {
        const std::optional<pgn::FilePlace> at = pgn::tagValuePlace(raw, QLatin1StringView(name), valueByte);
        return at ? QPair<int, int>(at->line, at->column) : QPair<int, int>(0, 0);
    };
    QCOMPARE(place("Event", 0), (QPair<int, int>(1, 9)));
    QCOMPARE(place("Event", 6), (QPair<int, int>(1, 14)));  // "Z", after the two bytes of "é"
    QCOMPARE(place("event", 6), (QPair<int, int>(1, 14)));
    QCOMPARE(place("Site", 6), (QPair<int, int>(2, 16)));  // "C", after two escaped quotes
    QCOMPARE(place("Round", 0), (QPair<int, int>(0, 0)));
}

QTEST_GUILESS_MAIN(TestPgnFenTag)
#include "tst_pgnfentag.moc"
