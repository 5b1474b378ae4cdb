#pragma once

#include "language.h"
#include "writtenmove.h"

#include <QStringView>

#include <array>

namespace notation {

/// Reads the text of one entry (one half-move as written) in the given language: short or long
/// algebraic, coordinate, castling, figurines, with marks, annotation and draw offer. No board is
/// involved; the resolver decides what the text means in a position. Look-alike characters are
/// folded first (dashes, the multiplication sign and Cyrillic "х" for x, full-width forms, direction
/// marks around Hebrew). Never allocates.
WrittenMove readMove(QStringView text, Language language);

/// Every way the entry can be read, for the rare text that reads two ways: in Hebrew "מה" is the
/// queen, but also the king "מ" followed by the file "ה" (e). Returns how many readings were found.
using Readings = std::array<WrittenMove, 2>;
inline int readMoveReadings(QStringView text, Language language, Readings& readings);

namespace detail {
/// The shortcut readMoveReadings takes for the commonest entries, plain algebraic in capitals and
/// ASCII ("Nf3", "exd5", "Sg1-f3", "e8=Q+"); false when the entry needs the full readers.
bool readPlainAlgebraic(QStringView text, const LanguageInfo& language, WrittenMove& move);
/// readMoveReadings without that shortcut; the tests hold the two equal.
int readMoveReadingsInFull(QStringView text, Language language, Readings& readings);
}  // namespace detail

// Inline: it runs for every entry, and a call more per entry showed in the profile.
inline int readMoveReadings(QStringView text, Language language, Readings& readings)
{
    // Read in place (a copy read the reading back before its stores had landed).
    readings[0] = WrittenMove{};
    if (detail::readPlainAlgebraic(text, languageInfo(language), readings[0]))
        return 1;
    readings[0] = WrittenMove{};  // what the shortcut left before it stepped aside
    return detail::readMoveReadingsInFull(text, language, readings);
}

}  // namespace notation
