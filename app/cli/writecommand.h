// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

/// `scorecheck-cli write --notation san|lan|figurine|uci|iccf|descriptive [--lang L] [--fen FEN] FILE | -`
/// Replays the game(s) and writes each as a numbered scoresheet, one move pair a line, in the chosen
/// notation and piece-letter language, draw offers (=) kept. Reading the output back with `check`
/// gives the same moves. Exit status as for `check`.
int runWriteCommand(const QStringList& arguments);
