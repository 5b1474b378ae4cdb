// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportcommand.h"

#include "checkedgame.h"
#include "cliargs.h"
#include "clitr.h"
#include "gameinput.h"
#include "reportprinter.h"
#include "translations.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QLocale>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextStream>

#include <cstdio>
#ifdef Q_OS_WIN
#include <fcntl.h>
#include <io.h>
#endif

namespace {

// The options of `report`, as its --help lists them.
struct ReportArguments {
    const QCommandLineOption lang{
        "lang", Cli::tr("Notation language of the sheet (auto or a code such as de)."), "L", "auto"};
    const QCommandLineOption fen = cliargs::fenOption();
    const QCommandLineOption reconstruct{
        "reconstruct", Cli::tr("Also find the most likely complete legal game and report the changes it needs.")};
    const QCommandLineOption pair{
        "pair", Cli::tr("The other player's sheet of the same game(s): report where the two differ."), "OTHER"};
    const QCommandLineOption diagram{"diagram",
        Cli::tr("Also draw the position after this ply (0: the start); may be given more than once."), "PLY"};
    const QCommandLineOption arbiter{"arbiter", Cli::tr("The arbiter's name, printed in the report's header."), "NAME"};
    const QCommandLineOption paper{
        "paper", Cli::tr("Paper size: a4 or letter (default: the one of the system's locale)."), "SIZE"};
    const QCommandLineOption output{
        "output", Cli::tr("The PDF file to write (required); - for standard output."), "FILE.pdf"};
    QCommandLineParser parser;

    ReportArguments()
    {
        parser.setApplicationDescription(
            Cli::tr("Writes the arbiter's report of a sheet as PDF: the sheet as typed with each entry's mark, "
                    "every finding with its FIDE article, the arbiter's events, diagrams of the positions that "
                    "matter and the game in clean notation. A PGN file with several games gives one PDF, each "
                    "game from a new page.")
            + QStringLiteral("\n\n")
            + Cli::tr("Exit status:\n"
                      "  0  the report was written\n"
                      "  2  unusable arguments, a file that cannot be read or holds no game, a game that cannot be\n"
                      "     replayed (no report is written, not half of one), or a PDF that cannot be written\n")
            + QStringLiteral("\n")
            + Cli::tr("Examples:\n"
                      "  scorecheck-cli report --output report.pdf sheet.txt\n"
                      "     The arbiter's report of the sheet.\n"
                      "  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt\n"
                      "     With both players' sheets compared and the position after ply 31 drawn.\n"));
        parser.addOptions({lang, fen, reconstruct, pair, diagram, arbiter, paper, output});
        parser.addPositionalArgument("FILE", Cli::tr("A scoresheet or PGN file; - for standard input."));
    }
};

struct ReportRequest {
    CheckOptions options;
    std::unique_ptr<GameSource> otherSheets;
    QList<int> diagrams;
    QString arbiter;
    QPageSize paper = QPageSize(QPageSize::A4);
    QString output;
    QString file;
};

std::optional<int> validate(const ReportArguments& a, ReportRequest& request, const QString& command)
{
    QString error;
    if (!cliargs::language(a.parser.value(a.lang), cliargs::AutoLanguage::Allowed, request.options.language, error)
        || !cliargs::startPosition(a.parser, a.fen, request.options.start, error))
        return cliargs::usageError(command, error);
    request.options.reconstruct = a.parser.isSet(a.reconstruct);
    for (const QString& value : a.parser.values(a.diagram)) {
        bool ok = false;
        const int ply = value.toInt(&ok);
        if (!ok || ply < 0)
            return cliargs::usageError(command, Cli::tr("--diagram needs a ply, a number from 0: '%1'").arg(value));
        request.diagrams << ply;
    }
    request.arbiter = a.parser.value(a.arbiter);
    const QString paper = a.parser.value(a.paper).toLower();
    if (paper.isEmpty())
        request.paper = report::localPaper(QLocale::system());
    else if (paper == QLatin1String("letter"))
        request.paper = QPageSize(QPageSize::Letter);
    else if (paper != QLatin1String("a4"))
        return cliargs::usageError(command, Cli::tr("--paper: '%1' is not a4 or letter").arg(a.parser.value(a.paper)));
    request.output = a.parser.value(a.output);
    if (request.output.isEmpty())
        return cliargs::usageError(command, Cli::tr("--output FILE.pdf is required"));
    const QStringList files = a.parser.positionalArguments();
    if (files.size() != 1)
        return cliargs::usageError(command, Cli::tr("give one file (use - for standard input)"));
    request.file = files.first();
    if (a.parser.isSet(a.pair)) {
        request.otherSheets = GameSource::open(a.parser.value(a.pair), error);
        if (!request.otherSheets)
            return cliargs::usageError(command, error);
    }
    return std::nullopt;
}

QString tag(const QList<QPair<QString, QString>>& tags, QLatin1StringView name)
{
    for (const auto& [key, value] : tags)
        if (key == name)
            return value == QLatin1String("?") ? QString() : value;
    return {};
}

report::Case reportCase(const CheckedGame& game, const QList<int>& diagrams)
{
    report::Case c;
    c.text = game.input.movetext;
    c.record = game.record;
    const QList<QPair<QString, QString>> tags = game.input.allTags();
    c.details = {tag(tags, QLatin1StringView("Event")), tag(tags, QLatin1StringView("Site")),
        tag(tags, QLatin1StringView("Date")), tag(tags, QLatin1StringView("Round")),
        tag(tags, QLatin1StringView("Board")), tag(tags, QLatin1StringView("White")),
        tag(tags, QLatin1StringView("Black")), tag(tags, QLatin1StringView("Result"))};
    c.reconstruction = game.reconstruction;
    if (game.paired && game.paired->unusable.isEmpty())
        c.comparison = report::Comparison{Cli::tr("%1, game %2")
                                              .arg(GameSource::displayName(game.paired->other.source))
                                              .arg(game.paired->other.number),
            game.paired->other.movetext, game.paired->otherRecord, game.paired->reconciliation};
    c.chosenPlies = diagrams;
    return c;
}

// Every game checked; the status to stop with when one cannot be reported (said on standard error).
std::optional<int> checkGames(const ReportRequest& request, const QString& command, QList<report::Case>& cases)
{
    QString error;
    const std::unique_ptr<GameSource> source = GameSource::open(request.file, error);
    if (!source)
        return cliargs::usageError(command, error);
    QList<GameInput> otherSheets;
    CheckOptions options = request.options;
    if (request.otherSheets) {
        otherSheets = request.otherSheets->readAll();
        options.pairWith = &otherSheets;
        if (otherSheets.isEmpty())  // as any input with no game in it (command-line.md section 2)
            return cliargs::usageError(
                command, Cli::tr("no game found in %1").arg(GameSource::displayName(request.otherSheets->name())));
    }
    const QList<GameInput> games = source->readAll();
    if (games.isEmpty())
        return cliargs::usageError(command, Cli::tr("no game found in %1").arg(GameSource::displayName(request.file)));
    for (const GameInput& input : games) {
        const CheckedGame game = checkGame(input, options);
        // A game that cannot be replayed at all has no report to make; none is written, not half of one.
        const std::optional<GameProblem>& problem = input.unusable ? input.unusable : game.error;
        if (problem)
            return cliargs::usageError(command,
                Cli::tr("%1, game %2: no report was written: %3")  // the problem's message says where
                    .arg(GameSource::displayName(input.source))
                    .arg(input.number)
                    .arg(problem->message));
        if (game.paired && !game.paired->unusable.isEmpty())
            QTextStream(stderr) << Cli::tr("%1, game %2: not compared: %3\n")
                                       .arg(GameSource::displayName(input.source))
                                       .arg(input.number)
                                       .arg(game.paired->unusable);
        // A position the replay never reached cannot be drawn; the report goes on without it, said so.
        for (int ply : request.diagrams)
            if (ply > game.record.plies)
                QTextStream(stderr) << Cli::tr("%1, game %2: no diagram after ply %3: the replay goes to ply %4 only\n")
                                           .arg(GameSource::displayName(input.source))
                                           .arg(input.number)
                                           .arg(ply)
                                           .arg(game.record.plies);
        cases << reportCase(game, request.diagrams);
    }
    return std::nullopt;
}

// "cannot write FILE: reason"; for `-`, the words every command says when its standard output fails.
QString cannotWrite(const QString& output, const QString& reason)
{
    return output == QLatin1String("-") ? Cli::tr("cannot write to standard output: %1").arg(reason)
                                        : Cli::tr("cannot write %1: %2").arg(output, reason);
}

bool openStandardOutput(QFile& file)
{
#ifdef Q_OS_WIN
    _setmode(_fileno(stdout), _O_BINARY);  // a PDF is bytes: no CR put before each LF
#endif
    return file.open(stdout, QIODevice::WriteOnly);
}

}  // namespace

