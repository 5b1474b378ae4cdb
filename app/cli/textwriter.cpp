#include "textwriter.h"

#include <charconv>

void TextWriter::Field::writeTo(TextWriter& w) const
{
    switch (m_kind) {
    case Kind::Number: w.number(m_number); break;
    case Kind::Text: w.text(m_text); break;
    case Kind::Ascii: w.ascii(m_ascii); break;
    }
}

TextWriter& TextWriter::text(QStringView text)
{
    // Reports are ASCII but for names and the entries of sheets in other scripts. Both loops have no
    // early exit, so that the compiler makes them work on many characters at a time.
    const char16_t* const from = text.utf16();
    const std::size_t size = std::size_t(text.size());
    char16_t any = 0;
    for (std::size_t i = 0; i < size; ++i)
        any |= from[i];
    if (any >= 0x80) {
        const QByteArray utf8 = text.toUtf8();
        return ascii(std::string_view(utf8.data(), std::size_t(utf8.size())));
    }
    char* to = room(size);
    for (std::size_t i = 0; i < size; ++i)
        to[i] = char(from[i]);
    return *this;
}

TextWriter& TextWriter::number(int n)
{
    char digits[12];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    return ascii(std::string_view(digits, std::size_t(end - digits)));
}

TextWriter& TextWriter::fill(QStringView pattern, std::initializer_list<Field> fields)
{
    qsizetype from = 0;
    for (qsizetype i = 0; i + 1 < pattern.size(); ++i) {
        const char16_t digit = pattern[i + 1].unicode();
        if (pattern[i] != u'%' || digit < u'1' || digit > u'9' || std::size_t(digit - u'0') > fields.size())
            continue;
        text(pattern.sliced(from, i - from));
        fields.begin()[digit - u'1'].writeTo(*this);
        from = ++i + 1;
    }
    return text(pattern.sliced(from));
}
