// SPDX-License-Identifier: GPL-3.0-or-later
#include "setupboard.h"

#include "boardannouncements.h"
#include "focusframe.h"

#include "chess/fen.h"
#include "chess/position.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

SetupBoard::SetupBoard(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("setupBoard"));
    setFocusPolicy(Qt::StrongFocus);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAccessibleDescription(tr("Board being set up"));
    announceFocus();
}

QSize SetupBoard::sizeHint() const
{
    const int side = fontMetrics().height() * 25;
    return {side, side};
}

QSize SetupBoard::minimumSizeHint() const
{
    const int side = fontMetrics().height() * 15;
    return {side, side};
}

void SetupBoard::setPieces(const Pieces& pieces)
{
    m_pieces = pieces;
    announceFocus();
    update();
}

void SetupBoard::showDragged(chess::Piece piece, QPointF point)
{
    m_dragged = piece;
    m_dragPoint = point;
    update();
}

void SetupBoard::setFlipped(bool flipped)
{
    m_orientation = flipped ? BoardPainter::Orientation::BlackAtBottom : BoardPainter::Orientation::WhiteAtBottom;
    update();
}

BoardGeometry SetupBoard::boardGeometry() const { return {size(), m_orientation}; }

QRectF SetupBoard::squareRect(chess::Square square) const { return boardGeometry().square(square); }

chess::Square SetupBoard::squareAt(QPointF point) const
{
    return boardGeometry().squareAt(point).value_or(chess::Square::None);
}

void SetupBoard::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // The squares and coordinates of an empty board; the pieces follow, as they stand, legal or not.
    m_painter.paint(painter, boardGeometry().board(), chess::Position(), chess::Move(), m_orientation,
        BoardPainter::Palette::Screen, font());
    for (int i = 0; i < chess::SquareCount; ++i) {
        const chess::Square s = chess::squareAt(i);
        if (m_pieces[i] != chess::Piece::None && s != m_draggedFrom)
            m_painter.paintPiece(painter, squareRect(s), m_pieces[i]);
    }
    if (hasFocus())
        paintFocusFrame(painter, squareRect(m_focus));
    if (m_dragged != chess::Piece::None) {
        QRectF held = squareRect(chess::Square::A1);
        held.moveCenter(m_dragPoint);
        m_painter.paintPiece(painter, held, m_dragged);
    }
}

void SetupBoard::mousePressEvent(QMouseEvent* event)
{
    const chess::Square square = squareAt(event->position());
    if (square == chess::Square::None)
        return;
    if (event->button() == Qt::RightButton) {
        emit placeRequested(square, chess::Piece::None);
    } else if (event->button() == Qt::LeftButton) {
        m_pressed = square;
        m_pressPoint = event->position();
    }
}

void SetupBoard::mouseMoveEvent(QMouseEvent* event)
{
    if (m_pressed == chess::Square::None || !(event->buttons() & Qt::LeftButton))
        return;
    if (m_draggedFrom == chess::Square::None) {
        const bool farEnough
            = (event->position() - m_pressPoint).manhattanLength() >= QApplication::startDragDistance();
        if (!farEnough || m_pieces[chess::index(m_pressed)] == chess::Piece::None)
            return;
        m_draggedFrom = m_pressed;
    }
    showDragged(m_pieces[chess::index(m_draggedFrom)], event->position());
}

void SetupBoard::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || m_pressed == chess::Square::None)
        return;
    const chess::Square from = std::exchange(m_draggedFrom, chess::Square::None);
    const chess::Square pressed = std::exchange(m_pressed, chess::Square::None);
    const chess::Square released = squareAt(event->position());
    if (from != chess::Square::None) {
        showDragged(chess::Piece::None, {});
        if (released != from)
            emit moveRequested(from, released);
    } else if (released == pressed) {
        m_focus = released;
        emit placeRequested(released, m_placing);
    }
}

void SetupBoard::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Left: moveFocus(-1, 0); return;
    case Qt::Key_Right: moveFocus(1, 0); return;
    case Qt::Key_Up: moveFocus(0, 1); return;
    case Qt::Key_Down: moveFocus(0, -1); return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: emit placeRequested(m_focus, m_placing); return;
    case Qt::Key_Delete:
    case Qt::Key_Backspace: emit placeRequested(m_focus, chess::Piece::None); return;
    default: break;
    }
    // A FEN letter places its piece: K for a white king, k for a black one.
    const QString text = event->text();
    const chess::Piece piece
        = text.size() == 1 ? chess::pieceFromFenLetter(text.front().toLatin1()) : chess::Piece::None;
    if (piece != chess::Piece::None && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)))
        emit placeRequested(m_focus, piece);
    else
        QWidget::keyPressEvent(event);
}

void SetupBoard::moveFocus(int files, int ranks)
{
    m_focus = boardGeometry().step(m_focus, files, ranks);
    announceFocus();
    update();
}

void SetupBoard::announceFocus()
{
    // In the name, as the main board says it: a screen reader is told when the name changes.
    const QString text = BoardAnnouncements::square(m_pieces[chess::index(m_focus)], m_focus);
    if (text != accessibleName())
        setAccessibleName(text);
}

void SetupBoard::focusInEvent(QFocusEvent* event)
{
    update();
    QWidget::focusInEvent(event);
}

void SetupBoard::focusOutEvent(QFocusEvent* event)
{
    update();
    QWidget::focusOutEvent(event);
}

void SetupBoard::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleDescription(tr("Board being set up"));
        announceFocus();
    }
    QWidget::changeEvent(event);
}
