// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/fen.h"
#include "chess/position.h"

#include <QList>
#include <QPair>
#include <QString>

#include <optional>

/// One game as a PGN file holds it: its tags and its movetext, with where it stands in the file.
namespace pgn {

/// The value of a tag, or an empty string. Names are matched without regard to case: PGN says
/// "FEN", but files in the wild write "fen".
QString tagValue(const QList<QPair<QString, QString>>& tags, QStringView name);

struct PgnProblem {
    enum class Kind {
        BadTagLine,
        UnclosedTagLine,  // "[White \"A\"": a tag line without its ']' (column: where it should stand)
        NotUtf8,
        TooLarge,
        NotText,  // binary content (a NUL, or many control characters): the game is not read
    };
    Kind kind;
    int line;  // 1-based, in the file
    int column;  // 1-based
};

/// What the problem means, with its line, translated ("line 3: not a tag line of the form ...").
QString problemMessage(const PgnProblem& problem);
/// The problem's stable code, the same in every language ("bad-tag-line"; docs/command-line.md section 4).
const char* problemCode(PgnProblem::Kind kind);
/// True when the problem leaves nothing to check: the game's text was not kept (too large, not text).
bool leavesNothingToCheck(const PgnProblem& problem);

struct PgnGame {
    int number = 0;  // 1-based, in file order
    int firstLine = 0;  // the file's line where the game starts
    int movetextLine = 0;  // the file's line where its movetext starts
    qint64 offset = 0;  // the file's byte where the game starts
    QList<QPair<QString, QString>> tags;  // in file order
    QString movetext;  // read by the sheet parser, like any scoresheet
    QList<PgnProblem> problems;

    /// The value of a tag, or an empty string.
    QString tag(const QString& name) const { return tagValue(tags, name); }
};

/// Where a game starts, from its tags.
struct GameStart {
    std::optional<chess::Position> position;  // none when the FEN tag is unusable
    std::optional<chess::FenDiagnostic> fenError;  // then why: the FEN's first error
};

/// Where a game starts: its FEN tag if it has one, else `otherwise`; nothing, with the FEN's error, when
/// the FEN tag is unusable.
GameStart startPosition(const QList<QPair<QString, QString>>& tags, const chess::Position& otherwise);
/// Why the FEN tag is unusable, translated ("the FEN tag is unusable: Piece placement: ...").
QString fenTagMessage(const chess::FenDiagnostic& fenError);

}  // namespace pgn
