// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <queue>
#include <utility>
#include <vector>

namespace repair {

/// The loop both repair searches share (reconstruction and reconciliation): nodes are expanded in
/// the order of the priority they were queued with, cheapest first, until one is finished or the budget
/// of nodes is spent.
class BestFirst {
public:
    void push(float priority, int node) { m_queue.push({priority, node}); }

    /// Asks the search, for a node index: `stale` (a cheaper way to its state was found after it was
    /// queued), `finished`, `progress` (how far into the sheet(s) it is) and `expand`; and `nodeCount`.
    /// Returns the first finished node, or -1 when the queue ran dry or the budget was reached; then
    /// `furthest` is the node that got furthest.
    template <typename Search>
    int run(Search& search, int budget, int& furthest)
    {
        furthest = 0;
        while (!m_queue.empty() && search.nodeCount() < budget) {
            const int node = m_queue.top().second;
            m_queue.pop();
            if (search.stale(node))
                continue;
            if (search.finished(node))
                return node;
            if (search.progress(node) > search.progress(furthest))
                furthest = node;
            search.expand(node);
        }
        return -1;
    }

    /// How many parts a search may take after its first: `atLeast`, and past them one more after each
    /// part that moved the furthest point at least `earnedBy` further on (0: none earned so).
    struct Parts {
        int atLeast = 0;
        int earnedBy = 0;
    };

    /// As run, and when the budget is spent, searches afresh from the furthest node (the path to it
    /// kept, what was queued dropped) with `partBudget` more nodes, as many times as `parts` allows: a
    /// sheet with more slips than one search can settle is settled part by part. The search's
    /// `restartFrom(node)` forgets the states it has seen but that node's. A part that got no further
    /// than where it started ends the search: the next would start from the same point.
    template <typename Search>
    int runInParts(Search& search, int budget, int partBudget, Parts parts, int& furthest)
    {
        for (int part = 0;; ++part) {
            const int from = part ? search.progress(furthest) : 0;
            if (const int done = run(search, search.nodeCount() + (part ? partBudget : budget), furthest); done >= 0)
                return done;
            // A queue that ran dry has tried every way on: a part afresh would only try them again.
            if (m_queue.empty() || search.progress(furthest) <= from)
                return -1;
            const bool earned = parts.earnedBy > 0 && search.progress(furthest) - from >= parts.earnedBy;
            if (part >= parts.atLeast && !earned)
                return -1;
            m_queue = {};
            search.restartFrom(furthest);
            push(0, furthest);
        }
    }

private:
    using Queued = std::pair<float, int>;
    std::priority_queue<Queued, std::vector<Queued>, std::greater<>> m_queue;
};

}  // namespace repair
