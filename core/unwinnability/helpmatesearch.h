#pragma once

#include "packedposition.h"
#include "transpositiontable.h"

#include "chess/move.h"
#include "chess/position.h"

#include <array>
#include <cstdint>
#include <vector>

namespace unwinnability {

/// How a subtree of the helpmate search ended.
enum class Outcome : std::uint8_t {
    Mate,  // a line to the winner's mate was found (HelpmateSearch::line())
    Closed,  // proved: no mate can follow, by any moves
    Open,  // none found within the pass's limits
    Aborted,  // the node budget ran out
};

/// Which moves a pass looks at.
enum class Breadth : std::uint8_t {
    Preferred,  // a limited-discrepancy pass: the first moves in moveorder.h's order, a budget of departures
    Every,  // every legal move: the pass that can prove a position closed
};

/// A depth-first search for a helpmate: both sides play towards the winner's mate. Each pass looks
/// `depth` plies ahead; positions are kept in the transposition table with what was learnt about them. A
/// subtree is Closed only when every move in it was searched and every leaf is a mate-less end of the
/// game or is proved unwinnable statically (material.h, pawnwall.h): so a Closed root is a proof that
/// the winner cannot mate. A position repeated on the current line counts as closed for the subtree below
/// its first occurrence only (see search()).
class HelpmateSearch {
public:
    HelpmateSearch(const chess::Position& root, chess::Color winner, TranspositionTable& table,
        std::uint32_t firstPass, std::uint64_t nodeBudget);

    /// One pass from the root with a new pass number (which must be above every earlier one).
    Outcome pass(std::uint32_t passNumber, int depth, Breadth breadth, int discrepancies);

    /// After a pass that ended in Mate: the moves from the root to the winner's mate.
    std::vector<chess::Move> line() const;
    std::uint64_t nodes() const { return m_nodes; }
    bool budgetLeft() const { return m_nodes < m_budget; }

    static constexpr int MaxPly = 128;

    /// Whether the pawn-wall analysis could answer differently in a position than in the one before the
    /// last move, where it found nothing (see provedStatically() in the source).
    enum class WallChange : std::uint8_t { Possible, Impossible };

private:
    static constexpr int NoLowlink = MaxPly + 1;
    struct Result {
        Outcome outcome;
        int lowlink;  // the earliest ply on the current line whose repetition the result relied on
    };

    Result search(int depth, int discrepancies, int ply, WallChange wall);
    Result leaf(WallChange wall);
    bool provedStatically(WallChange wall) const;

    chess::Position m_position;
    chess::Color m_winner;
    TranspositionTable& m_table;
    std::uint32_t m_firstPass;
    std::uint32_t m_pass = 0;
    Breadth m_breadth = Breadth::Every;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_budget;
    int m_mateLength = 0;
    std::array<std::uint64_t, MaxPly + 1> m_keys{};
    std::array<PackedPosition, MaxPly + 1> m_packs{};
    std::array<chess::Move, MaxPly + 1> m_line{};
};

}  // namespace unwinnability
