// SPDX-License-Identifier: GPL-3.0-or-later
#include "placeholderlistview.h"

#include <QPainter>

void PlaceholderListView::setPlaceholderText(const QString& text)
{
    if (text == m_placeholder)
        return;
    m_placeholder = text;
    viewport()->update();
}

void PlaceholderListView::paintEvent(QPaintEvent* event)
{
    QListView::paintEvent(event);
    if (m_placeholder.isEmpty() || (model() && model()->rowCount(rootIndex()) > 0))
        return;
    QPainter painter(viewport());
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(
        viewport()->rect().adjusted(6, 4, -6, -4), Qt::AlignTop | Qt::AlignLeading | Qt::TextWordWrap, m_placeholder);
}
