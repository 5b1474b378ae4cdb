// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The main window's dialogs, each opened as a user opens it, from its menu entry, on a sheet that gives
// every part of it something to show: for the tests that walk them (accessibility, zoom).

#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QFileDialog>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

// The knights go out and back twice: the start position stands a third time at the end (a claim with its
// lines and boards).
inline const QString RepetitionSheet = QStringLiteral("1. Sf3 Sf6 2. Sg1 Sg8 3. Sf3 Sf6 4. Sg1 Sg8\n");
// 4. Lxe5 is illegal: the flag fall and the illegal move are ruled there, the reconstruction mends it.
inline const QString IllegalMoveSheet = QStringLiteral("1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. Lxe5 Sf6\n");
// The other player's sheet for the comparison: 4. Lxc6 where the window's has Lxe5.
inline const QString DialogsOtherSheet = QStringLiteral("1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. Lxc6 dxc6\n");

struct WindowDialog {
    const char* action;  // the menu entry's object name
    const char* dialog;  // the dialog's
    const QString& sheet;  // the sheet in the window, which gives every part of the dialog something to show
};

inline const WindowDialog WindowDialogs[] = {
    {"claimThreefold", "claimDialog", RepetitionSheet},
    {"flagFallWhite", "flagDialog", IllegalMoveSheet},
    {"ruleIllegalMove", "illegalMoveDialog", IllegalMoveSheet},
    {"reconstructGame", "reconstructionDialog", IllegalMoveSheet},
    {"compareSheets", "compareDialog", IllegalMoveSheet},
    {"editStartPosition", "positionEditor", IllegalMoveSheet},
};

/// The other windows the menus open: the help windows, the about box, the report's parts.
inline const WindowDialog OtherWindows[] = {
    {"userGuideAction", "userGuide", IllegalMoveSheet},
    {"shortcutsAction", "keyboardShortcuts", IllegalMoveSheet},
    {"marksLegendAction", "marksLegend", IllegalMoveSheet},
    {"aboutAction", "aboutBox", IllegalMoveSheet},
    {"printReport", "reportPartsDialog", IllegalMoveSheet},
};

/// Opens `which` from the window's menu entry with its sheet in the window, runs `look` on it while it is
/// open (a modal dialog from inside its own event loop), then closes it. The file chooser the comparison
/// asks first is answered with a file of DialogsOtherSheet. False when the dialog did not come up or the
/// window did not get the keys back.
inline bool lookAtDialog(MainWindow* window, const WindowDialog& which, const std::function<void(QDialog*)>& look)
{
    QTemporaryDir folder;
    const QString other = folder.filePath(QStringLiteral("other.txt"));
    QFile file(other);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(DialogsOtherSheet.toUtf8());
    file.close();

    // Shared with the timers: a wait that gives up leaves none of them pointing into this frame.
    struct State {
        bool looked = false;
        std::function<void()> poll;
    };
    auto state = std::make_shared<State>();
    std::weak_ptr<State> weak = state;
    state->poll = [weak, window, which, other, look] {
        const std::shared_ptr<State> s = weak.lock();
        if (!s)
            return;
        if (auto* files = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
            files->selectFile(other);
            static_cast<QDialog*>(files)->accept();
        }
        auto* dialog = window->findChild<QDialog*>(QLatin1String(which.dialog));
        if (!dialog || !dialog->isVisible()) {
            QTimer::singleShot(10, s->poll);
            return;
        }
        look(dialog);
        s->looked = true;
        dialog->reject();
    };
    window->setSheetText(which.sheet);
    QTimer::singleShot(0, state->poll);
    window->findChild<QAction*>(QLatin1String(which.action))->trigger();
    if (!QTest::qWaitFor([&state] { return state->looked; }, 10000))
        return false;
    // The window has the keys again, as when a dialog closes on a desktop.
    window->activateWindow();
    return QTest::qWaitFor([window] { return QApplication::activeWindow() == window; });
}
