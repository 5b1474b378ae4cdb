// One keystroke in a 150-move sheet, from the edit to updated marks, table, findings, arbiter panel
// and board (everything the window redoes), offscreen. Also the time to a shown window.

#include "longestgame.h"
#include "mainwindow.h"
#include "sheeteditor.h"
#include "sheetsession.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

class BenchKeystroke : public QObject {
    Q_OBJECT

private slots:
    void medianKeystrokeIn150Moves();
    void timeToShownWindow();
};

void BenchKeystroke::medianKeystrokeIn150Moves()
{
    QTemporaryDir autosave;
    MainWindow window(autosave.path());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setSheetText(germanSheetOfLongestGame(300));
    QCOMPARE(window.session()->record().plies, 300);
    auto* editor = window.findChild<SheetEditor*>("sheetEditor");
    QList<double> ms;
    for (int i = 0; i < 61; ++i) {
        // Type a character at the end and take it back: two full replays and redraws per sample.
        QElapsedTimer timer;
        timer.start();
        QTest::keyClick(editor, i % 2 ? Qt::Key_Backspace : Qt::Key_Space);
        QCoreApplication::processEvents();
        ms.append(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    qInfo("keystroke in a 150-move sheet: median %.2f ms (min %.2f, max %.2f) over 61", ms[30], ms.front(), ms.back());
}

void BenchKeystroke::timeToShownWindow()
{
    QTemporaryDir autosave;
    QElapsedTimer timer;
    timer.start();
    MainWindow window(autosave.path());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    qInfo("window built and shown in %.1f ms (offscreen, in-process; libraries already loaded)",
        double(timer.nsecsElapsed()) / 1e6);
}

QTEST_MAIN(BenchKeystroke)
#include "bench_keystroke.moc"
