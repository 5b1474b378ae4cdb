// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportlauncher.h"

#include "cliargs.h"
#include "clitr.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>

int runReportCommand(const QStringList& arguments)
{
    const QString name = QStringLiteral("scorecheck-cli-report");
    const QString program = QDir(QCoreApplication::applicationDirPath()).filePath(name);
    QProcess report;
    report.setProcessChannelMode(QProcess::ForwardedChannels);
    report.setInputChannelMode(QProcess::ForwardedInputChannel);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("SCORECHECK_CLI_COMMAND"),
        QStringLiteral("report"));  // its messages say "scorecheck-cli report"
    report.setProcessEnvironment(environment);
    report.start(program, arguments.mid(1));  // arguments[0] is this program
    if (!report.waitForStarted(-1))
        return cliargs::usageError(QStringLiteral("report"),
            Cli::tr("cannot run %1 (it is installed beside scorecheck-cli): %2").arg(program, report.errorString()));
    report.waitForFinished(-1);
    if (report.exitStatus() != QProcess::NormalExit)
        return cliargs::usageError(QStringLiteral("report"), Cli::tr("%1 stopped: %2").arg(name, report.errorString()));
    return report.exitCode();
}
