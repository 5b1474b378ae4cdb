// SPDX-License-Identifier: GPL-3.0-or-later
// What a move wins or loses once the captures it allows are played out (moveorder.h), and that weighWays
// offers an undecided change's alternatives likeliest first (movelikelihood.h, of which it is a feature).

#include "chess/fen.h"
#include "chess/uci.h"
#include "repair/decidedness.h"
#include "repair/moveorder.h"
#include "repair/moveprior.h"

#include <QTest>

class TestMoveOrder : public QObject {
    Q_OBJECT

private slots:
    void capturesPlayedOut_data();
    void capturesPlayedOut();
    void alternativesThatTieInThatOrder();
};

namespace {

chess::Position positionOf(const char* fen) { return *chess::parseFen(fen).position; }

// Each row: a move the short search must rank above another that the one-capture move prior ranks
// no lower (so the row shows what the search adds).
void addRows()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("better");
    QTest::addColumn<QString>("worse");

    // Ne5 is taken by a knight, the bishop takes back, the other knight takes the bishop: a piece lost.
    // The prior sees a guarded square taken by a piece no cheaper than the knight, and the centre.
    QTest::newRow("no knight to a square two knights take and one bishop guards")
        << "6k1/3n4/2n5/8/8/5N2/1B6/6K1 w - - 0 1"
        << "f3d2"
        << "f3e5";
    // The knight on d2 stands between the rook on d8 and the loose queen on d1.
    QTest::newRow("no knight off the line to the queen behind it") << "3r2k1/8/8/8/8/8/3N4/3Q2K1 w - - 0 1"
                                                                   << "g1h1"
                                                                   << "d2e4";
}

}  // namespace

void TestMoveOrder::capturesPlayedOut_data() { addRows(); }

void TestMoveOrder::capturesPlayedOut()
{
    QFETCH(QString, fen);
    QFETCH(QString, better);
    QFETCH(QString, worse);
    const chess::Position p = positionOf(fen.toLatin1().constData());
    const chess::Move a = chess::parseUci(p, better.toStdString()), b = chess::parseUci(p, worse.toStdString());
    QVERIFY(!a.isNone() && !b.isNone());
    QVERIFY2(repair::plausibility(p, a) <= repair::plausibility(p, b), "the move prior alone gets this row right");
    QVERIFY2(repair::capturesPlayedOut(p, a) > repair::capturesPlayedOut(p, b),
        qPrintable(QStringLiteral("%1: %2, %3: %4")
                       .arg(better)
                       .arg(repair::capturesPlayedOut(p, a))
                       .arg(worse)
                       .arg(repair::capturesPlayedOut(p, b))));
}

// Two ways that fit the rest of the sheet at the same cost: the likelier comes first, here the king step
// rather than the knight move that leaves the queen to the rook (the second row above), though the move
// prior ranks it lower.
void TestMoveOrder::alternativesThatTieInThatOrder()
{
    const chess::Position p = positionOf("3r2k1/8/8/8/8/8/3N4/3Q2K1 w - - 0 1");
    const chess::Move kingStep = chess::parseUci(p, "g1h1"), uncovers = chess::parseUci(p, "d2e4");
    const chess::Move chosen = chess::parseUci(p, "g1f1");
    QList<repair::WayToMend> ways;
    for (chess::Move m : {uncovers, kingStep})
        ways.append({{.kind = repair::ChangeKind::Replaced, .move = m}, 0.f, 0.f});
    const repair::Weighed w = repair::weighWays(
        ways, {.kind = repair::ChangeKind::Replaced, .move = chosen}, 0.f, 0.f, p, {}, [](int, float, int) {
            return repair::BoundedReconstruction{repair::Reconstruction{}, true, 1};
        });
    QCOMPARE(w.alternatives.size(), 2);
    QCOMPARE(w.alternatives[0].move, kingStep);
    QCOMPARE(w.alternatives[1].move, uncovers);
}

QTEST_GUILESS_MAIN(TestMoveOrder)
#include "tst_moveorder.moc"
