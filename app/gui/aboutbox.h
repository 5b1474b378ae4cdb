// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMessageBox;
class QWidget;

/// Help ▸ About ScoreCheck: the version (as --version prints it), the licence, the Qt version built
/// with and run on, and a credit of the sources without links (docs/third-party.md has the details).
/// Opened window-modal; it deletes itself when closed.
QMessageBox* openAboutBox(QWidget* parent);
