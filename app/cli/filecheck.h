// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkedgame.h"
#include "gamereport.h"

class GameSource;
class Output;
class QThreadPool;

/// How the games of a file are checked and reported.
struct FileCheckSettings {
    const CheckOptions& options;
    ReportFormat format;
    int jobs;  // games checked at once, 1 to 256: with more than one, `pool` runs all but one of them
    QThreadPool& pool;
};

/// What checking a file found.
struct FileChecked {
    bool anyGame = false;  // the file held a game; an empty file, or blank lines only, holds none
    bool clean = true;  // every game written was clean (CheckedGame::clean)
};

/// Checks every game of `source` and writes their reports to `out` in the file's order, whatever the
/// number of jobs. Stops once the output fails (`out.failed()` then says so).
FileChecked checkFile(GameSource& source, const FileCheckSettings& settings, Output& out);
