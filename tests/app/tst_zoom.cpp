// SPDX-License-Identifier: GPL-3.0-or-later
// Zoom for projection and tired eyes (issue 23): Ctrl+plus, Ctrl+minus, Ctrl+0 and Ctrl+wheel grow and
// shrink the sheet, the table, the panels and the dialogs together; the zoom is remembered.

#include "arbiterpanel.h"
#include "mainwindow.h"
#include "placeholderlistview.h"
#include "screenshot.h"
#include "sheeteditor.h"
#include "sheetstatus.h"
#include "windowdialogs.h"

#include <QApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QWheelEvent>

#include <memory>

namespace {

// The controls whose text zooms, by object name, and the text a screen shows them in.
QMap<QString, qreal> fontSizes(const MainWindow& window)
{
    QMap<QString, qreal> sizes;
    for (const char* name : {"sheetEditor", "moveTable", "findings", "arbiterPanel", "tagWhite", "fen"}) {
        const auto* widget = window.findChild<QWidget*>(QLatin1String(name));
        sizes[QLatin1String(name)] = widget ? QFontInfo(widget->font()).pointSizeF() : 0;
    }
    return sizes;
}

// Whether every control's text is `factor` times as large as in `actual` (within the steps of the sizes a
// font comes in).
bool scaledBy(const QMap<QString, qreal>& actual, const QMap<QString, qreal>& zoomed, qreal factor)
{
    for (auto it = actual.begin(); it != actual.end(); ++it)
        if (qAbs(zoomed[it.key()] / (it.value() * factor) - 1) > 0.05) {
            qWarning("%s: %g pt, zoomed %g pt, not %g times as large", qPrintable(it.key()), it.value(),
                zoomed[it.key()], factor);
            return false;
        }
    return true;
}

// The text size of each shown widget of a dialog, named by its class and object name, in the order of the
// dialog's children. Scroll bars come and go with the size of the text: they are left out.
QList<std::pair<QString, qreal>> dialogFontSizes(const QDialog* dialog)
{
    QList<std::pair<QString, qreal>> sizes;
    for (const QWidget* w : dialog->findChildren<QWidget*>())
        if (w->isVisibleTo(dialog) && !qobject_cast<const QScrollBar*>(w)
            && !w->objectName().startsWith(QStringLiteral("qt_scrollarea_")))
            sizes.append({QStringLiteral("%1 \"%2\"").arg(QLatin1String(w->metaObject()->className()), w->objectName()),
                QFontInfo(w->font()).pointSizeF()});
    return sizes;
}

// Whether each widget's text in `zoomed` is `factor` times as large as in `actual`; the ones that are not,
// in words.
QStringList notScaledBy(
    const QList<std::pair<QString, qreal>>& actual, const QList<std::pair<QString, qreal>>& zoomed, qreal factor)
{
    if (actual.size() != zoomed.size())
        return {QStringLiteral("%1 widgets shown, then %2").arg(actual.size()).arg(zoomed.size())};
    QStringList wrong;
    for (qsizetype i = 0; i < actual.size(); ++i)
        if (qAbs(zoomed[i].second / (actual[i].second * factor) - 1) > 0.05)
            wrong << QStringLiteral("%1: %2 pt, zoomed %3 pt")
                         .arg(actual[i].first)
                         .arg(actual[i].second)
                         .arg(zoomed[i].second);
    return wrong;
}

// The sides of the icons of a dialog's tool buttons (the position editor's pieces), as text sizes are.
QList<std::pair<QString, qreal>> iconSides(const QDialog* dialog)
{
    QList<std::pair<QString, qreal>> sides;
    for (const QToolButton* button : dialog->findChildren<QToolButton*>())
        if (button->isVisibleTo(dialog) && !button->icon().isNull())
            sides.append({button->objectName(), qreal(button->iconSize().width())});
    return sides;
}

// The tables of a dialog whose rows are lower than a line of their text.
QStringList rowsTooLow(const QDialog* dialog)
{
    QStringList low;
    for (const QTableView* table : dialog->findChildren<QTableView*>())
        if (table->verticalHeader()->defaultSectionSize() < table->fontMetrics().lineSpacing())
            low << table->objectName();
    return low;
}

}  // namespace

class TestZoom : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void keysGrowAndShrinkEveryPanelAndCtrl0Restores();
    void ctrlWheelOverTheSheetZoomsTheWindow();
    void theZoomIsRemembered();
    void theZoomsMessageStandsAloneInTheStatusBar();
    void dialogsFollowTheZoom_data();
    void dialogsFollowTheZoom();

