// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include "rulings/illegalmove.h"

class QDialog;
class QLabel;
class QLayout;
class QPushButton;
class QWidget;

/// What the views of rulings (on a claim, on a flag fall) show their words with.
namespace rulingtext {

/// A part of a ruling: plain text that wraps and can be selected, named `objectName`.
QLabel* partLabel(const QString& objectName);
/// The verdict, the line a ruling starts with: a part in bold.
QLabel* verdictLabel();

/// The layout the ruling dialogs share: what is ruled on (`moment`), the inputs, the ruling in a scroll
/// area, and a row of buttons with `copy` at its start and `endButtons` at its end.
void layOutRulingDialog(QDialog* dialog, QWidget* moment, QLayout* inputs, QWidget* ruling, QPushButton* copy,
    const QList<QPushButton*>& endButtons);
/// Names and describes, in the interface language, the parts the ruling dialogs share: the ruling's
/// area, and the buttons Rule, Copy as Text and Close (named "rule", "copyRuling", "closeRuling").
void describeRulingDialog(QDialog* dialog);

/// The notation an illegal-move ruling's words hold: its result, the position reinstated (FEN), the sheet's
/// entries (`record`, made from `text`) and the opponent's mate line in one piece, its moves in order.
QStringList notationOf(const rulings::IllegalMoveRuling& ruling, const sheet::Record& record, QStringView text);

/// Numbered moves ("29. Qb4") found in a ruling's lines and set apart, each number with its move, from
/// the words around them (shownnotation::isolated), so that "29." stays before "Qb4" in right-to-left text.
class IsolatedMoves {
public:
    /// The moves as the ruling writes them into its lines.
    explicit IsolatedMoves(QStringList numberedMoves);

    QString in(const QString& line) const;
    QStringList in(QStringList lines) const;

private:
    QRegularExpression m_moves;  // longest first, so that "29. Qb4" is not taken for "9. Qb4"
};

}  // namespace rulingtext
