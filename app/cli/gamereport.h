// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkedgame.h"
#include "textwriter.h"

#include <QStringView>

#include <optional>

/// The forms `check` reports a game in (--format).
enum class ReportFormat { Text, Json, Pgn };

/// The format named by --format ("text", "json" or "pgn"); none for another name.
std::optional<ReportFormat> reportFormat(QStringView name);

/// Writes the game's report in `format` after what `reports` holds: a run's reports go into one buffer.
void writeReport(const CheckedGame& game, ReportFormat format, TextWriter& reports);
