// SPDX-License-Identifier: GPL-3.0-or-later
// scorecheck-cli-report: the report command of scorecheck-cli, in a program of its own because it needs
// QtGui (text layout, fonts, PDF), which `check` must not load (tests/bench/bench_startup).
#include "cliargs.h"
#include "reportcommand.h"
#include "translations.h"
#include "version.h"

#include <QGuiApplication>
#include <QLocale>

int main(int argc, char* argv[])
{
    // A server has no display: lay out and paint offscreen unless a platform is asked for.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
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
