// SPDX-License-Identifier: GPL-3.0-or-later
#include "claimcommand.h"

#include "checkedgame.h"
#include "cliargs.h"
#include "gameinput.h"
#include "jsonwriter.h"
#include "output.h"
#include "rulinginput.h"
#include "rulingoptions.h"
#include "version.h"

#include "chess/uci.h"
#include "notation/verdict.h"
#include "rulings/claim.h"
#include "rulings/claimwording.h"

#include "clitr.h"

#include <QCommandLineParser>

namespace {

const QString Command = QStringLiteral("rule claim");

struct ClaimArguments {
    const QCommandLineOption intended{"intended",
        Cli::tr("The move the claimant wrote and declared but has not played, in the sheet's notation and language."),
        "MOVE"};
    const RulingOptions common;
    QCommandLineParser parser;

    ClaimArguments()
    {
        parser.addOption(intended);
        common.addTo(parser);
        parser.addPositionalArgument("threefold|fifty", Cli::tr("The draw claimed: threefold (9.2) or fifty (9.3)."));
        parser.addPositionalArgument(
            "FILE", Cli::tr("The sheet up to the moment of the claim, one game; - for standard input."));
    }
};

struct ClaimRequest {
    rulings::ClaimKind kind = rulings::ClaimKind::Threefold;
    std::optional<QString> intended;
    RulingSettings settings;
    QString file;
};

// The arguments checked in the order they are said wrong in; the exit status after a usage error.
std::optional<int> validate(const ClaimArguments& a, ClaimRequest& request)
{
    const QStringList positional = a.parser.positionalArguments();
    if (positional.size() != 2)
        return cliargs::usageError(Command, Cli::tr("give the draw claimed (threefold or fifty) and one file"));
    if (positional[0] == QLatin1String("threefold"))
        request.kind = rulings::ClaimKind::Threefold;
    else if (positional[0] == QLatin1String("fifty"))
        request.kind = rulings::ClaimKind::FiftyMoves;
    else
        return cliargs::usageError(Command, Cli::tr("'%1' is no claim: use threefold or fifty").arg(positional[0]));
    request.file = positional[1];
    if (a.parser.isSet(a.intended)) {
        request.intended = a.parser.value(a.intended);
        // Nothing written is no move written: ruled on, it would be an incorrect claim (9.5.3).
        if (request.intended->trimmed().isEmpty())
            return cliargs::usageError(Command, Cli::tr("--intended: give the move written and declared"));
    }
    return readRulingOptions(Command, a.parser, a.common, request.settings);
}

void writeIntended(JsonWriter& w, const rulings::ClaimRuling& r, const chess::Position& board)
{
    w.key("intended");
    if (!r.intended) {
        w.null();
        return;
    }
    const notation::Resolution& resolution = r.intended->resolution;
    w.beginObject().key("text").value(r.intended->text);
    w.key("verdict").value(notation::verdictCode(resolution.verdict));
    w.key("uci");
    resolution.isResolved() ? w.value(chess::toUci(board, resolution.move)) : w.null();
    w.key("readings").beginArray();  // an ambiguous move's legal moves
    for (int i = 0; i < resolution.candidateCount && i < notation::Resolution::MaxCandidates; ++i)
        w.value(chess::toUci(board, resolution.candidates[i]));
    w.endArray().endObject();
}

void writeConsequence(JsonWriter& w, const rulings::Consequence& c)
{
    w.key("consequence").beginObject();
    w.key("result");
    c.result.isEmpty() ? w.null() : w.value(c.result);
    w.key("end");
    const char* end = rulings::gameEndCode(c.end);
    end ? w.value(end) : w.null();
    w.key("endedAt");
    c.endedAt >= 0 ? w.value(c.endedAt) : w.null();
    w.key("opponentMinutes").value(c.opponentMinutes);
    w.key("minutesWhereB2Applies");
    c.minutesWhereB2Applies > 0 ? w.value(c.minutesWhereB2Applies) : w.null();
    w.key("intendedMustBePlayed").value(c.intendedMustBePlayed);
    w.key("drawOffer").value(c.drawOffer);
    w.key("articles").beginArray();
    for (const char* article : c.articles)
        w.value(article);
    w.endArray().endObject();
}

// One object on one line, its keys in the order of docs/command-line.md section 10.
QByteArray jsonRuling(const rulings::ClaimRuling& r, const CheckedGame& game, rulings::Rate rate)
{
    JsonWriter w;
    w.beginObject();
    w.key("claim").value(rulings::claimKindCode(r.kind));
    w.key("claimant").value(sideCode(r.claimant));
    w.key("form").value(rulings::claimFormCode(r.form));
    w.key("article").value(r.article);
    w.key("correct").value(r.correct);
    w.key("reason").value(rulings::claimReasonCode(r.reason));
    writeIntended(w, r, game.record.final);
    w.key("occurrences").beginArray();
    for (const rulings::GamePoint& p : r.occurrences)
        w.value(p.ply);
    w.endArray();
    w.key("notCounted").beginArray();
    for (const rulings::SameBoardElsewhere& s : r.notCounted) {
        w.beginObject().key("ply").value(s.point.ply).key("differences").beginArray();
        if (s.has(rulings::Difference::CastlingRights))
            w.value("castling-rights");
        if (s.has(rulings::Difference::EnPassant))
            w.value("en-passant");
        w.endArray().endObject();
    }
    w.endArray();
    w.key("lastIrreversible");
    r.lastIrreversible ? w.value(r.lastIrreversible->ply) : w.null();
    w.key("startHalfmoveClock").value(r.startHalfmoveClock);
    w.key("halfMovesSince").value(r.halfMovesSince);
    w.key("movesSince").beginObject().key("white").value(r.movesSince[0]).key("black").value(r.movesSince[1]);
    w.endObject();
    w.key("rate").value(rulings::rateCode(rate));
    writeConsequence(w, r.consequence);
    w.key("language").value(notation::languageInfo(game.record.language).code);
    w.key("plies").value(game.record.plies);
    w.key("explanation").value(rulings::claimWording(r).verdict);
    w.key("version").value(version::text());
    w.endObject();
    return w.takeLine();
}

}  // namespace

int runClaimCommand(const QStringList& arguments)
{
    ClaimArguments a;
    if (const std::optional<int> done = cliargs::parse(a.parser, arguments, Command))
        return *done;
    ClaimRequest request;
    if (const std::optional<int> status = validate(a, request))
        return *status;
    CheckedGame game;
    if (const std::optional<int> status
        = readRulingGame(Command, request.file, request.settings.check, StoppedSheet::Refused, game))
        return *status;
    const rulings::ClaimRuling ruling = rulings::ruleClaim(game.record, request.kind,
        request.intended ? std::optional<QStringView>(*request.intended) : std::nullopt, request.settings.rate);
    const QByteArray report = request.settings.format == RulingFormat::Json
        ? jsonRuling(ruling, game, request.settings.rate)
        : rulings::claimText(ruling).toUtf8();
    return Output::writeWhole(report);
}
