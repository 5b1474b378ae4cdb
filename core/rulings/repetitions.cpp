// SPDX-License-Identifier: GPL-3.0-or-later
#include "claimparts.h"

namespace rulings::detail {

Repetitions repetitions(const std::vector<PlyPosition>& positions, int claimedPly)
{
    const PlyPosition& claimed = positions[std::size_t(claimedPly)];
    Repetitions found;
    // Two plies at a time: the same player to move. Before the last capture or pawn move no position
    // can have the same pieces on the same squares.
    for (int ply = claimedPly - claimed.halfmoveClock + (claimed.halfmoveClock % 2); ply <= claimedPly; ply += 2) {
        if (ply < 0)
            continue;
        const PlyPosition& p = positions[std::size_t(ply)];
        if (p.key == claimed.key) {
            found.occurrences.append(ply);
        } else if (p.boardKey == claimed.boardKey) {
            std::uint8_t differences = 0;
            if (p.castlingRights != claimed.castlingRights)
                differences |= std::uint8_t(Difference::CastlingRights);
            if (p.enPassant != claimed.enPassant)
                differences |= std::uint8_t(Difference::EnPassant);
            found.notCounted.append({ply, differences});
        }
    }
    return found;
}

MoveCount moveCount(int claimedPly, int clock, chess::Color toMove)
{
    MoveCount count;
    count.halfMoves = clock;
    // The last of them was made by the player not to move; the players took turns before it.
    count.moves[chess::index(~toMove)] = (clock + 1) / 2;
    count.moves[chess::index(toMove)] = clock / 2;
    if (clock < claimedPly)
        count.lastIrreversiblePly = claimedPly - clock;  // the move that set the clock to zero
    return count;
}

}  // namespace rulings::detail
