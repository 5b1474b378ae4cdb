// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "language.h"

#include "chess/move.h"
#include "chess/position.h"

#include <QString>

namespace notation::detail {

/// The move in English descriptive notation (English letters, or German ones for German-family
/// languages): the shortest text that the reader resolves to this move alone, e.g. N-KB3, NxP, KR-Q1.
QString writeDescriptive(const chess::Position& position, chess::Move move, Language language);

}  // namespace notation::detail
