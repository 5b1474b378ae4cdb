// SPDX-License-Identifier: GPL-3.0-or-later
// The walk through a record (RecordWalk): the position before each entry is the one the moves lead to
// when played one by one from the start, checks included, and a played entry's move written with the
// marks the replay kept reads as writing it from the position does (no move generation needed).

#include "../core/gamefiles.h"

#include "chess/fen.h"
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

}  // namespace

class TestRecordWalk : public QObject {
    Q_OBJECT

private slots:
    void walkMatchesPlayingTheMoves_data();
    void walkMatchesPlayingTheMoves();
    void positionBeforeAnyIndex();
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
        }
        QCOMPARE(chess::toFen(record.positionBefore(int(record.entries.size()))), chess::toFen(record.final));
    }
}

QTEST_GUILESS_MAIN(TestRecordWalk)
#include "tst_recordwalk.moc"
