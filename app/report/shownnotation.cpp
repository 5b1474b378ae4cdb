// SPDX-License-Identifier: GPL-3.0-or-later
#include "shownnotation.h"

#include <algorithm>

namespace shownnotation {

namespace {

std::optional<notation::WriteOptions> userChoice;

}  // namespace

void choose(const std::optional<notation::WriteOptions>& chosen) { userChoice = chosen; }

notation::WriteOptions options(notation::Language sheetLanguage)
{
    return userChoice.value_or(
        notation::WriteOptions{notation::Notation::San, sheetLanguage, notation::SanStyle::Fide});
}

QString move(const chess::Position& before, chess::Move move, notation::Language sheetLanguage)
{
    return isolated(notation::writeMove(before, move, options(sheetLanguage)));
}

QString isolated(const QString& notation)
{
    constexpr QChar LeftToRightIsolate(0x2066), FirstStrongIsolate(0x2068), PopDirectionalIsolate(0x2069);
    const bool hasLetter = std::any_of(notation.begin(), notation.end(), [](QChar c) { return c.isLetter(); });
    return (hasLetter ? FirstStrongIsolate : LeftToRightIsolate) + notation + PopDirectionalIsolate;
}

}  // namespace shownnotation
