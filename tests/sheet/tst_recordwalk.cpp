// SPDX-License-Identifier: GPL-3.0-or-later
// The walk through a record (RecordWalk): the position before each entry is the one the moves lead to
// when played one by one from the start, checks included, and a played entry's move written with the
// marks the replay kept reads as writing it from the position does (no move generation needed), and
// with the pieces the record keeps, SAN and UCI need no board at all.

#include "../core/gamefiles.h"

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/movewriter.h"
#include "sheet/recordwalk.h"
#include "sheet/replay.h"

#include <QFile>
#include <QTest>

using notation::Language;

namespace {

// Every way a report or a view writes a record's moves.
const QList<notation::WriteOptions> Writings = {
    {notation::Notation::San, Language::English, notation::SanStyle::Pgn},
    {notation::Notation::San, Language::German, notation::SanStyle::Fide},
    {notation::Notation::San, Language::Hebrew, notation::SanStyle::Fide},
    {notation::Notation::Figurine, Language::English, notation::SanStyle::Fide},
    {notation::Notation::LongAlgebraic, Language::English, notation::SanStyle::Fide},
    {notation::Notation::LongAlgebraicHyphen, Language::French, notation::SanStyle::Fide},
    {notation::Notation::Uci, Language::English, notation::SanStyle::Fide},
    {notation::Notation::IccfNumeric, Language::English, notation::SanStyle::Fide},
    {notation::Notation::Descriptive, Language::English, notation::SanStyle::Fide},
};

QString readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return QString::fromUtf8(f.readAll());
}

// What the JSON report writes from the record alone (no board) against what the board before the entry
// gives: the moved and captured piece, PGN's SAN and UCI. Empty when all agree, else what differs.
QString boardFreeMismatch(const sheet::Record& record, const sheet::EntryRecord& e, const chess::Position& before)
{
    const chess::Move m = e.resolution.move;
    const notation::PlayedPieces onBoard{chess::typeOf(before.pieceAt(m.from())), before.capturedBy(m)};
    if (e.pieces.moved != onBoard.moved || e.pieces.captured != onBoard.captured)
        return QStringLiteral("pieces of %1").arg(e.ply);
    char san[16];
    const QString fromRecord = QString::fromLatin1(san, notation::writePgnSan(san, m, e.pieces, e.resolution.marks) - san);
    const QString fromBoard
        = notation::writeMove(before, m, {notation::Notation::San, Language::English, notation::SanStyle::Pgn});
    if (fromRecord != fromBoard)
        return QStringLiteral("SAN %1 against %2").arg(fromRecord, fromBoard);
    const chess::UciText uci = chess::uciText(m, e.side, chess::uciCastling(record.start));
    if (uci.view() != chess::toUci(before, m))
        return QStringLiteral("UCI %1 against %2")
            .arg(QString::fromStdString(std::string(uci.view())), QString::fromStdString(chess::toUci(before, m)));
    return {};
}

}  // namespace

class TestRecordWalk : public QObject {
    Q_OBJECT

private slots:
    void walkMatchesPlayingTheMoves_data();
    void walkMatchesPlayingTheMoves();
    void positionBeforeAnyIndex();
    void movesWrittenWithoutBoard_data();
    void movesWrittenWithoutBoard();
};

void TestRecordWalk::walkMatchesPlayingTheMoves_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("plies");
    QTest::newRow("A German sheet from FIDE's handbook, castling and captures")
        << QString() << "1. d4 Sf6 2. c4 e6 3. Sc3 Lb4 4. Ld2 0-0 5. e4 d5 6. exd5 exd5 7. cxd5 Lxc3 8. Lxc3 Sxd5"
        << 16;
    QTest::newRow("Knight to d2 with check, the only one of two knights after which Black's king can go to c3")
        << "8/8/8/8/8/1k3N2/7K/1N6 w - - 0 1"
        << "Nd2+ Kc3" << 2;
    QTest::newRow("Rooks that need their file, then their rank, to be told apart, and a mate")
        << "6k1/5ppp/8/8/R6R/8/8/R3K3 w - - 0 1"
        << "Rhe4 Kf8 R1a3 Kg8 Ra8#" << 5;
    QTest::newRow("A sheet that stops at an illegal move, with entries after it")
        << QString() << "1. e4 e5 2. Ke3 Nc6 3. Nf3" << 2;
    QTest::newRow("Smith and ICCF coordinates, which write no marks")
        << QString() << "1. e2e4 e7e5 2. g1f3 b8c6 3. f1b5 a7a6" << 6;
    QTest::newRow("Chess960: castling long, which UCI writes as the king taking its rook")
        << "4k3/8/8/8/8/8/8/R4KR1 w GA - 0 1"
        << "O-O-O Kf7" << 2;
    QTest::newRow("Castling, en passant and a promotion with capture and check")
        << "r3k3/1P6/8/8/3pP3/8/8/4K2R b Kq e3 0 1"
        << "dxe3 bxa8=Q+ Ke7 O-O" << 4;
}

