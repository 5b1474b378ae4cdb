// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameresult.h"

#include "sheetparser.h"

#include <QCoreApplication>

namespace sheet {
namespace {

// A result in PGN's terms: "1-0", "0-1", "1/2-1/2", or empty for none or one PGN cannot say.
QString pgnResult(const QString& normalized)
{
    if (normalized == QLatin1String("1-0") || normalized == QLatin1String("+/-"))
        return QStringLiteral("1-0");
    if (normalized == QLatin1String("0-1") || normalized == QLatin1String("-/+"))
        return QStringLiteral("0-1");
    if (normalized == QLatin1String("1/2-1/2"))
        return normalized;
    return {};
}

// What a result says about the game's end, for comparing: the PGN form, or the normalised form for a
// double forfeit or "½-0"; empty for none or "*" (no result yet says nothing).
QString meaning(const QString& normalized)
{
    const QString pgn = pgnResult(normalized);
    return !pgn.isEmpty() || normalized == QLatin1String("*") ? pgn : normalized;
}

}  // namespace

QString decidedResult(const Record& record, QStringView field)
{
    for (const QString& said : {normalizedResult(field), record.resultOnBoard, record.resultWritten})
        if (const QString pgn = pgnResult(said); !pgn.isEmpty())
            return pgn;
    return QStringLiteral("*");
}

QString resultDisagreement(const Record& record, QStringView field)
{
    const QString sources[]
        = {meaning(normalizedResult(field)), meaning(record.resultWritten), meaning(record.resultOnBoard)};
    QString first;
    bool differ = false;
    for (const QString& said : sources) {
        if (said.isEmpty())
            continue;
        differ = differ || (!first.isEmpty() && said != first);
        if (first.isEmpty())
            first = said;
    }
    if (!differ)
        return {};
    QStringList parts;
    if (!sources[0].isEmpty())
        parts << QCoreApplication::translate("GameResult", "the Result field says %1").arg(field.trimmed());
    if (!sources[1].isEmpty())
        parts << QCoreApplication::translate("GameResult", "the sheet says %1").arg(record.resultWritten);
    if (!sources[2].isEmpty())
        parts << QCoreApplication::translate("GameResult", "the board says %1").arg(record.resultOnBoard);
    return QCoreApplication::translate("GameResult", "The results disagree: %1.")
        .arg(parts.join(QCoreApplication::translate("GameResult", ", ")));
}

}  // namespace sheet
