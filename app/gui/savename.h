// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFileDialog>
#include <QString>

/// The name of a file the user saves, asked in a save dialog that adds the kind's extension to a name
/// typed without one ("board3" saves "board3.txt"), so that the Open dialog lists the file and the system
/// opens it as what it is; the dialog asks before overwriting the file of that name, extension and all.
namespace savename {

/// The name chosen in a save dialog with `caption`, `proposed` name and `filter`, "." and `suffix`
/// ("txt", "pgn", "pdf") added to a name without an extension; empty when the user cancels.
QString ask(QWidget* parent, const QString& caption, const QString& proposed, const QString& filter,
    const QString& suffix, QFileDialog::Options options = {});

}  // namespace savename
