// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

/// `scorecheck-cli check [--lang auto|CODE] [--fen FEN] [--format text|json|pgn] [--jobs N] FILE... | -`
/// Replays and judges each game. Exit status: 0 when every entry is ok or variant, 1 when some entry
/// is worse, 2 for unusable arguments or an unreadable file.
int runCheckCommand(const QStringList& arguments);
