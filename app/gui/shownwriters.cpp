// SPDX-License-Identifier: GPL-3.0-or-later
#include "shownwriters.h"

#include <QtGlobal>

std::span<const ShownWriter> shownWriters()
{
    static constexpr ShownWriter writers[] = {
        {"figurine", QT_TRANSLATE_NOOP("MainWindow", "Figurines"), notation::Notation::Figurine},
        {"long", QT_TRANSLATE_NOOP("MainWindow", "Long algebraic"), notation::Notation::LongAlgebraic},
        {"longhyphen", QT_TRANSLATE_NOOP("MainWindow", "Long algebraic with hyphen"),
            notation::Notation::LongAlgebraicHyphen},
        {"uci", QT_TRANSLATE_NOOP("MainWindow", "UCI"), notation::Notation::Uci},
        {"iccf", QT_TRANSLATE_NOOP("MainWindow", "ICCF numeric"), notation::Notation::IccfNumeric},
        {"descriptive", QT_TRANSLATE_NOOP("MainWindow", "English descriptive"), notation::Notation::Descriptive},
    };
    return writers;
}
