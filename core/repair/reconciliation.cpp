// SPDX-License-Identifier: GPL-3.0-or-later
#include "reconciliation.h"

#include "bestfirst.h"
#include "costmodel.h"
#include "moveprior.h"
#include "suggestions.h"

#include "chess/movegen.h"
#include "notation/resolver.h"
#include "sheet/blankentry.h"

#include <QHash>

#include <algorithm>
#include <cmath>

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

struct Node {
    chess::Position position;  // after the steps
    std::array<int, 2> next{0, 0};  // each sheet's next entry
    float cost = 0;
    int parent = -1;
    QList<Step> steps;
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

class Reconciler {
public:
    /// From `start`, the sheets' entries from `next` on.
    Reconciler(const chess::Position& start, const std::array<SheetEntries, 2>& sheets, std::array<int, 2> next)
        : m_sheets(sheets)
    {
        Node root;
        root.position = start;
        root.next = next;
        add(std::move(root));
    }

    Reconciliation run();

    // What BestFirst asks.
    int nodeCount() const { return int(m_nodes.size()); }
    bool stale(int index) const { return m_nodes[index].cost > m_cheapest.value(key(m_nodes[index])); }
    bool finished(int index) const { return ended(m_nodes[index], 0) && ended(m_nodes[index], 1); }
    int progress(int index) const { return m_nodes[index].next[0] + m_nodes[index].next[1]; }
    void expand(int index);
    void restartFrom(int index)
    {
        m_cheapest.clear();
        m_cheapest.insert(key(m_nodes[index]), m_nodes[index].cost);
    }

private:
    static QPair<quint64, quint64> key(const Node& node)
    {
        return {node.position.key(), (quint64(node.next[0]) << 32) | quint64(node.next[1])};
    }
    bool ended(const Node& n, int sheet) const { return n.next[sheet] >= int(m_sheets[sheet].entries.size()); }
    notation::Resolution read(const chess::Position& p, int sheet, int entry) const
    {
        return repair::read(m_sheets[sheet], entry, p);
    }
    void goOn(Node& node) const;
    int agreeingSteps(chess::Position p, std::array<int, 2> next, int horizon) const;
    void add(Node node);
    Node child(int parent, float cost) const;
    void step(Node& node, chess::Move move, Takes takes, Reading reading) const;
    void expandAlone(int index, int sheet);
    void expandBoth(int index);
    int finishGreedily(int index);
    Reconciliation path(int index) const;

    std::array<SheetEntries, 2> m_sheets;
    std::vector<Node> m_nodes;
    QHash<QPair<quint64, quint64>, float> m_cheapest;  // (position, both next entries) -> cheapest cost
    BestFirst m_queue;
    bool m_greedy = false;
};

// One move (none: the entries stand for no move), taking up the entries `takes` says.
void Reconciler::step(Node& node, chess::Move move, Takes takes, Reading reading) const
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
void Reconciler::goOn(Node& node) const
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
int Reconciler::agreeingSteps(chess::Position p, std::array<int, 2> next, int horizon) const
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
    // Search order (as in reconstruction): a change after which the sheets part again at once comes later.
    const int run = int(node.steps.size() - before);
    const bool done = ended(node, 0) && ended(node, 1);
    const float priority = node.cost + (done ? 0.f : QuickBreakCost * float(std::max(0, LookAhead - run)));
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

// One sheet has ended: the other goes on alone, mended as reconstruction mends a single sheet.
void Reconciler::expandAlone(int index, int sheet)
{
    const Node& node = m_nodes[index];
    const QList<Suggestion> suggestions = suggest(node.position,
        {m_sheets[sheet].entries.subspan(node.next[sheet]), m_sheets[sheet].language}, m_greedy ? 1 : Branching);
    for (const Suggestion& s : suggestions) {
        if (s.reason == RepairReason::ColumnsSwapped)
            continue;
        Node n = child(index, s.cost);
        if (!s.then.isNone()) {
            step(n, s.move, Takes::Nothing, Reading::Changed);  // the move the sheet left out
            step(n, s.then, takesFrom(sheet), Reading::AsWritten);
        } else {
            step(n, s.move, takesFrom(sheet), Reading::Changed);
        }
        add(std::move(n));
    }
    Node dropped = child(index, DropCost);
    step(dropped, {}, takesFrom(sheet), Reading::Changed);
    add(std::move(dropped));
}

void Reconciler::expandBoth(int index)
{
    const Node node = m_nodes[index];  // copied: children are added to m_nodes
    const StepEntries entries(m_sheets, node.next, node.position);
    const std::array<notation::Resolution, 2>& r = entries.said;
    const std::array<QString, 2>& written = entries.written;
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
    chess::MoveList legal;
    chess::generateLegalMoves(node.position, legal);
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
    for (const Candidate& c : candidates.first(std::min<qsizetype>(candidates.size(), m_greedy ? 1 : Branching))) {
        Node n = child(index, c.cost);
        step(n, c.move, Takes::EachSheetGoing, Reading::Changed);
        add(std::move(n));
    }
    for (int i = 0; i < 2; ++i) {
        if (r[i].isResolved()) {  // the other sheet left this move out
            Node n = child(index, MissingMoveCost);
            step(n, r[i].move, takesFrom(i), Reading::Changed);
            add(std::move(n));
        }
        Node dropped = child(index, DropCost);  // this sheet's entry is no move
        step(dropped, {}, takesFrom(i), Reading::Changed);
        add(std::move(dropped));
    }
}

void Reconciler::expand(int index)
{
    const Node& node = m_nodes[index];
    if (ended(node, 0) || ended(node, 1))
        expandAlone(index, ended(node, 0) ? 1 : 0);
    else
        expandBoth(index);
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
            r.steps.append({ply, s.entry, s.reading == Reading::Changed, false, {}, s.cost});
            if (ply >= 0)
                r.moves.append(s.move);
        }
    countPlies(r);
    return r;
}

