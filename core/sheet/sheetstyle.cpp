// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetstyle.h"

#include "recordwalk.h"

#include "notation/language.h"
#include "notation/movereader.h"

#include <cstdint>

namespace sheet {
namespace {

// Which of a habit's two forms an entry shows.
enum class Shows : std::uint8_t { Habit, Other };

// Entries for a habit's form and for the other; the habit wins only when more entries show it.
struct Tally {
    int habit = 0;
    int other = 0;
    void count(Shows shows) { ++(shows == Shows::Habit ? habit : other); }
    bool favoursHabit() const { return habit > other; }
};

}  // namespace

SheetStyle sheetStyle(const Record& record, QStringView text)
{
    SheetStyle style;
    style.options.language = record.language;
    Tally figurines, longForms, hyphens, pieceHyphens, letterO, equalsSign, captureLeft, colonCaptures, checkLeft;
    for (const WalkedEntry& w : RecordWalk(record)) {
        if (w.record.ply == 0)
            continue;
        const chess::Move move = w.record.resolution.move;
        const notation::WrittenMove written = notation::readMove(w.record.entry.text(text), record.language);
        if (move.kind() == chess::MoveKind::Castling) {
            if (written.form == notation::WrittenForm::Castling)
                letterO.count(written.castlingWithLetterO ? Shows::Habit : Shows::Other);
        } else if (written.form == notation::WrittenForm::Algebraic) {
            if (chess::typeOf(w.before.pieceAt(move.from())) != chess::PieceType::Pawn)
                figurines.count(written.figurine ? Shows::Habit : Shows::Other);
            // A whole origin square the short form needs too (C.10: neither file nor rank tells the piece
            // apart, Qh4e1) shows no habit of the long form.
            if (w.record.resolution.marks.origin != notation::OriginHint::Square) {
                const bool longForm = written.fromFile >= 0 && written.fromRank >= 0;
                longForms.count(longForm ? Shows::Habit : Shows::Other);
                if (longForm)
                    hyphens.count(written.hyphen ? Shows::Habit : Shows::Other);
                else if (!written.figurine && chess::typeOf(w.before.pieceAt(move.from())) != chess::PieceType::Pawn
                    && w.before.capturedBy(move) == chess::PieceType::None)  // a capture has its mark there
                    pieceHyphens.count(written.hyphenAfterPiece ? Shows::Habit : Shows::Other);
            }
            if (move.kind() == chess::MoveKind::Promotion)
                equalsSign.count(
                    written.promotionStyle == notation::PromotionStyle::Equals ? Shows::Habit : Shows::Other);
            if (w.before.capturedBy(move) != chess::PieceType::None) {
                captureLeft.count(written.capture == notation::CaptureMark::None ? Shows::Habit : Shows::Other);
                if (written.capture == notation::CaptureMark::Colon || written.capture == notation::CaptureMark::Cross)
                    colonCaptures.count(written.capture == notation::CaptureMark::Colon ? Shows::Habit : Shows::Other);
            }
        }
        if (w.record.resolution.marks.check != notation::CheckGiven::None)
            checkLeft.count(written.check == notation::CheckMark::None ? Shows::Habit : Shows::Other);
    }
    if (figurines.favoursHabit())
        style.options.notation = notation::Notation::Figurine;
    else if (longForms.favoursHabit())
        style.options.notation
            = hyphens.favoursHabit() ? notation::Notation::LongAlgebraicHyphen : notation::Notation::LongAlgebraic;
    // PGN's O-O and d8=Q come together in the writer; castling, more often written, decides.
    const bool pgnForms = letterO.habit + letterO.other > 0 ? letterO.favoursHabit() : equalsSign.favoursHabit();
    style.options.style = pgnForms ? notation::SanStyle::Pgn : notation::SanStyle::Fide;
    style.captures = captureLeft.favoursHabit() ? MarkHabit::Left : MarkHabit::Written;
    style.captureSign = colonCaptures.favoursHabit() ? CaptureSign::Colon : CaptureSign::Cross;
    style.checks = checkLeft.favoursHabit() ? MarkHabit::Left : MarkHabit::Written;
    style.hyphenAfterPiece = pieceHyphens.favoursHabit() ? MarkHabit::Written : MarkHabit::Left;
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
    else if (style.captureSign == CaptureSign::Colon)
        written.replace(u'x', u':');
    // The hyphen goes after the piece's letters (מה-ד1 for a Hebrew queen); a pawn's move and castling have
    // none, nor a capture, whose mark stands there (ג:ד3, not ג-:ד3).
    if (style.hyphenAfterPiece == MarkHabit::Written && style.options.notation == notation::Notation::San
        && move.kind() != chess::MoveKind::Castling && before.capturedBy(move) == chess::PieceType::None) {
        const QStringView letter
            = notation::pieceLetter(style.options.language, chess::typeOf(before.pieceAt(move.from())));
        if (!letter.isEmpty() && written.startsWith(letter))
            written.insert(letter.size(), u'-');
    }
    return written;
}

}  // namespace sheet
