// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <cstdint>

/// A scoresheet's text cut into entries, before any board is involved (docs/specification.md section 6).
namespace sheet {

/// Which column the layout puts an entry in: after "17." the first entry is White's and the second
/// Black's; after "17..." it is Black's. Without a number the layout says nothing.
enum class WrittenColumn : std::uint8_t { Unknown, White, Black };

/// One entry (one half-move as written) and where it stands. Spans are UTF-16 indices into the
/// sheet's text, so the editor can mark exactly what was judged; marks written apart ("exd6 e.p.",
/// "a5 (=)", "Nf3 !?") belong to the entry's span.
struct Entry {
    int start = 0;
    int length = 0;
    int line = 1;  // 1-based
    int column = 1;  // 1-based, in UTF-16 units from the start of the line
    int writtenNumber = 0;  // the move number written before it, 0 when none
    WrittenColumn writtenColumn = WrittenColumn::Unknown;
    bool followsNumber = false;  // the first entry after a written number (a blank row is told by it)
    /// Marked by the arbiter (a comment such as "{illegal}" after it) as an illegal move completed on the
    /// board and taken back (FIDE 7.5.1): it takes no box of its own, the same player's move follows it.
    bool takenBack = false;
    /// "Nxe5 {illegal} (=)": a draw offer written after the arbiter's mark, the marked entry's offer.
    bool drawOfferAfterMark = false;

    QStringView text(QStringView sheetText) const { return sheetText.mid(start, length); }
};

/// An entry's text as a report line shows it: control characters (a NUL from a damaged file) as their
/// visible symbols (␀), and a text of more than `longest` characters cut with "…" (a line of garbage
/// must not fill a report).
QString shownEntryText(QStringView written, qsizetype longest = 64);
/// True when shownEntryText would show the text as it is (nearly always: a report line need not copy it).
bool isShownAsWritten(QStringView written, qsizetype longest = 64);

/// A result written on the sheet: 1-0, 0-1, ½-½, 1/2-1/2, *, double forfeit 0-0, ½-0, 0-½, +/-, -/+.
struct WrittenResult {
    QString normalized;  // "1-0", "0-1", "1/2-1/2", "*", "0-0", "1/2-0", "0-1/2", "+/-", "-/+"
    int start = 0;  // as written: the span in the sheet's text
    int length = 0;
};

/// Something in the text that is not an entry and was set aside, with where it stands.
struct SheetNote {
    enum class Kind : std::uint8_t { TextAfterResult, UnclosedComment, UnclosedVariation, TooManyEntries };
    Kind kind;
    int start = 0;
    int length = 0;
    int line = 1;  // 1-based, where it starts
    int column = 1;  // 1-based, in UTF-16 units from the start of the line
};
/// A stable code for tests and JSON: "text-after-result", "unclosed-comment", "unclosed-variation",
/// "too-many-entries".
const char* sheetNoteCode(SheetNote::Kind kind);
/// What it means for the sheet, translated.
QString sheetNoteMessage(SheetNote::Kind kind);

struct ParsedSheet {
    QList<Entry> entries;
    /// Set when the sheet ends with a result. A final "0-0" where a result stands (in no move's box: not
    /// after a move number, nor in Black's column after White's move) is kept as an entry and also
    /// flagged here (finalZeroZero): the replay decides whether it is castling or a double forfeit. A
    /// "0-0" in a move's box is castling, and no result.
    bool hasResult = false;
    WrittenResult result;
    bool finalZeroZero = false;
    /// PGN-style tag lines ([Event "..."]) met in the text, as name and value.
    QList<QPair<QString, QString>> tags;
    QList<SheetNote> notes;
};

}  // namespace sheet
