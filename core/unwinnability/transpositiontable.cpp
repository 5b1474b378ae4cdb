// SPDX-License-Identifier: GPL-3.0-or-later
#include "transpositiontable.h"

namespace unwinnability {

TranspositionTable::TranspositionTable(int log2Entries)
    : m_entries(new TableEntry[std::size_t(1) << log2Entries]())
    , m_bucketMask((std::uint64_t(1) << log2Entries) / BucketSize - 1)
{
}

const TableEntry* TranspositionTable::find(std::uint64_t key, const PackedPosition& position, std::uint32_t pass) const
{
    const TableEntry* bucket = &m_entries[(key & m_bucketMask) * BucketSize];
    for (int i = 0; i < BucketSize; ++i)
        if (bucket[i].pass == pass && bucket[i].position == position)
            return &bucket[i];
    return nullptr;
}

void TranspositionTable::store(std::uint64_t key, const TableEntry& entry)
{
    const std::uint32_t pass = entry.pass;
    TableEntry* bucket = &m_entries[(key & m_bucketMask) * BucketSize];
    TableEntry* victim = nullptr;
    for (int i = 0; i < BucketSize; ++i) {
        TableEntry& e = bucket[i];
        if (e.pass == pass && e.position == entry.position) {
            victim = &e;
            break;
        }
        const auto worth = [&](const TableEntry& x) { return x.pass != pass ? -1 : int(x.depth); };
        if (!victim || worth(e) < worth(*victim))
            victim = &e;
    }
    *victim = entry;
}

}  // namespace unwinnability
