// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheet/record.h"

#include <QList>

namespace report {

/// Why a position is shown as a diagram; one diagram can have several reasons.
struct DiagramReason {
    enum class Kind { BeforeIllegal, BeforeAmbiguous, Repeated, Final, Chosen };
    Kind kind;
    int entry = -1;  // BeforeIllegal, BeforeAmbiguous: the entry's index
    int occurrences = 0;  // Repeated: how many times the position stood
};

/// A position the report draws: after `ply` plies of the record (0: the start), with why.
struct Diagram {
    int ply = 0;
    QList<DiagramReason> reasons;
};

/// The positions that matter to an arbiter, in game order and each once: before every illegal or
/// ambiguous entry, each repeated position, the final position, and the plies chosen by the user (those
/// outside the game left out).
QList<Diagram> chooseDiagrams(const sheet::Record& record, const QList<int>& chosenPlies);

}  // namespace report
