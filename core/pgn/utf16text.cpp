// SPDX-License-Identifier: GPL-3.0-or-later
#include "utf16text.h"

#include <QStringDecoder>

#include <algorithm>
#include <cstring>

namespace pgn {
namespace {

// A read-only sequential device: the UTF-16 text of its source, decoded chunk by chunk into UTF-8.
class Utf16Decoding : public QIODevice {
public:
    Utf16Decoding(QIODevice& source, QStringConverter::Encoding encoding)
        : m_source(source)
        , m_decoder(encoding)  // the byte-order mark is dropped, as the decoder does by default
    {
        open(QIODevice::ReadOnly);
    }

    bool isSequential() const override { return true; }
    bool atEnd() const override { return m_pending.isEmpty() && m_source.atEnd() && QIODevice::atEnd(); }
    qint64 bytesAvailable() const override { return m_pending.size() + QIODevice::bytesAvailable(); }

protected:
    qint64 readData(char* data, qint64 size) override
    {
        constexpr qint64 Chunk = 1 << 16;
        while (m_pending.size() < size) {
            const QByteArray raw = m_source.read(Chunk);
            if (raw.isEmpty())
                break;
            m_pending += QString(m_decoder(raw)).toUtf8();
        }
        const qint64 n = std::min<qint64>(size, m_pending.size());
        std::memcpy(data, m_pending.constData(), std::size_t(n));
        m_pending.remove(0, n);
        return n;
    }
    qint64 writeData(const char*, qint64) override { return -1; }

private:
    QIODevice& m_source;
    QStringDecoder m_decoder;
    QByteArray m_pending;  // decoded, not yet handed out
};

}  // namespace

std::unique_ptr<QIODevice> utf16AsUtf8(QIODevice& device)
{
    const QByteArray mark = device.peek(2);
    if (mark == QByteArrayView("\xFF\xFE"))
        return std::make_unique<Utf16Decoding>(device, QStringConverter::Utf16LE);
    if (mark == QByteArrayView("\xFE\xFF"))
        return std::make_unique<Utf16Decoding>(device, QStringConverter::Utf16BE);
    return nullptr;
}

bool looksLikeUtf16WithoutMark(QByteArrayView head)
{
    const qsizetype pairs = std::min<qsizetype>(head.size(), 512) / 2;
    if (pairs < 4)
        return false;
    qsizetype zeros[2] = {0, 0};  // in the first byte of a pair, in the second
    for (qsizetype i = 0; i < pairs; ++i)
        for (int b = 0; b < 2; ++b)
            zeros[b] += head[2 * i + b] == 0 ? 1 : 0;
    const qsizetype many = std::max(zeros[0], zeros[1]), few = std::min(zeros[0], zeros[1]);
    return 4 * many >= 3 * pairs && 16 * few <= pairs;
}

}  // namespace pgn
