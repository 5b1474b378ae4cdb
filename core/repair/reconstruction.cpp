// SPDX-License-Identifier: GPL-3.0-or-later
#include "reconstruction.h"

#include "bestfirst.h"
#include "costmodel.h"
#include "decidedness.h"
#include "suggestions.h"

#include "chess/movelist.h"
#include "notation/movereader.h"
#include "notation/resolver.h"
#include "sheet/blankentry.h"

#include <QHash>
#include <QVarLengthArray>

#include <array>
#include <limits>

namespace repair {
namespace {

// Where a change is tried: at the entry where the replay broke, or at a legal entry shortly before it
// (its move was legal, but the real slip; it shows only later).
enum class ChangeAt : std::uint8_t { Break, LegalEntry };

struct Node {
    chess::Position from;  // before this node's moves
    chess::Position position;  // after them
    int runStart = 0;  // the first entry this node replayed as written
    int entry = 0;  // the next entry to read
    float cost = 0;
    int parent = -1;
    QList<chess::Move> moves;  // the change's moves, then the entries replayed as written
    bool changed = false;
    Change change;  // ply counts within `moves` until the path is put together
};

class Search {
public:
    /// `maxCost`: nodes dearer than it are not searched (a bounded search: does any reading cost at most that?).
    Search(const chess::Position& start, std::span<const QStringView> entries, notation::Language language,
        float maxCost = std::numeric_limits<float>::infinity())
        : m_entries(entries)
        , m_language(language)
        , m_maxCost(maxCost)
    {
        Node root;
        root.from = root.position = start;
        add(std::move(root));
    }

    Reconstruction run();
    BoundedReconstruction runBounded(int budget);

    // What BestFirst asks.
    int nodeCount() const { return int(m_nodes.size()); }
    bool stale(int index) const;
    bool finished(int index) const { return m_nodes[index].entry == int(m_entries.size()); }
    int progress(int index) const { return m_nodes[index].entry; }
    void expand(int index);
    void restartFrom(int index);

private:
    float priority(const Node& node) const;
    void add(Node node);
    void replayAsWritten(Node& node) const;
    void branchAt(int parentIndex, const chess::Position& position, int entry, ChangeAt at, chess::Move written = {});
    void branchAtLookAlikes(int parentIndex, const chess::Position& position, int entry, chess::Move written);
    const QStringList& lookAlikeTexts(int entry);
    int finishGreedily(int index);
    Reconstruction path(int index) const;

