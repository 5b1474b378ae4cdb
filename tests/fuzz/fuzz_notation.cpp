// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the reader and the resolver: any bytes, read as UTF-8 text of one entry in
// any language, judged in one of a few positions. Built with scripts/fuzz.sh.
//   byte 0: language (modulo the number of languages); byte 1: position; the rest: the entry.

#include "chess/fen.h"
#include "notation/movewriter.h"
#include "notation/resolver.h"

#include <QString>

#include <cstddef>
#include <cstdint>

namespace {

const char* const Positions[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "4r2r/2k5/8/8/R3Q2Q/1R6/R2Q4/3QnQK1 w - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
    "5n2/4P1k1/8/8/8/8/6K1/8 w - - 0 1",
    "qrnbknbr/pppppppp/8/8/8/8/PPPPPPPP/QRNBKNBR w HBhb - 0 1",
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 2)
        return 0;
    const auto languages = notation::allLanguages();
    const notation::Language language = languages[data[0] % languages.size()].language;
    static const chess::Position positions[] = {
        *chess::parseFen(Positions[0]).position, *chess::parseFen(Positions[1]).position,
        *chess::parseFen(Positions[2]).position, *chess::parseFen(Positions[3]).position,
        *chess::parseFen(Positions[4]).position, *chess::parseFen(Positions[5]).position,
    };
    const chess::Position& position = positions[data[1] % std::size(positions)];
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data + 2), qsizetype(size - 2));
    const notation::Resolution r = notation::resolveText(text, language, position);
    // A resolved move must be legal, and writing it must read back as the same move.
    if (r.isResolved()) {
        const QString written = notation::writeMove(position, r.move, {notation::Notation::San, language, notation::SanStyle::Fide});
        if (notation::resolveText(written, language, position).move != r.move)
            __builtin_trap();
    }
    return 0;
}
