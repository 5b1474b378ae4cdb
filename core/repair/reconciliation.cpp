// SPDX-License-Identifier: GPL-3.0-or-later
#include "reconciliation.h"

#include "bestfirst.h"
#include "costmodel.h"
#include "decidedness.h"
#include "moveprior.h"
#include "suggestions.h"

#include "chess/movegen.h"
#include "notation/resolver.h"
#include "sheet/blankentry.h"

#include <QHash>

#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>
#include <optional>

namespace repair {
namespace {

// How a step reads its entries: every sheet still going says this move as written, or the step
// changed (or dropped) what one of them says.
enum class Reading : std::uint8_t { AsWritten, Changed };

// The entries a step takes up: the next of each sheet still going, the next of one sheet, or none (a
// move that a sheet left out).
enum class Takes : std::uint8_t { EachSheetGoing, FirstSheet, SecondSheet, Nothing };

Takes takesFrom(int sheet) { return sheet == 0 ? Takes::FirstSheet : Takes::SecondSheet; }

struct Step {
    chess::Move move{};  // none: entries that stand for no move
    std::array<int, 2> entry{-1, -1};
    Reading reading = Reading::AsWritten;
    float cost = 0;  // of the path up to and including this step
};

notation::Resolution read(const SheetEntries& sheet, int entry, const chess::Position& p)
{
    return notation::resolveText(sheet.entries[entry], sheet.language, p);
}

// Both sheets' entries for one step, read once for every move the step could be.
struct StepEntries {
    std::array<notation::Resolution, 2> said;
    std::array<QString, 2> written;  // comparableText

    StepEntries(const std::array<SheetEntries, 2>& sheets, std::array<int, 2> entry, const chess::Position& p)
    {
        for (int i = 0; i < 2; ++i) {
            said[i] = read(sheets[i], entry[i], p);
            written[i] = comparableText(sheets[i].entries[entry[i]]);
        }
    }

    // What it costs that both entries stand for `move`: for a sheet that says it, the marks the position
    // contradicts (as where the sheets agree); for one that does not, the cost of reading it so.
    float cost(const std::array<SheetEntries, 2>& sheets, const chess::Position& p, chess::Move move) const
    {
        float total = 0;
        for (int i = 0; i < 2; ++i)
            total += said[i].isResolved() && said[i].move == move
                ? MarkDisagreementCost * float(markDisagreements(said[i].findings))
                : readingCost(written[i], p, move, sheets[i].language).cost;
        return total;
    }
};

// A state the game found passes through after a difference being weighed: what it costs from there to
// the end of the stretch weighed, and its first ply there.
struct Rejoin {
    float remaining = 0;
    int ply = 0;
};

struct Node {
    chess::Position position;  // after the steps
    std::array<int, 2> next{0, 0};  // each sheet's next entry
    float cost = 0;
    int parent = -1;
    QList<Step> steps;
    std::optional<Rejoin> rejoin;  // a state of the game found: from here it goes on as that game
};

using StateKey = QPair<quint64, quint64>;
StateKey stateKey(const Node& node)
{
    return {node.position.key(), (quint64(node.next[0]) << 32) | quint64(node.next[1])};
}

// The game found, as a way weighed against it may rejoin it (a state it passes through, within the
// stretch weighed): from there the way goes on as the game found does, at what that costs. Only the
// ways' difference from the game found matters, so the rest need not be searched again.
struct FoundGame {
    QHash<StateKey, Rejoin> states;
    QList<chess::Move> moves;  // the whole game
    int endPly = 0;  // the end of the stretch weighed
};

// How wide a node is expanded: the search's width, one child per kind (out of budget: greedy), or every
// way there is (what the decidedness check weighs).
enum class Breadth : std::uint8_t { Search, Greedy, Every };

// One way to take the next step from a node: what it is and costs (as an alternative), and the steps it
// makes (a move left out on the one sheet still going is two: the move, then the entry's own move).
struct Way {
    WayToMend mend;
    struct Part {
        chess::Move move;  // none: the entry stands for no move
        Takes takes;
        Reading reading;
    };
    QList<Part> parts;
};

// How far into the game each sheet goes: the last move one of its entries stands for.
void countPlies(Reconciliation& r)
{
    r.plies = {0, 0};
    for (const ReconciledStep& s : r.steps)
        for (int i = 0; i < 2; ++i)
            if (s.entry[i] >= 0 && s.ply >= 0)
                r.plies[i] = s.ply + 1;
}

// The two sheets as the search walks them: what each entry says in a position, and the ways to take
// the next step from a state (a position and each sheet's next entry).
class TwoSheets {
public:
    explicit TwoSheets(const std::array<SheetEntries, 2>& sheets)
        : m_sheets(sheets)
    {
    }

