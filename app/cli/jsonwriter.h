// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bytebuffer.h"

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <cstring>
#include <string_view>

/// Writes compact JSON straight into a byte buffer, keys in the order given (the contract's order).
/// QJsonDocument builds a tree of CBOR values first; for JSON Lines over whole tournament archives
/// that cost ten times the replay itself. The small appends (a game's entries are thousands of keys,
/// codes and numbers) are inline and copy byte by byte into room made ahead (ByteBuffer).
class JsonWriter {
public:
    JsonWriter& beginObject() { return open('{'); }
    JsonWriter& endObject() { return close('}'); }
    JsonWriter& beginArray() { return open('['); }
    JsonWriter& endArray() { return close(']'); }
    /// A key is a literal: its length known where it is written, the copy is a few moves rather than
    /// a call to memcpy (callgrind: a tenth of the JSON report).
    template <std::size_t N>
    JsonWriter& key(const char (&name)[N])
    {
        constexpr std::size_t length = N - 1;
        char* to = startItem(length + 3);
        *to++ = '"';
        std::memcpy(to, name, length);
        to += length;
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
        m_needComma = false;
        return m_out.take();
    }

private:
    char* room(std::size_t n) { return m_out.room(n); }
    // Room for an item of n bytes and the comma before it, if one is due; the comma is written.
    char* startItem(std::size_t n)
    {
        char* to = room(n + 1);
        if (m_needComma)
            *to++ = ',';
        else
            m_out.unwrite(1);
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
    // The characters quoted, when none needs an escape; otherwise nothing is written and false returned.
    template <class Char>
    bool writePlain(const Char* chars, std::size_t n);

    ByteBuffer m_out{4096};
    bool m_needComma = false;
};
