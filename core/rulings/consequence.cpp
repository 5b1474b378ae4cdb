// SPDX-License-Identifier: GPL-3.0-or-later
#include "claimparts.h"

#include "chess/status.h"
#include "unwinnability/deadposition.h"

namespace rulings::detail {
namespace {

// The game ended by `end` in `position`; the result is the board's.
QString resultOf(GameEnd end, const chess::Position& position)
{
    if (end != GameEnd::Checkmate)
        return QStringLiteral("1/2-1/2");
    return position.sideToMove() == chess::Color::White ? QStringLiteral("0-1") : QStringLiteral("1-0");
}

// The time an incorrect claim gives the opponent: 9.5.3's two minutes, as the rate makes them.
void addTimePenalty(Consequence& c, Rate rate)
{
    const TimePenalty penalty = timePenalty(rate);
    c.opponentMinutes = penalty.minutes;
    c.minutesWhereB2Applies = penalty.minutesWhereB2Applies;
    c.articles.append("9.5.3");
    c.articles.append(penalty.articles);
}

}  // namespace

const char* endArticle(GameEnd end)
{
    switch (end) {
    case GameEnd::Claim: return "9.5.2";
    case GameEnd::Checkmate: return "5.1.1";
    case GameEnd::Stalemate: return "5.2.1";
    case GameEnd::Fivefold: return "9.6.1";
    case GameEnd::SeventyFiveMoves: return "9.6.2";
    case GameEnd::DeadPosition: return "5.2.2";
    case GameEnd::None: break;
    }
    return "";
}

GameEnd endOf(sheet::EventKind kind)
{
    switch (kind) {
    case sheet::EventKind::Checkmate: return GameEnd::Checkmate;
    case sheet::EventKind::Stalemate: return GameEnd::Stalemate;
    case sheet::EventKind::Fivefold: return GameEnd::Fivefold;
    case sheet::EventKind::SeventyFiveMoves: return GameEnd::SeventyFiveMoves;
    case sheet::EventKind::InsufficientMaterial:
    case sheet::EventKind::LockedPawns: return GameEnd::DeadPosition;
    case sheet::EventKind::Threefold:
    case sheet::EventKind::FiftyMoves: break;
    }
    return GameEnd::None;
}

GameEnd endOnTheBoard(const chess::Position& position)
{
    if (chess::isCheckmate(position))
        return GameEnd::Checkmate;
    if (chess::isStalemate(position))
        return GameEnd::Stalemate;
    if (chess::hasInsufficientMaterial(position) || unwinnability::pawnsLockTheBoard(position))
        return GameEnd::DeadPosition;
    return GameEnd::None;
}

GameEnd gameEndBefore(const sheet::Record& record, int& ply)
{
    if (!record.end)
        return GameEnd::None;
    ply = record.end->ply;
    return endOf(record.end->kind);
}

Consequence consequence(const ClaimRuling& ruling, const sheet::Record& record, Rate rate)
{
    Consequence c;
    if (ruling.endedBefore != GameEnd::None) {
        // Nothing to claim: the game's end stands as the board gave it.
        c.end = ruling.endedBefore;
        c.endedAt = ruling.endedBeforeAt.ply;
        c.result = c.end == GameEnd::Checkmate ? resultOf(c.end, record.final) : QStringLiteral("1/2-1/2");
        c.articles.append(endArticle(c.end));
        return c;
    }
    if (ruling.correct) {
        // 9.5.2. A written move is not made, so it mates nobody: the claim ends the game first.
        c.end = GameEnd::Claim;
        c.endedAt = record.plies;
        c.result = QStringLiteral("1/2-1/2");
        c.articles.append(endArticle(c.end));
        return c;
    }
    addTimePenalty(c, rate);
    // 9.5.3: a claim on a written move makes that move; if it ends the game, that ends it (5.1.1, 5.2.1,
    // 5.2.2) and the time added no longer matters.
    c.intendedMustBePlayed = ruling.intended && ruling.intended->resolution.isResolved();
    if (c.intendedMustBePlayed && ruling.intendedEnds != GameEnd::None) {
        chess::Position after = record.final;
        after.doMove(ruling.intended->resolution.move);
        c.end = ruling.intendedEnds;
        c.endedAt = record.plies + 1;
        c.result = resultOf(c.end, after);
        c.articles.append(endArticle(c.end));
        return c;
    }
    c.drawOffer = true;  // 9.1.2.3: the opponent may still accept it
    c.articles.append("9.1.2.3");
    return c;
}

}  // namespace rulings::detail
