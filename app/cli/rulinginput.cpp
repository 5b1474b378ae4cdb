// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulinginput.h"

#include "cliargs.h"
#include "gameinput.h"

#include "notation/verdict.h"

#include "clitr.h"

#include <QTextStream>

std::optional<int> readRulingGame(
    const QString& command, const QString& file, const CheckOptions& options, StoppedSheet stopped, CheckedGame& game)
{
    QString error;
    std::unique_ptr<GameSource> source = GameSource::open(file, error);
    if (!source)
        return cliargs::usageError(command, error);
    const QList<GameInput> batch = source->nextBatch(1);
    const QString name = GameSource::displayName(file);
    if (batch.isEmpty())
        return cliargs::usageError(command, Cli::tr("no game found in %1").arg(name));
    if (!source->nextBatch(1).isEmpty())
        return cliargs::usageError(
            command, Cli::tr("%1 holds more than one game: a ruling is made on one game, so give it alone").arg(name));
    game = checkGame(batch.first(), options);
    if (game.error)
        return cliargs::usageError(command, Cli::tr("%1 cannot be ruled on: %2").arg(name, game.error->message));
    // A result written says the game was over; the ruling, asked for after the last entry, is made all the
    // same, but not with the result passed over. A game that ended on the board: the ruling says so itself.
    if (const QString& result = game.record.resultWritten;
        !result.isEmpty() && result != QLatin1String("*") && !game.record.end)
        QTextStream(stderr) << "scorecheck-cli " << command << ": "
                            << Cli::tr("warning: the sheet has the result %1 written; the ruling takes the game as "
                                       "going on after its last entry")
                                   .arg(result)
                            << '\n';
    const int stop = game.record.stopIndex();
    // A game that ended by itself before the stop is ruled on: the ruling says it had ended.
    if (stop < 0 || stopped == StoppedSheet::Ruled || game.record.end)
        return std::nullopt;
    const sheet::EntryRecord& e = game.record.entries[stop];
    return cliargs::usageError(command,
        Cli::tr("the sheet stops at line %1, column %2: \"%3\" is %4, so the position of the claim is not known")
            .arg(game.input.fileLine(e.entry.line))
            .arg(e.entry.column)
            .arg(
                sheet::shownEntryText(e.entry.text(game.input.movetext)), notation::verdictName(e.resolution.verdict)));
}
