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
