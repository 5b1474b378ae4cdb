// SPDX-License-Identifier: GPL-3.0-or-later
// The version a user can ask for (issue 26): both programs' --version, and the "version" field that ends
// every JSON object the command-line tool prints (docs/command-line.md sections 4 and 10 to 13).

#include "clirun.h"
#include "version.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTest>

class TestVersion : public QObject {
    Q_OBJECT
private slots:
    void commandLineToolSaysItsVersion();
    void appSaysItsVersion();
    void everyJsonObjectEndsWithTheVersion_data();
    void everyJsonObjectEndsWithTheVersion();
};

namespace {

// The version the programs were built with (the same library is linked into this test, so that a new
// commit relinks it rather than recompiling it).
const QByteArray Version(version::text().data(), qsizetype(version::text().size()));
const QByteArray Sheet = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n";

}  // namespace

void TestVersion::commandLineToolSaysItsVersion()
{
    // project(VERSION), and the commit when built from a checkout between releases.
    QVERIFY2(QRegularExpression(QStringLiteral("^\\d+\\.\\d+\\.\\d+(\\+git\\d+\\.g[0-9a-f]+)?$"))
                 .match(QString::fromLatin1(Version))
                 .hasMatch(),
        Version.constData());
    for (const char* option : {"--version", "-v"}) {
        const CliRun r = runCli({QLatin1String(option)});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, "scorecheck-cli " + Version + '\n');
        QVERIFY(r.err.isEmpty());
    }
}

void TestVersion::appSaysItsVersion()
{
    QProcess app;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    app.setProcessEnvironment(environment);
    app.start(QStringLiteral(SCORECHECK_APP), {QStringLiteral("--version")});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 0);
    QCOMPARE(app.readAllStandardOutput(), "ScoreCheck " + Version + '\n');
}

void TestVersion::everyJsonObjectEndsWithTheVersion_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("check") << QStringList{"check", "--format", "json", "-"} << Sheet + "\n" + Sheet;
    QTest::newRow("check --reconstruct") << QStringList{"check", "--format", "json", "--reconstruct", "-"}
                                         << QByteArray("1. e4 e5 2. Sf3 Se6\n");
    QTest::newRow("a game not checked") << QStringList{"check", "--format", "json", "-"}
                                        << QByteArray("[FEN \"8/8/8 w - - 0 1\"]\n\n1. e4\n");
    QTest::newRow("rule claim") << QStringList{"rule", "claim", "fifty", "--format", "json", "-"} << Sheet;
    QTest::newRow("rule flag") << QStringList{"rule", "flag", "white", "--format", "json", "-"} << Sheet;
    QTest::newRow("rule illegal") << QStringList{"rule", "illegal", "--format", "json", "-"} << Sheet;
    QTest::newRow("rule can-mate") << QStringList{"rule", "can-mate", "--fen", "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1",
        "--format", "json"} << QByteArray();
}

void TestVersion::everyJsonObjectEndsWithTheVersion()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    const CliRun r = runCli(arguments, input);
    QVERIFY2(r.status >= 0 && r.status <= 1, r.err.constData());
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QVERIFY(!lines.isEmpty());
    for (const QByteArray& line : lines)
        QVERIFY2(line.endsWith(",\"version\":\"" + Version + "\"}"), line.constData());
    for (const QJsonObject& o : jsonLines(r.out))
        QCOMPARE(o.value(QLatin1String("version")).toString().toLatin1(), Version);
}

QTEST_GUILESS_MAIN(TestVersion)
#include "tst_version.moc"
