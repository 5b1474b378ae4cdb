// SPDX-License-Identifier: GPL-3.0-or-later
// Whether the sheet decides each change of a reconstruction (issue 25): the alternatives offered, the
// honest check of every change claimed decided, and choosing an alternative.

#include "constructedsheets.h"
#include "pgngames.h"
#include "sheettexts.h"
#include "slippedsheets.h"

#include "chess/movegen.h"
#include "chess/uci.h"
#include "notation/resolver.h"
#include "repair/costmodel.h"
#include "repair/decidedness.h"
#include "repair/movelikelihood.h"
#include "repair/reconstruction.h"
#include "repair/repairreason.h"
#include "repair/suggestions.h"
#include "sheet/blankentry.h"

#include <QTest>

#include <functional>

using repair::Change;
using repair::RepairReason;

namespace {

constexpr int ThoroughBudget = 20000;  // nodes; the check has 150 per way

// Whether a reading of `rest` from `after` costs at most what is left of `bound` after `price`: a search
// bounded by cost alone, with a budget far past the check's (a search that runs out counts as fitting:
// it could not be ruled out).
bool fitsWithin(const chess::Position& after, std::span<const QStringView> rest, notation::Language language,
    float price, float bound)
{
    if (price > bound)
        return false;
    const repair::BoundedReconstruction b
        = repair::reconstructWithin(after, rest, language, bound - price, ThoroughBudget);
    return b.found.has_value() || b.exhausted;
}

// The cheapest a suggestion reads the entry at the start of `rest` as `move` (kind price left out).
float readingPrice(const QList<repair::Suggestion>& readings, chess::Move move)
{
    float reading = 1e9f;
    for (const repair::Suggestion& s : readings)
        if (s.move == move && s.then.isNone() && s.reason != RepairReason::ColumnsSwapped)
            reading = std::min(reading, s.cost - repair::slipKindPrice(Change::Kind::Replaced, s.reason));
    return reading;
}

// The position after the two entries from `entry` swapped in `p` (the second's move, then the first's),
// where both read so and the first move is not `except`; with that first move.
std::optional<std::pair<chess::Move, chess::Position>> afterSwapped(
    chess::Position p, std::span<const QStringView> entries, notation::Language language, int entry, chess::Move except)
{
    if (entry + 1 >= int(entries.size()) || sheet::isBlankEntry(entries[entry]))
        return std::nullopt;
    const notation::Resolution second = notation::resolveText(entries[entry + 1], language, p);
    if (!second.isResolved() || second.move == except)
        return std::nullopt;
    p.doMove(second.move);
    const notation::Resolution first = notation::resolveText(entries[entry], language, p);
    if (!first.isResolved())
        return std::nullopt;
    p.doMove(first.move);
    return std::pair{second.move, p};
}

// Every legal move in `p` but `except`, with the position after it.
void forEachOtherMove(
    const chess::Position& p, chess::Move except, const std::function<void(chess::Move, const chess::Position&)>& f)
{
    chess::MoveList legal;
    chess::generateLegalMoves(p, legal);
    for (chess::Move m : legal) {
        if (m == except)
            continue;
        chess::Position after = p;
        after.doMove(m);
        f(m, after);
    }
}

// `p` after the entries `from` to `last` (included) read as written, or nothing where one does not read.
std::optional<chess::Position> readAsWritten(
    chess::Position p, std::span<const QStringView> entries, notation::Language language, int from, int last)
{
    for (int k = from; k <= last && k < int(entries.size()); ++k) {
        const notation::Resolution written = notation::resolveText(entries[k], language, p);
        if (!written.isResolved())
            return std::nullopt;
        p.doMove(written.move);
    }
    return p;
}

// The honest check of every change claimed decided, independent of the window and the budgets that
// decided it: every other legal move at the change is read into the entry (at the cheapest a suggestion
// prices it, plus LegalEntryChangedCost where the entry's own move is legal) or, where the entry is not
// blank, put before it, and the whole rest of the sheet is searched for a reconstruction that fits
// within what the change made costs to the end (plus the margin), by cost alone and with a budget far
// past the check's; and the entry and the next one swapped. What the sheet says against each way is
// compared, the price of the kind of slip left out (repair::slipKindPrice). The same at every legal entry
// read as written since the previous change (no window), where the way lets the sheet replay as written
// through the change's entry (the same slip made there instead), the price of changing a legal entry set
// aside where the change made does not pay it too. Returns the claims some move disproves ("entry 12: Nc3",
// "entry 12: d1d4 at entry 8", "entry 12: g3e4 swapped with the next entry").
QStringList decidedClaimsDisproved(const chess::Position& start, const QList<QStringView>& entries,
    notation::Language language, const repair::Reconstruction& r)
{
    QStringList disproved;
    const std::span<const QStringView> all(entries);
    for (int ci = 0; ci < r.changes.size(); ++ci) {
        const Change& c = r.changes[ci];
        if (!c.decided)
            continue;
        const chess::Position p = repair::positionBefore(start, r, c);
        const chess::Move made = c.ply >= 0 ? r.moves[c.ply] : chess::Move();
        const float bound = r.cost - c.costBefore - repair::slipKindPrice(c.kind, c.reason) + repair::AlternativeMargin;
        const notation::Resolution written = notation::resolveText(entries[c.entry], language, p);
        const bool blank = sheet::isBlankEntry(entries[c.entry]);
        const float legalEntryChanged = written.isResolved() ? repair::LegalEntryChangedCost : 0.f;
        const QList<repair::Suggestion> readings = repair::suggest(p, {all.subspan(c.entry), language}, 1000);
        forEachOtherMove(p, made, [&](chess::Move m, const chess::Position& after) {
            float reading = readingPrice(readings, m);
            if (written.isResolved() && written.move != m)
                reading += legalEntryChanged;
            const bool inserted = !blank && notation::resolveText(entries[c.entry], language, after).isResolved();
            if (fitsWithin(after, all.subspan(c.entry + 1), language, reading, bound)
                || (inserted && fitsWithin(after, all.subspan(c.entry), language, legalEntryChanged, bound)))
                disproved
                    << QStringLiteral("entry %1: %2").arg(c.entry).arg(QString::fromStdString(chess::toUci(p, m)));
        });
        // The entry and the next one swapped (the kind price set aside as for the others).
        if (const auto swapped = afterSwapped(p, all, language, c.entry, made);
            swapped && fitsWithin(swapped->second, all.subspan(c.entry + 2), language, legalEntryChanged, bound))
            disproved << QStringLiteral("entry %1: %2 swapped with the next entry")
                             .arg(c.entry)
                             .arg(QString::fromStdString(chess::toUci(p, swapped->first)));
        // The same slip at an earlier legal entry since the previous change.
        int first = 0;
        if (ci > 0)
            first = r.changes[ci - 1].entry + (r.changes[ci - 1].kind == Change::Kind::Swapped ? 2 : 1);
        chess::Position at = start;
        for (int i = 0; i < c.movesBefore - (c.entry - first); ++i)
            at.doMove(r.moves[i]);
        for (int entry = first; entry < c.entry; ++entry) {
            const int movesBefore = c.movesBefore - (c.entry - entry);
            const chess::Move own = r.moves[movesBefore];
            // What the reconstruction costs from this entry to the end; the legal entry's price set aside
            // on both sides.
            float paid = 0;
            chess::Position q = at;
            for (int k = entry; k < c.entry; ++k) {
                const notation::Resolution w = notation::resolveText(entries[k], language, q);
                paid += repair::MarkDisagreementCost * float(repair::markDisagreements(w.findings));
                q.doMove(w.move);
            }
            const float earlierBound = bound + paid - legalEntryChanged;
            const QList<repair::Suggestion> earlierReadings = repair::suggest(at, {all.subspan(entry), language}, 1000);
            forEachOtherMove(at, own, [&](chess::Move m, const chess::Position& after) {
                const auto read = readAsWritten(after, all, language, entry + 1, c.entry);
                bool fits = read
                    && fitsWithin(
                        after, all.subspan(entry + 1), language, readingPrice(earlierReadings, m), earlierBound);
                const notation::Resolution then = notation::resolveText(entries[entry], language, after);
                if (!fits && then.isResolved()) {
                    chess::Position afterBoth = after;
                    afterBoth.doMove(then.move);
                    fits = readAsWritten(afterBoth, all, language, entry + 1, c.entry)
                        && fitsWithin(afterBoth, all.subspan(entry + 1), language, 0.f, earlierBound);
                }
                if (fits)
                    disproved << QStringLiteral("entry %1: %2 at entry %3")
                                     .arg(c.entry)
                                     .arg(QString::fromStdString(chess::toUci(at, m)))
                                     .arg(entry);
            });
            if (const auto swapped = afterSwapped(at, all, language, entry, own); swapped
                && readAsWritten(swapped->second, all, language, entry + 2, c.entry)
                && fitsWithin(swapped->second, all.subspan(entry + 2), language, 0.f, earlierBound))
                disproved << QStringLiteral("entry %1: %2 swapped with the next entry at entry %3")
                                 .arg(c.entry)
                                 .arg(QString::fromStdString(chess::toUci(at, swapped->first)))
                                 .arg(entry);
            at.doMove(own);
        }
    }
    return disproved;
}

QStringList alternativesUci(const chess::Position& p, const Change& c)
{
    QStringList out;
    for (const repair::Alternative& a : c.alternatives)
        out << QString::fromStdString(chess::toUci(p, a.move));
    return out;
}

}  // namespace

