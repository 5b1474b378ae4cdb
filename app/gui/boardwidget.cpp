// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardwidget.h"

#include <QPainter>

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("board"));
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void BoardWidget::setPosition(const chess::Position& position, chess::Move lastMove)
{
    m_position = position;
    m_lastMove = lastMove;
    update();
}

void BoardWidget::setFlipped(bool flipped)
{
    m_flipped = flipped;
    update();
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal side = std::min(width(), height());
    const QRectF board((width() - side) / 2, (height() - side) / 2, side, side);
    m_painter.paint(painter, board, m_position, m_lastMove,
        m_flipped ? BoardPainter::Orientation::BlackAtBottom : BoardPainter::Orientation::WhiteAtBottom,
        BoardPainter::Palette::Screen, font());
}
