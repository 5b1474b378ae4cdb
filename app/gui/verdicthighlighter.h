// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheet/record.h"

#include <QSyntaxHighlighter>

/// Marks every entry of the sheet in the editor by its verdict (colour and underline style), and the
/// text the replay set aside (after the result, in a comment never closed) as not checked. The entry
/// still being typed is left unmarked: "S" is the start of a move, not an unreadable one yet.
class VerdictHighlighter : public QSyntaxHighlighter {
    Q_OBJECT

public:
    explicit VerdictHighlighter(QTextDocument* document);

    /// Takes the record to show and re-marks the text.
    /// `beingTyped`: the entry still being typed (movecompletion::isStillBeingTyped), -1 when none.
    void setRecord(const sheet::Record& record, int beingTyped);
    /// Another entry is being typed, or none (-1): only the lines of the two are marked again.
    void setEntryBeingTyped(int index);

protected:
    void highlightBlock(const QString& text) override;

private:
    void rehighlightEntry(int index);

    int m_beingTyped = -1;
    QList<sheet::EntryRecord> m_entries;  // in text order
    QList<sheet::SheetNote> m_notes;
};
