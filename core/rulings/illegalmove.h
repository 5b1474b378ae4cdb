// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mateability.h"
#include "rate.h"

#include "sheet/record.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace rulings {

/// What a completed illegal move leads to (FIDE 7.5). The codes are stable: JSON and the tests use them.
enum class IllegalMoveOutcome : std::uint8_t {
    TimeToOpponent,  // 7.5.5: the player's first; the position before it is reinstated, the opponent gets time
    Loss,  // 7.5.5: the player's second: the game is lost
    DrawOpponentCannotMate,  // 7.5.5: the second, but the opponent cannot checkmate by any series of legal moves
    Undecided,  // the second; whether the opponent can still mate was not settled within the analysis' limit
    NotIllegal,  // the entry reads as a legal move (or several): as written, no illegal move
    NotReadable,  // the entry cannot be read: the sheet cannot show what was played
    GameAlreadyOver,  // the game had ended before it: by itself (5.1.1, 5.2, 9.6) or by the player's second
    PositionNotKnown,  // the replay stopped before the entry: the position it was made in is not known
};
/// "time-to-opponent", "loss", "draw-opponent-cannot-mate", "undecided", "not-illegal", "not-readable",
/// "game-already-over", "position-not-known".
const char* illegalMoveOutcomeCode(IllegalMoveOutcome outcome);

struct IllegalMoveRuling {
    int entry = -1;  // the entry ruled on (an index of the record's entries)
    chess::Color offender = chess::Color::White;  // the player who made it
    IllegalMoveOutcome outcome = IllegalMoveOutcome::TimeToOpponent;
    QList<const char*> articles;  // the articles applied, in the order they apply
    /// The offender's completed illegal moves so far, this one included: the entries marked as taken
    /// back before it that are illegal as written, then this one. 0 when this one is not counted.
    int count = 0;
    QList<int> earlier;  // the entries of the offender's earlier ones, in order
    /// The offender's earlier entries marked as taken back that do not read as illegal moves (a legal
    /// move, an unreadable entry): not counted, but said, since the arbiter marked them.
    QList<int> notCounted;
    /// 7.5.1: the position immediately before the illegal move, where one is ruled on (a first or a
    /// second); none for the other outcomes.
    std::optional<chess::Position> reinstated;
    TimePenalty penalty;  // TimeToOpponent: the time the opponent gets
    QString result;  // "1-0", "0-1" or "1/2-1/2" when the game ends; else empty
    /// Asked only where it decides the ruling (a second illegal move): can the opponent mate?
    std::optional<SideMate> opponentMate;
    /// GameAlreadyOver: the end by itself (checkmate, stalemate, dead position, 9.6), or the entry of the
    /// offender's second illegal move, which had ended it (and `result` is the one it gave).
    std::optional<sheet::GameEvent> endedBefore;
    int endedAtEntry = -1;
};

/// Rules on entry `entry` of the record as an illegal move the player completed (pressed the clock
/// after), as the arbiter found it: the entry where the replay stopped, or one marked as taken back
/// (sheet::PlaceFinding::TakenBack). The earlier ones are the entries marked as taken back before it.
IllegalMoveRuling ruleIllegalMove(const sheet::Record& record, int entry, Rate rate);

}  // namespace rulings
