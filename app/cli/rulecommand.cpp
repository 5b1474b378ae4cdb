// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulecommand.h"

#include "canmatecommand.h"
#include "claimcommand.h"
#include "cliargs.h"
#include "flagcommand.h"
#include "illegalcommand.h"

#include "clitr.h"

#include <QCommandLineParser>

int runRuleCommand(const QStringList& arguments)
{
    const QString command = QStringLiteral("rule");
    // `rule` has no options of its own but its help (command-line.md section 1: COMMAND --help); what
    // follows the ruling is the ruling's, read by the ruling's own parser.
    QCommandLineParser parser;
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    parser.setApplicationDescription(
        Cli::tr("Rules from the sheet, as an arbiter does, on:\n"
                "  claim     a draw claimed by threefold repetition (9.2) or by the fifty-move rule (9.3)\n"
                "  flag      a flag fall after the sheet's last entry (6.9)\n"
                "  illegal   the sheet's last entry, an illegal move the player completed (7.5)\n"
                "  can-mate  whether each side can still checkmate in a position (6.9, 7.5.5, 5.2.2)\n"
                "Each ruling's options: scorecheck-cli rule RULING --help"));
    parser.addPositionalArgument(QStringLiteral("RULING"),
        Cli::tr("claim, flag, illegal or can-mate, then the ruling's options and arguments."),
        QStringLiteral("RULING ..."));
    if (const std::optional<int> done = cliargs::parse(parser, arguments, command))
        return *done;
    if (parser.positionalArguments().isEmpty())
        return cliargs::usageError(command, Cli::tr("name the ruling: claim, flag, illegal or can-mate"));
    QStringList rest = arguments;  // the program, then the ruling and its own arguments
    const QString ruling = rest.takeAt(1);
    if (ruling == QLatin1String("claim"))
        return runClaimCommand(rest);
    if (ruling == QLatin1String("flag"))
        return runFlagCommand(rest);
    if (ruling == QLatin1String("illegal"))
        return runIllegalCommand(rest);
    if (ruling == QLatin1String("can-mate"))
        return runCanMateCommand(rest);
    return cliargs::usageError(
        command, Cli::tr("unknown ruling '%1' (use claim, flag, illegal or can-mate)").arg(ruling));
}
