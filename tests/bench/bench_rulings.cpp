// SPDX-License-Identifier: GPL-3.0-or-later
// The rulings on a long sheet, as the arbiter asks for them at the board: the target is under
// 10 ms for a 200-ply sheet (docs/benchmarks.md). The ruling alone, on a record already made (what the
// app does, holding the record), and the replay with it (what `rule claim` does). A flag fall and a
// second illegal move ask whether the opponent can still mate: the unwinnability search is in them.

#include "longestgame.h"

#include "chess/uci.h"

#include "rulings/claim.h"
#include "rulings/claimwording.h"
#include "rulings/flag.h"
#include "rulings/flagwording.h"
#include "rulings/illegalmove.h"
#include "rulings/illegalmovewording.h"
#include "sheet/replay.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>

namespace {

// The median, least and most of 101 runs of `run`, in microseconds.
template <typename Run>
void report(const char* what, Run run)
{
    QList<double> micros;
    for (int i = 0; i < 101; ++i) {
        QElapsedTimer timer;
        timer.start();
        run();
        micros.append(double(timer.nsecsElapsed()) / 1000.0);
    }
    std::sort(micros.begin(), micros.end());
    qInfo("%s: median %.1f us (min %.1f, max %.1f) over 101 runs", what, micros[50], micros.front(), micros.back());
    QVERIFY2(micros[50] < 10000.0, what);
}

// Two king moves of two squares for the player to move after the sheet, German letters: illegal as written.
QStringList kingLeaps(const chess::Position& p)
{
    QStringList leaps;
    const chess::Square king = p.kingSquare(p.sideToMove());
    for (int s = 0; s < chess::SquareCount && leaps.size() < 2; ++s) {
        const auto target = chess::Square(s);
        const int files = std::abs(chess::fileOf(target) - chess::fileOf(king));
        const int ranks = std::abs(chess::rankOf(target) - chess::rankOf(king));
        if (std::max(files, ranks) == 2 && !(p.occupied() & chess::bit(target)))
            leaps << u'K' + QString::fromStdString(chess::squareName(target));
    }
    return leaps;
}

}  // namespace

class BenchRulings : public QObject {
    Q_OBJECT

private slots:
    void medianClaimsOn200Plies();
    void threefoldWithAWrittenMoveOn200Plies();
    void fiftyOn200Plies();
};

// The figures docs/benchmarks.md quotes: the 200-ply German sheet of the longest game, language named.
void BenchRulings::medianClaimsOn200Plies()
{
    const QString text = germanSheetOfLongestGame(200);
    const notation::Language de = notation::Language::German;
    const sheet::Record record = sheet::checkSheet(text, chess::Position::startPosition(), {de, de});
    QCOMPARE(record.plies, 200);
    const QString intended = QStringLiteral("Kc2");  // 101. Kc2, as played
    report("threefold with a written move, ruling and wording", [&] {
        const rulings::ClaimRuling r
            = rulings::ruleClaim(record, rulings::ClaimKind::Threefold, intended, rulings::Rate::Standard);
        rulings::claimText(r);
    });
    report("fifty moves on the board, ruling and wording", [&] {
        rulings::claimText(rulings::ruleClaim(record, rulings::ClaimKind::FiftyMoves, {}, rulings::Rate::Standard));
    });
    report("flag fall after the last entry, ruling (with the opponent's mate) and wording", [&] {
        rulings::flagText(rulings::ruleFlagFall(record, chess::Color::White, std::nullopt));
    });
    const QStringList leaps = kingLeaps(record.final);
    QCOMPARE(leaps.size(), 2);
    const QString illegal = text + QStringLiteral("101. %1 {regelwidrig} 101. %2").arg(leaps[0], leaps[1]);
    const sheet::Record second = sheet::checkSheet(illegal, chess::Position::startPosition(), {de, de});
    QCOMPARE(second.entries.size(), 202);
    report("a second illegal move, ruling (with the opponent's mate) and wording", [&] {
        const rulings::IllegalMoveRuling r = rulings::ruleIllegalMove(second, 201, rulings::Rate::Standard);
        QCOMPARE(r.count, 2);
        rulings::illegalMoveText(r, second, illegal);
    });
    report("replay of the sheet and threefold ruling", [&] {
        const sheet::Record replayed = sheet::checkSheet(text, chess::Position::startPosition(), {de, de});
        rulings::claimText(
            rulings::ruleClaim(replayed, rulings::ClaimKind::Threefold, intended, rulings::Rate::Standard));
    });
}

void BenchRulings::threefoldWithAWrittenMoveOn200Plies()
{
    const notation::Language de = notation::Language::German;
    const sheet::Record record
        = sheet::checkSheet(germanSheetOfLongestGame(200), chess::Position::startPosition(), {de, de});
    const QString intended = QStringLiteral("Kc2");
    QBENCHMARK { rulings::ruleClaim(record, rulings::ClaimKind::Threefold, intended, rulings::Rate::Standard); }
}

void BenchRulings::fiftyOn200Plies()
{
    const notation::Language de = notation::Language::German;
    const sheet::Record record
        = sheet::checkSheet(germanSheetOfLongestGame(200), chess::Position::startPosition(), {de, de});
    QBENCHMARK { rulings::ruleClaim(record, rulings::ClaimKind::FiftyMoves, {}, rulings::Rate::Standard); }
}

QTEST_GUILESS_MAIN(BenchRulings)
#include "bench_rulings.moc"
