// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "illegalmove.h"

#include <QString>
#include <QStringList>
#include <QStringView>

namespace rulings {

/// An illegal-move ruling in words, in the user's language: what the command line's text report prints
/// in this order, and what the app shows. Entries are named as the sheet writes them ("2. Ke3").
struct IllegalMoveWording {
    QString verdict;  // one line first: "White's first completed illegal move, 2. Ke3: …"
    QStringList consequence;  // what the arbiter does, a sentence each
    QString count;  // the offender's completed illegal moves, each named
    QString mateLine;  // "For instance: 45... Qe1+ 46. Kh2 Qg1#", when the opponent can mate
};

/// `text` is the sheet's text the record was made from.
IllegalMoveWording illegalMoveWording(const IllegalMoveRuling& ruling, const sheet::Record& record, QStringView text);

/// The ruling as plain text, a line each; ends in a line break.
QString illegalMoveText(const IllegalMoveRuling& ruling, const sheet::Record& record, QStringView text);

}  // namespace rulings