    std::span<const QStringView> m_entries;
    notation::Language m_language;
    float m_maxCost;
    bool m_greedy = false;  // out of budget: one child per break, kept whatever it costs
    std::vector<Node> m_nodes;
    QHash<QPair<quint64, int>, float> m_cheapest;  // (position, next entry) -> the cheapest cost seen
    QHash<int, QStringList> m_lookAlikeTexts;  // entry -> its texts one look-alike away that read as a move
    BestFirst m_queue;
};

void Search::replayAsWritten(Node& node) const
{
    node.runStart = node.entry;
    while (node.entry < int(m_entries.size())) {
        const notation::Resolution r = notation::resolveText(m_entries[node.entry], m_language, node.position);
        if (!r.isResolved())
            return;
        node.position.doMove(r.move);
        node.moves.append(r.move);
        node.cost += MarkDisagreementCost * float(markDisagreements(r.findings));
        ++node.entry;
    }
}

// The order in which nodes are expanded: their cost, and a change after which the sheet breaks again
// within a few entries comes later (two slips in a row are rarer than one). Search order only: the
// cost of a reconstruction is the sum of its changes.
float Search::priority(const Node& node) const
{
    if (node.entry == int(m_entries.size()))
        return node.cost;
    return node.cost + QuickBreakCost * float(std::max(0, LookAhead - (node.entry - node.runStart)));
}

void Search::add(Node node)
{
    if (node.cost > m_maxCost)
        return;
    replayAsWritten(node);
    // Bounded: a node the sheet breaks after needs another change, which costs at least CheapestChange.
    if (node.cost + (node.entry < int(m_entries.size()) ? CheapestChange : 0.f) > m_maxCost)
        return;
    const QPair<quint64, int> key(node.position.key(), node.entry);
    const auto seen = m_cheapest.constFind(key);
    if (!m_greedy && seen != m_cheapest.cend() && *seen <= node.cost)
        return;
    m_cheapest.insert(key, node.cost);
    m_nodes.push_back(std::move(node));
    m_queue.push(priority(m_nodes.back()), int(m_nodes.size()) - 1);
}

// The children of a node whose replay broke at `entry`, or (backtracking) that replayed a legal entry
// there whose move was `written`.
void Search::branchAt(int parentIndex, const chess::Position& position, int entry, ChangeAt at, chess::Move written)
{
    const bool legalEntry = at == ChangeAt::LegalEntry;
    // No reference to the parent: add() grows m_nodes.
    const float base = m_nodes[parentIndex].cost + (legalEntry ? LegalEntryChangedCost : 0.f);
    const std::span<const QStringView> rest = m_entries.subspan(entry);
    const QList<Suggestion> suggestions = suggest(position, {rest, m_language},
        m_greedy ? 1 : (sheet::isBlankEntry(rest.front()) ? BlankBranching : Branching + (legalEntry ? 1 : 0)));
    const auto child = [&](float cost) {
        Node n;
        n.from = position;
        n.position = position;
        n.cost = base + cost;
        n.parent = parentIndex;
        n.changed = true;
        return n;
    };
    for (const Suggestion& s : suggestions) {
        if (legalEntry && s.move == written && s.then.isNone())
            continue;
        Node n = child(s.cost);
        n.change = {.kind = Change::Kind::Replaced,
            .entry = entry,
            .ply = 0,
            // A legal entry read as another move; put after a move left out, or swapped, it keeps its reason.
            .reason = legalEntry && s.then.isNone() && s.reason != RepairReason::ColumnsSwapped
                ? RepairReason::WrittenMoveLegalButBreaksLater
                : s.reason,
            .edit = s.edit,
            .tied = s.tied};
        n.moves.append(s.move);
        n.position.doMove(s.move);
        n.entry = entry + 1;
        if (!s.then.isNone()) {
            n.change.kind = Change::Kind::Inserted;
            n.moves.append(s.then);
            n.position.doMove(s.then);
        } else if (s.reason == RepairReason::ColumnsSwapped) {
            const notation::Resolution own = notation::resolveText(m_entries[entry], m_language, n.position);
            if (!own.isResolved())
                continue;
            n.change.kind = Change::Kind::Swapped;
            n.moves.append(own.move);
            n.position.doMove(own.move);
            n.entry = entry + 2;
        }
        add(std::move(n));
    }
    if (!legalEntry) {
        Node n = child(DropCost);
        n.change = {.kind = Change::Kind::Dropped, .entry = entry, .ply = -1, .reason = RepairReason::ExtraEntry};
        n.entry = entry + 1;
        add(std::move(n));
    }
}

void Search::expand(int index)
{
    const Node node = m_nodes[index];  // copied: children are added to m_nodes
    branchAt(index, node.position, node.entry, ChangeAt::Break);
    // Bounded (the decidedness check): a change at a legal entry costs at least LegalEntryChangedCost +
    // CheapestChange more; where that is over the bound, every child below would be turned away.
    if (node.cost + LegalEntryChangedCost + CheapestChange > m_maxCost)
        return;
    // A legal entry shortly before the break may have been the slip ("Bxe4" written for "Bxc4"). The
    // run's last moves are its entries' moves; only the positions before those few are needed.
    const int depth = std::min(BacktrackDepth, node.entry - node.runStart);
    const int first = int(node.moves.size()) - depth;
    // Further back in the run, up to LookFurther entries before the break: look-alike readings only.
    const int runFirst = int(node.moves.size()) - (node.entry - node.runStart);
    const int deepFirst = std::max(runFirst, int(node.moves.size()) - LookFurther);
    std::array<chess::Position, BacktrackDepth> before;  // before[k]: before the move moves[first + k]
    chess::Position p = node.from;
    for (int i = 0; i < int(node.moves.size()); ++i) {
        if (i >= first)
            before[i - first] = p;
        else if (i >= deepFirst)
            branchAtLookAlikes(index, p, node.runStart + (i - runFirst), node.moves[i]);
        p.doMove(node.moves[i]);
    }
    for (int back = 1; back <= depth; ++back)
        branchAt(
            index, before[depth - back], node.entry - back, ChangeAt::LegalEntry, node.moves[first + depth - back]);
}

// An entry's texts one look-alike away (oneLookAlikeAway) that read as a move at all, worked out once.
const QStringList& Search::lookAlikeTexts(int entry)
{
    auto found = m_lookAlikeTexts.find(entry);
    if (found == m_lookAlikeTexts.end()) {
        QStringList texts = oneLookAlikeAway(m_entries[entry]);
        texts.removeIf([&](const QString& text) {
            notation::Readings readings;
            return notation::readMoveReadings(text, m_language, readings) == 0;
        });
        found = m_lookAlikeTexts.insert(entry, texts);
    }
    return *found;
}

// A legal entry further back than BacktrackDepth, read as another legal move one look-alike away: the
// cheapest slip a legal entry hides, which may show many entries later (1. a4 for 1. d4, only at
// 5...Bb4+ no check). Only those readings are tried there, not every suggestion.
void Search::branchAtLookAlikes(int parentIndex, const chess::Position& position, int entry, chess::Move written)
{
    const float base = m_nodes[parentIndex].cost + LegalEntryChangedCost;
    const QString comparable = comparableText(m_entries[entry]);
    QVarLengthArray<chess::Move, 8> tried{written};
    for (const QString& text : lookAlikeTexts(entry)) {
        const notation::Resolution r = notation::resolveText(text, m_language, position);
        if (!r.isResolved() || std::find(tried.begin(), tried.end(), r.move) != tried.end())
            continue;
        tried.append(r.move);
        const EditCost reading = readingCost(comparable, position, r.move, m_language);
        Node n;
        n.from = n.position = position;
        n.cost = base + reading.cost;
        n.parent = parentIndex;
        n.changed = true;
        n.change = {.kind = Change::Kind::Replaced,
            .entry = entry,
            .ply = 0,
            .reason = RepairReason::WrittenMoveLegalButBreaksLater,
            .edit = reading.edit};
        n.moves.append(r.move);
        n.position.doMove(r.move);
        n.entry = entry + 1;
        add(std::move(n));
    }
}

Reconstruction Search::path(int index) const
{
    std::vector<int> chain;
    for (int i = index; i >= 0; i = m_nodes[i].parent)
        chain.push_back(i);
    Reconstruction r;
    r.cost = m_nodes[index].cost;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        const Node& n = m_nodes[*it];
        // A child that backtracked starts inside its parent's run: cut the moves back to the entry it changed.
        if (n.parent >= 0 && n.change.entry < m_nodes[n.parent].entry)
            r.moves.resize(r.moves.size() - (m_nodes[n.parent].entry - n.change.entry));
        if (n.changed) {
            Change c = n.change;
            c.ply = c.kind == Change::Kind::Dropped ? -1 : int(r.moves.size());
            c.movesBefore = int(r.moves.size());
            c.costBefore = m_nodes[n.parent].cost;
            r.changes.append(c);
        }
        r.moves.append(n.moves);
    }
    return r;
}

// From a node whose replay broke, the best suggestion at each break to the end of the sheet.
int Search::finishGreedily(int index)
{
    m_greedy = true;
    while (m_nodes[index].entry < int(m_entries.size())) {
        const int firstChild = int(m_nodes.size());
        const Node& node = m_nodes[index];
        branchAt(index, chess::Position(node.position), node.entry, ChangeAt::Break);
        index = firstChild;  // the best suggestion, or the entry dropped when none fits
    }
    return index;
}

bool Search::stale(int index) const
{
    const Node& node = m_nodes[index];
    return node.cost > m_cheapest.value({node.position.key(), node.entry});
}

void Search::restartFrom(int index)
{
    const Node& node = m_nodes[index];
    m_cheapest.clear();
    m_cheapest.insert({node.position.key(), node.entry}, node.cost);
}

// How many parts a sheet may be searched in: more for a long sheet (EntriesPerPart).
int partsFor(std::span<const QStringView> entries) { return std::max(Parts, int(entries.size()) / EntriesPerPart); }

Reconstruction Search::run()
{
    int furthest = 0;
    if (const int finished
        = m_queue.runInParts(*this, NodeBudget, PartBudget, {.atLeast = partsFor(m_entries)}, furthest);
        finished >= 0)
        return path(finished);
    // Out of budget: from the furthest point reached on, the best suggestion at each break.
    Reconstruction r = path(finishGreedily(furthest));
    r.complete = false;
    return r;
}

BoundedReconstruction Search::runBounded(int budget)
{
    int furthest = 0;
    if (const int finished = m_queue.run(*this, budget, furthest); finished >= 0)
        return {path(finished), false, nodeCount()};
    return {std::nullopt, nodeCount() >= budget, nodeCount()};
}

}  // namespace

Reconstruction reconstruct(
    const chess::Position& start, std::span<const QStringView> entries, notation::Language language)
{
    Reconstruction r = Search(start, entries, language).run();
    weighAlternatives(r, start, entries, language, 0);
    return r;
}

BoundedReconstruction reconstructWithin(const chess::Position& start, std::span<const QStringView> entries,
    notation::Language language, float maxCost, int budget)
{
    return Search(start, entries, language, maxCost).runBounded(budget);
}

}  // namespace repair
