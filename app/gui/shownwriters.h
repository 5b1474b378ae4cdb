// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notation/movewriter.h"

#include <QtGlobal>

/// The writers *Show moves as* offers beside SAN in each language's letters: every notation core
/// writes. The code is the choice's data, kept in the settings; the name is worded in MainWindow's context.
struct ShownWriter {
    const char* code;
    const char* name;
    notation::Notation notation;
};

inline constexpr ShownWriter ShownWriters[] = {
    {"figurine", QT_TRANSLATE_NOOP("MainWindow", "Figurines"), notation::Notation::Figurine},
    {"long", QT_TRANSLATE_NOOP("MainWindow", "Long algebraic"), notation::Notation::LongAlgebraic},
    {"longhyphen", QT_TRANSLATE_NOOP("MainWindow", "Long algebraic with hyphen"),
        notation::Notation::LongAlgebraicHyphen},
    {"uci", QT_TRANSLATE_NOOP("MainWindow", "UCI"), notation::Notation::Uci},
    {"iccf", QT_TRANSLATE_NOOP("MainWindow", "ICCF numeric"), notation::Notation::IccfNumeric},
    {"descriptive", QT_TRANSLATE_NOOP("MainWindow", "English descriptive"), notation::Notation::Descriptive},
};
