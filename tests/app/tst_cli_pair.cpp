// SPDX-License-Identifier: GPL-3.0-or-later
// check --pair where the two sheets name different legal moves and nothing later decides between them
// (FIDE Laws D.2.9): the report says it cannot decide and gives both moves, in text and in JSON.

#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

namespace {

// A Colle-Zukertort to where both White knights can go to d2: White's sheet in German with 11. Sbd2,
// Black's in English with 11. Nfd2; no later entry shows which knight went.
const QByteArray WhiteSheet = "1. d4 d5 2. Sf3 Sf6 3. e3 e6 4. Ld3 c5 5. c3 Sc6 6. O-O Ld6 7. b3 O-O\n"
                              "8. Lb2 b6 9. De2 Lb7 10. c4 Tc8 11. Sbd2 De7 12. a3 a6 13. h3 h6\n";
const QByteArray BlackSheet = "1. d4 d5 2. Nf3 Nf6 3. e3 e6 4. Bd3 c5 5. c3 Nc6 6. O-O Bd6 7. b3 O-O\n"
                              "8. Bb2 b6 9. Qe2 Bb7 10. c4 Rc8 11. Nfd2 Qe7 12. a3 a6 13. h3 h6\n";

}  // namespace

class TestCliPair : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void undecidedDifferenceInJson();
    void undecidedDifferenceInText_data();
    void undecidedDifferenceInText();
    void blankBoxDecidedByTheOtherSheetOnly();
    void differenceSaysWhereEachEntryStands();
    void otherFileWithNoGameIsRefused_data();
    void otherFileWithNoGameIsRefused();

private:
    QTemporaryDir m_dir;
    QString m_white, m_black;
};

void TestCliPair::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_white = m_dir.filePath("white.txt");
    m_black = m_dir.filePath("black.txt");
    for (const auto& [path, text] : {std::pair{m_white, WhiteSheet}, std::pair{m_black, BlackSheet}}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }
}

// JSON: "undecided" and, where each sheet says a different legal move, both moves as English SAN and UCI
// ("choices"); "decided" and "alternatives" as on a reconstruction's change; "move" is the one the game
// goes on with (this sheet's).
void TestCliPair::undecidedDifferenceInJson()
{
    const CliRun run = runCli({"check", "--format", "json", "--pair", m_black, m_white});
    QCOMPARE(run.status, 0);
    const QJsonObject pair = jsonLines(run.out).first()["pair"].toObject();
    const QJsonArray differences = pair["differences"].toArray();
    QCOMPARE(differences.size(), 1);
    const QJsonObject d = differences[0].toObject();
    QCOMPARE(d["ply"].toInt(), 21);
    QCOMPARE(d["this"].toObject()["text"].toString(), QStringLiteral("Sbd2"));
    QCOMPARE(d["other"].toObject()["text"].toString(), QStringLiteral("Nfd2"));
    QCOMPARE(d["move"].toString(), QStringLiteral("Nbd2"));
    QCOMPARE(d["undecided"].toBool(), true);
    const QJsonObject choices = d["choices"].toObject();
    QCOMPARE(choices["this"].toObject()["san"].toString(), QStringLiteral("Nbd2"));
    QCOMPARE(choices["this"].toObject()["uci"].toString(), QStringLiteral("b1d2"));
    QCOMPARE(choices["other"].toObject()["san"].toString(), QStringLiteral("Nfd2"));
    QCOMPARE(d["decided"].toBool(true), false);
    QCOMPARE(d["alternatives"].toArray().size(), 1);
    QCOMPARE(d["alternatives"][0]["move"].toString(), QStringLiteral("Nfd2"));
    QCOMPARE(d["alternatives"][0]["uci"].toString(), QStringLiteral("f3d2"));
    QCOMPARE(d["alternatives"][0]["kind"].toString(), QStringLiteral("replaced"));
    QCOMPARE(choices["other"].toObject()["uci"].toString(), QStringLiteral("f3d2"));
    QCOMPARE(pair["uci"].toArray()[20].toString(), QStringLiteral("b1d2"));

    // 12. f4 on both sheets decides for the knight from f3: no choices.
    const QString blackF4 = m_dir.filePath("black-f4.txt");
    QFile f(blackF4);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(BlackSheet).replace("12. a3", "12. f4"));
    f.close();
    const CliRun other = runCli(
        {"check", "--format", "json", "--pair", blackF4, "-"}, QByteArray(WhiteSheet).replace("12. a3", "12. f4"));
    const QJsonArray decided = jsonLines(other.out).first()["pair"].toObject()["differences"].toArray();
    QCOMPARE(decided.size(), 1);
    const QJsonObject settled = decided[0].toObject();
    QCOMPARE(settled["undecided"].toBool(true), false);
    QVERIFY(settled["choices"].isNull());
    QCOMPARE(settled["decided"].toBool(false), true);
    QVERIFY(settled["alternatives"].toArray().isEmpty());
    QCOMPARE(settled["move"].toString(), QStringLiteral("Nfd2"));
}

