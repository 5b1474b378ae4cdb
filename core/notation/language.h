// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/types.h"

#include <QString>
#include <QStringView>

#include <array>
#include <cstdint>
#include <span>

/// The piece letters of each notation language (docs/specification.md section 3). Letters are data, never
/// translated strings: a translator must not be able to break the reading of a sheet.
namespace notation {

enum class Language {
    English,
    German,
    Danish,
    Swedish,
    Norwegian,
    Estonian,
    Finnish,
    French,
    Dutch,
    Icelandic,
    Italian,
    Spanish,
    Polish,
    Portuguese,
    Romanian,
    Czech,
    Hungarian,
    Hebrew,
    // Added with their sources in docs/notation-languages.md.
    Russian,
    Ukrainian,
    Bulgarian,
    SerbianCyrillic,
    Croatian,  // also Serbian in Latin letters, Bosnian, Slovenian
    Slovak,
    Greek,
    Turkish,
    Lithuanian,
    Vietnamese,
    Indonesian,
    Albanian,
    Catalan,
    Afrikaans,
};
constexpr int LanguageCount = int(Language::Afrikaans) + 1;

/// The script a language writes its piece letters in: the app's menus group languages by it, and the
/// detection prefers a language of the script the sheet is written in.
enum class Script : std::uint8_t { Latin, Cyrillic, Greek, Hebrew };

/// A letter (or two or three: Hebrew's queen, Russian's king, Albanian's queen) that stands for a piece
/// type in a language. Readable letters are held as the reader sees them after folding look-alikes
/// (foldedtext.h): Russian's king "Кр" is "Kp" here, with Latin K and p.
struct PieceLetter {
    std::u16string_view text;
    chess::PieceType piece;
};

struct LanguageInfo {
    Language language;
    const char* code;  // ISO 639-1, as on the command line: "en", "de", ...
    const char* englishName;
    Script script;
    /// The letters written for pawn, knight, bishop, rook, queen and king (the pawn's may be empty), in
    /// the language's own script.
    std::array<std::u16string_view, 6> letters;
    /// Every letter read as a piece: the above plus older or alternative ones (English "Kt", "S").
    std::span<const PieceLetter> readable;
};

/// Every language, in the order of docs/specification.md's table (section 3).
std::span<const LanguageInfo> allLanguages();
const LanguageInfo& languageInfo(Language language);
/// The language with this ISO code, or nullptr.
const LanguageInfo* languageByCode(QStringView code);

/// The letter the language writes for a piece type (empty for a pawn in most languages).
QStringView pieceLetter(Language language, chess::PieceType piece);

}  // namespace notation