Reconciliation Reconciler::run()
{
    int furthest = 0;
    if (const int finished = m_queue.runInParts(*this, NodeBudget, PartBudget, Parts, furthest); finished >= 0)
        return path(finished);
    // Out of budget: from the furthest point reached on, the cheapest child at each break.
    Reconciliation r = path(finishGreedily(furthest));
    r.complete = false;
    return r;
}

// The cheapest game from `p`, the sheets' entries from `next` on (its plies counted from `p`).
Reconciliation searchFrom(const chess::Position& p, const std::array<SheetEntries, 2>& sheets, std::array<int, 2> next)
{
    return Reconciler(p, sheets, next).run();
}

// `r` up to step `at`; there `move`, at `cost`, for that step's entries; then `rest`, searched from after it.
Reconciliation spliced(const Reconciliation& r, int at, chess::Move move, float cost, const Reconciliation& rest)
{
    const ReconciledStep& old = r.steps[at];
    const float before = at > 0 ? r.steps[at - 1].cost : 0.f;
    Reconciliation out;
    out.steps = r.steps.first(at);
    out.moves = r.moves.first(old.ply);
    out.steps.append({old.ply, old.entry, true, false, {}, before + cost});
    out.moves.append(move);
    for (ReconciledStep s : rest.steps) {
        if (s.ply >= 0)
            s.ply += old.ply + 1;
        s.cost += before + cost;
        out.steps.append(s);
    }
    out.moves += rest.moves;
    out.cost = before + cost + rest.cost;
    out.complete = r.complete && rest.complete;
    countPlies(out);
    return out;
}

// FIDE D.2.9 gives the arbiter both sheets, not a rule for a tie. From step `from` on, where each sheet
// says a legal move and not the same one, the cheapest game with each is searched afresh from there — the
// same search for both, so that the two costs compare exactly. The same cost: nothing on the sheets
// decides; the step is marked undecided and the game takes the first sheet's move. A lower cost for one:
// the game takes that move. Where either search ran out of budget, its cost is no measure: the step is
// left as found.
void settle(Reconciliation& r, const chess::Position& start, const std::array<SheetEntries, 2>& sheets, int from)
{
    chess::Position p = start;
    for (int i = 0; i < r.steps.size(); ++i) {
        const ReconciledStep s = r.steps[i];
        if (i >= from && s.differs && s.ply >= 0 && s.entry[0] >= 0 && s.entry[1] >= 0) {
            const StepEntries entries(sheets, s.entry, p);
            const std::array<notation::Resolution, 2>& said = entries.said;
            const chess::Move taken = r.moves[s.ply];
            if (said[0].isResolved() && said[1].isResolved() && said[0].move != said[1].move
                && (taken == said[0].move || taken == said[1].move)) {
                std::array<Reconciliation, 2> rest;
                std::array<float, 2> cost{}, total{};
                for (int c = 0; c < 2; ++c) {
                    chess::Position after = p;
                    after.doMove(said[c].move);
                    rest[c] = searchFrom(after, sheets, {s.entry[0] + 1, s.entry[1] + 1});
                    cost[c] = entries.cost(sheets, p, said[c].move);
                    total[c] = cost[c] + rest[c].cost;
                }
                if (rest[0].complete && rest[1].complete) {
                    const bool undecided = std::abs(total[0] - total[1]) < SameCost;
                    const int best = undecided || total[0] < total[1] ? 0 : 1;
                    if (taken != said[best].move)
                        r = spliced(r, i, said[best].move, cost[best], rest[best]);
                    r.steps[i].undecided = undecided;
                    if (undecided)
                        r.steps[i].said = {said[0].move, said[1].move};
                }
            }
        }
        if (r.steps[i].ply >= 0)
            p.doMove(r.moves[r.steps[i].ply]);
    }
}

}  // namespace

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
    return r;
}

Reconciliation choose(const chess::Position& start, const std::array<SheetEntries, 2>& sheets, const Reconciliation& r,
    int step, int sheet)
{
    if (step < 0 || step >= r.steps.size() || !r.steps[step].undecided || (sheet != 0 && sheet != 1)
        || r.moves[r.steps[step].ply] == r.steps[step].said[sheet])
        return r;
    const ReconciledStep s = r.steps[step];
    chess::Position p = start;
    for (int i = 0; i < s.ply; ++i)
        p.doMove(r.moves[i]);
    chess::Position after = p;
    after.doMove(s.said[sheet]);
    Reconciliation out = spliced(r, step, s.said[sheet], StepEntries(sheets, s.entry, p).cost(sheets, p, s.said[sheet]),
        searchFrom(after, sheets, {s.entry[0] + 1, s.entry[1] + 1}));
    out.steps[step].undecided = true;
    out.steps[step].said = s.said;
    settle(out, start, sheets, step + 1);
    return out;
}

}  // namespace repair
