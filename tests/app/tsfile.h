// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

/// One message of a Qt Linguist file as the tests read it.
struct TsMessage {
    enum class State { Finished, Unfinished, Gone };  // Gone: vanished or obsolete, no longer in the source
    QString context;
    QString source;
    State state = State::Finished;
    bool plural = false;  // worded with its count (%n): one form per plural form of the language
    QStringList forms;  // the translation, or its plural forms
};

struct TsFile {
    QList<TsMessage> messages;
    QString error;  // why the file could not be read, or where it stopped being readable
};

/// The messages of the translation file at `path`, in the file's order.
inline TsFile readTsFile(const QString& path)
{
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = file.errorString();
        return ts;
    }
    QXmlStreamReader xml(&file);
    TsMessage message;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"name") {
            message.context = xml.readElementText();
        } else if (xml.name() == u"message") {
            message.plural = xml.attributes().value(QStringLiteral("numerus")) == u"yes";
        } else if (xml.name() == u"source") {
            message.source = xml.readElementText();
        } else if (xml.name() == u"translation") {
            const QStringView type = xml.attributes().value(QStringLiteral("type"));
            message.state = type == u"vanished" || type == u"obsolete" ? TsMessage::State::Gone
                : type == u"unfinished"                                ? TsMessage::State::Unfinished
                                                                       : TsMessage::State::Finished;
            message.forms.clear();
            if (message.plural) {
                while (xml.readNextStartElement())
                    message.forms << xml.readElementText();
            } else {
                message.forms << xml.readElementText();
            }
            ts.messages << message;
        }
    }
    if (xml.hasError())
        ts.error = xml.errorString();
    return ts;
}
