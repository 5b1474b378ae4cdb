// SPDX-License-Identifier: GPL-3.0-or-later
// The window driven as a user drives it (offscreen): typing a sheet line by line, the table, the
// board, the findings and the arbiter's panel following it.

#include "autosave.h"
#include "comparedialog.h"
#include "findingsmodel.h"
#include "gamepicker.h"
#include "mainwindow.h"
#include "movetablemodel.h"
#include "readabletext.h"
#include "reconstructiondialog.h"
#include "screenshot.h"
#include "sheeteditor.h"
#include "sheetsession.h"
#include "uilanguage.h"
#include "verdictstyle.h"

#include "pgn/pgnreader.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QTimer>

namespace {

const QStringList FideSample = {"1. d4 Sf6 2. c4 e6", "3. Sc3 Lb4 4. Ld2 0-0", "5. e4 d5 6. exd5 exd5",
    "7. cxd5 Lxc3 8. Lxc3 Sxd5", "9. Sf3 b6 10. Db3 Sxc3", "11. bxc3 c5 12. Le2 cxd4", "13. Sxd4 Te8 14. 0-0 Sd7",
    "15. a4 Sc5 16. Db4 Lb7", "17. a5"};

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void typingTheFideSampleLineByLine();
    void illegalEntryIsListedAndMarked();
    void unclosedCommentIsListedAndShown();
    void estonianDrawOfferInTheArbiterPanel();
    void modelsPassTheModelTester();
    void unsavedWorkSurvivesACrash();
    void savedWorkLeavesNoCopyBehind();
    void openingAPgnGameWithItsStartPosition();
    void pgnProblemsAreToldWhenOpening();
    void choosingOneGameOfATournamentFile();
    void aGameOfATournamentFileIsNeverSavedOverIt();
    void detailsAndStartAreSavedWithTheSheet();
    void aFileDroppedOnTheWindowIsOpened();
    void gamesAreAddedToTheTournamentPgn();
    void sheetsLongerThanAnyGameAreRefused();
    void hebrewInterfaceIsRightToLeft();
    void translationsAreCompiledIn();
    void menuShortcutLettersAreDistinctInEveryLanguage();
    void qtsOwnWordsAreInTheInterfaceLanguage();
    void suggestionFromTheContextMenuIsUndoable();
    void reconstructionWritesOnlyAcceptedChanges();
    void reconstructionFillsARowLeftBlank();
    void twoSheetsSideBySide();
    void oneHistoryForTextAndSettings();

private:
    void type(const QStringList& lines);
    /// Reads the text of the next message box into `told` and closes it, as soon as it is up.
    static void readAndCloseNextMessageBox(QString& told);
    /// Writes a file into `dir`; its path, or an empty string when it could not be written.
    static QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes);
    /// The window's action with that standard shortcut (File ▸ Save, File ▸ New).
    QAction* action(QKeySequence::StandardKey key) const;

    QTemporaryDir m_autosaveFolder;
    MainWindow* m_window = nullptr;
    SheetEditor* m_editor = nullptr;
    QTableView* m_table = nullptr;
    QListView* m_findings = nullptr;
};

void TestMainWindow::initTestCase()
{
    // Settings (recent files, window layout) go to a test location, not the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
    QSettings().clear();
}

void TestMainWindow::init()
{
    m_window = new MainWindow(m_autosaveFolder.path());
    m_window->show();
    // Active, as a user's window is: the window's shortcuts (Ctrl+Z through the history) act only there.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    m_editor = m_window->findChild<SheetEditor*>("sheetEditor");
    m_table = m_window->findChild<QTableView*>("moveTable");
    m_findings = m_window->findChild<QListView*>("findings");
    QVERIFY(m_editor && m_table && m_findings);
    m_editor->setFocus();
}

void TestMainWindow::cleanup() { delete m_window; }

void TestMainWindow::type(const QStringList& lines)
{
    for (const QString& line : lines) {
        QTest::keyClicks(m_editor, line);
        QTest::keyClick(m_editor, Qt::Key_Return);
    }
}

void TestMainWindow::typingTheFideSampleLineByLine()
{
    QSignalSpy replays(m_window->session(), &SheetSession::recordChanged);
    type(FideSample);
    QVERIFY(replays.count() > 100);  // the sheet is replayed as it is typed, keystroke by keystroke
    QCOMPARE(m_window->session()->record().plies, 33);
    QCOMPARE(m_table->model()->rowCount(), 17);
    QCOMPARE(
        readable(m_table->model()->index(16, MoveTableModel::WhiteColumn).data().toString()), QStringLiteral("a5"));
    // The moves as the sheet writes them, unless another notation is chosen under Show moves as.
    QCOMPARE(
        readable(m_table->model()->index(0, MoveTableModel::BlackColumn).data().toString()), QStringLiteral("Sf6"));
    // The cursor stands after the last entry: the board shows the final position.
    QCOMPARE(m_window->findChild<QLineEdit*>("fen")->text(),
        QStringLiteral("r2qr1k1/pb3ppp/1p6/P1n5/1Q1N4/2P5/4BPPP/R4RK1 b - - 0 17"));
    QCOMPARE(m_findings->model()->rowCount(), 0);
}

