// SPDX-License-Identifier: GPL-3.0-or-later
#include "deadposition.h"

#include "pawnwall.h"

#include "chess/fen.h"

#include <string>

namespace unwinnability {

namespace {

// The position without its en-passant square. Only asked where no pawn can capture en passant (a pawn went
// two squares past no enemy pawn), so no move changes; the wall analysis leaves positions with a square to
// the search. Rare (no pawn can move), so the FEN's way round is cheap enough.
chess::Position withoutEnPassantSquare(const chess::Position& position)
{
    std::string fen = chess::toFen(position);
    std::size_t field = 0;
    for (int spaces = 0; spaces < 3; ++spaces)
        field = fen.find(' ', field) + 1;
    fen.replace(field, fen.find(' ', field) - field, "-");
    return *chess::parseFen(fen).position;
}

}  // namespace

bool detail::pawnWallsForbidMate(const chess::Position& position)
{
    if (position.enPassantSquare() != chess::Square::None)
        return pawnWallsForbidMate(withoutEnPassantSquare(position));
    return pawnWallForbidsMate(position, chess::Color::White) && pawnWallForbidsMate(position, chess::Color::Black);
}

}  // namespace unwinnability
