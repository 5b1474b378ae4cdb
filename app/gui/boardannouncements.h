// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/move.h"
#include "chess/position.h"

#include <QCoreApplication>
#include <QString>

/// What the board says to a screen reader (its accessible name, QAccessible): the square the keyboard
/// stands on ("White knight on f3"), the piece picked up, the squares it can go to, the move played and
/// the promotion chooser's piece, in the interface language's words for the pieces.
class BoardAnnouncements {
    Q_DECLARE_TR_FUNCTIONS(BoardAnnouncements)

public:
    /// "White knight on f3", "Empty square f3".
    static QString square(const chess::Position& position, chess::Square square);
    /// The same for a square holding `piece`, on a board being set up (which need not be a position yet).
    static QString square(chess::Piece piece, chess::Square square);
    /// A piece by itself: "White knight"; empty for Piece::None.
    static QString piece(chess::Piece piece);
    /// The same for the piece picked up: "White knight on g1, picked up".
    static QString pickedUp(const chess::Position& position, chess::Square square);
    /// The same for a square the piece picked up can go to: "Empty square f3, a legal move".
    static QString target(const chess::Position& position, chess::Square square);
    /// After a move, in the position it led to: "Played g1–f3: White knight on f3".
    static QString played(const chess::Position& after, chess::Move move);
    /// The promotion chooser's piece (FIDE 3.7.5.1): "Promote to a queen".
    static QString promotion(chess::PieceType piece);
    /// What the board is and how it is played with the keyboard.
    static QString description();
};
