// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bytebuffer.h"

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <initializer_list>
#include <string_view>
#include <vector>

/// A translated pattern ("  line %1, column %2: ...") cut once into its literal pieces, in UTF-8, and the
/// fields (%1 to %9) between them: a report fills the same few patterns for every game.
class TextPattern {
public:
    explicit TextPattern(QStringView pattern);

private:
    friend class TextWriter;
    struct Piece {
        int literalEnd;  // the piece's literal text ends here in m_literals (it starts where the last ended)
        int field;  // then this field (0 for %1), or -1 at the end
    };
    QByteArray m_literals;
    std::vector<Piece> m_pieces;
};

/// Writes a report for people straight into UTF-8. Translated patterns ("  line %1, column %2: ...")
/// are filled in place: QString::arg() per field, and the whole report converted to UTF-8 at the end,
/// cost more than replaying the game did.
class TextWriter {
public:
    /// `slack`: how much room to make beyond what is asked when the text outgrows its buffer (ByteBuffer's).
    explicit TextWriter(std::size_t slack = 256)
        : m_out(slack)
    {
    }

    /// What stands for one %N of a pattern: a number, text, or bytes already in UTF-8 (words translated
    /// once for every report need not be converted for each).
    class Field {
    public:
        Field(int number)
            : m_kind(Kind::Number)
            , m_number(number)
        {
        }
        Field(QStringView text)
            : m_kind(Kind::Text)
            , m_text(text)
        {
        }
        Field(const QString& text)
            : Field(QStringView(text))
        {
        }
        Field(std::string_view ascii)
            : m_kind(Kind::Ascii)
            , m_ascii(ascii)
        {
        }
        Field(const char* ascii)
            : Field(std::string_view(ascii))
        {
        }
        Field(const QByteArray& utf8)
            : Field(std::string_view(utf8.constData(), std::size_t(utf8.size())))
        {
        }
        void writeTo(TextWriter& w) const;

    private:
        enum class Kind { Number, Text, Ascii } m_kind;
        int m_number = 0;
        QStringView m_text;
        std::string_view m_ascii;
    };

    TextWriter& text(QStringView text);
    /// Bytes as they are: ASCII, or text already in UTF-8.
    TextWriter& ascii(std::string_view text)
    {
        char* to = room(text.size());
        for (char c : text)
            *to++ = c;
        return *this;
    }
    TextWriter& number(int n);
    /// The pattern with %1 to %9 replaced by the fields, as QString::arg(a, b, ...) would.
    TextWriter& fill(const TextPattern& pattern, std::initializer_list<Field> fields);

    QByteArray take() { return m_out.take(); }
    /// The bytes written so far, for a writer of another form to go on after them (a run's JSON reports).
    ByteBuffer& bytes() { return m_out; }

private:
    char* room(std::size_t n) { return m_out.room(n); }

    ByteBuffer m_out;
};
