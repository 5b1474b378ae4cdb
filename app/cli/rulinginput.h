// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkedgame.h"

#include <QString>

#include <optional>

/// Whether a ruling can be made on a sheet whose replay stops before its last entry: a claim cannot
/// (the position of the claim is not known); a flag fall can, and says how far the sheet is verified.
enum class StoppedSheet { Refused, Ruled };

/// The one game of `file` (a path or - for standard input), checked with `options`; the exit status
/// of a usage error when there is none to rule on. A file of several games is refused: a ruling is about
/// one game, and which one is not for the tool to guess. `command` names the command in messages.
std::optional<int> readRulingGame(const QString& command, const QString& file, const CheckOptions& options,
    StoppedSheet stopped, CheckedGame& game);
