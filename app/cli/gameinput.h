#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class QIODevice;

/// One game to check: a bare scoresheet or one game of a PGN file.
struct GameInput {
    QString source;  // the file name, or "-" for standard input
    int number = 1;  // the game's number in its file
    int firstLine = 1;  // the file's line where its movetext starts
    QString movetext;
    QList<QPair<QString, QString>> tags;
    QStringList problems;  // what is wrong with the file around this game, worded
};

/// Reads the games of one input, a bare sheet or a PGN file, in batches so that a large file never
/// sits in memory as a whole.
class GameSource {
public:
    /// Opens a file ("-" for standard input). On failure returns null and says why in `error`:
    /// missing, unreadable, or binary.
    static std::unique_ptr<GameSource> open(const QString& name, QString& error);
    ~GameSource();

    /// Up to `count` more games; an empty list at the end.
    QList<GameInput> nextBatch(int count);

private:
    GameSource() = default;
    struct Private;
    std::unique_ptr<Private> d;
};
