// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "repair/reconciliation.h"
#include "repair/reconstruction.h"
#include "sheet/record.h"

#include <QDateTime>
#include <QFlags>
#include <QList>
#include <QLocale>
#include <QString>

#include <optional>

/// What the arbiter's report is made from: the sheet's text and its record, never the widgets that
/// show them, so that the app and the command line print the same report.
namespace report {

/// The parts a report can hold; the header and the footer are always there.
enum class Part : unsigned {
    Sheet = 1 << 0,  // the sheet as typed, each entry with its verdict's symbol
    Findings = 1 << 1,  // every finding, one a line
    Events = 1 << 2,  // the arbiter's events: draw offers, repetitions, 50/75 moves, the end, moves completed
    Rulings = 1 << 3,  // the rulings made on the sheet
    Repair = 1 << 4,  // the reconstruction and the two-sheet comparison, when made
    Diagrams = 1 << 5,  // the positions that matter, and those chosen
    Game = 1 << 6,  // the game in clean notation
};
Q_DECLARE_FLAGS(Parts, Part)
Q_DECLARE_OPERATORS_FOR_FLAGS(Parts)
constexpr Parts AllParts = Parts(0x7f);

/// The game's details as its tags or the app's Game Details give them; empty when unknown.
struct GameDetails {
    QString event, site, date, round, board, white, black;
    QString result;  // the Result tag or field
};

/// The same game on the other player's sheet, reconciled with this one (FIDE Appendix D.2.9, 8.5).
struct Comparison {
    QString otherName;  // how the report names the other sheet: its file, or "the other sheet"
    QString otherText;
    sheet::Record otherRecord;
    repair::Reconciliation reconciliation;
};

/// What a ruling was made on (the Rulings menu's dialogs).
enum class RulingKind { ThreefoldClaim, FiftyMovesClaim, FlagFall, IllegalMove };

/// A ruling the arbiter made on this sheet, already in words, and the sheet text it was made on.
struct Ruling {
    RulingKind kind = RulingKind::ThreefoldClaim;
    int ply = 0;  // the moment: after this ply of the game (0: the start)
    QString moment;  // the entry the moment follows, as the sheet writes it ("28... Qf6"); empty at the start
    QString verdict;  // the verdict's line
    QString article;  // the FIDE article it rests on, and what it asks
    QStringList grounds;  // what the verdict rests on: counts of moves, occurrences, a mate line; a line each
    QStringList consequence;  // what follows, a sentence a line
    QDateTime madeAt;
    QByteArray sheetHash;  // sheet::textHash of the whole sheet text when the ruling was made
};

/// One game's report.
struct Case {
    QString text;  // the sheet's text, as typed
    sheet::Record record;
    GameDetails details;
    std::optional<repair::Reconstruction> reconstruction;
    std::optional<Comparison> comparison;
    QList<Ruling> rulings;
    QList<int> chosenPlies;  // diagrams asked for: the position after each ply (0: the start)
};

/// What every report of one printing shares.
struct Settings {
    Parts parts = AllParts;
    QString arbiter;  // the arbiter's name; empty: a line to sign on
    QDateTime madeAt;
    QLocale locale;  // the report's language's (translations::locale), for the dates and times it writes
};

}  // namespace report
