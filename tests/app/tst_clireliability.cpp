// scorecheck-cli's reliability on input and output that go wrong: output that cannot be written, input
// with no game, several games without tags, binary content late in a file, UTF-16 text, an unusable
// sheet to pair with, and a written game that stops early.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int status;
    QByteArray out;
    QByteArray err;
};

QProcess* startCli(QProcess& p, const QStringList& arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    p.setProcessEnvironment(environment);
    p.start(QStringLiteral(SCORECHECK_CLI), arguments);
    return &p;
}

Run finish(QProcess& p)
{
    if (!p.waitForFinished(120000))
        qFatal("scorecheck-cli did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}

// The tool in English, `input` on its standard input; its standard output to `outputFile` when given.
Run cli(const QStringList& arguments, const QByteArray& input = {}, const QString& outputFile = {})
{
    QProcess p;
    if (!outputFile.isEmpty())
        p.setStandardOutputFile(outputFile);
    startCli(p, arguments);
    p.write(input);
    p.closeWriteChannel();
    return finish(p);
}

QList<QJsonObject> jsonLines(const QByteArray& out)
{
    QList<QJsonObject> games;
    for (const QByteArray& line : out.split('\n'))
        if (!line.isEmpty())
            games << QJsonDocument::fromJson(line).object();
    return games;
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write a test file");
    return f.fileName();
}

QByteArray testFile(const char* path)
{
    QFile f(QStringLiteral(SCORECHECK_TEST_DATA "/") + QLatin1String(path));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing test data");
    return f.readAll();
}

}  // namespace

class TestCliReliability : public QObject {
    Q_OBJECT

private slots:
    void outputThatCannotBeWrittenStopsWithStatusTwo_data();
    void outputThatCannotBeWrittenStopsWithStatusTwo();
    void closedPipeStopsAtOnceWhenSigpipeIsIgnored();
};

void TestCliReliability::outputThatCannotBeWrittenStopsWithStatusTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("check writing PGN to a full device")
        << QStringList{"check", "--format", "pgn", "-"} << QByteArray("1. e4 e5 2. Nf3 Nc6\n");
    QTest::newRow("check writing a report to a full device") << QStringList{"check", "-"} << QByteArray("1. e4 e5\n");
    QTest::newRow("check of many games with two jobs to a full device")
        << QStringList{"check", "--format", "json", "--jobs", "2", "-"} << testFile("games/shared_games.san.pgn");
    QTest::newRow("write to a full device")
        << QStringList{"write", "--notation", "uci", "-"} << QByteArray("1. e4 e5\n");
    QTest::newRow("perft to a full device") << QStringList{"perft", "--depth", "2", "--divide"} << QByteArray();
}

// Nothing written is ever cut short without a word: /dev/full takes nothing ("no space left").
void TestCliReliability::outputThatCannotBeWrittenStopsWithStatusTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    if (!QFile::exists("/dev/full"))
        QSKIP("no /dev/full on this system");
    const Run r = cli(arguments, input, QStringLiteral("/dev/full"));
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains("cannot write to standard output: No space left on device"), r.err.constData());
    QCOMPARE(r.err.count("cannot write"), 1);  // said once, and nothing more tried
}

// `check big.pgn | head -n 1` with SIGPIPE ignored by the parent (a shell here, as QProcess sets it back
// to its default in its children): the closed pipe stops the check at once.
void TestCliReliability::closedPipeStopsAtOnceWhenSigpipeIsIgnored()
{
    if (!QFile::exists("/bin/sh"))
        QSKIP("no POSIX shell to make a pipeline with");
    QTemporaryDir dir;
    const QString big = writeFile(dir, "big.pgn", testFile("games/shared_games.san.pgn").repeated(40));
    QProcess p;
    p.start(QStringLiteral("/bin/sh"),
        {"-c", "trap '' PIPE; { LANGUAGE=en \"$0\" check \"$1\"; echo \"status $?\" >&2; } | head -n 1 >/dev/null",
            QStringLiteral(SCORECHECK_CLI), big});
    const bool finished = p.waitForFinished(10000);
    if (!finished)
        p.kill();
    QVERIFY2(finished, "still checking after its output was closed");
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(err.contains("cannot write to standard output: Broken pipe\nstatus 2\n"), err.constData());
}

QTEST_GUILESS_MAIN(TestCliReliability)
#include "tst_clireliability.moc"
