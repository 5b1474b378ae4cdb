// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "comparedialog.h"
#include "flagdialog.h"
#include "reconstructiondialog.h"
#include "reportmaker.h"
#include "sheetrepair.h"

#include "arbiterpanel.h"
#include "autosave.h"
#include "autosavewarning.h"
#include "boardwidget.h"
#include "figurinedelegate.h"
#include "findingsmodel.h"
#include "gamedetails.h"
#include "gamepicker.h"
#include "howwrittenpanel.h"
#include "mnemonic.h"
#include "movetablemodel.h"
#include "pgnexporter.h"
#include "placeholderlistview.h"
#include "positioneditor.h"
#include "recentfiles.h"
#include "savename.h"
#include "sheeteditor.h"
#include "sheetfile.h"
#include "sheethistory.h"
#include "sheetsession.h"
#include "sheetstatus.h"
#include "shownnotation.h"
#include "shownwriters.h"
#include "uilanguage.h"
#include "zoom.h"

#include "chess/fen.h"
#include "pgn/movetextlines.h"
#include "pgn/pgnreader.h"
#include "pgn/pgnwriter.h"
#include "sheet/moveinsertion.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextCursor>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

MainWindow::MainWindow(const QString& autosaveFolder, QWidget* parent)
    : QMainWindow(parent)
    , m_session(new SheetSession(this))
    , m_autosave(new Autosave(autosaveFolder, this))
{
    setAcceptDrops(true);
    buildLayout();
    m_report = new ReportMaker(
        *m_session,
        [this] {
            using F = GameDetails::Field;
            return report::GameDetails{m_details->field(F::Event), m_details->field(F::Site), m_details->field(F::Date),
                m_details->field(F::Round), QString(), m_details->field(F::White), m_details->field(F::Black),
                m_details->field(F::Result)};
        },
        this, [this](QWidget* dialog) { zoomWithWindow(dialog); });
    m_history = new SheetHistory(m_editor->document(), this);
    m_editor->setHistory(m_history);
    buildToolBar();
    buildMenus();
    buildHelpMenu();
    describeControls();
    orderTabs();
    updateTitle();
    connect(m_session, &SheetSession::recordChanged, this, &MainWindow::onRecordChanged);
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        m_session->setText(m_editor->toPlainText());
        if (m_editor->document()->isModified())
            noteChange();
    });
    connect(m_editor->document(), &QTextDocument::modificationChanged, this, &MainWindow::updateTitle);
    // A detail typed is a step of the one history, as typing in the sheet is.
    connect(m_details, &GameDetails::edited, this, [this](int field, const QString& before, const QString& after) {
        m_history->record({"MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Game Details")}, field,
            [this, field, before, after](bool forward) {
                m_details->setField(field, forward ? after : before);
                showArbiterPanel();  // the Result field is weighed against the sheet and the board
                noteChange();
            });
        showArbiterPanel();
        noteChange();
    });
    restoreSettings();
    applyDisplayNotation();
    followInterfaceLanguage();
    connect(m_editor, &SheetEditor::currentEntryChanged, this, &MainWindow::showEntry);
    connect(m_board, &BoardWidget::movePlayed, this, &MainWindow::writeBoardMove);
    // The entry being typed gets its line in the findings, its verdict in the table and its count in the
    // status bar once the cursor leaves it.
    connect(m_editor, &SheetEditor::entryBeingTypedChanged, this, [this](int entry) {
        m_findings->setRecord(m_session->record(), m_session->text(), entry);
        m_moves->setEntryBeingTyped(entry);
        m_status->setRecord(m_session->record(), entry);
    });
    onRecordChanged();
}

MainWindow::~MainWindow()
{
    // The children outlive this part of the window: none of their signals may reach it half destroyed
    // (the undo stack announces its emptying as it is deleted).
    for (QObject* child : findChildren<QObject*>())
        child->disconnect(this);
}

