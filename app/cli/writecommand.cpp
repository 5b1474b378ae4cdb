// SPDX-License-Identifier: GPL-3.0-or-later
#include "writecommand.h"

#include "checkedgame.h"
#include "cliargs.h"
#include "gameinput.h"
#include "output.h"

#include "notation/movewriter.h"
#include "notation/verdict.h"
#include "sheet/parsedsheet.h"
#include "sheet/recordwalk.h"
#include "sheet/takenbackmark.h"

#include "clitr.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace {

bool notationFromName(const QString& name, notation::Notation& n)
{
    static const QList<QPair<QString, notation::Notation>> names
        = {{"san", notation::Notation::San}, {"lan", notation::Notation::LongAlgebraic},
            {"figurine", notation::Notation::Figurine}, {"uci", notation::Notation::Uci},
            {"iccf", notation::Notation::IccfNumeric}, {"descriptive", notation::Notation::Descriptive}};
    for (const auto& [text, value] : names)
        if (name == text) {
            n = value;
            return true;
        }
    return false;
}

// "1. Sf3 d5" per line; a game that starts with Black opens with "1... d5"; (=) after an offer.
QString writeSheet(const CheckedGame& game, const notation::WriteOptions& options)
{
    QString out;
    QString line;
    // White's move, or the first, starts a line with its number.
    const auto place = [&out, &line](const sheet::EntryRecord& e) {
        if (e.side == chess::Color::White || line.isEmpty()) {
            if (!line.isEmpty())
                out += line + u'\n';
            line = notation::moveNumberText(e.moveNumber, e.side);
        }
    };
    for (const sheet::WalkedEntry& w : sheet::RecordWalk(game.record)) {
        const sheet::EntryRecord& e = w.record;
        if (e.has(sheet::PlaceFinding::TakenBack)) {
            // No move of the game (7.5.1), but on the sheet: kept as written, with the arbiter's mark.
            place(e);
            line += u' ' + e.entry.text(game.input.movetext).toString() + u' ' + sheet::takenBackMark(options.language);
            if (e.entry.drawOfferAfterMark)
                line += QStringLiteral(" (=)");
            continue;
        }
        if (e.ply == 0)
            break;
        place(e);
        line += u' ' + w.writtenMove(options).toString();
        if (e.drawOffer)
            line += QStringLiteral(" (=)");
    }
    if (!line.isEmpty())
        out += line + u'\n';
    const QString result = game.record.resultWritten;
    if (!result.isEmpty() && result != QLatin1String("0-0"))
        out += result + u'\n';
    return out;
}

// Where and why the written game stops short of the sheet: the first entry that gives no move, with its
// verdict and place; or why the game could not be replayed at all. Empty when it is written whole.
QString whereItStops(const CheckedGame& game)
{
    const QString name = Cli::tr("%1, game %2").arg(GameSource::displayName(game.input.source)).arg(game.input.number);
    if (game.error)
        return Cli::tr("%1 cannot be written: %2").arg(name, game.error->message);
    if (const int stop = game.record.stopIndex(); stop >= 0) {
        const sheet::EntryRecord& e = game.record.entries[stop];
        return Cli::tr("%1 stops at line %2, column %3: \"%4\" is %5; nothing after it is written")
            .arg(name)
            .arg(game.input.fileLine(e.entry.line))
            .arg(e.entry.column)
            .arg(sheet::shownEntryText(e.entry.text(game.input.movetext)), notation::verdictName(e.resolution.verdict));
    }
    return {};
}

}  // namespace

int runWriteCommand(const QStringList& arguments)
{
    const QString command = QStringLiteral("write");
    QCommandLineParser parser;
    const QCommandLineOption notationOption(
        "notation", Cli::tr("san, lan, figurine, uci, iccf or descriptive."), "N", "san");
    const QCommandLineOption langOption("lang", Cli::tr("Piece letters of the output (a code such as de)."), "L", "en");
    const QCommandLineOption inputLangOption(
        "input-lang", Cli::tr("Notation language of the input (auto or a code)."), "L", "auto");
    const QCommandLineOption fenOption = cliargs::fenOption();
    parser.addOptions({notationOption, langOption, inputLangOption, fenOption});
    parser.addPositionalArgument("FILE", Cli::tr("A scoresheet or PGN file; - for standard input."));
    if (const std::optional<int> done = cliargs::parse(parser, arguments, command))
        return *done;
    notation::WriteOptions options;
    if (!notationFromName(parser.value(notationOption), options.notation))
        return cliargs::usageError(command,
            Cli::tr("--notation: '%1' is not san, lan, figurine, uci, iccf or descriptive")
                .arg(parser.value(notationOption)));
    QString error;
    std::optional<notation::Language> output;
    CheckOptions check;
    if (!cliargs::language(parser.value(langOption), cliargs::AutoLanguage::Refused, output, error)
        || !cliargs::language(parser.value(inputLangOption), cliargs::AutoLanguage::Allowed, check.language, error)
        || !cliargs::startPosition(parser, fenOption, check.start, error))
        return cliargs::usageError(command, error);
    options.language = *output;
    if (options.notation == notation::Notation::Descriptive && !notation::hasDescriptiveLetters(options.language))
        return cliargs::usageError(command,
            Cli::tr("--notation descriptive: no descriptive letters for '%1' (use en, or de, da, sv or no for "
                    "German letters)")
                .arg(parser.value(langOption)));
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return cliargs::usageError(command, Cli::tr("give one file (or - for standard input)"));
    std::unique_ptr<GameSource> source = GameSource::open(files.first(), error);
    if (!source)
        return cliargs::usageError(command, error);
    Output out;
    int status = 0;
    bool first = true;
    QList<GameInput> batch = source->nextBatch(1);
    if (batch.isEmpty())
        return cliargs::usageError(command, Cli::tr("no game found in %1").arg(GameSource::displayName(files.first())));
    for (; !batch.isEmpty(); batch = source->nextBatch(1)) {
        const CheckedGame game = checkGame(batch.first(), check);
        // A game with nothing to write (it cannot be replayed) leaves no blank line either.
        if (const QString sheet = writeSheet(game, options); !sheet.isEmpty()) {
            if (!out.write(((first ? QString() : QStringLiteral("\n")) + sheet).toUtf8()))
                return Output::WriteFailedStatus;
            first = false;
        }
        if (const QString stop = whereItStops(game); !stop.isEmpty())
            QTextStream(stderr) << "scorecheck-cli " << command << ": " << stop << '\n';
        if (!game.clean())
            status = 1;
    }
    return status;
}