    bool ended(const Node& n, int sheet) const { return n.next[sheet] >= int(m_sheets[sheet].entries.size()); }
    notation::Resolution read(const chess::Position& p, int sheet, int entry) const
    {
        return repair::read(m_sheets[sheet], entry, p);
    }
    /// Every way to take the next step from `node` (its position and next entries) as wide as `breadth`
    /// says, and `node` after one of them (the way's cost added, its steps appended).
    QList<Way> ways(const Node& node, Breadth breadth) const;
    void take(Node& node, const Way& way) const;
    void goOn(Node& node) const;
    void step(Node& node, chess::Move move, Takes takes, Reading reading) const;

protected:
    std::array<SheetEntries, 2> m_sheets;

private:
    int agreeingSteps(chess::Position p, std::array<int, 2> next, int horizon) const;
    QList<Way> waysAlone(const Node& node, int sheet, Breadth breadth) const;
    QList<Way> waysBoth(const Node& node, Breadth breadth) const;
};

class Reconciler : private TwoSheets {
public:
    /// From `start`, the sheets' entries from `next` on; `maxCost`: nodes dearer than it are not searched
    /// (a bounded search: does any reading cost at most that?).
    /// `found`: a game whose states a node may rejoin (then it is finished, at what that game costs from
    /// there).
    Reconciler(const chess::Position& start, const std::array<SheetEntries, 2>& sheets, std::array<int, 2> next,
        float maxCost = std::numeric_limits<float>::infinity(), const FoundGame* found = nullptr)
        : TwoSheets(sheets)
        , m_maxCost(maxCost)
        , m_found(found)
    {
        Node root;
        root.position = start;
        root.next = next;
        add(std::move(root));
    }

    Reconciliation run();
    /// The cheapest reading within the bound, searched with at most `budget` nodes.
    BoundedReconstruction runBounded(int budget);

    // What BestFirst asks.
    int nodeCount() const { return int(m_nodes.size()); }
    bool stale(int index) const { return m_nodes[index].cost > m_cheapest.value(key(m_nodes[index])); }
    bool finished(int index) const
    {
        return m_nodes[index].rejoin || (ended(m_nodes[index], 0) && ended(m_nodes[index], 1));
    }
    int progress(int index) const { return m_nodes[index].next[0] + m_nodes[index].next[1]; }
    void expand(int index);
    void restartFrom(int index)
    {
        m_cheapest.clear();
        m_cheapest.insert(key(m_nodes[index]), m_nodes[index].cost);
    }

private:
    static StateKey key(const Node& node) { return stateKey(node); }
    void add(Node node);
    Node child(int parent, float cost) const;
    int finishGreedily(int index);
    Reconciliation path(int index) const;

