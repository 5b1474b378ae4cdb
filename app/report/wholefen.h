// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/// A FEN named in a sentence ("Position to reinstate: rnbqkbnr/… w KQkq - 0 4") is read and copied as one
/// unit: a line break inside it ("… - 0" / "4") makes it wrong when typed back. Wherever the app or the
/// report shows one, it is kept whole; its characters stay as they are (no no-break spaces), so that what
/// the user copies is the exact FEN.
namespace wholefen {

/// `line` with each FEN in it on a line of its own, the words before and after it on theirs; the marks that
/// isolate the FEN as notation (U+2066 … U+2069) go with it. For a label or block whose lines are not broken.
QString onItsOwnLine(const QString& line);

/// Whether `line` is a FEN and nothing else.
bool isFen(const QString& line);

}  // namespace wholefen
