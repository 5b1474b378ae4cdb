// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagramchoice.h"

#include <algorithm>
#include <map>

namespace report {

namespace {

// The ply whose position an entry was judged in: the one before it where it was played; where the replay
// had stopped, or for an entry taken back, the position the game stood in when it was written.
int plyBefore(const sheet::Record& r, int index)
{
    if (r.entries[index].ply > 0)
        return r.entries[index].ply - 1;
    int ply = 0;  // the last ply played before the entry
    for (int i = 0; i < index; ++i)
        ply = std::max(ply, r.entries[i].ply);
    return ply;
}

}  // namespace

QList<Diagram> chooseDiagrams(const sheet::Record& r, const QList<int>& chosenPlies)
{
    using Kind = DiagramReason::Kind;
    std::map<int, QList<DiagramReason>> byPly;
    for (int i = 0; i < r.entries.size(); ++i) {
        const notation::Verdict v = r.entries[i].resolution.verdict;
        // Past the first entry the replay could not play, the position is no longer known: the first
        // is shown, the entries after it are not checked.
        if (r.entries[i].isPastStop() && i != r.stopIndex())
            continue;
        if (v == notation::Verdict::Illegal)
            byPly[plyBefore(r, i)].append({Kind::BeforeIllegal, i, 0});
        else if (v == notation::Verdict::Ambiguous)
            byPly[plyBefore(r, i)].append({Kind::BeforeAmbiguous, i, 0});
    }
    for (const sheet::GameEvent& e : r.events)
        if (e.kind == sheet::EventKind::Threefold || e.kind == sheet::EventKind::Fivefold)
            byPly[e.ply].append({Kind::Repeated, -1, int(e.plies.size())});
    byPly[r.plies].append({Kind::Final, -1, 0});
    for (int ply : chosenPlies) {
        if (ply < 0 || ply > r.plies)
            continue;
        QList<DiagramReason>& reasons = byPly[ply];
        if (std::none_of(reasons.begin(), reasons.end(), [](const DiagramReason& d) { return d.kind == Kind::Chosen; }))
            reasons.append({Kind::Chosen, -1, 0});
    }
    QList<Diagram> diagrams;
    for (auto& [ply, reasons] : byPly)
        diagrams.append({ply, reasons});
    return diagrams;
}

}  // namespace report
