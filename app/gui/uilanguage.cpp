#include "uilanguage.h"

#include <QApplication>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace uilanguage {

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

QString nativeName(const QString& code)
{
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    if (!name.isEmpty() && locale.textDirection() == Qt::LeftToRight)
        name[0] = name[0].toUpper();
    return name.isEmpty() ? code : name;
}

QString current()
{
    const QString saved = QSettings().value(QStringLiteral("ui/language")).toString();
    if (available().contains(saved))
        return saved;
    const QString system = QLocale::system().name().left(2);
    return available().contains(system) ? system : QStringLiteral("en");
}

void apply(const QString& code)
{
    QSettings().setValue(QStringLiteral("ui/language"), code);
    QCoreApplication::removeTranslator(&translator());
    // Translations are compiled into the binary under :/i18n/ (English is the source language).
    if (code != QLatin1String("en") && translator().load(QStringLiteral(":/i18n/scorecheck_%1.qm").arg(code)))
        QCoreApplication::installTranslator(&translator());
    QGuiApplication::setLayoutDirection(QLocale(code).textDirection());
}

}  // namespace uilanguage
