// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's menus and tool bar. Built once: a change of the interface language re-words them
// (m_wordings), so that their actions, with the shortcuts and choices they hold, stay the same objects.

#include "mainwindow.h"

#include "autosave.h"
#include "boardwidget.h"
#include "gamedetails.h"
#include "mnemonic.h"
#include "pgnexporter.h"
#include "reportmaker.h"
#include "sheethistory.h"
#include "sheetsession.h"
#include "shownwriters.h"
#include "uilanguage.h"

#include "notation/language.h"
#include "rulings/claim.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QFileDialog>
#include <QLabel>
#include <QMenuBar>
#include <QTableView>
#include <QToolBar>

#include <type_traits>

void MainWindow::worded(std::function<void()> word)
{
    word();
    m_wordings.push_back(std::move(word));
}

// `text` is marked with QT_TR_NOOP; it is translated now and at every change of the interface language.
template <class Target>
Target* MainWindow::worded(Target* target, const char* text)
{
    worded([target, text] {
        if constexpr (std::is_base_of_v<QMenu, Target>)
            target->setTitle(tr(text));
        else if constexpr (std::is_base_of_v<QToolBar, Target>)
            target->setWindowTitle(tr(text));
        else
            target->setText(tr(text));
    });
    return target;
}

namespace {

// The notation languages as items of a menu, grouped by the script of their letters (Latin, Cyrillic,
// Greek, Hebrew) with a separator before each group; the item's data is the language's code. `skip` is
// a code already in the menu.
void addLanguagesByScript(QComboBox* menu, const QString& skip)
{
    for (notation::Script script :
        {notation::Script::Latin, notation::Script::Cyrillic, notation::Script::Greek, notation::Script::Hebrew}) {
        menu->insertSeparator(menu->count());
        for (const notation::LanguageInfo& info : notation::allLanguages())
            if (info.script == script && QLatin1String(info.code) != skip)
                menu->addItem(QString(), QString::fromLatin1(info.code));
    }
}

// The menu as wide as its first item, the default (Automatic, As on the sheet), not as its longest: sized to
// that, the two menus left no room in the tool bar for the moves' buttons in most languages. A longer item
// chosen is cut short in the box; its list shows every item whole.
void fitToFirstItem(QComboBox* menu)
{
    menu->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    menu->setMinimumContentsLength(int(menu->itemText(0).size()));
}

// Names every language item of the menu in the interface language, in `pattern` ("%1", "SAN, %1").
void nameLanguages(QComboBox* menu, const QString& pattern)
{
    for (int item = 0; item < menu->count(); ++item)
        if (const notation::LanguageInfo* info = notation::languageByCode(menu->itemData(item).toString()))
            menu->setItemText(item, pattern.arg(QCoreApplication::translate("Language", info->englishName)));
}

}  // namespace

void MainWindow::buildToolBar()
{
    QToolBar* bar = m_toolBar = worded(addToolBar(QString()), QT_TR_NOOP("Sheet"));
    bar->setObjectName(QStringLiteral("sheetToolBar"));
    bar->addWidget(worded(new QLabel, QT_TR_NOOP("Notation on the sheet:")));
    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("notationLanguage"));
    m_language->addItem(QString(), QString());  // automatic
    addLanguagesByScript(m_language, QString());
    worded([this] {
        m_language->setItemText(0, tr("Automatic"));
        nameLanguages(m_language, QStringLiteral("%1"));
        fitToFirstItem(m_language);
    });
    connect(m_language, &QComboBox::currentIndexChanged, this, [this] {
        const QString from = m_notationLanguage, to = m_language->currentData().toString();
        if (from != to)
            m_history->change({"MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Notation Language")},
                [this, from, to](bool forward) { applyNotationLanguage(forward ? to : from); });
    });
    bar->addWidget(m_language);
    bar->addSeparator();
    bar->addWidget(worded(new QLabel, QT_TR_NOOP("Show moves as:")));
    m_display = new QComboBox;
    m_display->setObjectName(QStringLiteral("displayNotation"));
    m_display->addItem(QString(), QString());  // as on the sheet
    m_display->addItem(QString(), QStringLiteral("en"));
    addLanguagesByScript(m_display, QStringLiteral("en"));
    m_display->insertSeparator(m_display->count());
    for (const ShownWriter& writer : shownWriters())
        m_display->addItem(QString(), QString::fromLatin1(writer.code));
    worded([this] {
        m_display->setItemText(0, tr("As on the sheet"));
        nameLanguages(m_display, tr("SAN, %1"));
        for (const ShownWriter& writer : shownWriters())
            m_display->setItemText(m_display->findData(QString::fromLatin1(writer.code)), tr(writer.name));
        fitToFirstItem(m_display);
    });
    connect(m_display, &QComboBox::currentIndexChanged, this, &MainWindow::applyDisplayNotation);
    bar->addWidget(m_display);
    bar->addSeparator();

    const auto addNavigation = [this, bar](const char* text, const char* name, const QKeySequence& key, auto go) {
        QAction* a = worded(bar->addAction(QString(), this, go), text);
        a->setObjectName(QLatin1String(name));  // named for screen readers by describeControls()
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
    };
    addNavigation(QT_TR_NOOP("|◀ First"), "firstMove", QKeySequence(Qt::CTRL | Qt::Key_Home), [this] { showPly(0); });
    addNavigation(QT_TR_NOOP("◀ Previous"), "previousMove", QKeySequence(Qt::ALT | Qt::Key_Left),
        [this] { showPly(m_shownPly - 1); });
    addNavigation(QT_TR_NOOP("Next ▶"), "nextMove", QKeySequence(Qt::ALT | Qt::Key_Right),
        [this] { showPly(m_shownPly + 1); });
    addNavigation(QT_TR_NOOP("Last ▶|"), "lastMove", QKeySequence(Qt::CTRL | Qt::Key_End),
        [this] { showPly(m_session->record().plies); });
    QAction* flip = worded(bar->addAction(QString(), this, [this] { m_board->setFlipped(!m_board->isFlipped()); }),
        QT_TR_NOOP("Flip board"));
    flip->setObjectName(QStringLiteral("flipBoard"));
    flip->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
}

