// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

/// The language of the interface (not of the notation on the sheet, which is its own setting):
/// English, German, French, Estonian or Hebrew, from the system locale unless the user chose one.
/// Hebrew also turns the layout right to left.
namespace uilanguage {

/// The codes offered: "en", "de", "fr", "et", "he", "ru", "uk", "es", "it", "pl".
QStringList available();
/// The language's name in itself ("Deutsch", "עברית").
QString nativeName(const QString& code);
/// The language in use: the one saved in the settings, else the system's if offered, else English.
QString current();
/// Switches the running application (translator and layout direction) and remembers the choice.
void apply(const QString& code);

}  // namespace uilanguage
