// SPDX-License-Identifier: GPL-3.0-or-later
#include "repairreport.h"

#include "alternativewords.h"

#include "chess/movewalk.h"
#include "chess/uci.h"
#include "notation/movewriter.h"
#include "repair/reconciliation.h"
#include "repair/suggestions.h"

#include "clitr.h"

namespace repairreport {
namespace {

const char* kindCode(repair::Change::Kind kind)
{
    switch (kind) {
    case repair::Change::Kind::Replaced: return "replaced";
    case repair::Change::Kind::Inserted: return "inserted";
    case repair::Change::Kind::Swapped: return "swapped";
    case repair::Change::Kind::Dropped: return "dropped";
    }
    return "";
}

}  // namespace

QString notCheckedLine(const QString& move)
{
    return Cli::tr("      not decided: the check stopped at its search limit; the move found is %1\n").arg(move);
}

QString writtenMove(const chess::Position& before, chess::Move move, notation::Language language)
{
    return writtenGame(before, {move}, language).san.first();
}

QString alternativesText(
    const chess::Position& start, const repair::Reconstruction& r, const repair::Change& c, notation::Language language)
{
    return alternativewords::inOneLine(
        alternativewords::ofChange(start, r, c, language, writtenMove, alternativewords::UncheckedWays::Plain),
        c.alternatives);
}

void writeAlternativeKeys(JsonWriter& w, const chess::Position& before, const repair::Alternative& a)
{
    w.key("kind").value(kindCode(a.kind));
    const WrittenGame move = writtenGame(before, a.move.isNone() ? QList<chess::Move>() : QList{a.move});
    w.key("move");
    a.move.isNone() ? w.null() : w.value(move.san.first());
    w.key("uci");
    a.move.isNone() ? w.null() : w.value(move.uci.first());
    w.key("then");  // a move put before the entry, or two entries swapped: the second move
    a.then.isNone() ? w.null() : w.value(writtenGame(before, {a.move, a.then}).san.last());
    w.key("checked").value(a.checked);
}

void writeAlternatives(JsonWriter& w, const chess::Position& before, const QList<repair::Alternative>& alternatives)
{
    w.beginArray();
    for (const repair::Alternative& a : alternatives) {
        w.beginObject();
        writeAlternativeKeys(w, before, a);
        w.endObject();
    }
    w.endArray();
}

WrittenGame writtenGame(
    const chess::Position& start, const QList<chess::Move>& moves, std::optional<notation::Language> sheetLanguage)
{
    const notation::WriteOptions options = sheetLanguage
        ? notation::WriteOptions{notation::Notation::San, *sheetLanguage, notation::SanStyle::Fide}
        : notation::WriteOptions{notation::Notation::San, notation::Language::English, notation::SanStyle::Pgn};
    WrittenGame g;
    g.moves = moves;
    for (const chess::WalkedMove& w : chess::MoveWalk(start, moves)) {
        g.san << notation::writeMove(w.before, w.move, options);
        g.uci << QString::fromStdString(chess::toUci(w.before, w.move));
    }
    return g;
}

QString numberedGame(const chess::Position& start, const WrittenGame& game)
{
    QString moves;
    for (const chess::WalkedMove& w : chess::MoveWalk(start, game.moves)) {
        if (w.ply == 0 || w.before.sideToMove() == chess::Color::White)
            moves += notation::moveNumberText(w.before) + u' ';
        moves += game.san[w.ply] + u' ';
    }
    return moves.trimmed();
}

QList<QStringView> entryTextsToRepair(const CheckedGame& game)
{
    const QList<sheet::EntryRecord>& entries = game.record.entries;
    const bool repairing = game.reconstruction || std::any_of(entries.begin(), entries.end(), repair::wantsSuggestions);
    return repairing ? sheet::entryTexts(game.record, game.input.movetext) : QList<QStringView>();
}

QStringList suggestionsUci(
    const chess::Position& position, const CheckedGame& game, const QList<QStringView>& entries, int index)
{
    QStringList uci;
    for (const repair::Suggestion& s :
        repair::suggest(position, {std::span(entries).subspan(index), game.record.language}))
        uci << QString::fromStdString(chess::toUci(position, s.move));
    return uci;
}

QString likelyMoves(
    const chess::Position& position, const CheckedGame& game, const QList<QStringView>& entries, int index)
{
    constexpr int Shown = 3;
    const notation::WriteOptions inSheetLanguage{
        notation::Notation::San, game.record.language, notation::SanStyle::Fide};
    QStringList shown;
    for (const repair::Suggestion& s :
        repair::suggest(position, {std::span(entries).subspan(index), game.record.language}, Shown)) {
        QString move = notation::writeMove(position, s.move, inSheetLanguage);
        if (!s.then.isNone()) {
            chess::Position after = position;
            after.doMove(s.move);
            move += QStringLiteral(", ") + notation::writeMove(after, s.then, inSheetLanguage);
        }
        shown << QStringLiteral("%1 (%2)").arg(move, repair::reasonMessage(s.reason, s.edit));
    }
    return shown.isEmpty() ? QString() : Cli::tr("    likely meant: %1\n").arg(shown.join(QStringLiteral("; ")));
}

void writeJson(JsonWriter& w, const CheckedGame& game, const QList<QStringView>& entries)
{
    const repair::Reconstruction& r = *game.reconstruction;
    const WrittenGame written = writtenGame(game.record.start, r.moves);
    w.key("reconstruction").beginObject();
    w.key("uci").beginArray();
    for (const QString& move : written.uci)
        w.value(move);
    w.endArray();
    w.key("changes").beginArray();
    for (const repair::Change& c : r.changes) {
        w.beginObject();
        w.key("entry").value(c.entry);
        w.key("line").value(game.input.fileLine(game.record.entries[c.entry].entry.line));
        w.key("column").value(game.record.entries[c.entry].entry.column);
        w.key("kind").value(kindCode(c.kind));
        w.key("written").value(entries[c.entry]);
        w.key("move");
        c.ply >= 0 ? w.value(written.san[c.ply]) : w.null();
        w.key("then");  // an inserted or swapped change gives two moves
        c.kind == repair::Change::Kind::Inserted || c.kind == repair::Change::Kind::Swapped
            ? w.value(written.san[c.ply + 1])
            : w.null();
        w.key("reason").value(repair::reasonCode(c.reason));
        w.key("explanation").value(repair::reasonMessage(c.reason, c.edit, c.tied));
        w.key("decided").value(c.decided);
        // Each alternative says where it applies: the change's entry, or an earlier one (the same slip
        // made there), and the move (in the position) there.
        w.key("alternatives").beginArray();
        for (const repair::Alternative& a : c.alternatives) {
            const int entry = a.atEarlierEntry() ? a.entry : c.entry;
            w.beginObject();
            writeAlternativeKeys(w,
                chess::positionAfter(
                    game.record.start, std::span(r.moves).first(a.atEarlierEntry() ? a.movesBefore : c.movesBefore)),
                a);
            w.key("entry").value(entry);
            w.key("line").value(game.input.fileLine(game.record.entries[entry].entry.line));
            w.key("column").value(game.record.entries[entry].entry.column);
            w.endObject();
        }
        w.endArray();
        w.endObject();
    }
    w.endArray();
    w.key("cost").value(double(r.cost));
    w.key("complete").value(r.complete);
    w.endObject();
}

QString text(const CheckedGame& game, const QList<QStringView>& entries)
{
    const repair::Reconstruction& r = *game.reconstruction;
    if (r.changes.isEmpty())
        return {};
    const WrittenGame written = writtenGame(game.record.start, r.moves, game.record.language);
    QString out = Cli::tr("  most likely game (changes: %1):\n").arg(r.changes.size());
    for (const repair::Change& c : r.changes) {
        const QString at = Cli::tr("    line %1, column %2: ")
                               .arg(game.input.fileLine(game.record.entries[c.entry].entry.line))
                               .arg(game.record.entries[c.entry].entry.column);
        // An empty entry is the second box of a row left blank ("12. {blank}").
        const QString entry
            = entries[c.entry].isEmpty() ? Cli::tr("(empty box)") : sheet::shownEntryText(entries[c.entry]);
        QString what;
        switch (c.kind) {
        case repair::Change::Kind::Replaced: what = Cli::tr("%1 read as %2").arg(entry, written.san[c.ply]); break;
        case repair::Change::Kind::Inserted: what = Cli::tr("%1 put before %2").arg(written.san[c.ply], entry); break;
        case repair::Change::Kind::Swapped: what = Cli::tr("%1 and the next entry change places").arg(entry); break;
        case repair::Change::Kind::Dropped: what = Cli::tr("%1 left out").arg(entry); break;
        }
        out += at + what + QStringLiteral(" — ") + repair::reasonMessage(c.reason, c.edit, c.tied) + u'\n';
        if (repair::notCheckedToTheEnd(c))
            out += notCheckedLine(c.ply >= 0 ? written.san[c.ply] : Cli::tr("no move"));
        else if (!c.decided)
            out += Cli::tr("      cannot be decided from this sheet: %1\n")
                       .arg(alternativesText(game.record.start, r, c, game.record.language));
    }
    if (!r.complete)
        out += Cli::tr("    (the search ran out of its budget: the end was mended one break at a time)\n");
    return out + Cli::tr("    game: %1\n").arg(numberedGame(game.record.start, written));
}

}  // namespace repairreport
