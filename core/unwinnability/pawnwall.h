// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/position.h"

namespace unwinnability {

/// True when pawns that can never move again confine the pieces so that `winner` can never checkmate
/// (FIDE 6.9, 5.2.2): a locked pawn chain with pieces that cannot get through, bishops of the wrong
/// colour. A proof by invariant, explained in pawnwall.cpp; false says nothing. Positions with castling
/// rights or an en-passant square are left to the search (false).
bool pawnWallForbidsMate(const chess::Position& position, chess::Color winner);

}  // namespace unwinnability
