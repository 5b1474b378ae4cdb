// SPDX-License-Identifier: GPL-3.0-or-later
// scorecheck-cli-report: the report command of scorecheck-cli, in a program of its own because it needs
// QtGui (text layout, fonts, PDF), which `check` must not load (tests/bench/bench_startup).
#include "cliargs.h"
#include "reportcommand.h"
#include "translations.h"
#include "version.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QLocale>
#include <QTemporaryDir>

#include <memory>

namespace {

// A server, cron or a container often has no XDG_RUNTIME_DIR. QGuiApplication looks into the runtime
// directory as it starts, and Qt, finding none named, says so on standard error, the tool's channel
// for its own messages. The XDG Base Directory Specification asks for a replacement with the same
// properties: this process's own directory, owned by the user, mode 0700, gone when the process ends
// (as the session's goes at log-out). Nothing when one is named, or when none can be made (Qt then
// warns as ever: a temporary directory that cannot be made is worth a word).
std::unique_ptr<QTemporaryDir> replacementRuntimeDirectory()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return nullptr;
    auto directory = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/scorecheck-runtime-XXXXXX"));
    if (!directory->isValid()
        || !QFile::setPermissions(directory->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
        return nullptr;
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(directory->path()));
    return directory;
}

}  // namespace

int main(int argc, char* argv[])
{
    // A server has no display: lay out and paint offscreen unless a platform is asked for.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QTemporaryDir> runtimeDirectory = replacementRuntimeDirectory();
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
