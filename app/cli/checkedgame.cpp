#include "checkedgame.h"

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/fenmessage.h"
#include "notation/movewriter.h"
#include "sheet/replay.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }

QString tagValue(const GameInput& input, const char* name)
{
    for (const auto& t : input.tags)
        if (t.first == QLatin1String(name))
            return t.second;
    return {};
}

QStringList findingCodes(const sheet::EntryRecord& e)
{
    QStringList codes;
    e.resolution.findings.forEach([&](notation::Finding f) { codes << QString::fromLatin1(notation::findingCode(f)); });
    for (int i = 0; i < sheet::PlaceFindingCount; ++i)
        if (e.has(sheet::PlaceFinding(i)))
            codes << QString::fromLatin1(sheet::placeFindingCode(sheet::PlaceFinding(i)));
    return codes;
}

QString sideName(chess::Color c)
{
    return c == chess::Color::White ? QStringLiteral("white") : QStringLiteral("black");
}

}  // namespace

CheckedGame checkGame(const GameInput& input, const CheckOptions& options)
{
    CheckedGame game{input, {}, {}};
    chess::Position start = options.start;
    const QString fen = tagValue(input, "FEN");
    if (!fen.isEmpty()) {
        const chess::FenResult read = chess::parseFen(fen.toStdString());
        if (!read.position) {
            game.error = tr("the FEN tag is unusable: %1").arg(notation::fenMessage(*read.error));
            game.record.start = start;
            game.record.final = start;
            return game;
        }
        start = *read.position;
    }
    game.record = sheet::checkSheet(input.movetext, start, {options.language, notation::Language::English});
    return game;
}

