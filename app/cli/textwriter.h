#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <initializer_list>
#include <string_view>

/// Writes a report for people straight into UTF-8. Translated patterns ("  line %1, column %2: ...")
/// are filled in place: QString::arg() per field, and the whole report converted to UTF-8 at the end,
/// cost more than replaying the game did.
class TextWriter {
public:
    /// What stands for one %N of a pattern: a number, text, or plain ASCII.
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
        void writeTo(TextWriter& w) const;

    private:
        enum class Kind { Number, Text, Ascii } m_kind;
        int m_number = 0;
        QStringView m_text;
        std::string_view m_ascii;
    };

    TextWriter& text(QStringView text);
    TextWriter& ascii(std::string_view text)
    {
        m_out.append(text.data(), qsizetype(text.size()));
        return *this;
    }
    TextWriter& number(int n);
    /// The pattern with %1 to %9 replaced by the fields, as QString::arg(a, b, ...) would.
    TextWriter& fill(QStringView pattern, std::initializer_list<Field> fields);

    QByteArray take() { return std::move(m_out); }

private:
    QByteArray m_out;
};
