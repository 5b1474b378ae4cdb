// SPDX-License-Identifier: GPL-3.0-or-later
// The window in every interface language: notation keeps its own direction inside right-to-left text,
// a language switch leaves no word of the language before, and every move shown is written in the
// notation the user sees (the sheet's own, unless another is chosen under Show moves as).

#include "comparedialog.h"
#include "flagdialog.h"
#include "mainwindow.h"
#include "movetablemodel.h"
#include "readabletext.h"
#include "reconstructiondialog.h"
#include "sheeteditor.h"
#include "sheetsession.h"
#include "tsfile.h"
#include "uilanguage.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDialog>
#include <QGlyphRun>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMetaProperty>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QTimer>
#include <QToolBar>
#include <QToolTip>

#include <algorithm>
#include <numeric>

namespace {

bool isDirectionMark(QChar c) { return readable(QString(c)).isEmpty(); }

// The characters of `notation`, as they appear in `text` laid out on one line in a paragraph of
// `direction`, from left to right (their indices in `notation`); empty when the text does not hold it.
QList<int> visualOrder(const QString& notation, const QString& text, Qt::LayoutDirection direction)
{
    QList<int> at;  // where each readable character stands in the text
    for (int i = 0; i < text.size(); ++i)
        if (!isDirectionMark(text[i]))
            at << i;
    const qsizetype found = readable(text).indexOf(notation);
    if (found < 0)
        return {};
    QTextLayout layout(text);
    QTextOption option;
    option.setTextDirection(direction);
    layout.setTextOption(option);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(1e6);
    layout.endLayout();
    QList<qreal> centre;  // of each character's glyphs
    for (qsizetype k = 0; k < notation.size(); ++k) {
        QRectF glyphs;
        for (const QGlyphRun& run : layout.glyphRuns(at[found + k], 1))
            glyphs |= run.boundingRect();
        centre << glyphs.center().x();
    }
    QList<int> order(notation.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&centre](int a, int b) { return centre[a] < centre[b]; });
    return order;
}

// The notation looks inside the right-to-left text as it looks on its own, in its own direction:
// "Ra7a6+" stays "Ra7a6+" (not "+Ra7a6"), "פ-ו3" keeps reading right to left.
bool keepsItsDirection(const QString& notation, const QString& text)
{
    const Qt::LayoutDirection own = notation.isRightToLeft() ? Qt::RightToLeft : Qt::LeftToRight;
    const QList<int> shown = visualOrder(notation, text, Qt::RightToLeft);
    return !shown.isEmpty() && shown == visualOrder(notation, notation, own);
}

// The lines of a rich text (a tooltip) as the user reads them.
QStringList plainLines(const QString& html)
{
    QTextDocument document;
    document.setHtml(html);
    return document.toPlainText().split(u'\n');
}

// "Moves completed: White %1, Black %2." as a pattern that the message with its numbers filled in matches.
QRegularExpression pattern(const QString& message)
{
    static const QRegularExpression placeholder(QStringLiteral("%L?n|%L?\\d+"));
    QString expression;
    qsizetype from = 0;
    for (const QRegularExpressionMatch& m : placeholder.globalMatch(message)) {
        expression += QRegularExpression::escape(message.mid(from, m.capturedStart() - from)) + QStringLiteral("(.*)");
        from = m.capturedEnd();
    }
    expression += QRegularExpression::escape(message.mid(from));
    return QRegularExpression(
        QRegularExpression::anchoredPattern(expression), QRegularExpression::DotMatchesEverythingOption);
}

// Words enough that a string matching the message's pattern is that message, not any text with a colon.
bool hasWords(const QString& message)
{
    static const QRegularExpression placeholder(QStringLiteral("%L?n|%L?\\d+"));
    const QString words = QString(message).remove(placeholder);
    return std::count_if(words.begin(), words.end(), [](QChar c) { return c.isLetter(); }) >= 6;
}

using Message = QPair<QString, QString>;  // context, source

// One language's messages as its .ts file words them; English is the source itself.
struct Messages {
    QHash<Message, QString> translation;
    QMultiHash<QString, Message> sourceOf;  // a wording, and the messages it words
    QSet<QString> all;  // every wording of the language
    QHash<Message, QRegularExpression> patterns;  // of the wordings with numbers to fill in and words enough

    QString tr(const Message& message) const { return translation.value(message, message.second); }
};

