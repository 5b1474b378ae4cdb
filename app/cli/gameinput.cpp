#include "gameinput.h"

#include "pgn/pgnreader.h"

#include "clitr.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringDecoder>

struct GameSource::Private {
    QString name;
    std::unique_ptr<QIODevice> device;
    QByteArray head;  // the first bytes, read from the device to judge it; they come first
    std::unique_ptr<pgn::PgnReader> reader;  // null for a bare scoresheet
    bool sheetDone = false;
};

namespace {

// A NUL byte, or many control characters, in the first bytes: not text.
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

}  // namespace

GameSource::~GameSource() = default;

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
    // Read, not peeked at: standard input cannot be rewound, and a pipe hands out what it has so far.
    const QByteArray head = readUpTo(*device, pgn::HeadBytes);
    if (pgn::looksBinary(head)) {
        error = Cli::tr("%1: this is a binary file, not a scoresheet or PGN text").arg(name);
        return nullptr;
    }
    std::unique_ptr<GameSource> source(new GameSource);
    source->d = std::make_unique<Private>();
    source->d->name = name;
    if (pgn::looksLikePgn(head))
        source->d->reader = std::make_unique<pgn::PgnReader>(device.get(), head);
    else
        source->d->head = head;
    source->d->device = std::move(device);
    return source;
}

QList<GameInput> GameSource::nextBatch(int count, Reading reading)
{
    QList<GameInput> batch;
    if (!d->reader) {
        // A bare scoresheet is one game.
        if (d->sheetDone)
            return batch;
        d->sheetDone = true;
        // No more than a game can be is read: memory stays flat on any input.
        const QByteArray bytes = d->head + readUpTo(*d->device, pgn::MostGameBytes + 1 - d->head.size());
        if (bytes.size() > pgn::MostGameBytes) {
            GameInput game;
            game.source = d->name;
            game.unusable = Cli::tr("the sheet is longer than %1 MB, more than any game can be; it was not checked")
                                .arg(pgn::MostGameBytes >> 20);
            batch.append(game);
            return batch;
        }
        QStringDecoder utf8(QStringDecoder::Utf8);
        GameInput game;
        game.source = d->name;
        game.movetext = utf8(bytes);
        if (utf8.hasError()) {
            game.movetext = QString::fromLatin1(bytes);
            game.problems << Cli::tr("the text is not UTF-8; it was read as Latin-1");
        }
        if (game.movetext.startsWith(QChar(0xFEFF)))
            game.movetext.remove(0, 1);
        batch.append(game);
        return batch;
    }
    batch.reserve(count);  // grown game by game, the list copied every game in it again and again
    pgn::RawGame raw;
    while (batch.size() < count && d->reader->nextRaw(raw)) {
        GameInput game;
        game.source = d->name;
        game.number = raw.number;
        game.lines = std::move(raw);
        game.unread = true;
        if (reading == Reading::Now)
            readInput(game);
        batch.append(std::move(game));
    }
    return batch;
}

void readInput(GameInput& game)
{
    if (!game.unread)
        return;
    game.unread = false;
    static const QLatin1StringView reportedTags[]
        = {QLatin1StringView("White"), QLatin1StringView("Black"), QLatin1StringView("FEN")};
    const pgn::PgnGame g = pgn::readGame(game.lines, reportedTags);
    game.firstLine = g.movetextLine;
    game.movetext = g.movetext;
    game.tags = g.tags;
    for (const pgn::PgnProblem& p : g.problems) {
        if (p.kind == pgn::PgnProblem::Kind::TooLarge)
            game.unusable = pgn::problemMessage(p);  // its text was not kept: nothing to check
        else
            game.problems << pgn::problemMessage(p);
    }
}
