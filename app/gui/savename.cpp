// SPDX-License-Identifier: GPL-3.0-or-later
#include "savename.h"

namespace savename {

QString ask(QWidget* parent, const QString& caption, const QString& proposed, const QString& filter,
    const QString& suffix, QFileDialog::Options options)
{
    QFileDialog dialog(parent, caption, proposed, filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setOptions(options);
    // Added before the dialog checks whether the file exists, unlike a suffix added to what it returns.
    dialog.setDefaultSuffix(suffix);
    return dialog.exec() == QDialog::Accepted ? dialog.selectedFiles().value(0) : QString();
}

}  // namespace savename
