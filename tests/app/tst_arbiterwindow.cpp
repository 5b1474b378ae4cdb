// SPDX-License-Identifier: GPL-3.0-or-later
// The window as an arbiter uses it around the game's end: the PGN says what the sheet and the Result
// field say, the table keeps the keyboard, the arbiter's panel names moves and leads to them, and the
// window says what it shows.

#include "mainwindow.h"
#include "movetablemodel.h"
#include "placeholderlistview.h"
#include "readabletext.h"
#include "sheeteditor.h"
#include "sheetsession.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

#include <functional>

class TestArbiterWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theResultFieldIsExported();
    void aSheetThatStopsEarlyIsExportedWholeAfterAWarning();
    void exportAddsThePgnExtensionAndAddingTwiceIsTold();
    void theSheetAndTheReportGetTheirExtensions();
    void clickingTheTableKeepsTheKeyboardThere();
    void theArbiterPanelNamesMovesAndLeadsToThem();
    void aDrawOfferWithAnEntryNotPlayedIsShownOnceAndSaid();
    void emptyPanesSayWhatTheyAreFor();
    void theStatusBarSaysTheNotationFound();
    void recentFilesAreEachFileOnceAndOnlyThoseThatExist();
    void aScoresheetKeepsItsLayoutAPgnGameOpensAPairALine();

private:
    /// Answers the next message boxes as they come up, in turn, collecting what they said.
    void answer(const QList<QMessageBox::StandardButton>& buttons);
    /// Chooses `path` in the next file dialog.
    static void chooseFile(const QString& path);

    QTemporaryDir m_autosaveFolder;
    MainWindow* m_window = nullptr;
    QStringList m_told;
};

void TestArbiterWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
    QSettings().clear();
}

void TestArbiterWindow::init()
{
    m_told.clear();
    m_window = new MainWindow(m_autosaveFolder.path());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestArbiterWindow::cleanup()
{
    m_window->session()->setText(QString());
    m_window->setSheetText(QString());  // nothing unsaved: closing asks nothing
    delete m_window;
}

void TestArbiterWindow::answer(const QList<QMessageBox::StandardButton>& buttons)
{
    if (buttons.isEmpty())
        return;
    QTimer::singleShot(0, this, [this, buttons] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) {
            answer(buttons);  // not up yet
            return;
        }
        m_told << box->text();
        answer(buttons.mid(1));
        box->button(buttons.first())->click();
    });
}

void TestArbiterWindow::chooseFile(const QString& path)
{
    QTimer::singleShot(0, [path] {
        if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
            dialog->selectFile(path);
            static_cast<QDialog*>(dialog)->accept();
        }
    });
}

void TestArbiterWindow::theResultFieldIsExported()
{
    m_window->setSheetText(QStringLiteral("1. e4 e5\n2. Sf3 Sc6\n"));
    QTest::keyClicks(m_window->findChild<QLineEdit*>("tagResult"), QStringLiteral("1-0"));
    m_window->findChild<QAction*>("copyPgn")->trigger();
    const QString pgn = QApplication::clipboard()->text();
    QVERIFY2(pgn.contains(QStringLiteral("[Result \"1-0\"]")) && pgn.trimmed().endsWith(QStringLiteral("1-0")),
        qPrintable(pgn));

    // The sheet says otherwise: the panel says so, and so does Copy PGN before it gives the field's.
    m_window->setSheetText(QStringLiteral("1. e4 e5\n2. Sf3 Sc6\n0-1\n"));
    const QString panel = readable(m_window->findChild<QTextBrowser*>("arbiterPanel")->toPlainText());
    QVERIFY2(panel.contains(QStringLiteral("the Result field says 1-0, the sheet says 0-1")), qPrintable(panel));
    answer({QMessageBox::Yes});
    m_window->findChild<QAction*>("copyPgn")->trigger();
    QCOMPARE(m_told.size(), 1);
    QVERIFY2(m_told[0].contains(QStringLiteral("The results disagree")), qPrintable(m_told[0]));
    const QString agreed = QApplication::clipboard()->text();
    QVERIFY2(agreed.contains(QStringLiteral("{The result written on the sheet: 0-1} 1-0")), qPrintable(agreed));
}