class TestDecidedness : public QObject {
    Q_OBJECT

private slots:
    void blankInAQuietPositionIsUndecided();
    void lookAlikeSlipIsDecided();
    void choosingAnAlternative();
    void aChoiceWeighsAgainEveryChangeItReaches();
    void moveLeftOutBeforeALegalEntry();
    void swapOrMoveLeftOutIsUndecided();
    void sameSlipAtAnEarlierEntryIsUndecided();
    void eachPlaceKeptAmongTheAlternatives();
    void cheapestFirstInSameCostSteps();
    void moveLeftOutOneEntryEarlierIsOffered();
    void decidedClaimsHoldOnConstructedSheets();
    void decidedClaimsHoldOnARealSheet();
    void aDecidedChangeSaysNoOtherMoveFits();
    void decidedClaimsHoldOnSlippedRealGames();
};

// 6. Nf3 left blank: nothing later refers to the knight, so a quiet move of many fits as well.
static const QString QuietBlank
    = QStringLiteral("1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. - h6 7. Bh4 b6 8. cxd5 exd5 9. Bd3 Bb7");

void TestDecidedness::blankInAQuietPositionIsUndecided()
{
    const auto r = reconstructSheet(QuietBlank, notation::Language::English);
    QCOMPARE(r.changes.size(), 1);
    const Change& c = r.changes[0];
    QCOMPARE(c.reason, RepairReason::Blank);
    QVERIFY(!c.decided);
    QCOMPARE(c.alternatives.size(), repair::MaxAlternatives);
    const chess::Position p = repair::positionBefore(chess::Position::startPosition(), r, c);
    QStringList offered = alternativesUci(p, c);
    offered.prepend(QString::fromStdString(chess::toUci(p, r.moves[c.ply])));
    QVERIFY2(offered.contains(QStringLiteral("g1f3")), qPrintable(offered.join(u' ')));
    for (const repair::Alternative& a : c.alternatives) {
        QCOMPARE(a.extraCost, 0.0f);  // a blank: each fits exactly as well
        QVERIFY(a.checked);
        QCOMPARE(a.following.size(), 7);  // 6...h6 to 9...Bb7 replay after each
    }
}

