// SPDX-License-Identifier: GPL-3.0-or-later
#include "mnemonic.h"

namespace mnemonic {

QString escaped(const QString& text)
{
    QString doubled = text;
    return doubled.replace(u'&', QStringLiteral("&&"));
}

QString marked(const QString& text, QString& taken)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar letter = text[i].toLower();
        if (text[i].isLetter() && !taken.contains(letter)) {
            taken += letter;
            return escaped(text.left(i)) + u'&' + escaped(text.mid(i));
        }
    }
    return escaped(text);
}

}  // namespace mnemonic
