// SPDX-License-Identifier: GPL-3.0-or-later
#include "flagwording.h"

#include "endwording.h"

#include "notation/movewriter.h"

#include <QCoreApplication>

namespace rulings {
namespace {

// The translation context of the flag ruling's words, declared so that lupdate finds every FlagFall::tr().
struct FlagFall {
    Q_DECLARE_TR_FUNCTIONS(FlagFall)
};

bool white(const FlagRuling& r) { return r.flagged == chess::Color::White; }

QString verdict(const FlagRuling& r)
{
    switch (r.outcome) {
    case FlagOutcome::Loss:
        return white(r) ? FlagFall::tr("White loses on time: Black can still checkmate (6.9).")
                        : FlagFall::tr("Black loses on time: White can still checkmate (6.9).");
    case FlagOutcome::DrawOpponentCannotMate:
        return white(r) ? FlagFall::tr("Drawn: White's flag fell, but Black cannot checkmate by any series of legal moves (6.9).")
                        : FlagFall::tr("Drawn: Black's flag fell, but White cannot checkmate by any series of legal moves (6.9).");
    case FlagOutcome::TimeControlReached:
        return (white(r) ? FlagFall::tr("No loss: White had completed the %1 moves the time control asks before the flag fell.")
                         : FlagFall::tr("No loss: Black had completed the %1 moves the time control asks before the flag fell."))
            .arg(r.movesRequired.value_or(0));
    case FlagOutcome::GameAlreadyOver:
        return FlagFall::tr("The game had already ended by %1 after ply %2 (%3): the flag fall changes nothing.")
            .arg(gameEndName(r.endedBefore->kind))
            .arg(r.endedBefore->ply)
            .arg(QLatin1StringView(r.article));
    case FlagOutcome::CountNotVerified:
        return FlagFall::tr("Not decided from this sheet: it is verified only to move %1, so it cannot show whether the %2 "
                  "moves were completed; the arbiter decides from other evidence, such as the opponent's sheet (8.6).")
            .arg(r.reach.verifiedTo)
            .arg(r.movesRequired.value_or(0));
    case FlagOutcome::PositionNotKnown:
        return FlagFall::tr("Not decided from this sheet: it is verified only to move %1 (it goes on to move %2), so the "
                  "position when the flag fell is not known.")
            .arg(r.reach.verifiedTo)
            .arg(r.reach.writtenTo);
    case FlagOutcome::Undecided:
        return white(r) ? FlagFall::tr("Not decided: whether Black can still checkmate was not settled within the analysis' "
                             "limit; the arbiter decides (6.9).")
                        : FlagFall::tr("Not decided: whether White can still checkmate was not settled within the analysis' "
                             "limit; the arbiter decides (6.9).");
    }
    return {};
}

QString count(const FlagRuling& r)
{
    const QString made = white(r) ? FlagFall::tr("Moves completed by White: %1.").arg(r.movesCompleted)
                                  : FlagFall::tr("Moves completed by Black: %1.").arg(r.movesCompleted);
    const QString required
        = r.movesRequired ? u' ' + FlagFall::tr("The time control asks %n moves.", nullptr, *r.movesRequired) : QString();
    const QString reach = r.reach.complete
        ? FlagFall::tr("Every entry is checked.")
        : FlagFall::tr("Verified to move %1 only: the sheet goes on to move %2, not checked.")
              .arg(r.reach.verifiedTo)
              .arg(r.reach.writtenTo);
    const QString notCompleted = r.moveNotCompleted
        ? u' '
            + FlagFall::tr("The last move, %1, was made but not completed: the clock was not pressed (6.2.1).")
                  .arg(r.moveNotCompleted->numberedMove())
        : QString();
    return made + notCompleted + required + u' ' + reach;
}

}  // namespace

FlagWording flagWording(const FlagRuling& r)
{
    FlagWording w;
    w.verdict = verdict(r);
    w.count = count(r);
    if (!r.mateLine.isEmpty())
        w.mateLine = FlagFall::tr("For instance: %1").arg(r.mateLine.join(u' '));
    return w;
}

QString flagText(const FlagRuling& r)
{
    const FlagWording w = flagWording(r);
    QString text = w.verdict + u'\n' + w.count + u'\n';
    if (!w.mateLine.isEmpty())
        text += w.mateLine + u'\n';
    return text;
}

}  // namespace rulings
