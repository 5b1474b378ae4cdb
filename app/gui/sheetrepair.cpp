// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetrepair.h"

#include "alternativewords.h"
#include "chess/movewalk.h"
#include "shownnotation.h"
#include "undecidedmoves.h"

#include <QCoreApplication>
#include <QPlainTextEdit>
#include <QTextCursor>

namespace sheetrepair {
namespace {

// The messages' translation context, declared so that lupdate finds them.
struct SheetRepair {
    Q_DECLARE_TR_FUNCTIONS(SheetRepair)
};

QString moveText(const chess::Position& p, chess::Move m, notation::Language language)
{
    return notation::writeMove(p, m, {notation::Notation::San, language, notation::SanStyle::Fide});
}

// The moves a change writes (one, or two for an insertion or a swap), written with `options`.
QStringList changeMoves(const repair::Change& c, const repair::Reconstruction& r, const sheet::Record& record,
    const notation::WriteOptions& options)
{
    if (c.ply < 0)
        return {};
    chess::Position p = chess::positionAfter(record.start, std::span(r.moves).first(c.ply));
    QStringList moves{notation::writeMove(p, r.moves[c.ply], options)};
    if (c.kind == repair::Change::Kind::Inserted || c.kind == repair::Change::Kind::Swapped) {
        p.doMove(r.moves[c.ply]);
        moves << notation::writeMove(p, r.moves[c.ply + 1], options);
    }
    return moves;
}

// The moves a change writes into the sheet: in the sheet's language, separated by a space.
QString changeMoves(const repair::Change& c, const repair::Reconstruction& r, const sheet::Record& record)
{
    return changeMoves(c, r, record, {notation::Notation::San, record.language, notation::SanStyle::Fide}).join(u' ');
}

SheetEdit replaceEntry(const sheet::Record& record, int index, const QString& text)
{
    const sheet::Entry& e = record.entries[index].entry;
    // An empty entry (the second box of a row left blank) stands right after the first: keep them apart.
    if (e.length == 0 && !text.isEmpty())
        return {e.start, 0, u' ' + text};
    return {e.start, e.length, text};
}

// Two entries that change places: each is rewritten where it stands, whatever lies between them (a
// move number, a line break) is kept.
QList<SheetEdit> rewriteTwoEntries(const sheet::Record& record, int index, const QString& first, const QString& second)
{
    return {replaceEntry(record, index, first), replaceEntry(record, index + 1, second)};
}

}  // namespace

QList<repair::Suggestion> suggestionsFor(const sheet::Record& record, const QString& text, int index)
{
    if (index < 0 || index >= record.entries.size() || !repair::wantsSuggestions(record.entries[index]))
        return {};
    const QList<QStringView> texts = sheet::entryTexts(record, text);
    return repair::suggest(record.positionBefore(index), {std::span(texts).subspan(index), record.language});
}

QString describe(const repair::Suggestion& s, const sheet::Record& record, int index)
{
    chess::Position p = record.positionBefore(index);
    QString moves = shownnotation::move(p, s.move, record.language);
    if (!s.then.isNone()) {
        p.doMove(s.move);
        moves = SheetRepair::tr("%1, then %2").arg(moves, shownnotation::move(p, s.then, record.language));
    }
    return QStringLiteral("%1 — %2").arg(moves, repair::reasonMessage(s.reason, s.edit));
}

QList<SheetEdit> editsFor(const repair::Suggestion& s, const sheet::Record& record, const QString& text, int index)
{
    chess::Position p = record.positionBefore(index);
    const QString move = moveText(p, s.move, record.language);
    if (!s.then.isNone()) {
        p.doMove(s.move);
        return {replaceEntry(record, index, move + u' ' + moveText(p, s.then, record.language))};
    }
    if (s.reason == repair::RepairReason::ColumnsSwapped && index + 1 < record.entries.size()) {
        // This entry's own text goes to the next column, as written.
        return rewriteTwoEntries(record, index, move, record.entries[index].entry.text(text).toString());
    }
    return {replaceEntry(record, index, move)};
}

QString describe(
    const repair::Change& c, const repair::Reconstruction& r, const sheet::Record& record, const QString& text)
{
    const QStringView entry = record.entries[c.entry].entry.text(text);
    // The second box of a row left blank is named in words; an entry is quoted as written.
    const QString written
        = entry.isEmpty() ? SheetRepair::tr("(empty box)") : shownnotation::isolated(entry.toString());
    const QStringList moves = changeMoves(c, r, record, shownnotation::options(record.language));
    switch (c.kind) {
    case repair::Change::Kind::Replaced:
        return SheetRepair::tr("%1 becomes %2").arg(written, shownnotation::isolated(moves.join(u' ')));
    case repair::Change::Kind::Inserted:
        return SheetRepair::tr("%1 put before %2").arg(shownnotation::isolated(moves.value(0)), written);
    case repair::Change::Kind::Swapped: return SheetRepair::tr("%1 and the next entry change places").arg(written);
    case repair::Change::Kind::Dropped: return SheetRepair::tr("%1 left out").arg(written);
    }
    return {};
}

QList<SheetEdit> editsFor(const repair::Change& c, const repair::Reconstruction& r, const sheet::Record& record)
{
    switch (c.kind) {
    case repair::Change::Kind::Replaced:
    case repair::Change::Kind::Inserted: return {replaceEntry(record, c.entry, changeMoves(c, r, record))};
    case repair::Change::Kind::Swapped:
        if (const QString moves = changeMoves(c, r, record); c.entry + 1 < record.entries.size())
            return rewriteTwoEntries(record, c.entry, moves.section(u' ', 0, 0), moves.section(u' ', 1));
        return {};
    case repair::Change::Kind::Dropped: return {replaceEntry(record, c.entry, QString())};
    }
    return {};
}

void apply(QPlainTextEdit* editor, QList<SheetEdit> edits)
{
    // From the end backwards: an edit never moves the text of the ones still to do.
    std::sort(edits.begin(), edits.end(), [](const SheetEdit& a, const SheetEdit& b) { return a.start > b.start; });
    QTextCursor cursor(editor->document());
    cursor.beginEditBlock();
    for (const SheetEdit& edit : edits) {
        cursor.setPosition(edit.start);
        cursor.setPosition(edit.start + edit.length, QTextCursor::KeepAnchor);
        cursor.insertText(edit.text);
    }
    cursor.endEditBlock();
}

QString undecidedText(const repair::Change& c, const repair::Reconstruction& r, const sheet::Record& record)
{
    if (c.decided)
        return {};
    const QStringList moves
        = undecidedmoves::ofChange(record.start, r, c, record.language, alternativewords::UncheckedWays::Plain);
    if (repair::notCheckedToTheEnd(c))
        return SheetRepair::tr("Not decided: the check stopped at its search limit; the move found is %1")
            .arg(moves.first());
    return SheetRepair::tr("Cannot be decided from this sheet: %1")
        .arg(alternativewords::inOneLine(moves, c.alternatives));
}

}  // namespace sheetrepair
