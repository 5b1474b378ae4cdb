#pragma once

#include "language.h"

#include "chess/move.h"
#include "chess/position.h"

#include <QString>

namespace notation {

/// The systems a move can be written in.
enum class Notation {
    San,  // short algebraic with the language's letters (Sf3, exd5, d8D, 0-0)
    Figurine,  // short algebraic with figurines for the pieces (♘f3)
    LongAlgebraic,  // origin and target without hyphen, FIDE C.8 (Sg1f3, e2e4, Sf3xe5)
    LongAlgebraicHyphen,  // the same with a hyphen (Sg1-f3, e2-e4)
    Uci,  // engine coordinates (g1f3, e1g1, e7e8q)
    IccfNumeric,  // correspondence chess digits (7163)
    Descriptive,  // English descriptive, shortest unambiguous form (N-KB3, NxP)
};

/// How SAN marks promotion and castling: FIDE's scoresheet forms or PGN's.
enum class SanStyle {
    Fide,  // d8D, 0-0
    Pgn,  // d8=Q, O-O
};

struct WriteOptions {
    Notation notation = Notation::San;
    Language language = Language::English;
    SanStyle style = SanStyle::Fide;
};

/// Writes a legal move of the position. Short forms name the origin only as far as FIDE C.10 asks
/// (file, else rank, else both), counting legal moves only; check and mate marks (+, #) follow the
/// position after the move.
QString writeMove(const chess::Position& position, chess::Move move, const WriteOptions& options);

/// "12." before White's move, "12..." before Black's: the number of the move about to be made.
QString moveNumberText(int number, chess::Color side);
inline QString moveNumberText(const chess::Position& before)
{
    return moveNumberText(before.fullmoveNumber(), before.sideToMove());
}

}  // namespace notation
