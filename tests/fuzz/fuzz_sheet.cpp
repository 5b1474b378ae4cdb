// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for whole sheets: any bytes, as UTF-8 text, go through the sheet parser and the
// replay with the language found by replaying; PGN-looking input also through the PGN reader. Spans
// must stay inside the text (empty only for the second box of a row left blank) and played entries
// must have a legal move.

#include "pgn/pgnreader.h"
#include "sheet/blankentry.h"
#include "sheet/replay.h"
#include "sheet/sheetparser.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const QString text = QString::fromUtf8(bytes);
    const sheet::ParsedSheet parsed = sheet::parseSheet(text);
    for (qsizetype i = 0; i < parsed.entries.size(); ++i) {
        const sheet::Entry& e = parsed.entries[i];
        if (e.start < 0 || e.length < 0 || e.start + e.length > text.size())
            __builtin_trap();
        // Empty only as the second box of a row left blank, right where the first ends.
        if (e.length == 0
            && (i == 0 || parsed.entries[i - 1].start + parsed.entries[i - 1].length != e.start
                || !sheet::isBlankEntry(parsed.entries[i - 1].text(text))))
            __builtin_trap();
    }
    const sheet::Record r = sheet::replay(text, parsed, chess::Position::startPosition(), {});
    if (r.entries.size() > parsed.entries.size())
        __builtin_trap();
    chess::Position p = r.start;
    for (const sheet::EntryRecord& e : r.entries) {
        if (e.ply == 0)
            break;
        if (e.resolution.move.isNone())
            __builtin_trap();
        p.doMove(e.resolution.move);
    }
    if (pgn::looksLikePgn(bytes))
        for (const pgn::PgnGame& game : pgn::readGames(bytes))
            sheet::checkSheet(game.movetext, chess::Position::startPosition(), {});
    return 0;
}
