// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheet/record.h"

#include <QTextBrowser>

/// What an arbiter checks beyond single moves: draw offers, repeated positions with the moves where
/// they stood, the fifty- and seventy-five-move points, mate, stalemate, dead position, moves
/// completed by each player and how far that count is verified, and the result written against the
/// result on the board and the result field. Every move named is a link to its position.
class ArbiterPanel : public QTextBrowser {
    Q_OBJECT

public:
    explicit ArbiterPanel(QWidget* parent = nullptr);
    /// `text` is the sheet's text (moves are named as written); `resultField` the game details' Result.
    void setRecord(const sheet::Record& record, const QString& text, const QString& resultField);

signals:
    /// A move named in the panel was clicked: the position after `ply` (0: the start) is wanted.
    void plyChosen(int ply);
};
