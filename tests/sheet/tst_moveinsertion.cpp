// SPDX-License-Identifier: GPL-3.0-or-later
// A move played on the board goes into the sheet's text as the user would have typed it: in the sheet's
// letters and style, laid out as the sheet lays out its moves, at the end or at the position shown.

#include "sheet/moveinsertion.h"
#include "sheet/replay.h"
#include "sheet/sheetparser.h"

#include "chess/uci.h"

#include <QTest>

#include <algorithm>

using notation::Language;

namespace {

constexpr int LastPly = -1;

// The sheet's text with `uci` played after `ply` (LastPly: the last ply played), language found by replaying.
QString played(const QString& text, int ply, const char* uci, std::optional<Language> language = std::nullopt)
{
    const sheet::Record record
        = sheet::checkSheet(text, chess::Position::startPosition(), {language, Language::English});
    const int at = ply == LastPly ? record.plies : ply;
    const chess::Move move = chess::parseUci(record.positionBefore(record.indexOfPly(at) + 1), uci);
    if (move.isNone())
        return QStringLiteral("(%1 is not legal there)").arg(QLatin1String(uci));
    const sheet::TextInsertion insertion = sheet::moveInsertion(record, text, at, move);
    QString result = text;
    result.insert(insertion.position, insertion.text);
    // The cursor's place after the move: an entry of the new text ends there.
    const QList<sheet::Entry> entries = sheet::parseSheet(result).entries;
    if (std::none_of(entries.begin(), entries.end(),
            [&](const sheet::Entry& e) { return e.start + e.length == insertion.moveEnd; }))
        return QStringLiteral("(moveEnd %1 is not after a move)").arg(insertion.moveEnd);
    return result;
}

}  // namespace

class TestMoveInsertion : public QObject {
    Q_OBJECT

private slots:
    void appended_data();
    void appended();
    void insertedBeforeTheEnd_data();
    void insertedBeforeTheEnd();
    void theInsertedMoveIsJudgedAndTheLaterEntriesAgain();
};

void TestMoveInsertion::appended_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty sheet") << QString() << "e2e4"
                                 << "1. e4";
    QTest::newRow("black after white") << "1. e4"
                                       << "e7e5"
                                       << "1. e4 e5";
    QTest::newRow("a new row for white") << "1. e4 e5"
                                         << "g1f3"
                                         << "1. e4 e5\n2. Nf3";
    QTest::newRow("after the last newline typed") << "1. e4 e5\n"
                                                  << "g1f3"
                                                  << "1. e4 e5\n2. Nf3\n";
    QTest::newRow("running text") << "1. e4 e5 2. Nf3 Nc6"
                                  << "f1b5"
                                  << "1. e4 e5 2. Nf3 Nc6 3. Bb5";
    QTest::newRow("numbers glued to moves") << "1.e4 e5\n2.Nf3 Nc6"
                                            << "f1b5"
                                            << "1.e4 e5\n2.Nf3 Nc6\n3.Bb5";
    QTest::newRow("tab-separated columns") << "1\te4\te5\n2\tNf3"
                                           << "b8c6"
                                           << "1\te4\te5\n2\tNf3\tNc6";
    QTest::newRow("black in a column") << "1. e4     e5\n2. Nf3    Nc6\n3. Bb5"
                                       << "a7a6"
                                       << "1. e4     e5\n2. Nf3    Nc6\n3. Bb5    a6";
    QTest::newRow("one move a line") << "1. e4\n1... e5\n2. Nf3\n2... Nc6"
                                     << "f1c4"
                                     << "1. e4\n1... e5\n2. Nf3\n2... Nc6\n3. Bc4";
    QTest::newRow("one move a line, black") << "1. e4\n1... e5\n2. Nf3"
                                            << "b8c6"
                                            << "1. e4\n1... e5\n2. Nf3\n2... Nc6";
    QTest::newRow("no numbers") << "e4 e5 Nf3"
                                << "b8c6"
                                << "e4 e5 Nf3 Nc6";
    QTest::newRow("before the result") << "1. e4 e5 1-0"
                                       << "g1f3"
                                       << "1. e4 e5\n2. Nf3 1-0";
    QTest::newRow("german") << "1. e4 e5\n2. Sf3"
                            << "b8c6"
                            << "1. e4 e5\n2. Sf3 Sc6";
    QTest::newRow("french") << "1. e4 e5\n2. Cf3 Cc6\n3. Fc4"
                            << "f8c5"
                            << "1. e4 e5\n2. Cf3 Cc6\n3. Fc4 Fc5";
    QTest::newRow("figurines") << "1. e4 e5\n2. ♘f3"
                               << "b8c6"
                               << "1. e4 e5\n2. ♘f3 ♘c6";
    QTest::newRow("long algebraic") << "1. e2-e4 e7-e5"
                                    << "g1f3"
                                    << "1. e2-e4 e7-e5\n2. Ng1-f3";
    QTest::newRow("PGN castling") << "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6"
                                  << "d2d3"
                                  << "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. d3";
    QTest::newRow("captures without x") << "1. e4 d5 2. ed5"
                                        << "d8d5"
                                        << "1. e4 d5 2. ed5 Qd5";
    QTest::newRow("captures with x") << "1. e4 d5 2. exd5"
                                     << "d8d5"
                                     << "1. e4 d5 2. exd5 Qxd5";
    QTest::newRow("checks not marked") << "1. e4 e5\n2. Bc4 Nc6\n3. Bxf7 Kxf7\n4. d3 d6"
                                       << "d1h5"
                                       << "1. e4 e5\n2. Bc4 Nc6\n3. Bxf7 Kxf7\n4. d3 d6\n5. Qh5";
    QTest::newRow("checks marked") << "1. e4 e5\n2. Bc4 Nc6\n3. Bxf7+ Kxf7\n4. d3 d6"
                                   << "d1h5"
                                   << "1. e4 e5\n2. Bc4 Nc6\n3. Bxf7+ Kxf7\n4. d3 d6\n5. Qh5+";
    QTest::newRow("mate") << "1. f3 e5\n2. g4"
                          << "d8h4"
                          << "1. f3 e5\n2. g4 Qh4#";
    QTest::newRow("after a move taken back") << "1. e4 e5\n2. Ke2 {illegal}"
                                             << "d2d4"
                                             << "1. e4 e5\n2. Ke2 {illegal} d4";
    QTest::newRow("after an unclosed line of comment") << "{game 3}"
                                                       << "d2d4"
                                                       << "{game 3}\n1. d4";
}

