#include "translations.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace translations {

namespace {

QTranslator& translator()
{
    static QTranslator t;
    return t;
}

}  // namespace

QStringList available()
{
    return {
        QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("et"), QStringLiteral("he")};
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

void install(const QString& code)
{
    QCoreApplication::removeTranslator(&translator());
    if (code != QLatin1String("en") && translator().load(QStringLiteral(":/i18n/scorecheck_%1.qm").arg(code)))
        QCoreApplication::installTranslator(&translator());
}

}  // namespace translations
