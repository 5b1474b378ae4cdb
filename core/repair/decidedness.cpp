// SPDX-License-Identifier: GPL-3.0-or-later
#include "decidedness.h"

#include "costmodel.h"
#include "movelikelihood.h"
#include "suggestions.h"

#include "chess/movegen.h"
#include "chess/movewalk.h"
#include "notation/resolver.h"
#include "sheet/blankentry.h"

#include <QHash>

#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>

namespace repair {
namespace {

// One way to mend the entry at `entry`: what the reconstruction search itself could try there.
struct Option {
    ChangeKind kind = ChangeKind::Replaced;
    chess::Move move{}, then{};
    RepairReason reason = RepairReason::NearestMove;
    NotableEdit edit{};
    float cost = 0;  // of the change itself
    int next = 0;  // the first entry after it
    bool asWritten = false;  // the entry's own legal move: no change at all
    chess::Position after;

    bool sameAs(const Alternative& a) const { return kind == a.kind && move == a.move && then == a.then; }
};

// The next entry's move read here (the two columns swapped), priced as suggest() prices it: the one
// reading of the entry needed where no other can fit.
QList<Suggestion> columnsSwappedOnly(
    const chess::Position& p, std::span<const QStringView> rest, notation::Language language)
{
    if (rest.size() < 2)
        return {};
    const notation::Resolution next = notation::resolveText(rest[1], language, p);
    if (!next.isResolved())
        return {};
    return {{.move = next.move, .reason = RepairReason::ColumnsSwapped, .cost = ColumnsSwappedCost}};
}

// Every way to mend the entry, as the search prices it (LegalEntryChangedCost more for each where the
// entry's own move is legal): each legal move read into it; where the entry is not blank, the columns
// swapped and each move put before it (every legal one, not only the few suggestions offer); where it
// reads as no move, the entry left out. A move read into the entry whose reading costs more than
// `readingsUpTo` may be left out: where none can cost so little (CheapestChange), the entry's readings
// are not worked out.
QList<Option> optionsAt(const chess::Position& p, std::span<const QStringView> entries, notation::Language language,
    int entry, float readingsUpTo = std::numeric_limits<float>::infinity())
{
    const std::span<const QStringView> rest = entries.subspan(entry);
    const notation::Resolution written = notation::resolveText(rest.front(), language, p);
    const bool legalEntry = written.isResolved();
    const bool breaks = !legalEntry && !sheet::isBlankEntry(rest.front());
    QList<Option> options;
    // Only the prices are wanted (the searches below weigh what follows): the entry, and the next one for
    // the columns swapped, spare suggest() its look-ahead.
    const std::span<const QStringView> two = rest.first(std::min<std::size_t>(rest.size(), 2));
    const QList<Suggestion> readings
        = readingsUpTo >= CheapestChange ? suggest(p, {two, language}, INT_MAX) : columnsSwappedOnly(p, two, language);
    for (const Suggestion& s : readings) {
        if (!s.then.isNone())
            continue;  // moves left out are all tried below
        Option o{ChangeKind::Replaced, s.move, {}, s.reason, s.edit, s.cost, entry + 1, false, p};
        o.after.doMove(s.move);
        if (s.reason == RepairReason::ColumnsSwapped) {
            const notation::Resolution own = notation::resolveText(rest.front(), language, o.after);
            // Not where the two entries swapped give the moves they give read as written (`7. O-O O-O`):
            // that swap changes nothing (suggest() leaves it out; columnsSwappedOnly does not look).
            if (!own.isResolved()
                || (legalEntry && s.move == written.move && swapReadsAsWritten(p, two, language, s.move, own.move)))
                continue;
            o.kind = ChangeKind::Swapped;
            o.then = own.move;
            o.after.doMove(own.move);
            o.next = entry + 2;
        } else if (legalEntry) {
            o.asWritten = s.move == written.move;
            o.reason = o.asWritten ? RepairReason::NearestMove : RepairReason::WrittenMoveLegalButBreaksLater;
        }
        o.cost += legalEntry && !o.asWritten ? LegalEntryChangedCost : 0.f;
        options.append(o);
    }
    if (sheet::isBlankEntry(rest.front()))
        return options;
    // A move left out before the entry, which then reads as the other player's move; before a legal
    // entry too, as the search tries it (at LegalEntryChangedCost more: the legal move written is not
    // taken as it reads).
    chess::MoveList legal;
    chess::generateLegalMoves(p, legal);
    for (chess::Move m : legal) {
        Option o{ChangeKind::Inserted, m, {}, RepairReason::MoveMissing, {},
            MissingMoveCost + (legalEntry ? LegalEntryChangedCost : 0.f), entry, false, p};
        o.after.doMove(m);
        const notation::Resolution own = notation::resolveText(rest.front(), language, o.after);
        if (!own.isResolved())
            continue;
        o.then = own.move;
        o.after.doMove(own.move);
        o.next = entry + 1;
        options.append(o);
    }
    if (breaks)
        options.append({ChangeKind::Dropped, {}, {}, RepairReason::ExtraEntry, {}, DropCost, entry + 1, false, p});
    return options;
}

// A legal entry read as written since the previous change, where the slip mended at the change may
// have been made instead: the sheet may show a slip only entries after the one it was made at.
struct EarlierEntry {
    int entry = 0;
    int movesBefore = 0;
    chess::Position before;
    RecentMoves recent;  // the two moves before it
    float marksPaid = 0;  // what the reconstruction pays on the entries from it to the change (marks contradicted)
};

// The entries `from` to `to` (excluded) read as written from `p`: whether each reads as a legal move, and
// what the reconstruction pays on those that do, the marks the position contradicts (the search's
// replayAsWritten prices them so).
struct ReadAsWritten {
    bool replays = true;
    float marksPaid = 0;
};

ReadAsWritten readAsWritten(
    chess::Position p, std::span<const QStringView> entries, notation::Language language, int from, int to)
{
    ReadAsWritten out;
    for (int k = from; k < to; ++k) {
        const notation::Resolution written = notation::resolveText(entries[k], language, p);
        if (!written.isResolved()) {
            out.replays = false;
            break;
        }
        out.marksPaid += MarkDisagreementCost * float(markDisagreements(written.findings));
        p.doMove(written.move);
    }
    return out;
}

// The entries read as written between the previous change and change `change`, at most LookFurther of
// them (the window in which the search itself reads legal entries as look-alikes).
QList<EarlierEntry> earlierEntries(const chess::Position& start, const Reconstruction& r, int change,
    std::span<const QStringView> entries, notation::Language language)
{
    const Change& c = r.changes[change];
    int first = std::max(0, c.entry - LookFurther);
    if (change > 0) {
        const Change& previous = r.changes[change - 1];
        first = std::max(first, previous.entry + (previous.kind == ChangeKind::Swapped ? 2 : 1));
    }
    QList<EarlierEntry> out;
    if (first >= c.entry)
        return out;
    chess::Position p = chess::positionAfter(start, std::span(r.moves).first(c.movesBefore - (c.entry - first)));
    for (int entry = first; entry < c.entry; ++entry) {
        const int movesBefore = c.movesBefore - (c.entry - entry);
        const float paid = readAsWritten(p, entries, language, entry, entry + 1).marksPaid;
        for (EarlierEntry& before : out)
            before.marksPaid += paid;  // paid from each entry before it to the change
        out.append({entry, movesBefore, p, recentMoves(std::span(r.moves).first(movesBefore)), paid});
        p.doMove(r.moves[movesBefore]);
    }
    return out;
}

// Whether the entries after way `o` replay as written through entry `last`: only then is it the slip
// mended at `last` made earlier. A way after which the sheet still breaks there needs a change there too:
// another slip, not the same one elsewhere (and not searched: the cheap test that spares most searches).
bool replaysThrough(const Option& o, std::span<const QStringView> entries, notation::Language language, int last)
{
    return readAsWritten(o.after, entries, language, o.next, std::min(last + 1, int(entries.size()))).replays;
}

// Every way to mend the entry (optionsAt), then the same slip at each earlier entry, weighed against the
// change made (weighWays), the rest after each searched by reconstructWithin.
Weighed alternativesTo(const Alternative& chosen, float made, float chosenKind, const chess::Position& p,
    RecentMoves recent, std::span<const QStringView> entries, notation::Language language, int entry,
    const QList<EarlierEntry>& earlier)
{
    QList<Option> options = optionsAt(p, entries, language, entry);
    QList<WayToMend> ways;
    for (const Option& o : options)
        ways.append({{.kind = o.kind, .move = o.move, .then = o.then}, o.cost, slipKindPrice(o.kind, o.reason)});
    // At an earlier entry, a way costs LegalEntryChangedCost more (its written move was legal): that says
    // where slips are commoner, not what is written, so it is set aside like a kind of slip where the
    // change made does not pay it too. What the reconstruction pays on the entries from there to the
    // change is taken off: the way reads them afresh.
    // Cheap tests first: a way whose own price is already over the bound (weighWays' test) or after which
    // the sheet still breaks by the change's entry is not searched.
    const bool madeAtLegalEntry = notation::resolveText(entries[entry], language, p).isResolved();
    const float whereSetAside = madeAtLegalEntry ? 0.f : LegalEntryChangedCost;
    const float bound = made - chosenKind + AlternativeMargin;
    for (const EarlierEntry& e : earlier)
        for (const Option& o : optionsAt(
                 e.before, entries, language, e.entry, bound + e.marksPaid + whereSetAside - LegalEntryChangedCost)) {
            const WayToMend way{
                {.kind = o.kind, .move = o.move, .then = o.then, .entry = e.entry, .movesBefore = e.movesBefore},
                o.cost - e.marksPaid, slipKindPrice(o.kind, o.reason) + whereSetAside, &e.before, e.recent};
            if (o.asWritten || way.cost - way.kindPrice > bound || !replaysThrough(o, entries, language, entry))
                continue;
            ways.append(way);
            options.append(o);
        }
    return weighWays(ways, chosen, made, chosenKind, p, recent, [&](int way, float maxCost, int budget) {
        const Option& o = options[way];
        return reconstructWithin(
            o.after, entries.subspan(std::min(o.next, int(entries.size()))), language, maxCost, budget);
    });
}

// The stretch change `i` is weighed over: to change `endChange` (r.changes.size(): the end of the sheet),
// the first later change after more than LookFurther entries that replay as written (the changes
// between are mended along; a later one that far on is mended the same whichever way this one went),
// whose entry is `endEntry` (`sheetEntries` at the end of the sheet).
struct Stretch {
    int endChange = 0;
    int endEntry = 0;
};

Stretch stretchOf(const Reconstruction& r, int i, int sheetEntries)
{
    int k = i + 1;
    while (k < r.changes.size() && r.changes[k].entry - r.changes[k - 1].entry <= LookFurther)
        ++k;
    return {k, k < r.changes.size() ? r.changes[k].entry : sheetEntries};
}

// The bucket of costs a sort takes as alike (SameCost wide): "within SameCost of each other" is no
// equivalence (a ~ b and b ~ c without a ~ c), and std::sort needs one (a strict weak ordering).
long sameCostBucket(float cost) { return std::lround(cost / SameCost); }

}  // namespace

float slipKindPrice(ChangeKind kind, RepairReason reason)
{
    switch (kind) {
    case ChangeKind::Inserted: return MissingMoveCost;
    case ChangeKind::Swapped: return ColumnsSwappedCost;
    case ChangeKind::Dropped: return DropCost;
    case ChangeKind::Replaced: return reason == RepairReason::Blank ? BlankCost : 0.f;
    }
    return 0.f;
}

Weighed weighWays(const QList<WayToMend>& ways, const Alternative& chosen, float made, float chosenKind,
    const chess::Position& p, RecentMoves recent, const RestSearch& searchRest)
{
    // What the sheet says against a way: its price but for its kind of slip (slipKindPrice), which says
    // how often a hand slips so, not what is written.
    const auto said = [](const WayToMend& w) { return w.cost - w.kindPrice; };
    const float bound = made - chosenKind + AlternativeMargin;
    // How likely a player was to make each way's first move (movelikelihood.h), in the position it is
    // taken in, worked out once per place and move: among the ways that the sheet prices alike the
    // likeliest are tried first, so that where the budget runs out it has gone to them (judged without
    // the capture search, for every way that may fit), and alternatives found that cost the same are
    // offered likeliest first (judged fully, for those only).
    QHash<std::pair<int, std::uint16_t>, float> judged[2];
    const auto likelihood = [&](const WayToMend& w, Judged how) {
        if (w.way.kind == ChangeKind::Dropped)
            return -std::numeric_limits<float>::infinity();
        QHash<std::pair<int, std::uint16_t>, float>& known = judged[how == Judged::Fully ? 0 : 1];
        const std::pair<int, std::uint16_t> key(w.way.entry, w.way.move.raw());
        if (const auto it = known.constFind(key); it != known.cend())
            return *it;
        return *known.insert(key,
            w.before ? moveLikelihood(*w.before, w.way.move, w.recentBefore, how)
                     : moveLikelihood(p, w.way.move, recent, how));
    };
    // The ways at the place itself first, then those at earlier entries; in each, the cheapest first and,
    // among those the sheet prices alike, the likeliest.
    QList<int> order;
    for (int i = 0; i < ways.size(); ++i)
        if (said(ways[i]) <= bound)
            order.append(i);
    const auto earlier = [&](int i) { return ways[i].way.atEarlierEntry(); };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (earlier(a) != earlier(b))
            return earlier(b);
        if (sameCostBucket(said(ways[a])) != sameCostBucket(said(ways[b])))
            return sameCostBucket(said(ways[a])) < sameCostBucket(said(ways[b]));
        return likelihood(ways[a], Judged::WithoutCaptureSearch) > likelihood(ways[b], Judged::WithoutCaptureSearch);
    });
    struct Found {
        Alternative alternative;
        int way;  // its index in `ways`
    };
    QList<Found> found;
    Weighed out;
    int budget = DecideBudget;
    const auto firstMove = [](const Alternative& a) { return a.kind == ChangeKind::Dropped ? chess::Move() : a.move; };
    for (int i : order) {
        const WayToMend& w = ways[i];
        const Alternative& a = w.way;
        const bool seen = (!a.atEarlierEntry() && firstMove(a) == firstMove(chosen))
            || std::any_of(found.cbegin(), found.cend(), [&](const Found& f) {
                   return f.alternative.entry == a.entry && firstMove(f.alternative) == firstMove(a)
                       && (f.alternative.kind == ChangeKind::Dropped) == (a.kind == ChangeKind::Dropped);
               });
        if (seen)
            continue;
        if (budget <= 0) {
            out.allTried = false;
            break;
        }
        const BoundedReconstruction rest = searchRest(i, bound - said(w), std::min(budget, DecideOptionBudget));
        budget -= rest.nodes;
        if (!rest.found && !rest.exhausted)
            continue;
        Found f{a, i};
        if (rest.found) {
            f.alternative.following = rest.found->moves;
            f.alternative.extraCost = w.cost + rest.found->cost - made;
        } else {
            f.alternative.checked = false;  // could not be ruled out within the budget: after those that fit
            f.alternative.extraCost = w.cost + (bound - said(w)) - made;  // the most it may cost
        }
        found.append(f);
    }
    // How likely the way's first move and the next one (the other side's, which the sheet then says) are
    // together: a move after which the written reply is natural is likelier than one after which it is
    // odd. The first move's likelihood plus the log of the reply's probability in the position after it,
    // times ReplyWeight (the first's normaliser is the same for every way at one place, the reply's is
    // not).
    QHash<int, float> together;
    const auto twoMoves = [&](const Found& f) {
        if (const auto it = together.constFind(f.way); it != together.cend())
            return *it;
        const WayToMend& w = ways[f.way];
        float score = likelihood(w, Judged::Fully);
        const chess::Move reply = w.way.then.isNone()
            ? (f.alternative.following.isEmpty() ? chess::Move() : f.alternative.following.front())
            : w.way.then;
        if (w.way.kind != ChangeKind::Dropped && !reply.isNone()) {
            chess::Position after = w.before ? *w.before : p;
            after.doMove(w.way.move);
            score += ReplyWeight
                * moveLogProbability(after, reply, {w.way.move, (w.before ? w.recentBefore : recent).theirs});
        }
        return *together.insert(f.way, score);
    };
    // Best first: the cheapest, then the checked, then the likelier two moves (which only order).
    std::stable_sort(found.begin(), found.end(), [&](const Found& a, const Found& b) {
        if (sameCostBucket(a.alternative.extraCost) != sameCostBucket(b.alternative.extraCost))
            return sameCostBucket(a.alternative.extraCost) < sameCostBucket(b.alternative.extraCost);
        if (a.alternative.checked != b.alternative.checked)
            return a.alternative.checked;
        return twoMoves(a) > twoMoves(b);
    });
    // At most MaxAlternatives, best first; but where the slip was is itself what the sheet does not say,
    // so the best way at each place (the change's entry, each earlier entry) is kept before the rest.
    QList<bool> kept(found.size(), false);
    int keeping = 0;
    for (int i = 0; i < found.size() && keeping < MaxAlternatives; ++i) {
        const bool placeSeen = std::any_of(found.cbegin(), found.cbegin() + i,
            [&](const Found& f) { return f.alternative.entry == found[i].alternative.entry; });
        if (!placeSeen) {
            kept[i] = true;
            ++keeping;
        }
    }
    for (int i = 0; i < found.size() && keeping < MaxAlternatives; ++i)
        if (!kept[i]) {
            kept[i] = true;
            ++keeping;
        }
    for (int i = 0; i < found.size(); ++i)
        if (kept[i])
            out.alternatives.append(found[i].alternative);
    return out;
}