// German: 2. Sf3 written "Sf8" (3 and 8 look alike). No other move reads as "Sf8" for as little, so the
// sheet decides it.
void TestDecidedness::lookAlikeSlipIsDecided()
{
    const auto r
        = reconstructSheet(QStringLiteral("1. e4 e5 2. Sf8 Sc6 3. Lb5 a6 4. La4 Sf6"), notation::Language::German);
    QCOMPARE(r.changes.size(), 1);
    QCOMPARE(r.changes[0].reason, RepairReason::LookAlike);
    QCOMPARE(uciGame(r).split(u' ')[2], QStringLiteral("g1f3"));
    QVERIFY(r.changes[0].decided);
    QVERIFY(r.changes[0].alternatives.isEmpty());
}

void TestDecidedness::choosingAnAlternative()
{
    const QList<QStringView> entries = entryTexts(QuietBlank);
    const chess::Position start = chess::Position::startPosition();
    const auto r = repair::reconstruct(start, entries, notation::Language::English);
    QVERIFY(r.changes.size() == 1 && r.changes[0].alternatives.size() > 2);
    const chess::Move picked = r.changes[0].alternatives[2].move;
    const auto chosen = repair::choose(start, entries, notation::Language::English, r, 0, 2);
    QCOMPARE(chosen.moves.size(), r.moves.size());
    QCOMPARE(chosen.moves[10], picked);
    QCOMPARE(chosen.changes.size(), 1);
    QVERIFY(!chosen.changes[0].decided);
    // The move made before is now one of the alternatives.
    const bool offered = std::any_of(chosen.changes[0].alternatives.cbegin(), chosen.changes[0].alternatives.cend(),
        [&](const repair::Alternative& a) { return a.move == r.moves[10]; });
    QVERIFY(offered);
    QCOMPARE(chosen.cost, r.cost);
}

