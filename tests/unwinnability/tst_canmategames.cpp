// SPDX-License-Identifier: GPL-3.0-or-later
// Can a side still checkmate, over real positions: every tenth position and the final one of each
// shared game (tests/data/games), both sides. Two invariants that need no known answer:
//  - every Yes comes with a line that the rules engine replays, move by move, to the mate of the right
//    side;
//  - a No is never contradicted: a position that follows in the game is reachable from it, so a side
//    that cannot mate in one position cannot in any later one (FIDE 6.9: "by any series of legal moves").

#include "gamepositions.h"
#include "matelines.h"

#include "chess/fen.h"
#include "unwinnability/canmate.h"

#include <QTest>

class TestCanMateGames : public QObject {
    Q_OBJECT

private slots:
    void everyYesReplaysToMateAndNoIsNeverContradicted();
};

void TestCanMateGames::everyYesReplaysToMateAndNoIsNeverContradicted()
{
    const QList<GamePosition> positions
        = sharedGamePositions([](const GamePosition& p) { return p.ply % 10 == 0 || p.final; });
    QVERIFY(positions.size() > 3000);
    unwinnability::MateAnalyzer analyzer;
    // A smaller budget than the default keeps the Debug run short; Unknown is always allowed.
    const unwinnability::Limits limits{100'000};
    int game = 0;
    bool cannot[2] = {false, false};  // a No met earlier in this game, per side
    int answers[3] = {0, 0, 0};
    for (const GamePosition& p : positions) {
        if (p.game != game) {
            game = p.game;
            cannot[0] = cannot[1] = false;
        }
        for (const chess::Color side : {chess::Color::White, chess::Color::Black}) {
            const unwinnability::MateAnswer a = analyzer.canMate(p.position, side, limits);
            ++answers[int(a.answer)];
            const QByteArray where = QByteArray("game ") + QByteArray::number(p.game) + ", ply "
                + QByteArray::number(p.ply) + (side == chess::Color::White ? ", white: " : ", black: ")
                + chess::toFen(p.position).c_str();
            if (a.answer == unwinnability::Answer::Yes) {
                QVERIFY2(lineMates(p.position, a.line, side), where.constData());
                QVERIFY2(!cannot[chess::index(side)], ("a Yes after a No in " + where).constData());
            }
            if (a.answer == unwinnability::Answer::No)
                cannot[chess::index(side)] = true;
        }
    }
    qInfo("%d positions: yes %d, no %d, unknown %d", int(positions.size()), answers[0], answers[1], answers[2]);
}

QTEST_GUILESS_MAIN(TestCanMateGames)
#include "tst_canmategames.moc"
