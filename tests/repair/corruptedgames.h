// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The corrupted-games evaluation of repair: a real game written as a sheet with slips put in, then
// parsed, replayed and reconstructed as the product does it, and the outcome tallied. Used by
// eval_repair (the figures of docs/repair.md) and tst_corruptedgames (their floor).

#include "slippedsheets.h"

#include "chess/movegen.h"
#include "chess/uci.h"
#include "repair/reconstruction.h"
#include "repair/suggestions.h"
#include "sheet/replay.h"
#include "sheet/sheetparser.h"

#include <QElapsedTimer>

#include <ctime>

/// What happened to a set of slipped sheets.
struct Tally {
    int sheets = 0, exact = 0, complete = 0;
    int suggested = 0, top1 = 0, top3 = 0;  // single slips that break at their own entry
    int undecidable = 0;  // single slips the sheet cannot show: it reads as a game, or several moves fit the rest
    int exactDecidable = 0;  // restored exactly, of the sheets that are not undecidable
    int reachable = 0;  // the true game reached by picking among the changes' alternatives (repair::choose)
    int reachableUndecidable = 0;  // of those, undecidable sheets
    /// Single slips whose change is marked decided though the sheet does not decide it: an undecidable
    /// slip's change at its entry, or a change after the slip in the same stretch (no change between,
    /// the game first differing at the slip) where the slip was made at an earlier legal entry.
    int claimedDecidedWrongly = 0;
    int changes = 0, notAllTried = 0;  // changes, and those not claimed decided for want of budget (allTried)
    QList<double> millis;
    QList<double> cpuMillis;  // the process's CPU time: on a shared, loaded machine wall time counts the waits too

    double share(int n, int of) const { return of ? 100.0 * n / of : 0.0; }
    double exactShare() const { return share(exact, sheets); }
    double exactAmongDecidable() const { return share(exactDecidable, sheets - undecidable); }
    /// Right where the sheet cannot say (several moves fit a blank): what the move prior gets right.
    double exactAmongUndecidable() const { return share(exact - exactDecidable, undecidable); }
    double reachableShare() const { return share(reachable, sheets); }

    void add(const Tally& t)
    {
        sheets += t.sheets, exact += t.exact, complete += t.complete;
        suggested += t.suggested, top1 += t.top1, top3 += t.top3;
        undecidable += t.undecidable, exactDecidable += t.exactDecidable;
        reachable += t.reachable, reachableUndecidable += t.reachableUndecidable;
        claimedDecidedWrongly += t.claimedDecidedWrongly;
        changes += t.changes, notAllTried += t.notAllTried;
        millis += t.millis;
        cpuMillis += t.cpuMillis;
    }
};

// How many legal moves in `position` let all of `rest` replay with every mark right: for a blank or a
// skipped move, more than one means the sheet alone cannot say which move it was.
inline int movesThatFitTheRest(
    const chess::Position& position, std::span<const QStringView> rest, notation::Language language)
{
    chess::MoveList legal;
    chess::generateLegalMoves(position, legal);
    int fitting = 0;
    for (chess::Move m : legal) {
        chess::Position p = position;
        p.doMove(m);
        bool fits = true;
        for (QStringView text : rest) {
            const notation::Resolution r = notation::resolveText(text, language, p);
            if (!r.isResolved() || repair::markDisagreements(r.findings) > 0) {
                fits = false;
                break;
            }
            p.doMove(r.move);
        }
        fitting += fits;
    }
    return fitting;
}

/// Whether the true game is reached from `r` by the arbiter's picks: at each first move where the
/// reconstruction parts from the true game, an undecided change offering the true move there (at its
/// own entry or at an earlier one) is chosen (repair::choose), at most MaxPicks times.
inline bool reachableByPicking(
    const TrueGame& game, const QList<QStringView>& entries, notation::Language language, repair::Reconstruction r)
{
    constexpr int MaxPicks = 6;
    for (int pick = 0;; ++pick) {
        if (r.moves == game.moves)
            return true;
        if (pick == MaxPicks)
            return false;
        qsizetype ply = 0;
        while (ply < r.moves.size() && ply < game.moves.size() && r.moves[ply] == game.moves[ply])
            ++ply;
        int change = -1, alternative = -1;
        for (int i = 0; i < r.changes.size() && alternative < 0; ++i)
            for (int a = 0; a < r.changes[i].alternatives.size(); ++a) {
                const repair::Alternative& way = r.changes[i].alternatives[a];
                const int place = way.atEarlierEntry() ? way.movesBefore : r.changes[i].movesBefore;
                if (place == ply && ply < game.moves.size() && way.move == game.moves[ply]) {
                    change = i, alternative = a;
                    break;
                }
            }
        if (alternative < 0)
            return false;
        r = repair::choose(game.start, entries, language, r, change, alternative);
    }
}

