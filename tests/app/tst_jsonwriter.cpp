// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <climits>

/// The JSON the batch tool writes, held against Qt's own parser: what goes in comes back out, whatever
/// the text holds (quotes, backslashes, control characters, Hebrew, a surrogate pair), and the commas
/// stand right when a plain copy is tried and taken back.
class TestJsonWriter : public QObject {
    Q_OBJECT

private:
    static QJsonObject parsed(JsonWriter& w)
    {
        const QByteArray line = w.takeLine();
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError)
            qWarning() << "not JSON:" << line << error.errorString();
        return document.object();
    }

private slots:
    void everyTextComesBackAsWritten_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("plain move") << QStringLiteral("Nf3");
        QTest::newRow("empty") << QString();
        QTest::newRow("a name with quotes") << QStringLiteral("Paul \"Blind\" Morphy");
        QTest::newRow("a backslash") << QStringLiteral("e4\\e5");
        QTest::newRow("a tab and a bell") << QStringLiteral("e4\te5\a");
        QTest::newRow("German figurine letters") << QStringLiteral("Sf3 Läufer");
        QTest::newRow("Hebrew") << QStringLiteral("פ-ו3");
        QTest::newRow("a surrogate pair") << QStringLiteral("♘f3 \U0001F600");
        QTest::newRow("quote at the end") << QStringLiteral("Nf3\"");
    }
    void everyTextComesBackAsWritten()
    {
        QFETCH(QString, text);
        JsonWriter w;
        // Each kind of value after one that was written plainly, and one after the text itself: a plain
        // copy that is taken back must leave the comma before it, and the one after it, in place.
        w.beginObject().key("before").value("e2e4").key("text").value(text);
        w.key("code").value("unreadable");
        w.key("after").value(7);
        w.key("list").beginArray().value("e2e4").value(text).value(7).endArray().endObject();
        const QJsonObject o = parsed(w);
        QCOMPARE(o.value("before").toString(), QStringLiteral("e2e4"));
        QCOMPARE(o.value("text").toString(), text);
        QCOMPARE(o.value("code").toString(), QStringLiteral("unreadable"));
        QCOMPARE(o.value("after").toInt(), 7);
        const QJsonArray list = o.value("list").toArray();
        QCOMPARE(list.size(), 3);
        QCOMPARE(list.at(1).toString(), text);
        QCOMPARE(list.at(2).toInt(), 7);
    }

    void asciiWithQuotesAndControlsIsEscaped()
    {
        JsonWriter w;
        w.beginArray().value(std::string_view("a\"b")).value(std::string_view("c\\d")).value(std::string_view("\x01"));
        w.endArray();
        const QByteArray line = w.takeLine();
        QCOMPARE(line, QByteArray("[\"a\\\"b\",\"c\\\\d\",\"\\u0001\"]\n"));
    }

    void numbersAreWrittenInFull_data()
    {
        QTest::addColumn<int>("number");
        for (int n : {0, 1, 9, 10, 99, 100, 101, 999, 1000, 12345, -1, -10, -100, -999, -987654, INT_MAX, INT_MIN})
            QTest::newRow(qPrintable(QString::number(n))) << n;
    }
    void numbersAreWrittenInFull()
    {
        QFETCH(int, number);
        JsonWriter w;
        w.beginArray().value(number).value(number).endArray();
        QCOMPARE(w.takeLine(), "[" + QByteArray::number(number) + "," + QByteArray::number(number) + "]\n");
    }

    void keysAndNestingKeepTheirCommas()
    {
        JsonWriter w;
        w.beginObject().key("a").beginArray().endArray().key("b").beginObject().key("c").null().endObject();
        w.key("d").value(true).key("e").value(false).endObject();
        QCOMPARE(w.takeLine(), QByteArray("{\"a\":[],\"b\":{\"c\":null},\"d\":true,\"e\":false}\n"));
    }

    // An entry's members are written through room made once (JsonRoom), as a run of text put together
    // from jsontext's pieces: the same bytes as the writer's own calls, and the room not used is given back.
    void aRoomWritesWhatTheWriterWrites()
    {
        const QString text = QStringLiteral("Paul \"Blind\" Morphy ♘\t");
        JsonWriter byWriter;
        byWriter.beginArray().value(1).beginObject();
        byWriter.key("n").value(INT_MIN).key("text").value(text).key("code").value("e2e4").key("none").null();
        byWriter.key("after").value(true).endObject().endArray();
        JsonWriter byRoom;
        byRoom.beginArray().value(1);
        JsonRoom room = byRoom.reserve(4096);
        room.text(
            [&text](char* to) {
                to = jsontext::writeLiteral(to, "{\"n\":");
                to = jsontext::writeNumber(to, INT_MIN);
                to = jsontext::writeLiteral(to, ",\"text\":");
                to = jsontext::writeString(to, QStringView(text));
                to = jsontext::writeLiteral(to, ",\"code\":");
                to = jsontext::writePlainString(to, "e2e4");
                return jsontext::writeLiteral(to, ",\"none\":null");
            },
            JsonRoom::Ending::Value);
        byRoom.release(room);
        byRoom.key("after").value(true).endObject().endArray();
        QCOMPARE(byRoom.takeLine(), byWriter.takeLine());
    }

    // A run of text put together by the caller (an entry's object up to its suggestions) takes the comma
    // due before it, and leaves the next item's comma to what it ends with.
    void aRunOfTextKeepsTheCommas()
    {
        JsonWriter w;
        w.beginArray().value(1);
        JsonRoom room = w.reserve(64);
        room.text([](char* to) { return jsontext::writeLiteral(to, "{\"a\":["); }, JsonRoom::Ending::Opening);
        w.release(room);
        w.value(2).value(3).endArray().endObject();
        room = w.reserve(64);
        room.text([](char* to) { return jsontext::writeLiteral(to, "\"b\""); }, JsonRoom::Ending::Value);
        w.release(room);
        w.value(4).endArray();
        QCOMPARE(w.takeLine(), QByteArray("[1,{\"a\":[2,3]},\"b\",4]\n"));
    }

    void aLongTextGrowsTheBuffer()
    {
        const QString text(100000, u'x');
        JsonWriter w;
        w.beginObject().key("text").value(text).endObject();
        QCOMPARE(parsed(w).value("text").toString(), text);
    }
};

QTEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_jsonwriter.moc"
