// SPDX-License-Identifier: GPL-3.0-or-later
#include "movetablemodel.h"

#include "shownnotation.h"
#include "verdictstyle.h"
#include "verdictsymbol.h"

#include "sheet/recordwalk.h"

#include <utility>

MoveTableModel::MoveTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void MoveTableModel::setRecord(std::shared_ptr<const sheet::Record> record, const QString& text, int beingTyped)
{
    m_record = std::move(record);
    m_text = text;
    m_beingTyped = beingTyped;
    rebuild();
}

void MoveTableModel::setEntryBeingTyped(int entry)
{
    const int before = std::exchange(m_beingTyped, entry);
    for (const int changed : {before, entry})
        if (const QModelIndex cell = indexOfEntry(changed); cell.isValid())
            emit dataChanged(cell, cell);
}

void MoveTableModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    m_cells.clear();
    for (const sheet::WalkedEntry& w : sheet::RecordWalk(*m_record)) {
        const sheet::EntryRecord& e = w.record;
        const int side = chess::index(e.side);
        if (m_rows.isEmpty() || m_rows.last().number != e.moveNumber || m_rows.last().entry[side] != -1)
            m_rows.append(Row{e.moveNumber, {-1, -1}});
        m_rows.last().entry[side] = w.index;
        // A move played is written afresh, its offer after it. An entry not played is shown as written, with
        // the offer it holds ("Ke3 (=)", illegal), not written twice; an offer after the arbiter's mark of a
        // move taken back is not in the entry, and follows it.
        const bool offer = e.drawOffer || sheet::offersDrawNotPlayed(e, e.entry.text(m_text), m_record->language);
        const bool offerInEntry = e.ply == 0 && !e.entry.drawOfferAfterMark;
        const QString shown = e.ply > 0 ? w.writtenMove(shownnotation::options(m_record->language)).toString()
                                        : e.entry.text(m_text).toString();
        m_cells.append({shownnotation::isolated(shown),
            shownnotation::isolated(offer && !offerInEntry ? shown + QStringLiteral(" (=)") : shown),
            e.resolution.verdict, offer});
    }
    endResetModel();
}

void MoveTableModel::retranslate() { emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1); }

QModelIndex MoveTableModel::indexOfEntry(int entry) const
{
    if (entry < 0)
        return {};
    for (int r = 0; r < m_rows.size(); ++r)
        for (int side = 0; side < 2; ++side)
            if (m_rows[r].entry[side] == entry)
                return index(r, WhiteColumn + side);
    return {};
}

int MoveTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int MoveTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant MoveTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row& row = m_rows[index.row()];
    if (index.column() == NumberColumn)
        return role == Qt::DisplayRole       ? QVariant(row.number)
            : role == Qt::TextAlignmentRole  ? QVariant(Qt::AlignCenter)
            : role == Qt::AccessibleTextRole ? QVariant(tr("Move %1").arg(row.number))
                                             : QVariant();
    const int entry = row.entry[index.column() - WhiteColumn];
    if (role == EntryRole)
        return entry;
    if (entry < 0)
        return {};
    const Cell& cell = m_cells[entry];
    // The start of a move is no unreadable one yet: it is judged once the cursor leaves it.
    const bool typed = entry == m_beingTyped;
    const QString verdict = typed ? tr("still being typed") : notation::verdictName(cell.verdict);
    switch (role) {
    case Qt::DisplayRole: {
        const QString mark = typed ? QString() : verdictsymbol::of(cell.verdict);
        return mark.isEmpty() ? cell.shown : cell.shown + QStringLiteral("  ") + mark;
    }
    case Qt::AccessibleTextRole:
        return accessibleText(
            row.number, index.column() == WhiteColumn ? chess::Color::White : chess::Color::Black, cell, verdict);
    case Qt::BackgroundRole:
        return cell.verdict == notation::Verdict::Ok || typed ? QVariant()
                                                              : QVariant(verdictstyle::background(cell.verdict));
    case Qt::ForegroundRole: return QColor(Qt::black);
    case Qt::ToolTipRole: return verdict;
    default: return {};
    }
}

QString MoveTableModel::accessibleText(int number, chess::Color side, const Cell& cell, const QString& verdict) const
{
    const QString player = side == chess::Color::White ? tr("White") : tr("Black");
    return (cell.drawOffer
            ? tr("Move %1, %2: %3, %4, with a draw offer",
                "a cell of the move table read aloud: move number, side, move, verdict")
            : tr("Move %1, %2: %3, %4", "a cell of the move table read aloud: move number, side, move, verdict"))
        .arg(number)
        .arg(player, cell.text, verdict);
}

QVariant MoveTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NumberColumn: return tr("No.");
    case WhiteColumn: return tr("White");
    case BlackColumn: return tr("Black");
    default: return {};
    }
}
