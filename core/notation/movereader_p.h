// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The move reader's two paths, for its own source, its tests and its benchmark: not part of the
// notation module's interface (movereader.h).

#include "movereader.h"

namespace notation::detail {

/// The shortcut readMoveReadings takes for the commonest entries, plain algebraic in capitals and
/// ASCII ("Nf3", "exd5", "Sg1-f3", "e8=Q+"); false when the entry needs the full readers.
bool readPlainAlgebraic(QStringView text, const LanguageInfo& language, WrittenMove& move);
/// readMoveReadings without that shortcut; the tests hold the two equal.
int readMoveReadingsInFull(QStringView text, Language language, Readings& readings);

}  // namespace notation::detail
