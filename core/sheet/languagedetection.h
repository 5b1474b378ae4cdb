// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsedsheet.h"

#include "notation/language.h"

#include <QList>
#include <QStringView>

#include <array>
#include <cstdint>

namespace sheet {

/// The first step of finding a sheet's notation language: the letters its entries start with, counted
/// before any replay. A German sheet's S, L, T, D rule out English at once; the replay then tries only
/// the languages whose piece letters cover the most of them (sheet::replay).
class LeadingLetters {
public:
    /// Counts the first letter of every entry; castling written "O-O" names no piece, though Estonian's
    /// bishop and Dutch's pawn are O, and does not count.
    LeadingLetters(QStringView text, const ParsedSheet& sheet);

    /// How well a language's letters cover the leading letters: each entry whose letter the language
    /// reads counts once, and again when the language writes that letter today (English reads the old S
    /// for a knight, but a sheet of S knights is German first).
    int score(notation::Language language) const;
    /// The languages with the highest score, `preferred` first among equals; of languages that read
    /// the same letters, only the first.
    QList<notation::Language> bestLanguages(notation::Language preferred) const;

    /// The script most entries that start with a letter of their own script are written in: Cyrillic,
    /// Greek or Hebrew when any entry starts with such a letter, else Latin.
    notation::Script script() const;

    /// The letters told apart: A to Z, alef to tav, seven letters with no Latin look-alike, and one
    /// index for every other character.
    static constexpr int LetterCount = 64;

private:
    std::array<int, LetterCount> m_counts{};
    std::array<int, 4> m_scripts{};  // entries by the script of their first letter, indexed by notation::Script
    std::uint64_t m_present = 0;  // the letters that start an entry: a language's other letters need no look
};

}  // namespace sheet