chess::Position positionBefore(const chess::Position& start, const Reconstruction& r, const Change& change)
{
    return chess::positionAfter(start, std::span(r.moves).first(change.movesBefore));
}

Alternative madeBy(const Reconstruction& r, const Change& c)
{
    Alternative a{.kind = c.kind};
    if (c.ply < 0)
        return a;
    a.move = r.moves[c.ply];
    if ((c.kind == ChangeKind::Inserted || c.kind == ChangeKind::Swapped) && c.ply + 1 < r.moves.size())
        a.then = r.moves[c.ply + 1];
    return a;
}

void weighAlternatives(Reconstruction& r, const chess::Position& start, std::span<const QStringView> entries,
    notation::Language language, int fromChange)
{
    for (int i = fromChange; i < r.changes.size(); ++i) {
        const Stretch stretch = stretchOf(r, i, int(entries.size()));
        const int k = stretch.endChange;
        const float made = (k < r.changes.size() ? r.changes[k].costBefore : r.cost) - r.changes[i].costBefore;
        Change& c = r.changes[i];
        Weighed w = alternativesTo(madeBy(r, c), made, slipKindPrice(c.kind, c.reason), positionBefore(start, r, c),
            recentMoves(std::span(r.moves).first(c.movesBefore)), entries.first(stretch.endEntry), language, c.entry,
            earlierEntries(start, r, i, entries, language));
        c.alternatives = std::move(w.alternatives);
        c.allTried = w.allTried;
        c.decided = c.alternatives.isEmpty() && c.allTried;
        // "Other moves fit the sheet as well, this one is the likelier on the board" (reasonMessage) says what
        // this check found over the whole stretch, not what the suggestions saw over the next few entries:
        // another move at this entry that fits at the very same cost, so that only the search's order (the
        // move prior) took this one. A way at an earlier entry, or one dearer on paper, is listed, not tied.
        c.tied = std::any_of(c.alternatives.cbegin(), c.alternatives.cend(), [](const Alternative& a) {
            return a.checked && !a.atEarlierEntry() && a.extraCost < SameCost;
        });
    }
}

