// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheet/record.h"

#include <QString>

#include <memory>

/// The moment a ruling is made at, a draw claim or a flag fall: the game up to an entry of the sheet. The
/// claim is made, or the flag falls, after that entry (docs/specification.md sections 10 and 11).
struct RulingMoment {
    /// The game up to the moment: the sheet's text up to the end of the entry, replayed.
    std::shared_ptr<const sheet::Record> record = std::make_shared<const sheet::Record>();
    QString text;  // the sheet's text up to the moment, which `record`'s entries point into

    /// True when the position at the moment is known: the replay played every entry up to it, or the game
    /// had ended by itself before the replay stopped (a ruling then says so).
    bool positionKnown() const { return record->stopIndex() < 0 || record->end; }
    /// True when the sheet `text`, replayed as `whole`, still holds the moment as it was: the same start
    /// position and notation language, the same text up to it, and its entry not run on into another
    /// (what is written after the moment plays no part in a ruling at it).
    bool standsIn(const sheet::Record& whole, const QString& text) const;
};

/// The moment after `entry` of the sheet (`text`, replayed as `whole`, whose start position and notation
/// language it keeps); -1 for the start position. A pure replay of the text up to there: the session
/// keeps no state for it.
RulingMoment rulingMomentAfter(const sheet::Record& whole, const QString& text, int entry);
