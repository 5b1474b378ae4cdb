// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/move.h"
#include "chess/position.h"
#include "notation/language.h"
#include "sheet/record.h"
#include "sheet/sheetstyle.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

/// The legal moves that fit what is typed of an entry, written as the sheet writes its moves: what the
/// editor's completer offers, and what tells an entry still being typed from one that is unreadable.
namespace movecompletion {

/// Why a move is offered for what is typed; the offers are in this order.
enum class Fit : std::uint8_t {
    Prefix,  // what is typed is the start of the move as the sheet writes it, or of its long form
    Reading,  // what is typed is a whole move that several legal moves fit (FIDE C.10): each of them
    LookAlike,  // the start of the move but for slips repair prices below a whole edit (c for e, O for 0)
};

struct Completion {
    QString text;  // the move as the sheet writes it (sheet::writeInStyle), as a move played on the board
    chess::Move move;
    Fit fit = Fit::Prefix;
    QString why;  // for a Reading or LookAlike offer: why it is offered, in words (repair's); else empty
};

/// The legal moves of `position` that fit `typed`: those whose written form begins with it first (or whose
/// long form does, once the origin square is typed: offered in that form), then the moves an ambiguous
/// `typed` can mean, then the look-alikes. Within each, the moves that look most
/// natural first (repair::plausibility), then by their text. Each written in `style`, the sheet's own
/// (sheet::sheetStyle, worked out once for its record). Empty when nothing is typed.
QList<Completion> complete(const chess::Position& position, QStringView typed, const sheet::SheetStyle& style);

/// What the cursor can complete: the text typed so far for a move, and the position it is played in.
struct Typing {
    int entry = -1;  // the entry it is (or, for a novelty's "N", the entry it was read into)
    int start = 0;  // the span of the sheet's text that a completion replaces
    int length = 0;
    chess::Position before;
};

/// What can be completed with the cursor at `cursor`: the entry the cursor stands in or at the end of,
/// when the replay stopped at it (it is no move as it stands; the position before it is known). Also an
/// "N" just typed after a played entry, which the reader takes for the novelty mark of that entry (as in
/// "Bb5 N") though it is the start of the English knight's next move. None when there is nothing.
std::optional<Typing> typingAt(const sheet::Record& record, QStringView text, int cursor);

/// True when what is typed is the start of a legal move as the sheet writes moves (`completions`, what
/// complete() offers for it, begin with a Prefix fit).
bool isStartOfMove(const QList<Completion>& completions);

/// True when an entry is still being typed rather than unreadable: the replay stopped at it because it
/// is no move as it stands (unreadable or illegal), yet it is the start of one (isStartOfMove).
bool isStillBeingTyped(const sheet::EntryRecord& entry, const QList<Completion>& completions);

}  // namespace movecompletion
