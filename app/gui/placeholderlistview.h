// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QListView>

/// A list view that says something when its list is empty ("No problems found."), as a line edit shows
/// its placeholder, rather than a blank that could mean anything.
class PlaceholderListView : public QListView {
    Q_OBJECT

public:
    using QListView::QListView;

    void setPlaceholderText(const QString& text);
    QString placeholderText() const { return m_placeholder; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_placeholder;
};
