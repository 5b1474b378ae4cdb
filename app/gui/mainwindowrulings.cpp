// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's Rulings menu: a claim (9.2, 9.3), a completed illegal move (7.5) and a flag fall (6.9),
// each ruled in its dialog on the record at the moment the arbiter chose, the ruling kept for the report.

#include "mainwindow.h"

#include "claimdialog.h"
#include "flagdialog.h"
#include "illegalmovedialog.h"
#include "movetablemodel.h"
#include "sheeteditor.h"
#include "sheethistory.h"
#include "sheetsession.h"

#include "sheet/takenbackmark.h"

#include <QItemSelectionModel>
#include <QMessageBox>
#include <QTableView>
#include <QTextCursor>

namespace {

// The entry a ruling is made at: the table's chosen one, or else the sheet's last.
int chosenOrLastEntry(const QTableView* table, const sheet::Record& record)
{
    const bool selected = table->selectionModel()->hasSelection();
    const int entry = selected ? table->currentIndex().data(MoveTableModel::EntryRole).toInt() : -1;
    return entry >= 0 ? entry : int(record.entries.size()) - 1;
}

}  // namespace

RulingMoment MainWindow::rulingMoment() const
{
    const sheet::Record& r = m_session->record();
    return rulingMomentAfter(r, m_session->text(), chosenOrLastEntry(m_table, r));
}

void MainWindow::ruleOnClaim(rulings::ClaimKind kind)
{
    if (!m_claimDialog) {
        m_claimDialog = new ClaimDialog(this);
        zoomWithWindow(m_claimDialog);
        connect(m_claimDialog, &ClaimDialog::plyChosen, this, &MainWindow::showPly);
        connect(m_claimDialog, &ClaimDialog::rulingMade, m_session, &SheetSession::keepRuling);
    }
    m_claimDialog->claimAt(rulingMoment(), kind);
    m_claimDialog->show();
    m_claimDialog->raise();
    m_claimDialog->activateWindow();
}

// A completed illegal move (7.5), ruled at the table's current entry, or else at the last; where the replay
// stopped before it, at the entry it stopped at: the position of a later one is not known.
void MainWindow::ruleOnIllegalMove()
{
    const std::shared_ptr<const sheet::Record> record = m_session->sharedRecord();
    if (record->entries.isEmpty()) {
        QMessageBox::information(this, tr("Ruling on an Illegal Move"),
            tr("The sheet has no entries yet: type the game up to the illegal move first."));
        return;
    }
    int entry = chosenOrLastEntry(m_table, *record);
    if (const int stop = record->stopIndex(); stop >= 0)
        entry = std::min(entry, stop);
    IllegalMoveDialog dialog(record, m_session->text(), entry, this);
    zoomWithWindow(&dialog);
    connect(&dialog, &IllegalMoveDialog::rulingMade, m_session, &SheetSession::keepRuling);
    if (dialog.exec() != QDialog::Accepted || !dialog.markAsTakenBack())
        return;
    // The mark goes right after the entry, as one step of the history.
    const sheet::Entry& e = record->entries[entry].entry;
    const QString mark = u' ' + sheet::takenBackMark(record->language);
    m_history->editText({"MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Mark as Taken Back")}, [this, &e, &mark] {
        QTextCursor cursor(m_editor->document());
        cursor.setPosition(e.start + e.length);
        cursor.insertText(mark);
    });
}

void MainWindow::ruleOnFlagFall(chess::Color flagged)
{
    if (!m_flagDialog) {
        m_flagDialog = new FlagDialog(this);
        zoomWithWindow(m_flagDialog);
        connect(m_flagDialog, &FlagDialog::rulingMade, m_session, &SheetSession::keepRuling);
    }
    m_flagDialog->flagFellAt(rulingMoment(), flagged);
    m_flagDialog->show();
    m_flagDialog->raise();
    m_flagDialog->activateWindow();
}
