// SPDX-License-Identifier: GPL-3.0-or-later
#include "recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace recentfiles {
namespace {

const QString Key = QStringLiteral("recentFiles");

QStringList existing(const QStringList& paths)
{
    QStringList files;
    for (const QString& path : paths) {
        const QString canonical = QFileInfo(path).canonicalFilePath();  // empty for a file that is gone
        if (!canonical.isEmpty() && !files.contains(canonical))
            files.append(canonical);
    }
    return files;
}

}  // namespace

QStringList list() { return existing(QSettings().value(Key).toStringList()); }

void remember(const QString& path)
{
    QSettings settings;
    settings.setValue(Key, existing(QStringList{path} + settings.value(Key).toStringList()).mid(0, 10));
}

}  // namespace recentfiles
