// SPDX-License-Identifier: GPL-3.0-or-later
// The window for screen readers and keyboards (issue 23): every control named and described in the
// interface language, and a tab order that follows the reading order.

#include "mainwindow.h"

#include "arbiterpanel.h"
#include "boardwidget.h"
#include "gamedetails.h"
#include "placeholderlistview.h"
#include "sheeteditor.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>

namespace {

void describe(QWidget* control, const QString& name, const QString& description)
{
    control->setAccessibleName(name);
    control->setAccessibleDescription(description);
}

}  // namespace

void MainWindow::describeControls()
{
    worded([this] {
        describe(m_editor, tr("Sheet"),
            tr("The scoresheet as written, one entry after another. Each entry is checked as it is typed; Tab "
               "leaves the sheet."));
        describe(m_findingsView, tr("Findings"),
            tr("Every entry that is not correct, with what is wrong and the likely move. Enter goes to the entry "
               "in the sheet."));
        describe(m_board, tr("Board"), tr("The position after the entry under the cursor or the table's chosen cell."));
        describe(m_fen, tr("FEN"), tr("The position on the board written as FEN, to copy."));
        describe(m_copyFen, tr("Copy FEN"), tr("Copies the FEN of the position on the board to the clipboard."));
        describe(m_table, tr("Scoresheet table"),
            tr("The moves by number, White and Black, each with its verdict. The arrow keys move between the "
               "cells; the board shows the position after the chosen one."));
        describe(m_arbiter, tr("For the arbiter"),
            tr("Draw offers, repetitions, the fifty-move count, moves completed and the result, at this moment "
               "of the game."));
        describe(m_sideTabs, tr("Side panels"),
            tr("For the arbiter, and how the move is written, one at a time; the arrow keys on the tabs switch "
               "between them."));
        describe(m_language, tr("Notation on the sheet"),
            tr("The language of the sheet's piece letters; Automatic finds it from the moves."));
        describe(
            m_display, tr("Show moves as"), tr("The notation the table, the findings and the panels write moves in."));
        // The tool bar's buttons say what they do without the arrows their text draws.
        const std::pair<const char*, std::pair<QString, QString>> buttons[] = {
            {"firstMove", {tr("First"), tr("Shows the position before the first move.")}},
            {"previousMove", {tr("Previous"), tr("Shows the position one move earlier.")}},
            {"nextMove", {tr("Next"), tr("Shows the position one move later.")}},
            {"lastMove", {tr("Last"), tr("Shows the position after the last move.")}},
            {"flipBoard", {tr("Flip board"), tr("Turns the board around, Black at the bottom or White.")}},
        };
        for (const auto& [name, words] : buttons) {
            QAction* action = m_toolBar->findChild<QAction*>(QLatin1String(name));
            action->setToolTip(
                QStringLiteral("%1 (%2)").arg(words.second, action->shortcut().toString(QKeySequence::NativeText)));
            describe(m_toolBar->widgetForAction(action), words.first, words.second);
        }
    });
}

void MainWindow::orderTabs()
{
    QList<QWidget*> order{m_language, m_display, m_editor, m_findingsView, m_board, m_fen, m_copyFen};
    for (QLineEdit* field : m_details->findChildren<QLineEdit*>(QString(), Qt::FindDirectChildrenOnly))
        order << field;
    order << m_table << m_sideTabs << m_arbiter;
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order[i - 1], order[i]);
}
