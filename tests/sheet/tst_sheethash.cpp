// SPDX-License-Identifier: GPL-3.0-or-later
// The hash a report's footer prints and `check --hash` gives: SHA-256 of the text in UTF-8 with line
// ends as LF, whatever system the sheet was saved on.

#include "sheet/sheethash.h"

#include <QTest>

class TestSheetHash : public QObject {
    Q_OBJECT
private slots:
    void isTheSha256OfTheUtf8Text();
    void isTheSameForEveryLineEnd();
    void tellsTextsApart();
};

void TestSheetHash::isTheSha256OfTheUtf8Text()
{
    // What sha256sum prints for the bytes "1. e4 e5\n".
    QCOMPARE(
        sheet::textHash(u"1. e4 e5\n"), QByteArray("8b55be79fa25117de2c495c649779b4fad9ad13a1766d9819e2be020ecff3d37"));
    // Hebrew letters hashed in UTF-8 (D7 A8 for the letter resh), not in any other encoding.
    QCOMPARE(sheet::textHash(u"1. \u05e82\n"),
        QByteArray("9fe1e8aed17170a7b3fa123382e59b50d5c45d22e8d3022cd39a1d36ef3b9165"));
}

void TestSheetHash::isTheSameForEveryLineEnd()
{
    const QByteArray unix = sheet::textHash(u"1. e4 e5\n2. Nf3 Nc6\n");
    QCOMPARE(sheet::textHash(u"1. e4 e5\r\n2. Nf3 Nc6\r\n"), unix);  // Windows
    QCOMPARE(sheet::textHash(u"1. e4 e5\r2. Nf3 Nc6\r"), unix);  // old Mac
}

void TestSheetHash::tellsTextsApart()
{
    QVERIFY(sheet::textHash(u"1. e4 e5\n") != sheet::textHash(u"1. e4 e6\n"));
    QVERIFY(sheet::textHash(u"1. e4 e5\n") != sheet::textHash(u"1. e4 e5\n\n"));  // a blank line is part of the text
}

QTEST_GUILESS_MAIN(TestSheetHash)
#include "tst_sheethash.moc"
