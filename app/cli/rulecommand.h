// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

/// `scorecheck-cli rule RULING ...`: rulings at the board, each in a file of its own
/// (claimcommand.cpp for `rule claim`). Returns the process exit status.
int runRuleCommand(const QStringList& arguments);