// 4. Bb5 left out: Black's 4...Nd4 stands in White's column, where it reads as a legal move too (the f3
// knight), and the sheet breaks only at 5. exd4. The move left out is put before the legal entry.
static const QString LeftOutBeforeALegalEntry
    = QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Nc3 Nf6 4. Nd4 Nxd4 5. exd4 e5 6. dxc3 exf6 7. Qxf6");

void TestDecidedness::moveLeftOutBeforeALegalEntry()
{
    const auto r = reconstructSheet(LeftOutBeforeALegalEntry, notation::Language::English);
    QCOMPARE(r.changes.size(), 1);
    const Change& c = r.changes[0];
    QCOMPARE(c.kind, Change::Kind::Inserted);
    QCOMPARE(c.entry, 6);
    QCOMPARE(uciGame(r).section(u' ', 7), QStringLiteral("c6d4 f3d4 e5d4 e4e5 d4c3 e5f6 d8f6"));
    // Many a quiet move fits the gap as well; the one played is among those offered.
    QVERIFY(!c.decided);
    const chess::Position p = repair::positionBefore(chess::Position::startPosition(), r, c);
    QStringList offered = alternativesUci(p, c);
    offered.prepend(QString::fromStdString(chess::toUci(p, r.moves[c.ply])));
    QVERIFY2(offered.contains(QStringLiteral("f1b5")), qPrintable(offered.join(u' ')));
}

// 4. d3 left out at the end of the sheet: "4. d6 c3" reads as the two entries swapped (4. c3 d6) as well
// as a move left out before 4...d6. A swap is the commoner slip, but nothing written says which it was.
static const QString SwapOrMoveLeftOut = QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d6 c3");

void TestDecidedness::swapOrMoveLeftOutIsUndecided()
{
    const auto r = reconstructSheet(SwapOrMoveLeftOut, notation::Language::English);
    QCOMPARE(r.changes.size(), 1);
    const Change& c = r.changes[0];
    QCOMPARE(c.kind, Change::Kind::Swapped);  // the cheapest
    QVERIFY(!c.decided);
    QVERIFY(std::any_of(c.alternatives.cbegin(), c.alternatives.cend(), [](const repair::Alternative& a) {
        return a.kind == Change::Kind::Inserted && a.checked && a.following.size() == 1;
    }));
}

// 8. Qd4 written "Qa4" (a and d look alike), legal; the sheet breaks only at 11. Qd3 (no queen on the
// a-file reaches d3), which reads as 11. Qa3 for the same price. Qa4 read as Qd4 fits the rest as well:
// the sheet does not say whether the slip was at move 8 or at move 11.
static const QString QueenLookAlikeShownLater
    = QStringLiteral("1. e4 e5 2. d4 exd4 3. c3 dxc3 4. Nxc3 d6 5. Bc4 Nf6 6. Nf3 Be7 7. O-O O-O 8. Qa4 Nbd7 9. h3 h6 "
                     "10. Re1 Re8 11. Qd3 Nb6 12. Bb3 Be6 13. Bxe6 fxe6 14. Be3 d5 15. e5 Nfd7");

