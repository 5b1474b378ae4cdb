// SPDX-License-Identifier: GPL-3.0-or-later
#include "verdict.h"

#include <QCoreApplication>

namespace notation {

const char* verdictCode(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Ok: return "ok";
    case Verdict::Variant: return "variant";
    case Verdict::NonAlgebraic: return "non-algebraic";
    case Verdict::Ambiguous: return "ambiguous";
    case Verdict::Illegal: return "illegal";
    case Verdict::Unreadable: return "unreadable";
    case Verdict::Unchecked: return "unchecked";
    }
    return "";
}

QString verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Ok: return QCoreApplication::translate("Verdict", "correct");
    case Verdict::Variant: return QCoreApplication::translate("Verdict", "legal, other form");
    case Verdict::NonAlgebraic: return QCoreApplication::translate("Verdict", "not algebraic");
    case Verdict::Ambiguous: return QCoreApplication::translate("Verdict", "ambiguous");
    case Verdict::Illegal: return QCoreApplication::translate("Verdict", "illegal");
    case Verdict::Unreadable: return QCoreApplication::translate("Verdict", "unreadable");
    case Verdict::Unchecked: return QCoreApplication::translate("Verdict", "not checked");
    }
    return {};
}

}  // namespace notation
