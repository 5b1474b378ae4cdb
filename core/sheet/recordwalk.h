// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "record.h"

#include "notation/movewriter.h"

#include <QtGlobal>

#include <iterator>

namespace sheet {

/// One entry of a record as a walk meets it: its index, the entry, and the position before it (for an
/// entry the replay did not play, the position where the replay stopped).
struct WalkedEntry {
    int index;
    const EntryRecord& record;
    const chess::Position& before;

    /// A played entry's move written with `options`, with the marks the replay kept (no move generation).
    notation::MoveText writtenMove(const notation::WriteOptions& options) const
    {
        return notation::writeMove(before, record.resolution.move, record.resolution.marks, options);
    }
};

/// The one way through a record with the board: the entries in order, each with the position before it,
/// played forward from the start with the moves and checks the replay found (one move per played entry,
/// no move generation). Use it as a range: `for (const WalkedEntry& w : RecordWalk(record))`. The record
/// must outlive the walk.
class RecordWalk {
public:
    struct End { };
    class Iterator {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = WalkedEntry;
        using difference_type = std::ptrdiff_t;

        explicit Iterator(const Record& record)
            : m_record(&record)
            , m_position(record.start)
        {
        }

        WalkedEntry operator*() const { return {m_index, m_record->entries[m_index], m_position}; }
        Iterator& operator++()
        {
            const EntryRecord& e = m_record->entries[m_index];
            if (e.ply > 0) {
                m_position.doMove(
                    e.resolution.move, e.resolution.checks);  // the replay keeps every played entry's checks
                Q_ASSERT(m_position.key() == e.key);
            }
            ++m_index;
            return *this;
        }
        bool operator==(End) const { return m_index == m_record->entries.size(); }

        /// The position after every entry walked so far.
        const chess::Position& position() const { return m_position; }

    private:
        const Record* m_record;
        int m_index = 0;
        chess::Position m_position;
    };

    explicit RecordWalk(const Record& record)
        : m_record(record)
    {
    }
    Iterator begin() const { return Iterator(m_record); }
    End end() const { return {}; }

private:
    const Record& m_record;
};

}  // namespace sheet
