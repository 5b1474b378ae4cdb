// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetstatus.h"

#include <QCoreApplication>

SheetStatus::SheetStatus(QWidget* parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("sheetStatus"));
}

void SheetStatus::setRecord(const sheet::Record& r, int beingTyped)
{
    int withFindings = 0, unchecked = 0;
    for (int i = 0; i < r.entries.size(); ++i) {
        const sheet::EntryRecord& e = r.entries[i];
        if (e.resolution.verdict == notation::Verdict::Unchecked)
            ++unchecked;
        else if (!e.isClean() && i != beingTyped)
            ++withFindings;
    }
    const QString language = QCoreApplication::translate("Language", notation::languageInfo(r.language).englishName);
    QStringList parts;
    if (r.languageUndecided) {
        QStringList names;
        for (notation::Language l : r.languageCandidates)
            names << QCoreApplication::translate("Language", notation::languageInfo(l).englishName);
        parts << tr("Notation: %1 (the sheet reads alike in %2)").arg(language, names.join(QStringLiteral(", ")));
    } else {
        parts << (r.languageDetected ? tr("Notation: %1 (found automatically)") : tr("Notation: %1")).arg(language);
    }
    parts << tr("%n entries", nullptr, int(r.entries.size()));
    parts << (withFindings ? tr("%n with findings", nullptr, withFindings) : tr("no findings"));
    if (unchecked)
        parts << tr("%n not checked", nullptr, unchecked);
    setText(parts.join(QStringLiteral(" · ")));
}
