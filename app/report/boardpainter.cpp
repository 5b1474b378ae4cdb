// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardpainter.h"

#include "contrast.h"
#include "pieceimages.h"

#include <QPainter>

namespace {

struct Colours {
    QColor light, dark, lastMove, check;
};

// Print: light grey dark squares, so that black pieces on them stay black on a laser printer.
const Colours ScreenColours{{0xf0, 0xd9, 0xb5}, {0xb5, 0x88, 0x63}, {0xcd, 0xd2, 0x6a, 170}, {0xe5, 0x39, 0x35, 190}};
const Colours PrintColours{{0xff, 0xff, 0xff}, {0xc8, 0xc8, 0xc8}, {0x90, 0x90, 0x90, 110}, {0x40, 0x40, 0x40, 120}};

QRectF squareRect(chess::Square s, const QRectF& board, BoardPainter::Orientation orientation)
{
    const bool flipped = orientation == BoardPainter::Orientation::BlackAtBottom;
    const qreal size = board.width() / 8;
    const int file = flipped ? 7 - chess::fileOf(s) : chess::fileOf(s);
    const int rank = flipped ? chess::rankOf(s) : 7 - chess::rankOf(s);
    return {board.left() + file * size, board.top() + rank * size, size, size};
}

// The coordinates' letter height in pixels. On paper a large share of the square, to be read at 6 pt. On
// screen as large as the interface's text (which View ▸ Zoom grows), and growing with the board: at
// least a fifth of the square, at most a third, so that the piece stays free, and never under 8 pixels.
int coordinateSize(BoardPainter::Palette palette, qreal squareSize, const QFont& font)
{
    if (palette == BoardPainter::Palette::Print)
        return std::max(1, int(squareSize / 4.5));
    const qreal text = QFontInfo(font).pixelSize();
    return std::max(
        BoardPainter::SmallestClearSquare / 3, int(std::max(squareSize / 5, std::min(text, squareSize / 3))));
}

}  // namespace

BoardPainter::BoardPainter()
{
    for (chess::Color c : {chess::Color::White, chess::Color::Black})
        for (int t = 1; t <= 6; ++t) {
            const chess::Piece p = chess::makePiece(c, chess::PieceType(t));
            m_pieces[chess::index(p)] = std::make_unique<QSvgRenderer>(pieceimages::path(p));
        }
}

void BoardPainter::paint(QPainter& painter, const QRectF& board, const chess::Position& position, chess::Move lastMove,
    Orientation orientation, Palette palette, const QFont& font) const
{
    const Colours& colours = palette == Palette::Print ? PrintColours : ScreenColours;
    const qreal squareSize = board.width() / 8;
    const bool check = position.isCheck();
    const chess::Square checkedKing = position.kingSquare(position.sideToMove());
    const bool flipped = orientation == Orientation::BlackAtBottom;
    QFont coordinates = font;
    coordinates.setPixelSize(coordinateSize(palette, squareSize, font));
    if (palette == Palette::Screen)  // strokes a pixel wide at least, that anti-aliasing does not pale
        coordinates.setWeight(QFont::DemiBold);
    painter.save();
    painter.setFont(coordinates);
    for (int i = 0; i < chess::SquareCount; ++i) {
        const chess::Square s = chess::Square(i);
        const QRectF r = squareRect(s, board, orientation);
        const bool light = (chess::fileOf(s) + chess::rankOf(s)) % 2 == 1;
        QColor square = light ? colours.light : colours.dark;
        painter.fillRect(r, square);
        if (!lastMove.isNone() && (s == lastMove.from() || s == lastMove.to())) {
            painter.fillRect(r, colours.lastMove);
            square = contrast::composed(square, colours.lastMove);
        }
        if (check && s == checkedKing) {
            QRadialGradient glow(r.center(), r.width() / 2);
            glow.setColorAt(0, colours.check);
            glow.setColorAt(1, Qt::transparent);
            painter.fillRect(r, glow);
        }
        // Coordinates along the bottom and left edges, in the colour of the other squares (black in
        // print), darkened or lightened where that would not stand 4.5:1 against this square as painted
        // (WCAG 1.4.3), with a margin for anti-aliasing, which pales the thin strokes of a small letter.
        // The board is the same in every language: absolute alignment keeps it so under a right-to-left
        // layout.
        painter.setPen(contrast::legibleOn(square,
            palette == Palette::Print ? QColor(Qt::black) : (light ? colours.dark : colours.light),
            contrast::Minimum + 1));
        const bool bottomRow = chess::rankOf(s) == (flipped ? 7 : 0);
        const bool leftColumn = chess::fileOf(s) == (flipped ? 7 : 0);
        const qreal inset = std::max<qreal>(2, squareSize / 25);
        if (bottomRow)
            painter.drawText(r.adjusted(inset, 0, -inset, -inset / 2),
                Qt::AlignAbsolute | Qt::AlignRight | Qt::AlignBottom, QString(QChar('a' + chess::fileOf(s))));
        if (leftColumn)
            painter.drawText(r.adjusted(inset, inset / 2, 0, 0), Qt::AlignAbsolute | Qt::AlignLeft | Qt::AlignTop,
                QString(QChar('1' + chess::rankOf(s))));
        const chess::Piece piece = position.pieceAt(s);
        if (piece != chess::Piece::None)
            paintPiece(painter, r, piece);
    }
    if (palette == Palette::Print) {  // the board's edge, which a white light square would otherwise lose
        painter.setPen(QPen(Qt::black, std::max<qreal>(1, squareSize / 40)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(board);
    }
    painter.restore();
}

void BoardPainter::paintPiece(QPainter& painter, const QRectF& square, chess::Piece piece) const
{
    const qreal margin = square.width() * 0.05;
    m_pieces[chess::index(piece)]->render(&painter, square.adjusted(margin, margin, -margin, -margin));
}
