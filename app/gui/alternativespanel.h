// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include "repair/reconstruction.h"

#include <cstdint>

class QLabel;
class QListWidget;
class QPushButton;

/// Where the sheet (or the two sheets) does not decide a change, the moves that fit it as well (issue 25):
/// the one the game goes on with first, then the others, best first. Each selected in the list is shown
/// (previewed); Choose This Move (or a double click, or Enter) picks one. The reconstruction dialog and
/// the compare window share it.
class AlternativesPanel : public QWidget {
    Q_OBJECT

public:
    explicit AlternativesPanel(QWidget* parent = nullptr);

    /// Whether some of the alternatives listed were only not ruled out (Alternative::checked false): their
    /// rest search stopped at its limit, so they are not shown to fit.
    enum class Unchecked : std::uint8_t { None, Some };

    /// The moves at the selected place, as the user sees them: `moves[0]` the one the game goes on with,
    /// the others its alternatives, best first; `note` says whether the sheet decides it (with Some, the
    /// panel adds that the moves marked "not ruled out" are not shown to fit). The first is selected (and
    /// previewed).
    void setMoves(const QStringList& moves, const QString& note, Unchecked unchecked = Unchecked::None);

    /// Some when an alternative of `alternatives` is not checked.
    static Unchecked uncheckedAmong(const QList<repair::Alternative>& alternatives);

signals:
    /// The move at `row` of the list is selected (0: the one the game goes on with).
    void previewed(int row);
    /// The arbiter picks the alternative at `alternative` (from 0: the list's second row).
    void chosen(int alternative);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    /// A new font (the zoom): the list keeps room for its rows.
    void changeEvent(QEvent* event) override;

private:
    void fitToFont();
    void choose();

    QLabel* m_note;
    QListWidget* m_list;
    QPushButton* m_choose;
};
