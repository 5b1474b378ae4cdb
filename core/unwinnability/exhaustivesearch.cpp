// SPDX-License-Identifier: GPL-3.0-or-later
#include "exhaustivesearch.h"

#include "material.h"
#include "moveorder.h"
#include "pawnwall.h"
#include "wallchange.h"

#include "chess/movegen.h"

#include <algorithm>

namespace unwinnability {

using namespace chess;

namespace {

constexpr std::size_t InitialSlots = 1 << 12;
constexpr std::size_t KeptWaiting = 1 << 16;  // 256 kB of waiting node numbers

std::uint64_t hashOf(const PackedPosition& p)
{
    std::uint64_t h = p.occupancy * 0x9E3779B97F4A7C15ULL;
    h ^= (p.pieces[0] + (h << 6) + (h >> 2)) * 0xC2B2AE3D27D4EB4FULL;
    h ^= (p.pieces[1] + p.state + (h << 6) + (h >> 2)) * 0x165667B19E3779F9ULL;
    return h ^ (h >> 29);
}

}  // namespace

void ExhaustiveSearch::NodeStore::push_back(const Node& node)
{
    if ((m_size >> BlockBits) == m_blocks.size())
        m_blocks.push_back(std::make_unique<Node[]>(std::size_t(1) << BlockBits));
    (*this)[m_size++] = node;
}

void ExhaustiveSearch::NodeStore::clear()
{
    m_size = 0;
    if (m_blocks.size() > 1)
        m_blocks.resize(1);
}

void ExhaustiveSearch::start(const Position& root, Color winner)
{
    m_winner = winner;
    const PositionSetup setup = root.setup();
    m_castlingRooks = setup.castlingRooks;
    // A big search leaves big tables; they are given back rather than kept for the next, mostly small,
    // one (the analyzer lives as long as the program).
    m_nodes.clear();
    std::size_t waiting = 0;
    for (const std::vector<std::uint32_t>& bucket : m_open)
        waiting += bucket.capacity();
    if (waiting > KeptWaiting)
        m_open = {};
    for (std::vector<std::uint32_t>& bucket : m_open)
        bucket.clear();
    m_slots.assign(InitialSlots, Slot{0, NoNode});
    m_cheapest = 0;
    m_generated = 0;
    m_state = State::Running;
    bool added = false;
    find(pack(root), added);
    push(0);
}

std::uint32_t ExhaustiveSearch::find(const PackedPosition& position, bool& added)
{
    if (4 * (std::size_t(m_nodes.size()) + 1) > 3 * m_slots.size())
        grow();
    const std::size_t mask = m_slots.size() - 1;
    const std::uint64_t hash = hashOf(position);
    const auto fingerprint = std::uint32_t(hash >> 32);
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        Slot& slot = m_slots[i];
        if (slot.node == NoNode) {
            const auto node = std::uint32_t(m_nodes.size());
            slot = {fingerprint, node};
            m_nodes.push_back({position, 0, 0, Move::none(), false, false});
            added = true;
            return node;
        }
        if (slot.fingerprint == fingerprint && m_nodes[slot.node].position == position) {
            added = false;
            return slot.node;
        }
    }
}

void ExhaustiveSearch::grow()
{
    m_slots.assign(m_slots.size() * 2, Slot{0, NoNode});
    const std::size_t mask = m_slots.size() - 1;
    for (std::uint32_t node = 0; node < m_nodes.size(); ++node) {
        const std::uint64_t hash = hashOf(m_nodes[node].position);
        std::size_t i = hash & mask;
        while (m_slots[i].node != NoNode)
            i = (i + 1) & mask;
        m_slots[i] = {std::uint32_t(hash >> 32), node};
    }
}

void ExhaustiveSearch::push(std::uint32_t node)
{
    const std::uint32_t cost = m_nodes[node].cost;
    if (cost >= m_open.size())
        m_open.resize(cost + 1);
    m_open[cost].push_back(node);
    m_cheapest = std::min(m_cheapest, cost);
}

bool ExhaustiveSearch::pop(std::uint32_t& node)
{
    for (; m_cheapest < m_open.size(); ++m_cheapest) {
        std::vector<std::uint32_t>& bucket = m_open[m_cheapest];
        while (!bucket.empty()) {
            node = bucket.back();
            bucket.pop_back();
            // A node met again by a cheaper line waits twice; the dearer entry is stale.
            if (!m_nodes[node].expanded && m_nodes[node].cost == m_cheapest)
                return true;
        }
    }
    return false;
}

ExhaustiveSearch::State ExhaustiveSearch::advance(std::uint64_t limit)
{
    while (m_state == State::Running && m_generated < limit) {
        std::uint32_t at = 0;
        if (!pop(at)) {
            m_state = State::Exhausted;
            break;
        }
        expand(at);
    }
    return m_state;
}

void ExhaustiveSearch::expand(std::uint32_t at)
{
    m_nodes[at].expanded = true;
    Position position = unpack(m_nodes[at].position, m_castlingRooks);
    MoveList moves;
    generateLegalMoves(position, moves);
    if (at > 0
        && (moves.empty() || materialForbidsMate(position, m_winner)
            || (!m_nodes[at].wallUnchanged && pawnWallForbidsMate(position, m_winner))))
        return;
    m_generated += moves.size();
    ScoredMove ordered[MoveList::Capacity];
    const int count = orderMoves(position, m_winner, moves, ordered);
    const std::uint32_t cost = m_nodes[at].cost;
    const bool winnerMoves = position.sideToMove() == m_winner;
    for (int i = 0; i < count; ++i) {
        const Move m = ordered[i].move;
        const bool unchanged = wallUnchangedAfter(position, m, m_winner);
        const Position::Undo undo = position.doMoveToUndo(m);
        bool added = false;
        const std::uint32_t child = find(pack(position), added);
        const bool mate = added && winnerMoves && position.isCheck() && !hasLegalMove(position);
        position.undoMove(m, undo);
        Node& node = m_nodes[child];
        const auto childCost = std::uint32_t(cost + std::uint32_t(i));
        if (!added && (node.expanded || node.cost <= childCost))
            continue;
        node.parent = at;
        node.cost = childCost;
        node.move = m;
        node.wallUnchanged = unchanged;
        if (mate) {
            m_mate = child;
            m_state = State::Mate;
            return;
        }
        push(child);
    }
}

std::vector<Move> ExhaustiveSearch::line() const
{
    std::vector<Move> moves;
    for (std::uint32_t n = m_mate; n != 0; n = m_nodes[n].parent)
        moves.push_back(m_nodes[n].move);
    return {moves.rbegin(), moves.rend()};
}

}  // namespace unwinnability
