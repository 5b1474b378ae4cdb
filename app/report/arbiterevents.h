// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheet/record.h"

#include <QCoreApplication>
#include <QStringList>

/// What an arbiter checks beyond single moves, in sentences: draw offers, repeated positions with the
/// moves where they stood, the fifty- and seventy-five-move points, mate, stalemate, dead position,
/// moves completed by each player and how far that count is verified, the claims open to the player to
/// move, and the result written against the result on the board and the result field. The arbiter's
/// panel shows them and the report prints them: one set of words, translated once (context ArbiterPanel).
class ArbiterEvents {
    Q_DECLARE_TR_FUNCTIONS(ArbiterPanel)

public:
    /// How a move is named: a link "ply:N" to its position (the panel), or plain text (print).
    enum class MoveNames { Links, Plain };

    /// The sentences in HTML, one an item; none when there is nothing to say (no move, no result).
    /// `text` is the sheet's text (moves are named as written); `resultField` the game's Result tag.
    static QStringList items(
        const sheet::Record& record, const QString& text, const QString& resultField, MoveNames names);
};
