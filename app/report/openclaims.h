// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulings/claim.h"

#include "chess/move.h"

#include <QList>

#include <optional>

/// The draw claims open to the player to move after the last entry, as the arbiter's panel says them
/// while the sheet is typed. Each is ruled by rulings::ruleClaim, so that the panel never says a claim is
/// open that the Rulings dialog would find incorrect; cheap tests that a claim cannot be correct go first,
/// because this runs on every keystroke.
struct OpenClaims {
    /// Correct claims on the position on the board (9.2.2, 9.3.2).
    std::optional<rulings::ClaimRuling> threefold;
    std::optional<rulings::ClaimRuling> fifty;
    /// The legal moves with which a claim made with the move written and not played would be correct
    /// (9.2.1, 9.3.1), in the order the move generator gives them; empty when the claim on the board is
    /// already correct (the written move is then not needed).
    QList<chess::Move> threefoldWithMove;
    QList<chess::Move> fiftyWithMove;

    bool isEmpty() const { return !threefold && !fifty && threefoldWithMove.isEmpty() && fiftyWithMove.isEmpty(); }
};

/// The claims open after the last entry of `record`; none when the replay stopped before the end (the
/// position is not known) or the game had already ended.
OpenClaims openClaims(const sheet::Record& record);
