// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheet/record.h"
#include "sheet/sheetparser.h"

#include <QList>
#include <QString>
#include <QStringView>

// The entries of a sheet as text views into it, in the order written.
inline QList<QStringView> entryTexts(const QString& sheet)
{
    return sheet::entryTexts(sheet::parseSheet(sheet), sheet);
}