void TestArbiterWindow::aSheetThatStopsEarlyIsExportedWholeAfterAWarning()
{
    QString text = QStringLiteral("1. e4 e5\n2. Sf3 Se6\n");
    for (int n = 3; n <= 15; ++n)
        text += QStringLiteral("%1. Kh1 Kh8\n").arg(n);
    m_window->setSheetText(text);
    QApplication::clipboard()->clear();
    answer({QMessageBox::Cancel});
    m_window->findChild<QAction*>("copyPgn")->trigger();
    QVERIFY2(
        m_told.value(0).contains(QStringLiteral("The replay stops at line 2, 2... Se6")), qPrintable(m_told.value(0)));
    QVERIFY(QApplication::clipboard()->text().isEmpty());  // cancelled: nothing copied
    answer({QMessageBox::Yes});
    m_window->findChild<QAction*>("copyPgn")->trigger();
    const QString pgn = QApplication::clipboard()->text();
    QVERIFY2(pgn.contains(QStringLiteral("2... Se6 3. Kh1 Kh8")) && pgn.contains(QStringLiteral("15. Kh1 Kh8}")),
        qPrintable(pgn));
    // The count of moves says how far it is verified.
    const QString panel = readable(m_window->findChild<QTextBrowser*>("arbiterPanel")->toPlainText());
    QVERIFY2(panel.contains(QStringLiteral("Moves completed: White 2, Black 1. Verified to move 2 only: the sheet "
                                           "goes on to move 15, not checked.")),
        qPrintable(panel));
}

void TestArbiterWindow::exportAddsThePgnExtensionAndAddingTwiceIsTold()
{
    QTemporaryDir dir;
    m_window->setSheetText(QStringLiteral("1. e4 e5\n"));
    chooseFile(dir.filePath(QStringLiteral("game")));
    m_window->findChild<QAction*>("exportPgn")->trigger();
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("game.pgn"))));

    const QString round = dir.filePath(QStringLiteral("round.pgn"));
    chooseFile(round);
    answer({QMessageBox::Yes});
    m_window->findChild<QAction*>("addToPgnFile")->trigger();
    QVERIFY2(m_told.value(0).contains(QStringLiteral("Make the PGN file round.pgn")), qPrintable(m_told.join('|')));
    chooseFile(round);
    answer({QMessageBox::Cancel});
    m_window->findChild<QAction*>("addToPgnFile")->trigger();
    QVERIFY2(m_told.value(1).contains(QStringLiteral("already holds this game (same details and moves) as game 1")),
        qPrintable(m_told.join('|')));
    QFile file(round);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll().count("[Event "), 1);  // declined: added once
}

// A name given without an extension gets the file's own, as Export PGN adds ".pgn": the sheet ".txt", which
// the Open dialog lists, the report ".pdf", which the system opens as one.
void TestArbiterWindow::theSheetAndTheReportGetTheirExtensions()
{
    QTemporaryDir dir;
    m_window->setSheetText(QStringLiteral("1. e4 e5\n"));
    chooseFile(dir.filePath(QStringLiteral("board3")));
    m_window->findChild<QAction*>("saveAs")->trigger();
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("board3.txt"))));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("board3"))));
    QVERIFY(!m_window->isWindowModified());
    // The same name again: the file it saves exists, and the dialog asks before overwriting it.
    m_window->setSheetText(QStringLiteral("1. d4 d5\n"));
    chooseFile(dir.filePath(QStringLiteral("board3")));
    answer({QMessageBox::No});
    // Declined, the dialog stays open for another name: cancelled then.
    std::function<void()> cancel = [this, &cancel] {
        auto* files = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (m_told.isEmpty() || !files)
            QTimer::singleShot(10, cancel);
        else
            files->reject();
    };
    QTimer::singleShot(0, cancel);
    m_window->findChild<QAction*>("saveAs")->trigger();
    QCOMPARE(m_told.size(), 1);
    QVERIFY2(m_told.first().contains(QStringLiteral("board3.txt")), qPrintable(m_told.first()));
    QFile kept(dir.filePath(QStringLiteral("board3.txt")));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("1. e4 e5\n"));

    // The report's parts first, then the file.
    const QString report = dir.filePath(QStringLiteral("appeal"));
    QTimer::singleShot(0, [report] {
        if (auto* parts = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
            chooseFile(report);
            parts->accept();
        }
    });
    m_window->findChild<QAction*>("exportReportPdf")->trigger();
    QFile pdf(dir.filePath(QStringLiteral("appeal.pdf")));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    QVERIFY(!QFile::exists(report));
}

