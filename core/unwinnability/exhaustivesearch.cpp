#include "exhaustivesearch.h"

#include "material.h"
#include "pawnwall.h"
#include "wallchange.h"

#include "chess/movegen.h"

namespace unwinnability {

using namespace chess;

namespace {

constexpr std::size_t InitialSlots = 1 << 12;

std::uint64_t hashOf(const PackedPosition& p)
{
    std::uint64_t h = p.occupancy * 0x9E3779B97F4A7C15ULL;
    h ^= (p.pieces[0] + (h << 6) + (h >> 2)) * 0xC2B2AE3D27D4EB4FULL;
    h ^= (p.pieces[1] + p.state + (h << 6) + (h >> 2)) * 0x165667B19E3779F9ULL;
    return h ^ (h >> 29);
}

}  // namespace

void ExhaustiveSearch::start(const Position& root, Color winner)
{
    m_winner = winner;
    const PositionSetup setup = root.setup();
    m_castlingRooks = setup.castlingRooks;
    m_nodes.clear();
    m_next = 0;
    m_generated = 0;
    m_state = State::Running;
    if (m_slots.empty())
        m_slots.assign(InitialSlots, Slot{0, 0, 0});
    if (++m_stamp == 0) {  // stamps wrapped: every slot must look empty again
        m_slots.assign(m_slots.size(), Slot{0, 0, 0});
        m_stamp = 1;
    }
    m_nodes.push_back({pack(root), 0, Move::none(), false});
    insert(m_nodes.back().position, 0);
}

bool ExhaustiveSearch::insert(const PackedPosition& position, std::uint32_t node)
{
    if (2 * (m_nodes.size() + 1) > m_slots.size())
        grow();
    const std::size_t mask = m_slots.size() - 1;
    const std::uint64_t hash = hashOf(position);
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        Slot& slot = m_slots[i];
        if (slot.stamp != m_stamp) {
            slot = {hash, node, m_stamp};
            return true;
        }
        if (slot.hash == hash && m_nodes[slot.node].position == position)
            return false;
    }
}

void ExhaustiveSearch::grow()
{
    std::vector<Slot> old(m_slots.size() * 2, Slot{0, 0, 0});
    old.swap(m_slots);
    const std::size_t mask = m_slots.size() - 1;
    for (const Slot& s : old) {
        if (s.stamp != m_stamp)
            continue;
        std::size_t i = s.hash & mask;
        while (m_slots[i].stamp == m_stamp)
            i = (i + 1) & mask;
        m_slots[i] = s;
    }
}

ExhaustiveSearch::State ExhaustiveSearch::advance(std::uint64_t limit)
{
    while (m_state == State::Running && m_generated < limit) {
        if (m_next == m_nodes.size()) {
            m_state = State::Exhausted;
            break;
        }
        const std::uint32_t at = std::uint32_t(m_next++);
        const Position position = unpack(m_nodes[at].position, m_castlingRooks);
        MoveList moves;
        generateLegalMoves(position, moves);
        const bool wallUnchanged = m_nodes[at].wallUnchanged;
        if (at > 0
            && (moves.empty() || materialForbidsMate(position, m_winner)
                || (!wallUnchanged && pawnWallForbidsMate(position, m_winner))))
            continue;
        m_generated += moves.size();
        for (const Move m : moves) {
            Position after = position;
            after.doMove(m);
            const PackedPosition packed = pack(after);
            if (!insert(packed, std::uint32_t(m_nodes.size())))
                continue;
            m_nodes.push_back({packed, at, m, wallUnchangedAfter(position, m)});
            if (after.sideToMove() != m_winner && after.isCheck() && !hasLegalMove(after)) {
                m_mate = std::uint32_t(m_nodes.size() - 1);
                m_state = State::Mate;
                break;
            }
        }
    }
    return m_state;
}

std::vector<Move> ExhaustiveSearch::line() const
{
    std::vector<Move> moves;
    for (std::uint32_t n = m_mate; n != 0; n = m_nodes[n].parent)
        moves.push_back(m_nodes[n].move);
    return {moves.rbegin(), moves.rend()};
}

}  // namespace unwinnability