Messages readMessages(const QString& code)
{
    // English is the source language: any translation file lists its messages.
    const TsFile ts = readTsFile(
        QStringLiteral(SCORECHECK_TRANSLATIONS "/scorecheck_%1.ts").arg(code == u"en" ? QStringLiteral("de") : code));
    Messages m;
    for (const TsMessage& entry : ts.messages) {
        if (entry.state == TsMessage::State::Gone || entry.plural)  // worded with its number: left to patterns
            continue;
        QString worded = entry.forms.value(0).trimmed();
        if (code == u"en" || worded.isEmpty())
            worded = entry.source.trimmed();
        const Message message{entry.context, entry.source};
        m.translation.insert(message, worded);
        m.sourceOf.insert(worded, message);
        m.all.insert(worded);
        if (worded.contains(u'%') && hasWords(worded))
            m.patterns.insert(message, pattern(worded));
    }
    return m;
}

// Every string the window shows or holds for the user, with where it is: the string properties of every
// object (text, title, tool tip, placeholder, window title, ...), every item and header of every model,
// every line of every document.
QList<QPair<QString, QString>> everyString(QObject* root)
{
    QList<QPair<QString, QString>> found;
    // Guarded: reading a property may rebuild a widget's inner parts (a label's text control), deleting some.
    QList<QPointer<QObject>> objects;
    objects.append(root);
    for (QObject* child : root->findChildren<QObject*>())
        objects.append(child);
    for (const QPointer<QObject>& object : objects) {
        if (!object)
            continue;
        const QString where
            = QStringLiteral("%1 \"%2\"").arg(QLatin1String(object->metaObject()->className()), object->objectName());
        const QMetaObject* meta = object->metaObject();
        for (int i = 0; i < meta->propertyCount(); ++i) {
            const QMetaProperty property = meta->property(i);
            if (QByteArrayView(property.name()) == "objectName" || QByteArrayView(property.name()) == "styleSheet")
                continue;
            const QVariant value = property.read(object);
            if (value.typeId() == QMetaType::QString)
                found.append({value.toString(), where + u'.' + QLatin1String(property.name())});
            else if (value.typeId() == QMetaType::QStringList)
                for (const QString& s : value.toStringList())
                    found.append({s, where + u'.' + QLatin1String(property.name())});
        }
        if (auto* model = qobject_cast<QAbstractItemModel*>(object)) {
            for (const Qt::ItemDataRole role : {Qt::DisplayRole, Qt::ToolTipRole}) {
                for (int column = 0; column < model->columnCount(); ++column)
                    found.append({model->headerData(column, Qt::Horizontal, role).toString(),
                        where + QStringLiteral(" header")});
                for (int row = 0; row < model->rowCount() && row < 200; ++row)
                    for (int column = 0; column < model->columnCount(); ++column)
                        found.append({model->index(row, column).data(role).toString(),
                            where + QStringLiteral(" row %1 column %2").arg(row).arg(column)});
            }
        }
        if (auto* document = qobject_cast<QTextDocument*>(object))
            for (const QString& line : document->toPlainText().split(u'\n'))
                found.append({line, where + QStringLiteral(" line")});
    }
    return found;
}

// The strings still worded in `before`'s language: a message's wording there that is neither its wording
// in `now` nor any message's wording in `now`.
QStringList leftInLanguage(QObject* root, const Messages& before, const Messages& now)
{
    QStringList stale;
    for (const auto& [text, where] : everyString(root)) {
        const QString shown = readable(text).trimmed();
        if (shown.isEmpty() || now.all.contains(shown))
            continue;
        for (const Message& message : before.sourceOf.values(shown))
            if (now.tr(message) != shown)
                stale << QStringLiteral("%1: \"%2\" (%3)").arg(where, shown, message.second);
        // A message with its numbers filled in: the window title, the arbiter's lines.
        for (auto it = before.patterns.begin(); it != before.patterns.end(); ++it)
            if (it.value().match(shown).hasMatch()
                && !now.patterns.value(it.key(), pattern(now.tr(it.key()))).match(shown).hasMatch())
                stale << QStringLiteral("%1: \"%2\" (%3)").arg(where, shown, it.key().second);
    }
    return stale;
}

}  // namespace

