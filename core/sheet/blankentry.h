// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace sheet {

/// A box left empty, or marked as unreadable, where a move should stand: nothing, "-", "—", "?",
/// "...", "x", or a comment that says so in words ("{blank}", "{illegible}", "{leer}"), as
/// transcriptions of handwritten sheets write it. The replay reads it as unreadable; repair fills it with a move.
bool isBlankEntry(QStringView written);

}  // namespace sheet
