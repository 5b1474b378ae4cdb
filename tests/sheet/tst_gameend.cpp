// SPDX-License-Identifier: GPL-3.0-or-later
// How far a sheet's count of moves is verified, which result a PGN export gives and when the three
// places that say a result disagree, and that a PGN export drops nothing the sheet says.

#include "pgn/pgnreader.h"
#include "pgn/pgnwriter.h"
#include "sheet/gameresult.h"
#include "sheet/replay.h"

#include <QTest>

namespace {

sheet::Record replayed(const QString& text)
{
    return sheet::checkSheet(text, chess::Position::startPosition(), sheet::ReplayOptions{});
}

// "1. e4 e5 2. Sf3 Se6 3. ..." up to move 15: the replay stops at the illegal 2... Se6.
QString sheetStoppingAtMoveTwo()
{
    QString text = QStringLiteral("1. e4 e5\n2. Sf3 Se6\n3. Lb5 a6\n");
    for (int n = 4; n <= 15; ++n)
        text += QStringLiteral("%1. Kh1 Kh8\n").arg(n);
    return text;
}

}  // namespace

class TestGameEnd : public QObject {
    Q_OBJECT

private slots:
    void theCountIsVerifiedOnlyToWhereTheReplayStops();
    void aWholeSheetIsVerifiedToItsEnd();
    void exportedResult_data();
    void exportedResult();
    void disagreement_data();
    void disagreement();
    void thePgnKeepsTheRestOfASheetThatStopsEarly();
    void thePgnKeepsAWrittenResultItDoesNotGive();
    void anAsteriskOnTheSheetSaysNoResult();
    void controlCharactersKeptInTheCommentLeaveThePgnText();
    void theSheetsOwnCommentsStayWhereTheyStand();
    void aMoveTakenBackIsOneCommentThatReadsBackAsNone_data();
    void aMoveTakenBackIsOneCommentThatReadsBackAsNone();
    void annotationsAndVariationsAreKept_data();
    void annotationsAndVariationsAreKept();
};

void TestGameEnd::theCountIsVerifiedOnlyToWhereTheReplayStops()
{
    const sheet::Record r = replayed(sheetStoppingAtMoveTwo());
    QCOMPARE(r.movesCompleted[0], 2);
    QCOMPARE(r.movesCompleted[1], 1);
    QCOMPARE(r.stopIndex(), 3);
    const sheet::MoveCountReach reach = r.moveCountReach();
    QVERIFY(!reach.complete);
    QCOMPARE(reach.verifiedTo, 2);
    QCOMPARE(reach.writtenTo, 15);
}

void TestGameEnd::aWholeSheetIsVerifiedToItsEnd()
{
    const sheet::Record r = replayed(QStringLiteral("1. e4 e5\n2. Sf3 Sc6\n3. Lb5\n"));
    QCOMPARE(r.stopIndex(), -1);
    const sheet::MoveCountReach reach = r.moveCountReach();
    QVERIFY(reach.complete);
    QCOMPARE(reach.verifiedTo, 3);
    QCOMPARE(reach.writtenTo, 3);
}

void TestGameEnd::exportedResult_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("result");
    QTest::newRow("the field is the arbiter's word") << "1. e4 e5"
                                                     << "1-0"
                                                     << "1-0";
    QTest::newRow("the field wins over the sheet's last line") << "1. e4 e5 0-1"
                                                               << "1-0"
                                                               << "1-0";
    QTest::newRow("a field written 1:0 is read as 1-0") << "1. e4 e5"
                                                        << "1:0"
                                                        << "1-0";
    QTest::newRow("without a field the sheet's result is given") << "1. e4 e5 0-1"
                                                                 << ""
                                                                 << "0-1";
    QTest::newRow("a mate on the board wins over the sheet") << "1. f3 e5 2. g4 Dh4# 1-0"
                                                             << ""
                                                             << "0-1";
    QTest::newRow("a win by forfeit is 1-0 in PGN") << "1. e4 e5 +/-"
                                                    << ""
                                                    << "1-0";
    QTest::newRow("nothing said is *") << "1. e4 e5"
                                       << ""
                                       << "*";
    QTest::newRow("a field that is no result is not taken") << "1. e4 e5 0-1"
                                                            << "White won"
                                                            << "0-1";
}

void TestGameEnd::exportedResult()
{
    QFETCH(QString, sheet);
    QFETCH(QString, field);
    QFETCH(QString, result);
    QCOMPARE(sheet::decidedResult(replayed(sheet), field), result);
}

