// SPDX-License-Identifier: GPL-3.0-or-later
// Castling written with the letter O on sheets in every language's letters: "O-O" names no piece, so it
// counts for no language when the sheet's language is found (specification.md section 3), though O is
// Estonian's bishop and Dutch's pawn. Counted, it would take these sheets from their own language.

#include "chess/fen.h"
#include "sheet/replay.h"

#include <QTest>

using notation::Language;

Q_DECLARE_METATYPE(notation::Language)

namespace {

// Both sides may castle either way at once: castling, then king and rook moves, and little else to
// tell the language by.
const char* const KingsAndRooks = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

}  // namespace

class TestCastlingSheets : public QObject {
    Q_OBJECT

private slots:
    void castlingWithLetterO_data();
    void castlingWithLetterO();
};

void TestCastlingSheets::castlingWithLetterO_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Language>("language");  // the sheet's, also the preferred one (the interface's)
    QTest::newRow("English: rook R, king K") << "1. O-O O-O-O 2. Rfe1 Rde8 3. Kh1 Kb8" << Language::English;
    QTest::newRow("German: rook T") << "1. O-O O-O-O 2. Tfe1 Tde8 3. Kh1 Kb8" << Language::German;
    QTest::newRow("French: rook T, king R") << "1. O-O O-O-O 2. Tfe1 Tde8 3. Rh1 Rb8" << Language::French;
    QTest::newRow("Italian: rook T, king R") << "1. O-O O-O-O 2. Tfe1 Tde8 3. Rh1 Rb8" << Language::Italian;
    QTest::newRow("Estonian: rook V") << "1. O-O O-O-O 2. Vfe1 Vde8 3. Kh1 Kb8" << Language::Estonian;
    QTest::newRow("Dutch: rook T, pawn O") << "1. O-O O-O-O 2. Tfe1 Tde8 3. Kh1 Kb8" << Language::Dutch;
    QTest::newRow("Icelandic: rook H") << "1. O-O O-O-O 2. Hfe1 Hde8 3. Kh1 Kb8" << Language::Icelandic;
    QTest::newRow("Polish: rook W") << "1. O-O O-O-O 2. Wfe1 Wde8 3. Kh1 Kb8" << Language::Polish;
    QTest::newRow("Czech: rook V") << "1. O-O O-O-O 2. Vfe1 Vde8 3. Kh1 Kb8" << Language::Czech;
    QTest::newRow("Hungarian: rook B") << "1. O-O O-O-O 2. Bfe1 Bde8 3. Kh1 Kb8" << Language::Hungarian;
    QTest::newRow("Hebrew: rook \u05e6, king \u05de, Hebrew files")
        << "1. O-O O-O-O 2. \u05e6\u05d5\u05d41 \u05e6\u05d3\u05d48 3. \u05de\u05d71 \u05de\u05d18" << Language::Hebrew;
}

void TestCastlingSheets::castlingWithLetterO()
{
    QFETCH(QString, text);
    QFETCH(Language, language);
    const chess::Position start = *chess::parseFen(KingsAndRooks).position;
    const sheet::Record r = sheet::checkSheet(text, start, {std::nullopt, language});
    QVERIFY(r.languageDetected);
    QCOMPARE(r.language, language);
    QCOMPARE(r.plies, 6);
    for (const sheet::EntryRecord& e : r.entries.first(2))
        QVERIFY(e.resolution.findings.has(notation::Finding::CastlingWithLetterO));
}

QTEST_GUILESS_MAIN(TestCastlingSheets)
#include "tst_castlingsheets.moc"
