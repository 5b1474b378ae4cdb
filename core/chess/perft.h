// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "move.h"
#include "position.h"

#include <cstdint>
#include <vector>

namespace chess {

/// The number of leaf nodes of the legal-move tree of the given depth (depth 0 counts 1).
std::uint64_t perft(Position& position, int depth);

struct PerftDivide {
    Move move;
    std::uint64_t nodes;
};

/// perft split by root move, in generation order; the counts add up to perft(position, depth).
std::vector<PerftDivide> perftDivide(Position& position, int depth);

}  // namespace chess
