// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagramobject.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPaintDevice>
#include <QPainter>
#include <QTextDocument>

namespace {

// Millimetres in the units the document is laid out in: its paint device's (a printer's dots), else
// the 96 dots an inch of a screen that QTextDocument assumes without one.
qreal dotsPerMillimetre(QTextDocument* document)
{
    const QPaintDevice* device = document->documentLayout()->paintDevice();
    return (device ? device->logicalDpiX() : 96) / 25.4;
}

}  // namespace

DiagramObject::DiagramObject(QTextDocument* document)
    : QObject(document)
{
    document->documentLayout()->registerHandler(Type, this);
}

QTextCharFormat DiagramObject::add(
    const chess::Position& position, chess::Move lastMove, qreal sideMillimetres, const QString& caption)
{
    QTextCharFormat format;
    format.setObjectType(Type);
    format.setProperty(IndexProperty, int(m_diagrams.size()));
    m_diagrams.append({position, lastMove, sideMillimetres, caption});
    return format;
}

QSizeF DiagramObject::intrinsicSize(QTextDocument* document, int, const QTextFormat& format)
{
    const Shown& d = m_diagrams.at(format.property(IndexProperty).toInt());
    const qreal side = d.side * dotsPerMillimetre(document);
    // Room beside the board for the side to move, and under it for the caption.
    return {side * 1.08, side + captionRect(document, d.caption, side).height()};
}

QFont DiagramObject::captionFont(QTextDocument* document)
{
    QFont font = document->defaultFont();
    font.setPointSizeF(font.pointSizeF() * 8 / 9);
    return font;
}

QRectF DiagramObject::captionRect(QTextDocument* document, const QString& caption, qreal side)
{
    const QFontMetricsF metrics(captionFont(document), document->documentLayout()->paintDevice());
    const QRectF text = metrics.boundingRect(QRectF(0, 0, side * 1.08, 1e6), Qt::TextWordWrap, caption);
    return {0, side + metrics.height() * 0.3, side * 1.08, text.height() + metrics.height() * 0.6};
}

void DiagramObject::drawObject(
    QPainter* painter, const QRectF& rect, QTextDocument* document, int, const QTextFormat& format)
{
    const Shown& d = m_diagrams.at(format.property(IndexProperty).toInt());
    const qreal side = rect.width() / 1.08;
    // The board stays white-at-bottom and left to right in a right-to-left report, as a printed board does.
    const QRectF board(rect.left(), rect.top(), side, side);
    m_painter.paint(*painter, board, d.position, d.lastMove, BoardPainter::Orientation::WhiteAtBottom,
        BoardPainter::Palette::Print, document->defaultFont());
    // The side to move, as printed diagrams show it: a small disc beside that side's edge of the board.
    const qreal disc = side / 20;
    const bool whiteToMove = d.position.sideToMove() == chess::Color::White;
    const QRectF mark(board.right() + side * 0.02, whiteToMove ? board.bottom() - disc : board.top(), disc, disc);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(Qt::black, std::max<qreal>(1, disc / 8)));
    painter->setBrush(whiteToMove ? Qt::white : Qt::black);
    painter->drawEllipse(mark);
    // The caption in the report's direction (right to left in Hebrew), its moves isolated within it.
    painter->setFont(captionFont(document));
    painter->setPen(Qt::black);
    // Its lines start at the leading edge: the right one in a right-to-left report, where Qt mirrors a
    // non-absolute alignment (so AlignRight would put them on the left).
    QTextOption option(Qt::AlignLeading);
    option.setTextDirection(QGuiApplication::layoutDirection());
    option.setWrapMode(QTextOption::WordWrap);
    painter->drawText(captionRect(document, d.caption, side).translated(rect.topLeft()), d.caption, option);
    painter->restore();
}
