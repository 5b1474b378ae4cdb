// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

/// The translations of the interface, compiled into the binaries (the app's and the command line's)
/// under :/i18n/. English is the source language.
namespace translations {

/// The codes translated: "en", "de", "fr", "et", "he", "ru", "uk", "es", "it", "pl".
QStringList available();
/// The first of the system's interface languages that is translated, else "en".
QString systemLanguage();
/// How the interface in `code` writes dates, times and numbers: in its language, with the system's
/// country where the two go together (English in Germany: "5 March 2026"), else the language's own.
QLocale locale(const QString& code);
/// Installs the translation for `code` in place of the one installed before (none for English).
void install(const QString& code);

}  // namespace translations
