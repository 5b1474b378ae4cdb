// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "packedposition.h"

#include <cstdint>
#include <memory>

namespace unwinnability {

/// What a pass of the helpmate search (helpmatesearch.h) learnt about a position: no mate within `depth`
/// plies and `discrepancies` departures from the preferred moves. Valid only within that pass.
struct TableEntry {
    PackedPosition position;
    std::uint8_t depth = 0;
    std::uint8_t discrepancies = 0;
    std::uint32_t pass = 0;
};

/// A fixed-size table of positions, indexed by their Zobrist key and checked by their exact identity.
/// Passes are numbered upwards over the table's life, so nothing is ever cleared: an entry of an
/// earlier pass is simply stale.
class TranspositionTable {
public:
    explicit TranspositionTable(int log2Entries);

    /// The entry of pass `pass` for the position, or nullptr.
    const TableEntry* find(std::uint64_t key, const PackedPosition& position, std::uint32_t pass) const;
    /// Stores an entry, replacing the same position's of its pass, else one of an earlier pass, else the
    /// shallower of the two in the bucket.
    void store(std::uint64_t key, const TableEntry& entry);

private:
    static constexpr int BucketSize = 2;
    std::unique_ptr<TableEntry[]> m_entries;
    std::uint64_t m_bucketMask;
};

}  // namespace unwinnability
