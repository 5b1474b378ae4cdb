#include "checkedgame.h"

#include "jsonwriter.h"
#include "repairreport.h"

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/movewriter.h"
#include "pgn/pgngame.h"
#include "repair/suggestions.h"
#include "sheet/replay.h"

#include "clitr.h"

#include <QCoreApplication>

namespace {

QString tagValue(const GameInput& input, const char* name)
{
    return pgn::tagValue(input.tags, QString::fromLatin1(name));
}

// The codes of the entry's notation findings, then of its place findings.
template <typename Use>
void forEachFindingCode(const sheet::EntryRecord& e, Use use)
{
    e.resolution.findings.forEach([&](notation::Finding f) { use(notation::findingCode(f)); });
    for (int i = 0; i < sheet::PlaceFindingCount; ++i)
        if (e.has(sheet::PlaceFinding(i)))
            use(sheet::placeFindingCode(sheet::PlaceFinding(i)));
}

QStringList findingCodes(const sheet::EntryRecord& e)
{
    QStringList codes;
    forEachFindingCode(e, [&codes](const char* code) { codes << QString::fromLatin1(code); });
    return codes;
}

const char* sideName(chess::Color c) { return c == chess::Color::White ? "white" : "black"; }

}  // namespace

CheckedGame checkGame(const GameInput& input, const CheckOptions& options)
{
    CheckedGame game{input, {}, {}, {}, {}};
    const std::optional<chess::Position> start = pgn::startPosition(input.tags, options.start, game.error);
    if (!start) {
        game.record.start = game.record.final = options.start;
        return game;
    }
    game.record = sheet::checkSheet(input.movetext, *start, {options.language, notation::Language::English});
    if (options.reconstruct)
        game.reconstruction
            = repair::reconstruct(*start, sheet::entryTexts(game.record, game.input.movetext), game.record.language);
    if (options.pairWith) {
        const auto other = std::find_if(options.pairWith->begin(), options.pairWith->end(),
            [&input](const GameInput& g) { return g.number == input.number; });
        if (other != options.pairWith->end())
            game.paired = pairreport::pair(game, *other, options);
        else
            game.input.problems << Cli::tr("no game %1 on the other sheet to pair with").arg(input.number);
    }
    return game;
}

QByteArray jsonReport(const CheckedGame& game)
{
    const sheet::Record& r = game.record;
    JsonWriter w;
    w.beginObject();
    w.key("game").value(game.input.number);
    if (game.input.source != QLatin1String("-"))
        w.key("file").value(game.input.source);
    w.key("language").value(notation::languageInfo(r.language).code);
    w.key("startFen").value(chess::toFen(r.start));
    w.key("finalFen").value(chess::toFen(r.final));
    w.key("plies").value(r.plies);
    w.key("result");
    r.resultWritten.isEmpty() ? w.null() : w.value(r.resultWritten);
    w.key("resultOnBoard");
    r.resultOnBoard.isEmpty() ? w.null() : w.value(r.resultOnBoard);
    w.key("movesCompleted")
        .beginObject()
        .key("white")
        .value(r.movesCompleted[0])
        .key("black")
        .value(r.movesCompleted[1])
        .endObject();
    const QList<QStringView> texts = repairreport::entryTextsToRepair(game);
    w.key("entries").beginArray();
    chess::Position p = r.start;
    for (int index = 0; index < r.entries.size(); ++index) {
        const sheet::EntryRecord& e = r.entries[index];
        const bool played = e.ply > 0;
        w.beginObject();
        w.key("line").value(game.input.fileLine(e.entry.line));
        w.key("column").value(e.entry.column);
        w.key("text").value(e.entry.text(game.input.movetext));
        w.key("ply");
        played ? w.value(e.ply) : w.null();
        w.key("number").value(e.moveNumber);
        w.key("side").value(sideName(e.side));
        w.key("verdict").value(notation::verdictCode(e.resolution.verdict));
        w.key("uci");
        played ? w.value(chess::toUci(p, e.resolution.move)) : w.null();
        w.key("san");
        played ? w.value(notation::writeMove(
            p, e.resolution.move, {notation::Notation::San, notation::Language::English, notation::SanStyle::Pgn}))
               : w.null();
        w.key("findings").beginArray();
        forEachFindingCode(e, [&w](const char* code) { w.value(code); });
        w.endArray();
        w.key("drawOffer").value(e.drawOffer);
        w.key("suggestions").beginArray();
        if (repair::wantsSuggestions(e))
            for (const QString& uci : repairreport::suggestionsUci(p, game, texts, index))
                w.value(uci);
        w.endArray();
        w.endObject();
        if (played)
            p.doMove(e.resolution.move);
    }
    w.endArray();
    w.key("events").beginArray();
    for (const sheet::GameEvent& e : r.events) {
        w.beginObject().key("ply").value(e.ply).key("kind").value(sheet::eventCode(e.kind));
        if (!e.plies.isEmpty()) {
            w.key("plies").beginArray();
            for (int ply : e.plies)
                w.value(ply);
            w.endArray();
        }
        w.endObject();
    }
    w.endArray();
    w.key("drawOffers").beginArray();
    for (const sheet::DrawOffer& d : r.drawOffers)
        w.beginObject()
            .key("side")
            .value(sideName(d.side))
            .key("number")
            .value(d.moveNumber)
            .key("ply")
            .value(d.ply)
            .endObject();
    w.endArray();
    if (game.reconstruction)
        repairreport::writeJson(w, game, texts);
    if (game.paired)
        pairreport::writeJson(w, game);
    if (!game.error.isEmpty())
        w.key("error").value(game.error);
    if (!game.input.problems.isEmpty()) {
        w.key("problems").beginArray();
        for (const QString& problem : game.input.problems)
            w.value(problem);
        w.endArray();
    }
    w.endObject();
    return w.takeLine();
}

