// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardgeometry.h"
#include "boardpainter.h"
#include "promotionchooser.h"

#include "chess/move.h"
#include "chess/movelist.h"
#include "chess/position.h"

#include <QWidget>

#include <optional>

/// The board on screen, drawn by BoardPainter: square at any size the window gives it, and flippable.
/// A board for play (Input::Play, the window's) also takes moves: they are played on it with the mouse (a click on a
/// piece, then on its square; or a drag) or the keyboard (the arrow keys move a focus square, Enter or Space picks a
/// piece up and puts it down, Escape puts it back). While a piece is held its legal moves are marked; a pawn reaching
/// the last rank asks for its new piece; a drop where the piece cannot go puts it back. A legal move is announced by
/// movePlayed, and the board stays as it is: the window writes the move into the sheet, whose replay
/// then shows the new position here.
class BoardWidget : public QWidget {
    Q_OBJECT

public:
    explicit BoardWidget(QWidget* parent = nullptr);

    /// Whether moves are played on the board, or it only shows a position (a dialog's board).
    enum class Input { Display, Play };
    void setInput(Input input);

    void setPosition(const chess::Position& position, chess::Move lastMove);
    const chess::Position& position() const { return m_position; }
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }

    /// The square the keyboard stands on.
    chess::Square focusSquare() const { return m_focus; }
    /// The square of the piece picked up, none when no piece is held.
    std::optional<chess::Square> heldSquare() const { return m_held; }
    /// True while the promotion chooser is open.
    bool isChoosingPromotion() const { return m_chooser.has_value(); }
    /// The middle of a square on screen.
    QPoint squareCenter(chess::Square square) const;

    QSize sizeHint() const override { return {400, 400}; }
    QSize minimumSizeHint() const override { return {160, 160}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    /// A legal move of the position shown was played on the board.
    void movePlayed(chess::Move move);

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
    BoardPainter::Orientation orientation() const;
    BoardGeometry boardGeometry() const;
    /// The legal moves of the piece held that a drop on `square` plays (four for a promotion).
    chess::MoveList movesTo(chess::Square square) const;
    bool canPickUp(chess::Square square) const;

    void pickUp(chess::Square square);
    /// Puts the piece held down on `square`: plays the move, opens the promotion chooser, or puts the
    /// piece back where it stood when it cannot go there.
    void putDown(chess::Square square);
    /// Forgets the piece held, its drag and the promotion chooser.
    void dropHold();
    /// Puts the piece held back where it stands, and says so.
    void letGo();
    void play(chess::Move move);
    void moveFocus(int files, int ranks);
    /// Finds the legal moves of the position, on a board for play.
    void findLegalMoves();
    /// Says what is under the focus square, or what just happened, to a screen reader.
    void announce();

    void paintMarks(QPainter& painter) const;

    chess::Position m_position = chess::Position::startPosition();
    chess::Move m_lastMove;
    Input m_input = Input::Display;
    chess::MoveList m_legal;  // the legal moves of m_position, on a board for play
    bool m_flipped = false;
    BoardPainter m_painter;

    chess::Square m_focus = chess::Square::E2;
    bool m_showFocus = false;  // the focus square is drawn once the keyboard is used
    std::optional<chess::Square> m_held;
    bool m_pressed = false;  // the mouse button is down on the piece held
    bool m_wasHeld = false;  // the piece pressed was held before: a click (no drag) lets it go
    QPointF m_pressPoint;
    std::optional<QPointF> m_dragPoint;  // where the piece dragged is, once the mouse has moved far enough
    std::optional<PromotionChooser> m_chooser;
    chess::Move m_played;  // the move just played, announced with the position after it until the focus moves
};
