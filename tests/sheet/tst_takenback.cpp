// SPDX-License-Identifier: GPL-3.0-or-later
// An illegal move completed on the board is taken back (FIDE 7.5.1): the position before it is
// reinstated and the same player moves again. The arbiter marks such an entry with a comment
// ("{illegal}", "{regelwidrig}", …); the replay then keeps it out of the game and goes on from the
// position before it, and the next entry is the same player's move in the same box.

#include "sheet/replay.h"
#include "sheet/sheetparser.h"
#include "sheet/takenbackmark.h"

#include <QTest>

using notation::Language;
using notation::Verdict;
using sheet::PlaceFinding;

namespace {

sheet::Record check(const QString& text, std::optional<Language> language = Language::English)
{
    return sheet::checkSheet(text, chess::Position::startPosition(), {language, Language::English});
}

}  // namespace

class TestTakenBack : public QObject {
    Q_OBJECT

private slots:
    void anIllegalMoveMarkedAsTakenBackIsNotPlayed();
    void theSamePlayerMovesAgainInTheSameBox();
    void theReplacementMayRepeatTheMoveNumber();
    void aBlackMoveTakenBackLeavesBlackToMove();
    void anUnmarkedIllegalMoveStillStopsTheReplay();
    void theMarkIsReadInTheInterfaceLanguagesWords();
    void anOrdinaryCommentIsNoMark();
    void aMarkAfterAnotherCommentMarksNothing();
    void aMarkAfterAMoveNumberMarksNothing();
    void theMarkWrittenForEachLanguageIsReadBack();
    void theMarkIsWrittenInTheSheetsLanguageWhereItIsRead_data();
    void theMarkIsWrittenInTheSheetsLanguageWhereItIsRead();
    void movesAreCountedWithoutTheMoveTakenBack();
    void theEndOfTheGameIsFoundPastAMoveTakenBack();
    void theLanguageIsFoundOnASheetWithAMoveTakenBack();
    void aDrawOfferMadeWithAMoveTakenBackIsStillAnOffer_data();
    void aDrawOfferMadeWithAMoveTakenBackIsStillAnOffer();
    void anyOtherMarkAfterTheArbitersMarkStandsAsAnEntry();
    void aLegalMoveMarkedAsTakenBackIsPointedOut();
};

void TestTakenBack::anIllegalMoveMarkedAsTakenBackIsNotPlayed()
{
    const sheet::Record r = check(QStringLiteral("1. e4 e5 2. Ke3 {illegal} Nf3 Nc6"));
    QCOMPARE(r.entries.size(), 5);
    const sheet::EntryRecord& taken = r.entries[2];
    QCOMPARE(taken.resolution.verdict, Verdict::Illegal);
    QVERIFY(taken.has(PlaceFinding::TakenBack));
    QCOMPARE(taken.ply, 0);
    QCOMPARE(r.plies, 4);
    QCOMPARE(r.stopIndex(), -1);
    QCOMPARE(r.entries[3].ply, 3);
    QCOMPARE(r.entries[4].ply, 4);
    QCOMPARE(r.positionBefore(3).key(), r.positionBefore(2).key());
}

void TestTakenBack::theSamePlayerMovesAgainInTheSameBox()
{
    // "2. Ke3 {illegal} Nf3 Nc6": Nf3 stands in White's box of move 2, no column slip.
    const sheet::Record r = check(QStringLiteral("1. e4 e5 2. Ke3 {illegal} Nf3 Nc6 3. Bc4"));
    QCOMPARE(r.entries[2].side, chess::Color::White);
    QCOMPARE(r.entries[2].moveNumber, 2);
    QCOMPARE(r.entries[3].side, chess::Color::White);
    QCOMPARE(r.entries[3].moveNumber, 2);
    QCOMPARE(r.entries[4].side, chess::Color::Black);
    for (const sheet::EntryRecord& e : r.entries)
        QCOMPARE(e.placeFindings & ~(1u << int(PlaceFinding::TakenBack)), 0u);
    QCOMPARE(r.entries[5].ply, 5);
}

void TestTakenBack::theReplacementMayRepeatTheMoveNumber()
{
    const sheet::Record r = check(QStringLiteral("1. e4 e5 2. Ke3 {illegal} 2. Nf3 Nc6"));
    QCOMPARE(r.plies, 4);
    QVERIFY(!r.entries[3].has(PlaceFinding::MoveNumberRepeated));
    QVERIFY(!r.entries[3].has(PlaceFinding::WrongColumn));
}

void TestTakenBack::aBlackMoveTakenBackLeavesBlackToMove()
{
    const sheet::Record r = check(QStringLiteral("1. e4 Ke7 {illegal} e5 2. Nf3"));
    QVERIFY(r.entries[1].has(PlaceFinding::TakenBack));
    QCOMPARE(r.entries[1].resolution.verdict, Verdict::Illegal);
    QCOMPARE(r.entries[2].side, chess::Color::Black);
    QCOMPARE(r.entries[2].ply, 2);
    QCOMPARE(r.entries[3].side, chess::Color::White);
    QCOMPARE(r.entries[3].moveNumber, 2);
    QVERIFY(!r.entries[3].has(PlaceFinding::WrongColumn));
    QCOMPARE(r.plies, 3);
}

