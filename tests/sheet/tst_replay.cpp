// SPDX-License-Identifier: GPL-3.0-or-later
// Whole sheets replayed: verdicts, language found by replaying, draw offers, move numbers checked
// against the game, repetitions, the fifty- and seventy-five-move points, mate, and results.

#include "chess/fen.h"
#include "chess/uci.h"
#include "sheet/replay.h"
#include "sheet/sheetparser.h"

#include <QFile>
#include <QTest>

using notation::Language;
using notation::Verdict;
using sheet::EventKind;
using sheet::PlaceFinding;

namespace {

sheet::Record check(const QString& text, std::optional<Language> language = std::nullopt)
{
    return sheet::checkSheet(text, chess::Position::startPosition(), {language, Language::English});
}

QString verdicts(const sheet::Record& r)
{
    QStringList v;
    for (const sheet::EntryRecord& e : r.entries)
        v << QString::fromLatin1(notation::verdictCode(e.resolution.verdict));
    return v.join(' ');
}

const sheet::GameEvent* findEvent(const sheet::Record& r, EventKind kind)
{
    for (const sheet::GameEvent& e : r.events)
        if (e.kind == kind)
            return &e;
    return nullptr;
}

// The first game of a PGN file under tests/data/pgn-edge-cases/.
QString firstGame(const QString& file)
{
    QFile f(QStringLiteral(SCORECHECK_TEST_DATA "/pgn-edge-cases/") + file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(file));
    const QString text = QString::fromUtf8(f.readAll());
    const qsizetype next = text.indexOf(QLatin1String("\n[Event "), 10);
    return next < 0 ? text : text.left(next);
}

const QString FideSample = "1. d4 Sf6 2. c4 e6 3. Sc3 Lb4 4. Ld2 0-0 5. e4 d5 6. exd5 exd5 7. cxd5 Lxc3\n"
                           "8. Lxc3 Sxd5 9. Sf3 b6 10. Db3 Sxc3 11. bxc3 c5 12. Le2 cxd4 13. Sxd4 Te8 14. 0-0 Sd7\n"
                           "15. a4 Sc5 16. Db4 Lb7 17. a5";

}  // namespace

class TestReplay : public QObject {
    Q_OBJECT

private slots:
    void fideSampleInGerman();
    void estonianSampleWithDrawOffer();
    void descriptiveSample();
    void misprintStopsTheReplay();
    void languageFoundByReplaying_data();
    void languageFoundByReplaying();
    void moveNumbersCheckedAgainstTheGame();
    void threefoldRepetitionInMarshallCapablanca();
    void fiftyMovesInKarpovKasparov();
    void seventyFiveMoves();
    void resultWrittenAgainstTheBoard();
    void finalZeroZero();
    void zeroZeroInAMoveBoxOrWhereAResultStands_data();
    void zeroZeroInAMoveBoxOrWhereAResultStands();
    void ambiguousEntryWithOnlyOneFittingMove();
    void ambiguousEntryWithTwoFittingMovesStops();
    void emptySheet();
    void byrneFischerAsTheHebrewSeedPrintsIt();
};

void TestReplay::fideSampleInGerman()
{
    const sheet::Record r = check(FideSample);
    QCOMPARE(r.language, Language::German);
    QVERIFY(r.languageDetected);
    QCOMPARE(r.plies, 33);
    QCOMPARE(verdicts(r), QStringList(33, "ok").join(' '));
    QCOMPARE(r.movesCompleted[0], 17);
    QCOMPARE(r.movesCompleted[1], 16);
    QCOMPARE(QString::fromStdString(chess::toFen(r.final)),
        QStringLiteral("r2qr1k1/pb3ppp/1p6/P1n5/1Q1N4/2P5/4BPPP/R4RK1 b - - 0 17"));
    QVERIFY(r.events.isEmpty());
    QVERIFY(r.drawOffers.isEmpty());
}

void TestReplay::estonianSampleWithDrawOffer()
{
    const QString text = "1.d4 Rf6 2.c4 e6 3.Rc3 Ob4 4. Od2 0-0 5.e4 d5 6.exd5 exd5 7.cxd5 Oxc3 8.Oxc3 Rxd5 9.Rf3 b6 "
                         "10. Lb3 Rxc3 11.bxc3 c5 12.Oe2 cxd4 13.Rxd4 Ve8 14.0-0 Rd7 15.a4 Rc5 16.Lb4 Ob7 17.a5 (=)";
    const sheet::Record r = check(text);
    QCOMPARE(r.language, Language::Estonian);
    QCOMPARE(r.plies, 33);
    QCOMPARE(r.drawOffers.size(), 1);
    QCOMPARE(r.drawOffers[0].side, chess::Color::White);
    QCOMPARE(r.drawOffers[0].moveNumber, 17);
    QCOMPARE(r.drawOffers[0].ply, 33);
    QVERIFY(r.entries.last().drawOffer);
}