void TestDecidedness::sameSlipAtAnEarlierEntryIsUndecided()
{
    const QList<QStringView> entries = entryTexts(QueenLookAlikeShownLater);
    const chess::Position start = chess::Position::startPosition();
    const auto r = repair::reconstruct(start, entries, notation::Language::English);
    QCOMPARE(r.changes.size(), 1);
    const Change& c = r.changes[0];
    QCOMPARE(c.entry, 20);
    QCOMPARE(uciGame(r).section(u' ', 20, 20), QStringLiteral("a4a3"));
    QVERIFY(!c.decided);
    const auto earlier = std::find_if(c.alternatives.cbegin(), c.alternatives.cend(),
        [](const repair::Alternative& a) { return a.atEarlierEntry() && a.entry == 14 && a.movesBefore == 14; });
    QVERIFY(earlier != c.alternatives.cend());
    chess::Position at = start;
    for (int i = 0; i < 14; ++i)
        at.doMove(r.moves[i]);
    QCOMPARE(QString::fromStdString(chess::toUci(at, earlier->move)), QStringLiteral("d1d4"));
    QVERIFY(earlier->checked);
    QCOMPARE(earlier->extraCost, repair::LegalEntryChangedCost);  // the same reading price, at a legal entry
    // Picked, it stands at move 8 and the rest replays as written; the reading at move 11 is offered back.
    const auto chosen = repair::choose(
        start, entries, notation::Language::English, r, 0, int(std::distance(c.alternatives.cbegin(), earlier)));
    QCOMPARE(chosen.changes.size(), 1);
    QCOMPARE(chosen.changes[0].entry, 14);
    QCOMPARE(uciGame(chosen).section(u' ', 14, 14), QStringLiteral("d1d4"));
    QCOMPARE(uciGame(chosen).section(u' ', 20, 20), QStringLiteral("d4d3"));
    QCOMPARE(chosen.moves.size(), r.moves.size());
    QVERIFY(qAbs(chosen.cost - r.cost - repair::LegalEntryChangedCost) < 1e-4f);
    QVERIFY(!chosen.changes[0].decided);
    const QList<repair::Alternative>& offered = chosen.changes[0].alternatives;
    const auto back = std::find_if(offered.cbegin(), offered.cend(), [&](const repair::Alternative& a) {
        return !a.atEarlierEntry() && a.move == r.moves[14] && a.following.value(5) == r.moves[20];
    });
    QVERIFY(back != offered.cend());
    // Picked back, Qa4 stands as written and the reading at move 11 returns: weighed again over the whole
    // sheet, it is undecided as at first, Qd4 at move 8 among its alternatives (whole-sheet entry and place).
    const auto again = repair::choose(
        start, entries, notation::Language::English, chosen, 0, int(std::distance(offered.cbegin(), back)));
    QCOMPARE(uciGame(again), uciGame(r));
    QVERIFY(qAbs(again.cost - r.cost) < 1e-4f);
    QCOMPARE(again.changes.size(), 1);
    QCOMPARE(again.changes[0].entry, 20);
    QCOMPARE(again.changes[0].movesBefore, 20);
    QVERIFY(!again.changes[0].decided);
    QVERIFY(std::any_of(again.changes[0].alternatives.cbegin(), again.changes[0].alternatives.cend(),
        [&](const repair::Alternative& a) {
            return a.atEarlierEntry() && a.entry == 14 && a.movesBefore == 14 && a.move == chosen.moves[14];
        }));
}

// Six ways at the change's own entry fit, and one at an earlier entry that costs LegalEntryChangedCost
// more (set aside: it fits as well). Five are listed, the earlier one among them: where the slip was is
// what the sheet does not say.
void TestDecidedness::eachPlaceKeptAmongTheAlternatives()
{
    const chess::Position start = chess::Position::startPosition();
    QList<repair::WayToMend> ways;
    for (const char* uci : {"a2a3", "b2b3", "c2c3", "d2d3", "g2g3", "h2h3"})
        ways.append({{.move = chess::parseUci(start, uci)}, 0.f, 0.f});
    const chess::Move earlier = chess::parseUci(start, "e2e4");
    ways.append({{.move = earlier, .entry = 0, .movesBefore = 0}, repair::LegalEntryChangedCost,
        repair::LegalEntryChangedCost, &start});
    const repair::Weighed w
        = repair::weighWays(ways, {.move = chess::parseUci(start, "f2f3")}, 0.f, 0.f, start, {}, [](int, float, int) {
              return repair::BoundedReconstruction{repair::Reconstruction{}, false, 1};
          });
    QCOMPARE(w.alternatives.size(), repair::MaxAlternatives);
    QVERIFY(w.allTried);
    QCOMPARE(w.alternatives.last().move, earlier);  // the dearest, last
    QCOMPARE(w.alternatives.last().entry, 0);
    for (int i = 0; i + 1 < w.alternatives.size(); ++i)
        QVERIFY(!w.alternatives[i].atEarlierEntry());
}

