// SPDX-License-Identifier: GPL-3.0-or-later
// The position key decides repetitions (FIDE 9.2): same pieces, same side to move, same castling
// rights, and the same en-passant possibility. An en-passant square counts only when a capture
// there is legal (9.2.3: positions are the same when the same moves are possible).

#include "chess/fen.h"
#include "chess/uci.h"

#include <QTest>

namespace {

chess::Position fromFen(const char* fen)
{
    const chess::FenResult read = chess::parseFen(fen);
    if (!read.position)
        qFatal("test FEN does not load: %s", fen);
    return *read.position;
}

chess::Position play(chess::Position p, const QString& uciMoves)
{
    for (const QString& uci : uciMoves.split(' ', Qt::SkipEmptyParts)) {
        const chess::Move m = chess::parseUci(p, uci.toStdString());
        if (m.isNone())
            qFatal("illegal test move %s", qPrintable(uci));
        p.doMove(m);
    }
    return p;
}

}  // namespace

class TestRepetitionKey : public QObject {
    Q_OBJECT

private slots:
    void samePosition_data();
    void samePosition();
    void differentPosition_data();
    void differentPosition();
};

void TestRepetitionKey::samePosition_data()
{
    QTest::addColumn<QString>("fenA");
    QTest::addColumn<QString>("movesA");
    QTest::addColumn<QString>("fenB");
    QTest::addColumn<QString>("movesB");
    const QString start = QString::fromStdString(chess::toFen(chess::Position::startPosition()));
    QTest::newRow("knights out and back") << start << "" << start << "g1f3 g8f6 f3g1 f6g8";
    QTest::newRow("a double step that no pawn can answer en passant equals the same board without it")
        << start << "e2e4"
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        << "";
    QTest::newRow("en-passant capture that would expose the king does not count") << "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1"
                                                                                  << "d7d5"
                                                                                  << "3k4/8/8/K1Pp3r/8/8/8/8 w - - 0 2"
                                                                                  << "";
    QTest::newRow("en-passant capture by a pinned pawn does not count") << "2r1k3/3p4/8/2P5/8/8/8/2K5 b - - 0 1"
                                                                        << "d7d5"
                                                                        << "2r1k3/8/8/2Pp4/8/8/8/2K5 w - - 0 2"
                                                                        << "";
    QTest::newRow("same position reached from FEN and by moves")
        << start << "e2e4 e7e5 g1f3"
        << "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
        << "";
}

void TestRepetitionKey::samePosition()
{
    QFETCH(QString, fenA);
    QFETCH(QString, movesA);
    QFETCH(QString, fenB);
    QFETCH(QString, movesB);
    const chess::Position a = play(fromFen(qPrintable(fenA)), movesA);
    const chess::Position b = play(fromFen(qPrintable(fenB)), movesB);
    QCOMPARE(a.key(), b.key());
}

void TestRepetitionKey::differentPosition_data()
{
    QTest::addColumn<QString>("fenA");
    QTest::addColumn<QString>("fenB");
    QTest::newRow("a legal en-passant capture makes the position different")
        << "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
        << "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3";
    QTest::newRow("a castling right lost makes the position different")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq - 0 1";
    QTest::newRow("the other side to move makes the position different") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                                                                         << "4k3/8/8/8/8/8/8/R3K3 b - - 0 1";
    QTest::newRow("a piece on another square makes the position different") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                                                                            << "4k3/8/8/8/8/8/8/1R2K3 w - - 0 1";
}

void TestRepetitionKey::differentPosition()
{
    QFETCH(QString, fenA);
    QFETCH(QString, fenB);
    QVERIFY(fromFen(qPrintable(fenA)).key() != fromFen(qPrintable(fenB)).key());
}

QTEST_GUILESS_MAIN(TestRepetitionKey)
#include "tst_repetitionkey.moc"
