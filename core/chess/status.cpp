// SPDX-License-Identifier: GPL-3.0-or-later
#include "status.h"

#include "movegen.h"

namespace chess {

bool isCheckmate(const Position& position) { return position.isCheck() && !hasLegalMove(position); }

bool isStalemate(const Position& position) { return !position.isCheck() && !hasLegalMove(position); }

CheckResult checkResult(const Position& position, Move move)
{
    CheckResult result{position.checkersAfter(move), false};
    if (result.checkers) {
        Position after = position;
        after.doMove(move);
        result.mate = !hasLegalMove(after);
    }
    return result;
}

}  // namespace chess
