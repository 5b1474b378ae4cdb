// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "castling.h"
#include "move.h"
#include "position.h"

#include <cstdint>
#include <string>
#include <string_view>

/// The engines' coordinate notation (UCI): origin and target square, promotion letter in lower case.
namespace chess {

/// "e4", or "-" for Square::None.
std::string squareName(Square s);

/// A move in UCI, held in place: "e2e4", "e7e8q".
struct UciText {
    char chars[5];
    std::uint8_t size = 0;
    std::string_view view() const { return {chars, size}; }
};

/// How UCI writes castling: the king's two-square move (e1g1) in standard chess, king takes rook (e1h1)
/// in Chess960, as UCI engines expect.
enum class UciCastling : std::uint8_t { KingsTwoSquares, KingTakesRook };
inline UciCastling uciCastling(const Position& position)
{
    return position.isChess960() ? UciCastling::KingTakesRook : UciCastling::KingsTwoSquares;
}

/// The move in UCI, castling as the position's game writes it.
UciText uciText(const Position& position, Move move);
/// The same for a move of `side`, with no board (a record's played move; inline: the JSON report writes
/// one for every entry).
inline UciText uciText(Move move, Color side, UciCastling castling)
{
    Square to = move.to();
    if (move.kind() == MoveKind::Castling && castling == UciCastling::KingsTwoSquares)
        to = castlingKingTarget(side, move);
    UciText text{{char('a' + fileOf(move.from())), char('1' + rankOf(move.from())), char('a' + fileOf(to)),
                     char('1' + rankOf(to)), 0},
        4};
    if (move.kind() == MoveKind::Promotion)
        text.chars[text.size++] = " pnbrqk"[index(move.promotion())];
    return text;
}
/// The same as a string.
std::string toUci(const Position& position, Move move);

/// The legal move written in UCI, or Move::none(). Accepts both castling forms and an
/// upper-case promotion letter (as pgn-extract writes it).
Move parseUci(const Position& position, std::string_view text);

}  // namespace chess
