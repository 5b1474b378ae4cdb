// SPDX-License-Identifier: GPL-3.0-or-later
#include "flag.h"

#include "claimparts.h"
#include "plyhistory.h"

namespace rulings {

const char* flagOutcomeCode(FlagOutcome outcome)
{
    switch (outcome) {
    case FlagOutcome::Loss: return "loss";
    case FlagOutcome::DrawOpponentCannotMate: return "draw-opponent-cannot-mate";
    case FlagOutcome::TimeControlReached: return "time-control-reached";
    case FlagOutcome::GameAlreadyOver: return "game-already-over";
    case FlagOutcome::CountNotVerified: return "count-not-verified";
    case FlagOutcome::PositionNotKnown: return "position-not-known";
    case FlagOutcome::Undecided: return "undecided";
    }
    return "";
}

namespace {

// A time control counts the moves since the game began (6.9): a sheet that starts from a position
// brings the moves its move number says were made before it.
int movesBefore(const chess::Position& start, chess::Color side)
{
    const int whiteMoves = start.fullmoveNumber() - 1 + (start.sideToMove() == chess::Color::Black ? 1 : 0);
    return side == chess::Color::White ? whiteMoves : start.fullmoveNumber() - 1;
}

}  // namespace

FlagRuling ruleFlagFall(const sheet::Record& record, chess::Color flagged, std::optional<int> movesRequired)
{
    FlagRuling r;
    r.flagged = flagged;
    r.movesRequired = movesRequired;
    r.movesCompleted = movesBefore(record.start, flagged) + record.movesCompleted[int(flagged)];
    r.reach = record.moveCountReach();
    r.verifiedToPly = record.plies;
    // A flag falls on the running clock, the flagged player's. A sheet that ends with that player's move
    // shows a move made but not completed: the clock was not pressed (6.2.1), so it does not count.
    if (r.reach.complete && record.plies > 0 && record.final.sideToMove() != flagged && !record.end) {
        r.moveNotCompleted = detail::gamePoints(record, {record.plies}).first();
        --r.movesCompleted;
    }
    // 6.9 holds "except where one of the Articles 5.1.1, 5.1.2, 5.2.1, 5.2.2, 5.2.3 applies": a game that
    // ended by itself before the flag fell keeps that end (9.6 ends it the same way).
    if (record.end) {
        r.outcome = FlagOutcome::GameAlreadyOver;
        r.article = detail::endArticle(detail::endOf(record.end->kind));
        r.result = record.resultOnBoard;
        r.endedBefore = record.end;
        return r;
    }
    if (movesRequired) {
        if (r.movesCompleted >= *movesRequired) {
            // The moves the control asks were made before the flag fell: 6.9's loss does not apply.
            r.outcome = FlagOutcome::TimeControlReached;
            return r;
        }
        if (!r.reach.complete) {
            // The count stops where the replay stopped; the entries after it may hold the missing moves.
            // 8.6: when the sheets cannot show it, the arbiter uses what else there is (the opponent's
            // sheet, a second sheet, the clock's move counter).
            r.outcome = FlagOutcome::CountNotVerified;
            return r;
        }
    }
    if (!r.reach.complete) {
        r.outcome = FlagOutcome::PositionNotKnown;
        return r;
    }
    // 6.9: the game is lost, unless the opponent cannot checkmate the flagged player's king by any
    // possible series of legal moves.
    const SideMate mate = mateBy(record.final, ~flagged, record.language);
    r.opponentCanMate = mate.ability;
    r.mateLine = mate.line;
    r.mateLineUci = mate.lineUci;
    switch (mate.ability) {
    case MateAbility::Yes:
        r.outcome = FlagOutcome::Loss;
        r.result = lossFor(flagged);
        break;
    case MateAbility::No:
        r.outcome = FlagOutcome::DrawOpponentCannotMate;
        r.result = QStringLiteral("1/2-1/2");
        break;
    case MateAbility::Unknown: r.outcome = FlagOutcome::Undecided; break;
    }
    return r;
}

}  // namespace rulings
