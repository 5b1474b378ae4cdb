// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gameproblem.h"

#include "pgn/pgnreader.h"

#include <QList>
#include <QPair>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QIODevice;

/// One game to check: a bare scoresheet or one game of a PGN file.
struct GameInput {
    /// A PGN file, or text without tags (bare scoresheets, or tagless PGN games).
    enum class Form { Pgn, Sheet };

    QString source;  // the file name, or "-" for standard input
    int number = 1;  // the game's number in its file
    int firstLine = 1;  // the file's line where its movetext starts
    QString movetext;
    /// The tags the reports use, FEN and, for a report that shows them, White and Black (decoding every
    /// tag of every game cost more than the report); allTags() reads them all.
    QList<QPair<QString, QString>> tags;
    QList<GameProblem> problems;  // what is wrong with the file around this game
    std::optional<GameProblem> unusable;  // why the game cannot be checked at all (too long, binary content)
    pgn::RawGame lines;  // a PGN game's lines as found in the file; none for a bare sheet
    Form form = Form::Pgn;
    bool unread = false;  // found by GameSource::Reading::Later: readInput() fills the fields above

    /// The file's line of a line of the movetext (both 1-based).
    int fileLine(int movetextLine) const { return movetextLine + firstLine - 1; }
    /// Every tag, in file order.
    QList<QPair<QString, QString>> allTags() const { return pgn::readGameTags(lines).tags; }
};

/// Which tags readInput decodes: the FEN tag (where the game starts) always, the players' names for a
/// report that shows them (the text report; reading them cost the JSON report about 1 % of its instructions).
enum class TagsRead { Start, StartAndPlayers };

/// Reads a game that GameSource left unread (its tags and movetext); a game already read is left as is.
void readInput(GameInput& game, TagsRead tags = TagsRead::StartAndPlayers);

/// Reads the games of one input, a bare sheet or a PGN file, in batches so that a large file never
/// sits in memory as a whole.
class GameSource {
public:
    /// Opens a file ("-" for standard input). On failure returns null and says why in `error`:
    /// missing, unreadable, or binary.
    static std::unique_ptr<GameSource> open(const QString& name, QString& error);
    ~GameSource();
    /// How messages name a file: "standard input" for "-".
    static QString displayName(const QString& name);
    /// The name it was opened by ("-" for standard input).
    QString name() const;

    using Form = GameInput::Form;

    /// Read now, or later by readInput() (on another thread: only finding games needs this source).
    enum class Reading { Now, Later };

    /// Up to `count` more games; an empty list at the end.
    QList<GameInput> nextBatch(int count, Reading reading = Reading::Now);
    /// Every game left, read whole: for a pair of sheets (one game, or one round), a report, a hash.
    QList<GameInput> readAll();

private:
    GameSource() = default;
    struct Private;
    std::unique_ptr<Private> d;
};