void TestCliPair::undecidedDifferenceInText_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("English report")
        << "en"
        << "-> Sbd2\n      cannot be decided from these sheets: Sbd2 (this sheet), Nfd2 (other sheet)\n";
    QTest::newRow("German report") << "de"
                                   << "Sbd2 (dieses Formular), Nfd2 (anderes Formular)";
}

// Each move as its own sheet writes it: White's German Sbd2, Black's English Nfd2.
void TestCliPair::undecidedDifferenceInText()
{
    QFETCH(QString, language);
    QFETCH(QString, expected);
    const CliRun run = runCli({"check", "--pair", m_black, m_white}, {}, language);
    QCOMPARE(run.status, 0);
    QVERIFY2(QString::fromUtf8(run.out).contains(expected), run.out);
    QVERIFY2(run.out.contains("11. Sbd2 De7"), run.out);
}

// 6. Nf3 left blank in a quiet Queen's Gambit: the other sheet's Nf3 decides it; where the other sheet
// left it blank too nothing does, and the moves that fit as well are listed (FIDE Laws D.2.9).
void TestCliPair::blankBoxDecidedByTheOtherSheetOnly()
{
    const auto sheet = [](const char* sixth) {
        return QByteArray("1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. ") + sixth
            + " h6 7. Bh4 b6 8. cxd5 exd5 9. Bd3 Bb7\n";
    };
    for (const auto& [name, sixth] : {std::pair{"knight.txt", "Nf3"}, std::pair{"blank.txt", "{blank}"}}) {
        QFile f(m_dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(sheet(sixth));
    }
    const auto difference = [&](const char* other) {
        const CliRun run = runCli({"check", "--format", "json", "--pair", m_dir.filePath(other), "-"}, sheet("-"));
        const QJsonArray differences = jsonLines(run.out).first()["pair"].toObject()["differences"].toArray();
        return differences.size() == 1 ? differences[0].toObject() : QJsonObject();
    };
    const QJsonObject filled = difference("knight.txt");
    QCOMPARE(filled["move"].toString(), QStringLiteral("Nf3"));
    QCOMPARE(filled["decided"].toBool(false), true);
    QVERIFY(filled["alternatives"].toArray().isEmpty());

    const QJsonObject both = difference("blank.txt");
    QCOMPARE(both["decided"].toBool(true), false);
    QCOMPARE(both["undecided"].toBool(false), true);
    QVERIFY(both["choices"].isNull());  // neither sheet says a move
    QCOMPARE(both["alternatives"].toArray().size(), 5);
    const CliRun text = runCli({"check", "--pair", m_dir.filePath("blank.txt"), "-"}, sheet("-"));
    QVERIFY2(text.out.contains("      cannot be decided from these sheets: " + both["move"].toString().toUtf8() + ", "),
        text.out);
}

// Each side of a difference in the text says where it stands, line and column (a PGN game's moves are often
// one long line), and a box left empty is named so, not quoted as "": Black's sheet has "11. -", a row
// with one blank, so both of its boxes are empty.
void TestCliPair::differenceSaysWhereEachEntryStands()
{
    QByteArray blankRow = WhiteSheet;
    blankRow.replace("11. Nfd2 Qe7", "11. -").replace("11. Sbd2 De7", "11. -");
    const CliRun run = runCli({"check", "--pair", "-", m_white}, blankRow);
    QCOMPARE(run.status, 0);
    QVERIFY2(run.out.contains("ply 21: this sheet \"Sbd2\" (line 2, column 37), the other \"-\" (line 2, column 37) -> "
                              "Sbd2\n"),
        run.out);
    QVERIFY2(run.out.contains(
                 "ply 22: this sheet \"De7\" (line 2, column 42), the other an empty box (line 2, column 38) -> De7\n"),
        run.out);
}

void TestCliPair::otherFileWithNoGameIsRefused_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::newRow("check") << QStringList{"check"};
    QTest::newRow("report") << QStringList{"report", "--output"};
}

// An empty other file was taken for a sheet without game 1 ("no game 1 on the other sheet", status 0):
// like any input with no game in it (section 2), it is refused.
void TestCliPair::otherFileWithNoGameIsRefused()
{
    QFETCH(QStringList, command);
    const QString empty = m_dir.filePath("empty.txt");
    QFile f(empty);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("\n\n");
    f.close();
    const QString pdf = m_dir.filePath("never.pdf");
    if (command.last() == QLatin1String("--output"))
        command << pdf;
    const CliRun run = runCli(command + QStringList{"--pair", empty, m_white});
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(": no game found in " + empty.toUtf8() + "\n"), run.err.constData());
    QVERIFY(!QFile::exists(pdf));
}

QTEST_GUILESS_MAIN(TestCliPair)
#include "tst_cli_pair.moc"
