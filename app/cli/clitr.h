// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

/// The translation context of the command-line tool's messages ("Cli"), declared so that lupdate finds
/// every Cli::tr() call.
struct Cli {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
