// SPDX-License-Identifier: GPL-3.0-or-later
#include "moveinsertion.h"

#include "sheetstyle.h"

#include <algorithm>

namespace sheet {
namespace {

// What the sheet puts between two moves, learnt from its played entries: between White's move and
// Black's, and between Black's and the next move of White (with the number).
struct Layout {
    QString withinPair = QStringLiteral(" ");
    QString betweenPairs;  // empty: none seen
    int blackColumn = -1;  // where Black's moves stand, when the sheet lines them up in a column
};

int entryEnd(const Entry& e) { return e.start + e.length; }

// Layout only: spaces, tabs, line breaks, a move number and its dots. A comment between two moves is
// the user's, not a pattern to repeat.
bool isLayout(QStringView gap)
{
    return std::all_of(
        gap.begin(), gap.end(), [](QChar c) { return c.isSpace() || c.isDigit() || c == u'.' || c == u'\u2026'; });
}

// From the last line break on: a blank line left once between two rows is not the layout.
QString fromLastLineBreak(QStringView gap)
{
    const qsizetype lineBreak = gap.lastIndexOf(u'\n');
    return lineBreak < 0 ? gap.toString() : u'\n' + gap.mid(lineBreak + 1).toString();
}

// The column of a place in its line, in UTF-16 units.
int columnOf(QStringView text, int position)
{
    const qsizetype lineStart = position > 0 ? text.lastIndexOf(u'\n', position - 1) + 1 : 0;
    return position - int(lineStart);
}

// The layout with its move number (the first run of digits) made `number`.
QString withNumber(const QString& layout, int number)
{
    const qsizetype first
        = std::find_if(layout.begin(), layout.end(), [](QChar c) { return c.isDigit(); }) - layout.begin();
    qsizetype last = first;
    while (last < layout.size() && layout[last].isDigit())
        ++last;
    return first == layout.size() ? layout : layout.left(first) + QString::number(number) + layout.mid(last);
}

Layout learnLayout(const Record& record, QStringView text)
{
    Layout layout;
    struct Pair {
        int blackColumn;
        int gapLength;
        bool spacesOnly;
    };
    QList<Pair> pairs;
    for (int i = 1; i < record.entries.size(); ++i) {
        const EntryRecord& before = record.entries[i - 1];
        const EntryRecord& e = record.entries[i];
        if (before.ply == 0 || e.ply != before.ply + 1)
            continue;
        const QStringView gap = text.mid(entryEnd(before.entry), e.entry.start - entryEnd(before.entry));
        if (!isLayout(gap))
            continue;
        if (e.side == chess::Color::Black) {
            layout.withinPair = fromLastLineBreak(gap);
            const bool spacesOnly = std::all_of(gap.begin(), gap.end(), [](QChar c) { return c == u' '; });
            pairs.append({columnOf(text, e.entry.start), int(gap.size()), spacesOnly});
        } else {
            layout.betweenPairs = fromLastLineBreak(gap);
        }
    }
    // Black's moves in one column after White's moves of different lengths: the sheet lines them up.
    if (pairs.size() >= 2) {
        const Pair& a = pairs[pairs.size() - 2];
        const Pair& b = pairs.last();
        if (a.spacesOnly && b.spacesOnly && a.blackColumn == b.blackColumn && a.gapLength != b.gapLength)
            layout.blackColumn = b.blackColumn;
    }
    return layout;
}

bool isNumbered(const Record& record)
{
    return record.entries.isEmpty()
        || std::any_of(record.entries.begin(), record.entries.end(),
            [](const EntryRecord& e) { return e.entry.writtenNumber > 0; });
}

// Where the text of the entry ends, with the arbiter's mark after an entry taken back ("{illegal}",
// FIDE 7.5.1): a move made after it is written after the mark, which stays with its entry.
int endWithMark(const Entry& e, QStringView text)
{
    int end = entryEnd(e);
    if (!e.takenBack)
        return end;
    int i = end;
    while (i < text.size() && text[i].isSpace() && text[i] != u'\n')
        ++i;
    if (i < text.size() && text[i] == u'{') {
        const qsizetype close = text.indexOf(u'}', i);
        if (close >= 0)
            end = int(close) + 1;
    }
    return end;
}

}  // namespace

TextInsertion moveInsertion(const Record& record, QStringView text, int ply, chess::Move move)
{
    const int entryOfPly = record.indexOfPly(ply);
    const chess::Position before = record.positionBefore(entryOfPly + 1);
    const QString written = writeInStyle(before, move, sheetStyle(record, text));
    const int number = before.fullmoveNumber();
    const bool white = before.sideToMove() == chess::Color::White;
    TextInsertion insertion;

    if (ply == 0 && !record.entries.isEmpty()) {
        // Before the first entry, after whatever stands before it (its number).
        insertion.position = record.entries.first().entry.start;
        insertion.text = written + u' ';
        insertion.moveEnd = insertion.position + int(written.size());
        return insertion;
    }

    QString lead;
    if (record.entries.isEmpty()) {
        // The first move of the sheet, on a line of its own after anything written before it (a comment).
        insertion.position = int(text.size());
        if (!text.isEmpty() && !text.back().isSpace())
            lead = QStringLiteral("\n");
        lead += notation::moveNumberText(number, before.sideToMove()) + u' ';
    } else {
        int last = entryOfPly;
        while (last + 1 < record.entries.size() && record.entries[last + 1].entry.takenBack)
            ++last;
        insertion.position = endWithMark(record.entries[last].entry, text);
        const Layout layout = learnLayout(record, text);
        if (last != entryOfPly) {
            lead = QStringLiteral(" ");  // in the box of the move taken back, as the same player's move (7.5.1)
        } else if (!white) {
            const int column = columnOf(text, insertion.position);
            lead = layout.blackColumn > column ? QString(layout.blackColumn - column, u' ')
                                               : withNumber(layout.withinPair, number);
        } else if (!layout.betweenPairs.isEmpty()) {
            lead = withNumber(layout.betweenPairs, number);
        } else {
            lead = isNumbered(record) ? u'\n' + notation::moveNumberText(number, before.sideToMove()) + u' '
                                      : QStringLiteral(" ");
        }
    }
    insertion.text = lead + written;
    insertion.moveEnd = insertion.position + int(insertion.text.size());
    return insertion;
}

}  // namespace sheet
