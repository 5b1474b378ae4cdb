// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's Help menu (issue 26): the user guide, the keyboard shortcuts, what the marks mean,
// What's This? over the panels, and About. Each window is made when first asked for and kept; each
// re-words itself at a change of the interface language (changeEvent).

#include "mainwindow.h"

#include "aboutbox.h"
#include "arbiterpanel.h"
#include "boardwidget.h"
#include "gamedetails.h"
#include "markslegend.h"
#include "placeholderlistview.h"
#include "sheeteditor.h"
#include "shortcutsdialog.h"
#include "userguidewindow.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTableView>
#include <QWhatsThis>

namespace {

// The window's one `Window`, made at the first call (then at the window's zoom and following it:
// `followZoom`); shown and raised at every call.
template <class Window>
Window* shownWindow(MainWindow* parent, const std::function<void(QWidget*)>& followZoom)
{
    auto* window = parent->findChild<Window*>(QString(), Qt::FindDirectChildrenOnly);
    if (!window) {
        window = new Window(parent);
        followZoom(window);
    }
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

}  // namespace

void MainWindow::buildHelpMenu()
{
    // Worded through worded(std::function): the template worded(target, text) lives in
    // mainwindowmenus.cpp, where an optimised build inlines it and leaves no copy for this file.
    QMenu* help = menuBar()->addMenu(QString());
    help->setObjectName(QStringLiteral("helpMenu"));
    worded([help] { help->setTitle(tr("&Help")); });
    const auto add = [this, help](const char* text, const char* name, auto open) {
        QAction* a = help->addAction(QString(), this, open);
        a->setObjectName(QLatin1String(name));
        worded([a, text] { a->setText(tr(text)); });
        return a;
    };
    const auto followZoom = [this](QWidget* window) { zoomWithWindow(window); };
    add(QT_TR_NOOP("&User Guide"), "userGuideAction", [this, followZoom] {
        shownWindow<UserGuideWindow>(this, followZoom);
    })->setShortcut(QKeySequence::HelpContents);
    add(QT_TR_NOOP("&Keyboard Shortcuts"), "shortcutsAction",
        [this, followZoom] { shownWindow<ShortcutsDialog>(this, followZoom)->refresh(); });
    add(QT_TR_NOOP("What the &Marks Mean"), "marksLegendAction",
        [this, followZoom] { shownWindow<MarksLegend>(this, followZoom); });
    help->addSeparator();
    QAction* whatsThis = add(QT_TR_NOOP("What's &This?"), "whatsThisAction", [] { QWhatsThis::enterWhatsThisMode(); });
    whatsThis->setShortcut(QKeySequence::WhatsThis);
    help->addSeparator();
    add(QT_TR_NOOP("&About ScoreCheck"), "aboutAction", [this] {
        QMessageBox* about = makeAboutBox(this);
        zoomWithWindow(about);
        about->open();
    });

    // What's This? on the panels: what each one shows and how it is used.
    worded([this] {
        m_editor->setWhatsThis(tr("<b>The sheet</b><p>Type the scoresheet here as it is written, in any notation "
                                  "and language. Each entry is underlined by its verdict (Help ▸ What the Marks "
                                  "Mean); right-click an entry for the moves it likely means.</p>"));
        m_table->setWhatsThis(tr("<b>The scoresheet table</b><p>The entries by move number, White and Black, "
                                 "with each verdict's symbol and colour. Choose a cell to see the position "
                                 "after it on the board and in the arbiter's panel.</p>"));
        m_board->setWhatsThis(tr("<b>The board</b><p>The position after the entry under the cursor, or the "
                                 "chosen cell of the table. Its FEN is below it, to copy.</p>"));
        m_findingsView->setWhatsThis(tr("<b>Findings</b><p>Every entry that is not correct, with what is wrong "
                                        "and the likely move. Click one to go to the entry in the sheet.</p>"));
        m_arbiter->setWhatsThis(tr("<b>The arbiter's panel</b><p>What an arbiter checks at this moment: "
                                   "repetitions, the fifty-move count, the moves completed, the result written "
                                   "and the result on the board. The Rulings menu rules on claims, flag falls "
                                   "and illegal moves from here.</p>"));
        m_details->setWhatsThis(tr("<b>Game details</b><p>The players, event, date, round and result, written "
                                   "into the PGN the sheet is exported as.</p>"));
    });
}
