// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "claim.h"
#include "mateability.h"

#include "sheet/record.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace rulings {

/// What a flag fall decides (FIDE 6.9, with 8.6 where the sheet cannot show the count). The codes are
/// stable: JSON and the tests use them.
enum class FlagOutcome : std::uint8_t {
    Loss,  // 6.9: the flagged player loses
    DrawOpponentCannotMate,  // 6.9: the opponent cannot checkmate by any series of legal moves
    TimeControlReached,  // the flagged player had completed the moves the time control asks: no loss
    GameAlreadyOver,  // the game had ended by itself before (5.1.1, 5.2.1, 5.2.2, 9.6): that end stands
    CountNotVerified,  // the replay stopped before the required moves: the sheet cannot show whether they were made
    PositionNotKnown,  // the replay stopped before the last entry: the position at the flag fall is not known
    Undecided,  // whether the opponent can still mate was not decided within the analysis' limit
};
/// "loss", "draw-opponent-cannot-mate", "time-control-reached", "game-already-over", "count-not-verified",
/// "position-not-known", "undecided".
const char* flagOutcomeCode(FlagOutcome outcome);

struct FlagRuling {
    chess::Color flagged = chess::Color::White;
    FlagOutcome outcome = FlagOutcome::Loss;
    const char* article = "6.9";
    QString result;  // "1-0", "0-1" or "1/2-1/2"; empty when the flag fall decides nothing
    /// Asked only where it decides the ruling (a flag fall that would lose): can the opponent mate?
    std::optional<MateAbility> opponentCanMate;
    /// The opponent's mate, when Yes: from the position of the flag fall, in the sheet's language, numbered
    /// as a sheet numbers moves ("45... Qe1+", "46. Kh2", "Qg1#").
    QList<QString> mateLine;
    QList<QString> mateLineUci;  // the same in UCI
    /// By the flagged player since the game began (a start position's move number counts the moves before
    /// it), as far as the replay verified the sheet.
    int movesCompleted = 0;
    /// The flagged player's last move, when the sheet ends with it: made on the board, but its clock still
    /// ran, so it was not completed (6.2.1) and is not counted.
    std::optional<GamePoint> moveNotCompleted;
    std::optional<int> movesRequired;  // by the time control, when given
    sheet::MoveCountReach reach;  // how far the count is verified
    int verifiedToPly = 0;  // the last ply the replay played
    std::optional<sheet::GameEvent> endedBefore;  // GameAlreadyOver: how and where
};

/// Rules on a flag fall by `flagged` after the last entry of the record. `movesRequired` is the number
/// of moves the time control asks by then (for instance 40), when there is one.
FlagRuling ruleFlagFall(const sheet::Record& record, chess::Color flagged, std::optional<int> movesRequired);

}  // namespace rulings