void MainWindow::buildLayout()
{
    m_editor = new SheetEditor;
    m_findings = new FindingsModel(this);
    m_findingsView = new PlaceholderListView;
    m_findingsView->setObjectName(QStringLiteral("findings"));
    m_findingsView->setModel(m_findings);
    m_findingsView->setWordWrap(true);
    connect(m_findingsView, &QListView::activated, this, [this](const QModelIndex& index) {
        if (const QVariant span = index.data(FindingsModel::SpanRole); span.isValid())
            m_editor->showText(span.toPoint().x(), span.toPoint().y());
    });
    connect(m_findingsView, &QListView::clicked, m_findingsView, &QListView::activated);

    auto* left = new QSplitter(Qt::Vertical);
    left->addWidget(m_editor);
    left->addWidget(titled(m_findingsTitle = new QLabel, m_findingsView));
    left->setStretchFactor(0, 3);
    left->setStretchFactor(1, 1);

    m_board = new BoardWidget;
    m_board->setInput(BoardWidget::Input::Play);
    m_fen = new QLineEdit;
    m_fen->setObjectName(QStringLiteral("fen"));
    m_fen->setReadOnly(true);
    m_copyFen = new QToolButton;
    m_copyFen->setObjectName(QStringLiteral("copyFen"));
    connect(m_copyFen, &QToolButton::clicked, this, [this] { QApplication::clipboard()->setText(m_fen->text()); });
    auto* fenRow = new QHBoxLayout;
    fenRow->addWidget(m_fen);
    fenRow->addWidget(m_copyFen);
    auto* boardBox = new QWidget;
    auto* boardLayout = new QVBoxLayout(boardBox);
    boardLayout->addWidget(m_board, 1);
    boardLayout->addLayout(fenRow);

    m_moves = new MoveTableModel(this);
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("moveTable"));
    m_table->setModel(m_moves);
    m_table->setItemDelegate(new FigurineDelegate(m_table));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(MoveTableModel::NumberColumn, QHeaderView::ResizeToContents);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false);  // one stop of the window's tab order; the arrow keys move inside
    // A cell chosen by a click or the arrow keys shows its position; the focus stays in the table, so
    // that the next key moves on rather than overwriting the entry in the sheet.
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& index) {
        // The table follows the editor too: a cell made current for the entry being typed moves nothing.
        const int entry = index.data(MoveTableModel::EntryRole).toInt();
        if (entry >= 0 && entry != m_editor->currentEntry())
            m_editor->showEntry(entry, SheetEditor::Focus::Leave);
    });
    // "Add Diagram Here", the table's context menu (worded with the menus).
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_arbiter = new ArbiterPanel;
    connect(m_arbiter, &ArbiterPanel::plyChosen, this, &MainWindow::showPly);
    m_details = new GameDetails;
    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(m_details);
    right->addWidget(m_table);
    // Beside the arbiter's pane, how the move that led to the board's position is written (a trainer's view).
    m_howWritten = new HowWrittenPanel;
    m_sideTabs = new QTabWidget;
    m_sideTabs->setObjectName(QStringLiteral("sideTabs"));
    m_sideTabs->tabBar()->setObjectName(QStringLiteral("sideTabBar"));
    m_sideTabs->addTab(m_arbiter, QString());
    m_sideTabs->addTab(m_howWritten, QString());
    right->addWidget(m_sideTabs);
    right->setStretchFactor(0, 0);
    right->setStretchFactor(1, 3);
    right->setStretchFactor(2, 2);  // the how-written tab holds eight notations and the rules

    auto* main = m_splitter = new QSplitter(Qt::Horizontal);
    main->addWidget(left);
    main->addWidget(boardBox);
    main->addWidget(right);
    main->setStretchFactor(0, 2);
    main->setStretchFactor(1, 3);
    main->setStretchFactor(2, 2);
    main->setSizes({430, 520, 330});
    auto* central = new QWidget;
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(main, 1);
    centralLayout->addWidget(new AutosaveWarning(m_autosave));
    setCentralWidget(central);
    m_status = new SheetStatus;
    statusBar()->addWidget(m_status, 1);
    // A passing message (the zoom's) stands in the sheet's status's place. The status bar hides it too, but
    // lays itself out again when the zoom changes its height, and that shows it beneath the message (Qt 6.4):
    // hidden here, it stays hidden until the message is gone.
    connect(statusBar(), &QStatusBar::messageChanged, m_status,
        [this](const QString& message) { m_status->setVisible(message.isEmpty()); });
    wordLayout();
    resize(1280, 760);
}