void TestMainWindow::illegalEntryIsListedAndMarked()
{
    type({"1. e4 e5", "2. Sf3 Sc6", "3. Lc5 a6"});
    QAbstractItemModel* findings = m_findings->model();
    QCOMPARE(findings->rowCount(), 2);  // the illegal entry, and the rest that could not be checked
    QCOMPARE(findings->index(0, 0).data(FindingsModel::VerdictRole).toString(), QStringLiteral("illegal"));
    QVERIFY(readable(findings->index(0, 0).data().toString()).startsWith(QStringLiteral("Line 3: 3. Lc5 — illegal")));
    QVERIFY(findings->index(0, 0).data().toString().contains(QStringLiteral("Likely meant: ")));
    const QModelIndex cell = m_table->model()->index(2, MoveTableModel::WhiteColumn);
    QVERIFY(readable(cell.data().toString()).startsWith(QStringLiteral("Lc5")));
    QCOMPARE(cell.data(Qt::BackgroundRole).value<QColor>(), verdictstyle::background(notation::Verdict::Illegal));
    // Clicking the finding puts the cursor on the entry.
    QTest::mouseClick(
        m_findings->viewport(), Qt::LeftButton, {}, m_findings->visualRect(findings->index(0, 0)).center());
    QCOMPARE(m_editor->textCursor().selectedText(), QStringLiteral("Lc5"));
}

void TestMainWindow::unclosedCommentIsListedAndShown()
{
    type({"1. e4 e5", "2. Sf3 {der Springer", "2... Sc6"});
    QAbstractItemModel* findings = m_findings->model();
    QCOMPARE(findings->rowCount(), 1);
    QVERIFY(findings->index(0, 0).data().toString().startsWith(QStringLiteral("Line 2, column 8: A comment")));
    QTest::mouseClick(
        m_findings->viewport(), Qt::LeftButton, {}, m_findings->visualRect(findings->index(0, 0)).center());
    QVERIFY(m_editor->textCursor().selectedText().startsWith(QStringLiteral("{der Springer")));
    // The swallowed text is marked as not checked, like the entries after an illegal one.
    const QTextBlock swallowed = m_editor->document()->findBlockByNumber(2);  // "2... Sc6"
    const QList<QTextLayout::FormatRange> formats = swallowed.layout()->formats();
    QVERIFY(!formats.isEmpty());
    QCOMPARE(
        formats.first().format.background(), verdictstyle::editorFormat(notation::Verdict::Unchecked).background());
}

void TestMainWindow::estonianDrawOfferInTheArbiterPanel()
{
    type({"1.d4 Rf6 2.c4 e6 3.Rc3 Ob4 4. Od2 0-0 5.e4 d5 6.exd5 exd5 7.cxd5 Oxc3 8.Oxc3 Rxd5 9.Rf3 b6",
        "10. Lb3 Rxc3 11.bxc3 c5 12.Oe2 cxd4 13.Rxd4 Ve8 14.0-0 Rd7 15.a4 Rc5 16.Lb4 Ob7 17.a5 (=)"});
    QCOMPARE(m_window->session()->record().language, notation::Language::Estonian);
    const QString panel = readable(m_window->findChild<QTextBrowser*>("arbiterPanel")->toPlainText());
    QVERIFY2(panel.contains(QStringLiteral("Draw offer by White with 17. a5 (=).")), qPrintable(panel));
    QVERIFY(m_table->model()->index(16, MoveTableModel::WhiteColumn).data().toString().contains(QStringLiteral("(=)")));
}

