// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

/// `scorecheck-cli rule flag white|black [--moves N] [--rate standard|rapid|blitz] [--lang L] [--fen FEN]
/// [--format text|json] FILE|-`: rules on a flag fall after the sheet's last entry (FIDE 6.9;
/// docs/command-line.md section 12). Exit status: 0 when a ruling was made (including "not decided from
/// this sheet"), 2 for unusable arguments or input.
int runFlagCommand(const QStringList& arguments);
