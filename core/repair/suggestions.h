// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "costmodel.h"
#include "editcost.h"
#include "repairreason.h"

#include "chess/move.h"
#include "chess/position.h"
#include "notation/finding.h"
#include "notation/language.h"
#include "sheet/record.h"

#include <QList>
#include <QStringView>

#include <span>

namespace repair {

struct Suggestion {
    chess::Move move{};  // a legal move in the entry's position
    RepairReason reason = RepairReason::NearestMove;
    NotableEdit edit{};  // the characters behind a look-alike or one-character reason
    float cost = 0;  // of the change itself: the edit, or the price of the sheet-level slip
    int following = 0;  // how many of the next entries replay after it (the look-ahead, up to LookFurther)
    int disagreements = 0;  // marks among those entries that the position contradicts
    int plausibility = 0;  // of `move` in the entry's position (moveprior.h): orders suggestions that tie
    bool tied = false;  // another suggestion ranks the same: the sheet does not tell them apart
    /// MoveMissing: `move` is the missing move, played before the entry; the entry's own text then
    /// fits the other player's move (`then`).
    chess::Move then{};
};

/// The sheet around the entry being repaired: its text and the entries after it, for look-ahead.
struct EntryContext {
    std::span<const QStringView> entries;  // the entry itself first, then the ones after it
    notation::Language language = notation::Language::English;
};

/// The marks on the sheet that the position under a reading contradicts (a check mark where there is
/// no check, a capture mark with nothing taken, a file given where one piece alone can go): each is
/// evidence against the reading that explains the entries before it (MarkDisagreementCost).
int markDisagreements(const notation::Findings& findings);

/// The legal moves the entry most likely meant, best first (at most `max`): the weighted edit distance
/// between what was written and each legal move written in the sheet's language, plus look-ahead (a
/// move after which the next entries replay ranks above one that breaks them), plus the sheet-level
/// slips (a blank, the other player's column, a move left out). Also for entries that resolve: then
/// the written move is among the suggestions as it stands, at no cost.
QList<Suggestion> suggest(const chess::Position& position, const EntryContext& context, int max = 5);

/// Whether two entries swapped (`first`, the second entry's text read in `position`, then `second`, the
/// first's read after it) give the very moves the two give read as written (`7. O-O O-O`, `Nxd4 Nxd4`):
/// then the swap changes nothing, and is no way to mend them. `entries`: the two entries, in sheet order.
bool swapReadsAsWritten(const chess::Position& position, std::span<const QStringView> entries,
    notation::Language language, chess::Move first, chess::Move second);

/// True for the entries that get suggestions: those that give no move, or not one for certain
/// (illegal, ambiguous, unreadable; a blank is unreadable). Not an entry taken back (7.5.1): it is the
/// move the player made, no slip of the pen.
inline bool wantsSuggestions(const sheet::EntryRecord& entry)
{
    const notation::Verdict v = entry.resolution.verdict;  // inline: asked of every entry of every report
    return (v == notation::Verdict::Illegal || v == notation::Verdict::Ambiguous || v == notation::Verdict::Unreadable)
        && !entry.entry.takenBack;
}

/// The cheapest way to read `written` (a comparableText) as `move`: the edit distance to the move
/// written in short or long algebraic in `language`; a blank costs the same for every move.
EditCost readingCost(QStringView written, const chess::Position& p, chess::Move move, notation::Language language);

/// The entry's text as compared: look-alikes folded, check and mate marks, annotations and a draw
/// offer taken off (they say nothing about which move was meant).
QString comparableText(QStringView text);

}  // namespace repair
