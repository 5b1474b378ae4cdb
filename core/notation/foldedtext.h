// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/types.h"

#include <QStringView>

#include <array>
#include <cstdint>
#include <string_view>

/// The text of one entry prepared for reading: look-alike characters folded, spaces and direction
/// marks dropped, each character remembering its place in the original text. Shared by the readers.
namespace notation::detail {

constexpr int MaxLength = 48;

// The entry with look-alikes folded and spaces dropped, remembering where each character came from.
// Only the first `size` characters are ever read, so the arrays are left uninitialised: this is
// built once per entry on every keystroke.
struct Folded {
    std::array<char16_t, MaxLength> ch;
    std::array<std::int16_t, MaxLength> origin;
    int size = 0;
};

inline char16_t foldChar(char16_t c)
{
    if (c >= 0xFF01 && c <= 0xFF5E)  // full-width ASCII
        return char16_t(c - 0xFEE0);
    if ((c >= 0x2010 && c <= 0x2015) || c == 0x2212)  // hyphens, dashes, minus sign
        return u'-';
    if (c == 0x00D7 || c == 0x0445)  // multiplication sign, Cyrillic small ha
        return u'x';
    if (c == 0x0425)  // Cyrillic capital ha: the old Russian mate sign
        return u'X';
    return c;
}

inline bool isIgnorable(char16_t c)
{
    return c == u' ' || c == u'\t' || c == 0x00A0 || c == 0x200B || c == 0x200E || c == 0x200F
        || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0xFEFF;
}

/// Folds the text; false when it is too long to be one move.
inline bool fold(QStringView text, Folded& out)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        const bool ascii = c < 0x80;  // the common case needs no table of look-alikes
        if (ascii ? (c == u' ' || c == u'\t') : isIgnorable(c))
            continue;
        if (out.size == MaxLength || i > INT16_MAX)
            return false;
        out.ch[out.size] = ascii ? c : foldChar(c);
        out.origin[out.size] = std::int16_t(i);
        ++out.size;
    }
    return true;
}

// Files a-h, or the Hebrew letters alef to het that Hebrew sheets use for them.
inline int fileFrom(char16_t c)
{
    if (c >= u'a' && c <= u'h')
        return c - u'a';
    if (c >= 0x05D0 && c <= 0x05D7)
        return c - 0x05D0;
    return -1;
}

inline int rankFrom(char16_t c) { return c >= u'1' && c <= u'8' ? c - u'1' : -1; }

inline chess::PieceType figurine(char16_t c)
{
    // U+2654..U+2659 white king..pawn, U+265A..U+265F black king..pawn.
    if (c < 0x2654 || c > 0x265F)
        return chess::PieceType::None;
    using chess::PieceType;
    constexpr PieceType order[6]
        = {PieceType::King, PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight, PieceType::Pawn};
    return order[(c - 0x2654) % 6];
}

// A view of the folded text between two indices, for matching literal marks.
class Cursor {
public:
    Cursor(const Folded& f, int begin, int end)
        : m_f(f)
        , m_begin(begin)
        , m_end(end)
    {
    }
    int begin() const { return m_begin; }
    int end() const { return m_end; }
    int size() const { return m_end - m_begin; }
    char16_t at(int i) const { return m_f.ch[m_begin + i]; }
    char16_t back() const { return m_f.ch[m_end - 1]; }

    bool endsWith(std::u16string_view s, bool ignoreCase = false) const
    {
        if (int(s.size()) > size())
            return false;
        for (std::size_t k = 0; k < s.size(); ++k) {
            char16_t a = m_f.ch[m_end - int(s.size()) + int(k)], b = s[k];
            if (ignoreCase && a >= u'A' && a <= u'Z')
                a = char16_t(a + 32);
            if (a != b)
                return false;
        }
        return true;
    }
    bool startsWith(std::u16string_view s) const
    {
        if (int(s.size()) > size())
            return false;
        for (std::size_t k = 0; k < s.size(); ++k)
            if (m_f.ch[m_begin + int(k)] != s[k])
                return false;
        return true;
    }
    void dropBack(int n) { m_end -= n; }
    void dropFront(int n) { m_begin += n; }

private:
    const Folded& m_f;
    int m_begin, m_end;
};

}  // namespace notation::detail
