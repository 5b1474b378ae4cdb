// SPDX-License-Identifier: GPL-3.0-or-later
// The window for screen readers and keyboards (issue 23): every control that can be used has a name and a
// description in the accessibility tree, a cell of the table says its verdict in words, every menu
// entry has a shortcut or a mnemonic, and Tab follows the reading order, the table one stop of it.

#include "mainwindow.h"
#include "recentfiles.h"
#include "reportmaker.h"
#include "sheeteditor.h"
#include "uilanguage.h"
#include "windowdialogs.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

// The roles of controls a user acts on, whether or not they take the keyboard focus.
bool isInteractive(const QAccessibleInterface* i)
{
    static const QList<QAccessible::Role> Roles{QAccessible::Button, QAccessible::CheckBox, QAccessible::RadioButton,
        QAccessible::ComboBox, QAccessible::EditableText, QAccessible::List, QAccessible::Table, QAccessible::Tree,
        QAccessible::SpinBox, QAccessible::Slider, QAccessible::PageTab, QAccessible::ButtonMenu,
        QAccessible::ButtonDropDown, QAccessible::Link};
    return i->state().focusable || Roles.contains(i->role());
}

QString describe(const QAccessibleInterface* i)
{
    const QObject* o = i->object();
    return QStringLiteral("%1 \"%2\" (role %3)")
        .arg(o ? QLatin1String(o->metaObject()->className()) : QLatin1String("item"), o ? o->objectName() : QString())
        .arg(int(i->role()));
}

// The shown widgets of the tree under `i` that can be used but have no name or no description. A table's
// cells and a combo box's closed list are items, not controls: the cells are tested on their own.
void findUnnamed(QAccessibleInterface* i, QStringList& unnamed)
{
    if (!i || i->state().invisible)
        return;
    if (qobject_cast<QWidget*>(i->object()) && isInteractive(i)) {
        if (i->text(QAccessible::Name).trimmed().isEmpty())
            unnamed << QStringLiteral("no name: ") + describe(i);
        // Qt's tab bar answers its current tab's name and no description (QAccessibleTabBar::text). A text
        // that can be selected is named by its words, which are all it has to say.
        if (i->text(QAccessible::Description).trimmed().isEmpty() && i->role() != QAccessible::PageTabList
            && !(i->role() == QAccessible::StaticText && qobject_cast<QLabel*>(i->object())))
            unnamed << QStringLiteral("no description: ") + describe(i);
    }
    if (i->role() == QAccessible::Table)
        return;
    for (int c = 0; c < i->childCount(); ++c)
        findUnnamed(i->child(c), unnamed);
}

// The shown controls of the tree under `i`, as findUnnamed() walks it.
int countInteractive(QAccessibleInterface* i)
{
    if (!i || i->state().invisible)
        return 0;
    int count = qobject_cast<QWidget*>(i->object()) && isInteractive(i) ? 1 : 0;
    if (i->role() != QAccessible::Table)
        for (int c = 0; c < i->childCount(); ++c)
            count += countInteractive(i->child(c));
    return count;
}

// Every action of the menu bar's menus and their submenus.
QList<QAction*> menuActions(QMenuBar* bar)
{
    QList<QAction*> actions;
    QList<QMenu*> menus;
    for (QAction* a : bar->actions()) {
        actions << a;
        menus << a->menu();
    }
    while (!menus.isEmpty())
        for (QAction* a : menus.takeFirst()->actions()) {
            if (a->menu())
                menus << a->menu();
            if (!a->isSeparator())
                actions << a;
        }
    return actions;
}

QWidget* focused() { return QApplication::focusWidget(); }

}  // namespace

class TestAccessibility : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyControlHasANameAndADescription_data();
    void everyControlHasANameAndADescription();
    void everyControlOfTheDialogsHasANameAndADescription_data();
    void everyControlOfTheDialogsHasANameAndADescription();
    void aTableCellSaysItsVerdictInWords();
    void everyMenuEntryHasAShortcutOrAMnemonic();
    void tabFollowsTheReadingOrderAndStopsOnceAtTheTable();
    void theArrowKeysMoveInsideTheTable();
    void theArbitersPanelsMovesAreReachedByKeyboard();

private:
    QTemporaryDir m_autosaveFolder;
    std::unique_ptr<MainWindow> m_window;
};

void TestAccessibility::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
    QSettings().clear();
}

void TestAccessibility::init()
{
    m_window = std::make_unique<MainWindow>(m_autosaveFolder.path());
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_window->setSheetText(QStringLiteral("1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 (=)\n4. Lxe5 Sf6"));
}

