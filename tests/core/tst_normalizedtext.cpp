// SPDX-License-Identifier: GPL-3.0-or-later
// notation::normalizedText: the text the move readers read, as repair compares it with written moves.

#include "notation/normalizedtext.h"

#include <QTest>

class TestNormalizedText : public QObject {
    Q_OBJECT

private slots:
    void foldsWhatTheReadersFold_data();
    void foldsWhatTheReadersFold();
};

void TestNormalizedText::foldsWhatTheReadersFold_data()
{
    QTest::addColumn<QString>("written");
    QTest::addColumn<std::optional<QString>>("normalized");
    QTest::newRow("plain ASCII stays as it is") << QStringLiteral("Nf3") << std::optional(QStringLiteral("Nf3"));
    QTest::newRow("spaces inside the entry are dropped")
        << QStringLiteral("N f 3") << std::optional(QStringLiteral("Nf3"));
    QTest::newRow("full-width letters become ASCII")
        << QStringLiteral("Ｎｆ３") << std::optional(QStringLiteral("Nf3"));
    QTest::newRow("an en dash in castling becomes a hyphen")
        << QStringLiteral("O–O") << std::optional(QStringLiteral("O-O"));
    QTest::newRow("a multiplication sign becomes the capture mark")
        << QStringLiteral("e4×d5") << std::optional(QStringLiteral("e4xd5"));
    QTest::newRow("a right-to-left mark from a Hebrew sheet is dropped")
        << QStringLiteral("\u200Fe4") << std::optional(QStringLiteral("e4"));
    QTest::newRow("a text too long to be one move gives nothing")
        << QStringLiteral("{the player wrote a whole sentence here, far longer than any move – a comment}")
        << std::optional<QString>();
}

void TestNormalizedText::foldsWhatTheReadersFold()
{
    QFETCH(QString, written);
    QFETCH(std::optional<QString>, normalized);
    QCOMPARE(notation::normalizedText(written), normalized);
}

QTEST_GUILESS_MAIN(TestNormalizedText)
#include "tst_normalizedtext.moc"
