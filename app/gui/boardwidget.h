// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardpainter.h"

#include "chess/move.h"
#include "chess/position.h"

#include <QWidget>

/// The board on screen, drawn by BoardPainter: square at any size the window gives it, and flippable.
class BoardWidget : public QWidget {
    Q_OBJECT

public:
    explicit BoardWidget(QWidget* parent = nullptr);

    void setPosition(const chess::Position& position, chess::Move lastMove);
    const chess::Position& position() const { return m_position; }
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }

    QSize sizeHint() const override { return {400, 400}; }
    QSize minimumSizeHint() const override { return {160, 160}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    chess::Position m_position = chess::Position::startPosition();
    chess::Move m_lastMove;
    bool m_flipped = false;
    BoardPainter m_painter;
};
