// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notation/movewriter.h"

#include <span>

/// A writer *Show moves as* offers beside SAN in each language's letters. The code is the choice's data,
/// kept in the settings; the name is worded in MainWindow's context, for the choice and for the panel that
/// shows how a move is written.
struct ShownWriter {
    const char* code;
    const char* name;
    notation::Notation notation;
};

/// Every notation core writes, but SAN (offered in each language).
std::span<const ShownWriter> shownWriters();
