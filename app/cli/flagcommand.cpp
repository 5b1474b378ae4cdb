// SPDX-License-Identifier: GPL-3.0-or-later
#include "flagcommand.h"

#include "cliargs.h"
#include "jsonwriter.h"
#include "output.h"
#include "rulinginput.h"
#include "rulingoptions.h"
#include "version.h"

#include "rulings/flag.h"
#include "rulings/flagwording.h"
#include "rulings/rate.h"

#include "clitr.h"

#include <QCommandLineParser>

namespace {

const QString Command = QStringLiteral("rule flag");

struct FlagArguments {
    const QCommandLineOption moves{"moves",
        Cli::tr("The number of moves the time control asks by the time the flag fell (for instance 40)."), "N"};
    const RulingOptions common;
    QCommandLineParser parser;

    FlagArguments()
    {
        parser.addOption(moves);
        common.addTo(parser);
        parser.addPositionalArgument("white|black", Cli::tr("The player whose flag fell."));
        parser.addPositionalArgument("FILE", Cli::tr("The sheet up to the flag fall, one game; - for standard input."));
    }
};

struct FlagRequest {
    chess::Color flagged = chess::Color::White;
    std::optional<int> movesRequired;
    RulingSettings settings;
    QString file;
};

// The arguments checked in the order they are said wrong in; the exit status after a usage error.
std::optional<int> validate(const FlagArguments& a, FlagRequest& request)
{
    const QStringList positional = a.parser.positionalArguments();
    if (positional.size() != 2)
        return cliargs::usageError(Command, Cli::tr("give the player whose flag fell (white or black) and one file"));
    if (positional[0] == QLatin1String("white"))
        request.flagged = chess::Color::White;
    else if (positional[0] == QLatin1String("black"))
        request.flagged = chess::Color::Black;
    else
        return cliargs::usageError(Command, Cli::tr("'%1' is no player: use white or black").arg(positional[0]));
    request.file = positional[1];
    if (a.parser.isSet(a.moves)) {
        bool ok = false;
        const int moves = a.parser.value(a.moves).toInt(&ok);
        if (!ok || moves < 1 || moves > 1000)
            return cliargs::usageError(
                Command, Cli::tr("--moves: '%1' is not a number of moves from 1 to 1000").arg(a.parser.value(a.moves)));
        request.movesRequired = moves;
    }
    return readRulingOptions(Command, a.parser, a.common, request.settings);
}

// One object on one line, its keys in the order of docs/command-line.md section 12.
QByteArray jsonRuling(const rulings::FlagRuling& r, const CheckedGame& game, rulings::Rate rate)
{
    JsonWriter w;
    w.beginObject();
    w.key("flagged").value(sideCode(r.flagged));
    w.key("result");
    r.result.isEmpty() ? w.null() : w.value(r.result);
    w.key("article").value(r.article);
    w.key("opponentCanMate");
    const std::optional<bool> canMate
        = r.opponentCanMate ? rulings::mateAbilityValue(*r.opponentCanMate) : std::optional<bool>();
    canMate ? w.value(*canMate) : w.null();
    w.key("movesCompleted").value(r.movesCompleted);
    w.key("movesRequired");
    r.movesRequired ? w.value(*r.movesRequired) : w.null();
    w.key("verifiedTo").value(r.verifiedToPly);
    w.key("outcome").value(rulings::flagOutcomeCode(r.outcome));
    w.key("notCompleted");  // the ply of the flagged player's last move when it was made but not completed
    r.moveNotCompleted ? w.value(r.moveNotCompleted->ply) : w.null();
    w.key("complete").value(r.reach.complete);
    w.key("verifiedToMove").value(r.reach.verifiedTo);
    w.key("writtenTo").value(r.reach.writtenTo);
    w.key("line");
    if (r.mateLineUci.isEmpty()) {
        w.null();
    } else {
        w.beginArray();
        for (const QString& move : r.mateLineUci)
            w.value(move);
        w.endArray();
    }
    w.key("rate").value(rulings::rateCode(rate));
    w.key("language").value(notation::languageInfo(game.record.language).code);
    w.key("plies").value(game.record.plies);
    w.key("explanation").value(rulings::flagWording(r).verdict);
    w.key("version").value(version::text());
    w.endObject();
    return w.takeLine();
}

}  // namespace

int runFlagCommand(const QStringList& arguments)
{
    FlagArguments a;
    if (const std::optional<int> done = cliargs::parse(a.parser, arguments, Command))
        return *done;
    FlagRequest request;
    if (const std::optional<int> status = validate(a, request))
        return *status;
    CheckedGame game;
    if (const std::optional<int> status
        = readRulingGame(Command, request.file, request.settings.check, StoppedSheet::Ruled, game))
        return *status;
    const rulings::FlagRuling ruling = rulings::ruleFlagFall(game.record, request.flagged, request.movesRequired);
    const QByteArray report = request.settings.format == RulingFormat::Json
        ? jsonRuling(ruling, game, request.settings.rate)
        : rulings::flagText(ruling).toUtf8();
    return Output::writeWhole(report);
}