class TestInterfaceLanguage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void notationKeepsItsDirectionInRightToLeftText_data();
    void notationKeepsItsDirectionInRightToLeftText();
    void theSheetRunsInItsNotationsDirection_data();
    void theSheetRunsInItsNotationsDirection();
    void aLongRightToLeftLineIsSeenWhole();
    void aPgnGameOpensWithItsMoveNumbersInView();
    void noWordIsLeftInTheLanguageBefore();
    void theLanguageMenuNamesEachLanguageInItself();
    void theHistorysStepsAreNamedInTheLanguageOfTheMoment();
    void theToolBarFitsTheWindowInEveryLanguage();
    void everyMoveShownFollowsShowMovesAs_data();
    void everyMoveShownFollowsShowMovesAs();

private:
    void switchTo(const QString& code);
    void type(const QStringList& lines);
    /// The tooltip of the entry that starts with `entry`, as the user reads it.
    QStringList tooltipOf(const QString& entry);
    /// The texts of the suggestions the context menu offers for the entry that starts with `entry`.
    QStringList suggestionsFor(const QString& entry);

    QTemporaryDir m_autosaveFolder;
    MainWindow* m_window = nullptr;
    SheetEditor* m_editor = nullptr;
};

void TestInterfaceLanguage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
    QSettings().clear();
}

void TestInterfaceLanguage::init()
{
    QSettings().clear();
    uilanguage::apply(QStringLiteral("en"));
    m_window = new MainWindow(m_autosaveFolder.path());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_editor = m_window->findChild<SheetEditor*>("sheetEditor");
    QVERIFY(m_editor);
}

void TestInterfaceLanguage::cleanup()
{
    delete m_window;
    uilanguage::apply(QStringLiteral("en"));
}

