// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardwidget.h"

#include "boardannouncements.h"
#include "focusframe.h"

#include "chess/castling.h"
#include "chess/movegen.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace {

// The squares a drop on which plays the move: its target; for castling (king takes own rook, move.h)
// the king's square after castling, and the rook's, as Chess960 players castle.
std::array<std::optional<chess::Square>, 2> dropSquares(const chess::Position& position, chess::Move move)
{
    if (move.kind() != chess::MoveKind::Castling)
        return {move.to(), std::nullopt};
    const chess::Square king = chess::castlingKingTarget(position.sideToMove(), move);
    return {king != move.from() ? std::optional(king) : std::nullopt, move.to()};
}

// The square a move is marked on while its piece is held, and where the focus goes once it is played.
chess::Square markedSquare(const chess::Position& position, chess::Move move)
{
    const std::array<std::optional<chess::Square>, 2> drops = dropSquares(position, move);
    return drops[0] ? *drops[0] : *drops[1];
}

const QColor HeldColour(0x2e, 0x7d, 0x32, 110);
const QColor TargetColour(0x1b, 0x3a, 0x1c, 90);

}  // namespace

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("board"));
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void BoardWidget::setInput(Input input)
{
    m_input = input;
    setFocusPolicy(input == Input::Play ? Qt::StrongFocus : Qt::NoFocus);
    setAccessibleDescription(input == Input::Play ? BoardAnnouncements::description() : QString());
    findLegalMoves();
    announce();
}

void BoardWidget::findLegalMoves()
{
    m_legal = chess::MoveList();
    // A dialog's board may show an empty one; a position without both kings has no moves to play.
    if (m_input == Input::Play && m_position.pieces(chess::Color::White, chess::PieceType::King)
        && m_position.pieces(chess::Color::Black, chess::PieceType::King))
        chess::generateLegalMoves(m_position, m_legal);
}

void BoardWidget::setPosition(const chess::Position& position, chess::Move lastMove)
{
    m_position = position;
    m_lastMove = lastMove;
    findLegalMoves();
    dropHold();
    announce();
    update();
}

void BoardWidget::setFlipped(bool flipped)
{
    m_flipped = flipped;
    m_chooser.reset();  // it opened towards the middle of the board as it was, now the other way
    update();
}

BoardPainter::Orientation BoardWidget::orientation() const
{
    return m_flipped ? BoardPainter::Orientation::BlackAtBottom : BoardPainter::Orientation::WhiteAtBottom;
}

BoardGeometry BoardWidget::boardGeometry() const { return {size(), orientation()}; }

QPoint BoardWidget::squareCenter(chess::Square square) const
{
    return boardGeometry().square(square).center().toPoint();
}

chess::MoveList BoardWidget::movesTo(chess::Square square) const
{
    chess::MoveList moves, castling;
    if (!m_held)
        return moves;
    for (chess::Move m : m_legal) {
        if (m.from() != *m_held)
            continue;
        for (const std::optional<chess::Square>& drop : dropSquares(m_position, m))
            if (drop == square)
                (m.kind() == chess::MoveKind::Castling ? castling : moves).push(m);
    }
    // In Chess960 the king's square after castling can be one it also moves to: the plain move, and
    // castling by a drop on the rook.
    return moves.empty() ? castling : moves;
}

bool BoardWidget::canPickUp(chess::Square square) const
{
    return std::any_of(m_legal.begin(), m_legal.end(), [square](chess::Move m) { return m.from() == square; });
}

void BoardWidget::pickUp(chess::Square square)
{
    m_played = chess::Move();
    m_held = square;
    m_focus = square;
    announce();
    update();
}

void BoardWidget::putDown(chess::Square square)
{
    const chess::MoveList moves = movesTo(square);
    if (moves.empty()) {
        letGo();
        return;
    }
    if (moves[0].kind() == chess::MoveKind::Promotion) {
        m_chooser.emplace(moves[0].from(), square, m_position.sideToMove(), boardGeometry());
        m_focus = square;
        announce();
        update();
        return;
    }
    play(moves[0]);
}

void BoardWidget::dropHold()
{
    m_held.reset();
    m_pressed = false;
    m_dragPoint.reset();
    m_chooser.reset();
}

void BoardWidget::letGo()
{
    dropHold();
    announce();
    update();
}

void BoardWidget::play(chess::Move move)
{
    dropHold();
    m_played = move;
    m_focus = markedSquare(m_position, move);
    update();
    emit movePlayed(move);
}

void BoardWidget::moveFocus(int files, int ranks)
{
    m_focus = boardGeometry().step(m_focus, files, ranks);
    m_played = chess::Move();  // the move played has been said: from here on, the squares
    announce();
    update();
}

void BoardWidget::announce()
{
    if (m_input != Input::Play)
        return;
    QString text;
    if (!m_played.isNone() && m_lastMove == m_played)
        text = BoardAnnouncements::played(m_position, m_played);
    else if (m_chooser)
        text = BoardAnnouncements::promotion(m_chooser->current());
    else if (m_held == m_focus)
        text = BoardAnnouncements::pickedUp(m_position, m_focus);
    else if (!movesTo(m_focus).empty())
        text = BoardAnnouncements::target(m_position, m_focus);
    else
        text = BoardAnnouncements::square(m_position, m_focus);
    if (text != accessibleName())
        setAccessibleName(text);  // a screen reader is told of the change (QAccessible::NameChanged)
}

