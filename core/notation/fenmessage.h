// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/fen.h"

#include <QString>

namespace notation {

/// A FEN error or warning as one sentence for people, translated (context "Fen"). The rules engine
/// reports problems as codes; this is where they are put into words.
QString fenMessage(const chess::FenDiagnostic& diagnostic);

/// The FEN problem's stable code, the same in every language ("missing-king"; docs/specification.md
/// section 7): what the JSON report gives where a FEN is unusable.
const char* fenProblemCode(chess::FenProblem problem);

}  // namespace notation