// A pane under a title of its own, so that an empty pane still says what it is for.
QWidget* MainWindow::titled(QLabel* title, QWidget* pane)
{
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    title->setBuddy(pane);
    layout->addWidget(title);
    layout->addWidget(pane, 1);
    return box;
}

// The words of the panes (the menus and the tool bar have theirs in m_wordings).
void MainWindow::wordLayout()
{
    m_copyFen->setText(tr("Copy FEN"));
    m_findingsTitle->setText(tr("Findings"));
    m_sideTabs->setTabText(m_sideTabs->indexOf(m_arbiter), tr("For the arbiter"));
    m_sideTabs->setTabText(m_sideTabs->indexOf(m_howWritten), tr("How is this move written?"));
}

// Every move the window shows follows the choice, not only the table's (shownnotation).
void MainWindow::applyDisplayNotation()
{
    const QString choice = m_display->currentData().toString();
    notation::WriteOptions o{notation::Notation::San, notation::Language::English, notation::SanStyle::Fide};
    if (choice.isEmpty()) {
        shownnotation::choose(std::nullopt);  // as the sheet writes them
    } else {
        const std::span<const ShownWriter> writers = shownWriters();
        const auto writer = std::find_if(writers.begin(), writers.end(),
            [&choice](const ShownWriter& w) { return choice == QLatin1String(w.code); });
        if (writer != writers.end())
            o.notation = writer->notation;
        else if (const notation::LanguageInfo* info = notation::languageByCode(choice))
            o.language = info->language;
        shownnotation::choose(o);
    }
    onRecordChanged();
}

void MainWindow::setSheetText(const QString& text)
{
    m_editor->setPlainText(text);
    m_editor->document()->setModified(false);
    m_history->forget();  // another sheet: its history starts here
    m_report->forget();  // and nothing kept for the last one's report
    m_session->forgetRulings();
    // Open at the end of the sheet: the position the game reached.
    QTextCursor end = m_editor->textCursor();
    end.movePosition(QTextCursor::End);
    m_editor->setTextCursor(end);
}

void MainWindow::onRecordChanged()
{
    const std::shared_ptr<const sheet::Record> record = m_session->sharedRecord();
    const sheet::Record& r = *record;
    m_editor->setRecord(record, m_session->text());
    // Showing it can make the editor hand its text to the session again (when the session's text was
    // set past it); that replay has shown the newer record, which this one must not overwrite.
    if (m_session->sharedRecord() != record)
        return;
    m_moves->setRecord(record, m_session->text(), m_editor->entryBeingTyped());
    m_findings->setRecord(r, m_session->text(), m_editor->entryBeingTyped());
    m_findingsView->setPlaceholderText(
        r.entries.isEmpty() ? tr("Nothing to check yet: type the sheet above.") : tr("No problems found."));
    showArbiterPanel();
    m_status->setRecord(r, m_editor->entryBeingTyped());
    if (m_flagDialog)
        m_flagDialog->sheetChanged(r, m_session->text());
}

void MainWindow::showArbiterPanel()
{
    m_arbiter->setRecord(m_session->record(), m_session->text(), m_details->field(GameDetails::Field::Result));
}

