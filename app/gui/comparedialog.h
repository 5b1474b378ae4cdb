// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportcase.h"

#include "notation/language.h"
#include "repair/reconciliation.h"
#include "sheet/record.h"

#include <QDialog>
#include <QSet>

#include <array>

class AlternativesPanel;
class BoardWidget;
class QLabel;
class QPushButton;
class QTableWidget;
class QTextBrowser;

/// Two players' sheets of one game side by side (FIDE Laws D.2.9): each move of the game that fits
/// both, what each sheet has for it, and the places where they differ marked. Where nothing on the sheets
/// decides a move (each says another legal move, or both left the box blank), the moves that fit as well
/// are listed under the table, each shown on the board when selected, and the arbiter chooses which
/// stands; the board shows the position at the selected row.
class CompareDialog : public QDialog {
    Q_OBJECT

public:
    /// `record`/`text`: the sheet in the window; `otherText`: the other player's sheet (its language is
    /// found by replaying), named `otherName`.
    CompareDialog(const sheet::Record& record, const QString& text, const QString& otherText, const QString& otherName,
        QWidget* parent = nullptr);

    /// The game that fits both sheets, with the arbiter's choices where the sheets cannot decide.
    const repair::Reconciliation& reconciliation() const { return m_reconciliation; }
    /// The comparison as the arbiter's report prints it: the other sheet replayed, and the reconciliation.
    report::Comparison comparison() const;

protected:
    /// A new font (the zoom): the caption and the game keep their lines' room.
    void changeEvent(QEvent* event) override;

private:
    /// The board's caption holds two lines open and the game four, at the font of the moment.
    void fitToFont();
    std::array<repair::SheetEntries, 2> sheets() const;
    chess::Position positionBefore(int ply) const;
    void fill();
    void choose(int step, int alternative);
    void showRow(int row);
    void preview(int row, int listed);
    void goToDifference(int direction);

    chess::Position m_start;
    std::array<notation::Language, 2> m_languages;
    std::array<QString, 2> m_texts;
    std::array<QList<QStringView>, 2> m_entries;  // views into m_texts
    QString m_otherName;
    sheet::Record m_other;  // the other sheet replayed alone
    repair::Reconciliation m_reconciliation;
    QSet<int> m_chosen;  // the undecided steps where the arbiter has chosen

    QLabel* m_summary;
    QTableWidget* m_table;
    QPushButton* m_previous;
    QPushButton* m_next;
    AlternativesPanel* m_alternatives;
    BoardWidget* m_board;
    QLabel* m_boardCaption;
    QTextBrowser* m_game;
};
