// SPDX-License-Identifier: GPL-3.0-or-later
#include "verdicthighlighter.h"

#include "verdictstyle.h"

#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>
#include <utility>

VerdictHighlighter::VerdictHighlighter(QTextDocument* document)
    : QSyntaxHighlighter(document)
{
}

void VerdictHighlighter::setRecord(const sheet::Record& record, int beingTyped)
{
    m_entries = record.entries;
    m_notes = record.notes;
    m_beingTyped = beingTyped;
    rehighlight();
}

void VerdictHighlighter::setEntryBeingTyped(int index)
{
    if (index == m_beingTyped)
        return;
    const int before = std::exchange(m_beingTyped, index);
    rehighlightEntry(before);
    rehighlightEntry(index);
}

void VerdictHighlighter::rehighlightEntry(int index)
{
    if (index < 0 || index >= m_entries.size())
        return;
    const sheet::Entry& e = m_entries[index].entry;
    for (QTextBlock b = document()->findBlock(e.start); b.isValid() && b.position() <= e.start + e.length; b = b.next())
        rehighlightBlock(b);
}

void VerdictHighlighter::highlightBlock(const QString& text)
{
    const int blockStart = currentBlock().position();
    const int blockEnd = blockStart + int(text.size());
    // Entries are in text order: find the first that ends inside or after this block.
    auto it = std::lower_bound(m_entries.cbegin(), m_entries.cend(), blockStart,
        [](const sheet::EntryRecord& e, int pos) { return e.entry.start + e.entry.length <= pos; });
    for (; it != m_entries.cend() && it->entry.start < blockEnd; ++it) {
        if (it - m_entries.cbegin() == m_beingTyped)
            continue;
        const int from = std::max(it->entry.start, blockStart) - blockStart;
        const int to = std::min(it->entry.start + it->entry.length, blockEnd) - blockStart;
        setFormat(from, to - from, verdictstyle::editorFormat(it->resolution.verdict));
    }
    for (const sheet::SheetNote& n : m_notes) {  // a few at most
        const int from = std::max(n.start, blockStart), to = std::min(n.start + n.length, blockEnd);
        if (from < to)
            setFormat(from - blockStart, to - from, verdictstyle::editorFormat(notation::Verdict::Unchecked));
    }
}
