// SPDX-License-Identifier: GPL-3.0-or-later
#include "setupboard.h"

#include "piecename.h"

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
    setAccessibleName(tr("Board being set up"));
    announceFocus();
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

QRectF SetupBoard::boardRect() const
{
    const qreal side = std::min(width(), height());
    return {(width() - side) / 2, (height() - side) / 2, side, side};
}

QRectF SetupBoard::squareRect(chess::Square square) const
{
    const QRectF board = boardRect();
    const qreal size = board.width() / 8;
    return {board.left() + chess::fileOf(square) * size, board.top() + (7 - chess::rankOf(square)) * size, size, size};
}

chess::Square SetupBoard::squareAt(QPointF point) const
{
    const QRectF board = boardRect();
    if (!board.contains(point))
        return chess::Square::None;
    const qreal size = board.width() / 8;
    const int file = std::clamp(int((point.x() - board.left()) / size), 0, 7);
    const int rank = 7 - std::clamp(int((point.y() - board.top()) / size), 0, 7);
    return chess::makeSquare(file, rank);
}

void SetupBoard::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // The squares and coordinates of an empty board; the pieces follow, as they stand, legal or not.
    m_painter.paint(painter, boardRect(), chess::Position(), chess::Move(), BoardPainter::Orientation::WhiteAtBottom,
        BoardPainter::Palette::Screen, font());
    for (int i = 0; i < chess::SquareCount; ++i) {
        const chess::Square s = chess::squareAt(i);
        if (m_pieces[i] != chess::Piece::None && s != m_draggedFrom)
            m_painter.paintPiece(painter, squareRect(s), m_pieces[i]);
    }
    if (hasFocus()) {
        const QRectF focus = squareRect(m_focus);
        painter.setPen(QPen(palette().color(QPalette::Highlight), std::max<qreal>(2, focus.width() / 16)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(focus.adjusted(2, 2, -2, -2));
    }
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
    const int file = std::clamp(chess::fileOf(m_focus) + files, 0, 7);
    const int rank = std::clamp(chess::rankOf(m_focus) + ranks, 0, 7);
    m_focus = chess::makeSquare(file, rank);
    announceFocus();
    update();
}

void SetupBoard::announceFocus()
{
    setAccessibleDescription(piecename::onSquare(m_focus, m_pieces[chess::index(m_focus)]));
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
        setAccessibleName(tr("Board being set up"));
        announceFocus();
    }
    QWidget::changeEvent(event);
}
