#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QTimer>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("ScoreCheck"));
    QApplication::setOrganizationName(QStringLiteral("ScoreCheck"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("FILE", QApplication::translate("main", "A scoresheet to open."));
    const QCommandLineOption screenshot("screenshot",
        QApplication::translate("main", "Save a picture of the window to FILE and quit (for the user guide)."), "FILE");
    parser.addOption(screenshot);
    parser.process(app);

    MainWindow window;
    // Without a file, the window opens on the built-in example sheet.
    QFile sheet(parser.positionalArguments().value(0, QStringLiteral(":/examples/fide-sample-de.txt")));
    if (sheet.open(QIODevice::ReadOnly))
        window.setSheetText(QString::fromUtf8(sheet.readAll()));
    window.show();
    if (parser.isSet(screenshot))
        QTimer::singleShot(300, &window, [&] {
            window.grab().save(parser.value(screenshot));
            QApplication::quit();
        });
    return QApplication::exec();
}
