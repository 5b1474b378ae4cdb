// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notation/language.h"

#include <QString>
#include <QStringView>

namespace sheet {

/// The arbiter's mark after an entry that was completed on the board as an illegal move and taken back
/// (FIDE 7.5.1: the position before it was reinstated, and the same player moved again): a comment
/// that says so in one word, "{illegal}", "{regelwidrig}", "{illégal}", "{reeglivastane}", "{לא חוקי}".
/// `comment` is the whole comment, braces included.
bool isTakenBackMark(QStringView comment);

/// The mark as ScoreCheck writes it after an entry, in the words of the sheet's notation language where
/// isTakenBackMark() knows one (German, French, Estonian, Hebrew, Russian, Ukrainian, Spanish, Italian,
/// Polish), else "{illegal}".
QString takenBackMark(notation::Language language);

}  // namespace sheet
