// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

/// The report command of scorecheck-cli-report: every game of a sheet or PGN file checked and printed as
/// the arbiter's report into one PDF. `command` is how messages name it ("report" when started as
/// `scorecheck-cli report`, empty when the program runs by itself). Returns the exit status.
int runReportPdfCommand(const QStringList& arguments, const QString& command);