QByteArray jsonReport(const CheckedGame& game)
{
    const sheet::Record& r = game.record;
    QJsonArray entries;
    chess::Position p = r.start;
    for (const sheet::EntryRecord& e : r.entries) {
        QJsonObject o;
        o["line"] = e.entry.line + game.input.firstLine - 1;
        o["column"] = e.entry.column;
        o["text"] = e.entry.text(game.input.movetext).toString();
        o["ply"] = e.ply > 0 ? QJsonValue(e.ply) : QJsonValue();
        o["number"] = e.moveNumber;
        o["side"] = sideName(e.side);
        o["verdict"] = QString::fromLatin1(notation::verdictCode(e.resolution.verdict));
        const bool played = e.ply > 0;
        o["uci"] = played ? QJsonValue(QString::fromStdString(chess::toUci(p, e.resolution.move))) : QJsonValue();
        o["san"] = played ? QJsonValue(notation::writeMove(p, e.resolution.move,
                       {notation::Notation::San, notation::Language::English, notation::SanStyle::Pgn}))
                          : QJsonValue();
        o["findings"] = QJsonArray::fromStringList(findingCodes(e));
        o["drawOffer"] = e.drawOffer;
        QJsonArray suggestions;
        if (!played)
            for (int i = 0; i < e.resolution.candidateCount && i < notation::Resolution::MaxCandidates; ++i)
                suggestions.append(QString::fromStdString(chess::toUci(p, e.resolution.candidates[i])));
        o["suggestions"] = suggestions;
        entries.append(o);
        if (played)
            p.doMove(e.resolution.move);
    }
    QJsonArray events;
    for (const sheet::GameEvent& e : r.events) {
        QJsonObject o;
        o["ply"] = e.ply;
        o["kind"] = QString::fromLatin1(sheet::eventCode(e.kind));
        if (!e.plies.isEmpty()) {
            QJsonArray plies;
            for (int ply : e.plies)
                plies.append(ply);
            o["plies"] = plies;
        }
        events.append(o);
    }
    QJsonArray drawOffers;
    for (const sheet::DrawOffer& d : r.drawOffers)
        drawOffers.append(QJsonObject{{"side", sideName(d.side)}, {"number", d.moveNumber}, {"ply", d.ply}});
    QJsonObject o;
    o["game"] = game.input.number;
    if (game.input.source != QLatin1String("-"))
        o["file"] = game.input.source;
    o["language"] = QString::fromLatin1(notation::languageInfo(r.language).code);
    o["startFen"] = QString::fromStdString(chess::toFen(r.start));
    o["finalFen"] = QString::fromStdString(chess::toFen(r.final));
    o["plies"] = r.plies;
    o["result"] = r.resultWritten.isEmpty() ? QJsonValue() : QJsonValue(r.resultWritten);
    o["resultOnBoard"] = r.resultOnBoard.isEmpty() ? QJsonValue() : QJsonValue(r.resultOnBoard);
    o["movesCompleted"] = QJsonObject{{"white", r.movesCompleted[0]}, {"black", r.movesCompleted[1]}};
    o["entries"] = entries;
    o["events"] = events;
    o["drawOffers"] = drawOffers;
    if (!game.error.isEmpty())
        o["error"] = game.error;
    if (!game.input.problems.isEmpty())
        o["problems"] = QJsonArray::fromStringList(game.input.problems);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QString textReport(const CheckedGame& game)
{
    const sheet::Record& r = game.record;
    QString out;
    const QString white = tagValue(game.input, "White"), black = tagValue(game.input, "Black");
    out += tr("%1, game %2").arg(game.input.source).arg(game.input.number);
    if (!white.isEmpty() || !black.isEmpty())
        out += QStringLiteral(" (%1 - %2)").arg(white, black);
    out += u'\n';
    for (const QString& problem : game.input.problems)
        out += QStringLiteral("  %1\n").arg(problem);
    if (!game.error.isEmpty())
        return out + QStringLiteral("  %1\n").arg(game.error);
    out += tr("  %1 plies; notation: %2%3\n")
               .arg(r.plies)
               .arg(QString::fromLatin1(notation::languageInfo(r.language).englishName))
               .arg(r.languageDetected ? tr(" (found by replaying)") : QString());
    int unchecked = 0;
    for (const sheet::EntryRecord& e : r.entries) {
        const notation::Verdict v = e.resolution.verdict;
        if (v == notation::Verdict::Unchecked) {
            ++unchecked;
            continue;
        }
        const QStringList codes = findingCodes(e);
        if (v == notation::Verdict::Ok && codes.isEmpty())
            continue;
        out += tr("  line %1, column %2: %3 %4 %5 — %6")
                   .arg(e.entry.line + game.input.firstLine - 1)
                   .arg(e.entry.column)
                   .arg(e.moveNumber)
                   .arg(e.side == chess::Color::White ? QStringLiteral(".") : QStringLiteral("..."))
                   .arg(e.entry.text(game.input.movetext).toString(), notation::verdictName(v));
        if (!codes.isEmpty())
            out += QStringLiteral(" (%1)").arg(codes.join(QLatin1String(", ")));
        out += u'\n';
    }
    if (unchecked)
        out += tr("  %1 entries after that could not be checked\n").arg(unchecked);
    for (const sheet::DrawOffer& d : r.drawOffers)
        out += tr("  draw offer by %1 after move %2\n").arg(sideName(d.side)).arg(d.moveNumber);
    for (const sheet::GameEvent& e : r.events) {
        QStringList plies;
        for (int ply : e.plies)
            plies << QString::number(ply);
        out += tr("  %1 after ply %2").arg(QString::fromLatin1(sheet::eventCode(e.kind))).arg(e.ply);
        out += plies.isEmpty() ? QStringLiteral("\n") : tr(" (the position stood at plies %1)\n").arg(plies.join(", "));
    }
    out += tr("  moves completed: White %1, Black %2\n").arg(r.movesCompleted[0]).arg(r.movesCompleted[1]);
    if (!r.resultWritten.isEmpty() || !r.resultOnBoard.isEmpty())
        out += tr("  result written: %1; on the board: %2\n")
                   .arg(r.resultWritten.isEmpty() ? tr("none") : r.resultWritten,
                       r.resultOnBoard.isEmpty() ? tr("not decided") : r.resultOnBoard);
    return out;
}
