// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/// What the user reads of a text the app shows: the text without the invisible marks that set the
/// direction of its notation (U+200E, U+200F, U+202A-U+202E, U+2066-U+2069).
inline QString readable(const QString& text)
{
    QString plain;
    for (QChar c : text)
        if (!(c == QChar(0x200E) || c == QChar(0x200F) || (c >= QChar(0x202A) && c <= QChar(0x202E))
                || (c >= QChar(0x2066) && c <= QChar(0x2069))))
            plain += c;
    return plain;
}