void TestMainWindow::modelsPassTheModelTester()
{
    QAbstractItemModelTester tableTester(m_table->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester findingsTester(
        m_findings->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    type({"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc7"});
    m_editor->clear();
    type({"1. d4 d5"});
}

// Typing, then the process dies (the window is destroyed without closing): at the next start the
// text is there to recover.
void TestMainWindow::unsavedWorkSurvivesACrash()
{
    type({"1. e4 e5", "2. Sf3 Sc6"});
    const QString typed = m_editor->toPlainText();
    QTest::keyClicks(m_window->findChild<QLineEdit*>("tagWhite"), QStringLiteral("Keres, Paul"));
    const auto copied = [this] {
        const QDir folder(m_autosaveFolder.path());
        QFile f(folder.filePath(folder.entryList({"*.sheet"}, QDir::Files).value(0)));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    QTRY_VERIFY_WITH_TIMEOUT(copied().contains("Keres, Paul"), 5000);
    delete m_window;  // no close event: as after a crash
    std::vector<OrphanedSheet> orphans = Autosave::orphans(m_autosaveFolder.path());
    QCOMPARE(orphans.size(), 1u);
    QCOMPARE(orphans[0].tags, QStringLiteral("[White \"Keres, Paul\"]\n"));
    m_window = new MainWindow(m_autosaveFolder.path());
    m_window->recoverWork(std::move(orphans[0]));
    QCOMPARE(m_window->findChild<SheetEditor*>("sheetEditor")->toPlainText(), typed);
    QCOMPARE(m_window->findChild<QLineEdit*>("tagWhite")->text(), QStringLiteral("Keres, Paul"));
    QCOMPARE(m_window->session()->record().plies, 4);
    QVERIFY(m_window->isWindowModified());
}

void TestMainWindow::savedWorkLeavesNoCopyBehind()
{
    const auto copies = [this] { return QDir(m_autosaveFolder.path()).entryList({"*.sheet"}, QDir::Files).size(); };
    const qsizetype others = copies();  // left by the tests before, as after crashes
    type({"1. d4 d5"});
    QTRY_COMPARE_WITH_TIMEOUT(copies(), others + 1, 5000);
    QTemporaryDir dir;
    const QString path = dir.filePath("sheet.txt");
    QVERIFY(m_window->saveTo(path));
    QCOMPARE(copies(), others);
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(saved.readAll()), m_editor->toPlainText());
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->close());
    QCOMPARE(QSettings().value("recentFiles").toStringList().value(0), path);
}

void TestMainWindow::openingAPgnGameWithItsStartPosition()
{
    QTemporaryDir dir;
    QVERIFY(m_window->openFile(writeFile(dir, "study.pgn",
        "[Event \"Study\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd7 *\n")));
    QCOMPARE(m_window->session()->record().plies, 2);
    auto* event = m_window->findChild<QLineEdit*>("tagEvent");
    QCOMPARE(event->text(), QStringLiteral("Study"));
    // Each game detail has its label beside it.
    const auto* form = qobject_cast<QFormLayout*>(m_window->findChild<QWidget*>("gameDetails")->layout());
    QCOMPARE(qobject_cast<QLabel*>(form->labelForField(event))->text(), QStringLiteral("Event"));
    QCOMPARE(m_window->findChild<QLineEdit*>("fen")->text(), QStringLiteral("8/3k4/8/8/4P3/8/8/4K3 w - - 1 2"));
    QVERIFY(!m_window->isWindowModified());
}

// What the PGN reader found wrong is told: a game too long to be one is not opened, a bad tag line is
// left out and said. The message box is read and closed as soon as it is up.
void TestMainWindow::pgnProblemsAreToldWhenOpening()
{
    QTemporaryDir dir;
    QString told;
    const QString huge = writeFile(dir, "huge.pgn",
        "[Event \"A\"]\n\n1. e4 {" + QByteArray("x").repeated(79).append('\n').repeated(20000) + "} *\n");
    readAndCloseNextMessageBox(told);
    QVERIFY(!m_window->openFile(huge, MainWindow::GameChoice::First));
    QVERIFY2(told.contains(QStringLiteral("longer than 1 MB")), qPrintable(told));
    told.clear();
    const QString badTag = writeFile(dir, "bad.pgn", "[Event \"B\"]\n[White Kasparov]\n\n1. e4 e5 *\n");
    readAndCloseNextMessageBox(told);
    QVERIFY(m_window->openFile(badTag, MainWindow::GameChoice::First));
    QVERIFY2(told.contains(QStringLiteral("line 2: not a tag line")), qPrintable(told));
    QCOMPARE(m_window->session()->record().plies, 2);
}

// Of a file of many games the user picks one from a table of all of them, narrowed by what they type
// (a player, an event, a round); the game picked is the one that opens, with its tags.
void TestMainWindow::choosingOneGameOfATournamentFile()
{
    const QString path = QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.san.pgn");
    int spasskyGames = 0;
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    for (const pgn::PgnGame& g : pgn::readGames(file.readAll()))
        spasskyGames += std::any_of(g.tags.begin(), g.tags.end(), [](const QPair<QString, QString>& t) {
            return t.second.contains(QStringLiteral("spassky"), Qt::CaseInsensitive);
        });
    QVERIFY(spasskyGames > 1);
    int listed = 0, found = 0;
    QTimer::singleShot(0, [&] {
        auto* picker = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        QVERIFY(picker && picker->objectName() == QLatin1String("gamePicker"));
        auto* table = picker->findChild<QTableView*>("gameTable");
        QTRY_VERIFY(picker->findChild<QProgressBar*>("gameReading")->isHidden());  // read to its end
        listed = table->model()->rowCount();
        // Sorted by round, round 2 comes before round 10.
        table->sortByColumn(GameListModel::Round, Qt::AscendingOrder);
        QStringList rounds;
        for (int row = 0; row < table->model()->rowCount(); ++row)
            rounds << table->model()
                          ->index(row, GameListModel::Round)
                          .data()
                          .toString()
                          .remove(QChar(0x2066))
                          .remove(QChar(0x2069));
        QVERIFY(rounds.indexOf(QStringLiteral("2")) < rounds.indexOf(QStringLiteral("10")));
        QVERIFY(rounds.lastIndexOf(QStringLiteral("2")) < rounds.indexOf(QStringLiteral("10")));
        table->sortByColumn(GameListModel::Number, Qt::AscendingOrder);
        QTest::keyClicks(picker->findChild<QLineEdit*>("gameSearch"), QStringLiteral("spassky"));
        found = table->model()->rowCount();
        keepScreenshot(picker, "choose-game.png");
        // The first game found is selected; the arrow key, typed in the search field, moves to the
        // second, and Enter opens it.
        QCOMPARE(table->model()->index(1, GameListModel::Black).data().toString(), QStringLiteral("Spassky, Boris V"));
        QTest::keyClick(picker->findChild<QLineEdit*>("gameSearch"), Qt::Key_Down);
        QTest::keyClick(picker->findChild<QLineEdit*>("gameSearch"), Qt::Key_Return);
    });
    QVERIFY(m_window->openFile(path));
    QCOMPARE(listed, 490);
    QCOMPARE(found, spasskyGames);
    QCOMPARE(m_window->findChild<QLineEdit*>("tagWhite")->text(), QStringLiteral("Karpov, Anatoly"));
    QCOMPARE(m_window->findChild<QLineEdit*>("tagBlack")->text(), QStringLiteral("Spassky, Boris V"));
    // Cancelled, the choice leaves the open game as it was.
    const int plies = m_window->session()->record().plies;
    QTimer::singleShot(0, [] {
        if (auto* picker = qobject_cast<QDialog*>(QApplication::activeModalWidget()))
            picker->reject();
    });
    QVERIFY(!m_window->openFile(path));
    QCOMPARE(m_window->session()->record().plies, plies);
    QCOMPARE(m_window->findChild<QLineEdit*>("tagBlack")->text(), QStringLiteral("Spassky, Boris V"));
}

// Save on a game opened from a file of many games asks for a new file: writing the one game over the
// file would lose all the others. The title names the file and the game.
void TestMainWindow::aGameOfATournamentFileIsNeverSavedOverIt()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("round.pgn");
    QVERIFY(QFile::copy(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.san.pgn"), path));
    QFile original(path);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray before = original.readAll();
    original.close();
    QVERIFY(m_window->openFile(path, MainWindow::GameChoice::First));
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("round.pgn, game 1")));
    m_editor->moveCursor(QTextCursor::End);
    type({"62. Kb7"});
    QVERIFY(m_window->isWindowModified());
    bool asked = false;
    QTimer::singleShot(0, [&asked] {
        if (QWidget* dialog = QApplication::activeModalWidget()) {
            asked = qobject_cast<QFileDialog*>(dialog) != nullptr;
            dialog->close();
        }
    });
    QAction* save = action(QKeySequence::Save);
    QVERIFY(save);
    save->trigger();
    QVERIFY(asked);
    QVERIFY(original.open(QIODevice::ReadOnly));
    QCOMPARE(original.readAll(), before);
    QVERIFY(m_window->isWindowModified());
}

