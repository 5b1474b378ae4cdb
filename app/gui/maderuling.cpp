// SPDX-License-Identifier: GPL-3.0-or-later
#include "maderuling.h"

#include "flagrulingview.h"
#include "illegalmovedialog.h"
#include "rulingtext.h"

#include "rulings/claimwording.h"
#include "rulings/flagwording.h"
#include "rulings/illegalmovewording.h"

namespace maderuling {

namespace {

// What every ruling's record holds, its words made to keep `moves` (besides the sheet's entries) in order.
struct Words {
    QString verdict;
    QString article;
    QStringList grounds;
    QStringList consequence;
};

report::Ruling made(report::RulingKind kind, const sheet::Record& record, const QString& text, int ply, int lastEntry,
    const Words& words, QStringList moves)
{
    for (const sheet::EntryRecord& e : record.entries)
        moves << sheet::numberedEntryText(e, text);
    const rulingtext::IsolatedMoves isolated(moves);
    report::Ruling r;
    r.kind = kind;
    r.ply = ply;
    if (lastEntry >= 0)
        r.moment = sheet::numberedEntryText(record.entries[lastEntry], text);
    r.verdict = isolated.in(words.verdict);
    r.article = isolated.in(words.article);
    r.grounds = isolated.in(words.grounds);
    r.grounds.removeAll(QString());
    r.consequence = isolated.in(words.consequence);
    r.consequence.removeAll(QString());
    return r;
}

// "The position stood after: 25. a4 (ply 49), …", a list's heading and its lines in one line.
QString listLine(const QString& heading, const QStringList& lines)
{
    return lines.isEmpty() ? QString() : heading + u' ' + lines.join(QStringLiteral("; "));
}

}  // namespace

report::Ruling ofClaim(const rulings::ClaimRuling& ruling, const RulingMoment& moment)
{
    const sheet::Record& r = *moment.record;
    const rulings::ClaimWording w = rulings::claimWording(ruling);
    QStringList grounds{
        w.intended, listLine(w.occurrencesHeading, w.occurrences), listLine(w.notCountedHeading, w.notCounted)};
    grounds << w.count;
    QStringList moves{ruling.consequence.result};
    for (const rulings::GamePoint& p : ruling.occurrences)
        moves << p.numberedMove();
    if (ruling.intended)
        moves << ruling.intended->point.numberedMove();
    return made(ruling.kind == rulings::ClaimKind::FiftyMoves ? report::RulingKind::FiftyMovesClaim
                                                              : report::RulingKind::ThreefoldClaim,
        r, moment.text, r.plies, int(r.entries.size()) - 1, {w.verdict, w.article, grounds, w.consequence}, moves);
}

report::Ruling ofFlagFall(const rulings::FlagRuling& ruling, const RulingMoment& moment)
{
    const sheet::Record& r = *moment.record;
    const rulings::FlagWording w = rulings::flagWording(ruling);
    QStringList moves{ruling.result, ruling.mateLine.join(u' ')};
    if (ruling.moveNotCompleted)
        moves << ruling.moveNotCompleted->numberedMove();
    return made(report::RulingKind::FlagFall, r, moment.text, r.plies, int(r.entries.size()) - 1,
        {w.verdict, FlagRulingView::article(), {w.count, w.mateLine}, {FlagRulingView::resultLine(ruling)}}, moves);
}

report::Ruling ofIllegalMove(const rulings::IllegalMoveRuling& ruling, const sheet::Record& record, const QString& text)
{
    const rulings::IllegalMoveWording w = rulings::illegalMoveWording(ruling, record, text);
    // Made in the position after the last move played before the entry: a taken-back one is no move.
    int before = ruling.entry - 1;
    while (before >= 0 && record.entries[before].ply == 0)
        --before;
    return made(report::RulingKind::IllegalMove, record, text, before >= 0 ? record.entries[before].ply : 0, before,
        {w.verdict, IllegalMoveDialog::article(), {w.count, w.mateLine}, w.consequence},
        rulingtext::notationOf(ruling, record, text));
}

}  // namespace maderuling
