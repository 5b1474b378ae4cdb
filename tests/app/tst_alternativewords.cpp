// SPDX-License-Identifier: GPL-3.0-or-later
// The ways at an undecided place in words (issue 25), built by hand: each by its kind, so that a way that
// leaves a move out before the entry keeps its second move, and is not named as a sheet's own move where
// its first move happens to be the one a sheet says; the move writer is the caller's.

#include "alternativewords.h"

#include "chess/uci.h"
#include "notation/resolver.h"

#include <QTest>

#include <algorithm>

namespace {

chess::Move move(const chess::Position& p, const char* san)
{
    return notation::resolveText(QString::fromLatin1(san), notation::Language::English, p).move;
}

chess::Position after(const char* san)
{
    chess::Position p = chess::Position::startPosition();
    p.doMove(move(chess::Position::startPosition(), san));
    return p;
}

// UCI, with the sheet's language told apart: what is written, and in which sheet's language, shows.
QString uciWriter(const chess::Position& before, chess::Move m, notation::Language language)
{
    const QString uci = QString::fromStdString(chess::toUci(before, m));
    return language == notation::Language::German ? uci + QStringLiteral("/de") : uci;
}

}  // namespace

class TestAlternativeWords : public QObject {
    Q_OBJECT

private slots:
    void eachWayIsWordedByItsKind();
    void aWayLeavingAMoveOutIsNotASheetsOwnMove();
    void aWayAtAnEarlierEntrySaysWhere();
    void waysNotRuledOutStandTogetherInOneLine();
};

void TestAlternativeWords::eachWayIsWordedByItsKind()
{
    repair::Change c{.ply = 0, .decided = false};
    c.alternatives = {
        {.kind = repair::ChangeKind::Inserted,
            .move = move(chess::Position::startPosition(), "e4"),
            .then = move(after("e4"), "e5")},
        {.kind = repair::ChangeKind::Swapped,
            .move = move(chess::Position::startPosition(), "Nf3"),
            .then = move(after("Nf3"), "d5")},
        {.kind = repair::ChangeKind::Dropped},
        {.move = move(chess::Position::startPosition(), "c4"), .checked = false},
    };
    const repair::Reconstruction r{{move(chess::Position::startPosition(), "d4")}, {c}, 0, true};
    QCOMPARE(alternativewords::ofChange(
                 chess::Position::startPosition(), r, r.changes[0], notation::Language::English, uciWriter),
        QStringList({QStringLiteral("d2d4"), QStringLiteral("e2e4 left out before e7e5"),
            QStringLiteral("g1f3 then d7d5 (the two entries swapped)"), QStringLiteral("no move"),
            QStringLiteral("c2c4 (not ruled out: the check stopped at its search limit)")}));
}

void TestAlternativeWords::aWayLeavingAMoveOutIsNotASheetsOwnMove()
{
    repair::Reconciliation r;
    r.moves = {move(chess::Position::startPosition(), "d4")};
    repair::ReconciledStep step;
    step.ply = 0;
    step.differs = true;
    step.decided = false;
    step.said = {move(chess::Position::startPosition(), "d4"), move(chess::Position::startPosition(), "e4")};
    step.alternatives = {{.move = move(chess::Position::startPosition(), "e4")},
        {.kind = repair::ChangeKind::Inserted,
            .move = move(chess::Position::startPosition(), "d4"),
            .then = move(after("d4"), "d5")}};
    QCOMPARE(alternativewords::ofDifference(chess::Position::startPosition(), r, step,
                 {notation::Language::English, notation::Language::German}, uciWriter),
        QStringList({QStringLiteral("d2d4 (this sheet)"), QStringLiteral("e2e4/de (other sheet)"),
            QStringLiteral("d2d4 left out before d7d5")}));
}

// 1. e4 e5 2. Nf3 with a change at 2. Nf3; the same slip may have been made at 1. e4 (d4 read there
// instead) or at 1...e5 (a move left out before it): each says where, and after the others in one line.
void TestAlternativeWords::aWayAtAnEarlierEntrySaysWhere()
{
    const chess::Position start = chess::Position::startPosition();
    const chess::Position afterE4 = after("e4");
    chess::Position afterE5 = afterE4;
    afterE5.doMove(move(afterE4, "e5"));
    chess::Position afterNc6 = afterE4;
    afterNc6.doMove(move(afterE4, "Nc6"));
    repair::Change c{.entry = 2, .ply = 2, .movesBefore = 2, .decided = false};
    c.alternatives = {{.move = move(afterE5, "Nc3")}, {.move = move(start, "d4"), .entry = 0, .movesBefore = 0},
        {.kind = repair::ChangeKind::Inserted,
            .move = move(afterE4, "Nc6"),
            .then = move(afterNc6, "Nf3"),
            .entry = 1,
            .movesBefore = 1}};
    const repair::Reconstruction r{{move(start, "e4"), move(afterE4, "e5"), move(afterE5, "Nf3")}, {c}, 0, true};
    const QStringList ways = alternativewords::ofChange(start, r, r.changes[0], notation::Language::English, uciWriter);
    QCOMPARE(ways,
        QStringList({QStringLiteral("g1f3"), QStringLiteral("b1c3"), QStringLiteral("d2d4 instead of e2e4 at move 1"),
            QStringLiteral("b8c6 left out before g1f3 at move 1")}));
    QCOMPARE(alternativewords::inOneLine(ways, r.changes[0].alternatives),
        QStringLiteral("g1f3, b1c3; or d2d4 instead of e2e4 at move 1; or b8c6 left out before g1f3 at move 1"));

    // Weighed in another order (by cost), a way at this entry after the earlier ones: still with the way
    // made, not read as if at move 1.
    repair::Reconstruction reordered = r;
    std::rotate(reordered.changes[0].alternatives.begin(), reordered.changes[0].alternatives.begin() + 1,
        reordered.changes[0].alternatives.end());
    const QStringList reorderedWays
        = alternativewords::ofChange(start, reordered, reordered.changes[0], notation::Language::English, uciWriter);
    QCOMPARE(alternativewords::inOneLine(reorderedWays, reordered.changes[0].alternatives),
        QStringLiteral("g1f3, b1c3; or d2d4 instead of e2e4 at move 1; or b8c6 left out before g1f3 at move 1"));
}

// In one line, the ways only not ruled out come together at the end under one note, not each with it;
// a way at this entry weighed after one at an earlier entry still stands with the others at this entry.
void TestAlternativeWords::waysNotRuledOutStandTogetherInOneLine()
{
    const chess::Position start = chess::Position::startPosition();
    repair::Change c{.ply = 0, .decided = false};
    c.alternatives = {{.move = move(start, "e4"), .checked = false}, {.move = move(start, "Nf3")},
        {.move = move(start, "c4"), .checked = false}};
    const repair::Reconstruction r{{move(start, "d4")}, {c}, 0, true};
    const QStringList plain = alternativewords::ofChange(
        start, r, r.changes[0], notation::Language::English, uciWriter, alternativewords::UncheckedWays::Plain);
    QCOMPARE(plain, QStringList({QStringLiteral("d2d4"), QStringLiteral("e2e4"), QStringLiteral("g1f3"),
                        QStringLiteral("c2c4")}));
    QCOMPARE(alternativewords::inOneLine(plain, r.changes[0].alternatives),
        QStringLiteral("d2d4, g1f3; not ruled out (the check stopped at its search limit): e2e4, c2c4"));
}

QTEST_GUILESS_MAIN(TestAlternativeWords)
#include "tst_alternativewords.moc"