    std::vector<Node> m_nodes;
    QHash<QPair<quint64, quint64>, float> m_cheapest;  // (position, both next entries) -> cheapest cost
    BestFirst m_queue;
    float m_maxCost;
    const FoundGame* m_found;
    bool m_greedy = false;
};

// One move (none: the entries stand for no move), taking up the entries `takes` says.
void TwoSheets::step(Node& node, chess::Move move, Takes takes, Reading reading) const
{
    Step s{move, {-1, -1}, reading, node.cost};
    for (int i = 0; i < 2; ++i)
        if ((takes == Takes::EachSheetGoing && !ended(node, i)) || takes == takesFrom(i))
            s.entry[i] = node.next[i]++;
    if (!move.isNone())
        node.position.doMove(move);
    node.steps.append(s);
}

// Goes on while the sheets still going say the same move as written, or one says it and the other
// left that box blank (what the arbiter does with a gap: take the opponent's sheet, Laws D.2.9).
void TwoSheets::goOn(Node& node) const
{
    while (!ended(node, 0) || !ended(node, 1)) {
        notation::Resolution r[2];
        bool blank[2] = {false, false};
        for (int i = 0; i < 2; ++i)
            if (!ended(node, i)) {
                r[i] = read(node.position, i, node.next[i]);
                blank[i] = !r[i].isResolved() && sheet::isBlankEntry(m_sheets[i].entries[node.next[i]]);
            }
        const bool bothGoing = !ended(node, 0) && !ended(node, 1);
        const int said = r[0].isResolved() ? 0 : 1;  // a sheet that says the move
        const bool agree = bothGoing ? (r[0].isResolved() && r[1].isResolved() && r[0].move == r[1].move)
                                     : r[ended(node, 0) ? 1 : 0].isResolved();
        const bool gapFilled = bothGoing && r[said].isResolved() && blank[1 - said];
        if (!agree && !gapFilled)
            return;
        for (int i = 0; i < 2; ++i)
            if (r[i].isResolved())
                node.cost += MarkDisagreementCost * float(markDisagreements(r[i].findings));
        node.cost += gapFilled ? GapFilledCost : 0.f;
        step(node, r[bothGoing ? said : (ended(node, 0) ? 1 : 0)].move, Takes::EachSheetGoing,
            agree ? Reading::AsWritten : Reading::Changed);
    }
}

// How many of the next steps (`horizon` at most) the two sheets agree on, from `p` (the look-ahead of a
// candidate).
int TwoSheets::agreeingSteps(chess::Position p, std::array<int, 2> next, int horizon) const
{
    int count = 0;
    for (; count < horizon; ++count) {
        if (next[0] >= int(m_sheets[0].entries.size()) || next[1] >= int(m_sheets[1].entries.size()))
            return count;
        const notation::Resolution a = read(p, 0, next[0]), b = read(p, 1, next[1]);
        if (!a.isResolved() || !b.isResolved() || a.move != b.move)
            return count;
        p.doMove(a.move);
        ++next[0], ++next[1];
    }
    return count;
}

void Reconciler::add(Node node)
{
    const qsizetype before = node.steps.size();
    goOn(node);
    if (m_found)
        if (const auto state = m_found->states.constFind(key(node)); state != m_found->states.cend())
            node.rejoin = *state;
    const bool done = node.rejoin || (ended(node, 0) && ended(node, 1));
    const float total = node.cost + (node.rejoin ? node.rejoin->remaining : 0.f);
    // Bounded: a node where the sheets part again needs another change, which costs at least CheapestChange.
    if (total + (done ? 0.f : CheapestChange) > m_maxCost)
        return;
    // Search order (as in reconstruction): a change after which the sheets part again at once comes later.
    const int run = int(node.steps.size() - before);
    const float priority = total + (done ? 0.f : QuickBreakCost * float(std::max(0, LookAhead - run)));
    const auto seen = m_cheapest.constFind(key(node));
    if (!m_greedy && seen != m_cheapest.cend() && *seen <= node.cost)
        return;
    m_cheapest.insert(key(node), node.cost);
    m_nodes.push_back(std::move(node));
    m_queue.push(priority, int(m_nodes.size()) - 1);
}

Node Reconciler::child(int parent, float cost) const
{
    Node n;
    n.position = m_nodes[parent].position;
    n.next = m_nodes[parent].next;
    n.cost = m_nodes[parent].cost + cost;
    n.parent = parent;
    return n;
}

// One sheet has ended: the other goes on alone, mended as reconstruction mends a single sheet: the
// suggestions for its entry (every one where every way is wanted, and then every legal move put before
// an entry that reads as no move, not only the few suggestions offer), the entry left out.
QList<Way> TwoSheets::waysAlone(const Node& node, int sheet, Breadth breadth) const
{
    const std::span<const QStringView> rest = m_sheets[sheet].entries.subspan(node.next[sheet]);
    const notation::Language language = m_sheets[sheet].language;
    const bool every = breadth == Breadth::Every;
    // Every way is weighed on what follows by its own search: the entry, and the next one, spare
    // suggest() its look-ahead.
    const QList<Suggestion> suggestions = suggest(node.position,
        {every ? rest.first(std::min<std::size_t>(rest.size(), 2)) : rest, language},
        every ? INT_MAX : (breadth == Breadth::Greedy ? 1 : Branching));
    QList<Way> out;
    for (const Suggestion& s : suggestions) {
        if (s.reason == RepairReason::ColumnsSwapped || (every && !s.then.isNone()))
            continue;
        if (!s.then.isNone())  // the move the sheet left out, then the entry as written
            out.append({{{.kind = ChangeKind::Inserted, .move = s.move, .then = s.then}, s.cost},
                {{s.move, Takes::Nothing, Reading::Changed}, {s.then, takesFrom(sheet), Reading::AsWritten}}});
        else
            out.append({{{.kind = ChangeKind::Replaced, .move = s.move}, s.cost},
                {{s.move, takesFrom(sheet), Reading::Changed}}});
    }
    if (every && !read(node.position, sheet, node.next[sheet]).isResolved()
        && !sheet::isBlankEntry(rest.front())) {
        chess::MoveList legal;
        chess::generateLegalMoves(node.position, legal);
        for (chess::Move m : legal) {
            chess::Position after = node.position;
            after.doMove(m);
            const notation::Resolution own = read(after, sheet, node.next[sheet]);
            if (own.isResolved())
                out.append({{{.kind = ChangeKind::Inserted, .move = m, .then = own.move}, MissingMoveCost},
                    {{m, Takes::Nothing, Reading::Changed}, {own.move, takesFrom(sheet), Reading::AsWritten}}});
        }
    }
    out.append({{{.kind = ChangeKind::Dropped}, DropCost}, {{{}, takesFrom(sheet), Reading::Changed}}});
    return out;
}

QList<Way> TwoSheets::waysBoth(const Node& node, Breadth breadth) const
{
    const StepEntries entries(m_sheets, node.next, node.position);
    const std::array<notation::Resolution, 2>& r = entries.said;
    const std::array<QString, 2>& written = entries.written;
    QList<Way> out;
    chess::MoveList legal;
    chess::generateLegalMoves(node.position, legal);
    const auto replaced = [&](chess::Move m, float cost) {
        out.append({{{.kind = ChangeKind::Replaced, .move = m}, cost}, {{m, Takes::EachSheetGoing, Reading::Changed}}});
    };
    if (breadth == Breadth::Every) {
        for (chess::Move m : legal)
            replaced(m, entries.cost(m_sheets, node.position, m));
    } else {
        // The moves that read cheapest on both sheets, ranked with a look-ahead. What stood in a box both
        // left blank shows only in how far the sheets then go on together: look as far as they go.
        struct Candidate {
            chess::Move move;
            float cost, rank;
            int agreeing, plausibility;
        };
        const bool bothBlank = sheet::isBlankEntry(written[0]) && sheet::isBlankEntry(written[1]);
        const int remaining
            = int(std::min(m_sheets[0].entries.size() - node.next[0], m_sheets[1].entries.size() - node.next[1])) - 1;
        const int horizon = bothBlank ? remaining : std::min(remaining, LookFurther);
        const int near = std::min(remaining, LookAhead), far = std::min(remaining, LookFurther);
        QList<Candidate> candidates;
        for (chess::Move m : legal) {
            const float cost = entries.cost(m_sheets, node.position, m);
            chess::Position p = node.position;
            p.doMove(m);
            const int agreeing = agreeingSteps(p, {node.next[0] + 1, node.next[1] + 1}, horizon);
            const float rank = cost + LookAheadMiss * float(near - std::min(agreeing, near))
                + FarMiss * float(far - std::min(agreeing, far));
            candidates.append({m, cost, rank, agreeing, bothBlank ? plausibility(node.position, m) : 0});
        }
        std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
            if (a.rank != b.rank)
                return a.rank < b.rank;
            return a.agreeing != b.agreeing ? a.agreeing > b.agreeing : a.plausibility > b.plausibility;
        });
        const int width = breadth == Breadth::Greedy ? 1 : Branching;
        for (const Candidate& c : candidates.first(std::min<qsizetype>(candidates.size(), width)))
            replaced(c.move, c.cost);
    }
    for (int i = 0; i < 2; ++i) {
        if (r[i].isResolved())  // the other sheet left this move out
            out.append({{{.kind = ChangeKind::Inserted, .move = r[i].move}, MissingMoveCost},
                {{r[i].move, takesFrom(i), Reading::Changed}}});
        // This sheet's entry is no move.
        out.append({{{.kind = ChangeKind::Dropped}, DropCost}, {{{}, takesFrom(i), Reading::Changed}}});
    }
    return out;
}

