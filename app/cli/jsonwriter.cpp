#include "jsonwriter.h"

#include <cmath>

#include <algorithm>
#include <charconv>

void JsonWriter::putEscaped(char16_t u)
{
    if (u == '"' || u == '\\') {
        put('\\');
        put(char(u));
    } else if (u < 0x20) {
        static const char hex[] = "0123456789abcdef";
        put("\\u00");
        put(hex[u >> 4]);
        put(hex[u & 15]);
    } else {
        put(char(u));
    }
}

JsonWriter& JsonWriter::value(QStringView text)
{
    separate();
    put('"');
    for (qsizetype i = 0; i < text.size();) {
        if (text[i].unicode() >= 0x80) {
            // A run of non-ASCII characters is converted whole, so surrogate pairs stay together.
            qsizetype end = i;
            while (end < text.size() && text[end].unicode() >= 0x80)
                ++end;
            const QByteArray utf8 = text.mid(i, end - i).toUtf8();
            put(std::string_view(utf8.constData(), std::size_t(utf8.size())));
            i = end;
            continue;
        }
        putEscaped(text[i].unicode());
        ++i;
    }
    put('"');
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view ascii)
{
    // Codes, moves and FENs need no escaping; test that once rather than per character.
    if (std::all_of(ascii.begin(), ascii.end(), [](char c) { return c >= 0x20 && c != '"' && c != '\\'; })) {
        char* to = startItem(ascii.size() + 2);
        *to++ = '"';
        for (char c : ascii)
            *to++ = c;
        *to = '"';
        return *this;
    }
    separate();
    put('"');
    for (char c : ascii)
        putEscaped(char16_t(static_cast<unsigned char>(c)));
    put('"');
    return *this;
}

JsonWriter& JsonWriter::value(int number)
{
    char digits[12];
    const auto [end, error] = std::to_chars(digits, digits + sizeof digits, number);
    char* to = startItem(std::size_t(end - digits));
    for (const char* c = digits; c != end; ++c)
        *to++ = *c;
    return *this;
}

JsonWriter& JsonWriter::value(double number)
{
    return raw(QByteArray::number(std::round(number * 100) / 100, 'g', 12).toStdString());
}
