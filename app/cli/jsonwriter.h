#pragma once

#include <QByteArray>
#include <QString>

/// Writes compact JSON straight into a byte array, keys in the order given (the contract's order).
/// QJsonDocument builds a tree of CBOR values first; for JSON Lines over whole tournament archives
/// that cost ten times the replay itself.
class JsonWriter {
public:
    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    JsonWriter& key(const char* name);
    JsonWriter& value(const QString& text);
    JsonWriter& value(const char* latin1);
    JsonWriter& value(int number);
    JsonWriter& value(bool flag);
    JsonWriter& null();

    const QByteArray& bytes() const { return m_out; }

private:
    void separate();

    QByteArray m_out;
    bool m_needComma = false;
};
