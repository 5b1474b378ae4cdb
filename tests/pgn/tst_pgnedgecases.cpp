// SPDX-License-Identifier: GPL-3.0-or-later
// Every file of tests/data/pgn-edge-cases/ (the test inputs of python-chess, chess.js, pgn-extract,
// pychess, cairo-board and dhtmlchess): read game by game and replayed, without a crash, with the
// number of games each holds, and with problems exactly in the games where they are expected.

#include "chess/position.h"
#include "pgn/pgnreader.h"
#include "sheet/replay.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

namespace {

struct Expected {
    int games;
    int gamesWithProblems;  // an entry not ok/variant, or an unusable FEN tag
    const char* why;
};

// Files with problems, and why; every other file must have none.
const QHash<QString, Expected>& expectations()
{
    static const QHash<QString, Expected> table = {
        {"chess.js/tests_pgn_0.pgn", {1, 1, "HTML: the lines are joined by <br /> tags"}},
        {"pgn-extract/infiles/nested-comment.pgn", {1, 1, "a comment inside a comment: PGN comments do not nest"}},
        {"pgn-extract/infiles/odds.pgn", {32, 2, "two games use the null move --"}},
        {"pgn-extract/infiles/test-allownullmoves.pgn", {2, 2, "null moves --"}},
        {"pgn-extract/outfiles/test-WWepd-out.pgn", {1, 1, "EPD positions, not a game"}},
        {"pychess/badpgn.pgn", {1, 1, "garbage"}},
        {"python-chess/anastasian-lewis.pgn", {1, 1, "ChessBase's null move Z0"}},
        {"python-chess/antichess-programfox.pgn", {2, 2, "antichess: captures are compulsory, kings may be taken"}},
        {"python-chess/knightvuillaume-jannlee-zh-lichess.pgn", {1, 1, "crazyhouse: pieces are dropped"}},
        {"python-chess/saturs-jannlee-zh-lichess.pgn", {1, 1, "crazyhouse: pieces are dropped"}},
    };
    return table;
}

}  // namespace

class TestPgnEdgeCases : public QObject {
    Q_OBJECT

private slots:
    void everyFile_data();
    void everyFile();
};

void TestPgnEdgeCases::everyFile_data()
{
    QTest::addColumn<QString>("path");
    const QString root = QStringLiteral(SCORECHECK_TEST_DATA "/pgn-edge-cases/");
    QStringList files;
    QDirIterator it(root, {"*.pgn"}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next().mid(root.size());
    files.sort();
    QVERIFY(files.size() > 100);
    for (const QString& f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestPgnEdgeCases::everyFile()
{
    QFETCH(QString, path);
    QFile file(QStringLiteral(SCORECHECK_TEST_DATA "/pgn-edge-cases/") + path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    pgn::PgnReader reader(&file);
    pgn::PgnGame game;
    int games = 0, withProblems = 0;
    while (reader.next(game)) {
        ++games;
        const std::optional<chess::Position> start
            = pgn::startPosition(game.tags, chess::Position::startPosition()).position;
        if (!start) {
            ++withProblems;
            continue;
        }
        const sheet::Record r = sheet::checkSheet(game.movetext, *start, {});
        withProblems += !r.allAlgebraic();
    }
    const Expected expected = expectations().value(path, {-1, 0, ""});
    if (expected.games >= 0)
        QCOMPARE(games, expected.games);
    QVERIFY(games > 0);
    QCOMPARE(withProblems, expected.gamesWithProblems);
}

QTEST_GUILESS_MAIN(TestPgnEdgeCases)
#include "tst_pgnedgecases.moc"
