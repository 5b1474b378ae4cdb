// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bytebuffer.h"
#include "gameinput.h"
#include "pairreport.h"

#include "chess/position.h"
#include "repair/reconstruction.h"
#include "sheet/record.h"

#include <QByteArray>
#include <QString>

#include <bit>
#include <optional>
#include <string_view>

struct CheckOptions {
    std::optional<notation::Language> language;  // none: found by replaying
    chess::Position start = chess::Position::startPosition();
    bool reconstruct = false;  // also find the most likely complete legal game (check --reconstruct)
    const QList<GameInput>* pairWith = nullptr;  // check --pair: the other players' sheets, by game number
};

/// A game replayed and judged, ready to be reported.
struct CheckedGame {
    GameInput input;
    sheet::Record record;
    std::optional<GameProblem> error;  // why the game could not be replayed at all (too long, a broken FEN tag)
    std::optional<repair::Reconstruction> reconstruction;  // with CheckOptions::reconstruct
    std::optional<PairedGame> paired;  // with CheckOptions::pairWith, when it has the game

    /// True when every entry is ok or variant and nothing stopped the game (nor the pairing asked for).
    bool clean() const { return !error && record.allAlgebraic() && (!paired || paired->unusable.isEmpty()); }
};

/// The problem of a game whose FEN tag is unusable: where in the tag, and the FEN's error.
GameProblem unusableFenTag(const GameInput& input, const chess::FenDiagnostic& fenError);

/// Replays one game: its FEN tag, if any, gives the start position; else the options do.
CheckedGame checkGame(GameInput input, const CheckOptions& options);

/// Calls use() with each code of the entry's notation findings, then of its place findings.
template <typename Use>
void forEachFindingCode(const sheet::EntryRecord& e, Use use)
{
    e.resolution.findings.forEach([&](notation::Finding f) { use(notation::findingCode(f)); });
    for (unsigned bits = e.placeFindings; bits != 0; bits &= bits - 1)  // the set bits only, lowest first
        use(sheet::placeFindingCode(sheet::PlaceFinding(std::countr_zero(bits))));
}

/// "white" or "black": a side as every JSON object of the tool writes it.
std::string_view sideCode(chess::Color side);

/// One JSON object on one line, as docs/command-line.md section 4 describes, ending in a line break,
/// after what `out` holds.
void writeJsonReport(const CheckedGame& game, ByteBuffer& out);
