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
// Cyrillic and Greek letters with a Latin look-alike are held as that Latin letter, as the reader sees
// them once folded (foldedtext.h): Russian "Кр" is "Kp", "С" is "C".
constexpr PieceLetter RussianLetters[] = {{u"Kp", K}, {u"Ф", Q}, {u"Л", R}, {u"C", B}, {u"K", N}};
constexpr PieceLetter UkrainianLetters[] = {{u"Kp", K}, {u"Ф", Q}, {u"T", R}, {u"C", B}, {u"K", N}};
constexpr PieceLetter BulgarianLetters[] = {{u"Ц", K}, {u"Д", Q}, {u"T", R}, {u"O", B}, {u"K", N}};
constexpr PieceLetter SerbianCyrillicLetters[] = {{u"K", K}, {u"Д", Q}, {u"T", R}, {u"Л", B}, {u"C", N}};
constexpr PieceLetter GreekLetters[] = {{u"P", K}, {u"B", Q}, {u"Π", R}, {u"A", B}, {u"I", N}};
constexpr PieceLetter TurkishLetters[] = {{u"Ş", K}, {u"V", Q}, {u"K", R}, {u"F", B}, {u"A", N}};
constexpr PieceLetter LithuanianLetters[] = {{u"K", K}, {u"V", Q}, {u"B", R}, {u"R", B}, {u"Ž", N}};
constexpr PieceLetter VietnameseLetters[] = {{u"V", K}, {u"H", Q}, {u"X", R}, {u"T", B}, {u"M", N}};
constexpr PieceLetter IndonesianLetters[] = {{u"R", K}, {u"M", Q}, {u"B", R}, {u"G", B}, {u"K", N}};
constexpr PieceLetter AlbanianLetters[] = {{u"Msh", Q}, {u"Ku", R}, {u"Ka", N}, {u"M", K}, {u"O", B}};