void TestGameEnd::disagreement_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("said");
    QTest::newRow("field and sheet disagree") << "1. e4 e5 0-1"
                                              << "1-0"
                                              << "The results disagree: the Result field says 1-0, the sheet says 0-1.";
    QTest::newRow("the sheet and the board disagree")
        << "1. f3 e5 2. g4 Dh4# 1-0"
        << ""
        << "The results disagree: the sheet says 1-0, the board says 0-1.";
    QTest::newRow("all agree") << "1. e4 e5 1-0"
                               << "1-0"
                               << "";
    QTest::newRow("a field alone says nothing against") << "1. e4 e5"
                                                        << "1/2-1/2"
                                                        << "";
    QTest::newRow("a win by forfeit agrees with 1-0") << "1. e4 e5 +/-"
                                                      << "1-0"
                                                      << "";
    QTest::newRow("an unfinished * takes no part") << "1. e4 e5 *"
                                                   << "0-1"
                                                   << "";
}

void TestGameEnd::disagreement()
{
    QFETCH(QString, sheet);
    QFETCH(QString, field);
    QFETCH(QString, said);
    QCOMPARE(sheet::resultDisagreement(replayed(sheet), field), said);
}

void TestGameEnd::thePgnKeepsTheRestOfASheetThatStopsEarly()
{
    const QString text = sheetStoppingAtMoveTwo();
    const QString pgn = pgn::writePgn(replayed(text), text, {{QStringLiteral("Result"), QStringLiteral("0-1")}});
    QVERIFY2(pgn.contains(QStringLiteral("[Result \"0-1\"]")), qPrintable(pgn));
    QVERIFY2(
        pgn.contains(QStringLiteral("1. e4 e5 2. Nf3 {The replay stops here, at 2... Se6: illegal.")), qPrintable(pgn));
    // Every entry after the stop is in the comment, as written.
    QVERIFY2(pgn.contains(QStringLiteral("2... Se6 3. Lb5 a6 4. Kh1 Kh8")), qPrintable(pgn));
    QVERIFY2(pgn.contains(QStringLiteral("15. Kh1 Kh8} 0-1")), qPrintable(pgn));
    // It is one game that reads back with the same moves, the comment no more than a comment.
    const QList<pgn::PgnGame> again = pgn::readGames(pgn.toUtf8());
    QCOMPARE(again.size(), 1);
    QCOMPARE(replayed(again[0].movetext).plies, 3);
    for (const QString& line : pgn.split(u'\n'))
        QVERIFY2(line.size() <= 80, qPrintable(line));
}

void TestGameEnd::thePgnKeepsAWrittenResultItDoesNotGive()
{
    const QString text = QStringLiteral("1. e4 e5 0-1");
    const QString pgn = pgn::writePgn(replayed(text), text, {{QStringLiteral("Result"), QStringLiteral("1-0")}});
    QVERIFY2(pgn.contains(QStringLiteral("1. e4 e5 {The result written on the sheet: 0-1} 1-0")), qPrintable(pgn));
}

// "*" on the sheet says the game has no result yet: nothing that disagrees, so nothing to keep.
void TestGameEnd::anAsteriskOnTheSheetSaysNoResult()
{
    const QString text = QStringLiteral("1. e4 e5 *");
    const QString pgn = pgn::writePgn(replayed(text), text, {{QStringLiteral("Result"), QStringLiteral("1-0")}});
    QVERIFY2(pgn.contains(QStringLiteral("\n1. e4 e5 1-0\n")), qPrintable(pgn));
    QVERIFY2(!pgn.contains(u'{'), qPrintable(pgn));
}

// A damaged file's control characters after the stop are shown as their symbols: the PGN reads back as
// the one game it is, with the same moves (the fuzzer's round trip found this).
void TestGameEnd::controlCharactersKeptInTheCommentLeaveThePgnText()
{
    const QString text = QStringLiteral("1. e4 e5 2. Nf3 ") + QString(30, QChar(0x1A)) + QStringLiteral("c4 3. d4 1-0");
    const sheet::Record record = replayed(text);
    QCOMPARE(record.plies, 3);
    const QString pgn = pgn::writePgn(record, text, {});
    QVERIFY2(pgn.contains(QString(30, QChar(0x241A)) + QStringLiteral("c4")), qPrintable(pgn));
    const QList<pgn::PgnGame> again = pgn::readGames(pgn.toUtf8());
    QCOMPARE(again.size(), 1);
    QVERIFY(again[0].problems.isEmpty());
    QCOMPARE(replayed(again[0].movetext).plies, 3);
}

void TestGameEnd::theSheetsOwnCommentsStayWhereTheyStand()
{
    const QString text = QStringLiteral("{Round 5, board 3}\n1. e4 {clock 1:58} e5\n2. Sf3 Sc6 {} 3. Lb5 1-0");
    const QString pgn = pgn::writePgn(replayed(text), text, {});
    QVERIFY2(pgn.contains(QStringLiteral("{Round 5, board 3} 1. e4 {clock 1:58} 1... e5 2. Nf3 Nc6 {} 3. Bb5 1-0")),
        qPrintable(pgn));
    const QList<pgn::PgnGame> again = pgn::readGames(pgn.toUtf8());
    QCOMPARE(again.size(), 1);
    QCOMPARE(replayed(again[0].movetext).plies, 5);
}

