// SPDX-License-Identifier: GPL-3.0-or-later
// can-mate over positions of the shared games: the final positions and the low-material middle games
// (docs/benchmarks.md, "Can a side still checkmate"). Both sides of each position are asked; the time of
// each answer is taken alone. Every Yes is replayed to the mate it claims.
//
// SCORECHECK_CANMATE_FENS names an extra file to time instead: one position a line, a FEN, optionally
// preceded by what is known ("WB" both can mate, "W-" only White, "-B" only Black, "--" neither); every
// answer is checked against it.

#include "gamepositions.h"
#include "matelines.h"
#include "verdictfile.h"

#include "unwinnability/canmate.h"

#include <QTest>

#include <algorithm>
#include <chrono>

namespace {

struct Case {
    chess::Position position;
    QString known;  // "WB", "W-", "-B", "--" or empty
};

QList<Case> benchPositions()
{
    // Every final position; in the games, every fourth position with at most six pieces besides kings
    // and pawns (the endings and the thinned-out middle games where the answer is least obvious).
    QList<Case> cases;
    for (const GamePosition& p : sharedGamePositions(
             [](const GamePosition& p) { return p.final || (p.ply % 4 == 0 && pieceCount(p.position) <= 6); }))
        cases.append({p.position, {}});
    return cases;
}

QList<Case> filePositions(const QString& path)
{
    QList<Case> cases;
    for (const KnownPosition& p : readVerdictFile(path).positions)
        cases.append({p.position, p.known});
    return cases;
}

}  // namespace

class BenchCanMate : public QObject {
    Q_OBJECT

private slots:
    void canMateOverSharedGames()
    {
        const QByteArray file = qgetenv("SCORECHECK_CANMATE_FENS");
        const QList<Case> cases = file.isEmpty() ? benchPositions() : filePositions(QString::fromLocal8Bit(file));
        unwinnability::MateAnalyzer analyzer;
        std::vector<double> micros;
        int counts[3] = {0, 0, 0};
        int searched = 0;  // answers the static rules did not settle (the hard ones)
        int contradictions = 0;
        for (const Case& c : cases) {
            for (const chess::Color side : {chess::Color::White, chess::Color::Black}) {
                const auto start = std::chrono::steady_clock::now();
                const unwinnability::MateAnswer a = analyzer.canMate(c.position, side);
                const auto end = std::chrono::steady_clock::now();
                micros.push_back(std::chrono::duration<double, std::micro>(end - start).count());
                ++counts[int(a.answer)];
                searched += a.nodes > 0;
                if (a.answer == unwinnability::Answer::Yes)
                    QVERIFY2(lineMates(c.position, a.line, side),
                        qPrintable(QString::fromStdString(chess::toFen(c.position))));
                if (!c.known.isEmpty() && a.answer != unwinnability::Answer::Unknown) {
                    if (knownToMate(c.known, side) != (a.answer == unwinnability::Answer::Yes)) {
                        ++contradictions;
                        qWarning("disagrees with the file (%s, %s): %s", qPrintable(c.known),
                            side == chess::Color::White ? "white" : "black", chess::toFen(c.position).c_str());
                    }
                }
                if (a.answer == unwinnability::Answer::Unknown || micros.back() > 20000)
                    qInfo("%s %s: %s, %.0f us, %llu nodes", chess::toFen(c.position).c_str(),
                        side == chess::Color::White ? "white" : "black",
                        a.answer == unwinnability::Answer::Unknown ? "unknown" : "slow", micros.back(),
                        static_cast<unsigned long long>(a.nodes));
            }
        }
        std::vector<double> sorted = micros;
        std::sort(sorted.begin(), sorted.end());
        double total = 0;
        for (double m : micros)
            total += m;
        qInfo("can-mate: %d positions, %zu answers: yes %d, no %d, unknown %d", int(cases.size()), micros.size(),
            counts[0], counts[1], counts[2]);
        qInfo("searched (not settled by the static rules): %d, unknown among them %.2f %%", searched,
            searched ? 100.0 * counts[2] / searched : 0.0);
        qInfo("time per side: average %.1f us, median %.1f us, 99th percentile %.0f us, max %.0f us",
            total / double(micros.size()), sorted[sorted.size() / 2], sorted[sorted.size() * 99 / 100], sorted.back());
        QCOMPARE(contradictions, 0);
    }
};

QTEST_GUILESS_MAIN(BenchCanMate)
#include "bench_canmate.moc"
