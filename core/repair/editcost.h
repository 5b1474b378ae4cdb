// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QStringView>

/// How far what was written is from a move written out: a weighted edit distance in which the slips
/// of a tired hand cost less than other differences (the scoresheets are handwritten).
namespace repair {

/// The one edit that explains a difference best, for the reason shown to the user.
struct NotableEdit {
    enum class Kind : std::uint8_t {
        None,  // the texts are equal once marks are set aside
        LookAlike,  // one character for another that looks like it in handwriting (c for e)
        OtherCharacter,  // one character for another
        Missing,  // a character left out
        Extra,  // a character too many
        Swapped,  // two neighbours the other way round
        Several,  // more than one edit
    };
    Kind kind = Kind::None;
    char16_t written = 0;  // the character on the sheet (LookAlike, OtherCharacter, Extra, Swapped)
    char16_t meant = 0;  // the character of the move (LookAlike, OtherCharacter, Missing, Swapped)
};

struct EditCost {
    float cost = 0;
    NotableEdit edit;
};

/// The cost of turning `written` into `meant`. Both are compared as they stand; callers strip check
/// marks and annotations first (they do not say which move was meant).
EditCost editCost(QStringView written, QStringView meant);

/// The texts one look-alike character (c for e, a for d), or one letter in the other case, away from
/// `text`: what the hand may have meant where what it wrote reads as another legal move.
QStringList oneLookAlikeAway(QStringView text);

/// True when handwriting easily turns one character into the other (c/e, 1/7, 5/S, 0/O, ...).
bool looksAlike(char16_t a, char16_t b);

}  // namespace repair
