// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bytebuffer.h"

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>

/// The pieces of compact JSON, written at a place with room enough for them. Each returns where it ended.
namespace jsontext {

/// The most bytes a string of n characters (UTF-16 units, or bytes) takes as JSON: the quotes, and at
/// worst an escape of six bytes (\u001f) for each.
constexpr std::size_t mostBytes(std::size_t characters) { return 2 + 6 * characters; }
/// The most bytes an int takes: a sign and ten digits.
constexpr std::size_t MostNumberBytes = 11;

// Printable ASCII other than the quote and the backslash: written as it is. Most of what a report
// writes (codes, moves, FENs, entry texts) is only that.
constexpr bool needsNoEscape(char16_t c) { return c >= 0x20 && c < 0x80 && c != '"' && c != '\\'; }
/// needsNoEscape for ASCII, looked up: one load where the four comparisons cost seven instructions a
/// character of every entry's text (callgrind), too short a text for the compiler to test many at once.
inline constexpr auto AsciiNeedsNoEscape = [] {
    std::array<bool, 128> plain{};
    for (char16_t c = 0; c < 128; ++c)
        plain[c] = needsNoEscape(c);
    return plain;
}();

/// The text quoted, with escapes and non-ASCII characters in UTF-8 (the way taken when a plain copy fails).
char* writeEscaped(char* to, QStringView text);
char* writeEscaped(char* to, std::string_view ascii);

/// The text quoted. It is first copied in one pass that tests it on the way (without an early exit, so
/// that the compiler can copy many characters at a time), and written again with escapes only where
/// the test fails.
template <class Char>
char* writeString(char* to, const Char* chars, std::size_t n)
{
    *to = '"';
    bool plain = true;
    for (std::size_t i = 0; i < n; ++i) {
        const auto c = static_cast<std::make_unsigned_t<Char>>(chars[i]);
        plain &= (c < 0x80) & AsciiNeedsNoEscape[c & 0x7F];
        to[i + 1] = char(c);
    }
    if (!plain) {
        if constexpr (std::is_same_v<Char, char>)
            return writeEscaped(to, std::string_view(chars, n));
        else
            return writeEscaped(to, QStringView(chars, qsizetype(n)));
    }
    to[n + 1] = '"';
    return to + n + 2;
}
inline char* writeString(char* to, QStringView text) { return writeString(to, text.utf16(), std::size_t(text.size())); }
inline char* writeString(char* to, std::string_view ascii) { return writeString(to, ascii.data(), ascii.size()); }

/// The number in decimal, written in place from its last two digits (the numbers are lines, columns
/// and plies, up to six digits on large files: a digit at a time, with its count found by dividing
/// too, cost a tenth of the JSON report, callgrind).
inline char* writeNumber(char* to, int number)
{
    static constexpr char Pairs[] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                                    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                                    "8081828384858687888990919293949596979899";
    unsigned magnitude = number < 0 ? 0u - unsigned(number) : unsigned(number);
    if (number < 0)
        *to++ = '-';
    // Most columns, plies and move numbers have one to three digits: written without the count.
    if (magnitude < 10) {
        *to = char('0' + magnitude);
        return to + 1;
    }
    if (magnitude < 100) {
        std::memcpy(to, Pairs + 2 * magnitude, 2);
        return to + 2;
    }
    if (magnitude < 1000) {
        const unsigned hundreds = magnitude / 100;
        *to = char('0' + hundreds);
        std::memcpy(to + 1, Pairs + 2 * (magnitude - 100 * hundreds), 2);
        return to + 3;
    }
    int digits = 1;
    for (unsigned bound = 10; digits < 10 && magnitude >= bound; bound *= 10)
        ++digits;
    char* const end = to + digits;
    char* digit = end;
    for (; magnitude >= 10; magnitude /= 100) {
        const unsigned pair = magnitude % 100;
        *--digit = Pairs[2 * pair + 1];
        *--digit = Pairs[2 * pair];
    }
    if (digit != to)
        *--digit = char('0' + magnitude);
    return end;
}

/// ASCII known to need no escape (a code) quoted: copied with no test.
inline char* writePlainString(char* to, std::string_view ascii)
{
    *to++ = '"';
    for (char c : ascii) {
        Q_ASSERT(needsNoEscape(char16_t(c)));
        *to++ = c;
    }
    *to = '"';
    return to + 1;
}

/// A literal's bytes copied: its length known where it is written, the copy is a few moves rather
/// than a call to memcpy.
template <std::size_t N>
char* writeLiteral(char* to, const char (&text)[N])
{
    std::memcpy(to, text, N - 1);
    return to + N - 1;
}

}  // namespace jsontext

