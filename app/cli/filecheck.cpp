// SPDX-License-Identifier: GPL-3.0-or-later
#include "filecheck.h"

#include "gameinput.h"
#include "output.h"

#include <QMutex>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <deque>
#include <map>

namespace {

// The games of a run are checked one after another, so that a worker is handed work in large pieces
// rather than game by game (a hand-over per game cost more than it saved). Their reports are joined as
// they are made, by the thread that made them, and written in one piece: written game by game, JSON
// Lines took three write calls a game, and reports kept apart until the writing were made by one thread
// and freed by another, a locked free each. A buffer per run costs no page faults: main() keeps malloc
// from mapping buffers this size afresh and from trimming the heap.
struct CheckedRun {
    bool clean = true;  // every game of the run
    QByteArray reports;
};

class RunChecker {
public:
    explicit RunChecker(const FileCheckSettings& settings)
        : m_settings(settings)
    {
    }

    // How many games a run holds: JSON reports are longer, so its runs are shorter.
    int gamesPerRun() const { return m_settings.format == ReportFormat::Json ? 32 : 128; }

    // Each game's input is moved along, not copied: a copy of its strings and lists cost an atomic count
    // for each, twice. Safe to call on several threads at once.
    CheckedRun check(QList<GameInput> games)
    {
        CheckedRun checked;
        const qsizetype expected = m_lastRunBytes.load(std::memory_order_relaxed);
        TextWriter reports(std::size_t(std::max<qsizetype>(256, expected + expected / 4)));
        for (GameInput& input : games) {
            // With several jobs, here on a worker: finding a game is all the lock covers.
            readInput(input, m_settings.format == ReportFormat::Text ? TagsRead::StartAndPlayers : TagsRead::Start);
            const CheckedGame game = checkGame(std::move(input), m_settings.options);
            checked.clean = checked.clean && game.clean();
            writeReport(game, m_settings.format, reports);
        }
        checked.reports = reports.take();
        m_lastRunBytes.store(checked.reports.size(), std::memory_order_relaxed);
        return checked;
    }

private:
    const FileCheckSettings& m_settings;
    std::atomic<qsizetype> m_lastRunBytes = 0;  // room for the next run's reports, which are alike in size
};

// Writes a run's reports and keeps count; false once the output has failed: nothing more is checked.
bool write(const CheckedRun& run, Output& out, FileChecked& file)
{
    if (!out.write(run.reports))
        return false;
    file.clean = file.clean && run.clean;
    return true;
}

FileChecked checkOneRunAtATime(GameSource& source, RunChecker& checker, Output& out)
{
    FileChecked file;
    constexpr auto later = GameSource::Reading::Later;  // read by the checker, which knows the tags it wants
    for (QList<GameInput> run = source.nextBatch(checker.gamesPerRun(), later); !run.isEmpty();
         run = source.nextBatch(checker.gamesPerRun(), later)) {
        file.anyGame = true;
        if (!write(checker.check(std::move(run)), out, file))
            break;
    }
    return file;
}

// With several jobs the workers also find the games: each takes the next run from the file (one at a
// time, numbered as taken) and checks it. The main thread is one of the workers: between runs of its own
// it writes the finished runs' reports in their order, holding back those that finish early (a thread
// that only waited and wrote cost a hand-over per run on a busy machine). A few runs at a time are in
// flight, so that memory stays flat on large files. When the output fails no more runs are taken; those
// in flight are waited for (they use this function's locals).
FileChecked checkRunsInParallel(GameSource& source, RunChecker& checker, const FileCheckSettings& settings, Output& out)
{
    struct Run {
        int number = -1;  // -1: the file had no more games
        CheckedRun checked;
    };
    FileChecked file;
    QMutex reading;
    int runsTaken = 0;
    const auto takeAndCheck = [&]() {
        Run run;
        QList<GameInput> games;
        {
            const QMutexLocker lock(&reading);
            games = source.nextBatch(checker.gamesPerRun(), GameSource::Reading::Later);
            if (!games.isEmpty())
                run.number = runsTaken++;
        }
        if (run.number >= 0)
            run.checked = checker.check(std::move(games));
        return run;
    };
    std::deque<QFuture<Run>> inFlight;
    std::map<int, CheckedRun> waiting;  // finished out of turn
    int nextToWrite = 0;
    const std::size_t window = 2 * std::size_t(settings.jobs) + 1;
    const auto keep = [&](Run done) {
        if (done.number < 0)
            return false;
        waiting.emplace(done.number, std::move(done.checked));
        for (auto next = waiting.find(nextToWrite); next != waiting.end(); next = waiting.find(++nextToWrite)) {
            if (!write(next->second, out, file))
                return false;
            waiting.erase(next);
        }
        return true;
    };
    for (bool more = true; more || !inFlight.empty();) {
        while (more && inFlight.size() < window)
            inFlight.push_back(QtConcurrent::run(&settings.pool, takeAndCheck));
        if (inFlight.front().isFinished() || !more || waiting.size() >= window) {
            more = keep(inFlight.front().result()) && more;
            inFlight.pop_front();
        } else {
            more = keep(takeAndCheck());
        }
    }
    file.anyGame = runsTaken > 0;
    return file;
}

}  // namespace

FileChecked checkFile(GameSource& source, const FileCheckSettings& settings, Output& out)
{
    RunChecker checker(settings);
    return settings.jobs == 1 ? checkOneRunAtATime(source, checker, out)
                              : checkRunsInParallel(source, checker, settings, out);
}
