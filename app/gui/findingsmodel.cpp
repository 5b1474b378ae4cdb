// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingsmodel.h"

#include "sheetrepair.h"
#include "shownnotation.h"
#include "verdictstyle.h"

#include <QPoint>

FindingsModel::FindingsModel(QObject* parent)
    : QAbstractListModel(parent)
{
}

void FindingsModel::setRecord(const sheet::Record& record, const QString& text, int beingTyped)
{
    beginResetModel();
    m_items.clear();
    int unchecked = 0;
    for (int i = 0; i < record.entries.size(); ++i) {
        const sheet::EntryRecord& e = record.entries[i];
        const notation::Verdict v = e.resolution.verdict;
        if (v == notation::Verdict::Unchecked) {
            ++unchecked;
            continue;
        }
        if (e.isClean() || i == beingTyped)
            continue;
        QStringList notes;
        e.resolution.findings.forEach([&](notation::Finding f) { notes << notation::findingMessage(f); });
        for (int k = 0; k < sheet::PlaceFindingCount; ++k)
            if (e.has(sheet::PlaceFinding(k)))
                notes << sheet::placeFindingMessage(sheet::PlaceFinding(k), e);
        // "Line 3: 3. Lc5 — illegal", "Line 4: 12... Sc6 — ...": the move as a sheet numbers it.
        QString line = QStringLiteral("%1: %2 — %3")
                           .arg(tr("Line %1").arg(e.entry.line),
                               shownnotation::isolated(sheet::numberedEntryText(e, text)), notation::verdictName(v));
        if (!notes.isEmpty())
            line += QStringLiteral(". ") + notes.join(QLatin1Char(' '));
        if (const QList<repair::Suggestion> likely = sheetrepair::suggestionsFor(record, text, i); !likely.isEmpty())
            line += (notes.isEmpty() ? QStringLiteral(". ") : QStringLiteral(" "))  // the notes end in a full stop
                + tr("Likely meant: %1.").arg(sheetrepair::describe(likely.first(), record, i));
        m_items.append({v, line, e.entry.start, e.entry.length});
    }
    for (const sheet::SheetNote& n : record.notes)
        m_items.append({notation::Verdict::Unreadable,
            tr("Line %1, column %2: %3").arg(n.line).arg(n.column).arg(sheet::sheetNoteMessage(n.kind)), n.start,
            n.length});
    if (unchecked > 0)
        m_items.append({notation::Verdict::Unchecked, tr("%n more entries could not be checked.", nullptr, unchecked)});
    endResetModel();
}

int FindingsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_items.size()); }

QVariant FindingsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Item& item = m_items[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole: return item.text;
    case Qt::BackgroundRole: return verdictstyle::background(item.verdict);
    case Qt::ForegroundRole: return QColor(Qt::black);
    case SpanRole: return item.start >= 0 ? QVariant(QPoint(item.start, item.length)) : QVariant();
    case VerdictRole: return QString::fromLatin1(notation::verdictCode(item.verdict));
    default: return {};
    }
}
