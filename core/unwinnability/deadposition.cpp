#include "deadposition.h"

#include "pawnwall.h"

#include "chess/status.h"

namespace unwinnability {

bool detail::pawnWallsForbidMate(const chess::Position& position)
{
    return pawnWallForbidsMate(position, chess::Color::White) && pawnWallForbidsMate(position, chess::Color::Black);
}

DeadPosition staticDeadPosition(const chess::Position& position)
{
    if (chess::hasInsufficientMaterial(position))
        return DeadPosition::InsufficientMaterial;
    return pawnsLockTheBoard(position) ? DeadPosition::LockedPawns : DeadPosition::No;
}

}  // namespace unwinnability
