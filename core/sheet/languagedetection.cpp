// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagedetection.h"

#include <array>
#include <bit>

namespace sheet {
namespace {

// The capitals (A to Z) and Hebrew letters (alef to tav) that can start an entry, as bit indexes; the
// last index stands for every other character.
constexpr int Latin = 26, Hebrew = 0x05EA - 0x05D0 + 1, NoLetter = 63;
static_assert(Latin + Hebrew <= NoLetter && NoLetter + 1 == LeadingLetters::LetterCount);

constexpr auto AsciiLetterIndex = [] {
    std::array<std::uint8_t, 128> index{};
    for (int c = 0; c < 128; ++c)
        index[std::size_t(c)] = c >= 'A' && c <= 'Z' ? std::uint8_t(c - 'A') : std::uint8_t(NoLetter);
    return index;
}();

// Looked up, not tested: whether an entry starts with a capital is as good as random (piece moves and
// pawn moves), and a branch on it missed half the time.
int letterIndex(char16_t c)
{
    if (c < 128)
        return AsciiLetterIndex[c];
    return c >= 0x05D0 && c <= 0x05EA ? Latin + c - 0x05D0 : NoLetter;
}

struct LetterMasks {
    std::uint64_t readable = 0;  // every letter that begins a piece's name the language reads
    std::uint64_t own = 0;  // the letters it writes today (English N, not the old S)
};

struct AllLetterMasks {
    std::array<LetterMasks, 64> byLanguage{};
    LetterMasks any;  // the letters of every language together
};

// The letters that begin a piece's name in a language, as bits: worked out once, not for every sheet.
const AllLetterMasks& letterMasks()
{
    static const AllLetterMasks masks = [] {
        AllLetterMasks all;
        for (const notation::LanguageInfo& language : notation::allLanguages()) {
            LetterMasks& m = all.byLanguage[std::size_t(language.language)];
            for (const notation::PieceLetter& piece : language.readable)
                if (const int i = letterIndex(piece.text[0]); i != NoLetter)
                    m.readable |= std::uint64_t(1) << i;
            for (std::u16string_view letter : language.letters)
                if (const int i = letter.empty() ? NoLetter : letterIndex(letter[0]); i != NoLetter)
                    m.own |= std::uint64_t(1) << i;
            all.any.readable |= m.readable;
            all.any.own |= m.own;
        }
        return all;
    }();
    return masks;
}

// "O-O" names no piece, though Estonian's bishop and Dutch's pawn are O: it must not count for them.
bool isCastlingWithO(QStringView entry)
{
    return entry.size() >= 3 && entry[0] == u'O' && entry[1] == u'-' && entry[2] == u'O';
}

// The entries whose leading letter is among the masks' letters, the language's own counted twice.
int scoreOf(const LetterMasks& masks, std::uint64_t present, const std::array<int, LeadingLetters::LetterCount>& counts)
{
    int score = 0;
    for (std::uint64_t letters = masks.readable & present; letters; letters &= letters - 1)
        score += counts[std::size_t(std::countr_zero(letters))];
    for (std::uint64_t letters = masks.own & present; letters; letters &= letters - 1)
        score += counts[std::size_t(std::countr_zero(letters))];
    return score;
}

}  // namespace

// Every entry is counted, those without a letter under NoLetter: no branch on what an entry starts with.
LeadingLetters::LeadingLetters(QStringView text, const ParsedSheet& sheet)
{
    const char16_t* const chars = text.utf16();
    for (const Entry& e : sheet.entries) {
        int i = letterIndex(e.length ? chars[e.start] : u' ');
        if (i == u'O' - u'A' && isCastlingWithO(e.text(text)))
            i = NoLetter;
        ++m_counts[std::size_t(i)];
        m_present |= std::uint64_t(1) << i;
    }
    m_present &= ~(std::uint64_t(1) << NoLetter);
}

int LeadingLetters::score(notation::Language language) const
{
    return scoreOf(letterMasks().byLanguage[std::size_t(language)], m_present, m_counts);
}

// No language scores more than all languages' letters together (castling's O is no piece's).
bool LeadingLetters::scoresHighest(notation::Language language) const
{
    return score(language) == scoreOf(letterMasks().any, m_present, m_counts);
}

QList<notation::Language> LeadingLetters::bestLanguages(notation::Language preferred) const
{
    QList<notation::Language> best;
    int bestScore = -1;
    const notation::LanguageInfo* seenTables[32] = {};
    int seen = 0;
    auto consider = [&](const notation::LanguageInfo& info) {
        for (int i = 0; i < seen; ++i)
            if (seenTables[i]->readable.data() == info.readable.data())
                return;  // same letters as a language already considered
        seenTables[seen++] = &info;
        const int score = this->score(info.language);
        if (score > bestScore) {
            bestScore = score;
            best.clear();
        }
        if (score == bestScore)
            best.append(info.language);
    };
    consider(notation::languageInfo(preferred));
    for (const notation::LanguageInfo& info : notation::allLanguages())
        consider(info);
    return best;
}

}  // namespace sheet
