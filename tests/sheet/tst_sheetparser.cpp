// SPDX-License-Identifier: GPL-3.0-or-later
// Cutting a scoresheet's text into entries, for every layout people type.

#include "sheet/sheetparser.h"

#include <QTest>

namespace {

// "text[column number]" per entry, joined by spaces: e.g. "d4[W1] Sf6[B1]".
QString summary(const QString& text, const sheet::ParsedSheet& s)
{
    QStringList parts;
    for (const sheet::Entry& e : s.entries) {
        QString part = e.text(text).toString();
        if (e.writtenColumn != sheet::WrittenColumn::Unknown)
            part += QStringLiteral("[%1%2]")
                        .arg(e.writtenColumn == sheet::WrittenColumn::White ? 'W' : 'B')
                        .arg(e.writtenNumber);
        parts << part;
    }
    QString out = parts.join(' ');
    if (s.hasResult)
        out += " => " + s.result.normalized;
    if (s.finalZeroZero)
        out += " (0-0 at the end)";
    return out;
}

}  // namespace

class TestSheetParser : public QObject {
    Q_OBJECT

private slots:
    void layouts_data();
    void layouts();
    void positionsAreLineAndColumn();
    void tagsAndTrailingText();
    void unclosedCommentIsNoted_data();
    void unclosedCommentIsNoted();
    void entryTextsAreShownReadably();
    void noMoreEntriesThanAnyGameCanHave();
};

