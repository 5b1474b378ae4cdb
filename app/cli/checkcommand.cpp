// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkcommand.h"

#include "checkedgame.h"
#include "cliargs.h"
#include "filecheck.h"
#include "gameinput.h"
#include "gamereport.h"
#include "output.h"

#include "clitr.h"

#include "sheet/sheethash.h"

#include <QCommandLineParser>
#include <QThreadPool>

namespace {

const QString Command = QStringLiteral("check");

// The options of `check`, as its --help lists them.
struct CheckArguments {
    const QCommandLineOption lang{
        "lang", Cli::tr("Notation language of the sheets (auto or a code such as de)."), "L", "auto"};
    const QCommandLineOption fen = cliargs::fenOption();
    const QCommandLineOption format{"format", Cli::tr("Output: text, json (one object per game) or pgn."), "F", "text"};
    const QCommandLineOption jobs{"jobs", Cli::tr("Games checked in parallel."), "N", "1"};
    const QCommandLineOption reconstruct{
        "reconstruct", Cli::tr("Also find the most likely complete legal game and the changes it needs.")};
    const QCommandLineOption pair{"pair",
        Cli::tr("The other player's sheet of the same game(s): reconcile the two and report where they differ."),
        "OTHER_FILE"};
    const QCommandLineOption hash{"hash",
        Cli::tr("Print the SHA-256 of each game's sheet text (UTF-8, line ends as LF) instead of checking it: the "
                "value a report's footer prints.")};
    QCommandLineParser parser;

    CheckArguments()
    {
        parser.addOptions({lang, fen, format, jobs, reconstruct, pair, hash});
        parser.addPositionalArgument(
            "FILE", Cli::tr("Scoresheet or PGN files; - for standard input."), QStringLiteral("FILE..."));
    }
};

// What `check` is asked to do, its arguments checked.
struct CheckRequest {
    CheckOptions options;  // but pairWith, set once the other sheets are read
    std::unique_ptr<GameSource> otherSheets;  // --pair
    ReportFormat format = ReportFormat::Text;
    int jobs = 1;
    bool hash = false;  // --hash: print each game's hash, check nothing
    QStringList files;
};

// Checks the arguments in the order they are said wrong in (the first mistake is the one reported), and
// fills `request`; the exit status after a usage error.
std::optional<int> validate(const CheckArguments& a, CheckRequest& request)
{
    QString error;
    if (!cliargs::language(a.parser.value(a.lang), cliargs::AutoLanguage::Allowed, request.options.language, error)
        || !cliargs::startPosition(a.parser, a.fen, request.options.start, error))
        return cliargs::usageError(Command, error);
    request.options.reconstruct = a.parser.isSet(a.reconstruct);
    if (a.parser.isSet(a.pair)) {
        request.otherSheets = GameSource::open(a.parser.value(a.pair), error);
        if (!request.otherSheets)
            return cliargs::usageError(Command, error);
    }
    const QString formatName = a.parser.value(a.format);
    const std::optional<ReportFormat> format = reportFormat(formatName);
    if (!format)
        return cliargs::usageError(Command, Cli::tr("--format: '%1' is not text, json or pgn").arg(formatName));
    request.format = *format;
    // PGN holds the game as replayed; a proposal of changes belongs in a report, not in the game record.
    if (request.format == ReportFormat::Pgn && (request.options.reconstruct || request.otherSheets))
        return cliargs::usageError(Command, Cli::tr("--reconstruct and --pair report in text or json, not pgn"));
    bool jobsOk = false;
    request.jobs = a.parser.value(a.jobs).toInt(&jobsOk);
    if (!jobsOk || request.jobs < 1 || request.jobs > 256)
        return cliargs::usageError(Command, Cli::tr("--jobs needs a number from 1 to 256"));
    request.hash = a.parser.isSet(a.hash);
    if (request.hash && (a.parser.isSet(a.format) || request.options.reconstruct || request.otherSheets))
        return cliargs::usageError(
            Command, Cli::tr("--hash prints the hashes only: it takes no --format, --reconstruct or --pair"));
    request.files = a.parser.positionalArguments();
    if (request.files.isEmpty())
        return cliargs::usageError(Command, Cli::tr("no file given (use - for standard input)"));
    return std::nullopt;
}

// check --hash: "HASH  FILE" for each game, as sha256sum prints (", game N" after the file when it holds
// several); the exit status.
int hashFiles(const CheckRequest& request)
{
    Output out;
    int status = 0;
    for (const QString& file : request.files) {
        QString error;
        const std::unique_ptr<GameSource> source = GameSource::open(file, error);
        if (!source) {
            cliargs::usageError(Command, error);
            status = 2;
            continue;
        }
        const QList<GameInput> games = source->readAll();
        if (games.isEmpty()) {
            cliargs::usageError(Command, Cli::tr("no game found in %1").arg(GameSource::displayName(file)));
            status = 2;
        }
        for (const GameInput& game : games) {
            const QString name = games.size() == 1
                ? GameSource::displayName(file)
                : Cli::tr("%1, game %2").arg(GameSource::displayName(file)).arg(game.number);
            if (game.unusable) {  // its text was not kept (a sheet too large to be a game): named as its hash would be
                cliargs::usageError(Command, name + QStringLiteral(": ") + game.unusable->message);
                status = 2;
                continue;
            }
            out.write(sheet::textHash(game.movetext) + "  " + name.toUtf8() + '\n');
        }
    }
    return out.failed() ? Output::WriteFailedStatus : status;
}

// Checks the files in their order, each file's reports in its games' order; the exit status.
int checkFiles(const CheckRequest& request)
{
    QThreadPool pool;  // with several jobs, the main thread is one of the workers
    pool.setMaxThreadCount(std::max(1, request.jobs - 1));
    const FileCheckSettings settings{request.options, request.format, request.jobs, pool};
    Output out;
    int status = 0;
    for (const QString& file : request.files) {
        if (out.failed())
            break;
        QString error;
        const std::unique_ptr<GameSource> source = GameSource::open(file, error);
        if (!source) {
            cliargs::usageError(Command, error);
            status = 2;
            continue;
        }
        const FileChecked checked = checkFile(*source, settings, out);
        if (!checked.clean && status == 0)
            status = 1;
        // Nothing to check is no success: an empty file, or blank lines only.
        if (!checked.anyGame) {
            cliargs::usageError(Command, Cli::tr("no game found in %1").arg(GameSource::displayName(file)));
            status = 2;
        }
    }
    return out.failed() ? Output::WriteFailedStatus : status;
}

}  // namespace

int runCheckCommand(const QStringList& arguments)
{
    CheckArguments check;
    if (const std::optional<int> done = cliargs::parse(check.parser, arguments, Command))
        return *done;
    CheckRequest request;
    if (const std::optional<int> refused = validate(check, request))
        return *refused;
    if (request.hash)
        return hashFiles(request);
    QList<GameInput> otherSheets;
    if (request.otherSheets) {
        otherSheets = request.otherSheets->readAll();
        request.options.pairWith = &otherSheets;
        if (otherSheets.isEmpty())  // as any input with no game in it (section 2)
            return cliargs::usageError(
                Command, Cli::tr("no game found in %1").arg(GameSource::displayName(request.otherSheets->name())));
    }
    return checkFiles(request);
}
