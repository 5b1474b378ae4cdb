// SPDX-License-Identifier: GPL-3.0-or-later
// Why a move's short form is written as it is: the rules of the Laws' Appendix C found for real
// positions, with the squares their words name.

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/writingreasons.h"

#include <QTest>

using notation::WritingRule;
using Rules = QList<WritingRule>;
using Squares = QList<chess::Square>;
using chess::Square;

Q_DECLARE_METATYPE(notation::WritingRule)

namespace {
const char* const Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char* const Seed = "4r2r/2k5/8/8/R3Q2Q/1R6/R2Q4/3QnQK1 w - - 0 1";

notation::WritingReasons reasonsFor(const char* fen, const char* uci)
{
    const chess::Position p = *chess::parseFen(fen).position;
    const chess::Move m = chess::parseUci(p, uci);
    Q_ASSERT(!m.isNone());
    return notation::writingReasons(p, m);
}
}  // namespace

class TestWritingReasons : public QObject {
    Q_OBJECT

private slots:
    void rules_data();
    void rules();
    void theOtherPiecesAreNamed();
    void enPassantNamesTheCapturedPawnsSquare();
    void checksNameTheCheckingPieces();
};

void TestWritingReasons::rules_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<Rules>("expected");

    const auto row = [](const char* name, const char* fen, const char* uci, Rules rules) {
        QTest::newRow(name) << QString::fromLatin1(fen) << QString::fromLatin1(uci) << rules;
    };
    row("a knight alone", Start, "g1f3", {WritingRule::PieceLetter});
    row("a pawn", Start, "e2e4", {WritingRule::PawnWithoutLetter});
    row("two knights to d2: the file (C.10)", "rnbqkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 3", "b1d2",
        {WritingRule::PieceLetter, WritingRule::OriginFile});
    row("rooks on one file: the rank (C.10)", Seed, "a4a3", {WritingRule::PieceLetter, WritingRule::OriginRank});
    row("queens on its file and rank: the square", Seed, "d1e1",
        {WritingRule::PieceLetter, WritingRule::OriginSquare, WritingRule::PieceCapture});
    row("a piece captures", "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1", "f3e5",
        {WritingRule::PieceLetter, WritingRule::PieceCapture});
    row("a pawn captures", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4d5",
        {WritingRule::PawnWithoutLetter, WritingRule::PawnCapture});
    row("en passant", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", "e5d6",
        {WritingRule::PawnWithoutLetter, WritingRule::PawnCapture, WritingRule::EnPassant});
    row("promotion to a bishop", "5n2/4P1k1/8/8/8/8/6K1/8 w - - 0 1", "e7e8b",
        {WritingRule::PawnWithoutLetter, WritingRule::Promotion});
    row("capture, promotion and check", "5n2/4P1k1/8/8/8/8/6K1/8 w - - 0 1", "e7f8q",
        {WritingRule::PawnWithoutLetter, WritingRule::PawnCapture, WritingRule::Promotion, WritingRule::Check});
    row("castling short", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", {WritingRule::CastlingKingside});
    row("castling long", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", {WritingRule::CastlingQueenside});
    row("castling gives check with the rook", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1",
        {WritingRule::CastlingKingside, WritingRule::Check});
    row("discovered check", "4k3/8/8/8/4B3/8/8/K3R3 w - - 0 1", "e4d5",
        {WritingRule::PieceLetter, WritingRule::DiscoveredCheck, WritingRule::Check});
    row("double check", "4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1", "e4d6",
        {WritingRule::PieceLetter, WritingRule::DoubleCheck, WritingRule::Check});
    row("mate", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "h5f7",
        {WritingRule::PieceLetter, WritingRule::PieceCapture, WritingRule::Mate});
}

void TestWritingReasons::rules()
{
    QFETCH(QString, fen);
    QFETCH(QString, uci);
    QFETCH(Rules, expected);
    QCOMPARE(reasonsFor(qPrintable(fen), qPrintable(uci)).rules, expected);
}

void TestWritingReasons::theOtherPiecesAreNamed()
{
    const notation::WritingReasons knight
        = reasonsFor("rnbqkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 3", "b1d2");
    QCOMPARE(knight.piece, chess::PieceType::Knight);
    QCOMPARE(knight.from, Square::B1);
    QCOMPARE(knight.to, Square::D2);
    QCOMPARE(knight.rivals, Squares{Square::F3});
    // Five queens can take on e1 in the seed's position; four besides the one on d1.
    QCOMPARE(reasonsFor(Seed, "d1e1").rivals, (Squares{Square::F1, Square::D2, Square::E4, Square::H4}));
    // Ra4-a3: the rook on a2 shares the file and forces the rank; the one on b3 the file alone tells apart.
    const notation::WritingReasons rook = reasonsFor(Seed, "a4a3");
    QCOMPARE(rook.rivals, (Squares{Square::A2, Square::B3}));
    QCOMPARE(rook.sameFileRivals, Squares{Square::A2});
}

void TestWritingReasons::enPassantNamesTheCapturedPawnsSquare()
{
    const notation::WritingReasons w
        = reasonsFor("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", "e5d6");
    QCOMPARE(w.to, Square::D6);
    QCOMPARE(w.captureSquare, Square::D5);
}

void TestWritingReasons::checksNameTheCheckingPieces()
{
    QCOMPARE(reasonsFor("4k3/8/8/8/4B3/8/8/K3R3 w - - 0 1", "e4d5").checkers, Squares{Square::E1});
    QCOMPARE(reasonsFor("4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1", "e4d6").checkers, (Squares{Square::E1, Square::D6}));
    QCOMPARE(reasonsFor("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1").checkers, Squares{Square::F1});
}

QTEST_GUILESS_MAIN(TestWritingReasons)
#include "tst_writingreasons.moc"