int runReportPdfCommand(const QStringList& arguments, const QString& command)
{
    ReportArguments report;
    if (const std::optional<int> done = cliargs::parse(report.parser, arguments, command))
        return *done;
    ReportRequest request;
    if (const std::optional<int> refused = validate(report, request, command))
        return *refused;
    QList<report::Case> cases;
    if (const std::optional<int> refused = checkGames(request, command, cases))
        return *refused;
    // Written whole or not at all: the file appears only once the last page is in it. An output that is
    // no file (a pipe, a device such as /dev/stdout) is written into as it is: the whole file renamed over
    // it would replace it. `-` is standard output, as `-` for the sheet is standard input (section 2).
    const bool toStandardOutput = request.output == QLatin1String("-");
    const QFileInfo target(request.output);
    const bool intoAsItIs = toStandardOutput || (target.exists() && !target.isFile() && !target.isDir());
    QSaveFile whole(request.output);
    QFile asItIs(toStandardOutput ? QString() : request.output);
    QFileDevice& file = intoAsItIs ? static_cast<QFileDevice&>(asItIs) : whole;
    if (!(toStandardOutput ? openStandardOutput(asItIs) : file.open(QIODevice::WriteOnly)))
        return cliargs::usageError(command, cannotWrite(request.output, file.errorString()));
    {
        QPdfWriter pdf(&file);
        report::setUpPdf(pdf, request.paper);
        const report::Settings settings{report::AllParts, request.arbiter, QDateTime::currentDateTime(),
            translations::locale(translations::systemLanguage())};
        if (!report::print(cases, settings, pdf)) {
            if (!intoAsItIs)
                whole.cancelWriting();
            return cliargs::usageError(command, cannotWrite(request.output, Cli::tr("the PDF could not be made")));
        }
    }
    if (intoAsItIs ? !asItIs.flush() || asItIs.error() != QFileDevice::NoError : !whole.commit())
        return cliargs::usageError(command, cannotWrite(request.output, file.errorString()));
    return 0;
}
