// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "packedposition.h"
#include "transpositiontable.h"

#include "chess/move.h"
#include "chess/movelist.h"
#include "chess/position.h"

#include <array>
#include <cstdint>
#include <vector>

namespace unwinnability {

/// A depth-first search for a helpmate: both sides play towards the winner's mate, in the order of
/// moveorder.h. A pass follows the first move at every node and allows `discrepancies` departures from
/// it over the line (the n-th move of a node costs n - 1), up to `depth` plies: limited discrepancy
/// search, which finds the long helpmates of real positions when the order is good. It only finds: a pass
/// that ends without a mate proves nothing (exhaustivesearch.h proves).
class HelpmateSearch {
public:
    enum class Outcome : std::uint8_t { Mate, None, Aborted };

    HelpmateSearch(const chess::Position& root, chess::Color winner, TranspositionTable& table);

    /// One pass with a pass number above every earlier one of the table; stops after `nodeBudget` nodes
    /// in all passes together (Aborted).
    Outcome pass(std::uint32_t passNumber, int depth, int discrepancies, std::uint64_t nodeBudget);

    /// After a pass that ended in Mate: the moves from the root to the winner's mate.
    std::vector<chess::Move> line() const;
    std::uint64_t nodes() const { return m_nodes; }

    static constexpr int MaxPly = 64;

private:
    Outcome search(int depth, int discrepancies, int ply);
    bool mateInOne(const chess::MoveList& moves, int ply);

    chess::Position m_position;
    chess::Color m_winner;
    TranspositionTable& m_table;
    std::uint32_t m_pass = 0;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_budget = 0;
    int m_mateLength = 0;
    std::array<std::uint64_t, MaxPly + 1> m_keys{};
    std::array<chess::Move, MaxPly + 1> m_line{};
};

}  // namespace unwinnability
