// SPDX-License-Identifier: GPL-3.0-or-later
// The problems around a game in the JSON report (docs/command-line.md section 4): a stable code for each
// kind the reader and the tool find, with the file's line and column, the same in every language; the
// text report keeps them in words.

#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Problem {
    int line;
    int column;
    QString code;
    QString reason;  // empty: none given
};

QList<Problem> problemsOf(const QJsonObject& game)
{
    QList<Problem> problems;
    for (const QJsonValue& v : game["problems"].toArray()) {
        const QJsonObject p = v.toObject();
        if (p.keys() != QStringList{"code", "column", "line"}
            && p.keys() != QStringList{"code", "column", "line", "reason"})
            qFatal("unexpected keys: %s", qPrintable(p.keys().join(u',')));
        problems << Problem{p["line"].toInt(), p["column"].toInt(), p["code"].toString(), p["reason"].toString()};
    }
    return problems;
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(file.fileName()));
    return file.fileName();
}

}  // namespace

Q_DECLARE_METATYPE(Problem)

class TestCliProblems : public QObject {
    Q_OBJECT

private slots:
    void eachProblemHasItsCodeAndPlace_data();
    void eachProblemHasItsCodeAndPlace();
    void codesAreTheSameInEveryLanguage();
    void aGameWithoutAnyProblemHasNoProblemsKey();
    void noGameToPairWith();
};

void TestCliProblems::eachProblemHasItsCodeAndPlace_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("game");  // which game of the input has the problem
    QTest::addColumn<Problem>("problem");
    QTest::addColumn<QString>("error");  // the game's error in words, or empty when it was checked
    QTest::addColumn<QString>("text");  // what the text report says
    QTest::newRow("bad-tag-line") << QByteArray("[Event \"E\"]\n[Round 3]\n\n1. e4 e5 *\n") << 1
                                  << Problem{2, 1, "bad-tag-line", {}} << QString()
                                  << "  line 2: not a tag line of the form [Name \"value\"]\n";
    QTest::newRow("unclosed-tag-line") << QByteArray("[Event \"E\"]\n[White \"A\"\n\n1. e4 e5 *\n") << 1
                                       << Problem{2, 11, "unclosed-tag-line", {}} << QString()
                                       << "  line 2, column 11: the tag line has no closing ]\n";
    QTest::newRow("not-utf8") << QByteArray("[Event \"E\"]\n\n1. e4 e5 {Caf\xE9} *\n") << 1
                              << Problem{3, 1, "not-utf8", {}} << QString()
                              << "  line 3: the game is not UTF-8; it was read as Latin-1\n";
    QTest::newRow("too-large") << QByteArray("[Event \"A\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n")
            + QByteArray("1. e4 e5 ").repeated(200000)
                               << 2 << Problem{5, 1, "too-large", {}}
                               << "line 5: the game is longer than 1 MB, more than any game can be; it was not checked"
                               << "  line 5: the game is longer than 1 MB";
    QTest::newRow("too-large, a bare sheet")
        << QByteArray("1. e4 e5 ").repeated(200000) << 1 << Problem{1, 1, "too-large", {}}
        << "line 1: the sheet is longer than 1 MB, more than any game can be; it was not checked"
        << "  line 1: the sheet is longer than 1 MB";
    // A file of bare sheets holds games of their own: the line says which (section 2: where it starts).
    QTest::newRow("too-large, the second sheet of a file")
        << QByteArray("1. d4 d5 1-0\n\n") + QByteArray("1. e4 e5 ").repeated(200000) << 2
        << Problem{3, 1, "too-large", {}}
        << "line 3: the sheet is longer than 1 MB, more than any game can be; it was not checked"
        << "  line 3: the sheet is longer than 1 MB";
    QTest::newRow("binary-content") << QByteArray("1. e4 e5 1-0\n\n2. Nf3\n\x01\x02\x03\x04\n") << 2
                                    << Problem{4, 1, "binary-content", {}}
                                    << "line 4, column 1: binary content, not text; the game was not checked"
                                    << "  line 4, column 1: binary content";
    QTest::newRow("unusable-fen-tag")
        << QByteArray("[Event \"E\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1\"]\n\n1. e4 *\n")
        << 1 << Problem{2, 49, "unusable-fen-tag", "bad-piece-letter"}
        << "line 2, column 49: the FEN tag is unusable: Piece placement: 'X' is not a piece letter (PNBRQK for "
           "White, pnbrqk for Black) or a digit 1-8."
        << "  line 2, column 49: the FEN tag is unusable: Piece placement: 'X'";
    QTest::newRow("unusable-fen-tag, an impossible position")
        << QByteArray("[Event \"A\"]\n\n1. e4 *\n\n[Event \"B\"]\n  [fen \"4k3/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n")
        << 2 << Problem{6, 9, "unusable-fen-tag", "missing-king"}
        << "line 6, column 9: the FEN tag is unusable: The position has no white king."
        << "  line 6, column 9: the FEN tag is unusable: The position has no white king.\n";
}

