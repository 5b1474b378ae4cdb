// SPDX-License-Identifier: GPL-3.0-or-later
#include "figurinedelegate.h"

#include "pieceimages.h"

#include "notation/foldedtext.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {

// The image a figurine is drawn with (Unicode's chess symbols, as the notation reads them); None for any
// other character. Black's solid piece for either side's figurine, as figurine notation has one figurine
// for both: a white piece's outline, a third of a pixel at the text's size, would fade away.
chess::Piece figurinePiece(QChar c)
{
    const chess::PieceType type = notation::detail::figurine(c.unicode());
    return type == chess::PieceType::None ? chess::Piece::None : chess::makePiece(chess::Color::Black, type);
}

bool hasFigurine(const QString& text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return figurinePiece(c) != chess::Piece::None; });
}

// The project's pieces stand on a square of 45 units, the knight 30 units tall from 9 to 39 and 26 wide:
// drawn in a square of 1.5 capital letters, its knight is a capital letter tall, standing on the baseline,
// and takes a capital letter's width and a little space on each side.
constexpr qreal ImageToCapital = 45.0 / 30;
constexpr qreal BelowBaseline = 6.0 / 45;
constexpr qreal Advance = 32.0 / 45;

}  // namespace

FigurineDelegate::FigurineDelegate(QObject* parent)
    : QStyledItemDelegate(parent)
{
    for (int t = 1; t <= 6; ++t) {
        const chess::Piece p = chess::makePiece(chess::Color::Black, chess::PieceType(t));
        m_pieces[chess::index(p)] = std::make_unique<QSvgRenderer>(pieceimages::path(p));
    }
}

FigurineDelegate::~FigurineDelegate() = default;

qreal FigurineDelegate::drawText(
    QPainter* painter, const QString& text, const QFont& font, qreal x, qreal baseline) const
{
    const QFontMetricsF metrics(font);
    const qreal image = metrics.capHeight() * ImageToCapital;
    const qreal start = x;
    QString run;  // letters and digits between figurines
    const auto flush = [&] {
        if (painter)
            painter->drawText(QPointF(x, baseline), run);
        x += metrics.horizontalAdvance(run);
        run.clear();
    };
    for (const QChar c : text) {
        const chess::Piece piece = figurinePiece(c);
        if (piece == chess::Piece::None) {
            run += c;
            continue;
        }
        flush();
        const qreal advance = image * Advance;
        if (painter)
            m_pieces[chess::index(piece)]->render(
                painter, QRectF(x + (advance - image) / 2, baseline + image * BelowBaseline - image, image, image));
        x += advance;
    }
    flush();
    return x - start;
}

void FigurineDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    if (!hasFigurine(cell.text)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The cell's background, selection and focus as the style draws them, then its text by hand.
    const QString text = cell.text;
    cell.text.clear();
    const QWidget* widget = cell.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget);
    cell.text = text;
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect area
        = style->subElementRect(QStyle::SE_ItemViewItemText, &cell, widget).adjusted(margin, 0, -margin, 0);

    // On the baseline that the cell's font would have, so that a row of figurines does not jump. Notation
    // with figurines has no letter of a right-to-left script: it is drawn left to right.
    const QFontMetricsF metrics(cell.font);
    const qreal baseline = area.top() + (area.height() - metrics.height()) / 2 + metrics.ascent();
    const qreal width = drawText(nullptr, text, cell.font, 0, baseline);
    const Qt::Alignment alignment = QStyle::visualAlignment(cell.direction, cell.displayAlignment);
    const qreal x = alignment & Qt::AlignRight ? area.right() - width
        : alignment & Qt::AlignHCenter         ? area.left() + (area.width() - width) / 2
                                               : area.left();
    const bool selected = cell.state & QStyle::State_Selected;
    const QPalette::ColorGroup group = cell.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setClipRect(area);
    painter->setFont(cell.font);
    painter->setPen(cell.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
    drawText(painter, text, cell.font, x, baseline);
    painter->restore();
}

QSize FigurineDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    if (hasFigurine(cell.text)) {  // the pieces are wider than the font's figurines
        const qreal extra
            = drawText(nullptr, cell.text, cell.font, 0, 0) - QFontMetricsF(cell.font).horizontalAdvance(cell.text);
        size.rwidth() += int(std::ceil(std::max<qreal>(0, extra)));
    }
    return size;
}
