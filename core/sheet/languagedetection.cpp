// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagedetection.h"

#include "notation/foldedtext.h"

#include <algorithm>
#include <array>
#include <bit>

namespace sheet {
namespace {

// The capitals (A to Z), Hebrew letters (alef to tav) and the piece letters with no Latin look-alike
// (Cyrillic Ф Л Д Ц, Greek Π, Turkish Ş, Lithuanian Ž) that can start an entry, as bit indexes; the last
// index stands for every other character. Cyrillic and Greek look-alikes count as their Latin twin, as
// the reader reads them.
constexpr int Latin = 26, Hebrew = 0x05EA - 0x05D0 + 1, NoLetter = 63;
constexpr char16_t OtherLetters[] = {u'Ф', u'Л', u'Д', u'Ц', u'Π', u'Ş', u'Ž'};
static_assert(Latin + Hebrew + std::size(OtherLetters) <= NoLetter && NoLetter + 1 == LeadingLetters::LetterCount);

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
    if (c >= 0x05D0 && c <= 0x05EA)
        return Latin + c - 0x05D0;
    if (const char16_t twin = notation::detail::latinTwin(c); twin < 128)
        return AsciiLetterIndex[twin];
    for (std::size_t i = 0; i < std::size(OtherLetters); ++i)
        if (c == OtherLetters[i])
            return Latin + Hebrew + int(i);
    return NoLetter;
}

struct LetterMasks {
    std::uint64_t readable = 0;  // every letter that begins a piece's name the language reads
    std::uint64_t own = 0;  // the letters it writes today (English N, not the old S)
};

struct AllLetterMasks {
    std::array<LetterMasks, notation::LanguageCount> byLanguage{};
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
        }
        return all;
    }();
    return masks;
}

notation::Script scriptOf(char16_t c)
{
    if (c >= 0x0400 && c <= 0x04FF)
        return notation::Script::Cyrillic;
    if (c >= 0x0370 && c <= 0x03FF)
        return notation::Script::Greek;
    if (c >= 0x0590 && c <= 0x05FF)
        return notation::Script::Hebrew;
    return notation::Script::Latin;
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
        const char16_t first = e.length ? chars[e.start] : u' ';
        if (first >= 0x80)  // Latin sheets never come here
            ++m_scripts[std::size_t(scriptOf(first))];
        int i = letterIndex(first);
        if (i == u'O' - u'A' && isCastlingWithO(e.text(text)))
            i = NoLetter;
        ++m_counts[std::size_t(i)];
        m_present |= std::uint64_t(1) << i;
    }
    m_present &= ~(std::uint64_t(1) << NoLetter);
}

notation::Script LeadingLetters::script() const
{
    notation::Script script = notation::Script::Latin;
    int most = 0;
    for (notation::Script s : {notation::Script::Cyrillic, notation::Script::Greek, notation::Script::Hebrew})
        if (m_scripts[std::size_t(s)] > most) {
            most = m_scripts[std::size_t(s)];
            script = s;
        }
    return script;
}

int LeadingLetters::score(notation::Language language) const
{
    return scoreOf(letterMasks().byLanguage[std::size_t(language)], m_present, m_counts);
}

namespace {

// One language for each set of letters, the first of the languages that read them (allLanguages()
// order): worked out once, not for every sheet (comparing every language's letters with those already
// scored cost more than the scoring).
struct LetterSets {
    std::array<notation::Language, notation::LanguageCount> first{};
    int count = 0;
    /// The position in `first` of the set a language reads.
    std::array<int, notation::LanguageCount> setOf{};
};

const LetterSets& letterSets()
{
    static const LetterSets sets = [] {
        LetterSets all;
        for (const notation::LanguageInfo& info : notation::allLanguages()) {
            int set = 0;
            while (set < all.count
                && notation::languageInfo(all.first[std::size_t(set)]).readable.data() != info.readable.data())
                ++set;
            if (set == all.count)
                all.first[std::size_t(all.count++)] = info.language;
            all.setOf[std::size_t(info.language)] = set;
        }
        return all;
    }();
    return sets;
}

}  // namespace

QList<notation::Language> LeadingLetters::bestLanguages(notation::Language preferred) const
{
    const LetterSets& sets = letterSets();
    const AllLetterMasks& masks = letterMasks();
    const int preferredSet = sets.setOf[std::size_t(preferred)];
    // The preferred language stands for its set, first among equals; every other set by its first language.
    auto languageOf = [&](int set) { return set == preferredSet ? preferred : sets.first[std::size_t(set)]; };
    std::array<int, notation::LanguageCount> scores{};
    int bestScore = -1;
    for (int set = 0; set < sets.count; ++set) {
        scores[std::size_t(set)] = scoreOf(masks.byLanguage[std::size_t(languageOf(set))], m_present, m_counts);
        bestScore = std::max(bestScore, scores[std::size_t(set)]);
    }
    QList<notation::Language> best;
    if (scores[std::size_t(preferredSet)] == bestScore)
        best.append(preferred);
    for (int set = 0; set < sets.count; ++set)
        if (set != preferredSet && scores[std::size_t(set)] == bestScore)
            best.append(sets.first[std::size_t(set)]);
    return best;
}

}  // namespace sheet
