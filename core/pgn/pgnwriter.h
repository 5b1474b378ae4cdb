// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheet/record.h"

#include <QList>
#include <QPair>
#include <QString>

namespace chess {
class Position;
}

namespace pgn {

/// Writes a replayed game as standard PGN: the Seven Tag Roster first (with "?" where a tag is
/// unknown), then the other tags, SetUp/FEN for a game that does not start from the initial
/// position, the moves in English SAN on lines of at most 80 characters, draw offers as comments
/// (PGN has no token for them), and the result (sheet::decidedResult: the Result tag of `tags` is the
/// arbiter's word). Nothing the sheet says is dropped: where the replay stopped, a comment says where
/// and why and holds the rest of the sheet as written (`sheetText`, the text the record was replayed
/// from); the sheet's own comments, glyphs and variations stay where they stand (a variation quoted in a
/// comment), a move's assessment as its glyph or a comment; text the replay set aside, and a written result
/// other than the one exported, are comments too.
QString writePgn(const sheet::Record& record, QStringView sheetText, const QList<QPair<QString, QString>>& tags);

/// PGN tag lines for `tags`, in the order given (values escaped), then SetUp and FEN when `start` is not
/// the initial position (SetUp and FEN among `tags` are left out: the position says where the game starts).
QString writeTags(const QList<QPair<QString, QString>>& tags, const chess::Position& start);

}  // namespace pgn
