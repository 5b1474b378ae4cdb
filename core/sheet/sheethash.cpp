// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheethash.h"

#include <QCryptographicHash>
#include <QString>

namespace sheet {

QByteArray textHash(QStringView text)
{
    QString lines = text.toString();
    lines.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    lines.replace(u'\r', u'\n');
    return QCryptographicHash::hash(lines.toUtf8(), QCryptographicHash::Sha256).toHex();
}

}  // namespace sheet
