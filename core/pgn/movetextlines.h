// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace pgn {

/// True when some line of a movetext holds more than one move pair: PGN's flowed lines of 80
/// characters, not a scoresheet's layout.
bool isFlowedMovetext(QStringView movetext);

/// A PGN game's movetext laid out as a scoresheet: a line for each move pair, each White move number
/// starting a line, so that a finding's line is the move's row. Only the spaces and line breaks between
/// tokens change: comments (braces kept whole, a ';' comment with its line end), variations, draw
/// offers, annotations and the result stay as they are, in their order.
QString asMovePairLines(QStringView movetext);

}  // namespace pgn