void TestRecordWalk::walkMatchesPlayingTheMoves()
{
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(int, plies);
    const chess::Position start
        = fen.isEmpty() ? chess::Position::startPosition() : *chess::parseFen(fen.toStdString()).position;
    const sheet::Record record = sheet::checkSheet(text, start, {std::nullopt, Language::English});
    QCOMPARE(record.plies, plies);
    chess::Position played = start;
    int walked = 0;
    for (const sheet::WalkedEntry& w : sheet::RecordWalk(record)) {
        QCOMPARE(w.index, walked);
        QCOMPARE(&w.record, &record.entries[walked]);
        QCOMPARE(chess::toFen(w.before), chess::toFen(played));
        QCOMPARE(w.before.checkers(), played.checkers());
        if (w.record.ply > 0) {
            for (const notation::WriteOptions& options : Writings)
                QCOMPARE(
                    w.writtenMove(options).toString(), notation::writeMove(played, w.record.resolution.move, options));
            QCOMPARE(boardFreeMismatch(record, w.record, played), QString());
            played.doMove(w.record.resolution.move);
            QCOMPARE(w.record.key, played.key());
        }
        ++walked;
    }
    QCOMPARE(walked, record.entries.size());
    QCOMPARE(chess::toFen(played), chess::toFen(record.final));
}

// Every game of the shared collection (490 games in English SAN): a look at one index is the walk's
// position there, and the marks the replay kept write every move as the position does.
void TestRecordWalk::positionBeforeAnyIndex()
{
    const QString text = readFile(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.san.pgn"));
    const QList<GameRecord> games = readGamesFromText(text);
    QVERIFY(games.size() > 400);
    const notation::WriteOptions pgnSan{notation::Notation::San, Language::English, notation::SanStyle::Pgn};
    for (const GameRecord& game : games) {
        const QString moves = game.moves.join(u' ');
        const chess::Position start
            = game.fen.isEmpty() ? chess::Position::startPosition() : *chess::parseFen(game.fen.toStdString()).position;
        const sheet::Record record = sheet::checkSheet(moves, start, {Language::English, Language::English});
        QCOMPARE(record.plies, game.moves.size());
        for (const sheet::WalkedEntry& w : sheet::RecordWalk(record)) {
            QCOMPARE(chess::toFen(record.positionBefore(w.index)), chess::toFen(w.before));
            QCOMPARE(w.writtenMove(pgnSan).toString(), notation::writeMove(w.before, w.record.resolution.move, pgnSan));
            QCOMPARE(boardFreeMismatch(record, w.record, w.before), QString());
        }
        QCOMPARE(chess::toFen(record.positionBefore(int(record.entries.size()))), chess::toFen(record.final));
    }
}

// What the JSON report writes from the record alone, against the forms written out by hand: castling as
// the king's two squares in standard chess and as king takes rook in Chess960, en passant, promotion.
void TestRecordWalk::movesWrittenWithoutBoard_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("uci");
    QTest::addColumn<QStringList>("san");
    QTest::newRow("Chess960, castling long") << "4k3/8/8/8/8/8/8/R4KR1 w GA - 0 1"
                                             << "O-O-O Kf7" << QStringList{"f1a1", "e8f7"} << QStringList{"O-O-O", "Kf7"};
    QTest::newRow("standard chess: en passant, promotion with capture and check, castling short")
        << "r3k3/1P6/8/8/3pP3/8/8/4K2R b Kq e3 0 1"
        << "dxe3 bxa8=Q+ Ke7 O-O" << QStringList{"d4e3", "b7a8q", "e8e7", "e1g1"}
        << QStringList{"dxe3", "bxa8=Q+", "Ke7", "O-O"};
    // Qh4 to e4: the h1 queen shares its file and the b4 queen its rank, so only the square tells (C.10).
    QTest::newRow("origin named by its square") << "8/8/k7/8/1Q5Q/8/8/K6Q w - - 0 1"
                                                << "Qh4e4 Ka7" << QStringList{"h4e4", "a6a7"}
                                                << QStringList{"Qh4e4", "Ka7"};
    QTest::newRow("origins named by file and rank; mate")
        << "6k1/5ppp/8/8/R6R/8/8/R3K3 w - - 0 1"
        << "Rhe4 Kf8 R1a3 Kg8 Ra8#" << QStringList{"h4e4", "g8f8", "a1a3", "f8g8", "a4a8"}
        << QStringList{"Rhe4", "Kf8", "R1a3", "Kg8", "Ra8#"};
}

void TestRecordWalk::movesWrittenWithoutBoard()
{
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QStringList, uci);
    QFETCH(QStringList, san);
    const sheet::Record record = sheet::checkSheet(text, *chess::parseFen(fen.toStdString()).position, {});
    QCOMPARE(record.plies, uci.size());
    QStringList uciWritten, sanWritten;
    for (const sheet::EntryRecord& e : record.entries) {
        const chess::UciText u = chess::uciText(e.resolution.move, e.side, chess::uciCastling(record.start));
        uciWritten << QString::fromLatin1(u.view().data(), qsizetype(u.view().size()));
        char written[16];
        const char* end = notation::writePgnSan(written, e.resolution.move, e.pieces, e.resolution.marks);
        sanWritten << QString::fromLatin1(written, end - written);
    }
    QCOMPARE(uciWritten, uci);
    QCOMPARE(sanWritten, san);
}

QTEST_GUILESS_MAIN(TestRecordWalk)
#include "tst_recordwalk.moc"
