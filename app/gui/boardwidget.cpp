// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardwidget.h"

#include <QPainter>

namespace {

const char* const PieceNames[] = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};

const QColor Light(0xf0, 0xd9, 0xb5), Dark(0xb5, 0x88, 0x63);
const QColor LastMove(0xcd, 0xd2, 0x6a, 170), Check(0xe5, 0x39, 0x35, 190);

}  // namespace

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("board"));
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    for (chess::Color c : {chess::Color::White, chess::Color::Black})
        for (int t = 1; t <= 6; ++t) {
            const chess::Piece p = chess::makePiece(c, chess::PieceType(t));
            m_pieces[chess::index(p)] = std::make_unique<QSvgRenderer>(
                QStringLiteral(":/pieces/%1%2.svg").arg(c == chess::Color::White ? 'w' : 'b').arg(PieceNames[t]));
        }
}

void BoardWidget::setPosition(const chess::Position& position, chess::Move lastMove)
{
    m_position = position;
    m_lastMove = lastMove;
    update();
}

void BoardWidget::setFlipped(bool flipped)
{
    m_flipped = flipped;
    update();
}

QRectF BoardWidget::squareRect(chess::Square s, const QRectF& board) const
{
    const qreal size = board.width() / 8;
    const int file = m_flipped ? 7 - chess::fileOf(s) : chess::fileOf(s);
    const int rank = m_flipped ? chess::rankOf(s) : 7 - chess::rankOf(s);
    return {board.left() + file * size, board.top() + rank * size, size, size};
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal side = std::min(width(), height());
    const QRectF board((width() - side) / 2, (height() - side) / 2, side, side);
    const qreal squareSize = side / 8;

    const bool check = m_position.isCheck();
    const chess::Square checkedKing = m_position.kingSquare(m_position.sideToMove());
    QFont coordinates = font();
    coordinates.setPixelSize(std::max(8, int(squareSize / 6)));
    painter.setFont(coordinates);
    for (int i = 0; i < chess::SquareCount; ++i) {
        const chess::Square s = chess::Square(i);
        const QRectF r = squareRect(s, board);
        const bool light = (chess::fileOf(s) + chess::rankOf(s)) % 2 == 1;
        painter.fillRect(r, light ? Light : Dark);
        if (!m_lastMove.isNone() && (s == m_lastMove.from() || s == m_lastMove.to()))
            painter.fillRect(r, LastMove);
        if (check && s == checkedKing) {
            QRadialGradient glow(r.center(), r.width() / 2);
            glow.setColorAt(0, Check);
            glow.setColorAt(1, Qt::transparent);
            painter.fillRect(r, glow);
        }
        // Coordinates along the bottom and left edges, in the colour of the other squares. The board
        // is the same in every language: absolute alignment keeps it so under a right-to-left layout.
        painter.setPen(light ? Dark : Light);
        const bool bottomRow = chess::rankOf(s) == (m_flipped ? 7 : 0);
        const bool leftColumn = chess::fileOf(s) == (m_flipped ? 7 : 0);
        if (bottomRow)
            painter.drawText(r.adjusted(2, 0, -2, -1), Qt::AlignAbsolute | Qt::AlignRight | Qt::AlignBottom,
                QString(QChar('a' + chess::fileOf(s))));
        if (leftColumn)
            painter.drawText(r.adjusted(2, 1, 0, 0), Qt::AlignAbsolute | Qt::AlignLeft | Qt::AlignTop,
                QString(QChar('1' + chess::rankOf(s))));
        const chess::Piece piece = m_position.pieceAt(s);
        if (piece != chess::Piece::None)
            m_pieces[chess::index(piece)]->render(
                &painter, r.adjusted(squareSize * 0.05, squareSize * 0.05, -squareSize * 0.05, -squareSize * 0.05));
    }
}
