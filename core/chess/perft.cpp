// SPDX-License-Identifier: GPL-3.0-or-later
#include "perft.h"

#include "movegen.h"

namespace chess {

std::uint64_t perft(Position& position, int depth)
{
    if (depth <= 0)
        return 1;
    // The moves at the last level are counted, never made.
    if (depth == 1)
        return std::uint64_t(countLegalMoves(position));
    MoveList moves;
    generateLegalMoves(position, moves);
    std::uint64_t nodes = 0;
    for (Move m : moves) {
        const Position::Undo undo = position.doMoveToUndo(m);
        nodes += perft(position, depth - 1);
        position.undoMove(m, undo);
    }
    return nodes;
}

std::vector<PerftDivide> perftDivide(Position& position, int depth)
{
    std::vector<PerftDivide> result;
    if (depth <= 0)
        return result;
    MoveList moves;
    generateLegalMoves(position, moves);
    for (Move m : moves) {
        const Position::Undo undo = position.doMoveToUndo(m);
        result.push_back({m, perft(position, depth - 1)});
        position.undoMove(m, undo);
    }
    return result;
}

}  // namespace chess
