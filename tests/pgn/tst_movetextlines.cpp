// SPDX-License-Identifier: GPL-3.0-or-later
// A PGN game's movetext laid out as a scoresheet when it is opened: a line per move pair, and nothing
// of what the game says changed.

#include "pgn/movetextlines.h"
#include "pgn/pgnreader.h"
#include "sheet/replay.h"

#include <QDirIterator>
#include <QTest>

class TestMovetextLines : public QObject {
    Q_OBJECT

private slots:
    void layout_data();
    void layout();
    void flowedOrNot_data();
    void flowedOrNot();
    void everyRealGameReplaysTheSameAfterward();
};

void TestMovetextLines::layout_data()
{
    QTest::addColumn<QString>("movetext");
    QTest::addColumn<QString>("lines");
    QTest::newRow("a game on one line gets a line per move pair") << "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0"
                                                                  << "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6 1-0\n";
    QTest::newRow("lines flowed at 80 characters are laid out again") << "1. e4 e5 2. Nf3\nNc6 3. Bb5 *"
                                                                      << "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 *\n";
    QTest::newRow("a comment stays whole, line breaks and numbers in it untouched")
        << "1. e4 {best by test\n2. d4 is fine} e5 2. Nf3 *"
        << "1. e4 {best by test\n2. d4 is fine} e5\n2. Nf3 *\n";
    QTest::newRow("a variation stays on the line of the move it replaces") << "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *"
                                                                           << "1. e4 e5 (1... c5 2. Nf3)\n2. Nf3 *\n";
    QTest::newRow("a semicolon comment keeps its line end") << "1. e4 ; the king's pawn\ne5 2. Nf3 *"
                                                            << "1. e4 ; the king's pawn\ne5\n2. Nf3 *\n";
    QTest::newRow("Black's number after a comment stays on the pair's line") << "1. e4 {(=)} 1... e5 2. Nf3 *"
                                                                             << "1. e4 {(=)} 1... e5\n2. Nf3 *\n";
    QTest::newRow("draw offers and annotations are kept") << "1. e4 e5 (=) 2. Nf3!? Nc6 *"
                                                          << "1. e4 e5 (=)\n2. Nf3!? Nc6 *\n";
    QTest::newRow("Black's number with its dots written apart stays on the pair's line")
        << "1. e4 {(=)} 1. . . e5 2. Nf3 *"
        << "1. e4 {(=)} 1. . . e5\n2. Nf3 *\n";
}

void TestMovetextLines::layout()
{
    QFETCH(QString, movetext);
    QFETCH(QString, lines);
    QCOMPARE(pgn::asMovePairLines(movetext), lines);
}

void TestMovetextLines::flowedOrNot_data()
{
    QTest::addColumn<QString>("movetext");
    QTest::addColumn<bool>("flowed");
    QTest::newRow("a scoresheet's pairs, one a line, are not flowed") << "1. e4 e5\n2. Nf3 Nc6\n" << false;
    QTest::newRow("a column per line is not flowed") << "1. e4\n1... e5\n2. Nf3\n" << false;
    QTest::newRow("two pairs on a line are flowed") << "1. e4 e5 2. Nf3 Nc6\n" << true;
    QTest::newRow("Black's numbers do not count as pairs") << "1. e4 {x} 1... e5\n" << false;
    QTest::newRow("nor do Black's numbers with the dots written apart") << "1. e4 {x} 1. . . e5\n" << false;
}

void TestMovetextLines::flowedOrNot()
{
    QFETCH(QString, movetext);
    QFETCH(bool, flowed);
    QCOMPARE(pgn::isFlowedMovetext(movetext), flowed);
}

// Every game of the real games and the PGN edge cases: laid out again, it replays to the same moves,
// verdicts, draw offers, result and set-aside notes.
void TestMovetextLines::everyRealGameReplaysTheSameAfterward()
{
    int games = 0;
    for (const QString& folder : {QStringLiteral("/games"), QStringLiteral("/pgn-edge-cases")}) {
        QDirIterator files(QStringLiteral(SCORECHECK_TEST_DATA) + folder, {QStringLiteral("*.pgn")}, QDir::Files,
            QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            for (const pgn::PgnGame& game : pgn::readGames(file.readAll())) {
                const chess::Position start = pgn::startPosition(game.tags, chess::Position::startPosition())
                                                  .position.value_or(chess::Position::startPosition());
                const sheet::ReplayOptions options{notation::Language::English};
                const sheet::Record before = sheet::checkSheet(game.movetext, start, options);
                const sheet::Record after = sheet::checkSheet(pgn::asMovePairLines(game.movetext), start, options);
                const QByteArray where = (file.fileName() + QStringLiteral(" game %1").arg(game.number)).toUtf8();
                QVERIFY2(before.entries.size() == after.entries.size(), where.constData());
                for (int i = 0; i < before.entries.size(); ++i) {
                    QVERIFY2(
                        before.entries[i].resolution.verdict == after.entries[i].resolution.verdict, where.constData());
                    QVERIFY2(before.entries[i].resolution.move == after.entries[i].resolution.move, where.constData());
                    QVERIFY2(before.entries[i].drawOffer == after.entries[i].drawOffer, where.constData());
                }
                QVERIFY2(before.resultWritten == after.resultWritten, where.constData());
                QVERIFY2(before.notes.size() == after.notes.size(), where.constData());
                ++games;
            }
        }
    }
    QVERIFY(games > 100);
}

QTEST_GUILESS_MAIN(TestMovetextLines)
#include "tst_movetextlines.moc"
