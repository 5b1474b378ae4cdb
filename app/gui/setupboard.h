// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardgeometry.h"
#include "boardpainter.h"

#include "chess/types.h"

#include <QPointF>
#include <QWidget>

#include <array>

/// The position editor's board, drawn by BoardPainter: it shows pieces as they are being set up (which
/// need not be a legal position yet) and asks for changes, which the editor makes. A left click puts
/// the piece being placed on a square, a right click empties it, a piece dragged moves (dragged off the
/// board, it is taken off). From the keyboard: the arrow keys move a focus square, Enter or Space places
/// the piece being placed there, Delete empties it, and a FEN letter (KQRBNP, kqrbnp) places that piece.
/// White is at the bottom, as diagrams print a position, unless the board is flipped (a position seen from
/// Black's side, as the game's board can be).
class SetupBoard : public QWidget {
    Q_OBJECT

public:
    using Pieces = std::array<chess::Piece, chess::SquareCount>;

    explicit SetupBoard(QWidget* parent = nullptr);

    void setPieces(const Pieces& pieces);
    /// The piece a click or Enter places; Piece::None empties the square.
    void setPlacing(chess::Piece piece) { m_placing = piece; }
    /// A piece dragged here from elsewhere (the palette) and held over `point`, drawn there until it is
    /// shown again with Piece::None.
    void showDragged(chess::Piece piece, QPointF point);

    /// The square under `point`, Square::None off the board.
    chess::Square squareAt(QPointF point) const;
    QRectF squareRect(chess::Square square) const;
    chess::Square focusSquare() const { return m_focus; }
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_orientation == BoardPainter::Orientation::BlackAtBottom; }

    /// As high as 25 lines of its text (400 pixels at 100 %), at least 15: it grows with the zoom.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    /// The user asks for `piece` (Piece::None: nothing) on `square`.
    void placeRequested(chess::Square square, chess::Piece piece);
    /// The user dragged the piece on `from` to `to`; to Square::None when dragged off the board.
    void moveRequested(chess::Square from, chess::Square to);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    BoardGeometry boardGeometry() const;
    void moveFocus(int files, int ranks);
    void announceFocus();

    BoardPainter m_painter;
    BoardPainter::Orientation m_orientation = BoardPainter::Orientation::WhiteAtBottom;
    Pieces m_pieces{};
    chess::Piece m_placing = chess::Piece::None;
    chess::Square m_focus = chess::Square::A1;
    chess::Square m_pressed = chess::Square::None;  // where the left button went down
    QPointF m_pressPoint;
    chess::Square m_draggedFrom = chess::Square::None;  // a piece of the board being dragged
    chess::Piece m_dragged = chess::Piece::None;  // the piece held, from the board or the palette
    QPointF m_dragPoint;
};
