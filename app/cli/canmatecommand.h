// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

/// `scorecheck-cli rule can-mate --fen FEN [--format text|json]`: can each side still checkmate, by any
/// series of legal moves (FIDE 6.9, 7.5.5), and is the position dead (5.2.2)? Each side's answer is yes
/// with a helpmate line, no (proved), or undecided when the search's budget runs out
/// (docs/command-line.md section 10, docs/unwinnability.md). Returns the exit status: 0 when answered,
/// 2 for unusable arguments or FEN.
int runCanMateCommand(const QStringList& arguments);