// The game details and a start position other than the initial one are saved with the sheet, as PGN tag
// lines before it, and come back when it is opened; the sheet's text comes back exactly. A new sheet
// keeps the event's details and drops the game's.
void TestMainWindow::detailsAndStartAreSavedWithTheSheet()
{
    QTemporaryDir dir;
    QVERIFY(m_window->openFile(writeFile(dir, "study.pgn",
        "[Event \"Study\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd7\n")));
    QVERIFY(!m_window->isWindowModified());
    auto* white = m_window->findChild<QLineEdit*>("tagWhite");
    QTest::keyClicks(white, QStringLiteral("R"));
    QTest::sendKeyEvent(QTest::Click, white, Qt::Key_unknown, QStringLiteral("é"), Qt::NoModifier);
    QTest::keyClicks(white, QStringLiteral("ti"));
    QCOMPARE(white->text(), QStringLiteral("Réti"));
    QVERIFY(m_window->isWindowModified());  // a detail typed is unsaved work like the text
    m_editor->moveCursor(QTextCursor::End);
    type({"2. Kd2 Ke6"});
    const QString text = m_editor->toPlainText();
    const QString path = dir.filePath("study.txt");
    QVERIFY(m_window->saveTo(path));
    QVERIFY(!m_window->isWindowModified());
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(saved.readAll()),
        QStringLiteral(
            "[Event \"Study\"]\n[White \"Réti\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n")
            + text);

    // A new sheet is the next game of the same event: the event's details stay, the game's go.
    QAction* fresh = action(QKeySequence::New);
    QVERIFY(fresh);
    fresh->trigger();
    QCOMPARE(m_window->findChild<QLineEdit*>("tagEvent")->text(), QStringLiteral("Study"));
    QVERIFY(m_window->findChild<QLineEdit*>("tagWhite")->text().isEmpty());
    QVERIFY(m_window->session()->startPosition() == chess::Position::startPosition());
    QVERIFY(!m_window->isWindowModified());
    // A bare sheet opened has no details at all.
    QVERIFY(m_window->openFile(writeFile(dir, "bare.txt", "1. d4 d5\n")));
    QVERIFY(m_window->findChild<QLineEdit*>("tagEvent")->text().isEmpty());

    QVERIFY(m_window->openFile(path));
    QCOMPARE(m_editor->toPlainText(), text);
    QCOMPARE(m_window->findChild<QLineEdit*>("tagEvent")->text(), QStringLiteral("Study"));
    QCOMPARE(m_window->findChild<QLineEdit*>("tagWhite")->text(), QStringLiteral("Réti"));
    QCOMPARE(m_window->session()->record().plies, 4);
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("study.txt")));

    // A sheet with a line that reads as a tag line cannot carry the details before it (the line would
    // start another game): it is saved as typed, the user is told, and the details stay unsaved.
    m_editor->moveCursor(QTextCursor::End);
    type({"[Round \"2\"]", "3. Kd3"});
    const QString withTagLine = m_editor->toPlainText();
    QString told;
    readAndCloseNextMessageBox(told);
    QVERIFY(m_window->saveTo(path));
    QVERIFY2(told.contains(QStringLiteral("reads as a PGN tag line")), qPrintable(told));
    QFile savedAgain(path);  // a new file: the save replaced the old one
    QVERIFY(savedAgain.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(savedAgain.readAll()), withTagLine);
    QVERIFY(m_window->isWindowModified());
}

