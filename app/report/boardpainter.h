// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/move.h"
#include "chess/position.h"

#include <QFont>
#include <QRectF>
#include <QSvgRenderer>

#include <array>
#include <memory>

class QPainter;

/// Draws a chess board: squares with coordinates, pieces from the project's own SVG images, the last
/// move and a king in check highlighted. One painter for the board on screen (BoardWidget) and the
/// printed report's diagrams, so both show the same pieces the same way.
class BoardPainter {
public:
    enum class Orientation { WhiteAtBottom, BlackAtBottom };
    /// Screen colours, or greys and outlines that a black-and-white printer keeps apart.
    enum class Palette { Screen, Print };

    /// On screen a coordinate is never under 8 pixels, and keeps to a third of its square only on squares
    /// of this size or larger: a board drawn smaller has its coordinates run into the pieces.
    static constexpr int SmallestClearSquare = 24;

    BoardPainter();

    /// The board fills `board` (a square); coordinates are drawn in `font`'s family (on screen at least as
    /// large as `font`, for the zoom to grow them), at least 4.5:1 against their square.
    void paint(QPainter& painter, const QRectF& board, const chess::Position& position, chess::Move lastMove,
        Orientation orientation, Palette palette, const QFont& font) const;
    /// One piece filling `square` as the board draws it (a palette's pieces, a piece being dragged).
    void paintPiece(QPainter& painter, const QRectF& square, chess::Piece piece) const;

private:
    std::array<std::unique_ptr<QSvgRenderer>, 16> m_pieces;  // indexed by chess::Piece
};
