// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonwriter.h"

#include <cmath>

namespace jsontext {

namespace {

char* putEscaped(char* to, char16_t u)
{
    if (u == '"' || u == '\\') {
        *to++ = '\\';
        *to++ = char(u);
    } else if (u < 0x20) {
        static const char hex[] = "0123456789abcdef";
        to = writeLiteral(to, "\\u00");
        *to++ = hex[u >> 4];
        *to++ = hex[u & 15];
    } else {
        *to++ = char(u);
    }
    return to;
}

}  // namespace

char* writeEscaped(char* to, QStringView text)
{
    *to++ = '"';
    for (qsizetype i = 0; i < text.size();) {
        if (text[i].unicode() >= 0x80) {
            // A run of non-ASCII characters is converted whole, so surrogate pairs stay together: at
            // most three bytes for each UTF-16 unit, within the six made room for.
            qsizetype end = i;
            while (end < text.size() && text[end].unicode() >= 0x80)
                ++end;
            const QByteArray utf8 = text.mid(i, end - i).toUtf8();
            std::memcpy(to, utf8.constData(), std::size_t(utf8.size()));
            to += utf8.size();
            i = end;
            continue;
        }
        to = putEscaped(to, text[i].unicode());
        ++i;
    }
    *to++ = '"';
    return to;
}

char* writeEscaped(char* to, std::string_view ascii)
{
    *to++ = '"';
    for (char c : ascii)
        to = putEscaped(to, char16_t(static_cast<unsigned char>(c)));
    *to++ = '"';
    return to;
}

}  // namespace jsontext

JsonWriter& JsonWriter::value(QStringView text)
{
    return item(
        jsontext::mostBytes(std::size_t(text.size())), [text](char* to) { return jsontext::writeString(to, text); });
}

JsonWriter& JsonWriter::value(std::string_view ascii)
{
    return item(jsontext::mostBytes(ascii.size()), [ascii](char* to) { return jsontext::writeString(to, ascii); });
}

JsonWriter& JsonWriter::value(int number)
{
    return item(jsontext::MostNumberBytes, [number](char* to) { return jsontext::writeNumber(to, number); });
}

JsonWriter& JsonWriter::value(double number)
{
    return raw(QByteArray::number(std::round(number * 100) / 100, 'g', 12).toStdString());
}
