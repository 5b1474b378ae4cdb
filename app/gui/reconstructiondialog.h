// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheetrepair.h"

#include <QDialog>

#include <memory>

class AlternativesPanel;
class BoardWidget;
class QLabel;
class QTableWidget;
class QTextBrowser;

/// "Reconstruct game": the most likely complete legal game for the sheet, its changes listed with
/// their reasons, each ticked to accept or unticked to reject; the accepted ones are written into the
/// sheet as one undoable step. A change the sheet does not decide starts unticked; the moves that fit as
/// well are listed for the selected change, each shown on the board when selected, and picking one
/// reconstructs the rest of the game after it (repair::choose).
class ReconstructionDialog : public QDialog {
    Q_OBJECT

public:
    ReconstructionDialog(std::shared_ptr<const sheet::Record> record, const QString& text, QWidget* parent = nullptr);

    /// The edits of the changes still ticked.
    QList<sheetrepair::SheetEdit> acceptedEdits() const;
    /// The most likely game and every change it needs, as found (for the arbiter's report).
    const repair::Reconstruction& reconstruction() const { return m_reconstruction; }

protected:
    /// A new font (the zoom): the caption and the game keep their lines' room.
    void changeEvent(QEvent* event) override;

private:
    /// The board's caption holds two lines open and the game five, at the font of the moment.
    void fitToFont();
    void fillChanges(const QList<bool>& ticked);
    void showGame();
    void showChange(int row);
    void preview(int row, int listed);
    void choose(int row, int alternative);

    std::shared_ptr<const sheet::Record> m_record;  // shared with the session (SheetSession::sharedRecord)
    QString m_text;
    QList<QStringView> m_entries;  // views into m_text
    repair::Reconstruction m_reconstruction;
    QLabel* m_summary;
    QTableWidget* m_changes;
    AlternativesPanel* m_alternatives;
    BoardWidget* m_board;
    QLabel* m_boardCaption;
    QTextBrowser* m_game;
};
