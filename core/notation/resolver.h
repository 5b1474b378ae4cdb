// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "finding.h"
#include "language.h"
#include "movewriter.h"
#include "verdict.h"
#include "writtenmove.h"

#include "chess/move.h"
#include "chess/position.h"

#include <QStringView>

#include <array>
#include <cstdint>

namespace notation {

/// What a written move means in a position.
struct Resolution {
    static constexpr int MaxCandidates = 16;

    Verdict verdict = Verdict::Unreadable;
    chess::Move move;  // the legal move, when exactly one fits
    std::array<chess::Move, MaxCandidates> candidates{};  // every legal move that fits, when several do
    std::uint8_t candidateCount = 0;
    Findings findings;
    bool drawOffer = false;  // "(=)" was written with the entry (resolveText only)
    MoveMarks marks;  // what writing `move` takes beyond the board (a resolved entry only)
    chess::Bitboard checks = 0;  // the pieces that give check once `move` is played (a resolved entry only)

    bool isResolved() const { return notation::isResolved(verdict); }
};

/// Judges a written move in a position: the verdict, the move when exactly one legal move fits, the
/// candidates when several do, and the findings about its form (docs/specification.md sections 1, 2, 4). Only
/// legal moves count, for ambiguity as for disambiguation. Never allocates.
Resolution resolve(const WrittenMove& written, const chess::Position& position);

/// Reads and judges the text of one entry. Where the text reads two ways (see readMoveReadings),
/// the reading that gives a legal move wins; if both do, the entry is ambiguous.
Resolution resolveText(QStringView text, Language language, const chess::Position& position);
/// The same, written into `into` (reset first): a replay judges each entry into its place in the record
/// (copied there from a returned value, it was read back before its stores had landed: 3 % of `check`'s
/// processor time in paired runs).
void resolveText(QStringView text, Language language, const chess::Position& position, Resolution& into);

}  // namespace notation
