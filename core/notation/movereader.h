// SPDX-License-Identifier: GPL-3.0-or-later
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
int readMoveReadings(QStringView text, Language language, Readings& readings);

}  // namespace notation
