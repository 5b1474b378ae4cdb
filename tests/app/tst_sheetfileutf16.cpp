// SPDX-License-Identifier: GPL-3.0-or-later
// The app's file reading on UTF-16 text (with its byte-order mark, either byte order): a sheet or a PGN
// file saved so is text, read as the command line reads it (pgn::utf16AsUtf8), not "a binary file".

#include "sheetfile.h"

#include <QFile>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

class TestSheetFileUtf16 : public QObject {
    Q_OBJECT

private slots:
    void utf16FilesAreText_data();
    void utf16FilesAreText();
};

void TestSheetFileUtf16::utf16FilesAreText_data()
{
    QTest::addColumn<QStringConverter::Encoding>("encoding");
    QTest::addColumn<QByteArray>("mark");
    QTest::newRow("UTF-16, little-endian") << QStringConverter::Utf16LE << QByteArray("\xFF\xFE");
    QTest::newRow("UTF-16, big-endian") << QStringConverter::Utf16BE << QByteArray("\xFE\xFF");
}

void TestSheetFileUtf16::utf16FilesAreText()
{
    QFETCH(QStringConverter::Encoding, encoding);
    QFETCH(QByteArray, mark);
    QTemporaryDir dir;
    const auto save = [&](const QString& name, const QString& text) {
        QFile f(dir.filePath(name));
        QStringEncoder encoder(encoding);
        if (!f.open(QIODevice::WriteOnly) || f.write(mark + QByteArray(encoder(text))) < 0)
            qFatal("cannot write a test file");
        return f.fileName();
    };
    const QString sheetText = QStringLiteral("1. e4 e5 2. Sf3 Sc6 {Jõesaar}\n");
    const QString sheet = save("sheet.txt", sheetText);
    sheetfile::Content content = sheetfile::Content::Pgn;
    QString error;
    QVERIFY2(sheetfile::inspect(sheet, content, error), qPrintable(error));
    QCOMPARE(content, sheetfile::Content::Sheet);
    QString text;
    QVERIFY2(sheetfile::read(sheet, text, error), qPrintable(error));
    QCOMPARE(text, sheetText);

    const QString pgnFile = save("games.pgn", "[White \"Ülo\"]\n\n1. e4 *\n\n[White \"אבי\"]\n\n1. d4 *\n");
    QVERIFY2(sheetfile::inspect(pgnFile, content, error), qPrintable(error));
    QCOMPARE(content, sheetfile::Content::Pgn);
    QStringList white;
    QList<pgn::GamePlace> places;
    QVERIFY(sheetfile::forEachPgnGame(
        pgnFile,
        [&](const pgn::PgnGame& g) {
            white << g.tag("White");
            places.append({g.number, g.firstLine, g.offset});
            return sheetfile::Reading::GoOn;
        },
        error));
    QCOMPARE(white, (QStringList{QStringLiteral("Ülo"), QStringLiteral("אבי")}));
    // A UTF-16 file cannot be entered at a game's place: the game is counted to.
    bool others = false;
    const std::optional<pgn::PgnGame> second = sheetfile::readPgnGame(pgnFile, places.value(1), others, error);
    QVERIFY(second);
    QCOMPARE(second->movetext, QStringLiteral("1. d4 *\n"));
}

QTEST_GUILESS_MAIN(TestSheetFileUtf16)
#include "tst_sheetfileutf16.moc"
