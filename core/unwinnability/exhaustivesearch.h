// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "packedposition.h"

#include "chess/move.h"
#include "chess/position.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace unwinnability {

/// Every position reachable from the root, each once (by its exact identity), except that a position the
/// static rules prove unwinnable for the winner (material.h, pawnwall.h) is not expanded, and neither is
/// one where the game is over. The positions are expanded cheapest first, a line's cost being its
/// departures from the preferred moves of moveorder.h (the n-th move of a position costs n - 1), so the
/// search follows the helpmate order as far as it leads before it tries anything else, with no depth
/// limit, and never looks at a position twice. It ends in one of three ways:
///  - a mate by the winner is reached: the line to it is known;
///  - every reachable position has been seen without one: a proof that the winner cannot mate (FIDE 6.9:
///    no series of legal moves ends in its mate);
///  - the limit of positions generated (every legal move of every position expanded, seen before or not)
///    is reached first: nothing is known; advance() can go on with a higher one.
/// The proof holds whatever the order: the set seen is closed under legal moves, leaving out only
/// positions whose every continuation is mate-less by the static rules.
class ExhaustiveSearch {
public:
    enum class State : std::uint8_t { Running, Mate, Exhausted };

    /// Starts afresh from `root` (the root itself must be no mate and not proved unwinnable already).
    void start(const chess::Position& root, chess::Color winner);

    /// Goes on until `limit` positions have been generated (or the end); the state after.
    State advance(std::uint64_t limit);

    /// After State::Mate: the moves from the root to the mate.
    std::vector<chess::Move> line() const;
    /// The positions generated so far: the work done.
    std::uint64_t generated() const { return m_generated; }

private:
    struct Node {
        PackedPosition position;
        std::uint32_t parent;
        std::uint32_t cost;  // departures from the preferred moves on the cheapest line found to it
        chess::Move move;  // the move from the parent
        bool wallUnchanged;  // the pawn-wall analysis answers as in the parent (wallchange.h)
        bool expanded;
    };
    static_assert(sizeof(Node) == 40);

    // The nodes in blocks, so that a growing search never copies them all into a buffer twice as big
    // (which would double its memory at the worst moment), and a new one can keep the first block.
    class NodeStore {
    public:
        Node& operator[](std::uint32_t i) { return m_blocks[i >> BlockBits][i & BlockMask]; }
        const Node& operator[](std::uint32_t i) const { return m_blocks[i >> BlockBits][i & BlockMask]; }
        std::uint32_t size() const { return m_size; }
        void push_back(const Node& node);
        /// Empties the store, giving back every block but the first.
        void clear();

    private:
        static constexpr int BlockBits = 15;  // 32,768 nodes, 1.3 MB a block
        static constexpr std::uint32_t BlockMask = (1u << BlockBits) - 1;
        std::vector<std::unique_ptr<Node[]>> m_blocks;
        std::uint32_t m_size = 0;
    };

    // Returns the node of `position`, adding it (and setting `added`) when it is new.
    std::uint32_t find(const PackedPosition& position, bool& added);
    void grow();
    void push(std::uint32_t node);
    bool pop(std::uint32_t& node);
    void expand(std::uint32_t at);

    chess::Color m_winner = chess::Color::White;
    std::array<chess::Square, 4> m_castlingRooks{};
    NodeStore m_nodes;
    // The positions waiting to be expanded, by cost; the newest first within a cost, which follows a
    // line of preferred moves to its end before the next line of the same cost.
    std::vector<std::vector<std::uint32_t>> m_open;
    std::uint32_t m_cheapest = 0;  // no waiting position costs less
    std::uint64_t m_generated = 0;
    std::uint32_t m_mate = 0;
    State m_state = State::Running;
    // The set of positions seen: open addressing over node numbers, a slot holding part of the position's
    // hash (to compare positions only when it matches) and its node, or NoNode.
    struct Slot {
        std::uint32_t fingerprint;
        std::uint32_t node;
    };
    static constexpr std::uint32_t NoNode = ~std::uint32_t(0);
    std::vector<Slot> m_slots;
};

}  // namespace unwinnability
