// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// With SCORECHECK_SCREENSHOTS set to a folder, the GUI tests leave pictures of what they drive there, for
// docs/user-guide.md.

#include <QCoreApplication>
#include <QPixmap>
#include <QString>
#include <QWidget>

inline void keepScreenshot(QWidget* widget, const char* name)
{
    QCoreApplication::processEvents();  // the layout just shown, as the window would paint it
    if (const QString folder = qEnvironmentVariable("SCORECHECK_SCREENSHOTS"); !folder.isEmpty())
        widget->grab().save(folder + u'/' + QLatin1String(name));
}