// Shows the position after an entry (before the first when -1), and selects its cell.
void MainWindow::showEntry(int entry)
{
    const sheet::Record& r = m_session->record();
    // The last entry played up to this one (the replay plays a run of entries from the first).
    int played = std::min(entry, int(r.entries.size()) - 1);
    while (played >= 0 && r.entries[played].ply == 0)
        --played;
    const chess::Position p = r.positionBefore(played + 1);
    m_shownPly = played >= 0 ? r.entries[played].ply : 0;
    m_board->setPosition(p, played >= 0 ? r.entries[played].resolution.move : chess::Move());
    if (played >= 0)
        m_howWritten->showMove(r.positionBefore(played), r.entries[played].resolution.move, r.language);
    else
        m_howWritten->showNoMove();
    m_fen->setText(QString::fromStdString(chess::toFen(p)));
    m_fen->setCursorPosition(0);  // a FEN is read from its start, the eighth rank, when the field is too narrow
    const QModelIndex cell = m_moves->indexOfEntry(entry);
    if (cell.isValid())
        m_table->setCurrentIndex(cell);
    else
        m_table->clearSelection();
}

// Shows the position after a ply (0: the start) by putting the editor's cursor after its entry; the
// keyboard focus stays where it is.
void MainWindow::showPly(int ply)
{
    const sheet::Record& r = m_session->record();
    const int target = std::clamp(ply, 0, r.plies);
    if (target == 0) {
        QTextCursor c = m_editor->textCursor();
        c.setPosition(0);
        m_editor->setTextCursor(c);
        showEntry(-1);
        return;
    }
    for (int i = 0; i < r.entries.size(); ++i)
        if (r.entries[i].ply == target) {
            m_editor->showEntry(i, SheetEditor::Focus::Leave);
            return;
        }
}

// The move goes in as if typed there (sheet::moveInsertion) and is judged with the rest; the cursor
// after it, the board shows the position it led to.
void MainWindow::writeBoardMove(chess::Move move)
{
    const sheet::TextInsertion insertion
        = sheet::moveInsertion(m_session->record(), m_session->text(), m_shownPly, move);
    m_history->editText({"MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Move on the Board")}, [this, &insertion] {
        QTextCursor cursor(m_editor->document());
        cursor.beginEditBlock();  // a step of its own, not joined to the typing before it
        cursor.setPosition(insertion.position);
        cursor.insertText(insertion.text);
        cursor.endEditBlock();
    });
    QTextCursor after = m_editor->textCursor();
    after.setPosition(insertion.moveEnd);
    m_editor->setTextCursor(after);
    showEntry(m_editor->currentEntry());  // the cursor may have stood there already: the table's cell too
}

void MainWindow::reconstructGame()
{
    ReconstructionDialog dialog(m_session->sharedRecord(), m_session->text(), this);
    zoomWithWindow(&dialog);
    m_report->keepReconstruction(dialog.reconstruction());  // for the report of this text, as long as it stands
    if (dialog.exec() == QDialog::Accepted)
        m_history->editText({"MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Reconstruction")},
            [this, &dialog] { sheetrepair::apply(m_editor, dialog.acceptedEdits()); });
}

void MainWindow::compareWithOtherSheet()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("The Other Player's Sheet"), QString(), tr("Scoresheets and PGN (*.txt *.pgn);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    bool othersInFile = false;
    // Of a PGN file of many games, the arbiter picks the one that is this game.
    const std::optional<pgn::PgnGame> other = readGameFile(path, GameChoice::Ask, othersInFile, error);
    if (!other) {
        if (!error.isEmpty())
            QMessageBox::warning(this, tr("Compare"), error);
        return;
    }
    CompareDialog dialog(m_session->record(), m_session->text(), other->movetext, QFileInfo(path).fileName(), this);
    zoomWithWindow(&dialog);
    dialog.exec();
    m_report->keepComparison(dialog.comparison());  // with the arbiter's choices made in it
}

void MainWindow::addDiagramHere()
{
    const int entry = m_table->currentIndex().data(MoveTableModel::EntryRole).toInt();
    const sheet::Record& r = m_session->record();
    if (entry >= 0 && entry < r.entries.size() && r.entries[entry].ply > 0)
        m_report->addDiagram(r.entries[entry].ply);
}

