// SPDX-License-Identifier: GPL-3.0-or-later
// The ways at an undecided place in words (issue 25), built by hand: each by its kind, so that a way that
// leaves a move out before the entry keeps its second move, and is not named as a sheet's own move where
// its first move happens to be the one a sheet says; the move writer is the caller's.

#include "alternativewords.h"

#include "chess/uci.h"
#include "notation/resolver.h"

#include <QTest>

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
};

void TestAlternativeWords::eachWayIsWordedByItsKind()
{
    const repair::Alternative made{.move = move(chess::Position::startPosition(), "d4")};
    const QList<repair::Alternative> alternatives{
        {.kind = repair::ChangeKind::Inserted,
            .move = move(chess::Position::startPosition(), "e4"),
            .then = move(after("e4"), "e5")},
        {.kind = repair::ChangeKind::Swapped,
            .move = move(chess::Position::startPosition(), "Nf3"),
            .then = move(after("Nf3"), "d5")},
        {.kind = repair::ChangeKind::Dropped},
        {.move = move(chess::Position::startPosition(), "c4"), .checked = false},
    };
    QCOMPARE(alternativewords::ofChange(
                 chess::Position::startPosition(), made, alternatives, notation::Language::English, uciWriter),
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

QTEST_GUILESS_MAIN(TestAlternativeWords)
#include "tst_alternativewords.moc"
