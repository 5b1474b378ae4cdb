// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMessageBox;
class QWidget;

/// Help ▸ About ScoreCheck: the version (as --version prints it), the licence, the Qt version built
/// with and run on, and a credit of the sources without links (docs/third-party.md has the details).
/// Window-modal once opened (QDialog::open); it deletes itself when closed.
QMessageBox* makeAboutBox(QWidget* parent);
