// SPDX-License-Identifier: GPL-3.0-or-later
// FEN in and out: round trips, the error each malformed FEN must give, and the warnings for
// castling rights or en-passant squares that the pieces do not allow.

#include "perftsuites.h"

#include "fenerror.h"

#include "chess/fen.h"

#include <QTest>

using chess::FenField;
using chess::FenProblem;

Q_DECLARE_METATYPE(chess::FenField)
Q_DECLARE_METATYPE(chess::FenProblem)

class TestFen : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void malformed_data();
    void malformed();
    void doubtfulParts_data();
    void doubtfulParts();
    void seedPositionsLoad();
    void aSetupIsWrittenAsItStands();
    void everyProblemIsDescribed();
    void textProblemsAreToldApart();
};

void TestFen::roundTrip_data()
{
    QTest::addColumn<QString>("fen");
    QTest::newRow("start position") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("after 1. e4, en-passant square kept as FEN records it")
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    QTest::newRow("clocks far into a game") << "8/8/4k3/8/8/4K3/8/8 w - - 99 150";
    for (const QString& fen : perftSuiteFens()) {
        const QString full = fen.split(' ', Qt::SkipEmptyParts).size() == 4 ? fen + " 0 1" : fen;
        QTest::newRow(qPrintable("suite position " + fen)) << full;
    }
}

void TestFen::roundTrip()
{
    QFETCH(QString, fen);
    const chess::FenResult read = chess::parseFen(fen.toStdString());
    QVERIFY2(read.position, fenError(read));
    for (const chess::FenDiagnostic& w : read.warnings)
        QVERIFY2(w.problem == FenProblem::Chess960Castling, qPrintable(notation::fenMessage(w)));
    QCOMPARE(QString::fromStdString(chess::toFen(*read.position)), fen.simplified());
}

void TestFen::malformed_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<FenField>("field");
    QTest::addColumn<FenProblem>("problem");
    QTest::addColumn<int>("offset");

    QTest::newRow("empty text") << "" << FenField::Placement << FenProblem::Empty << 0;
    QTest::newRow("only spaces") << "   " << FenField::Placement << FenProblem::Empty << 0;
    QTest::newRow("placement only") << "8/8/8/8/8/8/8/8" << FenField::SideToMove << FenProblem::TooFewFields << 15;
    QTest::newRow("castling and en passant missing")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w" << FenField::Castling << FenProblem::TooFewFields << 45;
    QTest::newRow("a seventh field") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra" << FenField::Position
                                     << FenProblem::TooManyFields << 30;
    QTest::newRow("a letter that is no piece") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKXNR w KQkq - 0 1"
                                               << FenField::Placement << FenProblem::BadPieceLetter << 40;
    QTest::newRow("a byte of binary data")
        << "4k3/8/\x01/8/8/8/8/4K3 w - - 0 1" << FenField::Placement << FenProblem::BadPieceLetter << 6;
    QTest::newRow("digit 9 in a rank") << "4k3/8/9/8/8/8/8/4K3 w - - 0 1" << FenField::Placement
                                       << FenProblem::BadPieceLetter << 6;
    QTest::newRow("a rank of nine squares")
        << "4k3/8/8/8/8/8/8/4K3p w - - 0 1" << FenField::Placement << FenProblem::RankTooLong << 19;
    QTest::newRow("a rank of seven squares")
        << "4k3/7/8/8/8/8/8/4K3 w - - 0 1" << FenField::Placement << FenProblem::RankTooShort << 5;
    QTest::newRow("seven ranks") << "4k3/8/8/8/8/8/4K3 w - - 0 1" << FenField::Placement << FenProblem::WrongRankCount
                                 << 17;
    QTest::newRow("nine ranks") << "4k3/8/8/8/8/8/8/8/4K3 w - - 0 1" << FenField::Placement
                                << FenProblem::WrongRankCount << 17;
    QTest::newRow("side to move as a word")
        << "4k3/8/8/8/8/8/8/4K3 white - - 0 1" << FenField::SideToMove << FenProblem::BadSideToMove << 20;
    QTest::newRow("side to move in capitals")
        << "4k3/8/8/8/8/8/8/4K3 W - - 0 1" << FenField::SideToMove << FenProblem::BadSideToMove << 20;
    QTest::newRow("castling letter X") << "r3k2r/8/8/8/8/8/8/R3K2R w KX - 0 1" << FenField::Castling
                                       << FenProblem::BadCastlingLetter << 27;
    QTest::newRow("castling right given twice")
        << "r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1" << FenField::Castling << FenProblem::RepeatedCastlingLetter << 27;
    QTest::newRow("en-passant square off the board")
        << "4k3/8/8/8/8/8/8/4K3 w - e9 0 1" << FenField::EnPassant << FenProblem::BadEnPassantSquare << 24;
    QTest::newRow("en-passant square in capitals")
        << "4k3/8/8/8/8/8/8/4K3 w - E3 0 1" << FenField::EnPassant << FenProblem::BadEnPassantSquare << 24;
    QTest::newRow("halfmove clock not a number")
        << "4k3/8/8/8/8/8/8/4K3 w - - x 1" << FenField::HalfmoveClock << FenProblem::BadNumber << 26;
    QTest::newRow("negative halfmove clock")
        << "4k3/8/8/8/8/8/8/4K3 w - - -1 1" << FenField::HalfmoveClock << FenProblem::BadNumber << 26;
    QTest::newRow("fullmove number with a letter")
        << "4k3/8/8/8/8/8/8/4K3 w - - 0 1a" << FenField::FullmoveNumber << FenProblem::BadNumber << 28;
    QTest::newRow("fullmove number too large") << "4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999999999999"
                                               << FenField::FullmoveNumber << FenProblem::NumberOutOfRange << 28;
    QTest::newRow("no white king") << "4k3/8/8/8/8/8/8/8 w - - 0 1" << FenField::Placement << FenProblem::MissingKing
                                   << 0;
    QTest::newRow("two black kings") << "3kk3/8/8/8/8/8/8/4K3 w - - 0 1" << FenField::Placement << FenProblem::ExtraKing
                                     << 0;
    QTest::newRow("white pawn on the first rank")
        << "4k3/8/8/8/8/8/8/P3K3 w - - 0 1" << FenField::Placement << FenProblem::PawnOnBackRank << 0;
    QTest::newRow("black pawn on the eighth rank")
        << "p3k3/8/8/8/8/8/8/4K3 w - - 0 1" << FenField::Placement << FenProblem::PawnOnBackRank << 0;
    QTest::newRow("nine white pawns") << "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1" << FenField::Placement
                                      << FenProblem::TooManyPawns << 0;
    QTest::newRow("a ninth queen beside eight pawns")
        << "4k3/8/8/8/8/QQ6/PPPPPPPP/4K3 w - - 0 1" << FenField::Placement << FenProblem::TooManyPieces << 0;
    QTest::newRow("the side not to move is in check")
        << "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1" << FenField::Position << FenProblem::OpponentInCheck << 22;
    QTest::newRow("kings side by side") << "8/8/8/3kK3/8/8/8/8 b - - 0 1" << FenField::Position
                                        << FenProblem::OpponentInCheck << 19;
    QTest::newRow("check from three pieces")
        << "4k3/8/8/8/1b6/3n4/8/r3K3 w - - 0 1" << FenField::Position << FenProblem::TooManyCheckers << 0;
}

