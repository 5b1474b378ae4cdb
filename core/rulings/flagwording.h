// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "flag.h"

#include <QString>
#include <QStringList>

namespace rulings {

/// A flag-fall ruling in words, in the user's language: what the command line's text report prints in
/// this order, and what the app shows.
struct FlagWording {
    QString verdict;  // one line first: "White loses on time: Black can still checkmate (6.9)."
    QString count;  // the moves the flagged player completed, and how far the sheet verifies them
    QString mateLine;  // "For instance: 45... Qe1+ 46. Kh2 Qg1#", when the opponent can mate
};

FlagWording flagWording(const FlagRuling& ruling);

/// The ruling as plain text, a line each; ends in a line break.
QString flagText(const FlagRuling& ruling);

}  // namespace rulings