void TestSheetParser::layouts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("numbered pairs on one line") << "1. d4 Sf6 2. c4 e6"
                                                << "d4[W1] Sf6[B1] c4[W2] e6[B2]";
    QTest::newRow("numbers glued to moves") << "1.d4 Sf6 2.c4 e6"
                                            << "d4[W1] Sf6[B1] c4[W2] e6[B2]";
    QTest::newRow("one pair per line") << "1. d4 Sf6\n2. c4 e6\n"
                                       << "d4[W1] Sf6[B1] c4[W2] e6[B2]";
    QTest::newRow("tab-separated columns without dots") << "1\td4\tSf6\n2\tc4\te6"
                                                        << "d4[W1] Sf6[B1] c4[W2] e6[B2]";
    QTest::newRow("one column per line, no numbers") << "d4\nSf6\nc4\ne6"
                                                     << "d4 Sf6 c4 e6";
    QTest::newRow("black continues with three dots") << "17. a5\n17... Nc6"
                                                     << "a5[W17] Nc6[B17]";
    QTest::newRow("black continues with an ellipsis") << "17. a5\n17… Nc6"
                                                      << "a5[W17] Nc6[B17]";
    QTest::newRow("ellipsis glued to the move") << "17...Nc6 18. a6"
                                                << "Nc6[B17] a6[W18]";
    QTest::newRow("dots written apart") << "2. . . Nc6 3. e4"
                                        << "Nc6[B2] e4[W3]";
    QTest::newRow("draw offer written apart joins its move") << "17.a5 (=)"
                                                             << "a5 (=)[W17]";
    QTest::newRow("en passant mark written apart") << "5. exd6 e.p."
                                                   << "exd6 e.p.[W5]";
    QTest::newRow("annotations and check words join their move") << "4. Q-K2 N-KB3?? 5. N-B6 ch !"
                                                                 << "Q-K2[W4] N-KB3??[B4] N-B6 ch ![W5]";
    QTest::newRow("check words with points written apart join their move")
        << "1. Nc5 dis. ch. Kf8 2. Nf6 dbl. ch. Ke7 3. Nd5 ch."
        << "Nc5 dis. ch.[W1] Kf8[B1] Nf6 dbl. ch.[W2] Ke7[B2] Nd5 ch.[W3]";
    QTest::newRow("check words run together, with or without points, join their move")
        << "1. Nc5 dis.ch Kf8 2. Nf6 dblch Ke7 3. Nd5 disch"
        << "Nc5 dis.ch[W1] Kf8[B1] Nf6 dblch[W2] Ke7[B2] Nd5 disch[W3]";
    QTest::newRow("comments in braces are set aside") << "1. e4 {best by test} e5"
                                                      << "e4[W1] e5[B1]";
    QTest::newRow("a brace inside a comment does not nest") << "1. e4 {a { b} e5"
                                                            << "e4[W1] e5[B1]";
    QTest::newRow("a bracket inside a comment inside a variation") << "1. e4 (1. d4 {see (a}) e5"
                                                                   << "e4[W1] e5[B1]";
    QTest::newRow("PGN escape lines starting with %") << "%a note for a program\n1. e4 e5"
                                                      << "e4[W1] e5[B1]";
    QTest::newRow("nested variations") << "1. e4 (1. d4 (1. c4) d5) e5"
                                       << "e4[W1] e5[B1]";
    QTest::newRow("a variation in brackets is set aside") << "1. e4 (1. d4 d5) e5"
                                                          << "e4[W1] e5[B1]";
    QTest::newRow("result at the end") << "1. e4 e5 2. Qh5 Ke7 3. Qxe5# 1-0"
                                       << "e4[W1] e5[B1] Qh5[W2] Ke7[B2] Qxe5#[W3] => 1-0";
    QTest::newRow("half-point result") << "1. e4 e5 ½-½"
                                       << "e4[W1] e5[B1] => 1/2-1/2";
    QTest::newRow("PGN draw") << "1. e4 e5 1/2-1/2"
                              << "e4[W1] e5[B1] => 1/2-1/2";
    QTest::newRow("a result with an en dash") << "1. e4 e5 1–0"
                                              << "e4[W1] e5[B1] => 1-0";
    QTest::newRow("a result with a minus sign") << "1. e4 e5 0−1"
                                                << "e4[W1] e5[B1] => 0-1";
    QTest::newRow("a drawn result with a colon") << "1. e4 e5 ½:½"
                                                 << "e4[W1] e5[B1] => 1/2-1/2";
    QTest::newRow("check signs, castling and annotations end moves")
        << "1. O-O e5!? 2. Qh5+ Nc6 3. Qxf7# Kxf7?? 4. O-O-O N"
        << "O-O[W1] e5!?[B1] Qh5+[W2] Nc6[B2] Qxf7#[W3] Kxf7??[B3] O-O-O N[W4]";
    QTest::newRow("0-0 inside the game is castling") << "4. Ld2 0-0 5. e4"
                                                     << "Ld2[W4] 0-0[B4] e4[W5]";
    QTest::newRow("0-0 at the end may be castling or a double forfeit") << "1. e4 e5 0-0"
                                                                        << "e4[W1] e5[B1] 0-0 => 0-0 (0-0 at the end)";
    QTest::newRow("0-0 after a move number is castling, not a result") << "1. 0-0"
                                                                       << "0-0[W1]";
    QTest::newRow("0-0 in Black's box after White's move is castling, not a result") << "1. e4 0-0"
                                                                                     << "e4[W1] 0-0[B1]";
    QTest::newRow("0-0 after a number with dots is castling, not a result") << "3... 0-0"
                                                                            << "0-0[B3]";
    QTest::newRow("0-0 alone on a sheet with no moves is a result") << "0-0"
                                                                    << "0-0 => 0-0 (0-0 at the end)";
    QTest::newRow("castling written with zeros alone on a line is an entry, not move number 0")
        << "e4\ne5\nNf3\nNc6\nBc4\nBc5\n00\nNf6\n000"
        << "e4 e5 Nf3 Nc6 Bc4 Bc5 00 Nf6 000";
    QTest::newRow("0-0 at the end of a sheet without numbers may be a result") << "e4 e5 0-0"
                                                                               << "e4 e5 0-0 => 0-0 (0-0 at the end)";
    QTest::newRow("+/- inside is an evaluation") << "1. e4 +/= e5"
                                                 << "e4 +/=[W1] e5[B1]";
    QTest::newRow("+/- at the end is a result") << "1. e4 e5 +/-"
                                                << "e4[W1] e5[B1] => +/-";
    QTest::newRow("wrong numbers are kept as written") << "1. e4 e5 3. Nf3 Nc6"
                                                       << "e4[W1] e5[B1] Nf3[W3] Nc6[B3]";
    QTest::newRow("a dash where a move should be is an entry") << "1. e4 - 2. Nf3"
                                                               << "e4[W1] -[B1] Nf3[W2]";
    QTest::newRow("a question mark after a number is a blank box, not the last move's mark")
        << "2. Nf3 Nc6 3. ? Nf6"
        << "Nf3[W2] Nc6[B2] ?[W3] Nf6[B3]";
    QTest::newRow("a comment that says the box is blank is an entry")
        << "11. Rc1 {blank} 12. d4 {Illegible}"
        << "Rc1[W11] {blank}[B11] d4[W12] {Illegible}[B12]";
    QTest::newRow("a blank box in the interface languages' words")
        << "1. e4 {Пусто} 2. {нерозбірливо} {vacío} 3. d4 {puste}"
        << "e4[W1] {Пусто}[B1] {нерозбірливо}[W2] {vacío}[B2] d4[W3] {puste}[B3]";
    QTest::newRow("a comment of dots says moves were left out: set aside") << "49. b5 cxb5 50. {...} 0-1"
                                                                           << "b5[W49] cxb5[B49] => 0-1";
    QTest::newRow("one blank alone in its row leaves both boxes blank") << "3. {blank} 4. d4 -\n5. Nf3"
                                                                        << "{blank}[W3] [B3] d4[W4] -[B4] Nf3[W5]";
    QTest::newRow("a crossed-out box (x) alone in its row is a blank too") << "3. x 4. d4"
                                                                           << "x[W3] [B3] d4[W4]";
    QTest::newRow("a blank row is blank whatever form the next number takes: dots glued") << "3. {blank} 4... d5"
                                                                                          << "{blank}[W3] [B3] d5[B4]";
    QTest::newRow("a blank row is blank whatever form the next number takes: dots apart") << "3. {blank} 4. ... d5"
                                                                                          << "{blank}[W3] [B3] d5[B4]";
    QTest::newRow("a move alone in its row is left to the replay") << "3. e4 4. d4"
                                                                   << "e4[W3] d4[W4]";
    QTest::newRow("a blank in Black's box alone is one box") << "3... - 4. d4"
                                                             << "-[B3] d4[W4]";
    QTest::newRow("garbage is an entry too") << "1. e4 xyz"
                                             << "e4[W1] xyz[B1]";
    QTest::newRow("ICCF digits are moves, not numbers") << "1. 5254 5755"
                                                        << "5254[W1] 5755[B1]";
    QTest::newRow("ICCF digits first on a line are moves, not numbers") << "5254 5755\n7163 2836"
                                                                        << "5254 5755 7163 2836";
    QTest::newRow("a third entry after 17... has no column it was written in") << "17... Nc6 a6"
                                                                               << "Nc6[B17] a6";
    QTest::newRow("four digits with a dot are a move number") << "999. Kg1 Kg8 1000. Kh1 Kh8"
                                                              << "Kg1[W999] Kg8[B999] Kh1[W1000] Kh8[B1000]";
    QTest::newRow("PGN numeric annotation glyphs are set aside") << "1. e4 $1 e5 $2"
                                                                 << "e4[W1] e5[B1]";
    QTest::newRow("empty text") << ""
                                << "";
    QTest::newRow("right-to-left Hebrew") << "1. ה4 ה5 2. פ-ו3"
                                          << "ה4[W1] ה5[B1] פ-ו3[W2]";
}