void TestReplay::descriptiveSample()
{
    const sheet::Record r = check("1. P-K4 P-K4 2. N-KB3 N-KB3 3. NxP NxP 4. Q-K2 N-KB3?? 5. N-B6ch! 1-0");
    QCOMPARE(verdicts(r), QStringList(9, "non-algebraic").join(' '));
    QCOMPARE(r.language, Language::English);
    QCOMPARE(r.resultWritten, QStringLiteral("1-0"));
    QVERIFY(!r.allAlgebraic());
}

void TestReplay::misprintStopsTheReplay()
{
    const sheet::Record r = check("1. e2 e5 2. Nf3 Nc6", Language::English);
    QCOMPARE(verdicts(r), QStringLiteral("illegal unchecked unchecked unchecked"));
    QCOMPARE(r.plies, 0);
}

void TestReplay::languageFoundByReplaying_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Language>("language");
    QTest::newRow("English") << "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6" << Language::English;
    QTest::newRow("German") << "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6" << Language::German;
    QTest::newRow("French") << "1. e4 e5 2. Cf3 Cc6 3. Fb5 a6" << Language::French;
    QTest::newRow("Estonian") << "1. e4 e5 2. Rf3 Rc6 3. Ob5 a6" << Language::Estonian;
    QTest::newRow("Hungarian") << "1. e4 e5 2. Hf3 Hc6 3. Fb5 a6" << Language::Hungarian;
    QTest::newRow("Hebrew with Hebrew files") << "1. ה4 ה5 2. פו3 פג6 3. רב5 א6" << Language::Hebrew;
    QTest::newRow("pawns only: the preferred language") << "1. e4 e5 2. d4 d5" << Language::English;
    QTest::newRow("knights as S only: German, though English reads the old S too")
        << "1. e4 e5 2. Sf3 Sc6" << Language::German;
    QTest::newRow("English with an old S among its Ns") << "1. e4 e5 2. Nf3 Sc6 3. Bb5 a6" << Language::English;
    QTest::newRow("descriptive pawn moves: English, though Dutch's knight is P")
        << "1. P-K4 P-K4 2. P-Q4 PxP" << Language::English;
    QTest::newRow("German descriptive stays German") << "1. B-K4 B-K4 2. S-KL3 S-DL3" << Language::German;
}

void TestReplay::languageFoundByReplaying()
{
    QFETCH(QString, text);
    QFETCH(Language, language);
    const sheet::Record r = check(text);
    QCOMPARE(r.language, language);
    QCOMPARE(r.plies, int(r.entries.size()));
}

void TestReplay::moveNumbersCheckedAgainstTheGame()
{
    const sheet::Record r = check("1. e4 e5 3. Nf3 Nc6 3. Bb5 a6 4... O-O", Language::English);
    QCOMPARE(r.plies, 7);
    QVERIFY(r.entries[2].has(PlaceFinding::MoveNumberSkipped));
    QVERIFY(!r.entries[3].has(PlaceFinding::MoveNumberSkipped));
    QVERIFY(!r.entries[4].has(PlaceFinding::MoveNumberRepeated));  // 3. Bb5 is right again: the game's 3rd move
    QCOMPARE(r.entries[4].moveNumber, 3);
    QVERIFY(r.entries[6].has(PlaceFinding::WrongColumn));  // "4... O-O" is White's 4th move
    QCOMPARE(verdicts(r), QStringLiteral("ok ok ok ok ok ok variant"));
}