void TestCliProblems::eachProblemHasItsCodeAndPlace()
{
    QFETCH(QByteArray, input);
    QFETCH(int, game);
    QFETCH(Problem, problem);
    QFETCH(QString, error);
    QFETCH(QString, text);
    const CliRun json = runCli({"check", "--format", "json", "-"}, input);
    QCOMPARE(json.status, error.isEmpty() ? 0 : 1);
    const QList<QJsonObject> games = jsonLines(json.out);
    QVERIFY(games.size() >= game);
    for (int other = 1; other < game; ++other)
        QVERIFY(!games[other - 1].contains("problems"));
    const QList<Problem> problems = problemsOf(games[game - 1]);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems[0].code, problem.code);
    QCOMPARE(problems[0].line, problem.line);
    QCOMPARE(problems[0].column, problem.column);
    QCOMPARE(problems[0].reason, problem.reason);
    QCOMPARE(games[game - 1]["error"].toString(), error);
    // In the text report the problem stays in words, the error as ever.
    const CliRun report = runCli({"check", "-"}, input);
    QCOMPARE(report.status, json.status);
    QVERIFY2(report.out.contains(text.toUtf8()), report.out.left(400).constData());
}

// Codes, lines and columns are the contract; the words of `error` follow the user's language.
void TestCliProblems::codesAreTheSameInEveryLanguage()
{
    const QByteArray input
        = "[Event \"E\"]\n[White \"A\"\n[Round 3]\n[FEN \"4k3/8/8/8/8/8/8/4K3 x - - 0 1\"]\n\n1. Kd2 {\xE9} *\n";
    const QList<Problem> english = problemsOf(jsonLines(runCli({"check", "--format", "json", "-"}, input).out).first());
    QCOMPARE(english.size(), 4);
    const QStringList codes{"unclosed-tag-line", "bad-tag-line", "not-utf8", "unusable-fen-tag"};
    const QList<int> lines{2, 3, 6, 4};
    const QList<int> columns{11, 1, 1, 27};
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(english[i].code, codes[i]);
        QCOMPARE(english[i].line, lines[i]);
        QCOMPARE(english[i].column, columns[i]);
    }
    QCOMPARE(english[3].reason, QStringLiteral("bad-side-to-move"));
    for (const char* language : {"de", "fr", "et", "he"}) {
        const QJsonObject game = jsonLines(runCli({"check", "--format", "json", "-"}, input, language).out).first();
        const QList<Problem> problems = problemsOf(game);
        QCOMPARE(problems.size(), english.size());
        for (int i = 0; i < problems.size(); ++i) {
            QCOMPARE(problems[i].code, english[i].code);
            QCOMPARE(problems[i].line, english[i].line);
            QCOMPARE(problems[i].column, english[i].column);
            QCOMPARE(problems[i].reason, english[i].reason);
        }
        QVERIFY2(!game["error"].toString().startsWith(QLatin1String("line 4, column 27: the FEN tag")),
            qPrintable(language));
        QVERIFY2(game["error"].toString().contains(QLatin1String("27")), qPrintable(language));
    }
}

void TestCliProblems::aGameWithoutAnyProblemHasNoProblemsKey()
{
    const CliRun r = runCli({"check", "--format", "json", "-"}, "[Event \"E\"]\n\n1. e4 e5 *\n");
    QCOMPARE(r.status, 0);
    const QJsonObject game = jsonLines(r.out).first();
    QVERIFY(!game.contains("problems"));
    QVERIFY(!game.contains("error"));
}

// A game with no game of its number on the other sheet: the problem stands at the game's first line.
void TestCliProblems::noGameToPairWith()
{
    QTemporaryDir dir;
    const QString other = writeFile(dir, "other.txt", "1. e4 e5 1-0\n");
    const QByteArray mine = "1. e4 e5 1-0\n\n\n[Event \"Second\"]\n\n1. d4 d5 *\n";
    const CliRun json = runCli({"check", "--format", "json", "--pair", other, "-"}, mine);
    QCOMPARE(json.status, 0);
    const QList<QJsonObject> games = jsonLines(json.out);
    QCOMPARE(games.size(), 2);
    QVERIFY(!games[0].contains("problems"));
    const QList<Problem> problems = problemsOf(games[1]);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems[0].code, QStringLiteral("no-game-to-pair"));
    QCOMPARE(problems[0].line, 4);
    QCOMPARE(problems[0].column, 1);
    QVERIFY(problems[0].reason.isEmpty());
    const CliRun text = runCli({"check", "--pair", other, "-"}, mine);
    QVERIFY2(text.out.contains("  no game 2 on the other sheet to pair with\n"), text.out.constData());
}

QTEST_GUILESS_MAIN(TestCliProblems)
#include "tst_cli_problems.moc"
