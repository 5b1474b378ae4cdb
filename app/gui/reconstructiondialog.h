// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheetrepair.h"

#include <QDialog>

#include <memory>

class QTableWidget;
class QTextBrowser;

/// "Reconstruct game": the most likely complete legal game for the sheet, its changes listed with
/// their reasons, each ticked to accept or unticked to reject; the accepted ones are written into the
/// sheet as one undoable step.
class ReconstructionDialog : public QDialog {
    Q_OBJECT

public:
    ReconstructionDialog(std::shared_ptr<const sheet::Record> record, const QString& text, QWidget* parent = nullptr);

    /// The edits of the changes still ticked.
    QList<sheetrepair::SheetEdit> acceptedEdits() const;
    /// The most likely game and every change it needs, as found (for the arbiter's report).
    const repair::Reconstruction& reconstruction() const { return m_reconstruction; }

private:
    void showGame();

    std::shared_ptr<const sheet::Record> m_record;  // shared with the session (SheetSession::sharedRecord)
    QString m_text;
    repair::Reconstruction m_reconstruction;
    QTableWidget* m_changes;
    QTextBrowser* m_game;
};
