#include "flagcommand.h"

#include "cliargs.h"
#include "jsonwriter.h"
#include "output.h"
#include "rulinginput.h"

#include "rulings/flag.h"
#include "rulings/flagwording.h"
#include "rulings/rate.h"

#include "clitr.h"

#include <QCommandLineParser>

namespace {

const QString Command = QStringLiteral("rule flag");

const char* sideName(chess::Color c) { return c == chess::Color::White ? "white" : "black"; }

struct FlagArguments {
    const QCommandLineOption moves{"moves",
        Cli::tr("The number of moves the time control asks by the time the flag fell (for instance 40)."), "N"};
    const QCommandLineOption rate{"rate", Cli::tr("Rate of play: standard, rapid or blitz."), "R", "standard"};
    const QCommandLineOption lang{
        "lang", Cli::tr("Notation language of the sheets (auto or a code such as de)."), "L", "auto"};
    const QCommandLineOption fen = cliargs::fenOption();
    const QCommandLineOption format{"format", Cli::tr("Output: text or json (one object)."), "F", "text"};
    QCommandLineParser parser;

    FlagArguments()
    {
        parser.addOptions({moves, rate, lang, fen, format});
        parser.addPositionalArgument("white|black", Cli::tr("The player whose flag fell."));
        parser.addPositionalArgument(
            "FILE", Cli::tr("The sheet up to the flag fall, one game; - for standard input."));
    }
};

struct FlagRequest {
    chess::Color flagged = chess::Color::White;
    std::optional<int> movesRequired;
    rulings::Rate rate = rulings::Rate::Standard;
    CheckOptions options;
    bool json = false;
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
    const std::optional<rulings::Rate> rate = rulings::rateFromCode(a.parser.value(a.rate));
    if (!rate)
        return cliargs::usageError(
            Command, Cli::tr("--rate: '%1' is not standard, rapid or blitz").arg(a.parser.value(a.rate)));
    request.rate = *rate;
    QString error;
    if (!cliargs::language(a.parser.value(a.lang), cliargs::AutoLanguage::Allowed, request.options.language, error)
        || !cliargs::startPosition(a.parser, a.fen, request.options.start, error))
        return cliargs::usageError(Command, error);
    const QString format = a.parser.value(a.format);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return cliargs::usageError(Command, Cli::tr("--format: '%1' is not text or json").arg(format));
    request.json = format == QLatin1String("json");
    return std::nullopt;
}

// One object on one line, its keys in the order of docs/command-line.md section 12.
QByteArray jsonRuling(const rulings::FlagRuling& r, const CheckedGame& game, rulings::Rate rate)
{
    JsonWriter w;
    w.beginObject();
    w.key("flagged").value(sideName(r.flagged));
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
        = readRulingGame(Command, request.file, request.options, StoppedSheet::Ruled, game))
        return *status;
    const rulings::FlagRuling ruling = rulings::ruleFlagFall(game.record, request.flagged, request.movesRequired);
    Output out;
    const QByteArray report
        = request.json ? jsonRuling(ruling, game, request.rate) : rulings::flagText(ruling).toUtf8();
    return out.write(report) ? 0 : Output::WriteFailedStatus;
}
