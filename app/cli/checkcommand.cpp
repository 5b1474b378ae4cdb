#include "checkcommand.h"

#include "checkedgame.h"
#include "cliargs.h"
#include "gameinput.h"

#include "pgn/pgnwriter.h"

#include "clitr.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QtConcurrent/QtConcurrentMap>

namespace {

enum class Format { Text, Json, Pgn };

QByteArray report(const CheckedGame& game, Format format)
{
    switch (format) {
    case Format::Json: return jsonReport(game) + '\n';
    case Format::Pgn: return pgn::writePgn(game.record, game.input.tags).toUtf8() + '\n';
    case Format::Text: return textReport(game).toUtf8();
    }
    return {};
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
    parser.addOptions({langOption, fenOption, formatOption, jobsOption});
    parser.addPositionalArgument("FILE", Cli::tr("Scoresheet or PGN files; - for standard input."));
    if (!parser.parse(arguments))
        return cliargs::usageError(command, parser.errorText());
    QString error;
    CheckOptions options;
    if (!cliargs::language(parser.value(langOption), true, options.language, error)
        || !cliargs::startPosition(parser, fenOption, options.start, error))
        return cliargs::usageError(command, error);
    const QString formatName = parser.value(formatOption);
    const Format format = formatName == QLatin1String("json") ? Format::Json
        : formatName == QLatin1String("pgn")                  ? Format::Pgn
                                                              : Format::Text;
    if (format == Format::Text && formatName != QLatin1String("text"))
        return cliargs::usageError(command, Cli::tr("--format: '%1' is not text, json or pgn").arg(formatName));
    bool jobsOk = false;
    const int jobs = parser.value(jobsOption).toInt(&jobsOk);
    if (!jobsOk || jobs < 1 || jobs > 256)
        return cliargs::usageError(command, Cli::tr("--jobs needs a number from 1 to 256"));
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return cliargs::usageError(command, Cli::tr("no file given (use - for standard input)"));

    QThreadPool pool;
    pool.setMaxThreadCount(jobs);
    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly))
        return 2;
    int status = 0;
    for (const QString& file : files) {
        std::unique_ptr<GameSource> source = GameSource::open(file, error);
        if (!source) {
            cliargs::usageError(command, error);
            status = 2;
            continue;
        }
        // Batches keep memory flat on large files; within a batch games run in parallel and are
        // written in input order.
        // Batches keep memory flat on large files. With several jobs the workers check one batch while
        // the main thread reads the next and writes the one before, in input order.
        const auto check = [&options, format](const GameInput& input) {
            const CheckedGame game = checkGame(input, options);
            return QPair<bool, QByteArray>(game.clean(), report(game, format));
        };
        const auto write = [&](const QList<QPair<bool, QByteArray>>& checked) {
            for (const auto& [clean, text] : checked) {
                out.write(text);
                if (!clean && status == 0)
                    status = 1;
            }
        };
        if (jobs == 1) {
            for (QList<GameInput> batch = source->nextBatch(1); !batch.isEmpty(); batch = source->nextBatch(1))
                write({check(batch.first())});
            continue;
        }
        const int batchSize = 64 * jobs;
        QList<GameInput> batch = source->nextBatch(batchSize);
        while (!batch.isEmpty()) {
            QFuture<QPair<bool, QByteArray>> running = QtConcurrent::mapped(&pool, batch, check);
            QList<GameInput> next = source->nextBatch(batchSize);
            write(running.results());
            batch = std::move(next);
        }
    }
    return status;
}
