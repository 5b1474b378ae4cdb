// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/types.h"

#include <QPointF>
#include <QWidget>

class QButtonGroup;

/// The position editor's pieces to place: a button for each piece of each colour and one that empties
/// squares. The piece chosen is placed by a click on the board; a piece can also be dragged from its
/// button onto the board. The buttons are named for screen readers and walked with the arrow keys.
class PiecePalette : public QWidget {
    Q_OBJECT

public:
    explicit PiecePalette(QWidget* parent = nullptr);

    /// The piece chosen; Piece::None for the button that empties squares.
    chess::Piece chosen() const;

signals:
    void chosenChanged(chess::Piece piece);
    /// A piece dragged from its button is held over `globalPoint`.
    void dragged(chess::Piece piece, QPointF globalPoint);
    /// A piece dragged from its button was let go at `globalPoint`.
    void dropped(chess::Piece piece, QPointF globalPoint);

protected:
    void changeEvent(QEvent* event) override;

private:
    void word();
    /// The icons as large as the text of the moment (the zoom).
    void fitIcons();

    QButtonGroup* m_buttons;
};
