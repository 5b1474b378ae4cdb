// SPDX-License-Identifier: GPL-3.0-or-later
#include "illegalmovewording.h"

#include "endwording.h"

#include "chess/fen.h"
#include "notation/verdict.h"

#include <QCoreApplication>

namespace rulings {
namespace {

// The translation context of the illegal-move ruling's words, declared so that lupdate finds every
// IllegalMove::tr().
struct IllegalMove {
    Q_DECLARE_TR_FUNCTIONS(IllegalMove)
};

struct Names {
    QString offender;  // "White"
    QString opponent;  // "Black"
    QString move;  // "2. Ke3", as written
};

QString entryName(const sheet::Record& record, int entry, QStringView text)
{
    return sheet::numberedEntryText(record.entries[entry], text);
}

QString verdict(const IllegalMoveRuling& r, const sheet::Record& record, QStringView text, const Names& n)
{
    switch (r.outcome) {
    case IllegalMoveOutcome::TimeToOpponent:
        return IllegalMove::tr("%1's first completed illegal move, %2: the position before it is reinstated and %3 "
                               "gets extra time (7.5.1, 7.5.5).")
            .arg(n.offender, n.move, n.opponent);
    case IllegalMoveOutcome::Loss:
        return IllegalMove::tr("%1 loses: %2 is %1's second completed illegal move, and %3 can still checkmate (7.5.5).")
            .arg(n.offender, n.move, n.opponent);
    case IllegalMoveOutcome::DrawOpponentCannotMate:
        return IllegalMove::tr("Drawn: %2 is %1's second completed illegal move, but %3 cannot checkmate by any "
                               "series of legal moves (7.5.5).")
            .arg(n.offender, n.move, n.opponent);
    case IllegalMoveOutcome::Undecided:
        return IllegalMove::tr("Not decided: %2 is %1's second completed illegal move, but whether %3 can still "
                               "checkmate was not settled within the analysis' limit; the arbiter decides (7.5.5).")
            .arg(n.offender, n.move, n.opponent);
    case IllegalMoveOutcome::NotIllegal:
        return IllegalMove::tr("No illegal move: %1 reads as a legal move. If another move was made on the board, "
                               "correct the entry to it first.")
            .arg(n.move);
    case IllegalMoveOutcome::NotReadable:
        return IllegalMove::tr("Not decided from this sheet: %1 cannot be read, so it does not show the move that was "
                               "made. Correct the entry to the move made on the board first.")
            .arg(n.move);
    case IllegalMoveOutcome::GameAlreadyOver:
        if (r.endedAtEntry >= 0)
            return IllegalMove::tr("The game had already ended with %1's second completed illegal move, %2 (7.5.5): "
                                   "%3 changes nothing.")
                .arg(n.offender, entryName(record, r.endedAtEntry, text), n.move);
        return IllegalMove::tr("The game had already ended by %1 after ply %2: %3 changes nothing.")
            .arg(gameEndName(r.endedBefore->kind))
            .arg(r.endedBefore->ply)
            .arg(n.move);
    case IllegalMoveOutcome::PositionNotKnown: {
        const sheet::EntryRecord& stop = record.entries[record.stopIndex()];
        return IllegalMove::tr("Not decided from this sheet: the replay stops at %1 (%2), before %3, so the position "
                               "%3 was made in is not known. Mend the sheet up to there first; if %1 was itself an "
                               "illegal move completed and taken back, mark it so.")
            .arg(sheet::numberedEntryText(stop, text), notation::verdictName(stop.resolution.verdict), n.move);
    }
    }
    return {};
}

QString timeAdded(const IllegalMoveRuling& r, const QString& opponent)
{
    if (r.penalty.minutesWhereB2Applies > 0)
        return IllegalMove::tr("The arbiter adds one minute to %1's remaining thinking time (7.5.5; blitz: B.3 with "
                               "A.3); two minutes where the event applies B.2, one arbiter for each game.")
            .arg(opponent);
    if (r.penalty.minutes == 1)
        return IllegalMove::tr("The arbiter adds one minute to %1's remaining thinking time (7.5.5; rapid chess: A.3).")
            .arg(opponent);
    return IllegalMove::tr("The arbiter adds two minutes to %1's remaining thinking time (7.5.5).").arg(opponent);
}

QStringList consequence(const IllegalMoveRuling& r, const Names& n)
{
    QStringList lines;
    if (r.outcome == IllegalMoveOutcome::TimeToOpponent) {
        lines << IllegalMove::tr("The arbiter sets up the position immediately before the illegal move, and %1 makes "
                                 "a move in it, under the rules of touching: the piece touched for the illegal move "
                                 "must be moved if it can be (7.5.1, 4.3, 4.7).")
                     .arg(n.offender);
        lines << IllegalMove::tr("Position to reinstate: %1").arg(QString::fromStdString(chess::toFen(*r.reinstated)));
        lines << timeAdded(r, n.opponent);
        lines << IllegalMove::tr("A second completed illegal move by %1 will lose the game, unless %2 cannot "
                                 "checkmate by any series of legal moves (7.5.5).")
                     .arg(n.offender, n.opponent);
    }
    if (!r.result.isEmpty() && r.outcome != IllegalMoveOutcome::GameAlreadyOver)
        lines << IllegalMove::tr("Result: %1.").arg(r.result);
    return lines;
}

QString count(const IllegalMoveRuling& r, const sheet::Record& record, QStringView text, const Names& n)
{
    if (r.count == 0)
        return {};
    QStringList moves;
    for (int i : r.earlier)
        moves << entryName(record, i, text);
    moves << n.move;
    QString line = IllegalMove::tr("Completed illegal moves by %1: %2 (%3).").arg(n.offender).arg(r.count).arg(moves.join(u", "));
    for (int i : r.notCounted)
        line += u' '
            + IllegalMove::tr("%1 is marked as taken back but does not read as an illegal move: not counted.")
                  .arg(entryName(record, i, text));
    return line;
}

}  // namespace

IllegalMoveWording illegalMoveWording(const IllegalMoveRuling& r, const sheet::Record& record, QStringView text)
{
    const bool white = r.offender == chess::Color::White;
    const Names n{white ? IllegalMove::tr("White") : IllegalMove::tr("Black"),
        white ? IllegalMove::tr("Black") : IllegalMove::tr("White"), entryName(record, r.entry, text)};
    IllegalMoveWording w;
    w.verdict = verdict(r, record, text, n);
    w.consequence = consequence(r, n);
    w.count = count(r, record, text, n);
    if (r.opponentMate && !r.opponentMate->line.isEmpty())
        w.mateLine = IllegalMove::tr("For instance: %1").arg(r.opponentMate->line.join(u' '));
    return w;
}

QString illegalMoveText(const IllegalMoveRuling& r, const sheet::Record& record, QStringView text)
{
    const IllegalMoveWording w = illegalMoveWording(r, record, text);
    QString out = w.verdict + u'\n';
    for (const QString& line : w.consequence)
        out += line + u'\n';
    if (!w.count.isEmpty())
        out += w.count + u'\n';
    if (!w.mateLine.isEmpty())
        out += w.mateLine + u'\n';
    return out;
}

}  // namespace rulings
