#pragma once

#include "sheet/record.h"

#include <QTextBrowser>

/// What an arbiter checks beyond single moves: draw offers, repeated positions with the move numbers
/// where they stood, the fifty- and seventy-five-move points, mate, stalemate, dead position, moves
/// completed by each player, and the result written against the result on the board.
class ArbiterPanel : public QTextBrowser {
    Q_OBJECT

public:
    explicit ArbiterPanel(QWidget* parent = nullptr);
    void setRecord(const sheet::Record& record);
};
