// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelistmodel.h"

#include <QDialog>

#include <optional>

class QLabel;
class QLineEdit;
class QProgressBar;
class QTableView;

/// Asks which game of a PGN file to open: the games in a table, narrowed as the user types a player,
/// an event, a round or a date into the search field. Up and Down move through the games found while
/// the typing goes on; Enter or a double click opens the game. The games are listed as the file is read
/// (on a thread of its own, a bar showing how far it has come); a game can be picked before the end,
/// and Cancel stops the reading.
class GamePicker : public QDialog {
    Q_OBJECT

public:
    /// Starts reading the PGN file at `path`.
    explicit GamePicker(const QString& path, QWidget* parent = nullptr);
    /// The list's memory goes back to the system: of all the games listed, only the place of the one
    /// chosen is kept (by the caller).
    ~GamePicker() override;
    /// Whether the file holds more than one game (one needs no choosing); false, with `error` worded,
    /// when it cannot be read.
    bool holdsSeveralGames(QString& error);
    /// Where the game picked stands in the file; nothing when none is.
    std::optional<pgn::GamePlace> chosenPlace() const;
    /// Whether the file is still being read.
    bool isReading() const;

    void done(int result) override;

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void showCount();

    QString m_path;
    QString m_fileName;
    qint64 m_fileSize;
    GameListModel* m_games;
    GameListReader* m_reader;
    QLabel* m_count;
    QProgressBar* m_progress;
    QLineEdit* m_search;
    QTableView* m_table;
};