private:
    QTemporaryDir m_autosaveFolder;
    std::unique_ptr<MainWindow> m_window;
};

void TestZoom::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
}

void TestZoom::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>(m_autosaveFolder.path());
    m_window->show();
    m_window->activateWindow();  // the zoom keys are the window's shortcuts
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestZoom::cleanup()
{
    m_window->setSheetText(QString());  // nothing unsaved: closing asks nothing
    m_window.reset();
}

void TestZoom::keysGrowAndShrinkEveryPanelAndCtrl0Restores()
{
    const QMap<QString, qreal> actual = fontSizes(*m_window);
    for (auto it = actual.begin(); it != actual.end(); ++it)
        QVERIFY2(it.value() > 0, qPrintable(it.key()));

    QTest::keyClick(m_window.get(), Qt::Key_Plus, Qt::ControlModifier);
    QTest::keyClick(m_window.get(), Qt::Key_Equal, Qt::ControlModifier);  // the unshifted plus
    QVERIFY(scaledBy(actual, fontSizes(*m_window), 1.25));  // two steps: 110 %, then 125 %

    QTest::keyClick(m_window.get(), Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(fontSizes(*m_window), actual);

    QTest::keyClick(m_window.get(), Qt::Key_Minus, Qt::ControlModifier);
    QVERIFY(scaledBy(actual, fontSizes(*m_window), 0.9));
    QTest::keyClick(m_window.get(), Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(fontSizes(*m_window), actual);
}

void TestZoom::ctrlWheelOverTheSheetZoomsTheWindow()
{
    const QMap<QString, qreal> actual = fontSizes(*m_window);
    QWidget* sheet = m_window->findChild<SheetEditor*>()->viewport();
    const QPointF at(20, 20);
    const auto wheel = [&](int delta, Qt::KeyboardModifiers modifiers) {
        QWheelEvent event(
            at, sheet->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, modifiers, Qt::NoScrollPhase, false);
        QApplication::sendEvent(sheet, &event);
    };
    // The sheet grows with the window, not a second time by its own zoom.
    wheel(120, Qt::ControlModifier);
    QVERIFY(scaledBy(actual, fontSizes(*m_window), 1.1));
    // A touchpad's small steps add up to one.
    wheel(-60, Qt::ControlModifier);
    QVERIFY(scaledBy(actual, fontSizes(*m_window), 1.1));
    wheel(-60, Qt::ControlModifier);
    QCOMPARE(fontSizes(*m_window), actual);
    // Without Ctrl the wheel scrolls, as ever.
    wheel(120, Qt::NoModifier);
    QCOMPARE(fontSizes(*m_window), actual);
}

void TestZoom::theZoomIsRemembered()
{
    const QMap<QString, qreal> actual = fontSizes(*m_window);
    for (int step = 0; step < 9; ++step)  // 110, 125, 150, 175, 200, 250, 300, and no further
        QTest::keyClick(m_window.get(), Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(scaledBy(actual, fontSizes(*m_window), 3));
    QTest::keyClick(m_window.get(), Qt::Key_Minus, Qt::ControlModifier);
    QTest::keyClick(m_window.get(), Qt::Key_Minus, Qt::ControlModifier);
    m_window->showExample();
    keepScreenshot(m_window.get(), "zoom-200-percent.png");
    m_window->setSheetText(QString());
    QVERIFY(m_window->close());  // the settings are kept as the window closes

    m_window = std::make_unique<MainWindow>(m_autosaveFolder.path());
    QVERIFY(scaledBy(actual, fontSizes(*m_window), 2));
}

// The zoom says its percentage in the status bar for a moment, in place of the sheet's status, not over
// it: the status bar laid out again at the new size does not bring the sheet's status back beneath it.
void TestZoom::theZoomsMessageStandsAloneInTheStatusBar()
{
    m_window->setSheetText(QStringLiteral("1. e4 e5\n"));
    auto* sheetStatus = m_window->findChild<SheetStatus*>();
    QVERIFY(sheetStatus && sheetStatus->isVisible());
    for (int step = 0; step < 4; ++step)
        QTest::keyClick(m_window.get(), Qt::Key_Plus, Qt::ControlModifier);
    QTest::qWait(100);  // the layouts redone at the new size
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Zoom: 175 %"));
    QVERIFY(!sheetStatus->isVisible());
    m_window->statusBar()->clearMessage();  // as after its three seconds
    QVERIFY(sheetStatus->isVisible());
    QTest::keyClick(m_window.get(), Qt::Key_0, Qt::ControlModifier);
}

void TestZoom::dialogsFollowTheZoom_data()
{
    QTest::addColumn<int>("index");
    for (int d = 0; d < int(std::size(WindowDialogs)); ++d)
        QTest::addRow("%s", WindowDialogs[d].dialog) << d;
    for (int d = 0; d < int(std::size(OtherWindows)); ++d)
        QTest::addRow("%s", OtherWindows[d].dialog) << int(std::size(WindowDialogs)) + d;
}

// Each dialog the menus open is at the window's zoom when it opens, grows with it, and the zoom keys work
// in it as in the window. Its tables' rows grow with their text.
void TestZoom::dialogsFollowTheZoom()
{
    QFETCH(int, index);
    const qsizetype dialogs = std::size(WindowDialogs);
    const WindowDialog& dialog = index < dialogs ? WindowDialogs[index] : OtherWindows[index - dialogs];
    QList<std::pair<QString, qreal>> actual, byKeys, zoomed, actualIcons, zoomedIcons;
    QSize actualSize, zoomedSize;
    QStringList lowRows;
    QStringList keys;  // the zoom keys the dialog answers
    QVERIFY(lookAtDialog(m_window.get(), dialog, [&](QDialog* shown) {
        actual = dialogFontSizes(shown);
        actualIcons = iconSides(shown);
        actualSize = shown->size();
        // The zoom keys are the dialog's as they are the window's. (The offscreen platform does not make a
        // dialog the active window, which a key's shortcut needs: the action is triggered as its key would.)
        QAction* zoomIn = nullptr;
        for (QAction* a : shown->actions()) {
            keys << a->shortcut().toString();
            if (a->shortcuts().contains(QKeySequence(QKeySequence::ZoomIn)))
                zoomIn = a;
        }
        if (zoomIn)
            zoomIn->trigger();
        byKeys = dialogFontSizes(shown);
        m_window->findChild<QAction*>(QStringLiteral("zoomActualSize"))->trigger();
    }));
    QVERIFY(!actual.isEmpty());
    QCOMPARE(keys, (QStringList{QStringLiteral("Ctrl++"), QStringLiteral("Ctrl+-"), QStringLiteral("Ctrl+0")}));
    QStringList wrong = notScaledBy(actual, byKeys, 1.1);
    QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("Ctrl+plus in the dialog:\n") + wrong.join(u'\n')));

    for (int step = 0; step < 5; ++step)  // 110, 125, 150, 175, 200 %
        QTest::keyClick(m_window.get(), Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(lookAtDialog(m_window.get(), dialog, [&](QDialog* shown) {
        zoomed = dialogFontSizes(shown);
        zoomedIcons = iconSides(shown);
        zoomedSize = shown->size();
        lowRows = rowsTooLow(shown);
        keepScreenshot(shown, qPrintable(QStringLiteral("zoom-200-%1.png").arg(shown->objectName())));
    }));
    wrong = notScaledBy(actual, zoomed, 2);
    QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("200 %:\n") + wrong.join(u'\n')));
    QVERIFY2(lowRows.isEmpty(), qPrintable(lowRows.join(u' ')));
    // Icons come in whole pixels of a text's height: twice as large within a tenth.
    for (qsizetype i = 0; i < actualIcons.size() && i < zoomedIcons.size(); ++i)
        QVERIFY2(qAbs(zoomedIcons[i].second / (2 * actualIcons[i].second) - 1) < 0.1,
            qPrintable(QStringLiteral("%1: %2, zoomed %3")
                           .arg(actualIcons[i].first)
                           .arg(actualIcons[i].second)
                           .arg(zoomedIcons[i].second)));
    QCOMPARE(zoomedIcons.size(), actualIcons.size());
    // Larger, as far as the screen allows.
    const QSize screen = m_window->screen()->availableSize();
    QVERIFY2((zoomedSize.width() > actualSize.width() || zoomedSize.width() >= screen.width())
            && (zoomedSize.height() > actualSize.height() || zoomedSize.height() >= screen.height()),
        qPrintable(QStringLiteral("%1x%2, zoomed %3x%4")
                       .arg(actualSize.width())
                       .arg(actualSize.height())
                       .arg(zoomedSize.width())
                       .arg(zoomedSize.height())));
}

QTEST_MAIN(TestZoom)
#include "tst_zoom.moc"
