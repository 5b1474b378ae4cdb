// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/// A problem around a game, as the reports give it: a stable code where it is seen (the JSON report's
/// `problems`, docs/command-line.md section 4) and the same in words (the text report).
struct GameProblem {
    const char* code;  // "bad-tag-line", "unusable-fen-tag", ...
    int line;  // the file's, 1-based
    int column;  // 1-based, in UTF-16 units
    const char* reason;  // unusable-fen-tag: the FEN problem's code; else null
    QString message;  // translated, with its line where the words give one
};
