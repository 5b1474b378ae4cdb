// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs the real scorecheck-cli for the command-line tests: its exit status, standard output and error.

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTest>

#include <algorithm>

struct CliRun {
    int status;  // -1 when it did not exit normally
    QByteArray out;
    QByteArray err;
};

/// The tool in `language` (it speaks the user's language; the tests read its English unless they ask
/// for another), with `input` on its standard input and its standard output to `outputFile` when given.
inline CliRun runCli(const QStringList& arguments, const QByteArray& input = {},
    const QString& language = QStringLiteral("en"), const QString& outputFile = {})
{
    QProcess p;
    if (!outputFile.isEmpty())
        p.setStandardOutputFile(outputFile);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LANGUAGE"), language);
    p.setProcessEnvironment(environment);
    p.start(QStringLiteral(SCORECHECK_CLI), arguments);
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000))
        qFatal("scorecheck-cli did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}

/// The objects of JSON Lines output, one a game. A line that is no JSON object fails the running test
/// (what it was kept in place of stays in the list, empty, so that the test's later look-ups stay in
/// range): output that cannot be parsed is a broken contract, not a game without keys.
inline QList<QJsonObject> jsonLines(const QByteArray& out)
{
    QList<QJsonObject> games;
    int number = 0;
    for (const QByteArray& line : out.split('\n')) {
        ++number;
        if (line.isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(line, &error);
        // Qt's parser lets raw control characters through; JSON (RFC 8259) allows none in a string.
        const auto control = std::find_if(line.begin(), line.end(), [](char c) { return uchar(c) < 0x20; });
        if (control != line.end() && error.error == QJsonParseError::NoError)
            error = {int(control - line.begin()), QJsonParseError::IllegalValue};
        if (error.error != QJsonParseError::NoError || !document.isObject()) {
            const QByteArray message = "output line " + QByteArray::number(number) + " is no JSON object ("
                + error.errorString().toUtf8() + " at offset " + QByteArray::number(error.offset)
                + "): " + line.left(200);
            QTest::qFail(message.constData(), __FILE__, __LINE__);
        }
        games << document.object();
    }
    return games;
}