void TestFen::malformed()
{
    QFETCH(QString, fen);
    QFETCH(FenField, field);
    QFETCH(FenProblem, problem);
    QFETCH(int, offset);
    const chess::FenResult read = chess::parseFen(fen.toStdString());
    QVERIFY(!read.position);
    QVERIFY(read.error);
    QCOMPARE(read.error->problem, problem);
    QCOMPARE(read.error->field, field);
    QCOMPARE(read.error->offset, offset);
    QVERIFY(!notation::fenMessage(*read.error).isEmpty());
}

void TestFen::doubtfulParts_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<FenProblem>("warning");
    QTest::addColumn<QString>("readAs");

    QTest::newRow("castling right without the rook in its corner")
        << "4k3/8/8/8/8/8/8/4K3 w K - 0 1" << FenProblem::CastlingRightDropped << "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    QTest::newRow("castling right with the king off its rank")
        << "r3k2r/8/8/8/8/8/4K3/R6R w KQkq - 0 1" << FenProblem::CastlingRightDropped
        << "r3k2r/8/8/8/8/8/4K3/R6R w kq - 0 1";
    QTest::newRow("en-passant square with no pawn that made a double step")
        << "4k3/8/8/8/8/8/8/4K3 b - e3 0 1" << FenProblem::EnPassantSquareDropped << "4k3/8/8/8/8/8/8/4K3 b - - 0 1";
    QTest::newRow("en-passant square on the wrong rank for the side to move")
        << "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1" << FenProblem::EnPassantSquareDropped
        << "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1";
    QTest::newRow("side to move written s for schwarz")
        << "4k3/8/8/8/8/8/8/4K3 s - - 0 1" << FenProblem::SideToMoveWrittenAsS << "4k3/8/8/8/8/8/8/4K3 b - - 0 1";
    QTest::newRow("fullmove number zero")
        << "4k3/8/8/8/8/8/8/4K3 w - - 0 0" << FenProblem::FullmoveNumberZero << "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    QTest::newRow("X-FEN castling with the king on c1")
        << "r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1" << FenProblem::Chess960Castling
        << "r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1";
    QTest::newRow("Shredder-FEN castling letters")
        << "4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1" << FenProblem::Chess960Castling << "4k3/8/8/8/8/8/8/1R2K1R1 w KQ - 0 1";
}