Reconstruction choose(const chess::Position& start, std::span<const QStringView> entries, notation::Language language,
    const Reconstruction& r, int change, int alternative)
{
    if (change < 0 || change >= r.changes.size() || alternative < 0
        || alternative >= r.changes[change].alternatives.size())
        return r;
    const Change& c = r.changes[change];
    const Alternative& picked = c.alternatives[alternative];
    // At an earlier entry, the game is taken up to it, and the reconstruction's cost before it leaves out
    // what it paid on the entries from there to the change.
    const int entry = picked.atEarlierEntry() ? picked.entry : c.entry;
    const int movesBefore = picked.atEarlierEntry() ? picked.movesBefore : c.movesBefore;
    const chess::Position before = chess::positionAfter(start, std::span(r.moves).first(movesBefore));
    const QList<Option> options = optionsAt(before, entries, language, entry);
    const auto o = std::find_if(options.cbegin(), options.cend(), [&](const Option& o) { return o.sameAs(picked); });
    if (o == options.cend())
        return r;
    Reconstruction out;
    out.moves = r.moves.first(movesBefore);
    out.changes = r.changes.first(change);
    const float costBefore = c.costBefore - readAsWritten(before, entries, language, entry, c.entry).marksPaid;
    const float base = costBefore + o->cost;
    if (!o->asWritten)  // the entry's own move: no change there
        out.changes.append({.kind = o->kind,
            .entry = entry,
            .ply = o->kind == ChangeKind::Dropped ? -1 : movesBefore,
            .reason = o->reason,
            .edit = o->edit,
            .movesBefore = movesBefore,
            .costBefore = costBefore});
    if (!o->move.isNone())
        out.moves.append(o->move);
    if (!o->then.isNone())
        out.moves.append(o->then);
    const Reconstruction rest = reconstruct(o->after, entries.subspan(o->next), language);
    const int offset = int(out.moves.size());
    for (Change later : rest.changes) {
        later.entry += o->next;
        later.ply += later.ply >= 0 ? offset : 0;
        later.movesBefore += offset;
        later.costBefore += base;
        out.changes.append(later);
    }
    out.moves += rest.moves;
    out.cost = base + rest.cost;
    out.complete = r.complete && rest.complete;
    // Every change from the pick on is weighed again over the whole sheet, the entry's own move picked
    // too: what the rest's search weighed saw only the entries after the pick (none before it, and its
    // alternatives' places counted from there). So is each change before the pick whose stretch reaches
    // it: it was weighed against the game as it stood there.
    int from = change;
    while (from > 0 && stretchOf(out, from - 1, int(entries.size())).endEntry > entry)
        --from;
    weighAlternatives(out, start, entries, language, from);
    return out;
}

}  // namespace repair
