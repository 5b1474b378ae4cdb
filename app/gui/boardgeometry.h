// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardpainter.h"

#include "chess/types.h"

#include <QRectF>
#include <QSizeF>

#include <optional>

/// Where the squares of a board on screen are: the largest square board centred in a widget of the
/// given size, White or Black at the bottom. Both screen boards (the game's and the position editor's)
/// place, hit-test and walk their squares with it.
class BoardGeometry {
public:
    BoardGeometry(const QSizeF& widget, BoardPainter::Orientation orientation);

    QRectF board() const { return m_board; }
    QRectF square(chess::Square square) const;
    /// The square under `point`; none off the board.
    std::optional<chess::Square> squareAt(const QPointF& point) const;
    /// The square `right` columns and `up` rows from `from` as seen on screen, kept on the board: the
    /// arrow keys walk the board as it is drawn.
    chess::Square step(chess::Square from, int right, int up) const;

private:
    bool flipped() const { return m_orientation == BoardPainter::Orientation::BlackAtBottom; }

    QRectF m_board;
    BoardPainter::Orientation m_orientation;
};