QList<Way> TwoSheets::ways(const Node& node, Breadth breadth) const
{
    if (ended(node, 0) || ended(node, 1))
        return waysAlone(node, ended(node, 0) ? 1 : 0, breadth);
    return waysBoth(node, breadth);
}

void TwoSheets::take(Node& node, const Way& way) const
{
    node.cost += way.mend.cost;
    for (const Way::Part& part : way.parts)
        step(node, part.move, part.takes, part.reading);
}

void Reconciler::expand(int index)
{
    for (const Way& way : ways(m_nodes[index], m_greedy ? Breadth::Greedy : Breadth::Search)) {
        Node n = child(index, 0);
        take(n, way);
        add(std::move(n));
    }
}

// Out of budget: from a node on, the cheapest child at each break to the end of both sheets.
int Reconciler::finishGreedily(int index)
{
    m_greedy = true;
    while (!ended(m_nodes[index], 0) || !ended(m_nodes[index], 1)) {
        const int first = int(m_nodes.size());
        expand(index);
        index = first;
        for (int i = first + 1; i < int(m_nodes.size()); ++i)
            if (m_nodes[i].cost < m_nodes[index].cost)
                index = i;
    }
    return index;
}

Reconciliation Reconciler::path(int index) const
{
    std::vector<int> chain;
    for (int i = index; i >= 0; i = m_nodes[i].parent)
        chain.push_back(i);
    Reconciliation r;
    r.cost = m_nodes[index].cost;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it)
        for (const Step& s : m_nodes[*it].steps) {
            const int ply = s.move.isNone() ? -1 : int(r.moves.size());
            r.steps.append({.ply = ply, .entry = s.entry, .differs = s.reading == Reading::Changed, .cost = s.cost});
            if (ply >= 0)
                r.moves.append(s.move);
        }
    countPlies(r);
    return r;
}

