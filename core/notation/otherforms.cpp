// SPDX-License-Identifier: GPL-3.0-or-later
#include "otherforms.h"

#include <string_view>

namespace notation::detail {
namespace {

using chess::PieceType;

// Descriptive letters, longest first ("Kt" before "K").
struct DescriptiveLetter {
    std::u16string_view text;
    PieceType piece;
};
constexpr DescriptiveLetter EnglishLetters[]
    = {{u"Kt", PieceType::Knight}, {u"P", PieceType::Pawn}, {u"N", PieceType::Knight}, {u"B", PieceType::Bishop},
        {u"R", PieceType::Rook}, {u"Q", PieceType::Queen}, {u"K", PieceType::King}};
constexpr DescriptiveLetter GermanLetters[] = {{u"B", PieceType::Pawn}, {u"S", PieceType::Knight},
    {u"L", PieceType::Bishop}, {u"T", PieceType::Rook}, {u"D", PieceType::Queen}, {u"K", PieceType::King}};

constexpr int MaxUnits = 4;

// A run of piece letters: "KBP" is king, bishop, pawn.
struct Units {
    PieceType piece[MaxUnits];
    int count = 0;
};

// Reads letters from position i of the cursor; stops at the first character that is no letter.
Units readUnits(const Cursor& c, int& i, Language language)
{
    Units u;
    const std::span<const DescriptiveLetter> letters = hasGermanDescriptiveLetters(language)
        ? std::span<const DescriptiveLetter>(GermanLetters)
        : std::span<const DescriptiveLetter>(EnglishLetters);
    for (bool found = true; found && i < c.size() && u.count < MaxUnits;) {
        found = false;
        for (const DescriptiveLetter& l : letters) {
            if (i + int(l.text.size()) > c.size())
                continue;
            bool same = true;
            for (std::size_t k = 0; k < l.text.size(); ++k)
                same = same && c.at(i + int(k)) == l.text[k];
            if (same) {
                u.piece[u.count++] = l.piece;
                i += int(l.text.size());
                found = true;
                break;
            }
        }
    }
    return u;
}

constexpr std::uint8_t fileBit(int file) { return std::uint8_t(1u << file); }
constexpr std::uint8_t QueenWing = 0x0F, KingWing = 0xF0;

// Files named by a wing and the piece that starts on them: QR = a, KN = g, B = c or f, K = e, Q = d.
// Returns 0 when the letters name no file.
std::uint8_t fileMask(const PieceType* units, int count)
{
    if (count == 0 || count > 2)
        return 0;
    const PieceType wing = count == 2 ? units[0] : PieceType::None;
    const PieceType named = units[count - 1];
    if (count == 1 && (named == PieceType::Queen || named == PieceType::King))
        return fileBit(named == PieceType::Queen ? 3 : 4);
    if (wing != PieceType::None && wing != PieceType::Queen && wing != PieceType::King)
        return 0;
    int queenSideFile;
    switch (named) {
    case PieceType::Rook: queenSideFile = 0; break;
    case PieceType::Knight: queenSideFile = 1; break;
    case PieceType::Bishop: queenSideFile = 2; break;
    default: return 0;
    }
    const std::uint8_t both = fileBit(queenSideFile) | fileBit(7 - queenSideFile);
    return wing == PieceType::None ? both : std::uint8_t(both & (wing == PieceType::Queen ? QueenWing : KingWing));
}

// The files a designated piece stands on: a pawn by its file (KBP), another piece by its wing (QR).
std::uint8_t designatedFiles(const Units& u)
{
    const int designators = u.count - 1;
    if (designators == 0)
        return 0xFF;
    if (u.piece[u.count - 1] == PieceType::Pawn)
        return fileMask(u.piece, designators);
    if (designators == 1 && (u.piece[0] == PieceType::King || u.piece[0] == PieceType::Queen))
        return u.piece[0] == PieceType::King ? KingWing : QueenWing;
    return 0;
}

int rankDigit(char16_t c) { return c >= u'1' && c <= u'8' ? c - u'1' : -1; }

// The origin after the piece: "(Q2)", "(1)", "/Q2", a bare rank "1", or a file alone when it is set
// apart: "(Kt)", "(KR)", "/N".
bool readOrigin(const Cursor& c, int& i, int end, Language language, WrittenMove& m)
{
    if (i == end)
        return true;
    const bool parens = c.at(i) == u'(';
    const bool setApart = parens || c.at(i) == u'/';
    if (setApart)
        ++i;
    const Units files = readUnits(c, i, language);
    const bool rank = i < end && rankDigit(c.at(i)) >= 0;
    if (!rank && !(setApart && files.count))
        return false;
    if (rank)
        m.fromRank = std::int8_t(rankDigit(c.at(i++)));
    if (files.count) {
        m.fromFiles &= fileMask(files.piece, files.count);
        if (!m.fromFiles)
            return false;
    }
    if (parens && (i >= end || c.at(i++) != u')'))
        return false;
    return i == end;
}

// The promotion at the end: "(N)", "=Q", "/Q", or a letter right after the rank digit.
int readPromotionSuffix(const Cursor& c, int begin, int end, Language language, WrittenMove& m)
{
    for (int start = end - 1; start > begin; --start) {
        int i = start;
        const bool parens = c.at(i) == u'(' && c.at(end - 1) == u')';
        const bool marked = parens || c.at(i) == u'=' || c.at(i) == u'/';
        if (marked)
            ++i;
        const Units u = readUnits(c, i, language);
        if (u.count != 1 || i != end - (parens ? 1 : 0))
            continue;
        if (!marked && rankDigit(c.at(start - 1)) < 0)
            continue;
        if (u.piece[0] == PieceType::Pawn || u.piece[0] == PieceType::King)
            return end;
        m.promotion = u.piece[0];
        m.promotionStyle = parens ? PromotionStyle::Parentheses
            : c.at(start) == u'=' ? PromotionStyle::Equals
            : c.at(start) == u'/' ? PromotionStyle::Slash
                                  : PromotionStyle::Plain;
        return start;
    }
    return end;
}

bool readTarget(const Cursor& c, int i, int end, Language language, WrittenMove& m)
{
    end = readPromotionSuffix(c, i, end, language, m);
    const Units u = readUnits(c, i, language);
    if (i == end) {
        // A captured piece instead of a square: "NxP", "BxQN", "PxKBP".
        if (m.capture == CaptureMark::None || u.count == 0)
            return false;
        m.captured = u.piece[u.count - 1];
        m.toFiles = designatedFiles(u);
        return m.toFiles != 0;  // a pawn that takes on the last rank promotes: "PxR(Q)", "PxR=Q"
    }
    if (i != end - 1 || rankDigit(c.at(i)) < 0)
        return false;
    m.toFiles = fileMask(u.piece, u.count);
    m.toRank = std::int8_t(rankDigit(c.at(i)));
    return m.toFiles != 0;
}

}  // namespace

bool hasGermanDescriptiveLetters(Language l)
{
    return l == Language::German || l == Language::Danish || l == Language::Swedish || l == Language::Norwegian;
}

bool readDescriptive(const Cursor& c, Language language, WrittenMove& m)
{
    int sep = -1;
    for (int i = 0; i < c.size() && sep < 0; ++i)
        if (c.at(i) == u'-' || c.at(i) == u'x' || c.at(i) == u':')
            sep = i;
    if (sep <= 0)
        return false;
    int i = 0;
    const Units mover = readUnits(c, i, language);
    if (mover.count == 0)
        return false;
    m.piece = mover.piece[mover.count - 1];
    m.fromFiles = designatedFiles(mover);
    if (!m.fromFiles || !readOrigin(c, i, sep, language, m))
        return false;
    m.capture = c.at(sep) == u'-' ? CaptureMark::None : c.at(sep) == u'x' ? CaptureMark::Cross : CaptureMark::Colon;
    if (!readTarget(c, sep + 1, c.size(), language, m))
        return false;
    m.form = WrittenForm::Descriptive;
    return true;
}

bool readIccf(const Cursor& c, WrittenMove& m)
{
    if (c.size() != 4 && c.size() != 5)
        return false;
    int digit[5];
    for (int i = 0; i < c.size(); ++i) {
        digit[i] = c.at(i) - u'1';
        if (digit[i] < 0 || digit[i] > 7)
            return false;
    }
    m.fromFile = std::int8_t(digit[0]);
    m.fromRank = std::int8_t(digit[1]);
    m.toFile = std::int8_t(digit[2]);
    m.toRank = std::int8_t(digit[3]);
    if (c.size() == 5) {
        constexpr PieceType pieces[4] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight};
        if (digit[4] > 3)
            return false;
        m.promotion = pieces[digit[4]];
        m.promotionStyle = PromotionStyle::Plain;
    }
    m.form = WrittenForm::IccfNumeric;
    return true;
}