void TestArbiterWindow::clickingTheTableKeepsTheKeyboardThere()
{
    m_window->setSheetText(QStringLiteral("1. e4 e5\n2. Sf3 Sc6\n3. d4 exd4\n4. Sxd4 Sf6\n"));
    auto* table = m_window->findChild<QTableView*>("moveTable");
    auto* editor = m_window->findChild<SheetEditor*>("sheetEditor");
    const QString typed = editor->toPlainText();
    const QModelIndex d4 = table->model()->index(2, 1);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(d4).center());
    QCOMPARE(QApplication::focusWidget(), table);
    const QString fenAfterD4 = m_window->findChild<QLineEdit*>("fen")->text();
    QVERIFY2(fenAfterD4.startsWith(QStringLiteral("r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/")), qPrintable(fenAfterD4));
    QTest::keyClick(table, Qt::Key_Delete);
    QCOMPARE(editor->toPlainText(), typed);  // the key went to the table, not into the sheet
    QTest::keyClick(table, Qt::Key_Right);  // Black's move of the row: 3... exd4
    QVERIFY(m_window->findChild<QLineEdit*>("fen")->text().startsWith(QStringLiteral("r1bqkbnr/pppp1ppp/2n5/8/3pP3/")));
    QTest::keyClick(table, Qt::Key_Down);  // the next row: 4... Nf6
    QVERIFY(m_window->findChild<QLineEdit*>("fen")->text().startsWith(QStringLiteral("r1bqkb1r/pppp1ppp/2n2n2/")));
    QCOMPARE(QApplication::focusWidget(), table);
}

void TestArbiterWindow::theArbiterPanelNamesMovesAndLeadsToThem()
{
    m_window->setSheetText(QStringLiteral("1. Sf3 Sf6\n2. Sg1 Sg8\n3. Sf3 Sf6\n4. Sg1 Sg8\n5. e4\n"));
    auto* panel = m_window->findChild<QTextBrowser*>("arbiterPanel");
    const QString said = readable(panel->toPlainText());
    QVERIFY2(said.contains(QStringLiteral("Threefold repetition after 4... Sg8: the same position stood after the "
                                          "start, 2... Sg8, 4... Sg8.")),
        qPrintable(said));
    // Clicking "2... Sg8" shows the position after it.
    const int at = panel->toPlainText().indexOf(QStringLiteral("2... Sg8"));
    QTextCursor cursor(panel->document());
    cursor.setPosition(at + 2);
    const QPoint point = panel->cursorRect(cursor).center();
    QTest::mouseClick(panel->viewport(), Qt::LeftButton, {}, point);
    QCOMPARE(m_window->findChild<QLineEdit*>("fen")->text(),
        QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3"));
}

// An offer written with an entry the replay did not play (the illegal one it stopped at, one after it)
// is on the sheet: the table shows it once, as written, and the arbiter's panel says it, not checked. An
// offer after the arbiter's mark of a move taken back is not in the entry: the table adds it.
void TestArbiterWindow::aDrawOfferWithAnEntryNotPlayedIsShownOnceAndSaid()
{
    const auto cell = [this](int row, int column) {
        return m_window->findChild<QTableView*>("moveTable")->model()->index(row, column).data().toString();
    };
    m_window->setSheetText(QStringLiteral("1. e4 e5\n2. Ke3 (=) Nc6\n3. d4 a6 (=)\n"));
    QCOMPARE(m_window->session()->record().plies, 2);
    QCOMPARE(cell(1, MoveTableModel::WhiteColumn).count(QStringLiteral("(=)")), 1);
    QCOMPARE(cell(2, MoveTableModel::BlackColumn).count(QStringLiteral("(=)")), 1);
    const QString panel = readable(m_window->findChild<QTextBrowser*>("arbiterPanel")->toPlainText());
    QVERIFY2(panel.contains(
                 QStringLiteral("Draw offer by White with 2. Ke3 (=), an entry the replay did not play: not checked.")),
        qPrintable(panel));
    QVERIFY2(panel.contains(QStringLiteral(
                 "Draw offer by Black with 3... a6 (=), an entry the replay did not play: not checked.")),
        qPrintable(panel));
    m_window->setSheetText(QStringLiteral("1. e4 e5 2. Ke3 {illegal} (=) Nf3 Nc6\n"));
    const QString takenBack = cell(1, MoveTableModel::WhiteColumn);
    QVERIFY2(takenBack.contains(QStringLiteral("Ke3")) && takenBack.count(QStringLiteral("(=)")) == 1,
        qPrintable(takenBack));
}

void TestArbiterWindow::emptyPanesSayWhatTheyAreFor()
{
    m_window->setSheetText(QString());
    auto* findings = m_window->findChild<PlaceholderListView*>("findings");
    QCOMPARE(findings->placeholderText(), QStringLiteral("Nothing to check yet: type the sheet above."));
    QVERIFY(readable(m_window->findChild<QTextBrowser*>("arbiterPanel")->toPlainText())
                .startsWith(QStringLiteral("Nothing to report")));
    m_window->setSheetText(QStringLiteral("1. e4 e5\n"));
    QCOMPARE(findings->model()->rowCount(), 0);
    QCOMPARE(findings->placeholderText(), QStringLiteral("No problems found."));
    QStringList titles;
    for (QLabel* label : m_window->findChildren<QLabel*>())
        if (label->buddy() == findings)
            titles << label->text();
    QCOMPARE(titles, QStringList{QStringLiteral("Findings")});
    // The arbiter's pane is a tab, beside the one that says how a move is written.
    auto* tabs = m_window->findChild<QTabWidget*>("sideTabs");
    QCOMPARE(tabs->tabText(tabs->indexOf(m_window->findChild<QTextBrowser*>("arbiterPanel"))),
        QStringLiteral("For the arbiter"));
    m_window->showExample();
    QVERIFY2(m_window->windowTitle().startsWith(QStringLiteral("Example: the FIDE sample game")),
        qPrintable(m_window->windowTitle()));
}

void TestArbiterWindow::theStatusBarSaysTheNotationFound()
{
    m_window->setSheetText(QStringLiteral("1. e4 e5\n2. Sf3 Sc6\n3. Lc5 a6\n"));
    const QString status = m_window->findChild<QLabel*>("sheetStatus")->text();
    QCOMPARE(
        status, QStringLiteral("Notation: German (found automatically) · 6 entries · 1 with findings · 1 not checked"));
}

void TestArbiterWindow::recentFilesAreEachFileOnceAndOnlyThoseThatExist()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sheet.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write("1. e4 e5\n") > 0);
    file.close();
    QVERIFY(m_window->openFile(path));
    QVERIFY(m_window->openFile(dir.path() + QStringLiteral("/./sheet.txt")));  // the same file, another spelling
    QSettings().setValue(QStringLiteral("recentFiles"),
        QSettings().value(QStringLiteral("recentFiles")).toStringList() << dir.filePath(QStringLiteral("gone.txt")));
    QVERIFY(m_window->openFile(path));
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    QCOMPARE(recent, QStringList{QFileInfo(path).canonicalFilePath()});
}

