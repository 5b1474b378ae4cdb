// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include <QtGlobal>

namespace notation {
namespace {

using chess::PieceType;
constexpr PieceType P = PieceType::Pawn, N = PieceType::Knight, B = PieceType::Bishop, R = PieceType::Rook,
                    Q = PieceType::Queen, K = PieceType::King;

// Readable letters per language. Longer letters come before their prefixes ("Kt" before "K",
// Hebrew "מה" before "מ") because the reader tries them in this order.
constexpr PieceLetter EnglishLetters[]
    = {{u"Kt", N}, {u"P", P}, {u"N", N}, {u"S", N}, {u"B", B}, {u"R", R}, {u"Q", Q}, {u"K", K}};
constexpr PieceLetter GermanicLetters[] = {{u"B", P}, {u"S", N}, {u"L", B}, {u"T", R}, {u"D", Q}, {u"K", K}};
constexpr PieceLetter EstonianLetters[] = {{u"P", P}, {u"R", N}, {u"O", B}, {u"V", R}, {u"L", Q}, {u"K", K}};
constexpr PieceLetter FinnishLetters[] = {{u"P", P}, {u"R", N}, {u"L", B}, {u"T", R}, {u"D", Q}, {u"K", K}};
constexpr PieceLetter FrenchLetters[] = {{u"P", P}, {u"C", N}, {u"F", B}, {u"T", R}, {u"D", Q}, {u"R", K}};
constexpr PieceLetter DutchLetters[] = {{u"O", P}, {u"P", N}, {u"L", B}, {u"T", R}, {u"D", Q}, {u"K", K}};
constexpr PieceLetter IcelandicLetters[] = {{u"P", P}, {u"R", N}, {u"B", B}, {u"H", R}, {u"D", Q}, {u"K", K}};
constexpr PieceLetter ItalianLetters[] = {{u"P", P}, {u"C", N}, {u"A", B}, {u"T", R}, {u"D", Q}, {u"R", K}};
constexpr PieceLetter PolishLetters[] = {{u"P", P}, {u"S", N}, {u"G", B}, {u"W", R}, {u"H", Q}, {u"K", K}};
constexpr PieceLetter PortugueseLetters[] = {{u"P", P}, {u"C", N}, {u"B", B}, {u"T", R}, {u"D", Q}, {u"R", K}};
constexpr PieceLetter RomanianLetters[] = {{u"P", P}, {u"C", N}, {u"N", B}, {u"T", R}, {u"D", Q}, {u"R", K}};
constexpr PieceLetter CzechLetters[] = {{u"P", P}, {u"J", N}, {u"S", B}, {u"V", R}, {u"D", Q}, {u"K", K}};
constexpr PieceLetter HungarianLetters[] = {{u"G", P}, {u"H", N}, {u"F", B}, {u"B", R}, {u"V", Q}, {u"K", K}};
constexpr PieceLetter HebrewLetters[] = {{u"פ", N}, {u"ר", B}, {u"צ", R}, {u"מה", Q}, {u"מ", K}};

using L = Language;
const LanguageInfo Languages[] = {
    {L::English, "en", QT_TRANSLATE_NOOP("Language", "English"), {u"", u"N", u"B", u"R", u"Q", u"K"}, EnglishLetters},
    {L::German, "de", QT_TRANSLATE_NOOP("Language", "German"), {u"", u"S", u"L", u"T", u"D", u"K"}, GermanicLetters},
    {L::Danish, "da", QT_TRANSLATE_NOOP("Language", "Danish"), {u"", u"S", u"L", u"T", u"D", u"K"}, GermanicLetters},
    {L::Swedish, "sv", QT_TRANSLATE_NOOP("Language", "Swedish"), {u"", u"S", u"L", u"T", u"D", u"K"}, GermanicLetters},
    {L::Norwegian, "no", QT_TRANSLATE_NOOP("Language", "Norwegian"), {u"", u"S", u"L", u"T", u"D", u"K"},
        GermanicLetters},
    {L::Estonian, "et", QT_TRANSLATE_NOOP("Language", "Estonian"), {u"", u"R", u"O", u"V", u"L", u"K"},
        EstonianLetters},
    {L::Finnish, "fi", QT_TRANSLATE_NOOP("Language", "Finnish"), {u"", u"R", u"L", u"T", u"D", u"K"}, FinnishLetters},
    {L::French, "fr", QT_TRANSLATE_NOOP("Language", "French"), {u"", u"C", u"F", u"T", u"D", u"R"}, FrenchLetters},
    {L::Dutch, "nl", QT_TRANSLATE_NOOP("Language", "Dutch"), {u"", u"P", u"L", u"T", u"D", u"K"}, DutchLetters},
    {L::Icelandic, "is", QT_TRANSLATE_NOOP("Language", "Icelandic"), {u"", u"R", u"B", u"H", u"D", u"K"},
        IcelandicLetters},
    {L::Italian, "it", QT_TRANSLATE_NOOP("Language", "Italian"), {u"", u"C", u"A", u"T", u"D", u"R"}, ItalianLetters},
    {L::Spanish, "es", QT_TRANSLATE_NOOP("Language", "Spanish"), {u"", u"C", u"A", u"T", u"D", u"R"}, ItalianLetters},
    {L::Polish, "pl", QT_TRANSLATE_NOOP("Language", "Polish"), {u"", u"S", u"G", u"W", u"H", u"K"}, PolishLetters},
    {L::Portuguese, "pt", QT_TRANSLATE_NOOP("Language", "Portuguese"), {u"", u"C", u"B", u"T", u"D", u"R"},
        PortugueseLetters},
    {L::Romanian, "ro", QT_TRANSLATE_NOOP("Language", "Romanian"), {u"", u"C", u"N", u"T", u"D", u"R"},
        RomanianLetters},
    {L::Czech, "cs", QT_TRANSLATE_NOOP("Language", "Czech"), {u"", u"J", u"S", u"V", u"D", u"K"}, CzechLetters},
    {L::Hungarian, "hu", QT_TRANSLATE_NOOP("Language", "Hungarian"), {u"", u"H", u"F", u"B", u"V", u"K"},
        HungarianLetters},
    {L::Hebrew, "he", QT_TRANSLATE_NOOP("Language", "Hebrew"), {u"", u"פ", u"ר", u"צ", u"מה", u"מ"}, HebrewLetters},
};

}  // namespace

std::span<const LanguageInfo> allLanguages() { return Languages; }

const LanguageInfo& languageInfo(Language language) { return Languages[int(language)]; }

const LanguageInfo* languageByCode(QStringView code)
{
    for (const LanguageInfo& info : Languages)
        if (code == QLatin1String(info.code))
            return &info;
    return nullptr;
}

QStringView pieceLetter(Language language, chess::PieceType piece)
{
    const std::u16string_view letter = languageInfo(language).letters[chess::index(piece) - 1];
    return QStringView(letter.data(), qsizetype(letter.size()));
}

}  // namespace notation
