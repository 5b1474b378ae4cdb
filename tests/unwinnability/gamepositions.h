// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Positions from the shared games (tests/data/games), for the unwinnability tests and benchmark.

#include "gamefiles.h"

#include "chess/fen.h"
#include "chess/position.h"
#include "chess/uci.h"

#include <QList>

#include <functional>

/// A position of a game with where it comes from.
struct GamePosition {
    chess::Position position;
    int game;  // 1-based, in file order
    int ply;  // moves played from the game's start
    bool final;  // after the game's last move
};

/// Replays every game of the UCI edition of the shared games and keeps the positions `keep` wants.
inline QList<GamePosition> sharedGamePositions(const std::function<bool(const GamePosition&)>& keep)
{
    QList<GamePosition> kept;
    const QList<GameRecord> games = readGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.uci.pgn"));
    for (int g = 0; g < games.size(); ++g) {
        const GameRecord& game = games[g];
        chess::Position position = chess::Position::startPosition();
        if (!game.fen.isEmpty())
            position = *chess::parseFen(game.fen.toStdString()).position;
        for (int ply = 0; ply <= game.moves.size(); ++ply) {
            const GamePosition at{position, g + 1, ply, ply == game.moves.size()};
            if (keep(at))
                kept.append(at);
            if (ply == game.moves.size())
                break;
            const chess::Move m = chess::parseUci(position, game.moves[ply].toStdString());
            if (m.isNone())
                qFatal("game %d: move %d (%s) does not replay", g + 1, ply + 1, qPrintable(game.moves[ply]));
            position.doMove(m);
        }
    }
    return kept;
}

/// The pieces other than kings and pawns, both sides together.
inline int pieceCount(const chess::Position& p)
{
    return chess::popCount(p.occupied() & ~p.pieces(chess::PieceType::King, chess::PieceType::Pawn));
}
