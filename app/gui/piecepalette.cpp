// SPDX-License-Identifier: GPL-3.0-or-later
#include "piecepalette.h"

#include "boardannouncements.h"
#include "boardpainter.h"

#include "chess/fen.h"

#include <QApplication>
#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QMouseEvent>
#include <QPainter>
#include <QToolButton>

namespace {

// The icons are drawn large and shown as high as three lines of text (about 40 pixels at 100 %), so that
// they grow with the zoom and stay sharp.
constexpr int IconPixels = 120;
constexpr int IconLinesHigh = 3;

// A palette button that can also be dragged from: the mouse stays with the button it was pressed on
// until it is let go, so the button follows it and says where it went.
class PieceButton : public QToolButton {
    Q_OBJECT

public:
    explicit PieceButton(chess::Piece piece)
        : m_piece(piece)
    {
    }

    chess::Piece piece() const { return m_piece; }

signals:
    void dragged(chess::Piece piece, QPointF globalPoint);
    void dropped(chess::Piece piece, QPointF globalPoint);

protected:
    void mousePressEvent(QMouseEvent* event) override
    {
        m_pressPoint = event->position();
        QToolButton::mousePressEvent(event);
    }
    void mouseMoveEvent(QMouseEvent* event) override
    {
        const bool held = event->buttons() & Qt::LeftButton && m_piece != chess::Piece::None;
        if (held && (event->position() - m_pressPoint).manhattanLength() >= QApplication::startDragDistance())
            m_dragging = true;
        if (m_dragging)
            emit dragged(m_piece, event->globalPosition());
        else
            QToolButton::mouseMoveEvent(event);
    }
    void mouseReleaseEvent(QMouseEvent* event) override
    {
        if (event->button() == Qt::LeftButton && std::exchange(m_dragging, false)) {
            setDown(false);
            emit dropped(m_piece, event->globalPosition());
            return;
        }
        QToolButton::mouseReleaseEvent(event);
    }

private:
    chess::Piece m_piece;
    QPointF m_pressPoint;
    bool m_dragging = false;
};

// The icon for the button that empties squares: an empty light square with a cross.
QIcon emptySquareIcon()
{
    QPixmap pixmap(IconPixels, IconPixels);
    pixmap.fill(QColor(0xf0, 0xd9, 0xb5));
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal margin = IconPixels / 4.0;
    painter.setPen(QPen(QColor(0x80, 0x20, 0x20), IconPixels / 13.0));
    painter.drawLine(QPointF(margin, margin), QPointF(IconPixels - margin, IconPixels - margin));
    painter.drawLine(QPointF(IconPixels - margin, margin), QPointF(margin, IconPixels - margin));
    return pixmap;
}

}  // namespace

PiecePalette::PiecePalette(QWidget* parent)
    : QWidget(parent)
    , m_buttons(new QButtonGroup(this))
{
    setObjectName(QStringLiteral("piecePalette"));
    const BoardPainter painter;
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    const auto add = [&](chess::Piece piece, int row, int column, const QIcon& icon) {
        auto* button = new PieceButton(piece);
        // "paletteK" for the white king, "palettek" for the black one, "paletteEmpty"
        button->setObjectName(QStringLiteral("palette")
            + (piece == chess::Piece::None ? QStringLiteral("Empty")
                                           : QString(QChar::fromLatin1(chess::fenLetter(piece)))));
        button->setCheckable(true);
        button->setIcon(icon);
        button->setFocusPolicy(Qt::StrongFocus);
        m_buttons->addButton(button, chess::index(piece));
        grid->addWidget(button, row, column);
        connect(button, &PieceButton::dragged, this, &PiecePalette::dragged);
        connect(button, &PieceButton::dropped, this, &PiecePalette::dropped);
    };
    for (chess::Color c : {chess::Color::White, chess::Color::Black}) {
        int column = 0;
        for (chess::PieceType t : {chess::PieceType::King, chess::PieceType::Queen, chess::PieceType::Rook,
                 chess::PieceType::Bishop, chess::PieceType::Knight, chess::PieceType::Pawn}) {
            const chess::Piece piece = chess::makePiece(c, t);
            QPixmap pixmap(IconPixels, IconPixels);
            pixmap.fill(Qt::transparent);
            QPainter p(&pixmap);
            p.setRenderHint(QPainter::Antialiasing);
            painter.paintPiece(p, pixmap.rect(), piece);
            add(piece, chess::index(c), column++, pixmap);
        }
    }
    add(chess::Piece::None, 0, 6, emptySquareIcon());
    m_buttons->button(chess::index(chess::Piece::WhiteKing))->setChecked(true);
    connect(m_buttons, &QButtonGroup::idToggled, this, [this](int id, bool checked) {
        if (checked)
            emit chosenChanged(chess::Piece(id));
    });
    word();
    fitIcons();
}

void PiecePalette::fitIcons()
{
    const int side = fontMetrics().height() * IconLinesHigh;
    for (QAbstractButton* button : m_buttons->buttons())
        button->setIconSize({side, side});
}

chess::Piece PiecePalette::chosen() const { return chess::Piece(m_buttons->checkedId()); }

void PiecePalette::word()
{
    for (QAbstractButton* button : m_buttons->buttons()) {
        const chess::Piece piece = static_cast<PieceButton*>(button)->piece();
        const QString name = piece == chess::Piece::None ? tr("Empty the square") : BoardAnnouncements::piece(piece);
        button->setAccessibleName(name);
        button->setToolTip(piece == chess::Piece::None
                ? tr("Empty the square (Delete on the board; a right click empties a square too)")
                : tr("%1 (type %2 on the board)").arg(name, QString(QChar::fromLatin1(chess::fenLetter(piece)))));
    }
}

void PiecePalette::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        word();
    else if (event->type() == QEvent::FontChange)
        fitIcons();
    QWidget::changeEvent(event);
}

#include "piecepalette.moc"
