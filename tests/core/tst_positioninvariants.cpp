// SPDX-License-Identifier: GPL-3.0-or-later
// Position::isConsistent(), the check Debug builds assert after every move: it holds for every
// position of the perft suites and two plies beyond each, and it catches each kind of broken position
// (a setup no FEN would give, or a position whose bytes were damaged behind the engine's back).

#include "perftsuites.h"

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/uci.h"

#include <QTest>

#include <cstring>
#include <type_traits>

using chess::Position;

Q_DECLARE_METATYPE(chess::Position)

namespace {

Position fromFen(const char* fen)
{
    const chess::FenResult result = chess::parseFen(fen);
    if (!result.position)
        qFatal("bad FEN in the test: %s", fen);
    return *result.position;
}

Position fromBoard(const char* fen, void (*damage)(chess::PositionSetup&))
{
    chess::PositionSetup setup = fromFen(fen).setup();
    damage(setup);
    return Position::fromSetup(setup);
}

// Position is a value type copied byte for byte, so its bytes may be looked at and changed: finds the
// 8-byte word equal to `value` (it must occur exactly once) and flips `bits` in it.
static_assert(std::is_trivially_copyable_v<Position>);
Position withWordDamaged(const Position& position, std::uint64_t value, std::uint64_t bits)
{
    unsigned char bytes[sizeof(Position)];
    std::memcpy(bytes, &position, sizeof bytes);
    int found = -1;
    for (std::size_t at = 0; at + 8 <= sizeof bytes; at += alignof(std::uint64_t)) {
        std::uint64_t word;
        std::memcpy(&word, bytes + at, 8);
        if (word == value) {
            if (found >= 0)
                qFatal("the word to damage occurs twice in the position");
            found = int(at);
        }
    }
    if (found < 0)
        qFatal("the word to damage is not in the position");
    std::uint64_t word;
    std::memcpy(&word, bytes + found, 8);
    word ^= bits;
    std::memcpy(bytes + found, &word, 8);
    Position damaged;
    std::memcpy(static_cast<void*>(&damaged), bytes, sizeof bytes);
    return damaged;
}

constexpr const char* Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

}  // namespace

class TestPositionInvariants : public QObject {
    Q_OBJECT

private slots:
    void holdsForLegalPlay();
    void catchesBrokenPositions_data();
    void catchesBrokenPositions();
    void catchesDamagedKey();
    void catchesBoardAndBitboardsApart();

private:
    static void walk(Position& position, int depth, int& checked);
};

void TestPositionInvariants::walk(Position& position, int depth, int& checked)
{
    QVERIFY2(position.isConsistent(), chess::toFen(position).c_str());
    ++checked;
    if (depth == 0)
        return;
    chess::MoveList moves;
    chess::generateLegalMoves(position, moves);
    for (chess::Move m : moves) {
        Position next = position;
        next.doMove(m);
        walk(next, depth - 1, checked);
    }
}

void TestPositionInvariants::holdsForLegalPlay()
{
    int checked = 0;
    for (const PerftCase& c : readPerftSuites()) {
        Position position = fromFen(c.fen.toUtf8().constData());
        walk(position, 1, checked);
    }
    QVERIFY(checked > 1000);
}

void TestPositionInvariants::catchesBrokenPositions_data()
{
    using Setup = chess::PositionSetup;
    using chess::Piece;
    using chess::Square;
    QTest::addColumn<Position>("position");
    QTest::newRow("the start position is consistent (the control)") << fromFen(Start);
    // (The side to move keeps its king: fromSetup() works out the checks on it.)
    QTest::newRow("a side without its king")
        << fromBoard("4k3/8/8/8/8/8/8/4K3 w - - 0 1", [](Setup& s) { s.board[60] = Piece::None; });
    QTest::newRow("a side with two kings")
        << fromBoard("4k3/8/8/8/8/8/8/4K3 w - - 0 1", [](Setup& s) { s.board[0] = Piece::WhiteKing; });
    QTest::newRow("a pawn on the last rank")
        << fromBoard("4k3/8/8/8/8/8/8/4K3 w - - 0 1", [](Setup& s) { s.board[63] = Piece::WhitePawn; });
    QTest::newRow("the side not to move in check")
        << fromBoard("4k3/8/8/8/8/8/8/4K3 w - - 0 1", [](Setup& s) { s.board[60 - 8] = Piece::WhiteQueen; });
    QTest::newRow("a castling right whose rook has gone") << fromBoard(Start, [](Setup& s) { s.board[7] = Piece::None; });
    QTest::newRow("an en-passant square no double step left")
        << fromBoard(Start, [](Setup& s) { s.enPassant = Square::E3; });
}

void TestPositionInvariants::catchesBrokenPositions()
{
    QFETCH(Position, position);
    QCOMPARE(position.isConsistent(), QString(QTest::currentDataTag()).contains("control"));
}

void TestPositionInvariants::catchesDamagedKey()
{
    Position position = fromFen(Start);
    position.doMove(chess::parseUci(position, "e2e4"));
    QVERIFY(position.isConsistent());
    QVERIFY(!withWordDamaged(position, position.key(), 1).isConsistent());
}

void TestPositionInvariants::catchesBoardAndBitboardsApart()
{
    // The pawns' bitboard loses a2 while the board still has a pawn there.
    const Position position = fromFen(Start);
    QVERIFY(position.isConsistent());
    QVERIFY(!withWordDamaged(position, position.pieces(chess::PieceType::Pawn), chess::bit(chess::Square::A2))
            .isConsistent());
}

QTEST_GUILESS_MAIN(TestPositionInvariants)
#include "tst_positioninvariants.moc"
