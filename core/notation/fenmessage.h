#pragma once

#include "chess/fen.h"

#include <QString>

namespace notation {

/// A FEN error or warning as one sentence for people, translated (context "Fen"). The rules engine
/// reports problems as codes; this is where they are put into words.
QString fenMessage(const chess::FenDiagnostic& diagnostic);

}  // namespace notation
