// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetstyle.h"

#include "recordwalk.h"

#include "notation/movereader.h"

namespace sheet {
namespace {

// Entries for one form and for the other; the first wins only when more entries show it.
struct Tally {
    int one = 0;
    int other = 0;
    void count(bool isOne) { ++(isOne ? one : other); }
    bool favoursOne() const { return one > other; }
};

}  // namespace

SheetStyle sheetStyle(const Record& record, QStringView text)
{
    SheetStyle style;
    style.options.language = record.language;
    Tally figurines, longForms, hyphens, letterO, equalsSign, captureLeft, checkLeft;
    for (const WalkedEntry& w : RecordWalk(record)) {
        if (w.record.ply == 0)
            continue;
        const chess::Move move = w.record.resolution.move;
        const notation::WrittenMove written = notation::readMove(w.record.entry.text(text), record.language);
        if (move.kind() == chess::MoveKind::Castling) {
            if (written.form == notation::WrittenForm::Castling)
                letterO.count(written.castlingWithLetterO);
        } else if (written.form == notation::WrittenForm::Algebraic) {
            if (chess::typeOf(w.before.pieceAt(move.from())) != chess::PieceType::Pawn)
                figurines.count(written.figurine);
            const bool longForm = written.fromFile >= 0 && written.fromRank >= 0;
            longForms.count(longForm);
            if (longForm)
                hyphens.count(written.hyphen);
            if (move.kind() == chess::MoveKind::Promotion)
                equalsSign.count(written.promotionStyle == notation::PromotionStyle::Equals);
            if (w.before.capturedBy(move) != chess::PieceType::None)
                captureLeft.count(written.capture == notation::CaptureMark::None);
        }
        if (w.record.resolution.marks.check != notation::CheckGiven::None)
            checkLeft.count(written.check == notation::CheckMark::None);
    }
    if (figurines.favoursOne())
        style.options.notation = notation::Notation::Figurine;
    else if (longForms.favoursOne())
        style.options.notation
            = hyphens.favoursOne() ? notation::Notation::LongAlgebraicHyphen : notation::Notation::LongAlgebraic;
    // PGN's O-O and d8=Q come together in the writer; castling, more often written, decides.
    const bool pgnForms = letterO.one + letterO.other > 0 ? letterO.favoursOne() : equalsSign.favoursOne();
    style.options.style = pgnForms ? notation::SanStyle::Pgn : notation::SanStyle::Fide;
    style.captures = captureLeft.favoursOne() ? MarkHabit::Left : MarkHabit::Written;
    style.checks = checkLeft.favoursOne() ? MarkHabit::Left : MarkHabit::Written;
    return style;
}

QString writeInStyle(const chess::Position& before, chess::Move move, const SheetStyle& style)
{
    QString written = notation::writeMove(before, move, style.options);
    if (style.checks == MarkHabit::Left && (written.endsWith(u'+') || written.endsWith(u'#')))
        written.chop(1);
    // The writer's capture mark is its only "x": no language writes a piece with that letter. A long form
    // with hyphens keeps the hyphen in its place (e4-d5).
    if (style.captures == MarkHabit::Left)
        written.replace(
            u'x', style.options.notation == notation::Notation::LongAlgebraicHyphen ? QStringLiteral("-") : QString());
    return written;
}

}  // namespace sheet