// A file dragged from the desktop and dropped on the sheet is opened, not written into the sheet as its
// name; the window takes the drop wherever it lands.
void TestMainWindow::aFileDroppedOnTheWindowIsOpened()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, "dropped.txt", "1. e4 e5\n2. Sf3 Sc6\n");
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(path)});
    QWidget* target = m_editor->viewport();
    QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &drop);
    QCOMPARE(m_editor->toPlainText(), QStringLiteral("1. e4 e5\n2. Sf3 Sc6\n"));
    QCOMPARE(m_window->session()->record().plies, 4);
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("dropped.txt")));
}

// The tournament's PGN is built game by game: each game goes at the end of the file, the games before
// it untouched; a scoresheet chosen by mistake is not appended to.
void TestMainWindow::gamesAreAddedToTheTournamentPgn()
{
    QTemporaryDir dir;
    const QString round = dir.filePath("round5.pgn");
    QString told;
    const auto addTo = [this, &told](const QString& path) {
        QTimer::singleShot(0, [path, &told] {
            if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                dialog->selectFile(path);
                // The arbiter is asked before the file is written; then a message may come.
                QTimer::singleShot(0, [&told] {
                    if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                        readAndCloseNextMessageBox(told);  // if a message comes next
                        box->button(QMessageBox::Yes)->click();
                    }
                });
                static_cast<QDialog*>(dialog)->accept();  // as the Save button does
            }
        });
        m_window->findChild<QAction*>("addToPgnFile")->trigger();
    };
    type({"1. e4 e5 2. Sf3 Sc6"});
    QTest::keyClicks(m_window->findChild<QLineEdit*>("tagWhite"), QStringLiteral("Keres, Paul"));
    addTo(round);
    QVERIFY(m_window->saveTo(dir.filePath("game1.txt")));
    action(QKeySequence::New)->trigger();
    type({"1. d4 d5 2. c4"});
    addTo(round);
    QFile file(round);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<pgn::PgnGame> games = pgn::readGames(file.readAll());
    QCOMPARE(games.size(), 2);
    QCOMPARE(games[0].tag(QStringLiteral("White")), QStringLiteral("Keres, Paul"));
    QVERIFY(games[0].movetext.startsWith(QStringLiteral("1. e4 e5 2. Nf3 Nc6 *")));
    QCOMPARE(games[1].tag(QStringLiteral("White")), QStringLiteral("?"));
    QVERIFY(games[1].movetext.startsWith(QStringLiteral("1. d4 d5 2. c4 *")));

    QVERIFY(told.isEmpty());
    const QString sheet = writeFile(dir, "sheet.txt", "1. e4 e5\n");
    addTo(sheet);
    QVERIFY2(told.contains(QStringLiteral("not a PGN file")), qPrintable(told));
    QFile untouched(sheet);
    QVERIFY(untouched.open(QIODevice::ReadOnly));
    QCOMPARE(untouched.readAll(), QByteArray("1. e4 e5\n"));
}

// A sheet is never longer than a game can be: a file or a paste that long is refused with a word why,
// and what the sheet held stays as it was.
void TestMainWindow::sheetsLongerThanAnyGameAreRefused()
{
    type({"1. e4 e5"});
    const QString typed = m_editor->toPlainText();
    const QByteArray huge = QByteArray("1. e4 e5 2. Nf3 Nc6\n").repeated(60000);
    QTemporaryDir dir;
    QFile sheet(dir.filePath("huge.txt"));
    QVERIFY(sheet.open(QIODevice::WriteOnly) && sheet.write(huge) == huge.size());
    sheet.close();
    QString told;
    readAndCloseNextMessageBox(told);
    QVERIFY(!m_window->openFile(sheet.fileName()));
    QVERIFY2(told.contains(QStringLiteral("huge.txt is longer than 1 MB")), qPrintable(told));
    QCOMPARE(m_editor->toPlainText(), typed);
    told.clear();
    QApplication::clipboard()->setText(QString::fromLatin1(huge));
    readAndCloseNextMessageBox(told);
    m_editor->paste();
    QVERIFY2(told.contains(QStringLiteral("nothing was pasted")), qPrintable(told));
    QCOMPARE(m_editor->toPlainText(), typed);
}