Reconciliation Reconciler::run()
{
    // In parts, as reconstruction searches one sheet; and two sheets, twice as long as one, may need more
    // parts than one sheet: a part that moved the furthest point at least LookFurther entries on earns
    // another, so the rest is searched, not mended one break at a time, as long as the search keeps
    // getting on (at most one part per LookFurther entries of both sheets).
    int furthest = 0;
    const int finished
        = m_queue.runInParts(*this, NodeBudget, PartBudget, {.atLeast = Parts, .earnedBy = LookFurther}, furthest);
    if (finished >= 0)
        return path(finished);
    // Out of budget: from the furthest point reached on, the cheapest child at each break.
    Reconciliation r = path(finishGreedily(furthest));
    r.complete = false;
    return r;
}

BoundedReconstruction Reconciler::runBounded(int budget)
{
    int furthest = 0;
    if (const int finished = m_queue.run(*this, budget, furthest); finished >= 0) {
        Reconciliation r = path(finished);
        if (const std::optional<Rejoin>& rejoin = m_nodes[finished].rejoin) {
            r.cost += rejoin->remaining;
            r.moves += m_found->moves.mid(rejoin->ply, m_found->endPly - rejoin->ply);
        }
        return {Reconstruction{.moves = r.moves, .changes = {}, .cost = r.cost}, false, nodeCount()};
    }
    return {std::nullopt, nodeCount() >= budget, nodeCount()};
}