void TestMoveInsertion::appended()
{
    QFETCH(QString, sheet);
    QFETCH(QString, uci);
    QFETCH(QString, expected);
    QCOMPARE(played(sheet, LastPly, uci.toLatin1().constData()), expected);
}

void TestMoveInsertion::insertedBeforeTheEnd_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<int>("ply");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("expected");
    // Black's second move forgotten: the replay stops at "Nc6" (White's column, illegal for White), the
    // board shows the position after Nf3, the arbiter plays the move that was made.
    QTest::newRow("a black move forgotten") << "1. e4 e5\n2. Nf3\n3. Bb5 a6" << 3 << "b8c6"
                                            << "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6";
    QTest::newRow("the user guide's example") << "1. e4 e5 2. Sf3 3. Lb5 a6" << 3 << "b8c6"
                                              << "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6";
    QTest::newRow("after white's move") << "1. e4\n2. Nf3 Nc6" << 1 << "e7e5"
                                        << "1. e4 e5\n2. Nf3 Nc6";
    QTest::newRow("at the start") << "1. e4 e5" << 0 << "d2d4"
                                  << "1. d4 e4 e5";
}

void TestMoveInsertion::insertedBeforeTheEnd()
{
    QFETCH(QString, sheet);
    QFETCH(int, ply);
    QFETCH(QString, uci);
    QFETCH(QString, expected);
    QCOMPARE(played(sheet, ply, uci.toLatin1().constData()), expected);
}

void TestMoveInsertion::theInsertedMoveIsJudgedAndTheLaterEntriesAgain()
{
    const QString sheet = QStringLiteral("1. e4 e5\n2. Nf3\n3. Bb5 a6");
    const sheet::Record before
        = sheet::checkSheet(sheet, chess::Position::startPosition(), {Language::English, Language::English});
    QCOMPARE(before.plies, 3);  // Bb5 stands where Black's move should
    const QString after = played(sheet, 3, "b8c6", Language::English);
    const sheet::Record record
        = sheet::checkSheet(after, chess::Position::startPosition(), {Language::English, Language::English});
    QCOMPARE(record.plies, 6);
    QVERIFY(record.allAlgebraic());
}

QTEST_GUILESS_MAIN(TestMoveInsertion)
#include "tst_moveinsertion.moc"
