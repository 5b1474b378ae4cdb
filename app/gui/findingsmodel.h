// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheet/record.h"

#include <QAbstractListModel>

/// Every problem of the sheet, one line each: where it is, the entry, the verdict and what is wrong.
/// Entries that are ok and have no findings are left out; the rest of an unchecked sheet is one line.
/// Text set aside (after the result, in a comment never closed) has a line of its own.
class FindingsModel : public QAbstractListModel {
    Q_OBJECT

public:
    static constexpr int VerdictRole = Qt::UserRole + 2;  // the verdict code: "illegal", ...
    static constexpr int SpanRole = Qt::UserRole + 3;  // QPoint(start, length) of the text it is about, or none

    explicit FindingsModel(QObject* parent = nullptr);

    /// `beingTyped`: the entry still being typed (SheetEditor::entryBeingTyped), -1 when none. It has no
    /// line until the cursor leaves it: "S" is the start of a move, not an unreadable one yet.
    void setRecord(const sheet::Record& record, const QString& text, int beingTyped);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    struct Item {
        notation::Verdict verdict;
        QString text;
        int start = -1;  // the span in the sheet's text, -1 when the line is about no one place
        int length = 0;
    };
    QList<Item> m_items;
};