void TestAccessibility::cleanup()
{
    m_window->setSheetText(QString());  // nothing unsaved: closing asks nothing
    m_window.reset();
    uilanguage::apply(QStringLiteral("en"));
}

void TestAccessibility::everyControlHasANameAndADescription_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("de") << QStringLiteral("de");
}

void TestAccessibility::everyControlHasANameAndADescription()
{
    QFETCH(QString, language);
    uilanguage::apply(language);
    QStringList unnamed;
    findUnnamed(QAccessible::queryAccessibleInterface(m_window.get()), unnamed);
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(u'\n')));
    // The menus' entries (in closed menus too) are named by their words.
    QList<QAccessibleInterface*> items{QAccessible::queryAccessibleInterface(m_window->menuBar())};
    int named = 0;
    while (!items.isEmpty()) {
        QAccessibleInterface* item = items.takeFirst();
        if (item->role() == QAccessible::MenuItem) {
            QVERIFY2(!item->text(QAccessible::Name).isEmpty(), qPrintable(describe(item)));
            ++named;
        }
        for (int c = 0; c < item->childCount(); ++c)
            items << item->child(c);
    }
    QVERIFY(named > 30);
    // The tool bar's buttons are named in words, not by the arrows drawn on them.
    auto* first = QAccessible::queryAccessibleInterface(
        m_window->findChild<QAction*>(QStringLiteral("firstMove"))->associatedObjects().constLast());
    QVERIFY(first);
    QVERIFY2(!first->text(QAccessible::Name).contains(u'◀'), qPrintable(first->text(QAccessible::Name)));
}

void TestAccessibility::everyControlOfTheDialogsHasANameAndADescription_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("dialog");
    for (const char* language : {"en", "de"})
        for (int d = 0; d < int(std::size(WindowDialogs)); ++d)
            QTest::addRow("%s %s", language, WindowDialogs[d].dialog) << QString::fromLatin1(language) << d;
}

// Each dialog the menus open, walked as a screen reader walks it while it is open.
void TestAccessibility::everyControlOfTheDialogsHasANameAndADescription()
{
    QFETCH(QString, language);
    QFETCH(int, dialog);
    uilanguage::apply(language);
    QStringList unnamed;
    int controls = 0;
    QVERIFY(lookAtDialog(m_window.get(), WindowDialogs[dialog], [&](QDialog* shown) {
        QAccessibleInterface* walked = QAccessible::queryAccessibleInterface(shown);
        findUnnamed(walked, unnamed);
        controls = countInteractive(walked);
    }));
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(u'\n')));
    QVERIFY2(controls >= 3, qPrintable(QString::number(controls)));  // the walk reached the dialog's controls
}

void TestAccessibility::aTableCellSaysItsVerdictInWords()
{
    auto* view = m_window->findChild<QTableView*>(QStringLiteral("moveTable"));
    QAccessibleTableInterface* table = QAccessible::queryAccessibleInterface(view)->tableInterface();
    QVERIFY(table);
    // Without the marks that keep the notation's direction (shownnotation::isolated), which are not read.
    const auto said = [table](int row, int column) {
        return table->cellAt(row, column)->text(QAccessible::Name).remove(QRegularExpression(u"[\u2066-\u2069]"_qs));
    };
    QCOMPARE(said(0, 1), QStringLiteral("Move 1, White: e4, correct"));
    QCOMPARE(said(2, 0), QStringLiteral("Move 3"));
    QVERIFY2(said(2, 2).endsWith(QStringLiteral("a6, correct, with a draw offer")), qPrintable(said(2, 2)));
    // Bishop takes e5 is not legal here: the cell is red and marked ✗, and says so.
    QVERIFY2(said(3, 1).contains(QStringLiteral("illegal")), qPrintable(said(3, 1)));

    // In the interface's language: a German arbiter hears "regelwidrig" (FIDE's word in German).
    uilanguage::apply(QStringLiteral("de"));
    QVERIFY2(said(3, 1).contains(QStringLiteral("regelwidrig")), qPrintable(said(3, 1)));
    QVERIFY2(said(3, 1).contains(QStringLiteral("Weiß")), qPrintable(said(3, 1)));
}

