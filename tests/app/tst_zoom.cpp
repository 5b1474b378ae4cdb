// SPDX-License-Identifier: GPL-3.0-or-later
// Zoom for projection and tired eyes (issue 23): Ctrl+plus, Ctrl+minus, Ctrl+0 and Ctrl+wheel grow and
// shrink the sheet, the table and the panels together; the zoom is remembered.

#include "arbiterpanel.h"
#include "mainwindow.h"
#include "placeholderlistview.h"
#include "screenshot.h"
#include "sheeteditor.h"

#include <QApplication>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
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

QTEST_MAIN(TestZoom)
#include "tst_zoom.moc"