std::optional<pgn::PgnGame> MainWindow::readGameFile(
    const QString& path, GameChoice choice, bool& othersInFile, QString& error)
{
    sheetfile::Content content = sheetfile::Content::Sheet;
    if (!sheetfile::inspect(path, content, error))
        return std::nullopt;
    if (content == sheetfile::Content::Sheet) {
        pgn::PgnGame sheet;
        if (!sheetfile::read(path, sheet.movetext, error))
            return std::nullopt;
        return sheet;
    }
    // A PGN file: the games are listed as the file is read, the chosen one is read from where it stands.
    pgn::GamePlace chosen;  // the first game
    if (choice == GameChoice::Ask) {
        GamePicker picker(path, this);
        zoomWithWindow(&picker);
        if (picker.holdsSeveralGames(error)) {  // one game needs no choosing, nor a dialog shown
            if (picker.exec() != QDialog::Accepted || !picker.chosenPlace())
                return std::nullopt;  // the user changed their mind: nothing to tell
            chosen = *picker.chosenPlace();
        } else if (!error.isEmpty()) {
            return std::nullopt;
        }
    }
    std::optional<pgn::PgnGame> game = sheetfile::readPgnGame(path, chosen, othersInFile, error);
    // A game longer than any can be was not read: there is nothing to open.
    if (!game)
        return game;
    const auto tooLarge = std::find_if(game->problems.begin(), game->problems.end(),
        [](const pgn::PgnProblem& p) { return p.kind == pgn::PgnProblem::Kind::TooLarge; });
    if (tooLarge != game->problems.end()) {
        error = pgn::problemMessage(*tooLarge);
        return std::nullopt;
    }
    return game;
}

bool MainWindow::openFile(const QString& path, GameChoice choice)
{
    QString error;
    bool othersInFile = false;
    const std::optional<pgn::PgnGame> game = readGameFile(path, choice, othersInFile, error);
    if (!game) {
        if (!error.isEmpty())
            QMessageBox::warning(this, tr("Open"), error);
        return false;
    }
    chess::Position start = chess::Position::startPosition();
    if (game->number > 0) {
        // A game of a PGN file: its tags go to the game details, its FEN tag sets the start.
        QStringList problems;
        for (const pgn::PgnProblem& p : game->problems)
            problems << pgn::problemMessage(p);
        if (!problems.isEmpty())  // tag lines left out, Latin-1: the game opens, the arbiter is told
            QMessageBox::information(this, tr("Open"), problems.join(u'\n'));
        m_details->setTags(game->tags);
        if (const pgn::GameStart tagged = pgn::startPosition(game->tags, start); tagged.position)
            start = *tagged.position;
        else
            QMessageBox::warning(this, tr("Open"), pgn::fenTagMessage(*tagged.fenError));
    } else {
        m_details->setTags({});  // a bare sheet has no details: the last game's must not stay
    }
    m_session->setStartPosition(start);
    m_savedTags = detailsAsTags();
    // Saving one game over a file of many would lose the others: such a game is saved under a new name.
    m_filePath = othersInFile ? QString() : path;
    forgetSource();
    if (othersInFile) {
        m_sourceName = QFileInfo(path).fileName();
        m_sourceGame = game->number;
    }
    // A PGN file's lines are flowed at 80 characters: its game opens laid out a move pair a line, so that a
    // finding's line is the move's row. Any other file's layout is the user's and stays, several pairs on a
    // line or not: a bare sheet, a scoresheet as Save writes it (.txt, the details as tag lines before the
    // moves) or as an earlier version saved it (no extension).
    const bool pgnFile = game->number > 0 && QFileInfo(path).suffix().compare(u"pgn", Qt::CaseInsensitive) == 0;
    setSheetText(
        pgnFile && pgn::isFlowedMovetext(game->movetext) ? pgn::asMovePairLines(game->movetext) : game->movetext);
    m_autosave->discard();
    rememberRecent(path);
    updateTitle();
    return true;
}

