#pragma once

#include "language.h"
#include "writtenmove.h"

#include <QStringView>

namespace notation {

/// Reads the text of one entry (one half-move as written) in the given language: short or long
/// algebraic, coordinate, castling, figurines, with marks, annotation and draw offer. No board is
/// involved; the resolver decides what the text means in a position. Look-alike characters are
/// folded first (dashes, the multiplication sign and Cyrillic "х" for x, full-width forms, direction
/// marks around Hebrew). Never allocates.
WrittenMove readMove(QStringView text, Language language);

}  // namespace notation
