// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

/// `scorecheck-cli perft --fen FEN --depth N [--divide]`: counts the leaves of the legal-move tree.
/// Prints `UCI-move: count` per root move with --divide, and `nodes N` as the last line.
/// Returns the process exit status (2 for unusable arguments).
int runPerftCommand(const QStringList& arguments);
