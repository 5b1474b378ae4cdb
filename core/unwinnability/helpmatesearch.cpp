// SPDX-License-Identifier: GPL-3.0-or-later
#include "helpmatesearch.h"

#include "material.h"
#include "moveorder.h"

#include "chess/movegen.h"

#include <algorithm>

namespace unwinnability {

using namespace chess;

HelpmateSearch::HelpmateSearch(const Position& root, Color winner, TranspositionTable& table)
    : m_position(root)
    , m_winner(winner)
    , m_table(table)
{
}

HelpmateSearch::Outcome HelpmateSearch::pass(
    std::uint32_t passNumber, int depth, int discrepancies, std::uint64_t nodeBudget)
{
    m_pass = passNumber;
    m_budget = nodeBudget;
    m_mateLength = -1;
    return search(std::min(depth, MaxPly), discrepancies, 0);
}

std::vector<Move> HelpmateSearch::line() const { return {m_line.begin(), m_line.begin() + m_mateLength}; }

// Any mate in one is taken before the preferred moves are followed, the departure it may be costing
// nothing: it is cheap to look for (checks only), and the long lines end this way.
bool HelpmateSearch::mateInOne(const MoveList& moves, int ply)
{
    for (const Move m : moves) {
        if (!m_position.checkersAfter(m))
            continue;
        const Position::Undo undo = m_position.doMoveToUndo(m);
        const bool mate = !hasLegalMove(m_position);
        m_position.undoMove(m, undo);
        if (mate) {
            m_line[std::size_t(ply)] = m;
            m_mateLength = ply + 1;
            return true;
        }
    }
    return false;
}

HelpmateSearch::Outcome HelpmateSearch::search(int depth, int discrepancies, int ply)
{
    if (++m_nodes > m_budget)
        return Outcome::Aborted;
    // Only the winner's moves mate: the loser's last move must leave the winner a ply, and the winner's
    // last move before the horizon is looked at as a mate in one.
    const bool loserToMove = m_position.sideToMove() != m_winner;
    if (loserToMove && depth < 2)
        return Outcome::None;
    MoveList moves;
    generateLegalMoves(m_position, moves);
    if (moves.empty() || (ply > 0 && materialForbidsMate(m_position, m_winner)))
        return Outcome::None;
    if (!loserToMove) {
        if (mateInOne(moves, ply))
            return Outcome::Mate;
        if (depth < 3)
            return Outcome::None;
    }

    // A position met again on the line adds nothing; one searched before in this pass with as much depth
    // and as many departures left holds no mate within them.
    const std::uint64_t key = m_position.key();
    for (int p = ply - 2; p >= 0; p -= 2)
        if (m_keys[std::size_t(p)] == key)
            return Outcome::None;
    m_keys[std::size_t(ply)] = key;
    const PackedPosition packed = pack(m_position);
    if (const TableEntry* e = m_table.find(key, packed, m_pass))
        if (e->depth >= depth && e->discrepancies >= discrepancies)
            return Outcome::None;

    ScoredMove ordered[MoveList::Capacity];
    const int count = orderMoves(m_position, m_winner, moves, ordered);
    for (int i = 0; i < count && i <= discrepancies; ++i) {
        const Move m = ordered[i].move;
        m_line[std::size_t(ply)] = m;
        const Position::Undo undo = m_position.doMoveToUndo(m);
        const Outcome child = search(depth - 1, discrepancies - i, ply + 1);
        m_position.undoMove(m, undo);
        if (child != Outcome::None)
            return child;
    }
    m_table.store(key, {packed, std::uint8_t(depth), std::uint8_t(std::min(discrepancies, 255)), m_pass});
    return Outcome::None;
}

}  // namespace unwinnability
