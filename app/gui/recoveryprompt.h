// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class MainWindow;

/// At start: asks about each sheet that a stopped instance of ScoreCheck left unsaved (Autosave::orphans),
/// one question per sheet, showing its file, when it was last copied and its first line. A sheet
/// recovered opens in `window` (the first) or a window of its own; one thrown away is deleted; one kept
/// for later is asked about at the next start. Sheets of running instances are never offered. True
/// when a sheet was recovered into `window`.
bool offerOrphanedSheets(MainWindow& window);
