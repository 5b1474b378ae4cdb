// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Checks a helpmate line with the rules engine alone, so that a test of a Yes does not trust the
// analysis that found it.

#include "chess/movegen.h"
#include "chess/status.h"

#include <vector>

/// Whether every move of `line` is legal in turn from `start` and the last leaves `winner`'s opponent
/// checkmated (an empty line: mated already).
inline bool lineMates(const chess::Position& start, const std::vector<chess::Move>& line, chess::Color winner)
{
    chess::Position p = start;
    for (const chess::Move m : line) {
        chess::MoveList legal;
        chess::generateLegalMoves(p, legal);
        if (!legal.contains(m))
            return false;
        p.doMove(m);
    }
    return p.sideToMove() != winner && chess::isCheckmate(p);
}
