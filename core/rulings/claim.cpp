// SPDX-License-Identifier: GPL-3.0-or-later
#include "claim.h"

#include "claimparts.h"

#include "notation/movewriter.h"
#include "notation/resolver.h"

#include <algorithm>

namespace rulings {

const char* claimReasonCode(ClaimReason reason)
{
    switch (reason) {
    case ClaimReason::ThirdOccurrence: return "third-occurrence";
    case ClaimReason::FewerThanThree: return "fewer-than-three";
    case ClaimReason::FiftyMoves: return "fifty-moves";
    case ClaimReason::FewerThanFifty: return "fewer-than-fifty";
    case ClaimReason::IntendedResetsCount: return "intended-resets-count";
    case ClaimReason::IntendedIllegal: return "intended-illegal";
    case ClaimReason::IntendedAmbiguous: return "intended-ambiguous";
    case ClaimReason::IntendedUnreadable: return "intended-unreadable";
    case ClaimReason::GameOver: return "game-over";
    }
    return "";
}

const char* claimKindCode(ClaimKind kind) { return kind == ClaimKind::Threefold ? "threefold" : "fifty"; }

const char* claimFormCode(ClaimForm form) { return form == ClaimForm::OnBoard ? "on-board" : "intended"; }

const char* gameEndCode(GameEnd end)
{
    switch (end) {
    case GameEnd::None: return nullptr;
    case GameEnd::Claim: return "claim";
    case GameEnd::Checkmate: return "checkmate";
    case GameEnd::Stalemate: return "stalemate";
    case GameEnd::Fivefold: return "fivefold";
    case GameEnd::SeventyFiveMoves: return "seventy-five-moves";
    case GameEnd::DeadPosition: return "dead-position";
    }
    return nullptr;
}

QString GamePoint::numberedMove() const
{
    return move.isEmpty() ? QString() : notation::moveNumberText(moveNumber, mover) + u' ' + move;
}

namespace {

using detail::PlyPosition;

const char* articleOf(ClaimKind kind, ClaimForm form)
{
    if (kind == ClaimKind::Threefold)
        return form == ClaimForm::Intended ? "9.2.1" : "9.2.2";
    return form == ClaimForm::Intended ? "9.3.1" : "9.3.2";
}

// What decides a claim on one position, before its plies are named.
struct Decision {
    detail::MoveCount count;
    detail::Repetitions found;  // threefold only
    bool correct = false;
    ClaimReason reason = ClaimReason::FewerThanThree;
};

// Decides the claim on the position after `claimedPly`, the last of `positions`, `toMove` to move there.
Decision decide(
    ClaimKind kind, ClaimForm form, const std::vector<PlyPosition>& positions, int claimedPly, chess::Color toMove)
{
    Decision d;
    d.count = detail::moveCount(claimedPly, positions.back().halfmoveClock, toMove);
    if (kind == ClaimKind::FiftyMoves) {
        d.correct = d.count.halfMoves >= detail::FiftyMovesInPlies;
        d.reason = d.correct                                          ? ClaimReason::FiftyMoves
            : (form == ClaimForm::Intended && d.count.halfMoves == 0) ? ClaimReason::IntendedResetsCount
                                                                      : ClaimReason::FewerThanFifty;
        return d;
    }
    d.found = detail::repetitions(positions, claimedPly);
    d.correct = d.found.occurrences.size() >= 3;
    d.reason = d.correct ? ClaimReason::ThirdOccurrence : ClaimReason::FewerThanThree;
    return d;
}

// Puts a decision into the ruling, naming its plies in one walk through the record (the written move's
// ply, one past the record, is named by the written move).
void apply(ClaimRuling& r, const Decision& d, const sheet::Record& record)
{
    r.article = articleOf(r.kind, r.form);
    r.correct = d.correct;
    r.reason = d.reason;
    r.halfMovesSince = d.count.halfMoves;
    r.movesSince[0] = d.count.moves[0];
    r.movesSince[1] = d.count.moves[1];
    r.startHalfmoveClock = record.start.halfmoveClock();
    QList<int> plies = d.found.occurrences;
    for (const auto& [ply, differences] : d.found.notCounted)
        plies.append(ply);
    if (d.count.lastIrreversiblePly >= 0)
        plies.append(d.count.lastIrreversiblePly);
    std::sort(plies.begin(), plies.end());
    plies.erase(std::unique(plies.begin(), plies.end()), plies.end());
    if (!plies.isEmpty() && plies.back() > record.plies)
        plies.removeLast();
    const QList<GamePoint> points = detail::gamePoints(record, plies);
    const auto pointAt = [&](int ply) {
        if (ply > record.plies)
            return r.intended->point;
        return *std::find_if(points.begin(), points.end(), [ply](const GamePoint& p) { return p.ply == ply; });
    };
    if (d.count.lastIrreversiblePly >= 0)
        r.lastIrreversible = pointAt(d.count.lastIrreversiblePly);
    for (int ply : d.found.occurrences)
        r.occurrences.append(pointAt(ply));
    for (const auto& [ply, differences] : d.found.notCounted)
        r.notCounted.append({pointAt(ply), differences});
}

// 9.6: the written move of an incorrect claim, once made, may bring a position back for the fifth time
// or make the 75th move of each side without a capture or pawn move; either ends the game. (Mate on that
// move comes first, 9.6.2: endOnTheBoard has found it before this is asked.)
GameEnd automaticEndAfter(std::vector<PlyPosition> positions, const chess::Position& after, int ply)
{
    if (after.halfmoveClock() >= 150)
        return GameEnd::SeventyFiveMoves;
    positions.push_back(detail::plyPosition(after));
    if (detail::repetitions(positions, ply).occurrences.size() >= 5)
        return GameEnd::Fivefold;
    return GameEnd::None;
}

ClaimReason unplayableReason(notation::Verdict verdict)
{
    switch (verdict) {
    case notation::Verdict::Ambiguous: return ClaimReason::IntendedAmbiguous;
    case notation::Verdict::Illegal: return ClaimReason::IntendedIllegal;
    default: return ClaimReason::IntendedUnreadable;
    }
}

}  // namespace

ClaimRuling ruleClaim(const sheet::Record& record, ClaimKind kind, std::optional<QStringView> intended, Rate rate)
{
    ClaimRuling r;
    r.kind = kind;
    r.claimant = record.final.sideToMove();
    r.form = intended ? ClaimForm::Intended : ClaimForm::OnBoard;
    std::optional<chess::Position> afterIntended;
    if (intended) {
        IntendedMove& move = r.intended.emplace();
        move.text = intended->toString();
        move.resolution = notation::resolveText(*intended, record.language, record.final);
        const notation::WriteOptions sheetsSan{notation::Notation::San, record.language, notation::SanStyle::Fide};
        for (int i = 0; i < move.resolution.candidateCount && i < notation::Resolution::MaxCandidates; ++i)
            move.readings << notation::writeMove(record.final, move.resolution.candidates[i], sheetsSan);
        move.readings.sort();  // in the order a reader looks them up, not the move generator's
        if (move.resolution.isResolved()) {
            const chess::Move m = move.resolution.move;
            move.point = detail::gamePoint(record.final, m, record.plies + 1, record.language);
            move.capture = record.final.capturedBy(m) != chess::PieceType::None;
            move.pawnMove = chess::typeOf(record.final.pieceAt(m.from())) == chess::PieceType::Pawn;
            afterIntended = record.final;
            afterIntended->doMove(m);
            r.intendedEnds = detail::endOnTheBoard(*afterIntended);
        }
    }
    int endedAt = 0;
    r.endedBefore = detail::gameEndBefore(record, endedAt);
    if (r.endedBefore != GameEnd::None) {
        r.endedBeforeAt = detail::gamePoints(record, {endedAt}).constFirst();
        r.article = articleOf(kind, r.form);
        r.reason = ClaimReason::GameOver;
        r.consequence = detail::consequence(r, record, rate);
        return r;
    }
    // The position on the board first: a claim made with a written move is correct without it when the
    // board already makes it so (9.2.2, 9.3.2: the claimant has the move).
    std::vector<PlyPosition> positions = detail::playedPositions(record);
    if (afterIntended && r.intendedEnds == GameEnd::None)
        r.intendedEnds = automaticEndAfter(positions, *afterIntended, record.plies + 1);
    const Decision onBoard = decide(kind, ClaimForm::OnBoard, positions, record.plies, r.claimant);
    if (!intended || onBoard.correct) {
        r.form = ClaimForm::OnBoard;
        apply(r, onBoard, record);
    } else if (!afterIntended) {
        // No position to compare: the counts stay the board's, the claim fails on the move itself.
        Decision unplayable = onBoard;
        unplayable.found = {};
        unplayable.reason = unplayableReason(r.intended->resolution.verdict);
        apply(r, unplayable, record);
    } else {
        positions.push_back(detail::plyPosition(*afterIntended));
        apply(r, decide(kind, ClaimForm::Intended, positions, record.plies + 1, ~r.claimant), record);
    }
    r.consequence = detail::consequence(r, record, rate);
    return r;
}

}  // namespace rulings
