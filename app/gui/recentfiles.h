// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

/// The files opened or saved lately, kept with QSettings for the *Open Recent* menu.
namespace recentfiles {

/// Each file once, by its absolute path with links resolved (a file opened as "round5.pgn" and as
/// "/home/a/round5.pgn" is one file), newest first, and only the files that still exist.
QStringList list();
/// Puts `path` first (at most ten are kept).
void remember(const QString& path);

}  // namespace recentfiles