void TestFen::doubtfulParts()
{
    QFETCH(QString, fen);
    QFETCH(FenProblem, warning);
    QFETCH(QString, readAs);
    const chess::FenResult read = chess::parseFen(fen.toStdString());
    QVERIFY2(read.position, fenError(read));
    QVERIFY(!read.warnings.empty());
    QCOMPARE(read.warnings.front().problem, warning);
    QCOMPARE(QString::fromStdString(chess::toFen(*read.position)), readAs);
}

// The FEN examples of the seed documents (a German article and the Hebrew one).
void TestFen::seedPositionsLoad()
{
    const chess::FenResult german = chess::parseFen("rnbqkb1r/pppp1ppp/2N2n2/8/8/8/PPPPQPPP/RNB1KB1R s KQkq - 3 5");
    QVERIFY(german.position);
    QCOMPARE(german.position->sideToMove(), chess::Color::Black);
    QCOMPARE(german.warnings.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(chess::toFen(*german.position)),
        QStringLiteral("rnbqkb1r/pppp1ppp/2N2n2/8/8/8/PPPPQPPP/RNB1KB1R b KQkq - 3 5"));

    const chess::FenResult hebrew = chess::parseFen("4r2r/2k5/8/8/R3Q2Q/1R6/R2Q4/3QnQK1 w - - 0 1");
    QVERIFY(hebrew.position);
    QVERIFY(hebrew.warnings.empty());
}

// A position being set up is written as it is, however impossible, for parseFen() to say why: two white
// kings and a pawn on the first rank; a castling rook that is not the outermost is named by its file.
void TestFen::aSetupIsWrittenAsItStands()
{
    chess::PositionSetup setup;
    setup.board[chess::index(chess::Square::E1)] = chess::Piece::WhiteKing;
    setup.board[chess::index(chess::Square::E4)] = chess::Piece::WhiteKing;
    setup.board[chess::index(chess::Square::A1)] = chess::Piece::BlackPawn;
    setup.sideToMove = chess::Color::Black;
    setup.fullmoveNumber = 31;
    QCOMPARE(chess::toFen(setup), std::string("8/8/8/8/4K3/8/8/p3K3 b - - 0 31"));
    const chess::FenResult read = chess::parseFen(chess::toFen(setup));
    QVERIFY(!read.position);
    QCOMPARE(read.error->problem, FenProblem::ExtraKing);

    setup.board[chess::index(chess::Square::E4)] = chess::Piece::BlackKing;
    setup.board[chess::index(chess::Square::A1)] = chess::Piece::None;
    setup.board[chess::index(chess::Square::B1)] = chess::Piece::WhiteRook;
    setup.board[chess::index(chess::Square::C1)] = chess::Piece::WhiteRook;
    setup.castlingRooks[chess::castlingIndex(chess::Color::White, chess::CastlingSide::Queen)] = chess::Square::C1;
    QCOMPARE(chess::toFen(setup), std::string("8/8/8/8/4k3/8/8/1RR1K3 b C - 0 31"));
    QCOMPARE(chess::toFen(*chess::parseFen(chess::toFen(setup)).position), chess::toFen(setup));
}

void TestFen::everyProblemIsDescribed()
{
    for (int p = int(FenProblem::Empty); p <= int(FenProblem::FullmoveNumberZero); ++p)
        QVERIFY(!notation::fenMessage({FenField::Position, FenProblem(p), 0, "x"}).isEmpty());
}

// The position editor points into the text for a problem of the text only; a position that cannot
// arise, and a warning, are about the whole.
void TestFen::textProblemsAreToldApart()
{
    for (FenProblem p : {FenProblem::Empty, FenProblem::TooFewFields, FenProblem::TooManyFields,
             FenProblem::BadPieceLetter, FenProblem::RankTooLong, FenProblem::RankTooShort, FenProblem::WrongRankCount,
             FenProblem::BadSideToMove, FenProblem::BadCastlingLetter, FenProblem::RepeatedCastlingLetter,
             FenProblem::BadEnPassantSquare, FenProblem::BadNumber, FenProblem::NumberOutOfRange})
        QVERIFY2(chess::isTextProblem(p), qPrintable(QString::number(int(p))));
    for (FenProblem p : {FenProblem::MissingKing, FenProblem::ExtraKing, FenProblem::PawnOnBackRank,
             FenProblem::TooManyPawns, FenProblem::TooManyPieces, FenProblem::OpponentInCheck,
             FenProblem::TooManyCheckers, FenProblem::SideToMoveWrittenAsS, FenProblem::CastlingRightDropped,
             FenProblem::Chess960Castling, FenProblem::EnPassantSquareDropped, FenProblem::FullmoveNumberZero})
        QVERIFY2(!chess::isTextProblem(p), qPrintable(QString::number(int(p))));
}

QTEST_GUILESS_MAIN(TestFen)
#include "tst_fen.moc"
