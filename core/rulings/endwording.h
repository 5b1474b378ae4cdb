// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheet/record.h"

#include <QString>

namespace rulings {

/// How a game ended by itself, in words for a sentence, translated: "checkmate", "a dead position", "the
/// fifth occurrence of a position"… Empty for threefold and fifty moves, which only allow a claim.
QString gameEndName(sheet::EventKind kind);

}  // namespace rulings
