// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

/// `scorecheck-cli rule illegal [--rate standard|rapid|blitz] [--lang L] [--fen FEN] [--format text|json]
/// FILE|-`: rules on the sheet's last entry as an illegal move the player completed (FIDE 7.5;
/// docs/command-line.md section 13). Earlier completed illegal moves are the entries marked as taken back
/// ("{illegal}" after them). Exit status: 0 when a ruling was made (including "not decided from this
/// sheet"), 2 for unusable arguments or input.
int runIllegalCommand(const QStringList& arguments);
