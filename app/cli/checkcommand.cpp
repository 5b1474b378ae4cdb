#include "checkcommand.h"

#include "checkedgame.h"
#include "cliargs.h"
#include "gameinput.h"
#include "output.h"
#include "textreport.h"

#include "pgn/pgnwriter.h"

#include "clitr.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QMutex>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <deque>
#include <map>

namespace {

enum class Format { Text, Json, Pgn };

void writeReport(const CheckedGame& game, Format format, TextWriter& reports)
{
    const auto bytes
        = [&reports](const QByteArray& b) { reports.ascii(std::string_view(b.constData(), std::size_t(b.size()))); };
    switch (format) {
    case Format::Json: bytes(jsonReport(game)); break;
    case Format::Pgn: bytes(pgn::writePgn(game.record, game.input.movetext, game.input.allTags()).toUtf8() + '\n'); break;
    case Format::Text: writeTextReport(game, reports); break;
    }
}

}  // namespace

int runCheckCommand(const QStringList& arguments)
{
    const QString command = QStringLiteral("check");
    QCommandLineParser parser;
    const QCommandLineOption langOption(
        "lang", Cli::tr("Notation language of the sheets (auto or a code such as de)."), "L", "auto");
    const QCommandLineOption fenOption = cliargs::fenOption();
    const QCommandLineOption formatOption(
        "format", Cli::tr("Output: text, json (one object per game) or pgn."), "F", "text");
    const QCommandLineOption jobsOption("jobs", Cli::tr("Games checked in parallel."), "N", "1");
    const QCommandLineOption reconstructOption(
        "reconstruct", Cli::tr("Also find the most likely complete legal game and the changes it needs."));
    const QCommandLineOption pairOption("pair",
        Cli::tr("The other player's sheet of the same game(s): reconcile the two and report where they differ."),
        "OTHER_FILE");
    parser.addOptions({langOption, fenOption, formatOption, jobsOption, reconstructOption, pairOption});
    parser.addPositionalArgument("FILE", Cli::tr("Scoresheet or PGN files; - for standard input."));
    if (const std::optional<int> done = cliargs::parse(parser, arguments, command))
        return *done;
    QString error;
    CheckOptions options;
    if (!cliargs::language(parser.value(langOption), cliargs::AutoLanguage::Allowed, options.language, error)
        || !cliargs::startPosition(parser, fenOption, options.start, error))
        return cliargs::usageError(command, error);
    options.reconstruct = parser.isSet(reconstructOption);
    QList<GameInput> otherSheets;  // read whole: a pair of sheets is one game, or one round
    if (parser.isSet(pairOption)) {
        const std::unique_ptr<GameSource> other = GameSource::open(parser.value(pairOption), error);
        if (!other)
            return cliargs::usageError(command, error);
        for (QList<GameInput> batch = other->nextBatch(256); !batch.isEmpty(); batch = other->nextBatch(256))
            otherSheets += batch;
        options.pairWith = &otherSheets;
    }
    const QString formatName = parser.value(formatOption);
    const Format format = formatName == QLatin1String("json") ? Format::Json
        : formatName == QLatin1String("pgn")                  ? Format::Pgn
                                                              : Format::Text;
    if (format == Format::Text && formatName != QLatin1String("text"))
        return cliargs::usageError(command, Cli::tr("--format: '%1' is not text, json or pgn").arg(formatName));
    // PGN holds the game as replayed; a proposal of changes belongs in a report, not in the game record.
    if (format == Format::Pgn && (options.reconstruct || options.pairWith))
        return cliargs::usageError(command, Cli::tr("--reconstruct and --pair report in text or json, not pgn"));
    bool jobsOk = false;
    const int jobs = parser.value(jobsOption).toInt(&jobsOk);
    if (!jobsOk || jobs < 1 || jobs > 256)
        return cliargs::usageError(command, Cli::tr("--jobs needs a number from 1 to 256"));
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return cliargs::usageError(command, Cli::tr("no file given (use - for standard input)"));

    QThreadPool pool;  // with several jobs, the main thread is one of the workers
    pool.setMaxThreadCount(std::max(1, jobs - 1));
    Output out;
    int status = 0;
    for (const QString& file : files) {
        if (out.failed())
            break;
        std::unique_ptr<GameSource> source = GameSource::open(file, error);
        if (!source) {
            cliargs::usageError(command, error);
            status = 2;
            continue;
        }
        // The games of a run are checked one after another, so that a worker is handed work in large
        // pieces rather than game by game (a hand-over per game cost more than it saved). Their reports are
        // joined as they are made, by the thread that made them, and written in one piece: written game by
        // game, JSON Lines took three write calls a game, and reports kept apart until the writing were
        // made by one thread and freed by another, a locked free each. A buffer per run costs no page
        // faults: main() keeps malloc from mapping buffers this size afresh and from trimming the heap.
        using Checked = QPair<bool, QByteArray>;  // all clean; the run's reports
        std::atomic<qsizetype> lastRunBytes = 0;  // room for the next run's reports, which are alike in size
        // Each game's input is moved along, not copied: a copy of its strings and lists cost an atomic
        // count for each, twice.
        const auto check = [&options, format, &lastRunBytes](QList<GameInput> games) {
            Checked checked(true, {});
            const qsizetype expected = lastRunBytes.load(std::memory_order_relaxed);
            TextWriter reports(std::size_t(std::max<qsizetype>(256, expected + expected / 4)));
            for (GameInput& input : games) {
                readInput(input);  // with several jobs, here on a worker: finding a game is all the lock covers
                const CheckedGame game = checkGame(std::move(input), options);
                checked.first = checked.first && game.clean();
                writeReport(game, format, reports);
            }
            checked.second = reports.take();
            lastRunBytes.store(checked.second.size(), std::memory_order_relaxed);
            return checked;
        };
        // False once the output has failed: nothing more is checked, the status says so.
        const auto write = [&](const Checked& checked) {
            if (!out.write(checked.second))
                return false;
            if (!checked.first && status == 0)
                status = 1;
            return true;
        };
        // Nothing to check is no success: an empty file, or blank lines only.
        const auto noGame = [&]() {
            cliargs::usageError(command, Cli::tr("no game found in %1").arg(GameSource::displayName(file)));
            status = 2;
        };
        const int GamesPerRun = format == Format::Json ? 32 : 128;
        if (jobs == 1) {
            bool any = false;
            for (QList<GameInput> run = source->nextBatch(GamesPerRun); !run.isEmpty();
                 run = source->nextBatch(GamesPerRun)) {
                any = true;
                if (!write(check(std::move(run))))
                    break;
            }
            if (!any)
                noGame();
            continue;
        }
        // With several jobs the workers also find the games: each takes the next run from the file (one
        // at a time, numbered as taken) and checks it. The main thread is one of the workers: between
        // runs of its own it writes the finished runs' reports in their order, holding back those that
        // finish early (a thread that only waited and wrote cost a hand-over per run on a busy machine).
        // A few runs at a time are in flight, so that memory stays flat on large files. When the output
        // fails no more runs are taken; those in flight are waited for (they use this loop's locals).
        struct Run {
            int number = -1;  // -1: the file had no more games
            Checked checked;
        };
        QMutex reading;
        int runsTaken = 0;
        const auto takeAndCheck = [&]() {
            Run run;
            QList<GameInput> games;
            {
                const QMutexLocker lock(&reading);
                games = source->nextBatch(GamesPerRun, GameSource::Reading::Later);
                if (!games.isEmpty())
                    run.number = runsTaken++;
            }
            if (run.number >= 0)
                run.checked = check(std::move(games));
            return run;
        };
        std::deque<QFuture<Run>> inFlight;
        std::map<int, Checked> waiting;  // finished out of turn
        int nextToWrite = 0;
        const std::size_t window = 2 * std::size_t(jobs) + 1;
        const auto keep = [&](Run done) {
            if (done.number < 0)
                return false;
            waiting.emplace(done.number, std::move(done.checked));
            for (auto next = waiting.find(nextToWrite); next != waiting.end(); next = waiting.find(++nextToWrite)) {
                if (!write(next->second))
                    return false;
                waiting.erase(next);
            }
            return true;
        };
        for (bool more = true; more || !inFlight.empty();) {
            while (more && inFlight.size() < window)
                inFlight.push_back(QtConcurrent::run(&pool, takeAndCheck));
            if (inFlight.front().isFinished() || !more || waiting.size() >= window) {
                more = keep(inFlight.front().result()) && more;
                inFlight.pop_front();
            } else {
                more = keep(takeAndCheck());
            }
        }
        if (runsTaken == 0)
            noGame();
    }
    return out.failed() ? Output::WriteFailedStatus : status;
}