bool MainWindow::saveTo(const QString& path)
{
    const std::optional<QString> composed
        = sheetfile::compose(m_session->text(), m_details->tags(), m_session->startPosition());
    QString error;
    if (!sheetfile::write(path, composed.value_or(m_session->text()), error)) {
        QMessageBox::warning(this, tr("Save"), error);
        return false;
    }
    m_savedTags = composed ? detailsAsTags() : QString();  // what the file now holds
    if (!composed)  // the details stay unsaved, and the title says so
        QMessageBox::warning(this, tr("Save"),
            tr("A line of the sheet reads as a PGN tag line, so the game details and the start position cannot "
               "be saved with it: the sheet was saved without them. Export PGN keeps them."));
    m_filePath = path;
    forgetSource();
    m_editor->document()->setModified(false);
    m_autosave->discard();
    rememberRecent(path);
    updateTitle();
    return true;
}

bool MainWindow::save() { return m_filePath.isEmpty() ? saveAs() : saveTo(m_filePath); }

bool MainWindow::saveAs()
{
    const QString path
        = savename::ask(this, tr("Save the scoresheet"), m_filePath, tr("Scoresheets (*.txt)"), QStringLiteral("txt"));
    return !path.isEmpty() && saveTo(path);
}

PgnExporter MainWindow::exporter()
{
    return PgnExporter(this, m_session->sharedRecord(), m_session->text(), m_details->tags());
}

void MainWindow::recoverWork(OrphanedSheet&& orphan)
{
    m_filePath = orphan.filePath;
    forgetSource();
    const QList<pgn::PgnGame> tagged = pgn::readGames(orphan.tags.toUtf8());
    const QList<QPair<QString, QString>> tags = tagged.isEmpty() ? QList<QPair<QString, QString>>() : tagged[0].tags;
    m_details->setTags(tags);
    m_session->setStartPosition(
        pgn::startPosition(tags, chess::Position::startPosition()).position.value_or(chess::Position::startPosition()));
    m_savedTags.clear();
    m_editor->setPlainText(orphan.text);
    m_editor->document()->setModified(true);  // recovered work is not saved yet
    m_autosave->adopt(std::move(orphan));
    updateTitle();
}

// Before unsaved work is lost: save it, throw it away knowingly, or stay.
bool MainWindow::confirmDiscard()
{
    if (!hasUnsavedChanges())
        return true;
    const auto answer
        = QMessageBox::question(this, tr("Unsaved changes"), tr("The sheet has changes that are not saved. Save them?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

namespace {

// The first local file among what is dragged, or an empty string.
QString droppedFile(const QMimeData* data)
{
    for (const QUrl& url : data->urls())
        if (url.isLocalFile())
            return url.toLocalFile();
    return {};
}

}  // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = droppedFile(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    if (confirmDiscard())
        openFile(path);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!confirmDiscard()) {
        event->ignore();
        return;
    }
    m_autosave->discard();
    saveSettings();
    event->accept();
}

void MainWindow::forgetSource()
{
    m_sourceName.clear();
    m_sourceGame = 0;
    m_showsExample = false;
}

void MainWindow::showExample()
{
    QFile example(QStringLiteral(":/examples/fide-sample-de.txt"));
    if (!example.open(QIODevice::ReadOnly))
        return;
    setSheetText(QString::fromUtf8(example.readAll()));
    forgetSource();
    m_showsExample = true;
    updateTitle();
}

void MainWindow::updateTitle()
{
    const QString name = !m_filePath.isEmpty() ? QFileInfo(m_filePath).fileName()
        : m_sourceGame > 0                     ? tr("%1, game %2").arg(m_sourceName).arg(m_sourceGame)
        : m_showsExample                       ? tr("Example: the FIDE sample game")
                                               : tr("Untitled sheet");
    setWindowTitle(tr("%1[*] — ScoreCheck").arg(name));
    setWindowModified(hasUnsavedChanges());
}

QString MainWindow::detailsAsTags() const { return pgn::writeTags(m_details->tags(), m_session->startPosition()); }

bool MainWindow::hasUnsavedChanges() const
{
    return m_editor->document()->isModified() || detailsAsTags() != m_savedTags;
}

void MainWindow::noteChange()
{
    m_autosave->changed(m_session->text(), detailsAsTags(), m_filePath);
    updateTitle();
}

// A start position other than the initial one (a trainer's example, a game resumed after an
// adjournment), set up in the position editor; OK is offered only for a position that can be used.
void MainWindow::askStartPosition()
{
    auto* editor = new PositionEditor(m_session->startPosition(), this);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    zoomWithWindow(editor);
    connect(editor, &QDialog::accepted, this, [this, editor] { changeStartPosition(*editor->position()); });
    editor->open();
}

void MainWindow::changeStartPosition(const chess::Position& start)
{
    const chess::Position from = m_session->startPosition();
    m_history->change(
        {"MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Start Position")}, [this, from, start](bool forward) {
            m_session->setStartPosition(forward ? start : from);
            noteChange();
        });
}

