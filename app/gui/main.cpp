// SPDX-License-Identifier: GPL-3.0-or-later
#include "applicationsetup.h"
#include "mainwindow.h"
#include "recoveryprompt.h"
#include "savefile.h"
#include "sheeteditor.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QTimer>

int main(int argc, char* argv[])
{
    savefile::letWritesPastTheSizeLimitFail();  // a save over the limit is told, not a crash
    QApplication app(argc, argv);
    setUpApplication();

    // What --help prints; packaging/manpage.cpp makes the manual page scorecheck(1) from it.
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main",
        "Checks chess scoresheets the way an arbiter does: a sheet typed in or opened is replayed, every entry "
        "judged and marked, and the window rules on claims, flag falls and illegal moves.\n"
        "\n"
        "Exit status:\n"
        "  0  the window was closed, or the picture asked for was saved\n"
        "  1  an unknown option, or the picture asked for could not be saved\n"
        "\n"
        "Examples:\n"
        "  scorecheck\n"
        "     Opens the window on the built-in example sheet.\n"
        "  scorecheck game.pgn\n"
        "     Opens a PGN file; of a file with several games, the one chosen from a list.\n"
        "  scorecheck --screenshot window.png sheet.txt\n"
        "     Saves a picture of the window showing the sheet, and quits."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("FILE", QApplication::translate("main", "A scoresheet to open."));
    const QCommandLineOption screenshot("screenshot",
        QApplication::translate("main", "Save a picture of the window to FILE and quit (for the user guide)."), "FILE");
    parser.addOption(screenshot);
    // For the tests that drive two running instances: a sheet typed into the window, unsaved.
    QCommandLineOption type("type", QStringLiteral("Type the text of FILE into the sheet (for tests)."), "FILE");
    type.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(type);
    parser.process(app);

    MainWindow window;
    window.show();
    const bool pictureOnly = parser.isSet(screenshot);  // nobody there to answer a question
    // Set before anything can ask a question, so that a picture never waits for an answer.
    if (pictureOnly)
        QTimer::singleShot(
            500, &window, [&] { QApplication::exit(window.grab().save(parser.value(screenshot)) ? 0 : 1); });
    // Sheets that stopped instances left unsaved come first; a sheet recovered is what the window shows.
    const bool recovered = !pictureOnly && offerOrphanedSheets(window);
    if (!recovered && !parser.positionalArguments().isEmpty()) {
        window.openFile(parser.positionalArguments().first(),
            pictureOnly ? MainWindow::GameChoice::First : MainWindow::GameChoice::Ask);
    } else if (!recovered) {
        // Without a file, the window opens on the built-in example sheet.
        window.showExample();
    }
    if (parser.isSet(type)) {
        QFile typed(parser.value(type));
        if (typed.open(QIODevice::ReadOnly))
            window.findChild<SheetEditor*>(QStringLiteral("sheetEditor"))
                ->insertPlainText(QString::fromUtf8(typed.readAll()));
    }
    return QApplication::exec();
}
