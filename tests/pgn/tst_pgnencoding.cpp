// SPDX-License-Identifier: GPL-3.0-or-later
// The text of a PGN game as its file was written: UTF-8, or Latin-1 where the bytes are not UTF-8
// (older files and databases), with the game's problems saying so. Names keep their accents either way.

#include "pgn/pgnreader.h"

#include <QFile>
#include <QTest>

#include <algorithm>

namespace {

QList<pgn::PgnGame> gamesOf(const char* file)
{
    QFile f(QStringLiteral(SCORECHECK_TEST_DATA "/") + QLatin1String(file));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", file);
    return pgn::readGames(f.readAll());
}

bool saysNotUtf8(const pgn::PgnGame& game)
{
    for (const pgn::PgnProblem& p : game.problems)
        if (p.kind == pgn::PgnProblem::Kind::NotUtf8)
            return true;
    return false;
}

}  // namespace

class TestPgnEncoding : public QObject {
    Q_OBJECT

private slots:
    void latin1TagsAreReadAsLatin1();
    void latin1MovetextIsReadAsLatin1AndSaidSo();
    void utf8IsReadAsUtf8();
};

// pgn-extract's odds.pgn writes Philidor's names in Latin-1 (0xE7 for ç, 0xE9 for é).
void TestPgnEncoding::latin1TagsAreReadAsLatin1()
{
    const QList<pgn::PgnGame> games = gamesOf("pgn-edge-cases/pgn-extract/infiles/odds.pgn");
    QVERIFY(!games.isEmpty());
    QCOMPARE(games[0].tag(QStringLiteral("Black")), QStringLiteral("Fran\u00e7ois Andr\u00e9 Philidor"));
}

// The shared games hold Dortmund 1928, Sämisch-Réti, in Latin-1, its comments too: the movetext is
// read as Latin-1, and the game says it was not UTF-8.
void TestPgnEncoding::latin1MovetextIsReadAsLatin1AndSaidSo()
{
    const QList<pgn::PgnGame> games = gamesOf("games/shared_games.san.pgn");
    const auto dortmund = std::find_if(games.begin(), games.end(), [](const pgn::PgnGame& g) {
        return g.tag(QStringLiteral("Event")) == u"Dortmund" && g.tag(QStringLiteral("Round")) == u"8";
    });
    QVERIFY(dortmund != games.end());
    QCOMPARE(dortmund->tag(QStringLiteral("White")), QStringLiteral("S\u00e4misch, Friedrich"));
    QCOMPARE(dortmund->tag(QStringLiteral("Black")), QStringLiteral("R\u00e9ti, Richard"));
    QVERIFY(dortmund->movetext.contains(QStringLiteral("named after S\u00e4misch")));
    QVERIFY(saysNotUtf8(*dortmund));
}

// The same names in UTF-8 are UTF-8, with no problem: Latin-1 is only the fallback.
void TestPgnEncoding::utf8IsReadAsUtf8()
{
    const QList<pgn::PgnGame> games
        = pgn::readGames(QStringLiteral("[White \"S\u00e4misch, Friedrich\"]\n[Black \"R\u00e9ti, Richard\"]\n\n"
                                        "{ R\u00e9ti to move } 1. d4 Nf6 *\n")
                             .toUtf8());
    QCOMPARE(games.size(), 1);
    QCOMPARE(games[0].tag(QStringLiteral("Black")), QStringLiteral("R\u00e9ti, Richard"));
    QVERIFY(games[0].movetext.contains(QStringLiteral("R\u00e9ti to move")));
    QVERIFY(!saysNotUtf8(games[0]));
}

QTEST_GUILESS_MAIN(TestPgnEncoding)
#include "tst_pgnencoding.moc"
