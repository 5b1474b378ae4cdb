#include "claim.h"

#include "claimparts.h"

#include "notation/movewriter.h"
#include "notation/resolver.h"

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

// The points of the plies named, the written move's (one past the record) taken from it.
QList<GamePoint> pointsOf(const sheet::Record& record, QList<int> plies, const std::optional<IntendedMove>& intended)
{
    const bool withIntended = !plies.isEmpty() && plies.back() > record.plies;
    if (withIntended)
        plies.removeLast();
    QList<GamePoint> points = detail::gamePoints(record, plies);
    if (withIntended)
        points.append(intended->point);
    return points;
}

// Decides the claim on the position after `claimedPly`, the last of `positions`: the form and article,
// correct or not, why, and the occurrences and counts that show it.
void decide(ClaimRuling& r, const sheet::Record& record, const std::vector<PlyPosition>& positions, int claimedPly)
{
    r.article = articleOf(r.kind, r.form);
    const PlyPosition& claimed = positions.back();
    const chess::Color toMove = (claimedPly - record.plies) % 2 == 0 ? r.claimant : ~r.claimant;
    const detail::MoveCount count = detail::moveCount(claimedPly, claimed.halfmoveClock, toMove);
    r.halfMovesSince = count.halfMoves;
    r.movesSince[0] = count.moves[0];
    r.movesSince[1] = count.moves[1];
    r.startHalfmoveClock = record.start.halfmoveClock();
    if (count.lastIrreversiblePly >= 0)
        r.lastIrreversible = pointsOf(record, {count.lastIrreversiblePly}, r.intended).constFirst();
    if (r.kind == ClaimKind::FiftyMoves) {
        r.correct = count.halfMoves >= detail::FiftyMovesInPlies;
        r.reason = r.correct ? ClaimReason::FiftyMoves
            : (r.form == ClaimForm::Intended && count.halfMoves == 0) ? ClaimReason::IntendedResetsCount
                                                                       : ClaimReason::FewerThanFifty;
        return;
    }
    const detail::Repetitions found = detail::repetitions(positions, claimedPly);
    r.correct = found.occurrences.size() >= 3;
    r.reason = r.correct ? ClaimReason::ThirdOccurrence : ClaimReason::FewerThanThree;
    r.occurrences = pointsOf(record, found.occurrences, r.intended);
    QList<int> plies;
    for (const auto& [ply, differences] : found.notCounted)
        plies.append(ply);
    const QList<GamePoint> points = detail::gamePoints(record, plies);
    for (qsizetype i = 0; i < points.size(); ++i)
        r.notCounted.append({points[i], found.notCounted[i].second});
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
            chess::Position after = record.final;
            after.doMove(move.resolution.move);
            r.intendedEnds = detail::endOnTheBoard(after);
        }
    }
    std::vector<PlyPosition> positions = detail::playedPositions(record);
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
    ClaimRuling onBoard = r;
    onBoard.form = ClaimForm::OnBoard;
    decide(onBoard, record, positions, record.plies);
    if (!intended || onBoard.correct) {
        onBoard.consequence = detail::consequence(onBoard, record, rate);
        return onBoard;
    }
    const notation::Resolution& resolution = r.intended->resolution;
    if (!resolution.isResolved()) {
        // No position to compare: the counts stay the board's, the claim fails on the move itself.
        r = onBoard;
        r.form = ClaimForm::Intended;
        r.article = articleOf(kind, r.form);
        r.reason = unplayableReason(resolution.verdict);
        r.occurrences.clear();
        r.notCounted.clear();
    } else {
        chess::Position after = record.final;
        after.doMove(resolution.move);
        positions.push_back(detail::plyPosition(after));
        decide(r, record, positions, record.plies + 1);
    }
    r.consequence = detail::consequence(r, record, rate);
    return r;
}

}  // namespace rulings