bool readSmith(const Cursor& c, WrittenMove& m)
{
    if (c.size() < 5 || c.size() > 7)
        return false;
    if (fileFrom(c.at(0)) < 0 || rankFrom(c.at(1)) < 0 || fileFrom(c.at(2)) < 0 || rankFrom(c.at(3)) < 0)
        return false;
    m.fromFile = std::int8_t(fileFrom(c.at(0)));
    m.fromRank = std::int8_t(rankFrom(c.at(1)));
    m.toFile = std::int8_t(fileFrom(c.at(2)));
    m.toRank = std::int8_t(rankFrom(c.at(3)));
    constexpr std::u16string_view captured = u"pnbrqk", promoted = u"NBRQ";
    bool marked = false;
    int i = 4;
    if (const std::size_t k = captured.find(c.at(i)); k != std::u16string_view::npos) {
        m.captured = PieceType(int(PieceType::Pawn) + int(k));
        marked = true;
        ++i;
    } else if (c.at(i) == u'c' || c.at(i) == u'C') {
        m.smithCastlingMark = true;
        m.castlingSide = c.at(i) == u'c' ? chess::CastlingSide::King : chess::CastlingSide::Queen;
        marked = true;
        ++i;
    } else if (c.at(i) == u'E') {
        m.enPassantMark = true;
        marked = true;
        ++i;
    }
    if (i < c.size()) {
        const std::size_t k = promoted.find(c.at(i));
        if (k == std::u16string_view::npos)
            return false;
        m.promotion = PieceType(int(PieceType::Knight) + int(k));
        m.promotionStyle = PromotionStyle::Plain;
        ++i;
    }
    if (!marked || i != c.size())
        return false;
    m.form = WrittenForm::Smith;
    return true;
}

}  // namespace notation::detail