void BoardWidget::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || m_input != Input::Play) {
        QWidget::mousePressEvent(event);
        return;
    }
    const QPointF point = event->position();
    if (m_chooser) {
        if (m_chooser->chooseAt(point, boardGeometry()))
            play(m_chooser->move());
        else
            letGo();  // a click elsewhere: no promotion, the pawn goes back
        return;
    }
    const std::optional<chess::Square> square = boardGeometry().squareAt(point);
    if (!square) {
        letGo();
        return;
    }
    m_showFocus = false;
    m_focus = *square;
    if (m_held && !movesTo(*square).empty()) {
        putDown(*square);
        return;
    }
    if (!canPickUp(*square)) {
        letGo();
        return;
    }
    m_wasHeld = m_held == square;
    pickUp(*square);
    m_pressed = true;
    m_pressPoint = point;
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_pressed || !m_held)
        return;
    const QPointF point = event->position();
    if (!m_dragPoint && (point - m_pressPoint).manhattanLength() < QApplication::startDragDistance())
        return;
    m_dragPoint = point;
    update();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_pressed)
        return;
    m_pressed = false;
    if (!m_dragPoint) {  // a click: the piece stays picked up, or is let go when it was already
        if (m_wasHeld)
            letGo();
        return;
    }
    m_dragPoint.reset();
    const std::optional<chess::Square> square = boardGeometry().squareAt(event->position());
    if (square == m_held) {  // dragged back to where it stands: still held
        update();
        return;
    }
    if (square)
        putDown(*square);
    else
        letGo();
}

void BoardWidget::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    const bool choose = key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space;
    if (m_chooser) {
        if (key == Qt::Key_Up || key == Qt::Key_Left || key == Qt::Key_Down || key == Qt::Key_Right) {
            m_chooser->moveOnScreen(key == Qt::Key_Down || key == Qt::Key_Right ? 1 : -1);
            announce();
            update();
        } else if (choose) {
            play(m_chooser->move());
        } else if (key == Qt::Key_Escape) {
            letGo();
        } else {
            QWidget::keyPressEvent(event);
        }
        return;
    }
    switch (key) {
    case Qt::Key_Left: moveFocus(-1, 0); break;
    case Qt::Key_Right: moveFocus(1, 0); break;
    case Qt::Key_Up: moveFocus(0, 1); break;
    case Qt::Key_Down: moveFocus(0, -1); break;
    case Qt::Key_Escape:
        if (!m_held) {
            QWidget::keyPressEvent(event);
            return;
        }
        letGo();
        break;
    default:
        if (!choose) {
            QWidget::keyPressEvent(event);
            return;
        }
        if (m_held == m_focus)
            letGo();
        else if (m_held)
            putDown(m_focus);
        else if (canPickUp(m_focus))
            pickUp(m_focus);
    }
    m_showFocus = true;
    update();
}

void BoardWidget::focusInEvent(QFocusEvent* event)
{
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason
        || event->reason() == Qt::ShortcutFocusReason)
        m_showFocus = true;
    update();
    QWidget::focusInEvent(event);
}

void BoardWidget::focusOutEvent(QFocusEvent* event)
{
    update();
    QWidget::focusOutEvent(event);
}

void BoardWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && m_input == Input::Play) {
        setAccessibleDescription(BoardAnnouncements::description());
        announce();
    }
    QWidget::changeEvent(event);
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    m_painter.paint(
        painter, boardGeometry().board(), m_position, m_lastMove, orientation(), BoardPainter::Palette::Screen, font());
    paintMarks(painter);
}

// The piece held and where it can go (a dot on an empty square, a ring round a piece it takes), the
// keyboard's square, the piece being dragged and the promotion chooser, over the board.
void BoardWidget::paintMarks(QPainter& painter) const
{
    const BoardGeometry board = boardGeometry();
    const qreal size = board.board().width() / 8;
    painter.save();
    if (m_held) {
        painter.fillRect(board.square(*m_held), HeldColour);
        painter.setPen(Qt::NoPen);
        for (chess::Move m : m_legal) {
            if (m.from() != *m_held)
                continue;
            const QRectF r = board.square(markedSquare(m_position, m));
            if (m_position.capturedBy(m) != chess::PieceType::None) {
                painter.setPen(QPen(TargetColour, size * 0.08));
                painter.setBrush(Qt::NoBrush);
                painter.drawEllipse(r.center(), size * 0.44, size * 0.44);
                painter.setPen(Qt::NoPen);
            } else {
                painter.setBrush(TargetColour);
                painter.drawEllipse(r.center(), size * 0.16, size * 0.16);
            }
        }
    }
    if (m_showFocus && hasFocus())
        paintFocusFrame(painter, board.square(m_focus));
    if (m_dragPoint && m_held) {
        QRectF r(0, 0, size, size);
        r.moveCenter(*m_dragPoint);
        m_painter.paintPiece(painter, r, m_position.pieceAt(*m_held));
    }
    if (m_chooser) {
        painter.fillRect(board.board(), QColor(255, 255, 255, 110));  // the board behind the question, dimmed
        m_chooser->paint(painter, m_painter, board);
    }
    painter.restore();
}
