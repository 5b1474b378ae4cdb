// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for PGN files: any bytes go through the PGN reader; each game is replayed from its
// FEN tag or the start, written back as PGN, and the written game must read and replay to the same
// number of plies with every entry legal.

#include "pgn/pgnreader.h"
#include "pgn/pgnwriter.h"
#include "sheet/replay.h"

#include <cstddef>
#include <cstdint>

namespace {

sheet::Record replayed(const pgn::PgnGame& game, bool& usable)
{
    const std::optional<chess::Position> start
        = pgn::startPosition(game.tags, chess::Position::startPosition()).position;
    usable = start.has_value();
    return usable ? sheet::checkSheet(game.movetext, *start, {}) : sheet::Record();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    for (const pgn::PgnGame& game : pgn::readGames(bytes)) {
        bool usable = false;
        const sheet::Record record = replayed(game, usable);
        if (!usable)
            continue;
        const QList<pgn::PgnGame> again = pgn::readGames(pgn::writePgn(record, game.movetext, game.tags).toUtf8());
        if (again.size() != 1)
            __builtin_trap();
        bool stillUsable = false;
        const sheet::Record back = replayed(again[0], stillUsable);
        if (!stillUsable || back.plies != record.plies)
            __builtin_trap();
    }
    return 0;
}