void TestGameEnd::aMoveTakenBackIsOneCommentThatReadsBackAsNone_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("plies");
    QTest::newRow("White's") << QStringLiteral("1. e4 e5 2. Ke3 {illegal} 2. Nf3 Nc6 3. Bb5 a6") << 6;
    QTest::newRow("Black's") << QStringLiteral("1. e4 e5 2. Nf3 Ke6 {illegal} Nc6 3. Bb5") << 5;
    QTest::newRow("after the mate") << QStringLiteral("1. f3 e5 2. g4 Qh4# 3. Ke3 {illegal}") << 4;
}

// The entry and its mark go into one comment where the entry stood: the exported game reads back with
// the same moves, and no mark of its own is left to take back the move before it.
void TestGameEnd::aMoveTakenBackIsOneCommentThatReadsBackAsNone()
{
    QFETCH(QString, text);
    QFETCH(int, plies);
    const sheet::Record record = replayed(text);
    QCOMPARE(record.plies, plies);
    const QString pgn = pgn::writePgn(record, text, {});
    QVERIFY2(!pgn.contains(QStringLiteral("{illegal}")), qPrintable(pgn));
    const QList<pgn::PgnGame> again = pgn::readGames(pgn.toUtf8());
    QCOMPARE(again.size(), 1);
    const sheet::Record reread = replayed(again[0].movetext);
    QCOMPARE(reread.plies, plies);
    QCOMPARE(reread.stopIndex(), -1);
    for (const sheet::EntryRecord& e : reread.entries)
        QVERIFY(!e.has(sheet::PlaceFinding::TakenBack));
}

void TestGameEnd::annotationsAndVariationsAreKept_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("exported");
    QTest::addColumn<int>("plies");
    // PGN 8.2.3.8: the six move assessments are the glyphs $1 to $6; other marks stay as written.
    QTest::newRow("move assessments") << QStringLiteral("1. e4! e5?! 2. Sf3 !? Sc6 ?? 3. Lb5!! a6?")
                                      << QStringLiteral("1. e4 $1 e5 $6 2. Nf3 $5 Nc6 $4 3. Bb5 $3 a6 $2") << 6;
    QTest::newRow("other marks") << QStringLiteral("1. e4 e5 2. Sf3 +/= Sc6 =")
                                 << QStringLiteral("2. Nf3 {+/=} 2... Nc6 {=}") << 4;
    QTest::newRow("glyphs written as glyphs")
        << QStringLiteral("1. e4 $1 e5 $14 $32 2. Sf3") << QStringLiteral("1. e4 $1 e5 $14 $32 2. Nf3") << 3;
    // A glyph belongs to a move: one before the first move would start a game of its own in a PGN reader.
    QTest::newRow("a glyph before the first move")
        << QStringLiteral("{Round 5} $14 1. e4 e5") << QStringLiteral("{Round 5} {$14} 1. e4 e5") << 2;
    // A comment inside a variation is the variation's, not a word on the move before it.
    QTest::newRow("variation") << QStringLiteral("1. e4 (1. d4 {queen's pawn} d5) e5 2. Sf3")
                               << QStringLiteral("1. e4 {Variation as written: (1. d4 (queen's pawn) d5)} 1... e5")
                               << 3;
    QTest::newRow("comment to the end of the line") << QStringLiteral("1. e4 e5 ; time {1:58} left\n2. Sf3")
                                                    << QStringLiteral("1. e4 e5 {time (1:58) left} 2. Nf3") << 3;
}

// What a player or an annotator wrote with the moves reaches the PGN: an assessment as its glyph, a
// variation or a comment to the end of the line as a comment where it stood; the game reads back the same.
void TestGameEnd::annotationsAndVariationsAreKept()
{
    QFETCH(QString, text);
    QFETCH(QString, exported);
    QFETCH(int, plies);
    const QString pgn = pgn::writePgn(replayed(text), text, {});
    QVERIFY2(pgn.simplified().contains(exported), qPrintable(pgn));
    const QList<pgn::PgnGame> again = pgn::readGames(pgn.toUtf8());
    QCOMPARE(again.size(), 1);
    const sheet::Record reread = replayed(again[0].movetext);
    QCOMPARE(reread.plies, plies);
    QCOMPARE(reread.stopIndex(), -1);
}

QTEST_GUILESS_MAIN(TestGameEnd)
#include "tst_gameend.moc"
