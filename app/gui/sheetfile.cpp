// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetfile.h"

#include "savefile.h"

#include "pgn/pgnreader.h"
#include "pgn/pgnwriter.h"
#include "pgn/utf16text.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

namespace sheetfile {

namespace {

// The messages' translation context, declared so that lupdate finds them.
struct SheetFile {
    Q_DECLARE_TR_FUNCTIONS(SheetFile)
};

bool openToRead(QFile& file, QString& error)
{
    if (file.open(QIODevice::ReadOnly))
        return true;
    error = SheetFile::tr("%1 cannot be read: %2").arg(file.fileName(), file.errorString());
    return false;
}

}  // namespace

bool inspect(const QString& path, Content& content, QString& error)
{
    QFile file(path);
    if (!openToRead(file, error))
        return false;
    const std::unique_ptr<QIODevice> utf16 = pgn::utf16AsUtf8(file);
    const QByteArray head = (utf16 ? *utf16 : file).read(pgn::HeadBytes);
    if (pgn::looksBinary(head)) {
        error = SheetFile::tr("%1 is a binary file, not a scoresheet or PGN text.").arg(path);
        return false;
    }
    content = pgn::looksLikePgn(head) ? Content::Pgn : Content::Sheet;
    return true;
}

bool read(const QString& path, QString& text, QString& error)
{
    QFile file(path);
    if (!openToRead(file, error))
        return false;
    const std::unique_ptr<QIODevice> utf16 = pgn::utf16AsUtf8(file);
    const QByteArray bytes = (utf16 ? *utf16 : file).read(pgn::MostGameBytes + 1);
    if (bytes.size() > pgn::MostGameBytes) {
        error = SheetFile::tr("%1 is longer than %2 MB, more than any game can be: it was not opened.")
                    .arg(QFileInfo(path).fileName())
                    .arg(pgn::MostGameBytes >> 20);
        return false;
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    text = utf8(bytes);
    if (utf8.hasError())
        text = QString::fromLatin1(bytes);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return true;
}

bool forEachPgnGame(const QString& path, const std::function<Reading(const pgn::PgnGame&)>& use, QString& error)
{
    QFile file(path);
    if (!openToRead(file, error))
        return false;
    const std::unique_ptr<QIODevice> utf16 = pgn::utf16AsUtf8(file);
    pgn::PgnReader reader(utf16 ? utf16.get() : &file);
    for (pgn::RawGame raw; reader.nextRaw(raw);)
        if (use(pgn::readGameTags(raw)) == Reading::Stop)
            break;
    return true;
}

std::optional<pgn::PgnGame> readPgnGame(
    const QString& path, const pgn::GamePlace& place, bool& othersInFile, QString& error)
{
    QFile file(path);
    if (!openToRead(file, error))
        return std::nullopt;
    const std::unique_ptr<QIODevice> utf16 = pgn::utf16AsUtf8(file);
    pgn::PgnReader reader(utf16 ? utf16.get() : &file);
    // Read from where the game starts: the games before it are not read again. A UTF-16 file, decoded as
    // it is read, cannot be entered in the middle: its games are counted to the one wanted.
    pgn::RawGame raw;
    bool found = reader.seek(place) && reader.nextRaw(raw);
    if (!found && utf16)
        while (!found && reader.nextRaw(raw))
            found = raw.number == place.number;
    if (!found) {
        error = SheetFile::tr("%1 holds no game %2.").arg(QFileInfo(path).fileName()).arg(place.number);
        return std::nullopt;
    }
    const pgn::PgnGame game = pgn::readGame(raw);
    othersInFile = place.number > 1 || reader.nextRaw(raw);
    return game;
}

std::optional<QString> compose(
    const QString& text, const QList<QPair<QString, QString>>& tags, const chess::Position& start)
{
    const QString header = pgn::writeTags(tags, start);
    if (header.isEmpty())
        return text;
    const QString composed = header + u'\n' + text;
    // Read back as it will be read: one game, its tags and start as written, its movetext the sheet
    // (blank lines around it aside, which the reader does not keep).
    const QList<pgn::PgnGame> games = pgn::readGames(composed.toUtf8());
    const bool whole = games.size() == 1 && games[0].problems.isEmpty()
        && pgn::writeTags(games[0].tags, pgn::startPosition(games[0].tags, start).position.value_or(start)) == header
        && games[0].movetext.trimmed() == text.trimmed();
    return whole ? std::optional(composed) : std::nullopt;
}

bool write(const QString& path, const QString& text, QString& error)
{
    QString reason;
    if (!savefile::writeAtomically(path, text.toUtf8(), reason)) {
        error = SheetFile::tr("%1 could not be saved: %2").arg(path, reason);
        return false;
    }
    return true;
}

bool appendPgnGame(const QString& path, const QString& game, QString& error)
{
    QFile existing(path);
    const bool exists = existing.exists() && existing.size() > 0;
    if (exists) {
        Content content = Content::Sheet;
        if (!inspect(path, content, error))
            return false;
        if (content != Content::Pgn) {
            error
                = SheetFile::tr("%1 is not a PGN file: the game was not added to it.").arg(QFileInfo(path).fileName());
            return false;
        }
        if (!openToRead(existing, error))
            return false;
    }
    savefile::Writer out(path);
    bool written = out.open();
    QByteArray last;  // the end of what is there, to part it from the new game by a blank line
    while (written && exists && !existing.atEnd()) {
        const QByteArray piece = existing.read(1 << 20);
        written = out.write(piece);
        last = (last + piece).right(2);
    }
    if (exists && written && last != "\n\n")
        written = out.write(last.endsWith('\n') ? "\n" : "\n\n");
    if (!written || !out.write(game.toUtf8()) || !out.commit()) {
        error = SheetFile::tr("%1 could not be saved: %2").arg(path, out.reason());
        return false;
    }
    return true;
}

}  // namespace sheetfile