/// SCORECHECK_EVAL_SHOW=wrongly-decided|not-reachable|not-exact prints each such sheet with its true
/// game and its reconstruction, to look at the failures one by one.
inline void showIfAsked(
    const char* what, const TrueGame& game, const SlippedSheet& sheet, const repair::Reconstruction& r)
{
    if (qgetenv("SCORECHECK_EVAL_SHOW") != what)
        return;
    const auto uci = [&](const QList<chess::Move>& moves) {
        chess::Position p = game.start;
        QStringList out;
        for (chess::Move m : moves) {
            out << QString::fromStdString(chess::toUci(p, m));
            p.doMove(m);
        }
        return out.join(u' ');
    };
    QStringList slips, changes;
    for (const Slip& s : sheet.slips)
        slips << QStringLiteral("%1 at ply %2").arg(QLatin1String(slipName(s.kind))).arg(s.ply);
    for (const repair::Change& c : r.changes) {
        chess::Position before = game.start;
        for (int i = 0; i < c.movesBefore; ++i)
            before.doMove(r.moves[i]);
        QStringList alternatives;
        for (const repair::Alternative& a : c.alternatives) {
            chess::Position at = game.start;
            for (int i = 0; i < (a.atEarlierEntry() ? a.movesBefore : c.movesBefore); ++i)
                at.doMove(r.moves[i]);
            alternatives << (a.move.isNone() ? QStringLiteral("-") : QString::fromStdString(chess::toUci(at, a.move)))
                    + (a.atEarlierEntry() ? QStringLiteral("@%1").arg(a.entry) : QString());
        }
        changes << QStringLiteral("entry %1 kind %2 ply %3 %4 (%5 alternatives%6) %7")
                       .arg(c.entry)
                       .arg(int(c.kind))
                       .arg(c.ply)
                       .arg(c.decided ? QStringLiteral("decided") : QStringLiteral("undecided"))
                       .arg(c.alternatives.size())
                       .arg(c.allTried ? QString() : QStringLiteral(", not all tried"))
                       .arg(alternatives.join(u' '));
    }
    qInfo("%s: game %d, %s\n%s\ntrue: %s\nmade: %s (cost %.3f)\n%s", what, game.place, qPrintable(slips.join(u", ")),
        qPrintable(sheet.text()), qPrintable(uci(game.moves)), qPrintable(uci(r.moves)), r.cost,
        qPrintable(changes.join(u'\n')));
}

/// Reconstructs one slipped sheet the way the product does: parse, find the language, reconstruct.
inline void evaluate(const TrueGame& game, const SlippedSheet& sheet, Tally& tally)
{
    const QString text = sheet.text();
    const sheet::ParsedSheet parsed = sheet::parseSheet(text);
    const QList<QStringView> entries = sheet::entryTexts(parsed, text);
    QElapsedTimer timer;
    timer.start();
    const std::clock_t cpuStart = std::clock();
    const sheet::Record record = sheet::replay(text, parsed, game.start, {});
    const repair::Reconstruction r = repair::reconstruct(game.start, entries, record.language);
    tally.millis.append(double(timer.nsecsElapsed()) / 1e6);
    tally.cpuMillis.append(1000.0 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC);
    ++tally.sheets;
    const bool exact = r.moves == game.moves;
    tally.exact += exact;
    tally.complete += r.complete;
    const bool reached = reachableByPicking(game, entries, record.language, r);
    tally.reachable += reached;
    for (const repair::Change& c : r.changes) {
        ++tally.changes;
        tally.notAllTried += !c.allTried;
    }
    if (!exact)
        showIfAsked("not-exact", game, sheet, r);
    if (!reached)
        showIfAsked("not-reachable", game, sheet, r);

    // Single slips: whether the sheet alone can tell, and the suggestions where it breaks at the slip.
    if (sheet.slips.size() != 1)
        return;
    const int ply = sheet.slips[0].ply;
    chess::Position p = game.start;
    for (int i = 0; i < ply; ++i)
        p.doMove(game.moves[i]);
    const SlipKind kind = sheet.slips[0].kind;
    // A slip that leaves a legal game with every mark right cannot be seen at all.
    const bool readsAsAGame = std::all_of(record.entries.begin(), record.entries.end(),
        [](const sheet::EntryRecord& e) { return e.ply > 0 && repair::markDisagreements(e.resolution.findings) == 0; });
    const bool undecidable = readsAsAGame
        || ((kind == SlipKind::Blank || kind == SlipKind::SkippedMove)
            && movesThatFitTheRest(p, std::span(entries).subspan(ply + (kind == SlipKind::Blank)), record.language)
                > 1);
    tally.undecidable += undecidable;
    tally.exactDecidable += exact && !undecidable;
    tally.reachableUndecidable += reached && undecidable;
    // The game first differs from the true one at the slip, which was read as written: the change the
    // slip showed at, later in the same stretch, does not know where it was made.
    qsizetype differs = 0;
    while (differs < r.moves.size() && differs < game.moves.size() && r.moves[differs] == game.moves[differs])
        ++differs;
    const auto shownLater = [&](int change) {
        const repair::Change& c = r.changes[change];
        return c.entry > ply && differs == ply && c.movesBefore > ply
            && (change == 0 || r.changes[change - 1].entry < ply) && !exact;
    };
    for (int i = 0; i < r.changes.size(); ++i)
        if (r.changes[i].decided && ((undecidable && !readsAsAGame && r.changes[i].entry == ply) || shownLater(i))) {
            ++tally.claimedDecidedWrongly;
            showIfAsked("wrongly-decided", game, sheet, r);
        }
    if (kind == SlipKind::SwappedColumns || ply >= record.entries.size() || record.entries[ply].ply != 0)
        return;  // no single move to suggest, or the slip reads as a legal move (not the entry that breaks)
    const QList<repair::Suggestion> s = repair::suggest(p, {std::span(entries).subspan(ply), record.language}, 3);
    ++tally.suggested;
    tally.top1 += !s.isEmpty() && s[0].move == game.moves[ply];
    tally.top3 += std::any_of(s.begin(), s.end(), [&](const auto& x) { return x.move == game.moves[ply]; });
}
