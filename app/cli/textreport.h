// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkedgame.h"
#include "textwriter.h"

/// A short report for people, in UTF-8: the problems, the arbiter's events, the result. Written on
/// after what `w` holds: a run's reports go into one buffer.
void writeTextReport(const CheckedGame& game, TextWriter& w);
