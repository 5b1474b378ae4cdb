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

// Cyrillic and Greek letters that look like a Latin one read as that letter, so that a Cyrillic sheet
// typed on a Latin keyboard (K for К, C for С) reads as one typed in Cyrillic, and the other way round
// (docs/notation-languages.md). Small Cyrillic а, с, е are the files a, c, e; р is the p of "Кр".
inline char16_t latinTwin(char16_t c)
{
    if (c >= 0x0410 && c <= 0x0441) {  // Cyrillic А to с
        switch (c) {
        case 0x0410: return u'A';
        case 0x0412: return u'B';
        case 0x0415: return u'E';
        case 0x041A: return u'K';
        case 0x041C: return u'M';
        case 0x041D: return u'H';
        case 0x041E: return u'O';
        case 0x0420: return u'P';
        case 0x0421: return u'C';
        case 0x0422: return u'T';
        case 0x0430: return u'a';
        case 0x0435: return u'e';
        case 0x043E: return u'o';
        case 0x0440: return u'p';
        case 0x0441: return u'c';
        default: return c;
        }
    }
    switch (c) {  // Greek capitals
    case 0x0391: return u'A';
    case 0x0392: return u'B';
    case 0x0395: return u'E';
    case 0x0396: return u'Z';
    case 0x0397: return u'H';
    case 0x0399: return u'I';
    case 0x039A: return u'K';
    case 0x039C: return u'M';
    case 0x039D: return u'N';
    case 0x039F: return u'O';
    case 0x03A1: return u'P';
    case 0x03A4: return u'T';
    case 0x03A7: return u'X';
    default: return c;
    }
}

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
    return latinTwin(c);
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

// Files a-h, or the letters Hebrew and Greek sheets use for them: alef to het, alpha to theta.
inline int fileFrom(char16_t c)
{
    if (c >= u'a' && c <= u'h')
        return c - u'a';
    if (c >= 0x05D0 && c <= 0x05D7)
        return c - 0x05D0;
    if (c >= 0x03B1 && c <= 0x03B8)
        return c - 0x03B1;
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
