#pragma once

#include "packedposition.h"

#include "chess/move.h"
#include "chess/position.h"

#include <cstdint>
#include <vector>

namespace unwinnability {

/// Every position reachable from the root, breadth first, each once (by its exact identity), except that
/// a position the static rules prove unwinnable for the winner (material.h, pawnwall.h) is not expanded,
/// and neither is one where the game is over. It ends in one of three ways:
///  - a mate by the winner is reached: the shortest line to it is known;
///  - every reachable position has been seen without one: a proof that the winner cannot mate (FIDE 6.9:
///    no series of legal moves ends in its mate);
///  - the limit of positions generated (every legal move of every position expanded, seen before or not)
///    is reached first: nothing is known; advance() can go on with a higher one.
/// The proof holds because the set seen is closed under legal moves, leaving out only positions whose
/// every continuation is mate-less by the static rules.
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
        chess::Move move;  // the move from the parent
        bool wallUnchanged;  // the pawn-wall analysis answers as in the parent (wallchange.h)
    };

    bool insert(const PackedPosition& position, std::uint32_t node);
    void grow();

    chess::Color m_winner = chess::Color::White;
    std::array<chess::Square, 4> m_castlingRooks{};
    std::vector<Node> m_nodes;
    std::uint64_t m_next = 0;  // the next node to expand
    std::uint64_t m_generated = 0;
    std::uint32_t m_mate = 0;
    State m_state = State::Running;
    // The set of positions seen: open addressing over node numbers, with a stamp per slot so that a new
    // start needs no clearing.
    struct Slot {
        std::uint64_t hash;
        std::uint32_t node;
        std::uint32_t stamp;
    };
    std::vector<Slot> m_slots;
    std::uint32_t m_stamp = 0;
};

}  // namespace unwinnability
