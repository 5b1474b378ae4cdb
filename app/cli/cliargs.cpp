// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliargs.h"

#include "chess/fen.h"
#include "notation/fenmessage.h"

#include "clitr.h"
#include "output.h"

#include <QCoreApplication>
#include <QTextStream>

namespace cliargs {

QCommandLineOption fenOption()
{
    return QCommandLineOption(
        QStringLiteral("fen"), Cli::tr("Start position (default: the initial position)."), QStringLiteral("FEN"));
}

namespace {

QString programName = QStringLiteral("scorecheck-cli");

// "scorecheck-cli check", or the program alone when it has no commands.
QString named(const QString& command) { return command.isEmpty() ? programName : programName + u' ' + command; }

// The status after the help: 0, or 2 when standard output could not take it (said on standard error).
int printHelp(const QCommandLineParser& parser, const QString& command)
{
    // Qt's first line names the program as it was started; the subcommand belongs in it too. The words
    // around it are translated ("Aufruf: … [Optionen]"), so only the name is replaced.
    const QString help = parser.helpText();
    const qsizetype lineEnd = help.indexOf(u'\n');
    QString usage = help.left(lineEnd);
    const QString started = QCoreApplication::arguments().constFirst();
    if (const qsizetype at = usage.indexOf(started); at >= 0)
        usage.replace(at, started.size(), named(command));
    return Output::writeWhole((usage + help.mid(lineEnd)).toUtf8());
}

}  // namespace

void setProgramName(const QString& name) { programName = name; }

std::optional<int> parse(QCommandLineParser& parser, const QStringList& arguments, const QString& command)
{
    // Not addHelpOption(): it offers --help-all too, the help with Qt's own options, which only
    // QCommandLineParser::process() answers; the commands have none to show, and parse() would take it
    // for an option of the command's and run it. The description is Qt's, in Qt's translation context.
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
        QCoreApplication::translate("QCommandLineParser", "Displays help on commandline options."));
    parser.addOption(help);
    if (!parser.parse(arguments))
        return usageError(command, parser.errorText());
    if (parser.isSet(help))
        return printHelp(parser, command);
    return std::nullopt;
}

int usageError(const QString& command, const QString& message)
{
    QTextStream(stderr) << named(command) << ": " << message << '\n';
    return 2;
}

bool startPosition(
    const QCommandLineParser& parser, const QCommandLineOption& fen, chess::Position& position, QString& error)
{
    position = chess::Position::startPosition();
    if (!parser.isSet(fen))
        return true;
    const chess::FenResult read = chess::parseFen(parser.value(fen).toUtf8().toStdString());
    if (!read.position) {
        error
            = Cli::tr("--fen: %1 (at character %2)").arg(notation::fenMessage(*read.error)).arg(read.error->offset + 1);
        return false;
    }
    for (const chess::FenDiagnostic& warning : read.warnings)
        QTextStream(stderr) << "scorecheck-cli: warning: " << notation::fenMessage(warning) << '\n';
    position = *read.position;
    return true;
}

bool language(
    const QString& code, AutoLanguage autoLanguage, std::optional<notation::Language>& language, QString& error)
{
    language.reset();
    const bool allowAuto = autoLanguage == AutoLanguage::Allowed;
    if (allowAuto && (code.isEmpty() || code == QLatin1String("auto")))
        return true;
    if (const notation::LanguageInfo* info = notation::languageByCode(code)) {
        language = info->language;
        return true;
    }
    QStringList codes;
    for (const notation::LanguageInfo& info : notation::allLanguages())
        codes << QString::fromLatin1(info.code);
    error = Cli::tr("--lang: unknown language '%1' (use %2%3)")
                .arg(code, allowAuto ? QStringLiteral("auto, ") : QString(), codes.join(", "));
    return false;
}

}  // namespace cliargs
