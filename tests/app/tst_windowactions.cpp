// SPDX-License-Identifier: GPL-3.0-or-later
// The window's menus and tool bar outlive a change of the interface language (issue 20): the same
// actions, worded in the new language, their shortcuts still working and the choices made in the tool
// bar kept. First and Last go to the start and the end of the game.

#include "mainwindow.h"
#include "uilanguage.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

namespace {

const QString StartFen = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
// After 1. e4 e5 2. Nf3 Nc6 3. Bb5.
const QString RuyLopezFen = QStringLiteral("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");

// Every action of the menus (their submenus' too) and of the tool bar.
QList<QAction*> actionsOf(QMainWindow* window)
{
    QList<QAction*> actions = window->findChild<QToolBar*>(QStringLiteral("sheetToolBar"))->actions();
    QList<QMenu*> menus;
    for (QAction* a : window->menuBar()->actions())
        menus << a->menu();
    while (!menus.isEmpty()) {
        QMenu* menu = menus.takeFirst();
        actions << menu->menuAction();
        for (QAction* a : menu->actions()) {
            if (a->menu())
                menus << a->menu();
            else if (!a->isSeparator())
                actions << a;
        }
    }
    return actions;
}

QAction* actionWorded(QMainWindow* window, const char* source)
{
    const QString text = QCoreApplication::translate("MainWindow", source);
    for (QAction* a : actionsOf(window))
        if (a->text() == text)
            return a;
    return nullptr;
}

}  // namespace

class TestWindowActions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theActionsOutliveALanguageChange_data();
    void theActionsOutliveALanguageChange();
    void firstAndLastGoToTheEndsOfTheGame_data();
    void firstAndLastGoToTheEndsOfTheGame();

private:
    void switchTo(const QString& code);

    QTemporaryDir m_autosaveFolder;
    MainWindow* m_window = nullptr;
};

void TestWindowActions::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
}

void TestWindowActions::init()
{
    QSettings().clear();
    uilanguage::apply(QStringLiteral("en"));
    m_window = new MainWindow(m_autosaveFolder.path());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->setSheetText(QStringLiteral("1. e4 e5\n2. Nf3 Nc6\n3. Bb5"));
}

void TestWindowActions::cleanup()
{
    delete m_window;
    uilanguage::apply(QStringLiteral("en"));
}

void TestWindowActions::switchTo(const QString& code)
{
    m_window->findChild<QAction*>(QStringLiteral("uiLanguage_") + code)->trigger();
    QTRY_COMPARE(m_window->menuBar()->actions().first()->text(), QCoreApplication::translate("MainWindow", "&File"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);  // anything let go of, gone
}

void TestWindowActions::theActionsOutliveALanguageChange_data()
{
    QTest::addColumn<QString>("code");
    QTest::newRow("to German") << "de";
    QTest::newRow("to French") << "fr";
    QTest::newRow("to Estonian") << "et";
    QTest::newRow("to Hebrew, right to left") << "he";
}

void TestWindowActions::theActionsOutliveALanguageChange()
{
    QFETCH(QString, code);
    auto* notation = m_window->findChild<QComboBox*>(QStringLiteral("notationLanguage"));
    auto* display = m_window->findChild<QComboBox*>(QStringLiteral("displayNotation"));
    display->setCurrentIndex(display->findData(QStringLiteral("figurine")));
    notation->setCurrentIndex(notation->findData(QStringLiteral("en")));  // a step for Undo to name
    const QList<QAction*> before = actionsOf(m_window);
    QList<QPointer<QAction>> watched(before.begin(), before.end());
    QList<QKeySequence> shortcuts;
    for (QAction* a : before)
        shortcuts << a->shortcut();
    const QPointer<QComboBox> notationBefore = notation;

    switchTo(code);

    for (const QPointer<QAction>& a : watched)
        QVERIFY2(a, "an action of the menus or the tool bar was deleted");
    QCOMPARE(actionsOf(m_window), before);
    for (qsizetype i = 0; i < before.size(); ++i)
        QCOMPARE(before[i]->shortcut(), shortcuts[i]);
    QVERIFY(notationBefore);
    QCOMPARE(m_window->findChild<QComboBox*>(QStringLiteral("notationLanguage")), notation);
    // Worded in the new language, the choice made kept.
    QVERIFY(actionWorded(m_window, "&Quit"));
    QVERIFY(actionWorded(m_window, "|◀ First"));
    QVERIFY(QCoreApplication::translate("MainWindow", "&Quit") != QLatin1String("&Quit"));
    QCOMPARE(notation->itemText(0), QCoreApplication::translate("MainWindow", "Automatic"));
    QCOMPARE(display->currentData().toString(), QStringLiteral("figurine"));
    QCOMPARE(display->currentText(), QCoreApplication::translate("MainWindow", "Figurines"));
    // Undo is worded as the history names its step, in the new language.
    QVERIFY(m_window->findChild<QAction*>(QStringLiteral("undo"))
                ->text()
                .startsWith(QCoreApplication::translate("MainWindow", "&Undo") + u' '));
    // The shortcuts still work: Ctrl+Home shows the start, Ctrl+End the position the game reached.
    auto* fen = m_window->findChild<QLineEdit*>(QStringLiteral("fen"));
    QTest::keyClick(m_window, Qt::Key_Home, Qt::ControlModifier);
    QCOMPARE(fen->text(), StartFen);
    QTest::keyClick(m_window, Qt::Key_End, Qt::ControlModifier);
    QCOMPARE(fen->text(), RuyLopezFen);
}

void TestWindowActions::firstAndLastGoToTheEndsOfTheGame_data()
{
    QTest::addColumn<QString>("code");
    QTest::newRow("in English") << "en";
    QTest::newRow("after a change to German") << "de";
}

// From the middle of the game, First goes to the start and Last to the end in one step, and Previous and
// Next move one ply from there.
void TestWindowActions::firstAndLastGoToTheEndsOfTheGame()
{
    QFETCH(QString, code);
    if (code != QLatin1String("en"))
        switchTo(code);
    auto* fen = m_window->findChild<QLineEdit*>(QStringLiteral("fen"));
    QTest::keyClick(m_window, Qt::Key_Left, Qt::AltModifier);
    QTest::keyClick(m_window, Qt::Key_Left, Qt::AltModifier);
    QVERIFY(fen->text() != StartFen && fen->text() != RuyLopezFen);
    actionWorded(m_window, "|◀ First")->trigger();
    QCOMPARE(fen->text(), StartFen);
    QTest::keyClick(m_window, Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(fen->text(), QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
    actionWorded(m_window, "Last ▶|")->trigger();
    QCOMPARE(fen->text(), RuyLopezFen);
    QTest::keyClick(m_window, Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(fen->text(), RuyLopezFen);  // nothing after the last move
}

QTEST_MAIN(TestWindowActions)
#include "tst_windowactions.moc"
