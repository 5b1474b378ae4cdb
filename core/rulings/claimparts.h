// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "claim.h"
#include "plyhistory.h"

#include <vector>

/// The parts a claim ruling is made of (claim.cpp puts them together).
namespace rulings::detail {

/// Where the position after `claimedPly` (the last of `positions`) stood before, and where the same
/// pieces stood on the same squares with the same player to move in a position that was not the same.
/// Only the positions since the last capture or pawn move can be the same: the half-move clock bounds
/// the look back.
struct Repetitions {
    QList<int> occurrences;  // plies, ascending, `claimedPly` last
    QList<QPair<int, std::uint8_t>> notCounted;  // ply and bits of Difference, ascending
};
Repetitions repetitions(const std::vector<PlyPosition>& positions, int claimedPly);

/// The plies without a capture or pawn move up to the position after `claimedPly`, and who made them.
struct MoveCount {
    int halfMoves = 0;
    int moves[2] = {0, 0};  // White's and Black's
    int lastIrreversiblePly = -1;  // -1: none since the start position
};
/// `clock` is the half-move clock of the position after `claimedPly`, `toMove` its player to move.
MoveCount moveCount(int claimedPly, int clock, chess::Color toMove);

/// Fifty moves by each player: the half-move count a claim under 9.3 needs.
constexpr int FiftyMovesInPlies = 100;

/// The end of the game an event of the replay is (GameEnd::None for threefold and fifty moves, which only
/// allow a claim), and the article that ends the game so (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2, 9.5.2).
GameEnd endOf(sheet::EventKind kind);
const char* endArticle(GameEnd end);

/// How the game had ended by the time of the claim, if it had (checkmate or stalemate on the
/// board, 9.6's fivefold repetition or 75 moves, a dead position), and after which ply.
GameEnd gameEndBefore(const sheet::Record& record, int& ply);

/// What a position ends the game by once reached: checkmate, stalemate, a dead position, or nothing.
GameEnd endOnTheBoard(const chess::Position& position);

/// What follows from a ruling whose other fields are set.
Consequence consequence(const ClaimRuling& ruling, const sheet::Record& record, Rate rate);

}  // namespace rulings::detail
