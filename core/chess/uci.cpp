// SPDX-License-Identifier: GPL-3.0-or-later
#include "uci.h"

#include "castling.h"
#include "movegen.h"

namespace chess {

std::string squareName(Square s)
{
    if (!isValid(s))
        return "-";
    return {char('a' + fileOf(s)), char('1' + rankOf(s))};
}

UciText uciText(const Position& position, Move move)
{
    return uciText(move, position.sideToMove(), uciCastling(position));
}

UciText uciText(Move move, Color side, UciCastling castling)
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

std::string toUci(const Position& position, Move move) { return std::string(uciText(position, move).view()); }

Move parseUci(const Position& position, std::string_view text)
{
    if (text.size() < 4 || text.size() > 5)
        return Move::none();
    std::string lower(text);
    if (lower.size() == 5)
        lower[4] = char(lower[4] | 0x20);
    MoveList moves;
    generateLegalMoves(position, moves);
    for (Move m : moves) {
        // Castling may also be written as king-takes-rook in a standard game.
        const bool kingTakesRook = m.kind() == MoveKind::Castling && lower == squareName(m.from()) + squareName(m.to());
        if (kingTakesRook || lower == toUci(position, m))
            return m;
    }
    return Move::none();
}

}  // namespace chess
