// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <algorithm>
#include <cstddef>

/// Bytes written into room made ahead. The reports' small appends (keys, codes, numbers, pieces of
/// text) copy byte by byte into it: QByteArray's append per piece, or a call to memcpy, cost more than
/// the pieces did.
class ByteBuffer {
public:
    /// `slack`: how much room to make beyond what is asked, when the buffer grows.
    explicit ByteBuffer(std::size_t slack)
        : m_slack(slack)
    {
    }

    /// Room for n more bytes, counted as written: the caller fills them.
    char* room(std::size_t n)
    {
        if (m_size + n > std::size_t(m_buffer.size())) {
            m_buffer.resize(qsizetype(std::max(2 * std::size_t(m_buffer.size()), m_size + n + m_slack)));  // not zeroed
            m_data = m_buffer.data();
        }
        char* at = m_data + m_size;
        m_size += n;
        return at;
    }
    /// Takes back the last n bytes counted as written.
    void unwrite(std::size_t n) { m_size -= n; }

    /// The bytes written; the buffer is left empty.
    QByteArray take()
    {
        m_buffer.truncate(qsizetype(m_size));
        m_size = 0;
        m_data = nullptr;
        return std::move(m_buffer);
    }

private:
    QByteArray m_buffer;  // m_size bytes written, the rest room made ahead
    char* m_data = nullptr;  // m_buffer's bytes, kept so that no append asks whether to detach
    std::size_t m_size = 0;
    std::size_t m_slack;
};
