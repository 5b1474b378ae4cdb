// SPDX-License-Identifier: GPL-3.0-or-later
#include "claimwording.h"

#include <QCoreApplication>

namespace rulings {
namespace {

// The translation context of the rulings' words ("Claim"), declared so that lupdate finds every Claim::tr().
struct Claim {
    Q_DECLARE_TR_FUNCTIONS(Claim)
};

QString sideName(chess::Color side) { return side == chess::Color::White ? Claim::tr("White") : Claim::tr("Black"); }

// "the position after 31... Sf6", or "the start position".
QString positionName(const GamePoint& point)
{
    return point.move.isEmpty() ? Claim::tr("the start position")
                                : Claim::tr("the position after %1").arg(point.numberedMove());
}

// A line of a list: "25. a4 (ply 49)", "the start position (ply 0)", "29. Qb4, the written move (ply 57)".
QString pointLine(const GamePoint& point, const ClaimRuling& ruling)
{
    if (point.move.isEmpty())
        return Claim::tr("the start position (ply 0)");
    if (ruling.form == ClaimForm::Intended && point.ply == ruling.intended->point.ply)
        return Claim::tr("%1, the written move (ply %2)").arg(point.numberedMove()).arg(point.ply);
    return Claim::tr("%1 (ply %2)").arg(point.numberedMove()).arg(point.ply);
}

QString gameOverVerdict(const ClaimRuling& r)
{
    const QString where = positionName(r.endedBeforeAt);
    switch (r.endedBefore) {
    case GameEnd::Checkmate:
        return Claim::tr("No claim is possible: the game had ended with checkmate in %1 (5.1.1).").arg(where);
    case GameEnd::Stalemate:
        return Claim::tr("No claim is possible: the game had ended in stalemate in %1 (5.2.1).").arg(where);
    case GameEnd::Fivefold:
        return Claim::tr("No claim is possible: the game was drawn when %1 stood for the fifth time (9.6.1).")
            .arg(where);
    case GameEnd::SeventyFiveMoves:
        return Claim::tr("No claim is possible: the game was drawn in %1, after 75 moves by each player without a "
                         "capture or pawn move (9.6.2).")
            .arg(where);
    case GameEnd::DeadPosition:
        return Claim::tr("No claim is possible: the game was drawn in %1, a dead position in which neither player "
                         "can checkmate (5.2.2).")
            .arg(where);
    case GameEnd::None:
    case GameEnd::Claim: break;
    }
    return {};
}

QString threefoldVerdict(const ClaimRuling& r)
{
    const qsizetype times = r.occurrences.size();
    if (r.form == ClaimForm::OnBoard) {
        const QString position = positionName(r.occurrences.constLast());
        if (times == 1)
            return Claim::tr("Incorrect: %1 stands for the first time.").arg(position);
        if (times == 2)
            return Claim::tr("Incorrect: %1 stands for the second time only.").arg(position);
        if (times == 3)
            return Claim::tr("Correct: %1 stands for the third time.").arg(position);
        return Claim::tr("Correct: %1 has now stood %2 times.").arg(position).arg(times);
    }
    const QString move = r.intended->point.numberedMove();
    if (times == 1)
        return Claim::tr("Incorrect: after the written move %1 the position would stand for the first time.").arg(move);
    if (times == 2)
        return Claim::tr("Incorrect: after the written move %1 the position would stand for the second time only.")
            .arg(move);
    if (times == 3)
        return Claim::tr("Correct: after the written move %1 the position would stand for the third time.").arg(move);
    return Claim::tr("Correct: after the written move %1 the position would have stood %2 times.").arg(move).arg(times);
}

QString fiftyVerdict(const ClaimRuling& r)
{
    const int white = r.movesSince[0], black = r.movesSince[1];
    if (r.form == ClaimForm::OnBoard)
        return r.correct
            ? Claim::tr("Correct: the last 50 moves by each player were made without a capture or pawn move.")
            : Claim::tr("Incorrect: moves since the last capture or pawn move: White %1, Black %2; 50 by each "
                        "are needed.")
                  .arg(white)
                  .arg(black);
    const QString move = r.intended->point.numberedMove();
    return r.correct
        ? Claim::tr("Correct: with the written move %1 the last 50 moves by each player are made without a "
                    "capture or pawn move.")
              .arg(move)
        : Claim::tr("Incorrect: with the written move %1, moves since the last capture or pawn move: White %2, "
                    "Black %3; 50 by each are needed.")
              .arg(move)
              .arg(white)
              .arg(black);
}

QString verdict(const ClaimRuling& r)
{
    switch (r.reason) {
    case ClaimReason::GameOver: return gameOverVerdict(r);
    case ClaimReason::ThirdOccurrence:
    case ClaimReason::FewerThanThree: return threefoldVerdict(r);
    case ClaimReason::FiftyMoves:
    case ClaimReason::FewerThanFifty: return fiftyVerdict(r);
    case ClaimReason::IntendedResetsCount:
        return r.intended->capture
            ? Claim::tr("Incorrect: the written move %1 is a capture: the count of fifty moves starts again.")
                  .arg(r.intended->point.numberedMove())
            : Claim::tr("Incorrect: the written move %1 is a pawn move: the count of fifty moves starts again.")
                  .arg(r.intended->point.numberedMove());
    case ClaimReason::IntendedIllegal:
        return Claim::tr("Incorrect: the written move \"%1\" is illegal in the position on the board.")
            .arg(r.intended->text);
    case ClaimReason::IntendedAmbiguous:
        return Claim::tr("Incorrect: the written move \"%1\" is ambiguous: it can mean %2.")
            .arg(r.intended->text, r.intended->readings.join(QStringLiteral(", ")));
    case ClaimReason::IntendedUnreadable:
        return Claim::tr("Incorrect: the written move \"%1\" cannot be read as a move.").arg(r.intended->text);
    }
    return {};
}

QString article(const ClaimRuling& r)
{
    const QString claimant = sideName(r.claimant);
    const bool intended = r.form == ClaimForm::Intended;
    if (r.kind == ClaimKind::Threefold)
        return (intended
                       ? Claim::tr("Article 9.2.1: %1 wrote a move and declared it; the position it leads to must be "
                                   "about to appear for at least the third time.")
                       : Claim::tr("Article 9.2.2: the position on the board must have just appeared for at least the "
                                   "third time, %1 having the move."))
                   .arg(claimant)
            + u' '
            + Claim::tr("Positions are the same when the same player has the move, the same pieces stand on the same "
                        "squares and the same moves are possible, castling and en passant included (9.2.3).");
    return (intended ? Claim::tr("Article 9.3.1: %1 wrote a move and declared it; with it, the last 50 moves by each "
                                 "player must have been made without the movement of any pawn and without any capture.")
                     : Claim::tr("Article 9.3.2: the last 50 moves by each player must have been completed without the "
                                 "movement of any pawn and without any capture; %1 has the move."))
        .arg(claimant);
}

QString notCountedLine(const SameBoardElsewhere& s, const ClaimRuling& r)
{
    const QString at = pointLine(s.point, r);
    if (s.has(Difference::CastlingRights) && s.has(Difference::EnPassant))
        return Claim::tr("%1: castling rights differ, and an en-passant capture was possible in one of the two "
                         "(9.2.3.1, 9.2.3.2)")
            .arg(at);
    if (s.has(Difference::CastlingRights))
        return Claim::tr("%1: castling rights differ (9.2.3.2)").arg(at);
    return Claim::tr("%1: an en-passant capture was possible in one of the two (9.2.3.1)").arg(at);
}

QStringList countLines(const ClaimRuling& r)
{
    QStringList lines;
    if (r.lastIrreversible)
        lines << Claim::tr("Last capture or pawn move: %1.").arg(pointLine(*r.lastIrreversible, r));
    else if (r.startHalfmoveClock > 0)
        lines << Claim::tr("No capture or pawn move since the start position, whose half-move clock stood at %1.")
                     .arg(r.startHalfmoveClock);
    else
        lines << Claim::tr("No capture or pawn move since the start position.");
    lines << Claim::tr("Moves since then without a capture or pawn move: White %1, Black %2.")
                 .arg(r.movesSince[0])
                 .arg(r.movesSince[1]);
    return lines;
}

QString timeAdded(const Consequence& c, const QString& opponent)
{
    if (c.minutesWhereB2Applies > 0)
        return Claim::tr(
            "The arbiter adds one minute to %1's remaining thinking time (9.5.3; blitz: B.3 with A.3); two "
            "minutes where the event applies B.2, one arbiter for each game.")
            .arg(opponent);
    if (c.opponentMinutes == 1)
        return Claim::tr("The arbiter adds one minute to %1's remaining thinking time (9.5.3; rapid chess: A.3).")
            .arg(opponent);
    return Claim::tr("The arbiter adds two minutes to %1's remaining thinking time (9.5.3).").arg(opponent);
}

QString writtenMoveEnds(const ClaimRuling& r, const QString& claimant, const QString& move)
{
    switch (r.consequence.end) {
    case GameEnd::Checkmate:
        return Claim::tr("%1 must now make the written move %2 (9.5.3): it checkmates, and %1 wins (5.1.1).")
            .arg(claimant, move);
    case GameEnd::Stalemate:
        return Claim::tr("%1 must now make the written move %2 (9.5.3): it stalemates, and the game is drawn (5.2.1).")
            .arg(claimant, move);
    case GameEnd::DeadPosition:
        return Claim::tr(
            "%1 must now make the written move %2 (9.5.3): it leaves a dead position, and the game is drawn "
            "(5.2.2).")
            .arg(claimant, move);
    case GameEnd::Fivefold:
        return Claim::tr(
            "%1 must now make the written move %2 (9.5.3): the position then stands for the fifth time, and the "
            "game is drawn (9.6.1).")
            .arg(claimant, move);
    case GameEnd::SeventyFiveMoves:
        return Claim::tr(
            "%1 must now make the written move %2 (9.5.3): it completes 75 moves of each player without a capture "
            "or pawn move, and the game is drawn (9.6.2).")
            .arg(claimant, move);
    default: break;
    }
    return Claim::tr("%1 must now make the written move %2 (9.5.3).").arg(claimant, move);
}

QStringList consequenceLines(const ClaimRuling& r)
{
    const Consequence& c = r.consequence;
    if (r.endedBefore != GameEnd::None)
        return {Claim::tr("The result stands: %1.").arg(c.result)};
    if (r.correct) {
        QStringList lines{Claim::tr("The game is drawn (9.5.2).")};
        if (r.intendedEnds == GameEnd::Checkmate && r.form == ClaimForm::Intended)
            lines << Claim::tr(
                "The written move would checkmate, but a move written for a claim is not made: the claim "
                "has drawn the game first.");
        return lines;
    }
    const QString claimant = sideName(r.claimant), opponent = sideName(~r.claimant);
    QStringList lines{timeAdded(c, opponent)};
    if (c.intendedMustBePlayed)
        lines << writtenMoveEnds(r, claimant, r.intended->point.numberedMove());
    else if (r.intended)
        lines << Claim::tr(
            "The written move cannot be made as written: %1 must make a move in accordance with Articles 3 "
            "and 4 (9.5.3).")
                     .arg(claimant);
    if (c.end == GameEnd::None)
        lines << Claim::tr("The game continues.");
    if (c.drawOffer)
        lines << Claim::tr("The claim stands as an offer of a draw, which %1 may accept (9.1.2.3).").arg(opponent);
    return lines;
}

}  // namespace

ClaimWording claimWording(const ClaimRuling& r)
{
    ClaimWording w;
    w.verdict = verdict(r);
    w.article = article(r);
    if (r.intended && r.form == ClaimForm::OnBoard && r.endedBefore == GameEnd::None)
        w.intended = Claim::tr("The written move \"%1\" is not needed: the position on the board decides the claim.")
                         .arg(r.intended->text);
    if (!r.occurrences.isEmpty()) {
        w.occurrencesHeading = Claim::tr("The position stood after:");
        for (const GamePoint& p : r.occurrences)
            w.occurrences << pointLine(p, r);
    }
    if (!r.notCounted.isEmpty()) {
        w.notCountedHeading
            = Claim::tr("The same pieces stood on the same squares, the same player to move, in positions that are not "
                        "the same:");
        for (const SameBoardElsewhere& s : r.notCounted)
            w.notCounted << notCountedLine(s, r);
    }
    if (r.kind == ClaimKind::FiftyMoves && r.endedBefore == GameEnd::None)
        w.count = countLines(r);
    w.consequence = consequenceLines(r);
    return w;
}

QString claimText(const ClaimRuling& ruling)
{
    const ClaimWording w = claimWording(ruling);
    QString text = w.verdict + u'\n' + w.article + u'\n';
    if (!w.intended.isEmpty())
        text += w.intended + u'\n';
    const auto list = [&text](const QString& heading, const QStringList& lines) {
        if (lines.isEmpty())
            return;
        text += heading + u'\n';
        for (const QString& line : lines)
            text += QStringLiteral("  ") + line + u'\n';
    };
    list(w.occurrencesHeading, w.occurrences);
    list(w.notCountedHeading, w.notCounted);
    for (const QString& line : w.count)
        text += line + u'\n';
    for (const QString& line : w.consequence)
        text += line + u'\n';
    return text;
}

}  // namespace rulings
