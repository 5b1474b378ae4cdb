// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/position.h"
#include "pgn/pgngame.h"
#include "pgn/pgnreader.h"

#include <QString>

#include <functional>
#include <optional>

/// Reading and writing sheets and PGN files. Writes are atomic (QSaveFile): a crash or a full disk in
/// the middle of a save leaves the old file as it was. A PGN file is read game by game, never whole:
/// a tournament's file of thousands of games is listed in flat memory, and only the chosen game is
/// read in full.
namespace sheetfile {

/// What a file holds, judged by its first bytes as the command line judges them.
enum class Content { Sheet, Pgn };
/// False, with `error` worded, for a missing, unreadable or binary file.
bool inspect(const QString& path, Content& content, QString& error);

/// Reads a bare scoresheet as UTF-8 (or Latin-1 where it is not valid UTF-8). False, with `error`
/// worded, for an unreadable file or one longer than any game can be.
bool read(const QString& path, QString& text, QString& error);

/// Whether a reading goes on after the game it was given.
enum class Reading { GoOn, Stop };
/// Calls `use` with each game of a PGN file in turn, its tags read but not its movetext, until it says
/// Stop. False, with `error` worded, when the file cannot be read.
bool forEachPgnGame(const QString& path, const std::function<Reading(const pgn::PgnGame&)>& use, QString& error);
/// The game of a PGN file at `place` (as forEachPgnGame found it), read in full from there; nothing,
/// with `error` worded, when the file cannot be read or holds no game there. `othersInFile` tells
/// whether the file holds other games too.
std::optional<pgn::PgnGame> readPgnGame(
    const QString& path, const pgn::GamePlace& place, bool& othersInFile, QString& error);

/// A sheet as it is saved: its game details (`tags`) and start position, when there are any, as PGN tag
/// lines, a blank line, then the sheet's text as typed. Such a file is a PGN game whose movetext is the
/// sheet: opened again, or read by any PGN reader, it gives back the details, the start and the text.
/// Nothing when the text would not come back whole (a line of it reads as a tag line and would start
/// another game); without details and start the text alone is the file.
std::optional<QString> compose(
    const QString& text, const QList<QPair<QString, QString>>& tags, const chess::Position& start);

bool write(const QString& path, const QString& text, QString& error);

/// Adds a game (PGN text) at the end of a PGN file, or makes the file; the file is written anew
/// atomically, copied piece by piece (a tournament's file is never held whole). False, with `error`
/// worded, when it cannot be written or holds something other than PGN (a scoresheet is never
/// appended to).
bool appendPgnGame(const QString& path, const QString& game, QString& error);

}  // namespace sheetfile