// The cheapest game from `p`, the sheets' entries from `next` on (its plies counted from `p`).
Reconciliation searchFrom(const chess::Position& p, const std::array<SheetEntries, 2>& sheets, std::array<int, 2> next)
{
    return Reconciler(p, sheets, next).run();
}

// The state before step `at` of `r` (`at` may be r.steps.size(): the end): its position, each sheet's next
// entry, the cost so far.
Node stateBefore(const Reconciliation& r, const chess::Position& start, const std::array<SheetEntries, 2>& sheets, int at)
{
    Node n;
    n.position = start;
    for (int i = 0; i < movesBefore(r, at); ++i)
        n.position.doMove(r.moves[i]);
    for (int i = 0; i < 2; ++i) {
        n.next[i] = int(sheets[i].entries.size());
        const auto next = std::find_if(
            r.steps.cbegin() + at, r.steps.cend(), [i](const ReconciledStep& s) { return s.entry[i] >= 0; });
        if (next != r.steps.cend())
            n.next[i] = next->entry[i];
    }
    n.cost = at > 0 ? r.steps[at - 1].cost : 0.f;
    return n;
}

// `r` up to step `at`; there the steps of `taken` (the state before `at` after one way, its cost the
// game's up to there); then `rest`, searched from after it.
Reconciliation spliced(const Reconciliation& r, int at, const Node& taken, const Reconciliation& rest)
{
    Reconciliation out;
    out.steps = r.steps.first(at);
    out.moves = r.moves.first(movesBefore(r, at));
    for (const Step& s : taken.steps) {
        const int ply = s.move.isNone() ? -1 : int(out.moves.size());
        out.steps.append({.ply = ply, .entry = s.entry, .differs = s.reading == Reading::Changed, .cost = s.cost});
        if (ply >= 0)
            out.moves.append(s.move);
    }
    const int offset = int(out.moves.size());
    for (ReconciledStep s : rest.steps) {
        if (s.ply >= 0)
            s.ply += offset;
        s.cost += taken.cost;
        out.steps.append(s);
    }
    out.moves += rest.moves;
    out.cost = taken.cost + rest.cost;
    out.complete = r.complete && rest.complete;
    countPlies(out);
    return out;
}

// The state before step `at` with `way` taken, and the cheapest game from there on spliced in.
Reconciliation takingWay(const Reconciliation& r, const chess::Position& start,
    const std::array<SheetEntries, 2>& sheets, int at, const Way& way)
{
    Node taken = stateBefore(r, start, sheets, at);
    TwoSheets(sheets).take(taken, way);
    return spliced(r, at, taken, searchFrom(taken.position, sheets, taken.next));
}

