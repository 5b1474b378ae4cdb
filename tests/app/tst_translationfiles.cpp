// SPDX-License-Identifier: GPL-3.0-or-later
// Every interface language offered is complete (issue 24): its translation file words every message,
// every plural form, and keeps what the program fills in (%1, %n) and the markup, so that no user of
// that language meets an English sentence or a number that went missing.
#include "translations.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

#include <set>
#include <tuple>

namespace {

struct Message {
    QString context;
    QString source;
    friend bool operator<(const Message& a, const Message& b)
    {
        return std::tie(a.context, a.source) < std::tie(b.context, b.source);
    }
};

struct Problem {
    QString source;
    QString what;
};

// What the program puts into a message and a translation must keep: the numbered arguments and the
// count (Qt's %1..%99, %L1, %n) and the rich-text tags. How often is the language's choice ("%1 loses: it
// is %1's second..." may say "his" the second time).
QStringList kept(const QString& text)
{
    static const QRegularExpression marker(QStringLiteral(R"(%L?(\d{1,2}|n)|</?[a-zA-Z][a-zA-Z0-9]*)"));
    QStringList found;
    for (const QRegularExpressionMatch& m : marker.globalMatch(text))
        found << m.captured(0).toLower();
    found.sort();
    found.removeDuplicates();
    return found;
}

// The problems of one language's file; `messages` gets every message it words.
QList<Problem> problemsOf(const QString& code, std::set<Message>& messages)
{
    QList<Problem> problems;
    QFile file(QStringLiteral(SCORECHECK_TRANSLATIONS "/scorecheck_%1.ts").arg(code));
    if (!file.open(QIODevice::ReadOnly))
        return {{QString(), QStringLiteral("no translation file: ") + file.errorString()}};
    QXmlStreamReader xml(&file);
    QString context, source;
    bool plural = false;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"name") {
            context = xml.readElementText();
        } else if (xml.name() == u"message") {
            plural = xml.attributes().value(QStringLiteral("numerus")) == u"yes";
        } else if (xml.name() == u"source") {
            source = xml.readElementText();
        } else if (xml.name() == u"translation") {
            const QString type = xml.attributes().value(QStringLiteral("type")).toString();
            if (type == u"vanished" || type == u"obsolete")
                continue;
            messages.insert({context, source});
            if (type == u"unfinished")
                problems.append({source, QStringLiteral("unfinished")});
            QStringList forms;
            if (plural) {
                while (xml.readNextStartElement())
                    forms << xml.readElementText();
            } else {
                forms << xml.readElementText();
            }
            for (const QString& form : std::as_const(forms)) {
                if (form.trimmed().isEmpty()) {
                    problems.append({source, QStringLiteral("empty")});
                    continue;
                }
                // A plural form may word the count itself ("one move", "eine Partie"): %n may be left out.
                QStringList want = kept(source);
                QStringList have = kept(form);
                if (plural && !have.contains(QStringLiteral("%n")))
                    want.removeAll(QStringLiteral("%n"));
                if (want != have)
                    problems.append({source,
                        QStringLiteral("keeps %1 of %2 in \"%3\"").arg(have.join(u' '), want.join(u' '), form)});
            }
        }
    }
    if (xml.hasError())
        problems.append({QString(), QStringLiteral("unreadable: ") + xml.errorString()});
    return problems;
}

}  // namespace

class TestTranslationFiles : public QObject {
    Q_OBJECT

private slots:
    void everyMessageIsTranslated_data();
    void everyMessageIsTranslated();
    void aMissingArgumentIsCaught();
};

void TestTranslationFiles::everyMessageIsTranslated_data()
{
    QTest::addColumn<QString>("code");
    for (const QString& code : translations::available()) {
        if (code != u"en")  // the source language
            QTest::newRow(qPrintable(code)) << code;
    }
}

void TestTranslationFiles::everyMessageIsTranslated()
{
    QFETCH(QString, code);
    // German was the first translation: every language words the same messages (a file that lupdate
    // has not filled, or that lost messages in a merge, words fewer).
    std::set<Message> german;
    QVERIFY(problemsOf(QStringLiteral("de"), german).isEmpty());
    QVERIFY(german.size() > 100);
    std::set<Message> messages;
    QList<Problem> problems = problemsOf(code, messages);
    for (const Message& m : german) {
        if (!messages.contains(m))
            problems.append({m.source, QStringLiteral("missing")});
    }
    QStringList lines;
    for (const Problem& p : problems.first(std::min<qsizetype>(problems.size(), 20)))
        lines << p.what + QStringLiteral(": ") + p.source.left(80);
    QVERIFY2(problems.isEmpty(),
        qPrintable(QStringLiteral("%1 problems, the first:\n").arg(problems.size()) + lines.join(u'\n')));
}

// The check itself: a translation that lost its %1 is reported, one that keeps it is not.
void TestTranslationFiles::aMissingArgumentIsCaught()
{
    QVERIFY(kept(QStringLiteral("Move %1 by %2")) != kept(QStringLiteral("Zug %1")));
    QCOMPARE(kept(QStringLiteral("<b>%n</b> moves")), kept(QStringLiteral("<b>%n</b> Züge")));
}

QTEST_GUILESS_MAIN(TestTranslationFiles)
#include "tst_translationfiles.moc"