void TestInterfaceLanguage::switchTo(const QString& code)
{
    m_window->findChild<QAction*>(QStringLiteral("uiLanguage_") + code)->trigger();
    // The window is worded again on the language-change event; the menus it replaced go after it. The
    // event is delivered here rather than waited for by the menu's name, which two languages may share
    // (Russian and Ukrainian both say "Файл").
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QTRY_COMPARE(m_window->menuBar()->actions().first()->text(), QCoreApplication::translate("MainWindow", "&File"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

void TestInterfaceLanguage::type(const QStringList& lines) { m_window->setSheetText(lines.join(u'\n')); }

QStringList TestInterfaceLanguage::tooltipOf(const QString& entry)
{
    QTextCursor at(m_editor->document());
    at.setPosition(int(m_editor->toPlainText().indexOf(entry)) + 1);
    const QPoint point = m_editor->viewport()->mapToParent(m_editor->cursorRect(at).center());
    QHelpEvent help(QEvent::ToolTip, point, m_editor->mapToGlobal(point));
    QApplication::sendEvent(m_editor, &help);
    QStringList lines = plainLines(QToolTip::text());
    QToolTip::hideText();
    return lines;
}

QStringList TestInterfaceLanguage::suggestionsFor(const QString& entry)
{
    QTextCursor at(m_editor->document());
    at.setPosition(int(m_editor->toPlainText().indexOf(entry)) + 1);
    const QPoint point = m_editor->cursorRect(at).center();
    QStringList offered;
    QTimer::singleShot(0, this, [&offered] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu)
            return;
        for (QAction* a : menu->findChildren<QAction*>(QStringLiteral("suggestion")))
            offered << a->text();
        menu->close();
    });
    QContextMenuEvent event(QContextMenuEvent::Mouse, point, m_editor->viewport()->mapToGlobal(point));
    QApplication::sendEvent(m_editor->viewport(), &event);
    return offered;
}

void TestInterfaceLanguage::notationKeepsItsDirectionInRightToLeftText_data()
{
    QTest::addColumn<QStringList>("sheet");
    QTest::addColumn<QString>("place");
    QTest::addColumn<QString>("notation");

    const QStringList check = {"1. e4 e5", "2. Bc4 Nc6", "3. Bxf7+"};
    const QStringList castling = {"1. e4 e5", "2. Nf3 Nc6", "3. Bc4 Bc5", "4. O-O"};
    const QStringList ambiguous = {"1. d4 d5", "2. Nf3 Nf6", "3. Nd2"};
    const QStringList slip = {"1. e4 e5", "2. Nf3 Ne6"};
    const QStringList repetition = {"1. Nf3 Nf6", "2. Ng1 Ng8", "3. Nf3 Nf6", "4. Ng1 Ng8"};
    const QStringList hebrew = {"1. ה4 ה5", "2. פ-ו3 פ-ג6"};
    QTest::newRow("The check mark of a move stays after it in the table") << check << "table"
                                                                          << "Bxf7+";
    QTest::newRow("A move number stays before its castling in the findings") << castling << "findings"
                                                                             << "4. O-O";
    QTest::newRow("FIDE's castling form named in a finding reads left to right") << castling << "findings"
                                                                                 << "0-0, C.13";
    QTest::newRow("The moves an ambiguous entry can mean keep their order in its tooltip") << ambiguous << "tooltip"
                                                                                           << "Nbd2, Nfd2";
    QTest::newRow("The move a slip likely meant keeps its letters in order in the findings") << slip << "findings"
                                                                                             << "2... Ne6";
    QTest::newRow("The suggestion of the context menu keeps its check mark after it")
        << QStringList{"1. e4 e5", "2. Bc4 Nc6", "3. Bxf6+"} << "menu"
        << "Bxf7+";
    QTest::newRow("A suggestion in the tooltip keeps its check mark after it")
        << QStringList{"1. e4 e5", "2. Bc4 Nc6", "3. Bxf6+"} << "tooltip"
        << "Bxf7+";
    QTest::newRow("The move of a repetition keeps its dots after the number in the arbiter's panel")
        << repetition << "arbiter"
        << "4...";
    QTest::newRow("The move of a repetition keeps its dots after the number in the ruling on a claim")
        << repetition << "claim"
        << "4... Ng8";
    QTest::newRow("The move not completed keeps its dots after the number in the ruling on a flag fall")
        << QStringList{"1. e4 e5", "2. Bc4 Nc6", "3. Qh5 Nf6"} << "flag"
        << "3... Nf6";
    QTest::newRow("The opponent's mate keeps its order in the ruling on a flag fall")
        << QStringList{"1. e4 e5", "2. Bc4 Nc6", "3. Qh5 Nf6"} << "flag"
        << "4. Qxf7#";
    QTest::newRow("The result of a flag fall, with no letter in it, keeps its order in the ruling")
        << QStringList{"1. e4 e5", "2. Bc4 Nc6", "3. Qh5 Nf6"} << "flag"
        << "1-0";
    QTest::newRow("A result, with no letter in it, keeps its order in the arbiter's panel")
        << QStringList{"1. e4 e5", "2. Nf3 Nc6", "1-0"} << "arbiter"
        << "1-0";
    QTest::newRow("A Hebrew sheet's move keeps reading right to left in the table") << hebrew << "table"
                                                                                    << "פו3";
    QTest::newRow("A Hebrew sheet's move keeps reading right to left with its number in the findings")
        << QStringList{"1. ה4 ה5", "2. פ-ו3 פ-ג7"} << "findings"
        << "2... פ-ג7";
}

void TestInterfaceLanguage::notationKeepsItsDirectionInRightToLeftText()
{
    QFETCH(QStringList, sheet);
    QFETCH(QString, place);
    QFETCH(QString, notation);
    switchTo(QStringLiteral("he"));
    type(sheet);
    QStringList texts;
    if (place == u"table" || place == u"findings") {
        const QAbstractItemModel* model = place == u"table" ? m_window->findChild<QTableView*>("moveTable")->model()
                                                            : m_window->findChild<QListView*>("findings")->model();
        for (int row = 0; row < model->rowCount(); ++row)
            for (int column = 0; column < model->columnCount(); ++column)
                texts << model->index(row, column).data().toString();
    } else if (place == u"tooltip") {
        texts = tooltipOf(sheet.last().section(u' ', 1));
    } else if (place == u"menu") {
        texts = suggestionsFor(sheet.last().section(u' ', -1));
    } else if (place == u"arbiter") {
        texts = m_window->findChild<QTextBrowser*>("arbiterPanel")->toPlainText().split(u'\n');
    } else if (place == u"claim") {
        m_window->findChild<QAction*>(QStringLiteral("claimThreefold"))->trigger();
        // The ruling's own words: the verdict first (the line above it names the moment as the sheet does).
        auto* ruling = m_window->findChild<QDialog*>(QStringLiteral("claimDialog"))->findChild<QWidget*>("claimRuling");
        for (const QLabel* label : ruling->findChildren<QLabel*>())
            texts << label->text();
        for (const QListWidget* list : ruling->findChildren<QListWidget*>())
            for (int row = 0; row < list->count(); ++row)
                texts << list->item(row)->text();
    } else if (place == u"flag") {
        m_window->findChild<QAction*>(QStringLiteral("flagFallBlack"))->trigger();
        auto* dialog = m_window->findChild<FlagDialog*>();
        QTRY_VERIFY(dialog->ruling());
        for (const QLabel* label : dialog->findChild<QWidget*>("flagRuling")->findChildren<QLabel*>())
            texts << label->text();
    }
    const auto holder = std::find_if(
        texts.begin(), texts.end(), [&notation](const QString& t) { return readable(t).contains(notation); });
    QVERIFY2(holder != texts.end(), qPrintable(texts.join(u'\n')));
    QVERIFY2(keepsItsDirection(notation, *holder), qPrintable(*holder));
}

void TestInterfaceLanguage::theSheetRunsInItsNotationsDirection_data()
{
    QTest::addColumn<QString>("interface");
    QTest::addColumn<QStringList>("sheet");
    QTest::addColumn<Qt::LayoutDirection>("direction");

    const QStringList latin = {"1. e4 e5", "2. Nf3 Nc6", "3. Bb5 Nf6", "4. 0-0 Be7", "5. Re1 0-0"};
    const QStringList hebrew = {"1. ה4 ה5", "2. פ-ו3 פ-ג6", "3. ר-ב5 פ-ו6", "4. 0-0 ר-ה7", "5. 0-0"};
    QTest::newRow("Latin moves run left to right in a Hebrew interface") << "he" << latin << Qt::LeftToRight;
    QTest::newRow("Hebrew moves run right to left in an English interface") << "en" << hebrew << Qt::RightToLeft;
    QTest::newRow("Hebrew moves run right to left in a Hebrew interface") << "he" << hebrew << Qt::RightToLeft;
}

// The sheet is the player's notation: its lines run in the notation's direction, every line the same
// way, the castling lines (no letter in them) too.
void TestInterfaceLanguage::theSheetRunsInItsNotationsDirection()
{
    QFETCH(QString, interface);
    QFETCH(QStringList, sheet);
    QFETCH(Qt::LayoutDirection, direction);
    switchTo(interface);
    type(sheet);
    for (QTextBlock block = m_editor->document()->begin(); block.isValid(); block = block.next()) {
        QVERIFY(block.layout() && block.layout()->lineCount() > 0);
        // The move number, the block's first character, stands at the line's start: at its left or right.
        QList<qreal> centre;
        for (int i = 0; i < block.length() - 1; ++i)
            centre << block.layout()->glyphRuns(i, 1).value(0).boundingRect().center().x();
        const auto [left, right] = std::minmax_element(centre.begin(), centre.end());
        QVERIFY2(centre.first() == (direction == Qt::LeftToRight ? *left : *right), qPrintable(block.text()));
    }
    // The lines start one above the other, at the edge of the sheet they start from: the move numbers
    // stand in a column, as on the paper.
    const QRect firstStart = m_editor->cursorRect(QTextCursor(m_editor->document()->begin()));
    QVERIFY(m_editor->viewport()->rect().contains(firstStart.center()));
    QVERIFY((direction == Qt::LeftToRight ? firstStart.left() : m_editor->viewport()->width() - firstStart.right())
        < 2 * m_editor->fontMetrics().horizontalAdvance(u'0'));
    const auto startEdge = [direction](const QTextBlock& block) {
        const QRectF line = block.layout()->lineAt(0).naturalTextRect();
        return direction == Qt::LeftToRight ? line.left() : line.right();
    };
    for (QTextBlock block = m_editor->document()->begin(); block.isValid(); block = block.next())
        QVERIFY2(startEdge(block) == startEdge(m_editor->document()->begin()), qPrintable(block.text()));
}

// A right-to-left line wider than the sheet is seen whole: it goes on in the line below, as a line of
// words does, rather than past the sheet's left edge, where no scroll bar would reach it.
void TestInterfaceLanguage::aLongRightToLeftLineIsSeenWhole()
{
    QStringList line;
    for (int n = 1; n <= 12; ++n)
        line << QStringLiteral("%1. פ-ו3 פ-ו6 %2. פ-ז1 פ-ז8").arg(2 * n - 1).arg(2 * n);
    type({QStringLiteral("1. ה4 ה5"), line.join(u' ')});
    QVERIFY(m_editor->fontMetrics().horizontalAdvance(line.join(u' ')) > m_editor->viewport()->width());
    const QTextBlock wide = m_editor->document()->lastBlock();
    for (int i = 0; i < wide.length(); ++i) {
        QTextCursor at(wide);
        at.setPosition(wide.position() + i);
        QVERIFY2(m_editor->viewport()->rect().contains(m_editor->cursorRect(at).center()),
            qPrintable(QStringLiteral("character %1 at %2, the sheet %3 wide")
                           .arg(i)
                           .arg(m_editor->cursorRect(at).center().x())
                           .arg(m_editor->viewport()->width())));
    }
}

// A PGN game opens at its end, the position the game reached, with the move numbers of the lines in view.
void TestInterfaceLanguage::aPgnGameOpensWithItsMoveNumbersInView()
{
    switchTo(QStringLiteral("he"));
    QVERIFY(m_window->openFile(
        QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.san.pgn"), MainWindow::GameChoice::First));
    QTextCursor end = m_editor->textCursor();
    QVERIFY(end.atEnd());
    QTextCursor lineStart = end;
    lineStart.movePosition(QTextCursor::StartOfBlock);
    QVERIFY2(m_editor->viewport()->rect().contains(m_editor->cursorRect(lineStart).center()),
        qPrintable(QStringLiteral("the line's start at %1, the view %2 wide")
                       .arg(m_editor->cursorRect(lineStart).center().x())
                       .arg(m_editor->viewport()->width())));
    QVERIFY(m_editor->viewport()->rect().contains(m_editor->cursorRect(end).center()) || end.block().length() > 40);
}

// Through every language and back to the first: after each switch, no string of the window (widgets,
// actions, menus, tool tips, headers, placeholders, items, panels) is still worded in the language
// before. A widget someone forgets to word again is caught wherever it is.
void TestInterfaceLanguage::noWordIsLeftInTheLanguageBefore()
{
    // A sheet that fills every view: findings, a likely meaning, a draw offer, the result.
    type({"1. d4 Sf6 2. c4 e6", "3. Sc3 Lc5", "4. Ld2 0-0 (=)", "1-0"});
    m_window->findChild<QAction*>(QStringLiteral("claimFifty"))->trigger();  // the dialogs are worded again too
    m_window->findChild<QAction*>(QStringLiteral("flagFallWhite"))->trigger();
    QTRY_VERIFY(m_window->findChild<FlagDialog*>()->ruling());
    QStringList codes = uilanguage::available();
    QCOMPARE(codes.first(), QStringLiteral("en"));
    codes << codes.first();
    Messages before = readMessages(codes.first());
    QVERIFY(!before.all.isEmpty());
    for (qsizetype i = 1; i < codes.size(); ++i) {
        switchTo(codes[i]);
        Messages now = readMessages(codes[i]);
        for (const QString& code : codes)  // the Language menu names each language in itself, in every one
            now.all.insert(uilanguage::nativeName(code));
        QVERIFY(!now.all.isEmpty());
        const QStringList stale = leftInLanguage(m_window, before, now);
        QVERIFY2(
            stale.isEmpty(), qPrintable(QStringLiteral("%1 to %2:\n").arg(codes[i - 1], codes[i]) + stale.join(u'\n')));
        before = now;
    }
}

// The Language menu names each language as its speakers do, without a country: "English", not
// "American English"; "Español", not "Español de España".
void TestInterfaceLanguage::theLanguageMenuNamesEachLanguageInItself()
{
    const QMap<QString, QString> expected{{"en", "English"}, {"de", "Deutsch"}, {"fr", "Français"}, {"et", "Eesti"},
        {"he", "עברית"}, {"ru", "Русский"}, {"uk", "Українська"}, {"es", "Español"}, {"it", "Italiano"},
        {"pl", "Polski"}};
    QCOMPARE(uilanguage::available().size(), expected.size());
    for (const QString& code : uilanguage::available()) {
        const auto* item = m_window->findChild<QAction*>(QStringLiteral("uiLanguage_") + code);
        QVERIFY2(item, qPrintable(code));
        QCOMPARE(QString(item->text()).remove(u'&'), expected.value(code));
    }
}

// Edit ▸ Undo and Redo name their steps in the interface language of the moment, the steps made before a
// switch too: "Rückgängig Eingabe", not "Rückgängig Typing".
void TestInterfaceLanguage::theHistorysStepsAreNamedInTheLanguageOfTheMoment()
{
    type({"1. e4 e5"});
    m_editor->setFocus();
    m_editor->moveCursor(QTextCursor::End);
    QTest::keyClicks(m_editor, QStringLiteral(" 2. d4"));
    QTest::keyClicks(m_window->findChild<QLineEdit*>(QStringLiteral("tagWhite")), QStringLiteral("Keres"));
    auto* undo = m_window->findChild<QAction*>(QStringLiteral("undo"));
    auto* redo = m_window->findChild<QAction*>(QStringLiteral("redo"));
    undo->trigger();  // the name: Redo has a step too
    QCOMPARE(undo->text(), QStringLiteral("&Undo Typing"));
    QCOMPARE(redo->text(), QStringLiteral("&Redo Game Details"));
    switchTo(QStringLiteral("de"));
    QCOMPARE(undo->text(), QStringLiteral("&Rückgängig Eingabe"));
    QCOMPARE(redo->text(), QStringLiteral("&Wiederholen Partiedaten"));
    switchTo(QStringLiteral("ru"));
    QCOMPARE(undo->text(), QStringLiteral("&Отменить ввод"));
    QCOMPARE(redo->text(), QStringLiteral("&Повторить Данные партии"));
    // The sheet's own right-click menu names them as the Edit menu does.
    QStringList offered;
    QTimer::singleShot(0, this, [&offered] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(menu);
        for (const QAction* a : menu->actions())
            offered << a->text();
        menu->close();
    });
    const QPoint point = m_editor->cursorRect().center();
    QContextMenuEvent event(QContextMenuEvent::Mouse, point, m_editor->viewport()->mapToGlobal(point));
    QApplication::sendEvent(m_editor->viewport(), &event);
    QVERIFY2(offered.contains(QStringLiteral("&Отменить ввод")), qPrintable(offered.join(u'|')));
    QVERIFY2(offered.contains(QStringLiteral("&Повторить Данные партии")), qPrintable(offered.join(u'|')));
}

// At the window's own size, every control of the tool bar is in view in every language, the moves'
// buttons and Flip Board too, not behind the bar's » for lack of room.
void TestInterfaceLanguage::theToolBarFitsTheWindowInEveryLanguage()
{
    auto* bar = m_window->findChild<QToolBar*>(QStringLiteral("sheetToolBar"));
    QVERIFY(bar);
    QCOMPARE(m_window->width(), 1280);
    for (const QString& code : uilanguage::available()) {
        switchTo(code);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QTest::qWait(10);
        for (QAction* a : bar->actions()) {
            if (a->isSeparator())
                continue;
            const QWidget* shown = bar->widgetForAction(a);
            QVERIFY2(shown && shown->isVisible(),
                qPrintable(QStringLiteral("%1: \"%2\" not in view")
                               .arg(code, a->text().isEmpty() ? a->objectName() : a->text())));
        }
    }
}

void TestInterfaceLanguage::everyMoveShownFollowsShowMovesAs_data()
{
    QTest::addColumn<QString>("choice");
    QTest::addColumn<QString>("knight");  // the knight as that notation writes it

    QTest::newRow("As on the German sheet") << ""
                                            << "S";
    QTest::newRow("SAN in English") << "en"
                                    << "N";
    QTest::newRow("SAN in French") << "fr"
                                   << "C";
    QTest::newRow("Figurines") << "figurine"
                               << "♘";
}

// A German sheet: the moves ScoreCheck writes (candidates, suggestions, the table, the dialogs) are
// German unless the user chose another notation; what it writes into the sheet stays German.
void TestInterfaceLanguage::everyMoveShownFollowsShowMovesAs()
{
    QFETCH(QString, choice);
    QFETCH(QString, knight);
    auto* display = m_window->findChild<QComboBox*>(QStringLiteral("displayNotation"));
    QVERIFY(display->findData(choice) >= 0);
    display->setCurrentIndex(display->findData(choice));
    const auto k = [&knight](const char* squares) { return knight + QLatin1String(squares); };

    // An ambiguous entry: the moves it can mean, in the tooltip; the moves before it, in the table.
    type({"1. d4 d5", "2. Sf3 Sf6", "3. Sd2"});
    QCOMPARE(m_window->session()->record().language, notation::Language::German);
    QStringList tip = tooltipOf(QStringLiteral("Sd2"));
    std::transform(tip.begin(), tip.end(), tip.begin(), readable);
    QVERIFY2(tip.contains(QStringLiteral("It can mean: %1, %2").arg(k("bd2"), k("fd2"))), qPrintable(tip.join(u'\n')));
    const QAbstractItemModel* table = m_window->findChild<QTableView*>("moveTable")->model();
    QCOMPARE(readable(table->index(1, MoveTableModel::WhiteColumn).data().toString()), k("f3"));

    // A slip, Se6 for Sc6: what it likely meant, in the findings, the context menu and the dialogs.
    type({"1. e4 e5", "2. Sf3 Se6", "3. Lb5 a6"});
    const QString written = m_editor->toPlainText();
    const QAbstractItemModel* findings = m_window->findChild<QListView*>("findings")->model();
    QVERIFY2(
        readable(findings->index(0, 0).data().toString()).contains(QStringLiteral("Likely meant: %1 — ").arg(k("c6"))),
        qPrintable(findings->index(0, 0).data().toString()));
    const QStringList offered = suggestionsFor(QStringLiteral("Se6"));
    QVERIFY(!offered.isEmpty());
    QVERIFY2(readable(offered.first()).startsWith(k("c6") + QStringLiteral(" — ")), qPrintable(offered.first()));

    ReconstructionDialog reconstruction(m_window->session()->sharedRecord(), written, m_window);
    auto* changes = reconstruction.findChild<QTableWidget*>(QStringLiteral("changes"));
    QCOMPARE(readable(changes->item(0, 1)->text()), QStringLiteral("Se6 becomes %1").arg(k("c6")));
    QVERIFY(readable(reconstruction.findChild<QTextBrowser*>(QStringLiteral("reconstructedGame"))->toPlainText())
                .startsWith(QStringLiteral("1. e4 e5 2. %1 %2").arg(k("f3"), k("c6"))));
    // Written into the sheet, the move is in the sheet's own notation, whatever is shown.
    const QList<sheetrepair::SheetEdit> edits = reconstruction.acceptedEdits();
    QCOMPARE(edits.size(), 1);
    QCOMPARE(edits.first().text, QStringLiteral("Sc6"));

    CompareDialog compare(m_window->session()->record(), written, QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6"),
        QStringLiteral("black.txt"), m_window);
    auto* comparison = compare.findChild<QTableWidget*>(QStringLiteral("comparison"));
    QCOMPARE(readable(comparison->item(3, 3)->text()), k("c6"));
    QCOMPARE(readable(comparison->item(3, 1)->text()), QStringLiteral("Se6"));  // as written

    // A claim: the ruling's moves as shown, the text copied for the report in the sheet's notation.
    type({"1. Sf3 Sf6", "2. Sg1 Sg8", "3. Sf3 Sf6", "4. Sg1 Sg8", "5. Sf3"});
    m_window->findChild<QAction*>(QStringLiteral("claimThreefold"))->trigger();
    auto* claim = m_window->findChild<QDialog*>(QStringLiteral("claimDialog"));
    QCOMPARE(readable(claim->findChild<QLabel*>(QStringLiteral("verdict"))->text()),
        QStringLiteral("Correct: the position after 5. %1 stands for the third time.").arg(k("f3")));
    claim->findChild<QPushButton*>(QStringLiteral("copyRuling"))->click();
    QVERIFY(QApplication::clipboard()->text().startsWith(
        QStringLiteral("Correct: the position after 5. Sf3 stands for the third time.\n")));

    // A flag fall: the move made but not completed as shown, in the text copied as the sheet writes it.
    type({"1. e4 e5", "2. Lc4 Sc6", "3. Dh5 Sf6"});
    m_window->findChild<QAction*>(QStringLiteral("flagFallBlack"))->trigger();
    auto* flag = m_window->findChild<FlagDialog*>();
    QTRY_VERIFY(flag->ruling());
    QVERIFY2(readable(flag->findChild<QLabel*>(QStringLiteral("moveCount"))->text())
                 .contains(QStringLiteral("The last move, 3... %1, was made").arg(k("f6"))),
        qPrintable(flag->findChild<QLabel*>(QStringLiteral("moveCount"))->text()));
    flag->findChild<QPushButton*>(QStringLiteral("copyRuling"))->click();
    QVERIFY(QApplication::clipboard()->text().contains(QStringLiteral("The last move, 3... Sf6, was made")));
}

QTEST_MAIN(TestInterfaceLanguage)
#include "tst_interfacelanguage.moc"
