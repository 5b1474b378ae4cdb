// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportlauncher.h"

#include "cliargs.h"
#include "clitr.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>

#ifdef Q_OS_UNIX
#include <csignal>
#endif

namespace {

#ifdef Q_OS_UNIX
// QProcess sets SIGPIPE back to its default in the programs it starts. The report program writes
// where this one was told to (`--output -`: standard output), so it takes SIGPIPE as this one does:
// ignored, a closed pipe is a failed write, said with the system's reason (section 8); as it comes,
// the signal stops it, and then this program too, as any writer into a closed pipe.
bool sigpipeIgnored()
{
    struct sigaction current = {};
    return sigaction(SIGPIPE, nullptr, &current) == 0 && current.sa_handler == SIG_IGN;
}
#endif

void takeSigpipeAsThisProgram([[maybe_unused]] QProcess& report)
{
#ifdef Q_OS_UNIX
    if (sigpipeIgnored())
        report.setChildProcessModifier([] { std::signal(SIGPIPE, SIG_IGN); });
#endif
}

// Stopped by SIGPIPE (its output was closed): stop by it too, as `check` would, rather than report a crash.
void stopAsTheReportIfByClosedPipe([[maybe_unused]] const QProcess& report)
{
#ifdef Q_OS_UNIX
    if (report.exitStatus() == QProcess::CrashExit && report.exitCode() == SIGPIPE) {
        std::signal(SIGPIPE, SIG_DFL);
        std::raise(SIGPIPE);
    }
#endif
}

}  // namespace

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
    takeSigpipeAsThisProgram(report);
    report.start(program, arguments.mid(1));  // arguments[0] is this program
    if (!report.waitForStarted(-1))
        return cliargs::usageError(QStringLiteral("report"),
            Cli::tr("cannot run %1 (it is installed beside scorecheck-cli): %2").arg(program, report.errorString()));
    report.waitForFinished(-1);
    stopAsTheReportIfByClosedPipe(report);
    if (report.exitStatus() != QProcess::NormalExit)
        return cliargs::usageError(QStringLiteral("report"), Cli::tr("%1 stopped: %2").arg(name, report.errorString()));
    return report.exitCode();
}
