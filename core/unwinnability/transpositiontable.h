#pragma once

#include "packedposition.h"

#include <cstdint>
#include <memory>

namespace unwinnability {

/// What the helpmate search learnt about a position (helpmatesearch.h).
///  - Closed: no mate by the winner can follow from it, by any moves (proved; kept for the whole analysis).
///  - Open: no mate within `depth` plies and `discrepancies` departures from the preferred moves; valid only
///    within the search pass (`pass`) that found it.
struct TableEntry {
    PackedPosition position;
    std::uint8_t depth = 0;
    std::uint8_t discrepancies = 0;
    bool closed = false;
    std::uint32_t pass = 0;
};

/// A fixed-size table of positions, indexed by their Zobrist key and checked by their exact identity.
/// Passes are numbered upwards over the table's life, so nothing is ever cleared: an entry of an
/// earlier analysis is simply stale (an analysis starts at a pass number above every earlier one).
class TranspositionTable {
public:
    explicit TranspositionTable(int log2Entries);

    /// The entry for the position, or nullptr; stale entries (before `firstPass`) are not found.
    const TableEntry* find(std::uint64_t key, const PackedPosition& position, std::uint32_t firstPass) const;
    /// Stores an entry, replacing the same position's, else a stale one, else the shallower of the two
    /// in the bucket (a Closed entry outranks any Open one).
    void store(std::uint64_t key, const TableEntry& entry, std::uint32_t firstPass);

private:
    static constexpr int BucketSize = 2;
    std::unique_ptr<TableEntry[]> m_entries;
    std::uint64_t m_bucketMask;
};

}  // namespace unwinnability
