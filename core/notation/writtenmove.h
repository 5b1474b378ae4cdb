// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/castling.h"
#include "chess/types.h"

#include <cstdint>

/// What was written for one move, read without looking at any board.
namespace notation {

enum class WrittenForm : std::uint8_t {
    Unreadable,  // matches no notation
    Castling,  // 0-0, O-O-O, ...
    Algebraic,  // short or long algebraic, coordinate: a target square, maybe an origin
    Descriptive,  // English descriptive (P-K4, N-KB3, NxP), also with German letters (S-KL3)
    IccfNumeric,  // correspondence digits: 5254 (e2-e4), 57581 (e7-e8 queen)
    Smith,  // reversible coordinates with the captured piece: d1h5p
};

enum class CaptureMark : std::uint8_t { None, Cross, Colon, TrailingColon };
enum class PromotionStyle : std::uint8_t { None, Plain, Equals, Parentheses, Slash };
enum class CheckMark : std::uint8_t { None, Check, DoubleCheck, DoublePlus, Mate };

/// The parsed entry. Files and ranks are 0-based (file 0 = a, rank 0 = first rank); -1 where the
/// text gives none. A span is a position and length in UTF-16 units of the text that was read.
struct WrittenMove {
    WrittenForm form = WrittenForm::Unreadable;

    // Algebraic: the piece letter (None when no letter was written: a pawn move), origin hints,
    // capture mark, target (a pawn capture may name only the target file: "ed", "exd").
    chess::PieceType piece = chess::PieceType::None;
    bool pawnLetterWritten = false;
    bool figurine = false;
    std::int8_t fromFile = -1;
    std::int8_t fromRank = -1;
    std::int8_t toFile = -1;
    std::int8_t toRank = -1;
    bool hyphen = false;  // long form with a hyphen: e2-e4, Sg1-f3
    bool hyphenAfterPiece = false;  // Hebrew habit: "פ-ג5", a hyphen with no origin before it
    CaptureMark capture = CaptureMark::None;
    chess::PieceType promotion = chess::PieceType::None;
    PromotionStyle promotionStyle = PromotionStyle::None;
    bool promotionLowerCase = false;  // as UCI writes it: e7e8q

    // Descriptive: files as sets (bit 0 = a-file), ranks counted from the mover's side (0-based),
    // and the captured piece when it is named instead of the square ("NxP"). Smith: the captured piece.
    std::uint8_t fromFiles = 0xFF;
    std::uint8_t toFiles = 0xFF;
    chess::PieceType captured = chess::PieceType::None;

    // Castling; also Smith's castling mark after the king's move, "c" for the king's side and "C" for
    // the queen's (e1g1c, e8c8C), with castlingSide saying which.
    chess::CastlingSide castlingSide = chess::CastlingSide::King;
    bool castlingWithLetterO = false;  // O-O (PGN) rather than 0-0 (FIDE)
    bool smithCastlingMark = false;

    // Marks that follow the move.
    bool enPassantMark = false;
    CheckMark check = CheckMark::None;
    bool drawOffer = false;  // (=)
    std::int16_t annotationStart = -1;
    std::int16_t annotationLength = 0;

    bool hasTargetSquare() const { return toFile >= 0 && toRank >= 0; }
    bool operator==(const WrittenMove&) const = default;
};

}  // namespace notation
