// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop app's cold start, as scripts/bench-startup.sh times it: the process sets itself up as the
// app does (setUpApplication), shows the main window with the example sheet (or the first game of the
// file given), and quits as soon as the window has been drawn for the first time. The script times the
// whole process from outside.
//   bench_startup [FILE]

#include "applicationsetup.h"
#include "mainwindow.h"

#include <QApplication>
#include <QTimer>

namespace {

// Quits once the window has been drawn for the first time.
class FirstPaint : public QObject {
public:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            QTimer::singleShot(0, qApp, [] { QApplication::exit(0); });  // after this paint is done
        return QObject::eventFilter(watched, event);
    }
};

}  // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    setUpApplication();
    MainWindow window;
    FirstPaint firstPaint;
    window.installEventFilter(&firstPaint);
    window.show();
    const QStringList arguments = QApplication::arguments();
    if (arguments.size() > 1)
        window.openFile(arguments.at(1), MainWindow::GameChoice::First);
    else
        window.showExample();
    return QApplication::exec();
}