QString TestMainWindow::writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    QFile f(dir.filePath(name));
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() ? f.fileName() : QString();
}

QAction* TestMainWindow::action(QKeySequence::StandardKey key) const
{
    for (QAction* a : m_window->findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(key))
            return a;
    return nullptr;
}

void TestMainWindow::readAndCloseNextMessageBox(QString& told)
{
    QTimer::singleShot(0, [&told] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            told = box->text();
            box->accept();
        }
    });
}

void TestMainWindow::hebrewInterfaceIsRightToLeft()
{
    QAction* hebrew = m_window->findChild<QAction*>("uiLanguage_he");
    QVERIFY(hebrew);
    hebrew->trigger();
    QCOMPARE(QGuiApplication::layoutDirection(), Qt::RightToLeft);
    QCOMPARE(m_window->layoutDirection(), Qt::RightToLeft);
    QCOMPARE(QSettings().value("ui/language").toString(), QStringLiteral("he"));
    // A name reads right to left there; a date such as "1992.??.??", with no letter in it, stays left to right.
    QCOMPARE(m_window->findChild<QLineEdit*>("tagWhite")->layoutDirection(), Qt::RightToLeft);
    QCOMPARE(m_window->findChild<QLineEdit*>("tagDate")->layoutDirection(), Qt::LeftToRight);
    m_window->findChild<QAction*>("uiLanguage_en")->trigger();
    QCOMPARE(m_window->layoutDirection(), Qt::LeftToRight);
}

// Alt and a letter must reach one item of a menu, in every language of the interface.
void TestMainWindow::menuShortcutLettersAreDistinctInEveryLanguage()
{
    for (const QString& code : uilanguage::available()) {
        m_window->findChild<QAction*>(QStringLiteral("uiLanguage_") + code)->trigger();
        // The window is worded again on the language-change event (delivered here: the menu's name that
        // the wait below reads is the same in some languages).
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QTRY_COMPARE(
            m_window->menuBar()->actions().first()->text(), QCoreApplication::translate("MainWindow", "&File"));
        QList<QMenu*> menus;
        for (QAction* top : m_window->menuBar()->actions())
            if (top->menu())
                menus << top->menu() << top->menu()->findChildren<QMenu*>();
        for (QMenu* menu : menus) {
            QHash<QChar, QString> taken;
            for (QAction* a : menu->actions()) {
                const qsizetype amp = a->text().indexOf(u'&');
                if (a->isSeparator() || amp < 0 || amp + 1 >= a->text().size())
                    continue;
                const QChar letter = a->text()[amp + 1].toLower();
                QVERIFY2(!taken.contains(letter),
                    qPrintable(QStringLiteral("%1: \"%2\" and \"%3\" share %4")
                                   .arg(code, taken.value(letter), a->text(), letter)));
                taken.insert(letter, a->text());
            }
        }
    }
}

