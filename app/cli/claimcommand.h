// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

/// `scorecheck-cli rule claim threefold|fifty [--intended MOVE] [--rate standard|rapid|blitz] [--lang L]
/// [--fen FEN] [--format text|json] FILE|-`: rules on a draw claim made after the sheet's last entry by
/// the player then to move (docs/command-line.md section 7). Exit status: 0 when a ruling was made, 2 for
/// unusable arguments or input (a sheet that does not replay to its end, a file of more than one game).
int runClaimCommand(const QStringList& arguments);
