// SPDX-License-Identifier: GPL-3.0-or-later
// Every interface language offered is complete (issue 24): its translation file words every message,
// every plural form, and keeps what the program fills in (%1, %n) and the markup, so that no user of
// that language meets an English sentence or a number that went missing.
#include "translations.h"
#include "tsfile.h"

#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

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
    const TsFile ts = readTsFile(QStringLiteral(SCORECHECK_TRANSLATIONS "/scorecheck_%1.ts").arg(code));
    if (ts.messages.isEmpty() && !ts.error.isEmpty())
        return {{QString(), QStringLiteral("no translation file: ") + ts.error}};
    for (const TsMessage& message : ts.messages) {
        if (message.state == TsMessage::State::Gone)
            continue;
        messages.insert({message.context, message.source});
        if (message.state == TsMessage::State::Unfinished)
            problems.append({message.source, QStringLiteral("unfinished")});
        for (const QString& form : message.forms) {
            if (form.trimmed().isEmpty()) {
                problems.append({message.source, QStringLiteral("empty")});
                continue;
            }
            // A plural form may word the count itself ("one move", "eine Partie"): %n may be left out.
            QStringList want = kept(message.source);
            QStringList have = kept(form);
            if (message.plural && !have.contains(QStringLiteral("%n")))
                want.removeAll(QStringLiteral("%n"));
            if (want != have)
                problems.append({message.source,
                    QStringLiteral("keeps %1 of %2 in \"%3\"").arg(have.join(u' '), want.join(u' '), form)});
        }
    }
    if (!ts.error.isEmpty())
        problems.append({QString(), QStringLiteral("unreadable: ") + ts.error});
    return problems;
}

// The letter after a text's mnemonic marker (`&x`, a literal `&&` not counted), lower case; empty without one.
QString mnemonicOf(QString text)
{
    text.remove(QStringLiteral("&&"));
    const qsizetype at = text.indexOf(u'&');
    return at >= 0 && at + 1 < text.size() ? text.mid(at + 1, 1).toLower() : QString();
}

// Messages of one context (one dialog or menu) whose mnemonics clash in `code`'s file, where the English
// sources of that context give each a letter of its own: two controls on one dialog would then answer
// the same Alt+letter, and the second could not be reached with it.
QStringList clashingMnemonics(const QString& code)
{
    const TsFile ts = readTsFile(QStringLiteral(SCORECHECK_TRANSLATIONS "/scorecheck_%1.ts").arg(code));
    QMap<QString, QList<TsMessage>> byContext;
    for (const TsMessage& m : ts.messages) {
        if (m.state != TsMessage::State::Gone && !m.plural && !mnemonicOf(m.source).isEmpty())
            byContext[m.context] << m;
    }
    QStringList clashes;
    for (auto c = byContext.cbegin(); c != byContext.cend(); ++c) {
        QSet<QString> englishLetters;
        for (const TsMessage& m : c.value())
            englishLetters.insert(mnemonicOf(m.source));
        if (englishLetters.size() < c.value().size())
            continue;  // the context's texts are not all shown together (the menus of one window)
        QMap<QString, QString> byLetter;
        for (const TsMessage& m : c.value()) {
            const QString text = m.forms.value(0);
            const QString letter = mnemonicOf(text);
            if (letter.isEmpty())
                continue;
            if (byLetter.contains(letter))
                clashes << QStringLiteral("%1: \"%2\" and \"%3\"").arg(c.key(), byLetter[letter], text);
            byLetter[letter] = text;
        }
    }
    return clashes;
}

}  // namespace

class TestTranslationFiles : public QObject {
    Q_OBJECT

private slots:
    void everyMessageIsTranslated_data();
    void everyMessageIsTranslated();
    void aMissingArgumentIsCaught();
    void mnemonicsStayDistinct_data() { everyMessageIsTranslated_data(); }
    void mnemonicsStayDistinct();
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

// Where the English texts of a dialog give every control its own Alt+letter, so does each translation.
void TestTranslationFiles::mnemonicsStayDistinct()
{
    QFETCH(QString, code);
    const QStringList clashes = clashingMnemonics(code);
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestTranslationFiles)
#include "tst_translationfiles.moc"
