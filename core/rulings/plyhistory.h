// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "claim.h"

#include "chess/position.h"
#include "sheet/record.h"

#include <QList>

#include <cstdint>
#include <vector>

/// The positions a record's game went through, as the claim rulings compare them.
namespace rulings::detail {

/// One position of the game, reduced to what decides whether two positions are the same (9.2.3).
struct PlyPosition {
    std::uint64_t key = 0;  // chess::Position::key: pieces, player to move, castling rights, a legal e.p. capture
    std::uint64_t boardKey = 0;  // the same key without castling rights and e.p.: pieces and player to move only
    std::uint8_t castlingRights = 0;
    bool enPassant = false;  // a legal en-passant capture is possible
    int halfmoveClock = 0;
};

PlyPosition plyPosition(const chess::Position& position);

/// The position after every ply the replay played, indexed by ply (0: the start position).
std::vector<PlyPosition> playedPositions(const sheet::Record& record);

/// The points of the game after the given plies (each from 0 to record.plies, ascending), with the moves
/// that led there written in the record's language.
QList<GamePoint> gamePoints(const sheet::Record& record, const QList<int>& plies);

/// The point a legal move from `before` leads to, `ply` being the ply it makes.
GamePoint gamePoint(const chess::Position& before, chess::Move move, int ply, notation::Language language);

}  // namespace rulings::detail
