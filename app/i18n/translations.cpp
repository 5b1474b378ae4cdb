// SPDX-License-Identifier: GPL-3.0-or-later
#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace translations {

namespace {

QTranslator& translator()
{
    static QTranslator t;
    return t;
}

QTranslator& qtTranslator()
{
    static QTranslator t;
    return t;
}

}  // namespace

QStringList available()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("et"),
        QStringLiteral("he"), QStringLiteral("ru"), QStringLiteral("uk"), QStringLiteral("es"), QStringLiteral("it"),
        QStringLiteral("pl")};
}

QString systemLanguage()
{
    for (const QString& wanted : QLocale::system().uiLanguages()) {
        const QString code = wanted.left(2);
        if (available().contains(code))
            return code;
    }
    return QStringLiteral("en");
}

QLocale locale(const QString& code) { return QLocale(QLocale(code).language(), QLocale::system().territory()); }

void install(const QString& code)
{
    QCoreApplication::removeTranslator(&translator());
    QCoreApplication::removeTranslator(&qtTranslator());
    if (code == QLatin1String("en")) {
        // English needs only its plural forms ("1 entry"), which the source text cannot give.
        if (translator().load(QStringLiteral(":/i18n/scorecheck_en.qm")))
            QCoreApplication::installTranslator(&translator());
        return;
    }
    // Qt's own words (standard buttons, file dialogs, the editor's menu) from Qt's translations where
    // the system has them (Debian: qt6-translations-l10n). Ours are installed after, so they are asked
    // first: they also carry the Qt words a user of ours sees that Qt's lack (Estonian has none).
    if (qtTranslator().load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qtTranslator());
    if (translator().load(QStringLiteral(":/i18n/scorecheck_%1.qm").arg(code)))
        QCoreApplication::installTranslator(&translator());
}

}  // namespace translations