// FIDE D.2.9 gives the arbiter both sheets, not a rule for a tie. From step `from` on, where each sheet
// says a legal move and not the same one, the cheapest game with each is searched afresh from there — the
// same search for both, so that the two costs compare exactly — and the game takes the cheaper (on a tie,
// the first sheet's; whether the sheets decide is weigh()'s to say). Where either search ran out of
// budget, its cost is no measure: the step is left as found.
void settle(Reconciliation& r, const chess::Position& start, const std::array<SheetEntries, 2>& sheets, int from)
{
    for (int i = from; i < r.steps.size(); ++i) {
        const ReconciledStep s = r.steps[i];
        if (!s.differs || s.ply < 0 || s.entry[0] < 0 || s.entry[1] < 0)
            continue;
        const Node before = stateBefore(r, start, sheets, i);
        const StepEntries entries(sheets, s.entry, before.position);
        const std::array<notation::Resolution, 2>& said = entries.said;
        const chess::Move taken = r.moves[s.ply];
        if (!said[0].isResolved() || !said[1].isResolved() || said[0].move == said[1].move
            || (taken != said[0].move && taken != said[1].move))
            continue;
        std::array<Reconciliation, 2> with;
        for (int c = 0; c < 2; ++c)
            with[c] = takingWay(r, start, sheets, i,
                {{{.kind = ChangeKind::Replaced, .move = said[c].move},
                     entries.cost(sheets, before.position, said[c].move)},
                    {{said[c].move, Takes::EachSheetGoing, Reading::Changed}}});
        if (!with[0].complete || !with[1].complete)
            continue;
        const int best = with[0].cost < with[1].cost + SameCost ? 0 : 1;
        if (taken != said[best].move)
            r = with[best];
    }
}

// The way step `at` of `r` took, as an alternative: a move for the entries of both sheets (or of the one
// still going), a move the other sheet left out, or (the one sheet going) a move it left out before its
// entry, or an entry that stands for no move.
enum class SheetsGoing : std::uint8_t { Both, One };

Alternative madeAt(const Reconciliation& r, int at, SheetsGoing going)
{
    const ReconciledStep& s = r.steps[at];
    if (s.ply < 0)
        return {.kind = ChangeKind::Dropped};
    Alternative a{.kind = ChangeKind::Replaced, .move = r.moves[s.ply]};
    const int taken = (s.entry[0] >= 0 ? 1 : 0) + (s.entry[1] >= 0 ? 1 : 0);
    if (taken == 0 || (taken == 1 && going == SheetsGoing::Both))
        a.kind = ChangeKind::Inserted;
    if (taken == 0 && s.ply + 1 < r.moves.size())
        a.then = r.moves[s.ply + 1];
    return a;
}

