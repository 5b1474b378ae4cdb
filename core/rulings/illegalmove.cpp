// SPDX-License-Identifier: GPL-3.0-or-later
#include "illegalmove.h"

namespace rulings {

const char* illegalMoveOutcomeCode(IllegalMoveOutcome outcome)
{
    switch (outcome) {
    case IllegalMoveOutcome::TimeToOpponent: return "time-to-opponent";
    case IllegalMoveOutcome::Loss: return "loss";
    case IllegalMoveOutcome::DrawOpponentCannotMate: return "draw-opponent-cannot-mate";
    case IllegalMoveOutcome::Undecided: return "undecided";
    case IllegalMoveOutcome::NotIllegal: return "not-illegal";
    case IllegalMoveOutcome::NotReadable: return "not-readable";
    case IllegalMoveOutcome::GameAlreadyOver: return "game-already-over";
    case IllegalMoveOutcome::PositionNotKnown: return "position-not-known";
    }
    return "";
}

namespace {

bool readsAsLegal(notation::Verdict v)
{
    return v == notation::Verdict::Ok || v == notation::Verdict::Variant || v == notation::Verdict::NonAlgebraic
        || v == notation::Verdict::Ambiguous;
}

// The offender's completed illegal moves before `entry`: the entries the arbiter marked as taken back.
void countEarlier(IllegalMoveRuling& r, const sheet::Record& record)
{
    for (int i = 0; i < r.entry; ++i) {
        const sheet::EntryRecord& e = record.entries[i];
        if (!e.has(sheet::PlaceFinding::TakenBack) || e.side != r.offender)
            continue;
        if (e.resolution.verdict == notation::Verdict::Illegal)
            r.earlier << i;
        else
            r.notCounted << i;
    }
}

}  // namespace

IllegalMoveRuling ruleIllegalMove(const sheet::Record& record, int entry, Rate rate)
{
    IllegalMoveRuling r;
    r.entry = entry;
    const sheet::EntryRecord& e = record.entries[entry];
    r.offender = e.side;
    if (const int stop = record.stopIndex(); stop >= 0 && entry > stop) {
        r.outcome = IllegalMoveOutcome::PositionNotKnown;
        return r;
    }
    // 5.1.1, 5.2, 9.6: a game that had ended by itself keeps that end; what follows is no move of it.
    if (e.has(sheet::PlaceFinding::AfterGameEnd)) {
        r.outcome = IllegalMoveOutcome::GameAlreadyOver;
        r.endedBefore = record.end;
        r.result = record.resultOnBoard;
        return r;
    }
    if (readsAsLegal(e.resolution.verdict)) {
        r.outcome = IllegalMoveOutcome::NotIllegal;
        return r;
    }
    if (e.resolution.verdict != notation::Verdict::Illegal) {
        r.outcome = IllegalMoveOutcome::NotReadable;
        return r;
    }
    countEarlier(r, record);
    r.count = int(r.earlier.size()) + 1;
    if (r.count > 2) {
        // The second had already lost the game (or drawn it): this one came after the end.
        r.outcome = IllegalMoveOutcome::GameAlreadyOver;
        r.endedAtEntry = r.earlier[1];
        r.count = 0;
        r.articles << "7.5.5";
        r.result = ruleIllegalMove(record, r.endedAtEntry, rate).result;
        return r;
    }
    r.reinstated = record.positionBefore(entry);
    if (r.count == 1) {
        // 7.5.1: the position before it is reinstated, and the player makes a move in it (4.3, 4.7);
        // 7.5.5: for the first, the arbiter gives the opponent two minutes (one in rapid and blitz, A.3).
        r.outcome = IllegalMoveOutcome::TimeToOpponent;
        r.penalty = timePenalty(rate);
        r.articles << "7.5.1" << "7.5.5" << r.penalty.articles;
        return r;
    }
    r.articles << "7.5.5";
    // 7.5.5: the second loses, "however, the game is drawn if the position is such that the opponent
    // cannot checkmate the player's king by any possible series of legal moves" — the position the
    // arbiter reinstates, the one before the illegal move.
    r.opponentMate = mateBy(*r.reinstated, ~r.offender, record.language);
    switch (r.opponentMate->ability) {
    case MateAbility::Yes:
        r.outcome = IllegalMoveOutcome::Loss;
        r.result = lossFor(r.offender);
        break;
    case MateAbility::No:
        r.outcome = IllegalMoveOutcome::DrawOpponentCannotMate;
        r.result = QStringLiteral("1/2-1/2");
        break;
    case MateAbility::Unknown: r.outcome = IllegalMoveOutcome::Undecided; break;
    }
    return r;
}

}  // namespace rulings
