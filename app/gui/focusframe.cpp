// SPDX-License-Identifier: GPL-3.0-or-later
#include "focusframe.h"

#include <QPainter>

void paintFocusFrame(QPainter& painter, const QRectF& square)
{
    static const QColor Dark(0x15, 0x65, 0xc0);
    const qreal line = std::max<qreal>(2, square.width() / 16);
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(Dark, line));
    painter.drawRect(square.adjusted(line / 2, line / 2, -line / 2, -line / 2));
    painter.setPen(QPen(Qt::white, std::max<qreal>(1, line / 3)));
    painter.drawRect(square.adjusted(line * 1.2, line * 1.2, -line * 1.2, -line * 1.2));
    painter.restore();
}