void TestTakenBack::anUnmarkedIllegalMoveStillStopsTheReplay()
{
    const sheet::Record r = check(QStringLiteral("1. e4 e5 2. Ke3 Nf3 Nc6"));
    QCOMPARE(r.stopIndex(), 2);
    QCOMPARE(r.plies, 2);
    QVERIFY(!r.entries[2].has(PlaceFinding::TakenBack));
    QCOMPARE(r.entries[3].resolution.verdict, Verdict::Unchecked);
}

void TestTakenBack::theMarkIsReadInTheInterfaceLanguagesWords()
{
    for (const char16_t* mark : {u"{illegal}", u"{ Illegal move }", u"{regelwidrig}", u"{illégal}", u"{coup illégal}",
             u"{reeglivastane}", u"{לא חוקי}", u"{Невозможный ход}", u"{неможливий}", u"{movimiento ilegal}",
             u"{illegale}", u"{nieprawidłowe posunięcie}"}) {
        const sheet::Record r = check(QStringLiteral("1. e4 e5 2. Ke3 %1 Nf3").arg(QStringView(mark)));
        QVERIFY2(r.entries[2].has(PlaceFinding::TakenBack), qPrintable(QStringView(mark).toString()));
        QCOMPARE(r.plies, 3);
    }
}

void TestTakenBack::anOrdinaryCommentIsNoMark()
{
    const sheet::Record r = check(QStringLiteral("1. e4 e5 2. Ke3 {oops} Nf3"));
    QVERIFY(!r.entries[2].has(PlaceFinding::TakenBack));
    QCOMPARE(r.stopIndex(), 2);
}

void TestTakenBack::aMarkAfterAnotherCommentMarksNothing()
{
    // The mark must stand right after its entry: after a comment it is part of what that comment says.
    const sheet::ParsedSheet parsed = sheet::parseSheet(u"1. e4 e5 {the clock: 1:58} {illegal} 2. Nf3");
    QCOMPARE(parsed.entries.size(), 3);
    for (const sheet::Entry& e : parsed.entries)
        QVERIFY(!e.takenBack);
}

void TestTakenBack::aMarkAfterAMoveNumberMarksNothing()
{
    // The mark belongs to the entry before it; after a move number there is none in that row.
    const sheet::ParsedSheet parsed = sheet::parseSheet(u"1. e4 e5 2. {illegal} Nf3");
    QCOMPARE(parsed.entries.size(), 3);
    for (const sheet::Entry& e : parsed.entries)
        QVERIFY(!e.takenBack);
}

void TestTakenBack::theMarkWrittenForEachLanguageIsReadBack()
{
    for (Language l : {Language::English, Language::German, Language::French, Language::Estonian, Language::Hebrew,
             Language::Russian, Language::Ukrainian, Language::Spanish, Language::Italian, Language::Polish})
        QVERIFY2(sheet::isTakenBackMark(sheet::takenBackMark(l)), qPrintable(sheet::takenBackMark(l)));
}

void TestTakenBack::theMarkIsWrittenInTheSheetsLanguageWhereItIsRead_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("mark");
    QTest::newRow("English") << Language::English << QStringLiteral("{illegal}");
    QTest::newRow("German") << Language::German << QStringLiteral("{regelwidrig}");
    QTest::newRow("Russian") << Language::Russian << QStringLiteral("{невозможный}");
    QTest::newRow("Ukrainian") << Language::Ukrainian << QStringLiteral("{неможливий}");
    QTest::newRow("Polish") << Language::Polish << QStringLiteral("{nieprawidłowe}");
    QTest::newRow("Spanish") << Language::Spanish << QStringLiteral("{ilegal}");
    QTest::newRow("Italian") << Language::Italian << QStringLiteral("{illegale}");
    QTest::newRow("Czech: no word of its own") << Language::Czech << QStringLiteral("{illegal}");
}

void TestTakenBack::theMarkIsWrittenInTheSheetsLanguageWhereItIsRead()
{
    // An arbiter reading a Russian sheet reads the Russian word, which the parser knows (7.5.1).
    QFETCH(Language, language);
    QFETCH(QString, mark);
    QCOMPARE(sheet::takenBackMark(language), mark);
    QVERIFY(sheet::isTakenBackMark(mark));
}

void TestTakenBack::movesAreCountedWithoutTheMoveTakenBack()
{
    const sheet::Record r = check(QStringLiteral("1. e4 e5 2. Ke3 {illegal} Nf3 Nc6 3. Bc4"));
    QCOMPARE(r.movesCompleted[0], 3);
    QCOMPARE(r.movesCompleted[1], 2);
    const sheet::MoveCountReach reach = r.moveCountReach();
    QVERIFY(reach.complete);
    QCOMPARE(reach.verifiedTo, 3);
}

