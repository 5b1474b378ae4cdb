// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/types.h"

#include <QString>

/// Pieces and squares in words, for those who cannot see the board (accessible names, announcements).
namespace piecename {

/// "White knight", translated; "Empty square" for Piece::None.
QString of(chess::Piece piece);
/// What a square holds, as a screen reader announces it: "f3: White knight".
QString onSquare(chess::Square square, chess::Piece piece);

}  // namespace piecename
