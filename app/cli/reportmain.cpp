// SPDX-License-Identifier: GPL-3.0-or-later
// scorecheck-cli-report: the report command of scorecheck-cli, in a program of its own because it needs
// QtGui (text layout, fonts, PDF), which `check` must not load (tests/bench/bench_startup).
#include "cliargs.h"
#include "reportcommand.h"
#include "translations.h"
#include "version.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>

#if defined(Q_OS_UNIX)
#include <unistd.h>
#endif

namespace {

// A server, cron or a container often has no XDG_RUNTIME_DIR. QGuiApplication looks into the runtime
// directory as it starts, and Qt, finding none named, says so on standard error, the tool's channel for
// its own messages, before it falls back to a directory of its own in /tmp. The same fallback is named
// here before Qt looks, with the properties the XDG Base Directory Specification asks for: the user's
// own, mode 0700. One per user, kept as Qt's is (a directory per process would stay behind whenever the
// process is stopped by a signal: a closed pipe, Ctrl+C). Nothing when one is named, or when that one
// is not the user's own (Qt then warns as ever). Only where XDG applies: not on Windows or macOS.
void nameRuntimeDirectory()
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    const QString path = QDir::tempPath() + QStringLiteral("/scorecheck-runtime-") + QString::number(getuid());
    constexpr QFile::Permissions ownerOnly = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner;
    if (!QFileInfo::exists(path) && (!QDir().mkdir(path) || !QFile::setPermissions(path, ownerOnly)))
        return;
    const QFileInfo made(path);
    const QFile::Permissions everyone = ownerOnly | QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup
        | QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;
    if (!made.isDir() || made.isSymLink() || made.ownerId() != getuid() || (made.permissions() & everyone) != ownerOnly)
        return;
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(path));
#endif
}

}  // namespace

int main(int argc, char* argv[])
{
    // A server has no display: lay out and paint offscreen unless a platform is asked for.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    nameRuntimeDirectory();
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName("scorecheck-cli-report");
    QCoreApplication::setApplicationVersion(version::qtext());
    // The report in the user's language, right to left for Hebrew.
    const QString language = translations::systemLanguage();
    translations::install(language);
    QGuiApplication::setLayoutDirection(QLocale(language).textDirection());
    // Started by scorecheck-cli as its `report` command, it speaks as that command.
    const bool asCommand = qgetenv("SCORECHECK_CLI_COMMAND") == "report";
    if (!asCommand)
        cliargs::setProgramName(QStringLiteral("scorecheck-cli-report"));
    return runReportPdfCommand(QCoreApplication::arguments(), asCommand ? QStringLiteral("report") : QString());
}
