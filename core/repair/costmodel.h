// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// Repair's cost model, in one place: what each slip of a tired hand costs, how the look-ahead weighs the
/// entries after a reading, and how wide and how long the searches look. Suggestions, reconstruction and
/// reconciliation all price with these. docs/repair.md gives the model in prose and says on which data
/// each number was chosen. Each price and weight, Branching and BlankBranching were re-checked on the
/// tuning half of the data (docs/repair-tuning.md) by moving them a step either
/// side: none did better there, so none changed.
///
/// The move prior's centipawns (moveprior.cpp) and the move-likelihood model's weights
/// (movelikelihoodweights.cpp, trained: docs/repair-ordering.md) are not here: they only order moves
/// that tie and never add to a cost.
namespace repair {

// --- Reading one entry as a move: the weighted edit distance (editcost.cpp) -------------------------

/// One character for another that handwriting turns it into (c/e, 1/7, 5/S; editcost.cpp's list).
/// Chosen by judgement in the first version, before any evaluation existed.
constexpr float LookAlikeCost = 0.35f;
/// A letter in the wrong case (b for B): the same letter, its size unclear. Judgement, first version.
constexpr float CaseCost = 0.3f;
/// Two neighbouring characters the other way round (Nfe3 for Nef3). Judgement, first version.
constexpr float TranspositionCost = 0.6f;
/// A capture mark, colon, hyphen, `=` or `+` left out or added: it does not change which move is meant.
/// Judgement, first version.
constexpr float MarkEditCost = 0.3f;
/// Any other character changed, left out or added: the unit of the model.
constexpr float OtherEditCost = 1.0f;

// --- Slips of the sheet rather than of one character (suggestions, reconstruction, reconciliation) ----

/// A blank box (`-`, `?`, `{blank}`): every move reads as it at this price. Judgement, first version.
constexpr float BlankCost = 1.0f;
/// A pawn capture written without its file ("xd5" or "d5" for "exd5"): the FIDE short form of some
/// players, so cheaper than a missing character. Judgement, first version (it was an unnamed 0.3 then).
constexpr float CaptureFileMissingCost = 0.3f;
/// One of the moves an ambiguous entry can mean ("Nd2" where both knights can go): the entry is right
/// but for a file or rank. Judgement, first version.
constexpr float AmbiguousCost = 0.2f;
/// The entry stands in the other player's column: the next entry's move belongs here. Judgement,
/// first version.
constexpr float ColumnsSwappedCost = 0.8f;
/// A move left out before the entry (every later entry one column early), on one sheet or, when
/// reconciling, on one of the two. Judgement, first version.
constexpr float MissingMoveCost = 1.2f;
/// An entry that stands for no move at all (dropped). Judgement, first version.
constexpr float DropCost = 1.5f;
/// On top of its reading cost: changing an entry whose written move was legal (the real slip showed only
/// later). Judgement, first version.
constexpr float LegalEntryChangedCost = 0.5f;
/// Reconciling: one sheet left the box blank and the other says a legal move there; the arbiter takes
/// the opponent's sheet (FIDE Laws D.2.9), little doubt. Chosen on HCS game 013 (one copy left twelve
/// boxes blank), which tst_reconciliation pins; a tuning-half sheet.
constexpr float GapFilledCost = 0.1f;
/// A mark the position under a reading contradicts (`+` with no check, `x` with nothing taken, a file
/// given where one piece alone can go, a missing `+` or `x`): evidence against that reading. Chosen on
/// the corrupted-games evaluation (all games, before the split).
constexpr float MarkDisagreementCost = 0.1f;

// --- The look-ahead: how the entries after a reading rank it ----------------------------------------

/// How many following entries the look-ahead weighs fully. Judgement, first version.
constexpr int LookAhead = 3;
/// How many following entries it replays at most (those after LookAhead only break ties); a blank or a
/// move left out looks to the end of the sheet. Chosen on the corrupted-games evaluation (all games).
constexpr int LookFurther = 16;
/// Ranking only: per following entry (of the first LookAhead) that does not replay under a candidate, or
/// step on which two sheets do not agree. Judgement, first version.
constexpr float LookAheadMiss = 0.7f;
/// Ranking only: per entry further on (up to LookFurther) that does not replay. It tells apart the moves
/// a blank or a move left out could have been, which the next few entries rarely do. Chosen on the
/// corrupted-games evaluation (all games).
constexpr float FarMiss = 0.02f;
/// The moves left out that suggestions offer (the best by how far the sheet then goes on). Chosen on
/// the corrupted-games evaluation (all games).
constexpr int MissingMoveCandidates = 3;

// --- The searches (reconstruction and reconciliation): their width, depth and budget ----------------

/// Search order only, never a cost: per entry short of LookAhead that a change lets the sheet go on
/// before it breaks again, a node is expanded as if it cost this much more. Chosen on the five-slip
/// benchmark sheets (all games).
constexpr float QuickBreakCost = 0.3f;
/// Suggestions (or, reconciling, moves read cheapest on both sheets) tried where the replay breaks.
/// Judgement, first version.
constexpr int Branching = 5;
/// Reconstruction at a blank: a blank says nothing of its move, and when the entry after it is a slip
/// too no move lets the sheet go on and only the move prior ranks them, so more are tried. Chosen to
/// mend HCS sheet 009's `18. {blank} Rc6` (tst_reconstruction pins it; 12 did not find it, every legal
/// move cost time), a tuning-half sheet, and on three-slip sheets of all games.
constexpr int BlankBranching = 24;
/// Legal entries before a break that may have been the real slip. Judgement, first version; four gave
/// 0.2 points on the corrupted games (all) for twice the time.
constexpr int BacktrackDepth = 2;
/// Nodes for one search over the whole sheet (or both sheets). Judgement, first version; 7,500 was
/// tried on all games and HCS and not kept (the slowest five-slip sheet took 222 ms).
constexpr int NodeBudget = 6000;
/// Nodes for each part searched afresh from the furthest point reached when the budget ran out, and
/// how many such parts. Chosen on the HCS sheets (all 47) and three-slip sheets of all games.
constexpr int PartBudget = 2000;
constexpr int Parts = 3;
/// Reconstruction: a sheet longer than Parts * EntriesPerPart entries gets a part more for every
/// EntriesPerPart entries, while each part gets further (BestFirst::runInParts): a long garbled sheet
/// has more places to mend, each settled in its part. Chosen on the tuning half's HCS sheets.
constexpr int EntriesPerPart = 4;

/// Reconciling: two costs count as the same where they differ by less than this, well below the
/// model's smallest price (float sums of the same prices in another order differ in their last bits).
/// Not tuned.
constexpr float SameCost = 0.001f;
static_assert(SameCost * 10 < FarMiss, "SameCost must stay below every price of the model");

// --- Whether the sheet decides a change (decidedness.cpp) ------------------------------------------

/// Another way to mend an entry fits the sheet "as well" as the change made when its cheapest
/// reconstruction from there costs at most this much more, the price of each one's kind of slip left
/// out (slipKindPrice: which slip a hand made, the sheet does not say). Half the smallest price of the
/// model (a contradicted mark): only ways that cost exactly the same count, to float noise; one mark
/// that only one of them gets right decides. Not tuned.
constexpr float AlternativeMargin = 0.05f;
static_assert(AlternativeMargin < MarkDisagreementCost, "one contradicted mark must decide");
/// The alternatives an undecided change lists, best first. The "at most five".
constexpr int MaxAlternatives = 5;
/// Nodes the decidedness check of one change may search in all (its bounded searches of the ways to
/// mend the entry, each at most DecideOptionBudget). Where they run out before every way is tried, the
/// change is not claimed decided. Set against the speed targets (docs/repair.md), not tuned; 400 and 100
/// were tried on the tuning half and not taken (three slips reachable 0.8 points lower).
constexpr int DecideBudget = 600;
constexpr int DecideOptionBudget = 150;
/// The least any change costs (the cheapest price of the model): a reading that breaks later costs at
/// least this much more, which lets the decidedness check skip the searches that cannot fit.
constexpr float CheapestChange = AmbiguousCost;
static_assert(CheapestChange <= CaptureFileMissingCost && CheapestChange <= CaseCost && CheapestChange <= MarkEditCost
        && CheapestChange <= LookAlikeCost && CheapestChange <= TranspositionCost
        && CheapestChange <= ColumnsSwappedCost && CheapestChange <= BlankCost,
    "CheapestChange must be the least price of a change");

}  // namespace repair
