// SPDX-License-Identifier: GPL-3.0-or-later
#include "applicationsetup.h"

#include "uilanguage.h"
#include "version.h"

#include <QApplication>
#include <QIcon>

void setUpApplication()
{
    QApplication::setApplicationName(QStringLiteral("ScoreCheck"));
    QApplication::setOrganizationName(QStringLiteral("ScoreCheck"));
    QApplication::setApplicationVersion(version::qtext());
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/scorecheck.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("scorecheck"));
    uilanguage::apply(uilanguage::current());
}
