// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the FEN reader: any bytes give a position or an error, never a crash, and a
// position that loads writes a FEN that loads back to the same position.

#include "chess/fen.h"
#include "chess/movegen.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const chess::FenResult read = chess::parseFen(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!read.position)
        return 0;
    const chess::FenResult again = chess::parseFen(chess::toFen(*read.position));
    if (!again.position || !(*again.position == *read.position) || again.position->key() != read.position->key())
        __builtin_trap();
    chess::MoveList moves;
    chess::generateLegalMoves(*read.position, moves);
    return 0;
}