void TestSheetParser::layouts()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(summary(text, sheet::parseSheet(text)), expected);
}

void TestSheetParser::positionsAreLineAndColumn()
{
    const QString text = "1. d4 Sf6\n2.  c4\te6";
    const sheet::ParsedSheet s = sheet::parseSheet(text);
    QCOMPARE(s.entries.size(), 4);
    QCOMPARE(s.entries[1].line, 1);
    QCOMPARE(s.entries[1].column, 7);
    QCOMPARE(s.entries[2].line, 2);
    QCOMPARE(s.entries[2].column, 5);
    QCOMPARE(s.entries[3].column, 8);
    QCOMPARE(s.entries[3].start, int(text.indexOf("e6")));
}

void TestSheetParser::tagsAndTrailingText()
{
    const QString text = "[Event \"Club\"]\n[White \"A\"]\n\n1. e4 e5 1-0 and then some junk";
    const sheet::ParsedSheet s = sheet::parseSheet(text);
    QCOMPARE(s.tags.size(), 2);
    QCOMPARE(s.tags[0].first, QStringLiteral("Event"));
    QCOMPARE(s.tags[0].second, QStringLiteral("Club"));
    QCOMPARE(s.entries.size(), 2);
    QCOMPARE(s.result.normalized, QStringLiteral("1-0"));
    QCOMPARE(s.notes.size(), 1);
    QCOMPARE(s.notes[0].kind, sheet::SheetNote::Kind::TextAfterResult);
    QCOMPARE(text.mid(s.notes[0].start, s.notes[0].length), QStringLiteral("and then some junk"));
    QCOMPARE(s.notes[0].line, 4);
    QCOMPARE(s.notes[0].column, 14);
}

