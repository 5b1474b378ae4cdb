#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <algorithm>
#include <string_view>

/// Writes compact JSON straight into a byte buffer, keys in the order given (the contract's order).
/// QJsonDocument builds a tree of CBOR values first; for JSON Lines over whole tournament archives
/// that cost ten times the replay itself. The small appends (a game's entries are thousands of keys,
/// codes and numbers) are inline and copy byte by byte into room made ahead: a call to memcpy or to
/// QByteArray's append per piece cost more than the replay.
class JsonWriter {
public:
    JsonWriter& beginObject() { return open('{'); }
    JsonWriter& endObject() { return close('}'); }
    JsonWriter& beginArray() { return open('['); }
    JsonWriter& endArray() { return close(']'); }
    JsonWriter& key(std::string_view name)
    {
        char* to = startItem(name.size() + 3);
        *to++ = '"';
        for (char c : name)
            *to++ = c;
        *to++ = '"';
        *to = ':';
        m_needComma = false;
        return *this;
    }
    JsonWriter& value(QStringView text);
    JsonWriter& value(const QString& text) { return value(QStringView(text)); }
    JsonWriter& value(const char* ascii) { return value(std::string_view(ascii)); }
    JsonWriter& value(std::string_view ascii);
    JsonWriter& value(int number);
    JsonWriter& value(double number);  // to two decimals: the costs repair reports
    JsonWriter& value(bool flag) { return raw(flag ? "true" : "false"); }
    JsonWriter& null() { return raw("null"); }

    /// The text written, with a line break after it (JSON Lines); the writer is left empty.
    QByteArray takeLine()
    {
        put('\n');
        m_buffer.truncate(qsizetype(m_size));
        m_size = 0;
        m_needComma = false;
        m_data = nullptr;
        return std::move(m_buffer);
    }

private:
    char* room(std::size_t n)
    {
        if (m_size + n > std::size_t(m_buffer.size())) {
            m_buffer.resize(qsizetype(std::max(2 * std::size_t(m_buffer.size()), m_size + n + 4096)));  // not zeroed
            m_data = m_buffer.data();
        }
        char* at = m_data + m_size;
        m_size += n;
        return at;
    }
    // Room for an item of n bytes and the comma before it, if one is due; the comma is written.
    char* startItem(std::size_t n)
    {
        char* to = room(n + 1);
        if (m_needComma)
            *to++ = ',';
        else
            --m_size;
        m_needComma = true;
        return to;
    }
    void put(char c) { *room(1) = c; }
    void put(std::string_view s)
    {
        char* to = room(s.size());
        for (char c : s)
            *to++ = c;
    }
    void separate()
    {
        if (m_needComma)
            put(',');
        m_needComma = true;
    }
    JsonWriter& open(char c)
    {
        separate();
        put(c);
        m_needComma = false;
        return *this;
    }
    JsonWriter& close(char c)
    {
        put(c);
        m_needComma = true;
        return *this;
    }
    JsonWriter& raw(std::string_view text)
    {
        separate();
        put(text);
        return *this;
    }
    void putEscaped(char16_t c);

    QByteArray m_buffer;  // m_size bytes written, the rest room made ahead
    char* m_data = nullptr;  // m_buffer's bytes, kept so that no append asks whether to detach
    std::size_t m_size = 0;
    bool m_needComma = false;
};