void MainWindow::applyNotationLanguage(const QString& code)
{
    m_notationLanguage = code;
    const QSignalBlocker quiet(m_language);  // a change made by the history is not recorded again
    m_language->setCurrentIndex(std::max(0, m_language->findData(code)));
    const notation::LanguageInfo* info = notation::languageByCode(code);
    m_session->setLanguage(info ? std::optional(info->language) : std::nullopt);
}

void MainWindow::rememberRecent(const QString& path)
{
    recentfiles::remember(path);
    fillRecentMenu();
}

void MainWindow::fillRecentMenu()
{
    if (!m_recent)
        return;
    m_recent->clear();
    const QStringList recent = recentfiles::list();
    for (int i = 0; i < recent.size(); ++i) {
        const QString& path = recent[i];
        // Numbered, the number the mnemonic (1 to 9, then 0 for the tenth).
        m_recent
            ->addAction(QStringLiteral("&%1 %2").arg((i + 1) % 10).arg(mnemonic::escaped(QFileInfo(path).fileName())),
                this,
                [this, path] {
                    if (confirmDiscard())
                        openFile(path);
                })
            ->setToolTip(path);
    }
    m_recent->setEnabled(!recent.isEmpty());
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    m_splitter->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray());
    const QString language = settings.value(QStringLiteral("notation/language")).toString();
    if (m_language->findData(language) >= 0)
        applyNotationLanguage(language);
    const int display = m_display->findData(settings.value(QStringLiteral("notation/display")).toString());
    if (display >= 0)
        m_display->setCurrentIndex(display);
    m_zoom->setPercent(settings.value(QStringLiteral("view/zoom"), Zoom::ActualSize).toInt());
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    settings.setValue(QStringLiteral("notation/language"), m_language->currentData());
    settings.setValue(QStringLiteral("notation/display"), m_display->currentData());
    settings.setValue(QStringLiteral("view/zoom"), m_zoom->percent());
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

// The interface language changed: the menus and the tool bar are worded again (the same actions, their
// shortcuts and the choices made in them kept), and every view is worded again from the record.
void MainWindow::retranslate()
{
    if (!m_toolBar)
        return;  // still being built
    for (const std::function<void()>& word : m_wordings)
        word();
    m_details->retranslate();
    m_moves->retranslate();
    wordLayout();
    followInterfaceLanguage();
    onRecordChanged();
    updateTitle();
}

// docs/specification.md section 3: when the sheet's language is found by replaying, ties go to the interface language.
void MainWindow::followInterfaceLanguage()
{
    if (const notation::LanguageInfo* info = notation::languageByCode(uilanguage::current()))
        m_session->setPreferredLanguage(info->language);
}
