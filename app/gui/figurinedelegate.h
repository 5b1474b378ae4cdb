// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>
#include <QSvgRenderer>

#include <array>
#include <memory>

/// Draws a cell's chess figurines (♔ to ♟) as the board's own pieces, as large as the capital letters
/// they stand for. A font's figurines are thin outlines no wider than a small letter, too faint to tell a
/// knight from a bishop on a projector, and missing from many fonts. Other cells are drawn as any cell is.
class FigurineDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    explicit FigurineDelegate(QObject* parent = nullptr);
    ~FigurineDelegate() override;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    /// Draws `text` with its baseline at `baseline`, from `x` on, or only measures it (`painter` null):
    /// its width.
    qreal drawText(QPainter* painter, const QString& text, const QFont& font, qreal x, qreal baseline) const;

    std::array<std::unique_ptr<QSvgRenderer>, 16> m_pieces;  // indexed by chess::Piece
};
