// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheet/record.h"

#include <QAbstractTableModel>

#include <memory>

/// The scoresheet as a table, No. | White | Black, built from the replay: moves in the notation the
/// user sees (shownnotation), entries that could not be played as written, cells coloured by verdict, draw offers
/// marked (=) on the move that made them. A screen reader is told each cell in words (Qt::AccessibleTextRole):
/// the move number, the side, the move and its verdict, which the table otherwise shows only by colour and
/// symbol. An entry still being typed (SheetEditor::entryBeingTyped) is shown as typed, with no verdict yet.
class MoveTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NumberColumn, WhiteColumn, BlackColumn, ColumnCount };
    static constexpr int EntryRole = Qt::UserRole + 1;  // the entry's index in the record, or -1

    explicit MoveTableModel(QObject* parent = nullptr);

    /// The replayed sheet and its text (for entries that could not be played, shown as written), and the
    /// entry still being typed, -1 when none.
    void setRecord(std::shared_ptr<const sheet::Record> record, const QString& text, int beingTyped);
    /// Another entry is being typed, or none (-1).
    void setEntryBeingTyped(int entry);
    /// The interface language changed: headers and tooltips are worded again.
    void retranslate();
    /// The cell that shows an entry.
    QModelIndex indexOfEntry(int entry) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row {
        int number = 0;
        int entry[2] = {-1, -1};  // White's and Black's
    };
    struct Cell {
        QString text;  // the move, as the accessible text says it
        QString shown;  // the move with its draw offer, as the table shows it
        notation::Verdict verdict;
        bool drawOffer = false;
    };
    /// The words a screen reader says for the cell of `side`'s move in row `number`; `verdict` in words.
    QString accessibleText(int number, chess::Color side, const Cell& cell, const QString& verdict) const;
    void rebuild();

    std::shared_ptr<const sheet::Record> m_record;  // shared with the session (SheetSession::sharedRecord)
    QString m_text;
    QList<Row> m_rows;
    QList<Cell> m_cells;  // per entry
    int m_beingTyped = -1;
};
