// SPDX-License-Identifier: GPL-3.0-or-later
// The View menu: zoom for projection and tired eyes (issue 23). The sheet, the table, the board's
// coordinates and the panels grow together; the menus and the tool bar keep the system's size.

#include "mainwindow.h"

#include "sheeteditor.h"
#include "zoom.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

void MainWindow::buildViewMenu()
{
    m_zoom = new Zoom(this);
    m_zoom->follow(centralWidget());
    m_zoom->follow(m_editor);  // its own monospace font does not inherit the window's
    m_zoom->follow(statusBar());
    connect(m_zoom, &Zoom::changed, this,
        [this](int percent) { statusBar()->showMessage(tr("Zoom: %1 %").arg(percent), 3000); });

    QMenu* view = menuBar()->addMenu(QString());
    view->setObjectName(QStringLiteral("viewMenu"));
    worded([view] { view->setTitle(tr("&View")); });
    const auto add = [this, view](const char* text, const char* name, QList<QKeySequence> keys, auto zoom) {
        QAction* a = view->addAction(QString(), m_zoom, zoom);
        a->setObjectName(QLatin1String(name));
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::WindowShortcut);
        worded([a, text] { a->setText(tr(text)); });
    };
    // Ctrl+= as well as Ctrl++: on most keyboards + is the shifted =.
    add(QT_TR_NOOP("Zoom &In"), "zoomIn", {QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)},
        &Zoom::zoomIn);
    add(QT_TR_NOOP("Zoom &Out"), "zoomOut", {QKeySequence::ZoomOut}, &Zoom::zoomOut);
    add(QT_TR_NOOP("&Actual Size"), "zoomActualSize", {QKeySequence(Qt::CTRL | Qt::Key_0)}, &Zoom::reset);
}

// A dialog of the window's at the window's zoom, and following it: the zoom keys work in it as in the window.
void MainWindow::zoomWithWindow(QWidget* dialog)
{
    m_zoom->followWindow(dialog);
    dialog->addActions(findChild<QMenu*>(QStringLiteral("viewMenu"))->actions());
}
