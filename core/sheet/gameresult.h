// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "record.h"

#include <QString>
#include <QStringView>

/// The game's result as three places say it: the result field (the arbiter's word, a PGN Result tag),
/// the sheet's last line, and the board (mate, stalemate, a dead position, FIDE 5.1.1, 5.2).
namespace sheet {

/// The result a PGN export gives: the field's when it names one, else the board's, else the sheet's,
/// as "1-0", "0-1", "1/2-1/2" or "*" (a win by forfeit, "+/-", counts as "1-0"; a double forfeit or
/// "½-0", which PGN cannot say, as "*").
QString decidedResult(const Record& record, QStringView field);

/// Empty when the field, the sheet and the board agree wherever they say a result; else a sentence,
/// translated, that names what each says ("The results disagree: the Result field says 1-0, the
/// sheet says 0-1.").
QString resultDisagreement(const Record& record, QStringView field);

}  // namespace sheet
