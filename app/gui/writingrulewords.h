// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notation/language.h"
#include "notation/writingreasons.h"

#include <QCoreApplication>
#include <QString>

/// The rules that shape a move's short form (notation::WritingReasons) in words, each with the article
/// of the Laws' Appendix C, and with the move's own squares and letters as a sheet in `language`
/// writes them.
class WritingRuleWords {
    Q_DECLARE_TR_FUNCTIONS(WritingRuleWords)

public:
    static QString sentence(
        const notation::WritingReasons& reasons, notation::WritingRule rule, notation::Language language);
};
