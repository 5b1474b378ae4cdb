#include "jsonwriter.h"

void JsonWriter::separate()
{
    if (m_needComma)
        m_out += ',';
    m_needComma = true;
}

JsonWriter& JsonWriter::beginObject()
{
    separate();
    m_out += '{';
    m_needComma = false;
    return *this;
}

JsonWriter& JsonWriter::endObject()
{
    m_out += '}';
    m_needComma = true;
    return *this;
}

JsonWriter& JsonWriter::beginArray()
{
    separate();
    m_out += '[';
    m_needComma = false;
    return *this;
}

JsonWriter& JsonWriter::endArray()
{
    m_out += ']';
    m_needComma = true;
    return *this;
}

JsonWriter& JsonWriter::key(const char* name)
{
    separate();
    m_out += '"';
    m_out += name;
    m_out += "\":";
    m_needComma = false;
    return *this;
}

JsonWriter& JsonWriter::value(const QString& text)
{
    separate();
    m_out += '"';
    for (qsizetype i = 0; i < text.size();) {
        const char16_t u = text[i].unicode();
        if (u >= 0x80) {
            // A run of non-ASCII characters is converted whole, so surrogate pairs stay together.
            qsizetype end = i;
            while (end < text.size() && text[end].unicode() >= 0x80)
                ++end;
            m_out += QStringView(text).mid(i, end - i).toUtf8();
            i = end;
            continue;
        }
        if (u == '"' || u == '\\') {
            m_out += '\\';
            m_out += char(u);
        } else if (u < 0x20) {
            static const char hex[] = "0123456789abcdef";
            m_out += "\\u00";
            m_out += hex[u >> 4];
            m_out += hex[u & 15];
        } else {
            m_out += char(u);
        }
        ++i;
    }
    m_out += '"';
    return *this;
}

JsonWriter& JsonWriter::value(const char* latin1) { return value(QString::fromLatin1(latin1)); }

JsonWriter& JsonWriter::value(int number)
{
    separate();
    m_out += QByteArray::number(number);
    return *this;
}

JsonWriter& JsonWriter::value(bool flag)
{
    separate();
    m_out += flag ? "true" : "false";
    return *this;
}

JsonWriter& JsonWriter::null()
{
    separate();
    m_out += "null";
    return *this;
}
