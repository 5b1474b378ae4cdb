// SPDX-License-Identifier: GPL-3.0-or-later
#include "illegalcommand.h"

#include "checkedgame.h"
#include "cliargs.h"
#include "jsonwriter.h"
#include "output.h"
#include "rulinginput.h"
#include "rulingoptions.h"
#include "version.h"

#include "chess/fen.h"
#include "notation/verdict.h"
#include "rulings/illegalmove.h"
#include "rulings/illegalmovewording.h"

#include "clitr.h"

#include <QCommandLineParser>

namespace {

const QString Command = QStringLiteral("rule illegal");

struct IllegalArguments {
    const RulingOptions common;
    QCommandLineParser parser;

    IllegalArguments()
    {
        common.addTo(parser);
        parser.addPositionalArgument("FILE",
            Cli::tr("The sheet up to the illegal move, which is its last entry; one game; - for standard input."));
    }
};

void writeEntry(JsonWriter& w, const CheckedGame& game, int index)
{
    const sheet::EntryRecord& e = game.record.entries[index];
    w.beginObject();
    w.key("entry").value(index + 1);
    w.key("line").value(game.input.fileLine(e.entry.line));
    w.key("column").value(e.entry.column);
    w.key("moveNumber").value(e.moveNumber);
    w.key("side").value(sideCode(e.side));
    w.key("text").value(e.entry.text(game.input.movetext).toString());
    w.key("verdict").value(notation::verdictCode(e.resolution.verdict));
    w.endObject();
}

void writeEntries(JsonWriter& w, const CheckedGame& game, const QList<int>& entries)
{
    w.beginArray();
    for (int i : entries)
        writeEntry(w, game, i);
    w.endArray();
}

// One object on one line, its keys in the order of docs/command-line.md section 13.
QByteArray jsonRuling(const rulings::IllegalMoveRuling& r, const CheckedGame& game, rulings::Rate rate)
{
    const bool timeAdded = r.outcome == rulings::IllegalMoveOutcome::TimeToOpponent;
    JsonWriter w;
    w.beginObject();
    w.key("offender").value(sideCode(r.offender));
    w.key("outcome").value(rulings::illegalMoveOutcomeCode(r.outcome));
    w.key("result");
    r.result.isEmpty() ? w.null() : w.value(r.result);
    w.key("articles").beginArray();
    for (const char* article : r.articles)
        w.value(article);
    w.endArray();
    w.key("move");
    writeEntry(w, game, r.entry);
    w.key("count").value(r.count);
    w.key("earlier");
    writeEntries(w, game, r.earlier);
    w.key("notCounted");
    writeEntries(w, game, r.notCounted);
    w.key("reinstated");
    r.reinstated ? w.value(QString::fromStdString(chess::toFen(*r.reinstated))) : w.null();
    w.key("opponentMinutes");
    timeAdded ? w.value(r.penalty.minutes) : w.null();
    w.key("minutesWhereB2Applies");
    timeAdded&& r.penalty.minutesWhereB2Applies > 0 ? w.value(r.penalty.minutesWhereB2Applies) : w.null();
    w.key("opponentCanMate");
    const std::optional<bool> canMate
        = r.opponentMate ? rulings::mateAbilityValue(r.opponentMate->ability) : std::optional<bool>();
    canMate ? w.value(*canMate) : w.null();
    w.key("line");
    if (!r.opponentMate || r.opponentMate->lineUci.isEmpty()) {
        w.null();
    } else {
        w.beginArray();
        for (const QString& move : r.opponentMate->lineUci)
            w.value(move);
        w.endArray();
    }
    w.key("rate").value(rulings::rateCode(rate));
    w.key("language").value(notation::languageInfo(game.record.language).code);
    w.key("plies").value(game.record.plies);
    w.key("explanation").value(rulings::illegalMoveWording(r, game.record, game.input.movetext).verdict);
    w.key("version").value(version::text());
    w.endObject();
    return w.takeLine();
}

}  // namespace

int runIllegalCommand(const QStringList& arguments)
{
    IllegalArguments a;
    if (const std::optional<int> done = cliargs::parse(a.parser, arguments, Command))
        return *done;
    const QStringList positional = a.parser.positionalArguments();
    if (positional.size() != 1)
        return cliargs::usageError(Command, Cli::tr("give one file: the sheet up to the illegal move"));
    RulingSettings settings;
    if (const std::optional<int> status = readRulingOptions(Command, a.parser, a.common, settings))
        return *status;
    CheckedGame game;
    if (const std::optional<int> status
        = readRulingGame(Command, positional.first(), settings.check, StoppedSheet::Ruled, game))
        return *status;
    if (game.record.entries.isEmpty())
        return cliargs::usageError(
            Command, Cli::tr("the sheet has no entries: its last entry is the illegal move to rule on"));
    const rulings::IllegalMoveRuling ruling
        = rulings::ruleIllegalMove(game.record, int(game.record.entries.size()) - 1, settings.rate);
    const QByteArray report = settings.format == RulingFormat::Json
        ? jsonRuling(ruling, game, settings.rate)
        : rulings::illegalMoveText(ruling, game.record, game.input.movetext).toUtf8();
    return Output::writeWhole(report);
}
