#pragma once

#include "chess/move.h"
#include "chess/position.h"

namespace repair {

/// How natural a move looks in its position, in centipawns of a rough material judgement: what it
/// takes (or promotes to), less what it leaves where it can be taken for less than it is worth, plus
/// half of what it saves from such a capture; castling counts a little. It tells apart the moves that
/// a sheet itself cannot: a blank or a move left out where several moves let every later entry
/// replay. Ranking among equals only, never a cost: what is written always decides first.
int plausibility(const chess::Position& position, chess::Move move);

}  // namespace repair