// Three ways dearer each by 0.8 SameCost than the one before, the dearest the likeliest: "within SameCost
// of each other" chains the three (the first ~ the second ~ the third, the first < the third), which no
// sort may be given. In SameCost-wide steps the cheapest come first (with "within SameCost" as a tie the
// order came out otherwise).
void TestDecidedness::cheapestFirstInSameCostSteps()
{
    const chess::Position start = chess::Position::startPosition();
    chess::MoveList legal;
    chess::generateLegalMoves(start, legal);
    QList<chess::Move> moves(legal.begin(), legal.end());
    std::sort(moves.begin(), moves.end(), [&](chess::Move a, chess::Move b) {
        return repair::moveLikelihood(start, a, {}) < repair::moveLikelihood(start, b, {});
    });
    const QList<chess::Move> leastToLikeliest{moves.front(), moves[moves.size() / 2], moves[moves.size() - 2]};
    for (int i = 0; i + 1 < leastToLikeliest.size(); ++i)
        for (repair::Judged how : {repair::Judged::Fully, repair::Judged::WithoutCaptureSearch})
            QVERIFY(repair::moveLikelihood(start, leastToLikeliest[i], {}, how)
                < repair::moveLikelihood(start, leastToLikeliest[i + 1], {}, how));
    QList<repair::WayToMend> ways;
    for (int i = 0; i < leastToLikeliest.size(); ++i)
        ways.append({{.move = leastToLikeliest[i]}, 0.8f * repair::SameCost * float(i), 0.f});
    const repair::Weighed w = repair::weighWays(ways, {.move = moves.back()}, 0.f, 0.f, start, {}, [](int, float, int) {
        return repair::BoundedReconstruction{repair::Reconstruction{}, false, 1};
    });
    QCOMPARE(w.alternatives.size(), 3);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(w.alternatives[i].move, leastToLikeliest[i]);
}

// 12...Rb8 left out: White's 13. b5 stands in Black's column, where it reads as 12...b5, and the sheet
// breaks only at the next entry (Black's Ne7 in White's column), where the search puts a move before it.
// A move put before "b5" one entry earlier fits as well (b5 then White's): that place is offered, and
// choosing it puts the move left out there.
void TestDecidedness::moveLeftOutOneEntryEarlierIsOffered()
{
    const QList<QStringView> entries = entryTexts(
        QStringLiteral("1. Nf3 Nf6 2. c4 g6 3. g3 Bg7 4. Bg2 O-O 5. O-O d6 6. Nc3 e5 7. d3 Nc6 8. Rb1 a5 9. a3 h6 "
                       "10. b4 axb4 11. axb4 Be6 12. Nd2 b5 13. Ne7 Bb2 14. Qd7 Re1 15. Bh3 Bh1 16. Ng4"));
    const chess::Position start = chess::Position::startPosition();
    const auto r = repair::reconstruct(start, entries, notation::Language::English);
    QCOMPARE(r.changes.size(), 1);
    const Change& c = r.changes[0];
    QCOMPARE(c.kind, Change::Kind::Inserted);
    QCOMPARE(c.entry, 24);
    QVERIFY(!c.decided);
    const auto earlier = std::find_if(c.alternatives.cbegin(), c.alternatives.cend(),
        [](const repair::Alternative& a) { return a.atEarlierEntry() && a.entry == 23; });
    QVERIFY(earlier != c.alternatives.cend());
    QCOMPARE(earlier->kind, Change::Kind::Inserted);
    QCOMPARE(earlier->movesBefore, 23);
    const auto chosen = repair::choose(
        start, entries, notation::Language::English, r, 0, int(std::distance(c.alternatives.cbegin(), earlier)));
    QCOMPARE(chosen.changes.size(), 1);
    QCOMPARE(chosen.changes[0].entry, 23);
    QCOMPARE(chosen.changes[0].kind, Change::Kind::Inserted);
    QCOMPARE(uciGame(chosen).section(u' ', 23, 24),
        QStringLiteral("%1 b4b5").arg(QString::fromStdString(
            chess::toUci(repair::positionBefore(start, chosen, chosen.changes[0]), earlier->move))));
    QVERIFY(qAbs(chosen.cost - r.cost - repair::LegalEntryChangedCost) < 1e-4f);
}

// A real game written with slips by the evaluation's writer (swapped columns and look-alikes; seed 301),
// 25. Nge4 Nxe4 among them written "25. Nxe4 Nge4": White's "Nxe4" also reads as Nge4 for less than a
// swap. Where the swap is not kept beside that reading, a change is claimed decided that the two entries
// swapped disprove (seen with suggest()'s swap so dropped).
static const QString SwappedKnightsWhereTheEntryAlsoReadsAsTheMove = QStringLiteral(
    "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 d6 5. c3 Nf6 6. d4 exd4 7. cxd4 Bb6 8. h3 h6 9. Nc3 0-0 10. Re1 Re8 "
    "11. a3 a6 12. Qd3 Bd7 13. e5 Nxd4 14. Nxd4 dxe5 15. Nde2 Be6 16. Qxd8 Raxd8 17. Bxe6 Rxe6 18. Ng3 Rd3 "
    "19. Be3 Bxe3 20. Rxe3 Rxe3 21. fxe3 Rb6 22. Rb1 Rb3 23. Kf2 b5 24. Ke2 c5 25. Nxe4 Nge4 26. Nxe4 c4 27. Nc5");