// Marshall-Capablanca, New York 1909, game 1. The position after 25. a4 (ply 49: queens on b4 and f6,
// Black to move) comes back after 27. Qb4 and 29. Qb4; so do the three after it.
void TestReplay::threefoldRepetitionInMarshallCapablanca()
{
    const sheet::Record r = check(firstGame("pgn-extract/infiles/test-repetition.pgn"));
    QCOMPARE(r.plies, 60);
    QVERIFY(r.allAlgebraic());
    const sheet::GameEvent* threefold = findEvent(r, EventKind::Threefold);
    QVERIFY(threefold);
    QCOMPARE(threefold->ply, 57);
    QCOMPARE(threefold->plies, QList<int>({49, 53, 57}));
    QList<int> at;
    for (const sheet::GameEvent& e : r.events)
        if (e.kind == EventKind::Threefold)
            at << e.ply;
    QCOMPARE(at, QList<int>({57, 58, 59, 60}));  // 29...Qe7, 30. Qf4+ and 30...Qf6 repeat too
    QCOMPARE(r.resultWritten, QStringLiteral("1/2-1/2"));
    QVERIFY(r.resultOnBoard.isEmpty());  // a threefold repetition must be claimed
}

// Karpov-Kasparov, Tilburg 1991: the fifty-move point comes exactly 100 plies after the last capture
// or pawn move.
void TestReplay::fiftyMovesInKarpovKasparov()
{
    const sheet::Record r = check(firstGame("pgn-extract/infiles/test-fifty.pgn"));
    QVERIFY(r.allAlgebraic());
    const sheet::GameEvent* fifty = findEvent(r, EventKind::FiftyMoves);
    QVERIFY(fifty);
    chess::Position p = r.start;
    int lastIrreversible = 0;
    for (const sheet::EntryRecord& e : r.entries) {
        if (e.ply > fifty->ply)
            break;
        const chess::Move m = e.resolution.move;
        if (p.capturedBy(m) != chess::PieceType::None || chess::typeOf(p.pieceAt(m.from())) == chess::PieceType::Pawn)
            lastIrreversible = e.ply;
        p.doMove(m);
    }
    QCOMPARE(fifty->ply, lastIrreversible + 100);
    QVERIFY(!findEvent(r, EventKind::SeventyFiveMoves));
}

void TestReplay::seventyFiveMoves()
{
    const sheet::Record r = check(firstGame("pgn-extract/infiles/test-seventyfive.pgn"));
    QVERIFY(r.allAlgebraic());
    const sheet::GameEvent* fifty = findEvent(r, EventKind::FiftyMoves);
    const sheet::GameEvent* seventyFive = findEvent(r, EventKind::SeventyFiveMoves);
    QVERIFY(fifty && seventyFive);
    QCOMPARE(seventyFive->ply, fifty->ply + 50);
    QCOMPARE(r.resultOnBoard, QStringLiteral("1/2-1/2"));
}

void TestReplay::resultWrittenAgainstTheBoard()
{
    const sheet::Record r = check("1. f3 e5 2. g4 Qh4# 1-0");
    QCOMPARE(r.resultWritten, QStringLiteral("1-0"));
    QCOMPARE(r.resultOnBoard, QStringLiteral("0-1"));
    QVERIFY(findEvent(r, EventKind::Checkmate));
    QCOMPARE(findEvent(r, EventKind::Checkmate)->ply, 4);
}

void TestReplay::finalZeroZero()
{
    // Castling is legal after 4. Bc4: the final 0-0 is castling.
    const sheet::Record castles = check("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0", Language::English);
    QCOMPARE(castles.plies, 7);
    QVERIFY(castles.resultWritten.isEmpty());
    // Castling is impossible here: the final 0-0 is the result of a double forfeit.
    const sheet::Record forfeit = check("1. e4 e5 0-0", Language::English);
    QCOMPARE(forfeit.plies, 2);
    QCOMPARE(forfeit.entries.size(), 2);
    QCOMPARE(forfeit.resultWritten, QStringLiteral("0-0"));
}

// A 0-0 in a move's box is castling, judged like any entry; only one where a result stands (no number
// before it, after the last entry, or on a sheet with no moves) may be the double forfeit.
void TestReplay::zeroZeroInAMoveBoxOrWhereAResultStands_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("verdicts");
    QTest::addColumn<QString>("result");
    QTest::newRow("1. 0-0 as the only entry, where White may not castle, is illegal castling") << "1. 0-0"
                                                                                               << "illegal"
                                                                                               << "";
    QTest::newRow("0-0 in Black's box after White's move, where Black may not castle, is illegal castling")
        << "1. e4 0-0"
        << "ok illegal"
        << "";
    QTest::newRow("0-0 after a move number where castling is legal is castling")
        << "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0"
        << "ok ok ok ok ok ok ok"
        << "";
    QTest::newRow("0-0 alone on a sheet with no moves is the double forfeit") << "0-0"
                                                                              << ""
                                                                              << "0-0";
    QTest::newRow("0-0 after the last entry, where castling is impossible, is the double forfeit") << "1. e4 e5 0-0"
                                                                                                   << "ok ok"
                                                                                                   << "0-0";
    // Only the last 0-0 may be the result: an illegal one in a move's box stays, and so does all after it.
    QTest::newRow("an illegal 0-0 in a box of a sheet that ends in 0-0 stays as written")
        << "1. e4 0-0 0-0"
        << "ok illegal unchecked"
        << "";
}

