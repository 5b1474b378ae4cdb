#pragma once

#include "sheet/record.h"

#include <QString>

#include <memory>

/// The moment a draw claim is made at, as the app rules on it: the game up to an entry of the sheet.
/// The claim is made after that entry by the player then to move (docs/specification.md section 10).
struct ClaimMoment {
    /// The game up to the moment: the sheet's text up to the end of the entry, replayed.
    std::shared_ptr<const sheet::Record> record = std::make_shared<const sheet::Record>();
    QString text;  // the sheet's text up to the moment, which `record`'s entries point into

    /// True when the claim can be ruled on: the replay played every entry up to the moment, so that the
    /// position is known, or the game had ended by itself before the replay stopped (the ruling says so).
    bool canBeRuled() const { return record->stopIndex() < 0 || record->end; }
};

/// The moment after `entry` of the sheet (`text`, replayed as `whole`, whose start position and notation
/// language it keeps); -1 for the start position. A pure replay of the text up to there: the session
/// keeps no state for it.
ClaimMoment claimMomentAfter(const sheet::Record& whole, const QString& text, int entry);
