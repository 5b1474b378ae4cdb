#pragma once

#include "pgn/pgngame.h"

#include <QAbstractTableModel>
#include <QDialog>

#include <array>
#include <vector>

class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

/// The games of a PGN file as a table: number, the players, result, round, event and date. Kept as
/// plain strings, a row a game, so that a tournament's file of thousands of games stays small.
class GameListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Number, White, Black, Result, Round, Event, Date, ColumnCount };

    explicit GameListModel(QObject* parent = nullptr);
    /// Adds a game, read with its tags (its movetext is not needed).
    void append(const pgn::PgnGame& game);
    /// The game's number in its file.
    int gameNumber(int row) const { return m_numbers[std::size_t(row)]; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<int> m_numbers;
    std::vector<std::array<QString, ColumnCount - 1>> m_tags;  // White to Date
};

/// Asks which game of a PGN file to open: the games in a table, narrowed as the user types a player,
/// an event, a round or a date into the search field. Up and Down move through the games found while
/// the typing goes on; Enter or a double click opens the game.
class GamePicker : public QDialog {
    Q_OBJECT

public:
    /// Takes the model over (it becomes the dialog's child).
    GamePicker(GameListModel* games, const QString& fileName, QWidget* parent = nullptr);
    /// The number of the game picked, 0 when none is.
    int chosenNumber() const;

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    GameListModel* m_games;
    QSortFilterProxyModel* m_shown;
    QLineEdit* m_search;
    QTableView* m_table;
};
