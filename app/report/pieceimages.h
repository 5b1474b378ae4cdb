// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/types.h"

#include <QString>

/// The project's own images of the pieces (resources/pieces), one SVG for each piece of each side: the
/// board, the report's diagrams and the move table's figurines draw the same pieces.
namespace pieceimages {

/// The resource path of `piece`'s image; `piece` is not chess::Piece::None.
QString path(chess::Piece piece);

}  // namespace pieceimages
