// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

/// `scorecheck-cli report ...`: runs scorecheck-cli-report, installed beside this program, with the same
/// arguments and this program's standard input, output and error, and returns its exit status. The
/// report needs QtGui (layout, PDF); kept in its own program, `check` starts without loading it.
int runReportCommand(const QStringList& arguments);
