// SPDX-License-Identifier: GPL-3.0-or-later
#include "uilanguage.h"

#include "translations.h"

#include <QApplication>
#include <QLocale>
#include <QSettings>

namespace uilanguage {

QStringList available() { return translations::available(); }

QString nativeName(const QString& code)
{
    // Qt names a language by its locale, the country with it where the locale has one by default
    // ("American English", "español de España"): the menu offers the language.
    if (code == u"en")
        return QStringLiteral("English");
    if (code == u"es")
        return QStringLiteral("Español");
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
    return translations::systemLanguage();
}

void apply(const QString& code)
{
    QSettings().setValue(QStringLiteral("ui/language"), code);
    translations::install(code);
    QGuiApplication::setLayoutDirection(QLocale(code).textDirection());
}

}  // namespace uilanguage
