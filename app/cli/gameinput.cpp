// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameinput.h"

#include "pgn/pgnreader.h"
#include "pgn/utf16text.h"

#include "clitr.h"

#include <QCoreApplication>
#include <QFile>

struct GameSource::Private {
    QString name;
    std::unique_ptr<QIODevice> device;
    std::unique_ptr<QIODevice> utf16;  // a UTF-16 file's text as UTF-8 (pgn::utf16AsUtf8), read from device
    std::unique_ptr<pgn::PgnReader> reader;
    Form form = Form::Pgn;
};

namespace {

// Up to `size` bytes, fewer only at the end of the input (a pipe's read gives what has come so far).
QByteArray readUpTo(QIODevice& device, qint64 size)
{
    QByteArray bytes;
    while (bytes.size() < size) {
        const QByteArray more = device.read(size - bytes.size());
        if (more.isEmpty())
            return bytes;
        bytes += more;
    }
    return bytes;
}

// The head's first paragraph, up to its first blank line: what judges a file binary as a whole. Binary
// content further on is the game's it stands in (reported there), so that the games before it stand.
QByteArrayView firstParagraph(QByteArrayView head)
{
    for (qsizetype start = 0; start < head.size();) {
        qsizetype end = head.indexOf('\n', start);
        if (end < 0)
            end = head.size();
        if (start > 0 && head.sliced(start, end - start).trimmed().isEmpty())
            return head.first(start);
        start = end + 1;
    }
    return head;
}

}  // namespace

GameSource::~GameSource() = default;

QString GameSource::displayName(const QString& name)
{
    return name == QLatin1String("-") ? Cli::tr("standard input") : name;
}

QString GameSource::name() const { return d->name; }

std::unique_ptr<GameSource> GameSource::open(const QString& name, QString& error)
{
    std::unique_ptr<QIODevice> device;
    if (name == QLatin1String("-")) {
        // Read as it comes, like a file: a PGN file piped in is never held whole.
        auto in = std::make_unique<QFile>();
        if (!in->open(stdin, QIODevice::ReadOnly)) {
            error = Cli::tr("cannot read standard input");
            return nullptr;
        }
        device = std::move(in);
    } else {
        auto file = std::make_unique<QFile>(name);
        if (!file->exists()) {
            error = Cli::tr("%1: no such file").arg(name);
            return nullptr;
        }
        if (!file->open(QIODevice::ReadOnly)) {
            error = Cli::tr("%1: cannot be read (%2)").arg(name, file->errorString());
            return nullptr;
        }
        device = std::move(file);
    }
    std::unique_ptr<QIODevice> utf16 = pgn::utf16AsUtf8(*device);
    QIODevice& text = utf16 ? *utf16 : *device;
    // Read, not peeked at: standard input cannot be rewound, and a pipe hands out what it has so far.
    const QByteArray head = readUpTo(text, pgn::HeadBytes);
    if (pgn::looksBinary(firstParagraph(head))) {
        error = !utf16 && pgn::looksLikeUtf16WithoutMark(head)
            ? Cli::tr("%1: this looks like UTF-16 text without a byte-order mark; save it as UTF-8, or as UTF-16 "
                      "with its mark")
                  .arg(displayName(name))
            : Cli::tr("%1: this is a binary file, not a scoresheet or PGN text").arg(displayName(name));
        return nullptr;
    }
    std::unique_ptr<GameSource> source(new GameSource);
    source->d = std::make_unique<Private>();
    source->d->name = name;
    // A bare scoresheet is read as PGN without tags: its movetext, one game or several, each ended by its
    // result and a blank line.
    source->d->form = pgn::looksLikePgn(head) ? Form::Pgn : Form::Sheet;
    source->d->reader = std::make_unique<pgn::PgnReader>(&text, head);
    source->d->device = std::move(device);
    source->d->utf16 = std::move(utf16);
    return source;
}

QList<GameInput> GameSource::nextBatch(int count, Reading reading)
{
    QList<GameInput> batch;
    batch.reserve(count);  // grown game by game, the list copied every game in it again and again
    pgn::RawGame raw;
    while (batch.size() < count && d->reader->nextRaw(raw)) {
        GameInput game;
        game.source = d->name;
        game.form = d->form;
        game.number = raw.number;
        game.lines = std::move(raw);
        game.unread = true;
        if (reading == Reading::Now)
            readInput(game);
        batch.append(std::move(game));
    }
    return batch;
}

QList<GameInput> GameSource::readAll()
{
    QList<GameInput> games;
    for (QList<GameInput> batch = nextBatch(256); !batch.isEmpty(); batch = nextBatch(256))
        games += batch;
    return games;
}

void readInput(GameInput& game, TagsRead tags)
{
    if (!game.unread)
        return;
    game.unread = false;
    static const QLatin1StringView reportedTags[]
        = {QLatin1StringView("White"), QLatin1StringView("Black"), QLatin1StringView("FEN")};
    const std::span<const QLatin1StringView> names(reportedTags);
    const pgn::PgnGame g = pgn::readGame(game.lines, tags == TagsRead::StartAndPlayers ? names : names.last(1));
    game.firstLine = g.movetextLine;
    game.movetext = g.movetext;
    game.tags = g.tags;
    for (const pgn::PgnProblem& p : g.problems) {
        GameProblem problem{pgn::problemCode(p.kind), p.line, p.column, nullptr, pgn::problemMessage(p)};
        if (p.kind == pgn::PgnProblem::Kind::TooLarge && game.form == GameSource::Form::Sheet)
            problem.message
                = Cli::tr("line %1: the sheet is longer than %2 MB, more than any game can be; it was not checked")
                      .arg(p.line)
                      .arg(pgn::MostGameBytes >> 20);
        if (pgn::leavesNothingToCheck(p))
            game.unusable = std::move(problem);  // its text was not kept: nothing to check
        else
            game.problems << std::move(problem);
    }
}