void TestMainWindow::translationsAreCompiledIn()
{
    m_window->findChild<QAction*>("uiLanguage_de")->trigger();
    QCOMPARE(QCoreApplication::translate("Verdict", "illegal"), QStringLiteral("regelwidrig"));
    QCOMPARE(QCoreApplication::translate("Fen", "The position has no white king."),
        QStringLiteral("Die Stellung hat keinen weißen König."));
    // The window is worded again as soon as it gets the language-change event.
    QTRY_COMPARE(m_window->menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
    // A sheet of pawn moves only reads the same in every language: the interface language decides.
    m_window->setSheetText(QStringLiteral("1. e4 e5"));
    QCOMPARE(m_window->session()->record().language, notation::Language::German);
    QCOMPARE(m_table->model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Nr."));
    m_window->findChild<QAction*>("uiLanguage_en")->trigger();
    QCOMPARE(QCoreApplication::translate("Verdict", "illegal"), QStringLiteral("illegal"));
    QTRY_COMPARE(m_window->menuBar()->actions().first()->text(), QStringLiteral("&File"));
}

// Buttons and the editor's menu come from Qt; Qt's translations have no Estonian, ours carry those words.
void TestMainWindow::qtsOwnWordsAreInTheInterfaceLanguage()
{
    m_window->findChild<QAction*>("uiLanguage_et")->trigger();
    QMessageBox question(
        QMessageBox::Question, QString(), QString(), QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    QCOMPARE(question.button(QMessageBox::Save)->text(), QStringLiteral("Salvesta"));
    QCOMPARE(question.button(QMessageBox::Discard)->text(), QStringLiteral("Ära salvesta"));
    QCOMPARE(question.button(QMessageBox::Cancel)->text(), QStringLiteral("Loobu"));
    std::unique_ptr<QMenu> menu(m_editor->createStandardContextMenu());
    QStringList words;
    for (const QAction* action : menu->actions())
        words << action->text().section(u'\t', 0, 0);  // without the shortcut after a tab
    QVERIFY2(words.contains(QStringLiteral("&Kopeeri")) && words.contains(QStringLiteral("Vali kõik")),
        qPrintable(words.join(u'|')));
    m_window->findChild<QAction*>("uiLanguage_en")->trigger();
}

void TestMainWindow::suggestionFromTheContextMenuIsUndoable()
{
    type({"1. e4 e5", "2. Sf3 Se6", "3. Lb5 a6"});
    const QString typed = m_editor->toPlainText();
    QCOMPARE(m_window->session()->record().entries[3].resolution.verdict, notation::Verdict::Illegal);

    // Right-click on "Se6": the first suggestion, Sc6 (c and e look alike), is written in.
    QTextCursor at(m_editor->document());
    at.setPosition(int(typed.indexOf(QStringLiteral("Se6"))) + 1);
    const QPoint point = m_editor->cursorRect(at).center();
    QString offered;
    QTimer::singleShot(0, this, [this, &offered] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(menu);
        keepScreenshot(menu, "suggestions-menu.png");
        keepScreenshot(m_window, "suggestions-window.png");
        QAction* first = menu->findChild<QAction*>(QStringLiteral("suggestion"));
        QVERIFY(first);
        offered = first->text();
        first->trigger();
        menu->close();
    });
    QContextMenuEvent event(QContextMenuEvent::Mouse, point, m_editor->viewport()->mapToGlobal(point));
    QApplication::sendEvent(m_editor->viewport(), &event);
    QVERIFY2(readable(offered).startsWith(QStringLiteral("Sc6")), qPrintable(offered));
    QVERIFY(m_editor->toPlainText().contains(QStringLiteral("2. Sf3 Sc6")));
    QCOMPARE(m_window->session()->record().plies, 6);
    QVERIFY(m_window->session()->record().allAlgebraic());
    // The Edit menu names the step for what it was, not as typing.
    QCOMPARE(m_window->findChild<QAction*>(QStringLiteral("undo"))->text(), QStringLiteral("&Undo Suggestion"));

    QTest::keyClick(m_editor, Qt::Key_Z, Qt::ControlModifier);  // one step takes the whole suggestion back
    QCOMPARE(m_editor->toPlainText(), typed);
}

void TestMainWindow::reconstructionWritesOnlyAcceptedChanges()
{
    // Two slips: 2...Sc6 written "Se6", 4. La4 written "Ld4".
    type({"1. e4 e5", "2. Sf3 Se6", "3. Lb5 a6", "4. Ld4 Sf6", "5. 0-0 Le7"});
    const QString typed = m_editor->toPlainText();
    ReconstructionDialog dialog(m_window->session()->sharedRecord(), typed, m_window);
    auto* changes = dialog.findChild<QTableWidget*>(QStringLiteral("changes"));
    QCOMPARE(changes->rowCount(), 2);
    QVERIFY(changes->item(0, 1)->text().contains(QStringLiteral("Sc6")));
    QVERIFY(changes->item(1, 1)->text().contains(QStringLiteral("La4")));
    QVERIFY(readable(dialog.findChild<QTextBrowser*>(QStringLiteral("reconstructedGame"))->toPlainText())
                .startsWith(QStringLiteral("1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4")));
    dialog.show();
    keepScreenshot(&dialog, "reconstruct.png");
    changes->item(1, 0)->setCheckState(Qt::Unchecked);  // the arbiter rejects the second change

    sheetrepair::apply(m_editor, dialog.acceptedEdits());
    QCOMPARE(m_editor->toPlainText(), QString(typed).replace(QStringLiteral("Se6"), QStringLiteral("Sc6")));
    QTest::keyClick(m_editor, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_editor->toPlainText(), typed);
}

void TestMainWindow::reconstructionFillsARowLeftBlank()
{
    // Row 3 left empty, one dash for both boxes: both are filled, each where it stands.
    type({"1. e4 e5", "2. Sf3 Sc6", "3. -", "4. d3 Sf6", "5. Sc3"});
    const QString typed = m_editor->toPlainText();
    ReconstructionDialog dialog(m_window->session()->sharedRecord(), typed, m_window);
    auto* changes = dialog.findChild<QTableWidget*>(QStringLiteral("changes"));
    QCOMPARE(changes->rowCount(), 2);
    QVERIFY(changes->item(1, 1)->text().startsWith(tr("(empty box)")));
    // Nothing later says what stood in the row: the two changes are proposals, not ticked, each with the
    // moves that fit as well.
    for (int row = 0; row < 2; ++row) {
        QCOMPARE(changes->item(row, 0)->checkState(), Qt::Unchecked);
        QVERIFY2(changes->item(row, 2)->text().contains(QStringLiteral("Cannot be decided from this sheet: ")),
            qPrintable(changes->item(row, 2)->text()));
    }
    dialog.show();
    keepScreenshot(&dialog, "reconstruct-blank-row.png");
    QVERIFY(dialog.acceptedEdits().isEmpty());
    for (int row = 0; row < 2; ++row)
        changes->item(row, 0)->setCheckState(Qt::Checked);  // the arbiter takes the proposals
    sheetrepair::apply(m_editor, dialog.acceptedEdits());
    const QStringList lines = m_editor->toPlainText().split(u'\n');
    QVERIFY(lines[2].startsWith(QStringLiteral("3. ")) && lines[2].count(u' ') == 2);
    const sheet::Record& record = m_window->session()->record();
    QCOMPARE(record.plies, 9);
    QCOMPARE(record.entries.size(), 9);
}

void TestMainWindow::twoSheetsSideBySide()
{
    // White's sheet in German with 2...Sc6 as "Se6"; Black's in English with 3. Bb5 as "Bb4" and no
    // moves after 4...Nf6.
    type({"1. e4 e5", "2. Sf3 Se6", "3. Lb5 a6", "4. La4 Sf6", "5. 0-0 Le7"});
    CompareDialog dialog(m_window->session()->record(), m_editor->toPlainText(),
        QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb4 a6 4. Ba4 Nf6"), QStringLiteral("black.txt"), m_window);
    dialog.show();
    auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("comparison"));
    QCOMPARE(table->rowCount(), 10);
    QCOMPARE(readable(table->item(3, 1)->text()), QStringLiteral("Se6"));
    QCOMPARE(readable(table->item(3, 2)->text()), QStringLiteral("Nc6"));
    QCOMPARE(readable(table->item(3, 3)->text()), QStringLiteral("Sc6"));
    QCOMPARE(readable(table->item(4, 3)->text()), QStringLiteral("Lb5"));
    QCOMPARE(table->item(9, 2)->text(), QString());  // Black's sheet has ended
    const QColor marked = verdictstyle::background(notation::Verdict::Illegal);
    QCOMPARE(table->item(3, 0)->background().color(), marked);
    QCOMPARE(table->item(4, 0)->background().color(), marked);
    QVERIFY(table->item(5, 0)->background().color() != marked);
}

void TestMainWindow::oneHistoryForTextAndSettings()
{
    type({"1. e4 e5"});
    const QString typed = m_editor->toPlainText();
    auto* language = m_window->findChild<QComboBox*>(QStringLiteral("notationLanguage"));
    language->setCurrentIndex(language->findData(QStringLiteral("de")));
    QCOMPARE(m_window->session()->language(), std::optional(notation::Language::German));
    QAction* undo = m_window->findChild<QAction*>(QStringLiteral("undo"));
    QVERIFY(undo->text().contains(QStringLiteral("Notation Language")));

    // Ctrl+Z in the sheet steps back through settings and typing alike, latest first.
    QTest::keyClick(m_editor, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_window->session()->language(), std::nullopt);
    QCOMPARE(language->currentData().toString(), QString());
    QCOMPARE(m_editor->toPlainText(), typed);
    QTest::keyClick(m_editor, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(m_editor->toPlainText() != typed);

    QAction* redo = m_window->findChild<QAction*>(QStringLiteral("redo"));
    redo->trigger();
    redo->trigger();
    QCOMPARE(m_editor->toPlainText(), typed);
    QCOMPARE(m_window->session()->language(), std::optional(notation::Language::German));
    QCOMPARE(language->currentData().toString(), QStringLiteral("de"));

    // A player's name typed in the game details is one step of the same history, however many keys it
    // took; taken back, the field is as it was, and the window shows the change gone.
    auto* white = m_window->findChild<QLineEdit*>("tagWhite");
    QTest::keyClicks(white, QStringLiteral("Keres"));
    QVERIFY(undo->text().contains(QStringLiteral("Game Details")));
    type({"2. Nf3"});
    for (int steps = 0; m_editor->toPlainText() != typed && steps < 10; ++steps)
        undo->trigger();  // the typing in the sheet, a step or two
    QCOMPARE(m_editor->toPlainText(), typed);
    QCOMPARE(white->text(), QStringLiteral("Keres"));
    QVERIFY(undo->text().contains(QStringLiteral("Game Details")));
    undo->trigger();  // the name, whole
    QCOMPARE(white->text(), QString());
    QCOMPARE(m_editor->toPlainText(), typed);
    QCOMPARE(m_window->session()->language(), std::optional(notation::Language::German));
    redo->trigger();
    QCOMPARE(white->text(), QStringLiteral("Keres"));
    QVERIFY(m_window->isWindowModified());
    // Ctrl+Z typed in the field itself steps back through the same one history.
    white->setFocus();
    QTest::keyClick(white, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(white->text(), QString());
    QVERIFY(redo->text().contains(QStringLiteral("Game Details")));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
