// SPDX-License-Identifier: GPL-3.0-or-later
#include "verdictsymbol.h"

namespace verdictsymbol {

using notation::Verdict;

QString of(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Ok: return {};
    case Verdict::Variant: return QStringLiteral("~");
    case Verdict::NonAlgebraic: return QStringLiteral("≠");
    case Verdict::Ambiguous: return QStringLiteral("?");
    case Verdict::Illegal: return QStringLiteral("✗");
    case Verdict::Unreadable: return QStringLiteral("!");
    case Verdict::Unchecked: return QStringLiteral("·");
    }
    return {};
}

}  // namespace verdictsymbol
