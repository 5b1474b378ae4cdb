#include "applicationsetup.h"

#include "uilanguage.h"

#include <QApplication>
#include <QIcon>

void setUpApplication()
{
    QApplication::setApplicationName(QStringLiteral("ScoreCheck"));
    QApplication::setOrganizationName(QStringLiteral("ScoreCheck"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/scorecheck.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("scorecheck"));
    uilanguage::apply(uilanguage::current());
}
