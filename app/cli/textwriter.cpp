// SPDX-License-Identifier: GPL-3.0-or-later
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
    // Reports are ASCII but for names and the entries of sheets in other scripts: copied as ASCII in one
    // loop without an early exit (so the compiler makes it work on many characters at a time), and
    // written again as UTF-8 in the rare case that it was not.
    const char16_t* const from = text.utf16();
    const std::size_t size = std::size_t(text.size());
    char* to = room(size);
    char16_t any = 0;
    for (std::size_t i = 0; i < size; ++i) {
        any |= from[i];
        to[i] = char(from[i]);
    }
    if (any >= 0x80) {
        m_out.unwrite(size);
        const QByteArray utf8 = text.toUtf8();
        ascii(std::string_view(utf8.data(), std::size_t(utf8.size())));
    }
    return *this;
}

TextWriter& TextWriter::number(int n)
{
    char digits[12];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    return ascii(std::string_view(digits, std::size_t(end - digits)));
}

TextPattern::TextPattern(QStringView pattern)
{
    qsizetype from = 0;
    for (qsizetype i = 0; i + 1 < pattern.size(); ++i) {
        const char16_t digit = pattern[i + 1].unicode();
        if (pattern[i] != u'%' || digit < u'1' || digit > u'9')
            continue;
        m_literals += pattern.sliced(from, i - from).toUtf8();
        m_pieces.push_back({int(m_literals.size()), digit - u'1'});
        from = ++i + 1;
    }
    m_literals += pattern.sliced(from).toUtf8();
    m_pieces.push_back({int(m_literals.size()), -1});
}

TextWriter& TextWriter::fill(const TextPattern& pattern, std::initializer_list<Field> fields)
{
    int from = 0;
    for (const TextPattern::Piece& piece : pattern.m_pieces) {
        ascii(std::string_view(pattern.m_literals.data() + from, std::size_t(piece.literalEnd - from)));
        from = piece.literalEnd;
        if (piece.field < 0)
            break;
        if (std::size_t(piece.field) < fields.size())
            fields.begin()[piece.field].writeTo(*this);
        else  // no such field: left as written, as QString::arg leaves it
            ascii("%").number(piece.field + 1);
    }
    return *this;
}
