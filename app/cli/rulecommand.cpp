// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulecommand.h"

#include "canmatecommand.h"
#include "claimcommand.h"
#include "cliargs.h"
#include "flagcommand.h"
#include "illegalcommand.h"

#include "clitr.h"

int runRuleCommand(const QStringList& arguments)
{
    // arguments: the program, then the ruling and its own arguments.
    if (arguments.size() < 2)
        return cliargs::usageError(
            QStringLiteral("rule"), Cli::tr("name the ruling: claim, flag, illegal or can-mate"));
    QStringList rest = arguments;
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
        QStringLiteral("rule"), Cli::tr("unknown ruling '%1' (use claim, flag, illegal or can-mate)").arg(ruling));
}
