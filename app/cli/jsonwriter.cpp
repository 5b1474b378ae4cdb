// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonwriter.h"

#include <cmath>

#include <algorithm>
#include <type_traits>

namespace {

// Printable ASCII other than the quote and the backslash: written as it is. Most of what a report
// writes (codes, moves, FENs, entry texts) is only that, so it is copied in one pass that tests it on
// the way (writePlain) and written again with escapes only where the test fails.
constexpr bool needsNoEscape(char16_t c) { return c >= 0x20 && c < 0x80 && c != '"' && c != '\\'; }

}  // namespace

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

template <class Char>
bool JsonWriter::writePlain(const Char* chars, std::size_t n)
{
    const bool commaDue = m_needComma;
    char* to = startItem(n + 2);
    *to++ = '"';
    bool plain = true;
    for (std::size_t i = 0; i < n; ++i) {
        const auto c = static_cast<std::make_unsigned_t<Char>>(chars[i]);
        plain &= needsNoEscape(c);
        *to++ = char(c);
    }
    *to = '"';
    if (!plain) {
        m_out.unwrite(n + 2 + (commaDue ? 1 : 0));
        m_needComma = commaDue;
    }
    return plain;
}

JsonWriter& JsonWriter::value(QStringView text)
{
    if (writePlain(text.utf16(), std::size_t(text.size())))
        return *this;
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
    if (writePlain(ascii.data(), ascii.size()))
        return *this;
    separate();
    put('"');
    for (char c : ascii)
        putEscaped(char16_t(static_cast<unsigned char>(c)));
    put('"');
    return *this;
}

JsonWriter& JsonWriter::value(int number)
{
    // Written in place from the last digit: the numbers are lines, columns and plies, and a copy from
    // a buffer of digits became a call to memcpy for each (callgrind).
    unsigned magnitude = number < 0 ? 0u - unsigned(number) : unsigned(number);
    std::size_t n = number < 0 ? 2 : 1;
    for (unsigned rest = magnitude; rest >= 10; rest /= 10)
        ++n;
    char* const to = startItem(n);
    char* digit = to + n;
    do {
        *--digit = char('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude != 0);
    if (number < 0)
        *to = '-';
    return *this;
}

JsonWriter& JsonWriter::value(double number)
{
    return raw(QByteArray::number(std::round(number * 100) / 100, 'g', 12).toStdString());
}
