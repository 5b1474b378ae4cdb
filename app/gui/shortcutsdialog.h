// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTableWidget;

/// Help ▸ Keyboard Shortcuts: every shortcut of the window's actions in one table, with the menu or
/// tool bar it belongs to. Read from the actions themselves when shown, so it cannot drift from them.
class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    /// `window`: whose actions are listed (its menus', tool bars' and its own).
    explicit ShortcutsDialog(QWidget* window);

    /// Fills the table from the window's actions as they are now (words in the language of the moment).
    void refresh();

protected:
    void changeEvent(QEvent* event) override;  // a change of the interface language: worded again

private:
    QWidget* m_window;
    QTableWidget* m_table;
};
