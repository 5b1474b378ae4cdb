// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheet/record.h"

#include <QSyntaxHighlighter>

/// Marks every entry of the sheet in the editor by its verdict (colour and underline style), and the
/// text the replay set aside (after the result, in a comment never closed) as not checked.
class VerdictHighlighter : public QSyntaxHighlighter {
    Q_OBJECT

public:
    explicit VerdictHighlighter(QTextDocument* document);

    /// Takes the record to show and re-marks the text.
    void setRecord(const sheet::Record& record);

protected:
    void highlightBlock(const QString& text) override;

private:
    QList<sheet::EntryRecord> m_entries;  // in text order
    QList<sheet::SheetNote> m_notes;
};