void TestDecidedness::decidedClaimsHoldOnConstructedSheets()
{
    for (const auto& [sheet, language] :
        {std::pair{QuietBlank, notation::Language::English}, {LeftOutBeforeALegalEntry, notation::Language::English},
            {SwapOrMoveLeftOut, notation::Language::English}, {SwappedAtALegalEntry, notation::Language::English},
            {QueenLookAlikeShownLater, notation::Language::English},
            {QStringLiteral("1. e4 e5 2. Sf8 Sc6 3. Lb5 a6 4. La4 Sf6"), notation::Language::German},
            {QStringLiteral("1. e4 e5 2. Nh3 Nc6 3. Nxe5 Nxe5 4. d4"), notation::Language::English},
            {QStringLiteral("1. e5 e4 2. Nf3 Nc6"), notation::Language::English},
            {QStringLiteral("1. e4 e5 2. Nc6 Bb5 3. a6"), notation::Language::English},
            {QStringLiteral("1. e4 e5 2. Nf3 zzz Nc6 3. Bb5"), notation::Language::English},
            {SwappedWhereTheEntryAlsoReadsAsTheMove, notation::Language::English},
            {SwappedKnightsWhereTheEntryAlsoReadsAsTheMove, notation::Language::English}}) {
        const QList<QStringView> entries = entryTexts(sheet);
        const auto r = repair::reconstruct(chess::Position::startPosition(), entries, language);
        QVERIFY(!r.changes.isEmpty());
        const QStringList disproved = decidedClaimsDisproved(chess::Position::startPosition(), entries, language, r);
        QVERIFY2(disproved.isEmpty(), qPrintable(sheet + QStringLiteral(": ") + disproved.join(u", ")));
    }
}

// HCS sheet 009_0 to move 21 (the blank and the slip of blankFollowedByASlip), a real sheet.
void TestDecidedness::decidedClaimsHoldOnARealSheet()
{
    const QString sheet = hcsSheets().value(QStringLiteral("009_0")).section(QStringLiteral("22."), 0, 0);
    QVERIFY(sheet.contains(QStringLiteral("18. {blank} Rc6")));
    const QList<QStringView> entries = entryTexts(sheet);
    const auto r = repair::reconstruct(chess::Position::startPosition(), entries, notation::Language::English);
    QVERIFY(r.changes.size() >= 2);
    const QStringList disproved
        = decidedClaimsDisproved(chess::Position::startPosition(), entries, notation::Language::English, r);
    QVERIFY2(disproved.isEmpty(), qPrintable(disproved.join(u", ")));
    int decided = 0;
    for (const Change& c : r.changes)
        decided += c.decided;
    QVERIFY(decided >= 1);  // the check is not empty
}

// What a change's explanation says of other moves is what the check of the whole stretch found, not the
// suggestions' nearer look: HCS 009_0's `18. {blank}` is filled with Rd1, which another move ties over the
// next few entries; later ones decide it, and its explanation must not say that other moves fit as well.
void TestDecidedness::aDecidedChangeSaysNoOtherMoveFits()
{
    const QString sheet = hcsSheets().value(QStringLiteral("009_0")).section(QStringLiteral("22."), 0, 0);
    const auto r = reconstructSheet(sheet, notation::Language::English);
    const auto blank = std::find_if(
        r.changes.begin(), r.changes.end(), [](const Change& c) { return c.reason == RepairReason::Blank; });
    QVERIFY(blank != r.changes.end());
    QVERIFY(blank->decided);
    const auto saysOthersFit = [](const Change& c) {
        return repair::reasonMessage(c.reason, c.edit, c.tied).contains(QStringLiteral("other moves fit the sheet as well"));
    };
    for (const Change& c : r.changes) {
        const bool checkFoundOne = std::any_of(c.alternatives.begin(), c.alternatives.end(),
            [](const auto& a) { return a.checked && !a.atEarlierEntry() && a.extraCost == 0; });
        QCOMPARE(saysOthersFit(c), checkFoundOne);
    }
    // Nor does a change whose other ways are at an earlier entry (dearer on paper, by what a changed legal
    // entry costs): they are listed as undecided, not as moves the search only put second.
    const auto later = reconstructSheet(QueenLookAlikeShownLater, notation::Language::English);
    QVERIFY(!later.changes.isEmpty());
    const Change& last = later.changes.last();
    QVERIFY(!last.decided);
    QVERIFY(std::all_of(last.alternatives.begin(), last.alternatives.end(), [](const auto& a) { return a.atEarlierEntry(); }));
    QVERIFY(!saysOthersFit(last));
}

