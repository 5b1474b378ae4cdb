// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardgeometry.h"

#include <algorithm>

BoardGeometry::BoardGeometry(const QSizeF& widget, BoardPainter::Orientation orientation)
    : m_orientation(orientation)
{
    const qreal side = std::min(widget.width(), widget.height());
    m_board = {(widget.width() - side) / 2, (widget.height() - side) / 2, side, side};
}

QRectF BoardGeometry::square(chess::Square square) const
{
    const qreal size = m_board.width() / 8;
    const int column = flipped() ? 7 - chess::fileOf(square) : chess::fileOf(square);
    const int row = flipped() ? chess::rankOf(square) : 7 - chess::rankOf(square);
    return {m_board.left() + column * size, m_board.top() + row * size, size, size};
}

std::optional<chess::Square> BoardGeometry::squareAt(const QPointF& point) const
{
    if (!m_board.contains(point))
        return std::nullopt;
    const qreal size = m_board.width() / 8;
    const int column = std::clamp(int((point.x() - m_board.left()) / size), 0, 7);
    const int row = std::clamp(int((point.y() - m_board.top()) / size), 0, 7);
    return chess::makeSquare(flipped() ? 7 - column : column, flipped() ? row : 7 - row);
}

chess::Square BoardGeometry::step(chess::Square from, int right, int up) const
{
    const int sign = flipped() ? -1 : 1;
    const int file = std::clamp(chess::fileOf(from) + sign * right, 0, 7);
    const int rank = std::clamp(chess::rankOf(from) + sign * up, 0, 7);
    return chess::makeSquare(file, rank);
}
