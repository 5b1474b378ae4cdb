#pragma once

#include "sheet/record.h"

#include <QAbstractListModel>

/// Every problem of the sheet, one line each: where it is, the entry, the verdict and what is wrong.
/// Entries that are ok and have no findings are left out; the rest of an unchecked sheet is one line.
class FindingsModel : public QAbstractListModel {
    Q_OBJECT

public:
    static constexpr int EntryRole = Qt::UserRole + 1;
    static constexpr int VerdictRole = Qt::UserRole + 2;  // the verdict code: "illegal", ...

    explicit FindingsModel(QObject* parent = nullptr);

    void setRecord(const sheet::Record& record, const QString& text);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    struct Item {
        int entry;
        notation::Verdict verdict;
        QString text;
    };
    QList<Item> m_items;
};