// A PGN file's game, its lines flowed, opens a move pair a line; a scoresheet keeps the user's layout,
// several pairs on a line too, bare or with its details, named as Save writes it or without an extension
// (as Save wrote a name typed without one): the findings' line numbers are the file's, and saving it
// again changes nothing.
void TestArbiterWindow::aScoresheetKeepsItsLayoutAPgnGameOpensAPairALine()
{
    QTemporaryDir dir;
    const auto open = [&](const QString& name, const QByteArray& bytes) {
        QFile f(dir.filePath(name));
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && (f.close(), true)
            && m_window->openFile(f.fileName());
    };
    const auto* editor = m_window->findChild<SheetEditor*>("sheetEditor");
    const QByteArray moves = "1. e4 e5 2. Sf3 Sc6\n3. Lb5 a6 4. La4 Sf6\n";
    QVERIFY(open(QStringLiteral("flowed.pgn"), "[Event \"Club\"]\n\n" + moves + "*\n"));
    QCOMPARE(editor->toPlainText(), QStringLiteral("1. e4 e5\n2. Sf3 Sc6\n3. Lb5 a6\n4. La4 Sf6 *\n"));
    for (const QByteArray& sheet : {moves, "[Event \"Club\"]\n\n" + moves})
        for (const QString& name : {QStringLiteral("sheet.txt"), QStringLiteral("sheet")}) {
            QVERIFY(open(name, sheet));
            QCOMPARE(editor->toPlainText(), QString::fromLatin1(moves));
            QCOMPARE(m_window->session()->record().plies, 8);
            QCOMPARE(m_window->session()->record().entries.last().entry.line, 2);
            QVERIFY(!m_window->isWindowModified());
        }
}

QTEST_MAIN(TestArbiterWindow)
#include "tst_arbiterwindow.moc"
