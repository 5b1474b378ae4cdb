// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pgngame.h"

#include <QIODevice>

#include <span>

namespace pgn {

/// One game's lines as they stand in the file, found but not yet read: the reader's quick first pass
/// hands these out so that the slower reading (tags, decoding) can run on other threads.
/// More than any game's text can be (the longest games, with comments, stay far below): the text of a
/// longer one is not kept, so that memory stays flat on any file; it is reported and not checked.
constexpr qsizetype MostGameBytes = qsizetype(1) << 20;

/// Where a game stands in its file: enough to read it again without reading the games before it.
struct GamePlace {
    int number = 1;  // 1-based, in file order
    int firstLine = 1;  // the file's line where the game starts
    qint64 offset = 0;  // the file's byte where the game starts
};

struct RawGame {
    int number = 0;  // 1-based, in file order
    int firstLine = 0;  // the file's line of text[0]
    qint64 offset = 0;  // the file's byte of text[0]
    int movetextLine = 0;  // the file's line where the movetext starts
    QByteArray text;  // every line of the game, each ending in '\n', without CR or byte-order mark
    qsizetype movetextStart = 0;  // where the movetext starts in `text`
    bool tooLarge = false;  // longer than MostGameBytes: `text` holds only its beginning
};

/// Reads a game found by PgnReader::nextRaw: its tags (malformed tag lines reported with their line)
/// and its movetext, taken as UTF-8 or else Latin-1.
PgnGame readGame(const RawGame& raw);
/// readGame without the movetext (left empty): what a list of a file's games needs.
PgnGame readGameTags(const RawGame& raw);
/// readGame with only the tags named (matched without regard to case, as tagValue; bad tag lines are
/// still reported): for a reader that needs two or three of a game's tags. Decoding every tag of every
/// game cost the batch tool more than its report.
PgnGame readGame(const RawGame& raw, std::span<const QLatin1StringView> tagNames);

/// A place in a file: 1-based, the column in UTF-16 units (as the reports count).
struct FilePlace {
    int line;
    int column;
};

/// Where the value of the game's first tag called `name` (matched without regard to case, as tagValue)
/// stands in the file, at its byte `valueByte` (counted in the value as read: its escapes undone, in
/// UTF-8), so that a problem found in the value (a FEN's) is pointed at. None when there is no such tag.
std::optional<FilePlace> tagValuePlace(const RawGame& raw, QLatin1StringView name, qsizetype valueByte);

/// Reads the games of a PGN file one at a time, without holding the file in memory. Each game's text
/// is taken as UTF-8, or as Latin-1 where it is not valid UTF-8 (old files); a byte-order mark and CRLF
/// line ends are accepted. A malformed tag line is reported with its line and column and the game goes
/// on; the next game starts at the next tag line after movetext.
class PgnReader {
public:
    /// `start`: bytes already read from the device (to judge what it holds); they are read first.
    explicit PgnReader(QIODevice* device, QByteArray start = {});

    /// The next game, or false at the end of the file.
    bool next(PgnGame& game);
    /// The next game found but not read (readGame() reads it), or false at the end of the file.
    bool nextRaw(RawGame& raw);
    /// Reads on from a place a game of this file was found at: that game is the next one, with its
    /// number and lines. False when the device cannot go there.
    bool seek(const GamePlace& place);

private:
    bool readLine();
    void copyPendingLines();

    QIODevice* m_device;
    QByteArray m_buffer;  // a window of the file; lines are views into it
    qint64 m_bufferOffset = 0;  // the file's byte of m_buffer[0]
    qsizetype m_pos = 0;  // where the next line starts in the buffer
    QByteArrayView m_line;  // the current line, without its line end
    bool m_lineEndsInNewline = false;  // the byte after m_line in the buffer is its '\n' (no CR, not the end)
    bool m_lineWasCut = false;  // m_line is the first part of a line longer than any game
    bool m_lineContinues = false;  // m_line goes on with a line that was cut
    bool m_haveLine = false;
    int m_lineNumber = 0;
    int m_games = 0;
    // The game nextRaw is reading, and its lines that the buffer holds one after another, not copied
    // into it yet: copied in one piece when that run breaks, the buffer moves or the game ends (a copy
    // per line cost more than finding the line).
    RawGame* m_filling = nullptr;
    qsizetype m_pendingStart = 0;
    qsizetype m_pendingEnd = 0;
};

/// Every game of PGN text held in memory (a file the app opened whole).
QList<PgnGame> readGames(const QByteArray& text);

/// True when the text looks like PGN (a tag line at the start of a line) rather than a bare scoresheet.
bool looksLikePgn(QByteArrayView text);

/// How much of a file looksLikePgn and looksBinary are given to judge it.
constexpr qsizetype HeadBytes = 64 * 1024;
/// True when a file's first bytes are not text: a NUL, or more than one byte in ten a control character.
bool looksBinary(QByteArrayView head);

}  // namespace pgn
