// SPDX-License-Identifier: GPL-3.0-or-later
#include "zoom.h"

#include <QApplication>
#include <QHeaderView>
#include <QScreen>
#include <QTableView>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iterator>

namespace {

// The steps browsers take: fine near 100 %, coarse at the ends; 300 % fills a projector from a laptop.
constexpr int Steps[] = {50, 67, 80, 90, 100, 110, 125, 150, 175, 200, 250, 300};
// One notch of a mouse wheel, in eighths of a degree (QWheelEvent::angleDelta).
constexpr int Notch = 120;

}  // namespace

Zoom::Zoom(QObject* parent)
    : QObject(parent)
{
    qApp->installEventFilter(this);
}

Zoom::~Zoom() { qApp->removeEventFilter(this); }

void Zoom::follow(QWidget* widget) { startFollowing({widget, widget->font(), {}}); }

void Zoom::followWindow(QWidget* window)
{
    // A window given no size of its own takes its layout's, which grows with its text, when first shown.
    startFollowing({window, window->font(), window->testAttribute(Qt::WA_Resized) ? window->size() : QSize()});
}

void Zoom::startFollowing(const Followed& followed)
{
    m_followed.removeIf([](const Followed& f) { return !f.widget; });  // dialogs closed and gone
    m_followed.append(followed);
    if (m_percent != ActualSize)
        zoom(followed);
}

void Zoom::zoom(const Followed& followed) const
{
    followed.widget->setFont(scaled(followed.font));
    // A row at least a line and a half of the zoomed text high: the style's height is for 100 %. (A table's
    // row height is its vertical header's, hidden or not, which does not follow the font.)
    QList<QTableView*> tables = followed.widget->findChildren<QTableView*>();
    if (auto* table = qobject_cast<QTableView*>(followed.widget))
        tables << table;
    for (QTableView* table : tables) {
        // The headers as large as the cells: a header made before its window is first shown keeps its font
        // from then on, whatever its table's becomes (Qt 6.4).
        for (QHeaderView* header : {table->horizontalHeader(), table->verticalHeader()})
            header->setFont(table->font());
        QHeaderView* rows = table->verticalHeader();
        rows->resetDefaultSectionSize();
        rows->setDefaultSectionSize(std::max(rows->defaultSectionSize(), table->fontMetrics().lineSpacing() * 3 / 2));
    }
    if (followed.windowSize.isValid()) {
        const QSize grown = followed.windowSize * m_percent / ActualSize;
        const QScreen* screen = followed.widget->screen();
        followed.widget->resize(screen ? grown.boundedTo(screen->availableSize()) : grown);
    }
}

void Zoom::setPercent(int percent)
{
    const int* nearest = std::min_element(std::begin(Steps), std::end(Steps),
        [percent](int a, int b) { return std::abs(a - percent) < std::abs(b - percent); });
    if (*nearest == m_percent)
        return;
    m_percent = *nearest;
    for (const Followed& f : m_followed)
        if (f.widget)
            zoom(f);
    emit changed(m_percent);
}

void Zoom::zoomIn()
{
    const int* next = std::upper_bound(std::begin(Steps), std::end(Steps), m_percent);
    if (next != std::end(Steps))
        setPercent(*next);
}

void Zoom::zoomOut()
{
    const int* at = std::lower_bound(std::begin(Steps), std::end(Steps), m_percent);
    if (at != std::begin(Steps))
        setPercent(*std::prev(at));
}

QFont Zoom::scaled(const QFont& font) const
{
    QFont zoomed = font;
    if (font.pointSizeF() > 0)
        zoomed.setPointSizeF(font.pointSizeF() * m_percent / ActualSize);
    else
        zoomed.setPixelSize(int(std::lround(font.pixelSize() * m_percent / double(ActualSize))));
    return zoomed;
}

bool Zoom::isFollowed(const QObject* object) const
{
    const auto* widget = qobject_cast<const QWidget*>(object);
    return widget && std::any_of(m_followed.begin(), m_followed.end(), [widget](const Followed& f) {
        return f.widget && (f.widget == widget || f.widget->isAncestorOf(widget));
    });
}

bool Zoom::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::Wheel)
        return false;
    const auto* wheel = static_cast<QWheelEvent*>(event);
    if (!(wheel->modifiers() & Qt::ControlModifier) || !isFollowed(watched))
        return false;
    m_wheelDelta += wheel->angleDelta().y();
    for (; m_wheelDelta >= Notch; m_wheelDelta -= Notch)
        zoomIn();
    for (; m_wheelDelta <= -Notch; m_wheelDelta += Notch)
        zoomOut();
    return true;
}
