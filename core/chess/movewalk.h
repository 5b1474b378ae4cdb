// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <cstddef>
#include <iterator>
#include <span>

namespace chess {

/// The position reached from `start` by playing `moves` (legal moves, in order).
inline Position positionAfter(const Position& start, std::span<const Move> moves)
{
    Position p = start;
    for (const Move m : moves)
        p.doMove(m);
    return p;
}

/// One move of a game as a walk meets it: its ply (0 for the first), the move, and the position before it.
struct WalkedMove {
    int ply;
    Move move;
    const Position& before;
};

/// The one way through a list of moves with the board (a reconstruction's or a reconciliation's game):
/// `for (const WalkedMove& w : MoveWalk(start, moves))`. The moves must outlive the walk.
class MoveWalk {
public:
    struct End { };
    class Iterator {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = WalkedMove;
        using difference_type = std::ptrdiff_t;

        Iterator(const Position& start, std::span<const Move> moves)
            : m_moves(moves)
            , m_position(start)
        {
        }

        WalkedMove operator*() const { return {int(m_ply), m_moves[m_ply], m_position}; }
        Iterator& operator++()
        {
            m_position.doMove(m_moves[m_ply++]);
            return *this;
        }
        bool operator==(End) const { return m_ply == m_moves.size(); }

    private:
        std::span<const Move> m_moves;
        std::size_t m_ply = 0;
        Position m_position;
    };

    MoveWalk(const Position& start, std::span<const Move> moves)
        : m_start(start)
        , m_moves(moves)
    {
    }
    Iterator begin() const { return {m_start, m_moves}; }
    End end() const { return {}; }

private:
    const Position& m_start;
    std::span<const Move> m_moves;
};

}  // namespace chess