void TestSheetParser::unclosedCommentIsNoted_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<sheet::SheetNote::Kind>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("a brace never closed") << "1. e4 e5\n2. Nf3 {the knight\n2... Nc6 3. Bb5"
                                          << sheet::SheetNote::Kind::UnclosedComment << "A comment opened here";
    QTest::newRow("a variation never closed") << "1. e4 e5\n2. Nf3 (2. Bc4\n2... Nc6 3. Bb5"
                                              << sheet::SheetNote::Kind::UnclosedVariation << "A variation opened here";
    QTest::newRow("a variation with a closed comment in it, never closed")
        << "1. e4 e5\n2. Nf3 ({so} 2. Bc4\n2... Nc6 3. Bb5" << sheet::SheetNote::Kind::UnclosedVariation
        << "A variation opened here";
}

// A brace or parenthesis never closed swallows the rest: the note says where it opened, and what.
void TestSheetParser::unclosedCommentIsNoted()
{
    QFETCH(QString, text);
    QFETCH(sheet::SheetNote::Kind, kind);
    QFETCH(QString, message);
    const sheet::ParsedSheet s = sheet::parseSheet(text);
    QCOMPARE(s.entries.size(), 3);
    QCOMPARE(s.notes.size(), 1);
    QCOMPARE(s.notes[0].kind, kind);
    QCOMPARE(s.notes[0].line, 2);
    QCOMPARE(s.notes[0].column, 8);
    QCOMPARE(text.mid(s.notes[0].start, s.notes[0].length), text.mid(text.indexOf(u'\n') + 8));
    QVERIFY(sheet::sheetNoteMessage(kind).startsWith(message));
}

// A damaged file's NUL bytes and a line of garbage read as one entry must not break a report line.
void TestSheetParser::entryTextsAreShownReadably()
{
    QCOMPARE(sheet::shownEntryText(u"Sf3"), QStringLiteral("Sf3"));
    QCOMPARE(sheet::shownEntryText(QStringView(u"1\0\0x\x7f", 5)), QStringLiteral("1\u2400\u2400x\u2421"));
    const QString garbage(100000, u'a');
    QCOMPARE(sheet::shownEntryText(garbage), QString(64, u'a') + QChar(0x2026));
    QCOMPARE(sheet::shownEntryText(QString(64, u'b')), QString(64, u'b'));  // as long as it may be: whole
}

// A paste of anything stays quick to judge: entries beyond what any game can have are set aside.
void TestSheetParser::noMoreEntriesThanAnyGameCanHave()
{
    const QString text = QStringLiteral("1. Nf3 Nf6 2. Ng1 Ng8\n").repeated(sheet::MostEntries / 4 + 10);
    const sheet::ParsedSheet s = sheet::parseSheet(text);
    QCOMPARE(s.entries.size(), sheet::MostEntries);
    QCOMPARE(s.notes.size(), 1);
    QCOMPARE(s.notes[0].kind, sheet::SheetNote::Kind::TooManyEntries);
    QCOMPARE(s.notes[0].line, sheet::MostEntries / 4 + 1);
    QCOMPARE(s.notes[0].column, 4);
}

QTEST_GUILESS_MAIN(TestSheetParser)
#include "tst_sheetparser.moc"
