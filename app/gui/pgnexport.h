// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheet/record.h"

#include <QString>
#include <QStringList>

#include <optional>

/// What the window checks before a game leaves it as PGN (Export, Copy, Add to PGN File): nothing the
/// sheet says may be dropped or settled without the arbiter having been told.
namespace pgnexport {

/// What the arbiter must know before exporting, one paragraph each, translated: the replay stops before
/// the sheet's end (the rest goes into the PGN as a comment), the result field, the sheet and the
/// board name different results. Empty when there is nothing to say.
QStringList warnings(const sheet::Record& record, const QString& text, const QString& resultField);

/// The number of a game in the PGN file at `path` with the same tags and the same moves as `game` (the
/// PGN text of `record`), or nothing: none, or no file yet. `error` is worded when the file cannot be read.
std::optional<int> sameGameIn(const QString& path, const sheet::Record& record, const QString& game, QString& error);

}  // namespace pgnexport
