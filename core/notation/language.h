// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/types.h"

#include <QString>
#include <QStringView>

#include <array>
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
};

/// A letter (or two, as Hebrew's queen) that stands for a piece type in a language.
struct PieceLetter {
    std::u16string_view text;
    chess::PieceType piece;
};

struct LanguageInfo {
    Language language;
    const char* code;  // ISO 639-1, as on the command line: "en", "de", ...
    const char* englishName;
    /// The letters written for pawn, knight, bishop, rook, queen and king (the pawn's may be empty).
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
