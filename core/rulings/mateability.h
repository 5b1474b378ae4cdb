// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/position.h"
#include "notation/language.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace rulings {

/// Whether a side can still checkmate, as the unwinnability analysis answered.
enum class MateAbility : std::uint8_t { Yes, No, Unknown };
/// "true", "false" as JSON would write it, or null for Unknown.
std::optional<bool> mateAbilityValue(MateAbility ability);

/// What decides a loss that the Laws turn into a draw when "the opponent cannot checkmate the player's
/// king by any possible series of legal moves" (6.9 for a flag fall, 7.5.5 for a second illegal move).
struct SideMate {
    MateAbility ability = MateAbility::Unknown;
    /// The mate, when Yes: from the position, in the sheet's language, numbered as a sheet numbers moves
    /// ("45... Qe1+", "46. Kh2", "Qg1#").
    QList<QString> line;
    QList<QString> lineUci;  // the same in UCI
};

/// The result of a game `loser` loses: "0-1" or "1-0".
QString lossFor(chess::Color loser);

/// Whether `side` can checkmate from `position` by some series of legal moves. Runs the unwinnability
/// analysis: mostly well under a millisecond, up to about a second on a composed position.
SideMate mateBy(const chess::Position& position, chess::Color side, notation::Language language);

}  // namespace rulings
