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
    // Reports are ASCII but for names and the entries of sheets in other scripts.
    char* to = room(std::size_t(text.size()));
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (c >= 0x80) {
            m_size -= std::size_t(text.size() - i);
            const QByteArray utf8 = text.sliced(i).toUtf8();
            return ascii(std::string_view(utf8.data(), std::size_t(utf8.size())));
        }
        to[i] = char(c);
    }
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