QString textReport(const CheckedGame& game)
{
    const sheet::Record& r = game.record;
    QString out;
    const QString white = tagValue(game.input, "White"), black = tagValue(game.input, "Black");
    out += Cli::tr("%1, game %2").arg(game.input.source).arg(game.input.number);
    if (!white.isEmpty() || !black.isEmpty())
        out += QStringLiteral(" (%1 - %2)").arg(white, black);
    out += u'\n';
    for (const QString& problem : game.input.problems)
        out += QStringLiteral("  %1\n").arg(problem);
    if (!game.error.isEmpty())
        return out + QStringLiteral("  %1\n").arg(game.error);
    out += Cli::tr("  %1 plies; notation: %2%3\n")
               .arg(r.plies)
               .arg(QString::fromLatin1(notation::languageInfo(r.language).englishName))
               .arg(r.languageDetected ? Cli::tr(" (found by replaying)") : QString());
    const QList<QStringView> texts = repairreport::entryTextsToRepair(game);
    int unchecked = 0;
    for (int index = 0; index < r.entries.size(); ++index) {
        const sheet::EntryRecord& e = r.entries[index];
        const notation::Verdict v = e.resolution.verdict;
        if (v == notation::Verdict::Unchecked) {
            ++unchecked;
            continue;
        }
        if (v == notation::Verdict::Ok && e.resolution.findings.empty() && e.placeFindings == 0)
            continue;
        const QStringList codes = findingCodes(e);
        // One multi-argument arg(): each single arg() would copy the whole line again.
        out += Cli::tr("  line %1, column %2: %3 %4 %5 — %6")
                   .arg(QString::number(game.input.fileLine(e.entry.line)), QString::number(e.entry.column),
                       QString::number(e.moveNumber),
                       e.side == chess::Color::White ? QStringLiteral(".") : QStringLiteral("..."),
                       e.entry.text(game.input.movetext), notation::verdictName(v));
        if (!codes.isEmpty())
            out += QStringLiteral(" (%1)").arg(codes.join(QLatin1String(", ")));
        out += u'\n';
        if (repair::wantsSuggestions(e))
            out += repairreport::likelyMoves(r.positionBefore(index), game, texts, index);
    }
    if (unchecked)
        out += Cli::tr("  %1 entries after that could not be checked\n").arg(unchecked);
    for (const sheet::DrawOffer& d : r.drawOffers)
        out += (d.side == chess::Color::White ? Cli::tr("  draw offer by White after move %1\n")
                                              : Cli::tr("  draw offer by Black after move %1\n"))
                   .arg(d.moveNumber);
    for (const sheet::GameEvent& e : r.events) {
        QStringList plies;
        for (int ply : e.plies)
            plies << QString::number(ply);
        out += Cli::tr("  %1 after ply %2").arg(QString::fromLatin1(sheet::eventCode(e.kind))).arg(e.ply);
        out += plies.isEmpty() ? QStringLiteral("\n")
                               : Cli::tr(" (the position stood at plies %1)\n").arg(plies.join(", "));
    }
    if (game.reconstruction)
        out += repairreport::text(game, texts);
    if (game.paired)
        out += pairreport::text(game);
    out += Cli::tr("  moves completed: White %1, Black %2\n").arg(r.movesCompleted[0]).arg(r.movesCompleted[1]);
    if (!r.resultWritten.isEmpty() || !r.resultOnBoard.isEmpty())
        out += Cli::tr("  result written: %1; on the board: %2\n")
                   .arg(r.resultWritten.isEmpty() ? Cli::tr("none") : r.resultWritten,
                       r.resultOnBoard.isEmpty() ? Cli::tr("not decided") : r.resultOnBoard);
    return out;
}
