// SPDX-License-Identifier: GPL-3.0-or-later
#include "promotionchooser.h"

#include "boardpainter.h"

#include <QPainter>
#include <QPalette>

PromotionChooser::PromotionChooser(chess::Square from, chess::Square to, chess::Color side, const BoardGeometry& board)
    : m_from(from)
    , m_to(to)
    , m_side(side)
    , m_downwards(board.square(to).center().y() < board.board().center().y())
{
}

void PromotionChooser::moveOnScreen(int rows)
{
    const int count = int(Pieces.size());
    m_current = ((m_current + (m_downwards ? rows : -rows)) % count + count) % count;
}

bool PromotionChooser::chooseAt(const QPointF& point, const BoardGeometry& board)
{
    for (int i = 0; i < int(Pieces.size()); ++i)
        if (cell(i, board).contains(point)) {
            m_current = i;
            return true;
        }
    return false;
}

QRectF PromotionChooser::cell(int index, const BoardGeometry& board) const
{
    const QRectF target = board.square(m_to);
    return target.translated(0, (m_downwards ? index : -index) * target.height());
}

void PromotionChooser::paint(QPainter& painter, const BoardPainter& pieces, const BoardGeometry& board) const
{
    painter.save();
    const qreal size = board.square(m_to).width();
    painter.setPen(QPen(QColor(0x30, 0x30, 0x30), std::max<qreal>(1, size / 40)));
    painter.setBrush(QColor(0xfa, 0xfa, 0xfa));
    painter.drawRect(cell(0, board).united(cell(int(Pieces.size()) - 1, board)));
    for (int i = 0; i < int(Pieces.size()); ++i) {
        const QRectF r = cell(i, board);
        if (i == m_current) {  // the choice the keyboard takes, in the colour of a selection
            painter.fillRect(r, QColor(0x15, 0x65, 0xc0, 60));
            painter.setPen(QPen(QColor(0x15, 0x65, 0xc0), std::max<qreal>(2, size / 16)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(r.adjusted(size / 32, size / 32, -size / 32, -size / 32));
        }
        pieces.paintPiece(painter, r, chess::makePiece(m_side, Pieces[std::size_t(i)]));
    }
    painter.restore();
}