void TestReplay::zeroZeroInAMoveBoxOrWhereAResultStands()
{
    QFETCH(QString, text);
    QFETCH(QString, verdicts);
    QFETCH(QString, result);
    const sheet::Record r = check(text, Language::English);
    QCOMPARE(::verdicts(r), verdicts);
    QCOMPARE(r.resultWritten, result);
    QCOMPARE(r.allAlgebraic(), !verdicts.contains(QLatin1String("illegal")));
}

void TestReplay::ambiguousEntryWithOnlyOneFittingMove()
{
    // Knights on b1 and f3 can both go to d2; Black's rook on a1 reaches c1 only if the b1 knight left.
    const chess::Position start = *chess::parseFen("4k3/8/8/8/8/5N2/7K/rN6 w - - 0 1").position;
    const QString text = "Nd2 Rc1";
    const sheet::Record r = sheet::checkSheet(text, start, {Language::English, Language::English});
    QCOMPARE(r.entries[0].resolution.verdict, Verdict::Ambiguous);
    QVERIFY(r.entries[0].has(PlaceFinding::OnlyFittingCandidate));
    QCOMPARE(QString::fromStdString(chess::toUci(start, r.entries[0].resolution.move)), QStringLiteral("b1d2"));
    QCOMPARE(r.entries[1].resolution.verdict, Verdict::Ok);
    QCOMPARE(r.plies, 2);
}

// Both knights can go to d2 and Black's king move follows either: the sheet does not say which was
// played, so the replay stops there (specification.md section 8: exactly one move must fit).
void TestReplay::ambiguousEntryWithTwoFittingMovesStops()
{
    const chess::Position start = *chess::parseFen("4k3/8/8/8/8/5N2/7K/rN6 w - - 0 1").position;
    const sheet::Record r = sheet::checkSheet(QStringLiteral("Nd2 Ke7"), start, {Language::English, Language::English});
    QCOMPARE(r.entries[0].resolution.verdict, Verdict::Ambiguous);
    QVERIFY(!r.entries[0].has(PlaceFinding::OnlyFittingCandidate));
    QCOMPARE(r.entries[1].resolution.verdict, Verdict::Unchecked);
    QCOMPARE(r.plies, 0);
}

void TestReplay::emptySheet()
{
    const sheet::Record r = check("");
    QCOMPARE(r.plies, 0);
    QVERIFY(r.entries.isEmpty());
}

// The Game of the Century as the Hebrew seed prints it: no Event tag, and text glued to the result.
void TestReplay::byrneFischerAsTheHebrewSeedPrintsIt()
{
    QFile f(QStringLiteral(SCORECHECK_TEST_DATA "/seeds/byrne-fischer-hebrew-seed.pgn"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    const sheet::ParsedSheet parsed = sheet::parseSheet(text);
    QCOMPARE(parsed.tags.size(), 11);  // Site ... PlyCount; the article leaves out Event
    QCOMPARE(parsed.notes.size(), 1);
    QCOMPARE(parsed.notes[0].kind, sheet::SheetNote::Kind::TextAfterResult);
    QVERIFY(text.mid(parsed.notes[0].start, parsed.notes[0].length).startsWith(QLatin1String("|moin")));
    const sheet::Record r = sheet::replay(text, parsed, chess::Position::startPosition(), {});
    QCOMPARE(r.notes.size(), 1);  // the record carries it, for the reports
    QCOMPARE(r.notes[0].start, parsed.notes[0].start);
    QCOMPARE(r.plies, 82);
    QVERIFY(r.allAlgebraic());
    QCOMPARE(r.resultWritten, QStringLiteral("0-1"));
    QCOMPARE(r.resultOnBoard, QStringLiteral("0-1"));
    QVERIFY(findEvent(r, EventKind::Checkmate));
}

QTEST_GUILESS_MAIN(TestReplay)
#include "tst_replay.moc"