void TestTakenBack::theEndOfTheGameIsFoundPastAMoveTakenBack()
{
    // Fool's mate, with an illegal queen move taken back first: the mate is still at ply 4, and the
    // entry written after it is marked.
    const sheet::Record r = check(QStringLiteral("1. f3 e5 2. g4 Qa5 {illegal} Qh4# 3. Kf2"));
    QVERIFY(r.end);
    QCOMPARE(r.end->ply, 4);
    QCOMPARE(r.resultOnBoard, QStringLiteral("0-1"));
    QCOMPARE(r.entriesAfterEnd(), 1);
    QVERIFY(r.entries[5].has(PlaceFinding::AfterGameEnd));
    QVERIFY(!r.entries[4].has(PlaceFinding::AfterGameEnd));
    QVERIFY(!r.entries[3].has(PlaceFinding::AfterGameEnd));
}

void TestTakenBack::theLanguageIsFoundOnASheetWithAMoveTakenBack()
{
    const sheet::Record r = check(QStringLiteral("1. e4 e5 2. Ke3 {regelwidrig} Sf3 Sc6 3. Lc4 Lc5"), std::nullopt);
    QCOMPARE(r.language, Language::German);
    QCOMPARE(r.plies, 6);
}

void TestTakenBack::aDrawOfferMadeWithAMoveTakenBackIsStillAnOffer_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("entries");
    QTest::addColumn<int>("marked");
    QTest::newRow("white, offer before the mark") << QStringLiteral("1. e4 e5 2. Ke3 (=) {illegal} Nf3 Nc6") << 5 << 2;
    QTest::newRow("white, offer after the mark") << QStringLiteral("1. e4 e5 2. Ke3 {illegal} (=) Nf3 Nc6") << 5 << 2;
    QTest::newRow("black, offer after the mark") << QStringLiteral("1. e4 e5 2. Nf3 Ke7 {illegal} (=) Nc6") << 5 << 3;
}

void TestTakenBack::aDrawOfferMadeWithAMoveTakenBackIsStillAnOffer()
{
    // 9.1.2.2: an offer is made with a move. The move was taken back (7.5.1), but the offer was made,
    // and the arbiter must see it; the (=) is no entry of its own and takes no box.
    QFETCH(QString, text);
    QFETCH(int, entries);
    QFETCH(int, marked);
    const sheet::Record r = check(text);
    QCOMPARE(r.entries.size(), entries);
    QCOMPARE(r.stopIndex(), -1);
    QCOMPARE(r.plies, 4);
    QCOMPARE(r.drawOffers.size(), 1);
    const sheet::DrawOffer& offer = r.drawOffers.front();
    QCOMPARE(offer.entry, marked);
    QVERIFY(r.entries[offer.entry].has(PlaceFinding::TakenBack));
    QCOMPARE(offer.side, r.entries[marked].side);
    QCOMPARE(offer.moveNumber, 2);
    QCOMPARE(offer.ply, marked);
}

void TestTakenBack::anyOtherMarkAfterTheArbitersMarkStandsAsAnEntry()
{
    // "+" after the mark would mark a move not played: it is not joined across the mark (where the
    // replay would read "Ke7 {illegal} +" as the entry) but stands as written, an entry the replay
    // cannot read, at its own place.
    const sheet::Record r = check(QStringLiteral("1. e4 e5 2. Nf3 Ke7 {illegal} + Nc6"));
    QCOMPARE(r.entries.size(), 6);
    QCOMPARE(r.entries[3].entry.text(u"1. e4 e5 2. Nf3 Ke7 {illegal} + Nc6"), u"Ke7");
    QCOMPARE(r.entries[4].entry.text(u"1. e4 e5 2. Nf3 Ke7 {illegal} + Nc6"), u"+");
    QCOMPARE(r.stopIndex(), 4);
}

void TestTakenBack::aLegalMoveMarkedAsTakenBackIsPointedOut()
{
    const sheet::Record r = check(QStringLiteral("1. e4 e5 2. Nf3 {illegal} Nc3 Nc6"));
    const sheet::EntryRecord& marked = r.entries[2];
    QVERIFY(marked.has(PlaceFinding::TakenBack));
    QCOMPARE(marked.resolution.verdict, Verdict::Ok);
    QVERIFY(sheet::placeFindingMessage(PlaceFinding::TakenBack, marked).contains(u"legal move as written"));
    const sheet::Record withIllegal = check(QStringLiteral("1. e4 e5 2. Ke3 {illegal} Nc3 Nc6"));
    const sheet::EntryRecord& illegal = withIllegal.entries[2];
    QVERIFY(!sheet::placeFindingMessage(PlaceFinding::TakenBack, illegal).contains(u"legal move as written"));
}

QTEST_GUILESS_MAIN(TestTakenBack)
#include "tst_takenback.moc"
