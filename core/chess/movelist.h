// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "move.h"

#include <cassert>
#include <cstddef>

namespace chess {

/// A fixed-capacity list of moves on the stack: no chess position has more than 218 legal moves.
class MoveList {
public:
    static constexpr std::size_t Capacity = 256;

    void push(Move m)
    {
        assert(m_size < Capacity);
        m_moves[m_size++] = m;
    }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    Move operator[](std::size_t i) const
    {
        assert(i < m_size);
        return m_moves[i];
    }
    const Move* begin() const { return m_moves; }
    const Move* end() const { return m_moves + m_size; }
    bool contains(Move m) const
    {
        for (Move x : *this)
            if (x == m)
                return true;
        return false;
    }

    /// Moves are written before they are read, so the storage is left uninitialised: zeroing
    /// 512 bytes for every list would cost more than generating the moves.
    MoveList() { }

private:
    std::size_t m_size = 0;
    union {
        Move m_moves[Capacity];
    };
};

}  // namespace chess
