#pragma once

#include "sheet/sheetparser.h"

#include <QList>
#include <QString>
#include <QStringView>

// The entries of a sheet as text views into it, in the order written.
inline QList<QStringView> entryTexts(const QString& sheet)
{
    QList<QStringView> texts;
    for (const sheet::Entry& e : sheet::parseSheet(sheet).entries)
        texts.append(e.text(sheet));
    return texts;
}