// Real games written as sheets with slips of every kind (the evaluation's writer, fixed seed): every
// change claimed decided holds against every other move, the rest reconstructed in full.
void TestDecidedness::decidedClaimsHoldOnSlippedRealGames()
{
    QList<TrueGame> games = trueGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.san.pgn"));
    games.removeIf([](const TrueGame& g) { return g.moves.size() < 10 || g.moves.size() > 60; });
    games.resize(std::min<qsizetype>(games.size(), 15));
    int decided = 0, undecided = 0;
    for (int slips : {1, 3}) {
        SlipWriter writer(2026 + unsigned(slips));
        for (const TrueGame& game : games) {
            const QString sheet = writer.write(game, notation::Language::English, slips).text();
            const QList<QStringView> entries = entryTexts(sheet);
            const auto r = repair::reconstruct(game.start, entries, notation::Language::English);
            const QStringList disproved = decidedClaimsDisproved(game.start, entries, notation::Language::English, r);
            QVERIFY2(disproved.isEmpty(), qPrintable(sheet + QStringLiteral(": ") + disproved.join(u", ")));
            for (const Change& c : r.changes)
                (c.decided ? decided : undecided) += 1;
        }
    }
    QVERIFY(decided >= 20 && undecided >= 5);  // both kinds are checked
}

// After a pick, what each change says (decided or not, and its alternatives) is what weighing the whole
// new game from the start says: a change before the pick whose stretch reaches it was weighed against the
// game as it stood, and must be weighed again. Real games with three slips each (the shared games from the
// 240th to the 270th, of 10 to 60 plies: the 253rd failed so, its first change keeping five alternatives
// after a pick at its third where two were left), every alternative of every change picked in turn.
void TestDecidedness::aChoiceWeighsAgainEveryChangeItReaches()
{
    QList<TrueGame> games = trueGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.san.pgn"));
    games.removeIf([](const TrueGame& g) { return g.moves.size() < 10 || g.moves.size() > 60; });
    SlipWriter writer(2029);
    int picks = 0;
    for (const TrueGame& game : games) {
        const QString sheet = writer.write(game, notation::Language::English, 3).text();  // each game's slips as ever
        if (game.place < 240 || game.place > 270)
            continue;
        const QList<QStringView> entries = entryTexts(sheet);
        const auto r = repair::reconstruct(game.start, entries, notation::Language::English);
        for (int i = 0; i < r.changes.size(); ++i) {
            if (r.changes[i].alternatives.isEmpty())
                continue;
            for (int alt = 0; alt < r.changes[i].alternatives.size(); ++alt) {
            ++picks;
            const auto chosen = repair::choose(game.start, entries, notation::Language::English, r, i, alt);
            auto whole = chosen;
            repair::weighAlternatives(whole, game.start, entries, notation::Language::English, 0);
            for (int j = 0; j < chosen.changes.size(); ++j) {
                const auto said = [](const Change& c) {
                    QStringList moves;
                    for (const repair::Alternative& a : c.alternatives)
                        moves << QString::number(a.move.raw()) + u'@' + QString::number(a.entry);
                    return QStringLiteral("%1 %2").arg(c.decided).arg(moves.join(u' '));
                };
                QVERIFY2(said(chosen.changes[j]) == said(whole.changes[j]),
                    qPrintable(QStringLiteral("game %6: %1\npick %2, change %3: %4 against %5")
                                   .arg(sheet)
                                   .arg(i)
                                   .arg(j)
                                   .arg(said(chosen.changes[j]), said(whole.changes[j]))
                                   .arg(game.place)));
            }
            }
        }
    }
    QVERIFY(picks >= 10);
}

QTEST_GUILESS_MAIN(TestDecidedness)
#include "tst_decidedness.moc"