using L = Language;
const LanguageInfo Languages[] = {
    {L::English, "en", QT_TRANSLATE_NOOP("Language", "English"), Script::Latin, {u"", u"N", u"B", u"R", u"Q", u"K"},
        EnglishLetters},
    {L::German, "de", QT_TRANSLATE_NOOP("Language", "German"), Script::Latin, {u"", u"S", u"L", u"T", u"D", u"K"},
        GermanicLetters},
    {L::Danish, "da", QT_TRANSLATE_NOOP("Language", "Danish"), Script::Latin, {u"", u"S", u"L", u"T", u"D", u"K"},
        GermanicLetters},
    {L::Swedish, "sv", QT_TRANSLATE_NOOP("Language", "Swedish"), Script::Latin, {u"", u"S", u"L", u"T", u"D", u"K"},
        GermanicLetters},
    {L::Norwegian, "no", QT_TRANSLATE_NOOP("Language", "Norwegian"), Script::Latin, {u"", u"S", u"L", u"T", u"D", u"K"},
        GermanicLetters},
    {L::Estonian, "et", QT_TRANSLATE_NOOP("Language", "Estonian"), Script::Latin, {u"", u"R", u"O", u"V", u"L", u"K"},
        EstonianLetters},
    {L::Finnish, "fi", QT_TRANSLATE_NOOP("Language", "Finnish"), Script::Latin, {u"", u"R", u"L", u"T", u"D", u"K"},
        FinnishLetters},
    {L::French, "fr", QT_TRANSLATE_NOOP("Language", "French"), Script::Latin, {u"", u"C", u"F", u"T", u"D", u"R"},
        FrenchLetters},
    {L::Dutch, "nl", QT_TRANSLATE_NOOP("Language", "Dutch"), Script::Latin, {u"", u"P", u"L", u"T", u"D", u"K"},
        DutchLetters},
    {L::Icelandic, "is", QT_TRANSLATE_NOOP("Language", "Icelandic"), Script::Latin, {u"", u"R", u"B", u"H", u"D", u"K"},
        IcelandicLetters},
    {L::Italian, "it", QT_TRANSLATE_NOOP("Language", "Italian"), Script::Latin, {u"", u"C", u"A", u"T", u"D", u"R"},
        ItalianLetters},
    {L::Spanish, "es", QT_TRANSLATE_NOOP("Language", "Spanish"), Script::Latin, {u"", u"C", u"A", u"T", u"D", u"R"},
        ItalianLetters},
    {L::Polish, "pl", QT_TRANSLATE_NOOP("Language", "Polish"), Script::Latin, {u"", u"S", u"G", u"W", u"H", u"K"},
        PolishLetters},
    {L::Portuguese, "pt", QT_TRANSLATE_NOOP("Language", "Portuguese"), Script::Latin,
        {u"", u"C", u"B", u"T", u"D", u"R"}, PortugueseLetters},
    {L::Romanian, "ro", QT_TRANSLATE_NOOP("Language", "Romanian"), Script::Latin, {u"", u"C", u"N", u"T", u"D", u"R"},
        RomanianLetters},
    {L::Czech, "cs", QT_TRANSLATE_NOOP("Language", "Czech"), Script::Latin, {u"", u"J", u"S", u"V", u"D", u"K"},
        CzechLetters},
    {L::Hungarian, "hu", QT_TRANSLATE_NOOP("Language", "Hungarian"), Script::Latin, {u"", u"H", u"F", u"B", u"V", u"K"},
        HungarianLetters},
    {L::Hebrew, "he", QT_TRANSLATE_NOOP("Language", "Hebrew"), Script::Hebrew, {u"", u"פ", u"ר", u"צ", u"מה", u"מ"},
        HebrewLetters},
    {L::Russian, "ru", QT_TRANSLATE_NOOP("Language", "Russian"), Script::Cyrillic, {u"", u"К", u"С", u"Л", u"Ф", u"Кр"},
        RussianLetters},
    {L::Ukrainian, "uk", QT_TRANSLATE_NOOP("Language", "Ukrainian"), Script::Cyrillic,
        {u"", u"К", u"С", u"Т", u"Ф", u"Кр"}, UkrainianLetters},
    {L::Bulgarian, "bg", QT_TRANSLATE_NOOP("Language", "Bulgarian"), Script::Cyrillic,
        {u"", u"К", u"О", u"Т", u"Д", u"Ц"}, BulgarianLetters},
    {L::SerbianCyrillic, "sr", QT_TRANSLATE_NOOP("Language", "Serbian (Cyrillic)"), Script::Cyrillic,
        {u"", u"С", u"Л", u"Т", u"Д", u"К"}, SerbianCyrillicLetters},
    {L::Croatian, "hr", QT_TRANSLATE_NOOP("Language", "Croatian, Serbian (Latin), Bosnian, Slovenian"), Script::Latin,
        {u"", u"S", u"L", u"T", u"D", u"K"}, GermanicLetters},
    {L::Slovak, "sk", QT_TRANSLATE_NOOP("Language", "Slovak"), Script::Latin, {u"", u"J", u"S", u"V", u"D", u"K"},
        CzechLetters},
    {L::Greek, "el", QT_TRANSLATE_NOOP("Language", "Greek"), Script::Greek, {u"", u"Ι", u"Α", u"Π", u"Β", u"Ρ"},
        GreekLetters},
    {L::Turkish, "tr", QT_TRANSLATE_NOOP("Language", "Turkish"), Script::Latin, {u"", u"A", u"F", u"K", u"V", u"Ş"},
        TurkishLetters},
    {L::Lithuanian, "lt", QT_TRANSLATE_NOOP("Language", "Lithuanian"), Script::Latin,
        {u"", u"Ž", u"R", u"B", u"V", u"K"}, LithuanianLetters},
    {L::Vietnamese, "vi", QT_TRANSLATE_NOOP("Language", "Vietnamese"), Script::Latin,
        {u"", u"M", u"T", u"X", u"H", u"V"}, VietnameseLetters},
    {L::Indonesian, "id", QT_TRANSLATE_NOOP("Language", "Indonesian"), Script::Latin,
        {u"", u"K", u"G", u"B", u"M", u"R"}, IndonesianLetters},
    {L::Albanian, "sq", QT_TRANSLATE_NOOP("Language", "Albanian"), Script::Latin,
        {u"", u"Ka", u"O", u"Ku", u"Msh", u"M"}, AlbanianLetters},
    {L::Catalan, "ca", QT_TRANSLATE_NOOP("Language", "Catalan"), Script::Latin, {u"", u"C", u"A", u"T", u"D", u"R"},
        ItalianLetters},
    {L::Afrikaans, "af", QT_TRANSLATE_NOOP("Language", "Afrikaans"), Script::Latin, {u"", u"R", u"L", u"T", u"D", u"K"},
        FinnishLetters},
};

static_assert(std::size(Languages) == LanguageCount, "one row per language, in the enum's order");

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