void TestAccessibility::everyMenuEntryHasAShortcutOrAMnemonic()
{
    // A file opened before, so that Open Recent has an entry.
    QTemporaryDir folder;
    const QString sheet = folder.filePath(QStringLiteral("R&D round 1.txt"));
    QFile file(sheet);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("1. e4 e5\n");
    file.close();
    QVERIFY(m_window->openFile(sheet));

    QList<QAction*> actions = menuActions(m_window->menuBar());
    actions += m_window->findChild<QTableView*>(QStringLiteral("moveTable"))->actions();  // its context menu
    QStringList missing;
    for (QAction* a : actions)
        if (QKeySequence::mnemonic(a->text()).isEmpty() && a->shortcut().isEmpty())
            missing << a->text();
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));

    // A file's own & shows as written, not as a mnemonic.
    QAction* recent = nullptr;
    for (QAction* a : actions)
        if (a->text().contains(QStringLiteral("round 1")))
            recent = a;
    QVERIFY(recent);
    QCOMPARE(recent->text(), QStringLiteral("&1 R&&D round 1.txt"));
}

void TestAccessibility::tabFollowsTheReadingOrderAndStopsOnceAtTheTable()
{
    // The reading order, of the controls that take the focus by Tab (the board does once it can be played on).
    QStringList expected;
    for (const char* name : {"sheetEditor", "findings", "board", "fen", "copyFen", "tagEvent", "tagSite", "tagDate",
             "tagRound", "tagWhite", "tagBlack", "tagResult", "moveTable", "sideTabBar", "arbiterPanel",
             "notationLanguage", "displayNotation", "sheetEditor"}) {
        const auto* widget = m_window->findChild<QWidget*>(QLatin1String(name));
        QVERIFY2(widget, name);
        if (widget->focusPolicy() & Qt::TabFocus)
            expected << QLatin1String(name);
    }
    // Round once, back to the sheet. Tab walks the arbiter's panel's links (a move named is one) before it
    // leaves the panel; it leaves the table at once.
    m_window->findChild<SheetEditor*>()->setFocus();
    QStringList pressed{focused()->objectName()}, visited = pressed;
    do {
        QTest::keyClick(focused(), Qt::Key_Tab);
        pressed << focused()->objectName();
        if (visited.constLast() != pressed.constLast())
            visited << pressed.constLast();
    } while (pressed.size() < 50 && pressed.constLast() != QLatin1String("sheetEditor"));
    QCOMPARE(visited, expected);
    QCOMPARE(pressed.count(QStringLiteral("moveTable")), 1);

    // And back: Shift+Tab from the table goes to the last game detail.
    m_window->findChild<QTableView*>(QStringLiteral("moveTable"))->setFocus();
    QTest::keyClick(focused(), Qt::Key_Backtab);
    QCOMPARE(focused()->objectName(), QStringLiteral("tagResult"));
}

void TestAccessibility::theArrowKeysMoveInsideTheTable()
{
    auto* table = m_window->findChild<QTableView*>(QStringLiteral("moveTable"));
    table->setFocus();
    table->setCurrentIndex(table->model()->index(0, 1));
    QTest::keyClick(table, Qt::Key_Down);
    QCOMPARE(table->currentIndex(), table->model()->index(1, 1));
    QTest::keyClick(table, Qt::Key_Right);
    QCOMPARE(table->currentIndex(), table->model()->index(1, 2));
    QCOMPARE(focused(), table);  // the focus stays in the table as the board follows the cell
    // Add Diagram Here, of the table's context menu, by its key: the position after 2... Sc6.
    QTest::keyClick(table, Qt::Key_D, Qt::ControlModifier);
    QCOMPARE(m_window->report()->diagrams(), QList<int>{4});
}

// The arbiter's panel names moves as links: Tab reaches them, Enter shows the position.
void TestAccessibility::theArbitersPanelsMovesAreReachedByKeyboard()
{
    auto* panel = m_window->findChild<QWidget*>(QStringLiteral("arbiterPanel"));
    auto* fen = m_window->findChild<QLineEdit*>(QStringLiteral("fen"));
    auto* table = m_window->findChild<QTableView*>(QStringLiteral("moveTable"));
    table->setCurrentIndex(table->model()->index(0, 1));  // the board after 1. e4
    QVERIFY2(fen->text().startsWith(QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/")), qPrintable(fen->text()));
    panel->setFocus();
    QTest::keyClick(panel, Qt::Key_Tab);  // the first move named: 3... a6 (=), the draw offer
    QCOMPARE(focused(), panel);
    QTest::keyClick(panel, Qt::Key_Return);
    QVERIFY2(fen->text().startsWith(QStringLiteral("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/")), qPrintable(fen->text()));
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
