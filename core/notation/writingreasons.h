// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/move.h"
#include "chess/position.h"

#include <QList>

#include <cstdint>

namespace notation {

/// A rule of FIDE's algebraic notation (Laws of Chess, Appendix C) that shapes a move's short form.
/// The articles are those of the Laws in force since 2023; the seeds quote an older edition (Appendix E)
/// that made x and e.p. compulsory.
enum class WritingRule : std::uint8_t {
    PieceLetter,  // a piece: its letter in the player's language, then the square of arrival (C.2, C.3, C.8)
    PawnWithoutLetter,  // a pawn has no letter; its move names the square of arrival (C.4, C.8)
    OriginFile,  // another piece of the kind can go there too: the file of departure tells them apart (C.10)
    OriginRank,  // they stand on one file: the rank of departure does (C.10)
    OriginSquare,  // neither alone does: the whole square of departure, as the long form (C.8, C.10)
    PieceCapture,  // a piece captures: an x may stand before the square of arrival (C.9)
    PawnCapture,  // a pawn captures: the file it leaves must be written, the x may (C.9)
    EnPassant,  // the square the capturing pawn lands on; e.p. may be appended (C.9)
    Promotion,  // the new piece's letter right after the square, no = (C.11)
    CastlingKingside,  // 0-0 (C.13)
    CastlingQueenside,  // 0-0-0 (C.13)
    DiscoveredCheck,  // the check is given by another piece than the one moved, uncovered by the move
    DoubleCheck,  // two pieces give check at once
    Check,  // + may be written (C.13); follows DiscoveredCheck or DoubleCheck when the check is one
    Mate,  // # (or ++) may be written (C.13); the same
};

/// Why a legal move's short form is written as it is: the rules that shape it, in the order their part
/// of the text is written, with the facts their words need.
struct WritingReasons {
    chess::PieceType piece = chess::PieceType::None;  // the piece moved (the king when castling)
    chess::Square from = chess::Square::A1;
    chess::Square to = chess::Square::A1;  // where the piece lands (the king's square when castling)
    chess::Square captureSquare = chess::Square::A1;  // the captured piece's square (en passant: not `to`)
    chess::PieceType promotion = chess::PieceType::None;
    QList<chess::Square> rivals;  // the other pieces of the kind that could go to `to` too (C.10)
    QList<chess::Square> sameFileRivals;  // those of them on the file of `from`: the file cannot tell these apart
    QList<chess::Square> checkers;  // the pieces that give check after the move
    QList<WritingRule> rules;
};

/// The reasons for a legal move of the position.
WritingReasons writingReasons(const chess::Position& before, chess::Move move);

}  // namespace notation