/// Room made at once in a JsonWriter's output for a run of JSON text whose size is bounded (an entry's
/// members with their keys), written through it with no check of room for each piece: the checks and the
/// writer's state kept in memory cost more than the bytes did (callgrind: half of the JSON report). Taken
/// from JsonWriter::reserve and handed back with JsonWriter::release; nothing else is written between.
class JsonRoom {
public:
    /// What ends a run of JSON text: a value (a comma is due before the next item) or an opening bracket.
    enum class Ending : std::uint8_t { Value, Opening };
    /// A run of JSON text the caller puts together with jsontext's pieces, keys and punctuation as whole
    /// literals between the values (key by key, an entry cost twice as many instructions), written by
    /// write(char* to), which returns where it ended; a comma before it when one is due.
    template <class Write>
    JsonRoom& text(Write write, Ending ending)
    {
        if (m_needComma)
            *m_to++ = ',';
        m_to = write(m_to);
        Q_ASSERT(m_to <= m_end);
        m_needComma = ending == Ending::Value;
        return *this;
    }

private:
    friend class JsonWriter;
    JsonRoom(char* begin, char* end, bool needComma)
        : m_to(begin)
        , m_end(end)
        , m_needComma(needComma)
    {
    }

    char* m_to;
    char* m_end;
    bool m_needComma;
};

/// Writes compact JSON straight into a byte buffer, keys in the order given (the contract's order).
/// QJsonDocument builds a tree of CBOR values first; for JSON Lines over whole tournament archives
/// that cost ten times the replay itself. The small appends (a game's entries are thousands of keys,
/// codes and numbers) are inline and copy byte by byte into room made ahead (ByteBuffer).
class JsonWriter {
public:
    JsonWriter()
        : m_out(m_own)
    {
    }
    /// Writes after what `out` holds (a run's reports go into one buffer, not copied there game by game).
    explicit JsonWriter(ByteBuffer& out)
        : m_own(0)
        , m_out(out)
    {
    }
    JsonWriter(const JsonWriter&) = delete;
    JsonWriter& operator=(const JsonWriter&) = delete;

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
        to = jsontext::writeLiteral(to, name);
        *to++ = '"';
        *to = ':';
        m_needComma = false;
        return *this;
    }
    JsonWriter& value(QStringView text);
    JsonWriter& value(const QString& text) { return value(QStringView(text)); }
    JsonWriter& value(const char* ascii) { return value(std::string_view(ascii)); }
    JsonWriter& value(std::string_view ascii);
    /// ASCII known to need no escape (a FEN) quoted, copied whole with no test: the test took a byte at a
    /// time (callgrind: about 1 % of the JSON report for the two FENs of every game).
    JsonWriter& plainValue(std::string_view ascii)
    {
        return item(ascii.size() + 2, [ascii](char* to) {
            Q_ASSERT(
                std::all_of(ascii.begin(), ascii.end(), [](char c) { return jsontext::needsNoEscape(char16_t(c)); }));
            *to++ = '"';
            std::memcpy(to, ascii.data(), ascii.size());
            to += ascii.size();
            *to++ = '"';
            return to;
        });
    }
    JsonWriter& value(int number);
    JsonWriter& value(double number);  // to two decimals: the costs repair reports
    JsonWriter& value(bool flag) { return raw(flag ? "true" : "false"); }
    JsonWriter& null() { return raw("null"); }

    /// Room for `most` bytes of items, written through the JsonRoom given; release() gives back what
    /// they did not use, and nothing else is written in between.
    JsonRoom reserve(std::size_t most)
    {
        char* begin = room(most);
        return JsonRoom(begin, begin + most, m_needComma);
    }
    void release(const JsonRoom& written)
    {
        m_out.unwrite(std::size_t(written.m_end - written.m_to));
        m_needComma = written.m_needComma;
    }

    /// Ends the line (JSON Lines); the next item starts a new value.
    void endLine()
    {
        put('\n');
        m_needComma = false;
    }
    /// The text written, with a line break after it (JSON Lines); the writer is left empty.
    QByteArray takeLine()
    {
        endLine();
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
    // Writes an item of at most `most` bytes with write(to), which returns where it ended.
    template <class Write>
    JsonWriter& item(std::size_t most, Write write)
    {
        char* const to = startItem(most);
        m_out.unwrite(std::size_t(to + most - write(to)));
        return *this;
    }

    ByteBuffer m_own{4096};  // unused when writing into another's buffer
    ByteBuffer& m_out;
    bool m_needComma = false;
};