void MainWindow::buildMenus()
{
    QMenu* file = worded(menuBar()->addMenu(QString()), QT_TR_NOOP("&File"));
    worded(file->addAction(QString(), QKeySequence::New, this,
               [this] {
                   if (!confirmDiscard())
                       return;
                   m_filePath.clear();
                   forgetSource();
                   m_session->setStartPosition(chess::Position::startPosition());
                   m_details->startNextGame();
                   m_savedTags = detailsAsTags();
                   setSheetText(QString());
                   m_autosave->discard();
                   updateTitle();
               }),
        QT_TR_NOOP("&New"));
    worded(file->addAction(QString(), QKeySequence::Open, this,
               [this] {
                   if (!confirmDiscard())
                       return;
                   const QString path = QFileDialog::getOpenFileName(this, tr("Open a scoresheet"), QString(),
                       tr("Scoresheets and PGN (*.txt *.pgn);;All files (*)"));
                   if (!path.isEmpty())
                       openFile(path);
               }),
        QT_TR_NOOP("&Open..."));
    m_recent = worded(file->addMenu(QString()), QT_TR_NOOP("Open &Recent"));
    fillRecentMenu();
    worded(file->addAction(QString(), QKeySequence::Save, this, &MainWindow::save), QT_TR_NOOP("&Save"));
    worded(file->addAction(QString(), QKeySequence::SaveAs, this, &MainWindow::saveAs), QT_TR_NOOP("Save &As..."))
        ->setObjectName(QStringLiteral("saveAs"));
    file->addSeparator();
    worded(file->addAction(QString(), this, [this] { exporter().exportToFile(); }), QT_TR_NOOP("&Export PGN..."))
        ->setObjectName(QStringLiteral("exportPgn"));
    worded(file->addAction(QString(), this, [this] { exporter().addToFile(); }), QT_TR_NOOP("A&dd to PGN File..."))
        ->setObjectName(QStringLiteral("addToPgnFile"));
    worded(file->addAction(QString(), this, [this] { exporter().copyToClipboard(); }), QT_TR_NOOP("&Copy PGN"))
        ->setObjectName(QStringLiteral("copyPgn"));
    file->addSeparator();
    QAction* print = worded(
        file->addAction(QString(), QKeySequence::Print, m_report, &ReportMaker::print), QT_TR_NOOP("&Print Report..."));
    print->setObjectName(QStringLiteral("printReport"));
    worded(file->addAction(QString(), m_report, &ReportMaker::exportPdf), QT_TR_NOOP("Export Report as PD&F..."))
        ->setObjectName(QStringLiteral("exportReportPdf"));
    QAction* diagram = worded(new QAction(this), QT_TR_NOOP("Add Diagram Here"));
    diagram->setObjectName(QStringLiteral("addDiagramHere"));
    diagram->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));  // a context menu's action needs its key too
    diagram->setShortcutContext(Qt::WidgetShortcut);
    connect(diagram, &QAction::triggered, this, &MainWindow::addDiagramHere);
    m_table->addAction(diagram);
    file->addSeparator();
    worded(file->addAction(QString(), QKeySequence::Quit, this, &QWidget::close), QT_TR_NOOP("&Quit"));

    QMenu* edit = worded(menuBar()->addMenu(QString()), QT_TR_NOOP("&Edit"));
    QAction* undo = edit->addAction(QString(), QKeySequence::Undo, m_history, &QUndoStack::undo);
    undo->setObjectName(QStringLiteral("undo"));
    QAction* redo = edit->addAction(QString(), QKeySequence::Redo, m_history, &QUndoStack::redo);
    redo->setObjectName(QStringLiteral("redo"));
    // Worded as QUndoStack's own actions are ("&Undo Typing"), in the language of the moment.
    const auto wordHistory = [this, undo, redo] {
        const auto named
            = [](const char* what, const QString& step) { return step.isEmpty() ? tr(what) : tr(what) + u' ' + step; };
        undo->setText(named(QT_TR_NOOP("&Undo"), m_history->undoName()));
        undo->setEnabled(m_history->canUndo());
        redo->setText(named(QT_TR_NOOP("&Redo"), m_history->redoName()));
        redo->setEnabled(m_history->canRedo());
    };
    worded(wordHistory);
    for (const auto changed : {&QUndoStack::undoTextChanged, &QUndoStack::redoTextChanged})
        connect(m_history, changed, this, wordHistory);
    for (const auto changed : {&QUndoStack::canUndoChanged, &QUndoStack::canRedoChanged})
        connect(m_history, changed, this, wordHistory);
    edit->addSeparator();
    worded(edit->addAction(QString(), this, &MainWindow::askStartPosition), QT_TR_NOOP("Start &Position..."))
        ->setObjectName(QStringLiteral("editStartPosition"));

    buildViewMenu();

    QMenu* repairMenu = worded(menuBar()->addMenu(QString()), QT_TR_NOOP("&Repair"));
    worded(repairMenu->addAction(QString(), this, &MainWindow::reconstructGame), QT_TR_NOOP("&Reconstruct Game..."))
        ->setObjectName(QStringLiteral("reconstructGame"));
    worded(repairMenu->addAction(QString(), this, &MainWindow::compareWithOtherSheet),
        QT_TR_NOOP("&Compare with the Other Player's Sheet..."))
        ->setObjectName(QStringLiteral("compareSheets"));

    // Rulings at the board, made at the moment of the table's current entry (rulingMoment()), each with
    // Ctrl+Shift and a letter of its own.
    QMenu* rulingsMenu = worded(menuBar()->addMenu(QString()), QT_TR_NOOP("R&ulings"));
    rulingsMenu->setObjectName(QStringLiteral("rulingsMenu"));
    const auto addRuling = [this, rulingsMenu](const char* text, const char* name, Qt::Key key, auto rule) {
        QAction* a = worded(rulingsMenu->addAction(QString(), this, rule), text);
        a->setObjectName(QLatin1String(name));
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | key));
    };
    addRuling(QT_TR_NOOP("Claim &Threefold Repetition..."), "claimThreefold", Qt::Key_T,
        [this] { ruleOnClaim(rulings::ClaimKind::Threefold); });
    addRuling(QT_TR_NOOP("Claim &Fifty Moves..."), "claimFifty", Qt::Key_F,
        [this] { ruleOnClaim(rulings::ClaimKind::FiftyMoves); });
    rulingsMenu->addSeparator();
    addRuling(QT_TR_NOOP("Flag Fall: &White..."), "flagFallWhite", Qt::Key_W,
        [this] { ruleOnFlagFall(chess::Color::White); });
    addRuling(QT_TR_NOOP("Flag Fall: &Black..."), "flagFallBlack", Qt::Key_B,
        [this] { ruleOnFlagFall(chess::Color::Black); });
    rulingsMenu->addSeparator();
    addRuling(QT_TR_NOOP("&Illegal Move Completed..."), "ruleIllegalMove", Qt::Key_I, [this] { ruleOnIllegalMove(); });

    // The interface language, independent of the sheet's notation language. Each language is named in
    // itself, so that it can be found whatever the interface shows now.
    QMenu* language = worded(menuBar()->addMenu(QString()), QT_TR_NOOP("&Language"));
    language->setObjectName(QStringLiteral("uiLanguageMenu"));
    auto* group = new QActionGroup(language);
    QString taken;  // the mnemonics' letters
    for (const QString& code : uilanguage::available()) {
        QAction* a = language->addAction(
            mnemonic::marked(uilanguage::nativeName(code), taken), this, [code] { uilanguage::apply(code); });
        a->setObjectName(QStringLiteral("uiLanguage_") + code);
        a->setCheckable(true);
        a->setChecked(code == uilanguage::current());
        group->addAction(a);
    }
}
