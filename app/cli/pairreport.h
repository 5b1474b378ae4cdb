// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gameinput.h"
#include "jsonwriter.h"

#include "repair/reconciliation.h"
#include "sheet/record.h"

#include <QString>

struct CheckedGame;
struct CheckOptions;

/// check --pair: a game reconciled with the same game on the other player's sheet.
struct PairedGame {
    GameInput other;
    QString unusable;  // why the other game cannot be paired with (worded); empty when it was
    sheet::Record otherRecord;  // the other sheet replayed alone: its language and entries
    repair::Reconciliation reconciliation;
};

namespace pairreport {

/// Reconciles a checked game with `other`, the same game on the other player's sheet.
PairedGame pair(const CheckedGame& game, const GameInput& other, const CheckOptions& options);

/// "pair": {"file", "game", "language", "uci", "plies", "differences", "cost", "complete"}
void writeJson(JsonWriter& w, const CheckedGame& game);

/// The reconciliation for people: every difference, then the game that fits both sheets.
QString text(const CheckedGame& game);

}  // namespace pairreport
