// SPDX-License-Identifier: GPL-3.0-or-later
#include "normalizedtext.h"

#include "foldedtext.h"

namespace notation {

std::optional<QString> normalizedText(QStringView text)
{
    detail::Folded f;
    if (!detail::fold(text, f))
        return std::nullopt;
    return QString(reinterpret_cast<const QChar*>(f.ch.data()), f.size);
}

}  // namespace notation