// Whether the sheets decide each difference from step `from` on, as reconstruction weighs a change
// (decidedness.h): every other way to take that step is tried, the rest of both sheets after it searched
// within what the step made costs from there (plus AlternativeMargin), to the end or to the first later
// difference more than LookFurther steps after the one before it (a limit, as there) — and, two sheets
// often differing all along, no further than the first later difference more than LookFurther steps
// after this one: else a long stretch is weighed whole, every way fits under its bound and the budget
// runs out before any is ruled out (a limit too: a way that would also spare a difference that far on
// is not seen).
void weigh(Reconciliation& r, const chess::Position& start, const std::array<SheetEntries, 2>& sheets, int from)
{
    for (int i = from; i < r.steps.size(); ++i) {
        if (!r.steps[i].differs)
            continue;
        int end = i + 1, last = i;
        for (; end < r.steps.size(); ++end)
            if (r.steps[end].differs) {
                if (end - last > LookFurther || end - i > LookFurther)
                    break;
                last = end;
            }
        const Node before = stateBefore(r, start, sheets, i);
        const Node after = stateBefore(r, start, sheets, end);
        std::array<SheetEntries, 2> window = sheets;
        for (int s = 0; s < 2; ++s)
            window[s].entries = sheets[s].entries.first(after.next[s]);
        const float endCost = end < r.steps.size() ? after.cost : r.cost;
        const float made = endCost - before.cost;
        FoundGame found{{}, r.moves, movesBefore(r, end)};
        Node state = before;
        for (int j = i; j < end; ++j) {  // the states after step i, to the end of the stretch
            const ReconciledStep& s = r.steps[j];
            if (s.ply >= 0)
                state.position.doMove(r.moves[s.ply]);
            for (int k = 0; k < 2; ++k)
                if (s.entry[k] >= 0)
                    state.next[k] = s.entry[k] + 1;
            found.states.insert(stateKey(state), {endCost - s.cost, s.ply >= 0 ? s.ply + 1 : movesBefore(r, j + 1)});
        }
        const TwoSheets two(window);
        const SheetsGoing going
            = !two.ended(before, 0) && !two.ended(before, 1) ? SheetsGoing::Both : SheetsGoing::One;
        const QList<Way> ways = two.ways(before, Breadth::Every);
        QList<WayToMend> mends;
        for (const Way& w : ways)
            mends.append(w.mend);
        // Two sheets weigh whole prices: no kind of slip is set aside (each way's kindPrice is 0).
        Weighed weighed = weighWays(mends, madeAt(r, i, going), made, 0.f, before.position,
            recentMoves(std::span(r.moves).first(movesBefore(r, i))), [&](int way, float maxCost, int budget) {
                Node taken;
                taken.position = before.position;
                taken.next = before.next;
                two.take(taken, ways[way]);
                return Reconciler(taken.position, window, taken.next, maxCost, &found).runBounded(budget);
            });
        ReconciledStep& step = r.steps[i];
        step.alternatives = std::move(weighed.alternatives);
        step.allTried = weighed.allTried;
        step.decided = step.alternatives.isEmpty() && step.allTried;
        for (int s = 0; s < 2; ++s) {
            const notation::Resolution said
                = step.entry[s] >= 0 ? read(sheets[s], step.entry[s], before.position) : notation::Resolution();
            step.said[s] = said.isResolved() ? said.move : chess::Move();
        }
    }
}

}  // namespace

int movesBefore(const Reconciliation& r, int step)
{
    return int(
        std::count_if(r.steps.cbegin(), r.steps.cbegin() + step, [](const ReconciledStep& s) { return s.ply >= 0; }));
}

QList<ReconciledStep> Reconciliation::differences() const
{
    QList<ReconciledStep> out;
    std::copy_if(
        steps.begin(), steps.end(), std::back_inserter(out), [](const ReconciledStep& s) { return s.differs; });
    return out;
}

Reconciliation reconcile(const chess::Position& start, const std::array<SheetEntries, 2>& sheets)
{
    Reconciliation r = searchFrom(start, sheets, {0, 0});
    settle(r, start, sheets, 0);
    weigh(r, start, sheets, 0);
    return r;
}

Reconciliation choose(const chess::Position& start, const std::array<SheetEntries, 2>& sheets, const Reconciliation& r,
    int step, int alternative)
{
    if (step < 0 || step >= r.steps.size() || alternative < 0 || alternative >= r.steps[step].alternatives.size())
        return r;
    const Alternative& picked = r.steps[step].alternatives[alternative];
    std::optional<Reconciliation> best;
    qsizetype parts = 0;
    // The ways with the move picked (alternatives are one per first move; a dropped entry may be either
    // sheet's): the cheapest game with one of them.
    const bool dropped = picked.kind == ChangeKind::Dropped;
    for (const Way& w : TwoSheets(sheets).ways(stateBefore(r, start, sheets, step), Breadth::Every)) {
        if ((w.mend.way.kind == ChangeKind::Dropped) != dropped || (!dropped && w.mend.way.move != picked.move))
            continue;
        Reconciliation candidate = takingWay(r, start, sheets, step, w);
        if (!best || candidate.cost < best->cost) {
            best = std::move(candidate);
            parts = w.parts.size();
        }
    }
    if (!best)
        return r;
    settle(*best, start, sheets, step + int(parts));
    weigh(*best, start, sheets, step);
    return *best;
}

}  // namespace repair
