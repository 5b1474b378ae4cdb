// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairreport.h"

#include "checkedgame.h"
#include "repairreport.h"

#include "alternativewords.h"

#include "chess/fen.h"
#include "chess/movewalk.h"
#include "pgn/pgngame.h"
#include "sheet/replay.h"

#include "clitr.h"

namespace pairreport {
namespace {

// One sheet's side of a difference: the entry's text and place, or null where the sheet has none.
void writeEntry(JsonWriter& w, const sheet::Record& record, const GameInput& input, int entry)
{
    if (entry < 0) {
        w.null();
        return;
    }
    const sheet::Entry& e = record.entries[entry].entry;
    w.beginObject()
        .key("entry")
        .value(entry)
        .key("line")
        .value(input.fileLine(e.line))
        .key("column")
        .value(e.column)
        .key("text")
        .value(e.text(input.movetext))
        .endObject();
}

// An undecided difference where each sheet says a different legal move: the two, each sheet's:
// {"this": {"san", "uci"}, "other": {...}}; null for any other difference.
void writeChoices(
    JsonWriter& w, const chess::Position& start, const repair::Reconciliation& r, const repair::ReconciledStep& d)
{
    if (d.decided || d.said[0].isNone() || d.said[1].isNone() || d.said[0] == d.said[1]) {
        w.null();
        return;
    }
    const chess::Position p = chess::positionAfter(start, std::span(r.moves).first(d.ply));
    w.beginObject();
    for (int i = 0; i < 2; ++i) {
        const repairreport::WrittenGame move = repairreport::writtenGame(p, {d.said[i]});
        (i == 0 ? w.key("this") : w.key("other")).beginObject();
        w.key("san").value(move.san.first()).key("uci").value(move.uci.first());
        w.endObject();
    }
    w.endObject();
}

QString entryText(const sheet::Record& record, const GameInput& input, int entry)
{
    if (entry < 0)
        return Cli::tr("nothing");
    // The column too: a PGN game's moves are often one long line. A box left empty has no text to quote.
    const sheet::Entry& e = record.entries[entry].entry;
    const QStringView written = e.text(input.movetext);
    const QString line = QString::number(input.fileLine(e.line)), column = QString::number(e.column);
    if (written.isEmpty())
        return Cli::tr("an empty box (line %1, column %2)").arg(line, column);
    // One arg() for all three: a "%1" written on the sheet stays as written.
    return Cli::tr("\"%1\" (line %2, column %3)").arg(sheet::shownEntryText(written), line, column);
}

}  // namespace

PairedGame pair(const CheckedGame& game, const GameInput& other, const CheckOptions& options)
{
    PairedGame paired{other, {}, {}, {}};
    const chess::Position& start = game.record.start;
    // An other game that cannot be read, or starts elsewhere, is no empty sheet: it is not paired.
    if (other.unusable) {
        paired.unusable = other.unusable->message;
        return paired;
    }
    const pgn::GameStart otherStart = pgn::startPosition(other.tags, options.start);
    if (otherStart.fenError) {
        paired.unusable = pgn::fenTagMessage(*otherStart.fenError);
        return paired;
    }
    if (!(*otherStart.position == start)) {
        paired.unusable = Cli::tr("it starts from another position (%1)")
                              .arg(QString::fromStdString(chess::toFen(*otherStart.position)));
        return paired;
    }
    paired.otherRecord = sheet::checkSheet(other.movetext, start, {options.language, game.record.language});
    const QList<QStringView> mine = sheet::entryTexts(game.record, game.input.movetext);
    const QList<QStringView> theirs = sheet::entryTexts(paired.otherRecord, other.movetext);
    paired.reconciliation
        = repair::reconcile(start, {{{mine, game.record.language}, {theirs, paired.otherRecord.language}}});
    return paired;
}

void writeJson(JsonWriter& w, const CheckedGame& game)
{
    const PairedGame& p = *game.paired;
    const repair::Reconciliation& r = p.reconciliation;
    const repairreport::WrittenGame written = repairreport::writtenGame(game.record.start, r.moves);
    w.key("pair").beginObject();
    if (p.other.source != QLatin1String("-"))
        w.key("file").value(p.other.source);
    w.key("game").value(p.other.number);
    if (!p.unusable.isEmpty()) {
        w.key("error").value(p.unusable).endObject();
        return;
    }
    w.key("language").value(notation::languageInfo(p.otherRecord.language).code);
    w.key("uci").beginArray();
    for (const QString& move : written.uci)
        w.value(move);
    w.endArray();
    w.key("plies").beginArray().value(r.plies[0]).value(r.plies[1]).endArray();
    w.key("differences").beginArray();
    for (int step = 0; step < r.steps.size(); ++step) {
        const repair::ReconciledStep& d = r.steps[step];
        if (!d.differs)
            continue;
        w.beginObject();
        w.key("ply");
        d.ply >= 0 ? w.value(d.ply + 1) : w.null();
        w.key("this");
        writeEntry(w, game.record, game.input, d.entry[0]);
        w.key("other");
        writeEntry(w, p.otherRecord, p.other, d.entry[1]);
        w.key("move");
        d.ply >= 0 ? w.value(written.san[d.ply]) : w.null();
        w.key("undecided").value(!d.decided);
        w.key("choices");
        writeChoices(w, game.record.start, r, d);
        // As each reconstruction change says it (issue 25): whether the sheets decide, and the other ways.
        w.key("decided").value(d.decided);
        w.key("alternatives");
        repairreport::writeAlternatives(w,
            chess::positionAfter(game.record.start, std::span(r.moves).first(repair::movesBefore(r, step))),
            d.alternatives);
        w.endObject();
    }
    w.endArray();
    w.key("cost").value(double(r.cost));
    w.key("complete").value(r.complete);
    w.endObject();
}

QString text(const CheckedGame& game)
{
    const PairedGame& p = *game.paired;
    const repair::Reconciliation& r = p.reconciliation;
    if (!p.unusable.isEmpty())
        return Cli::tr("  paired with %1, game %2: the other sheet's game cannot be used: %3\n")
            .arg(GameSource::displayName(p.other.source))
            .arg(p.other.number)
            .arg(p.unusable);
    const repairreport::WrittenGame written
        = repairreport::writtenGame(game.record.start, r.moves, game.record.language);
    QString out
        = Cli::tr("  paired with %1, game %2: differences: %3; this sheet goes to ply %4, the other to ply %5\n")
              .arg(GameSource::displayName(p.other.source))
              .arg(p.other.number)
              .arg(r.differences().size())
              .arg(r.plies[0])
              .arg(r.plies[1]);
    for (int step = 0; step < r.steps.size(); ++step) {
        const repair::ReconciledStep& d = r.steps[step];
        if (!d.differs)
            continue;
        const QString sheets
            = Cli::tr("this sheet %1, the other %2")
                  .arg(entryText(game.record, game.input, d.entry[0]), entryText(p.otherRecord, p.other, d.entry[1]));
        out += d.ply >= 0 ? Cli::tr("    ply %1: %2 -> %3\n").arg(d.ply + 1).arg(sheets, written.san[d.ply])
                          : Cli::tr("    %1 -> no move\n").arg(sheets);
        if (repair::notCheckedToTheEnd(d)) {
            out += repairreport::notCheckedLine(d.ply >= 0 ? written.san[d.ply] : Cli::tr("no move"));
        } else if (!d.decided) {
            const chess::Position before
                = chess::positionAfter(game.record.start, std::span(r.moves).first(repair::movesBefore(r, step)));
            out += Cli::tr("      cannot be decided from these sheets: %1\n")
                       .arg(alternativewords::inOneLine(
                           alternativewords::ofDifference(before, r, d, {game.record.language, p.otherRecord.language},
                               repairreport::writtenMove, alternativewords::UncheckedWays::Plain),
                           d.alternatives));
        }
    }
    if (!r.complete)
        out += Cli::tr("    (the search ran out of its budget: the end was mended one break at a time)\n");
    return out + Cli::tr("    game: %1\n").arg(repairreport::numberedGame(game.record.start, written));
}

}  // namespace pairreport
