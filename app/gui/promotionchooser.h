// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardgeometry.h"

#include "chess/move.h"

#include <QRectF>

#include <array>
#include <optional>

class BoardPainter;
class QPainter;

/// The small chooser a pawn reaching the last rank opens on the board: the four pieces it can become
/// (FIDE 3.7.5.1), in a column from the square it reaches towards the middle of the board. One piece is
/// the current choice, which the arrow keys change and Enter takes; a click takes any of them. It keeps
/// squares, not places on screen: where it stands is worked out from the board as it is now, so it
/// follows the board when the window is resized.
class PromotionChooser {
public:
    static constexpr std::array<chess::PieceType, 4> Pieces{
        chess::PieceType::Queen, chess::PieceType::Rook, chess::PieceType::Bishop, chess::PieceType::Knight};

    /// For a pawn of `side` going from `from` to `to`, on `board` as it is drawn.
    PromotionChooser(chess::Square from, chess::Square to, chess::Color side, const BoardGeometry& board);

    /// The promotion with the current choice.
    chess::Move move() const { return chess::Move::promotion(m_from, m_to, Pieces[std::size_t(m_current)]); }
    chess::PieceType current() const { return Pieces[std::size_t(m_current)]; }
    /// Moves the choice `rows` cells down the screen (up when negative), round from one end to the other.
    void moveOnScreen(int rows);
    /// Makes the piece at a point of the board the choice; false when the point is outside the chooser.
    bool chooseAt(const QPointF& point, const BoardGeometry& board);

    void paint(QPainter& painter, const BoardPainter& pieces, const BoardGeometry& board) const;

private:
    QRectF cell(int index, const BoardGeometry& board) const;

    chess::Square m_from, m_to;
    chess::Color m_side;
    bool m_downwards;  // the column grows down the screen from the square reached
    int m_current = 0;
};
