// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "claim.h"

#include <QString>
#include <QStringList>

namespace rulings {

/// A claim ruling in words, in the user's language: what the command line's text report prints in this
/// order, and what the app shows. Moves are written in the sheet's language, as the ruling holds them.
struct ClaimWording {
    QString verdict;  // one line first: "Correct: the position after 31... Nf6 stands for the third time."
    QString article;  // the article the ruling rests on, and what it asks
    QString intended;  // what the written move is, when one was written and the claim is not decided by it
    QString occurrencesHeading;  // "The position stood after:", when there are occurrences
    QStringList occurrences;  // "25. a4 (ply 49)"
    QString notCountedHeading;
    QStringList notCounted;  // "12... Ke7 (ply 24): castling rights differ (9.2.3.2)"
    QStringList count;  // fifty moves: the last capture or pawn move, the moves since
    QStringList consequence;  // what follows, a sentence each
};

ClaimWording claimWording(const ClaimRuling& ruling);

/// The ruling as plain text, its parts on lines of their own, each list indented; ends in a line break.
QString claimText(const ClaimRuling& ruling);

}  // namespace rulings
