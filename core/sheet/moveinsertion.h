// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "record.h"

#include "chess/move.h"

#include <QString>
#include <QStringView>

namespace sheet {

/// Text to insert into a sheet at one place.
struct TextInsertion {
    int position = 0;  // where in the sheet's text, a UTF-16 index
    QString text;  // what goes there: the move, with what the layout puts before it
    int moveEnd = 0;  // where the move ends in the text once inserted (the cursor's place after it)
};

/// Where and how a move played on the board after ply `ply` of the judged sheet goes into its text:
/// written in the sheet's style (sheetStyle) right after the entry of that ply, so that at the end of the
/// sheet it is appended and before the end it is inserted, the later entries staying as they are to be
/// judged again. The layout follows the sheet's own: the move number (with the sheet's dots and
/// spacing) where the sheet writes one, on a new line where the sheet starts one, the space or tab the
/// sheet puts between White's and Black's move, their column kept where the sheet lines them up.
/// `move` must be legal in the position after `ply` (0: the start; at most record.plies).
TextInsertion moveInsertion(const Record& record, QStringView text, int ply, chess::Move move);

}  // namespace sheet
