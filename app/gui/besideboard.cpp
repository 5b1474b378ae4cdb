// SPDX-License-Identifier: GPL-3.0-or-later
#include "besideboard.h"

#include "boardwidget.h"

#include <QSplitter>
#include <QVBoxLayout>

QSplitter* columnBesideBoard(const QList<QWidget*>& column, BoardWidget* board, QWidget* parent)
{
    auto* left = new QWidget(parent);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    for (QWidget* widget : column)
        leftLayout->addWidget(widget, widget == column.first() ? 1 : 0);
    // The board alone on its side: it keeps itself square in whatever the splitter gives it.
    auto* splitter = new QSplitter(Qt::Horizontal, parent);
    splitter->addWidget(left);
    splitter->addWidget(board);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    return splitter;
}
