// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelistreader.h"

#include <QAbstractTableModel>

#include <vector>

/// The games of a PGN file as a table: number, the players, result, round, event and date, narrowed to
/// those a search finds and sorted by any column. It does its own searching and sorting: a proxy model
/// over the whole list did work at every batch added that grew with the games already listed, and
/// the window paused longer and longer while a file of millions of games was read.
class GameListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Number, White, Black, Result, Round, Event, Date, ColumnCount };

    explicit GameListModel(QObject* parent = nullptr);
    /// Adds games after those listed; those the search finds are shown, where the sorting puts them.
    void append(const ListedGames& games);
    /// Shows only the games whose number or any tag shown holds `text` (letters of any case); all of
    /// them when it is empty.
    void setSearch(const QString& text);
    /// All the games listed, shown or not.
    int listedCount() const { return m_listed; }
    /// Where the game shown in `row` stands in its file.
    const pgn::GamePlace& place(int row) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    // A game listed, by its place among all the games listed (its batch found by a binary search).
    struct Listed {
        const ListedGames& batch;
        int index;
    };
    Listed listed(int game) const;
    bool found(const ListedGames& batch, int index) const;
    QString sortKey(int game) const;
    bool sortsBefore(int a, int b) const;
    /// Puts `games` (places among all listed) in the order of the sorting.
    void sortGames(std::vector<int>& games) const;
    void reorderShown(std::vector<int> shown);

    // The games in batches as they were read: one block for all of them had to be copied whole as it
    // grew, a pause of a quarter of a second at a time with two million games listed.
    std::vector<ListedGames> m_batches;
    std::vector<int> m_batchStarts;  // the place of each batch's first game among all listed
    int m_listed = 0;
    std::vector<int> m_shown;  // the games shown, by place among all listed, in the order shown
    QString m_search;
    int m_sortColumn = Number;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};
