// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notation/language.h"

#include "checkedgame.h"
#include "jsonwriter.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

/// What repair says about a checked game, for the check command's reports.
namespace repairreport {

/// The line under a change or difference whose check ran out of its budget with no alternative found
/// (repair::notCheckedToTheEnd): `move`, the move found, is not claimed decided.
QString notCheckedLine(const QString& move);

/// A game's moves as SAN and UCI, one per ply: English SAN for JSON (the contract's), the sheet's own
/// language (FIDE style) for the text reports a person reads.
struct WrittenGame {
    QList<chess::Move> moves;
    QStringList san, uci;
};
WrittenGame writtenGame(const chess::Position& start, const QList<chess::Move>& moves,
    std::optional<notation::Language> sheetLanguage = std::nullopt);

/// "1. e4 e5 2. Nf3": the SAN numbered from the start position.
QString numberedGame(const chess::Position& start, const WrittenGame& game);

/// The entries' texts when there is something to repair (an entry that wants suggestions, a reconstruction),
/// else nothing: most games of an archive are clean, and the list is not made for them.
QList<QStringView> entryTextsToRepair(const CheckedGame& game);

/// The ranked suggestions for entry `index`, whose position is `position`, as UCI moves.
QStringList suggestionsUci(
    const chess::Position& position, const CheckedGame& game, const QList<QStringView>& entries, int index);

/// "    likely meant: ...": the best few suggestions in the sheet's language, with their reasons.
QString likelyMoves(
    const chess::Position& position, const CheckedGame& game, const QList<QStringView>& entries, int index);

/// An undecided change's or difference's alternatives, best first: [{"kind", "move", "uci", "then",
/// "checked"}] (English SAN and UCI, both null for an entry left out; "then" the second move in English
/// SAN where the way gives two (a move left out, then the entry; two entries swapped), else null; "checked" false where
/// the check stopped at its search limit: not ruled out, not shown to fit), in the position `before` it.
void writeAlternatives(JsonWriter& w, const chess::Position& before, const QList<repair::Alternative>& alternatives);
/// One alternative's keys of writeAlternatives, in an object the caller opens (a change's alternative
/// adds where it applies).
void writeAlternativeKeys(JsonWriter& w, const chess::Position& before, const repair::Alternative& a);

/// "reconstruction": {"uci": [...], "changes": [...], "cost": X, "complete": true}
void writeJson(JsonWriter& w, const CheckedGame& game, const QList<QStringView>& entries);

/// A move (legal in `before`) in SAN in the sheet's `language`, as the text report writes moves.
QString writtenMove(const chess::Position& before, chess::Move move, notation::Language language);

/// An undecided change's ways in `language` (alternativewords): the one the game goes on with, then its
/// alternatives, best first ("Nc3, Nd2, Be2", "Nc3 left out before e5").
QString alternativesText(const chess::Position& start, const repair::Reconstruction& r, const repair::Change& c,
    notation::Language language);

/// The reconstruction for people: one line per change, then the whole game in SAN.
QString text(const CheckedGame& game, const QList<QStringView>& entries);

}  // namespace repairreport
