// SPDX-License-Identifier: GPL-3.0-or-later
// Finding a sheet's notation language from the letters its entries start with, before any replay:
// which language scores highest, and which languages the replay is to try.

#include "sheet/languagedetection.h"
#include "sheet/sheetparser.h"

#include <QTest>

using notation::Language;

Q_DECLARE_METATYPE(notation::Language)

class TestLanguageDetection : public QObject {
    Q_OBJECT

private slots:
    void leadingLetters_data();
    void leadingLetters();
};

void TestLanguageDetection::leadingLetters_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Language>("preferred");
    QTest::addColumn<Language>("firstToTry");
    QTest::addColumn<int>("preferredScore");
    QTest::newRow("An English sheet scores highest in English")
        << "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6" << Language::English << Language::English << 10;
    QTest::newRow("A German sheet's S and L rule English out")
        << "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6" << Language::English << Language::German
        << 3;  // English reads the old S
    QTest::newRow("A German sheet in a German interface")
        << "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6" << Language::German << Language::German << 10;
    QTest::newRow("Castling written O-O counts for no language, though Estonian's bishop is O")
        << "1. e4 e5 2. O-O O-O-O 3. O-O" << Language::English << Language::English << 0;
    QTest::newRow("An Estonian sheet's bishops are O")
        << "1. e4 e5 2. Rf3 Rc6 3. Ob5 a6 4. Oa4 O-O" << Language::English << Language::Estonian
        << 4;  // English reads the rooks' R
}

void TestLanguageDetection::leadingLetters()
{
    QFETCH(QString, text);
    QFETCH(Language, preferred);
    QFETCH(Language, firstToTry);
    QFETCH(int, preferredScore);
    const sheet::LeadingLetters letters(text, sheet::parseSheet(text));
    QCOMPARE(letters.score(preferred), preferredScore);
    const QList<Language> best = letters.bestLanguages(preferred);
    QVERIFY(!best.isEmpty());
    QCOMPARE(best.first(), firstToTry);
}

QTEST_GUILESS_MAIN(TestLanguageDetection)
#include "tst_languagedetection.moc"
