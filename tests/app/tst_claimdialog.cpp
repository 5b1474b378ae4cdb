// SPDX-License-Identifier: GPL-3.0-or-later
// The Rulings menu and its dialog as an arbiter uses them at the board: a claim of threefold repetition
// or fifty moves ruled at the move chosen in the table, with or without a written move, at the rate of
// play of the event; the positions named lead to the main board; the ruling is copied for the report; and
// the arbiter's panel says while the sheet is typed when a claim is open.

#include "claimdialog.h"
#include "mainwindow.h"
#include "readabletext.h"
#include "screenshot.h"
#include "sheeteditor.h"
#include "sheetsession.h"

#include "chess/fen.h"
#include "rulings/claimwording.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <algorithm>

#include "boardwidget.h"

namespace {

// Marshall–Capablanca, New York 1909, round 1: the queens go back and forth from 25... Qe7 on; the
// position after 26... Qf6 (White to move) stands again after 28... Qf6 and 30... Qf6.
const QString Repetition
    = QStringLiteral(SCORECHECK_TEST_DATA "/pgn-edge-cases/pgn-extract/infiles/test-repetition.pgn");

QString labelText(const QDialog* dialog, const char* name)
{
    return readable(dialog->findChild<QLabel*>(QLatin1String(name))->text());
}

QStringList lines(const QDialog* dialog, const char* name)
{
    QStringList texts;
    const auto* list = dialog->findChild<QListWidget*>(QLatin1String(name));
    for (int i = 0; i < list->count(); ++i)
        texts << readable(list->item(i)->text());
    return texts;
}

}  // namespace

class TestClaimDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theMenuRulesAtTheMoveChosenInTheTable();
    void theShortcutRulesAfterTheLastEntryWhenNoneIsChosen();
    void aRealThreefoldIsRuledCorrect();
    void aWrittenMoveThatRepeatsForTheThirdTimeIsRuledCorrect();
    void theBoardsStayInViewWhenTheClaimIsRuledAgain();
    void anIncorrectClaimWithAWrittenMoveCostsTimeByRate_data();
    void anIncorrectClaimWithAWrittenMoveCostsTimeByRate();
    void theRateIsKeptForTheNextClaim();
    void clickingAPositionShowsItOnTheBoard();
    void copyAsTextGivesTheRuling();
    void aClaimWhereTheReplayStopsIsNotRuled();
    void aClaimAfterTheGameEndedIsRuledOnAsGameOver();
    void thePanelSaysWhenAThreefoldClaimIsOpen();
    void thePanelSaysWhenAFiftyMoveClaimIsOpen();

private:
    /// Opens the first game of test-repetition.pgn, Marshall–Capablanca 1909.
    void openMarshallCapablanca();
    /// Clicks the table's cell of a move: `row` from 0, `column` White's (1) or Black's (2).
    void chooseInTable(int row, int column);
    ClaimDialog* claim(const char* action);
    QString panelText() const;

    QTemporaryDir m_autosaveFolder;
    MainWindow* m_window = nullptr;
};

void TestClaimDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
}

void TestClaimDialog::init()
{
    QSettings().clear();
    m_window = new MainWindow(m_autosaveFolder.path());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestClaimDialog::cleanup()
{
    m_window->setSheetText(QString());  // nothing unsaved: closing asks nothing
    delete m_window;
}

void TestClaimDialog::openMarshallCapablanca()
{
    QVERIFY(m_window->openFile(Repetition, MainWindow::GameChoice::First));
    QCOMPARE(m_window->session()->record().plies, 60);
}

void TestClaimDialog::chooseInTable(int row, int column)
{
    auto* table = m_window->findChild<QTableView*>("moveTable");
    const QModelIndex cell = table->model()->index(row, column);
    table->scrollTo(cell);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(cell).center());
}

ClaimDialog* TestClaimDialog::claim(const char* action)
{
    m_window->findChild<QAction*>(QLatin1String(action))->trigger();
    auto* dialog = m_window->findChild<ClaimDialog*>();
    return dialog && dialog->isVisible() ? dialog : nullptr;
}

QString TestClaimDialog::panelText() const
{
    return readable(m_window->findChild<QTextBrowser*>("arbiterPanel")->toPlainText());
}

// 29. Qb4 chosen in the table: Black claims, and the position after it stands for the third time (25. a4,
// 27. Qb4, 29. Qb4), although the sheet goes on.
void TestClaimDialog::theMenuRulesAtTheMoveChosenInTheTable()
{
    openMarshallCapablanca();
    chooseInTable(28, 1);
    ClaimDialog* dialog = claim("claimThreefold");
    QVERIFY(dialog);
    QCOMPARE(dialog->moment().record->plies, 57);
    QVERIFY(dialog->findChild<QRadioButton*>("threefoldClaim")->isChecked());
    QCOMPARE(labelText(dialog, "claimMoment"), QStringLiteral("Black claims after 29. Qb4, having the move."));
    QCOMPARE(
        labelText(dialog, "verdict"), QStringLiteral("Correct: the position after 29. Qb4 stands for the third time."));
    QCOMPARE(dialog->ruling()->claimant, chess::Color::Black);

    // The other claim from the same menu, at another move: the same dialog, the fifty moves chosen.
    chooseInTable(2, 2);  // 3... c5
    QCOMPARE(claim("claimFifty"), dialog);
    QCOMPARE(dialog->moment().record->plies, 6);
    QVERIFY(dialog->findChild<QRadioButton*>("fiftyMovesClaim")->isChecked());
    QCOMPARE(labelText(dialog, "verdict"),
        QStringLiteral(
            "Incorrect: moves since the last capture or pawn move: White 0, Black 0; 50 by each are needed."));
}

void TestClaimDialog::theShortcutRulesAfterTheLastEntryWhenNoneIsChosen()
{
    openMarshallCapablanca();
    m_window->findChild<QTableView*>("moveTable")->clearSelection();
    QTest::keyClick(m_window, Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
    auto* dialog = m_window->findChild<ClaimDialog*>();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->moment().record->plies, 60);
    QCOMPARE(dialog->ruling()->claimant, chess::Color::White);
    dialog->close();
    QTest::keyClick(m_window, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->findChild<QRadioButton*>("fiftyMovesClaim")->isChecked());
    // The keyboard is on the claim chosen, not on the other, where a Space would switch claims unawares.
    QApplication::setActiveWindow(dialog);  // as the desktop makes a window shown the active one
    QCOMPARE(QApplication::focusWidget(), dialog->findChild<QRadioButton*>("fiftyMovesClaim"));
}

// At the end of the game White claims: the position after 30... Qf6 stands for the third time (9.2.2).
void TestClaimDialog::aRealThreefoldIsRuledCorrect()
{
    openMarshallCapablanca();
    ClaimDialog* dialog = claim("claimThreefold");
    QVERIFY(dialog);
    QCOMPARE(labelText(dialog, "verdict"),
        QStringLiteral("Correct: the position after 30... Qf6 stands for the third time."));
    QVERIFY(dialog->findChild<QLabel*>("verdict")->font().bold());
    QVERIFY(labelText(dialog, "article").startsWith(QStringLiteral("Article 9.2.2: ")));
    QCOMPARE(
        lines(dialog, "occurrences"), QStringList({"26... Qf6 (ply 52)", "28... Qf6 (ply 56)", "30... Qf6 (ply 60)"}));
    // One small board for each, showing the position the claim is about: three side by side, each with
    // squares large enough that the coordinates keep clear of the pieces.
    const QList<BoardWidget*> boards = dialog->findChildren<BoardWidget*>("occurrenceBoard");
    QCOMPARE(boards.size(), 3);
    for (const BoardWidget* board : boards) {
        QCOMPARE(board->position().key(), m_window->session()->record().final.key());
        QVERIFY(board->width() <= dialog->width() / 3);
        QVERIFY(board->width() >= 8 * BoardPainter::SmallestClearSquare);
    }
    QCOMPARE(labelText(dialog, "consequence"), QStringLiteral("The game is drawn (9.5.2)."));
    // The ruling follows the claim chosen: fifty moves are far off.
    QTest::mouseClick(dialog->findChild<QRadioButton*>("fiftyMovesClaim"), Qt::LeftButton);
    QVERIFY(labelText(dialog, "verdict").startsWith(QStringLiteral("Incorrect: moves since the last capture")));
    QVERIFY(dialog->findChildren<BoardWidget*>("occurrenceBoard").isEmpty());
}

// After 28... Qf6 White writes 29. Qb4 and claims before playing it: the position after it would stand for
// the third time, after 25. a4 and 27. Qb4 (9.2.1). The written move's line leads nowhere: it is not played.
void TestClaimDialog::aWrittenMoveThatRepeatsForTheThirdTimeIsRuledCorrect()
{
    openMarshallCapablanca();
    chooseInTable(27, 2);
    ClaimDialog* dialog = claim("claimThreefold");
    QVERIFY(dialog);
    QCOMPARE(labelText(dialog, "claimMoment"), QStringLiteral("White claims after 28... Qf6, having the move."));
    QTest::keyClicks(dialog->findChild<QLineEdit*>("intendedMove"), QStringLiteral("Qb4"));
    QCOMPARE(labelText(dialog, "verdict"),
        QStringLiteral("Correct: after the written move 29. Qb4 the position would stand for the third time."));
    QVERIFY(
        labelText(dialog, "article").startsWith(QStringLiteral("Article 9.2.1: White wrote a move and declared it")));
    QCOMPARE(lines(dialog, "occurrences"),
        QStringList({"25. a4 (ply 49)", "27. Qb4 (ply 53)", "29. Qb4, the written move (ply 57)"}));
    const QList<BoardWidget*> boards = dialog->findChildren<BoardWidget*>("occurrenceBoard");
    QCOMPARE(boards.size(), 3);
    QCOMPARE(boards[2]->position().key(), m_window->session()->record().positionBefore(49).key());
    QCOMPARE(labelText(dialog, "consequence"), QStringLiteral("The game is drawn (9.5.2)."));
    keepScreenshot(dialog, "claim-ruling.png");
}

// Rule (made by the arbiter) rules again on the claim shown: its small boards come anew and are seen whole,
// not cut to a strip a few pixels high.
void TestClaimDialog::theBoardsStayInViewWhenTheClaimIsRuledAgain()
{
    openMarshallCapablanca();
    ClaimDialog* dialog = claim("claimThreefold");
    QVERIFY(dialog);
    const auto boardsInView = [dialog] {
        const QList<BoardWidget*> boards = dialog->findChildren<BoardWidget*>("occurrenceBoard");
        const QWidget* row = dialog->findChild<QWidget*>("occurrenceBoards")->parentWidget();  // its scroll area's
        return boards.size() == 3 && std::all_of(boards.begin(), boards.end(), [row](const BoardWidget* b) {
            return b->isVisible() && b->height() > 100 && row->rect().contains(b->mapTo(row, b->rect().bottomRight()));
        });
    };
    QTRY_VERIFY(boardsInView());
    QTest::mouseClick(dialog->findChild<QPushButton*>("rule"), Qt::LeftButton);
    QCoreApplication::processEvents();  // the new boards shown, as the window shows them
    QVERIFY(boardsInView());
}

void TestClaimDialog::anIncorrectClaimWithAWrittenMoveCostsTimeByRate_data()
{
    QTest::addColumn<QString>("rate");  // typed into the list of rates
    QTest::addColumn<QString>("time");

    QTest::newRow("standard play: two minutes (9.5.3)")
        << "S"
        << "The arbiter adds two minutes to Black's remaining thinking time (9.5.3).";
    QTest::newRow("rapid chess: one minute (A.3)")
        << "R"
        << "The arbiter adds one minute to Black's remaining thinking time (9.5.3; rapid chess: A.3).";
    QTest::newRow("blitz: one minute, two where B.2 applies")
        << "B"
        << "The arbiter adds one minute to Black's remaining thinking time (9.5.3; blitz: B.3 with A.3); two "
           "minutes where the event applies B.2, one arbiter for each game.";
}

// After 26... Qf6 White writes 27. Qb4 and claims: the position after it would stand for the second time
// only (25. a4). Incorrect: time to Black, and Qb4 must be played.
void TestClaimDialog::anIncorrectClaimWithAWrittenMoveCostsTimeByRate()
{
    QFETCH(QString, rate);
    QFETCH(QString, time);
    openMarshallCapablanca();
    chooseInTable(25, 2);
    ClaimDialog* dialog = claim("claimThreefold");
    QVERIFY(dialog);
    QCOMPARE(dialog->moment().record->plies, 52);
    QTest::keyClicks(dialog->findChild<QLineEdit*>("intendedMove"), QStringLiteral("Qb4"));
    QTest::keyClicks(dialog->findChild<QComboBox*>("rate"), rate);
    QTest::mouseClick(dialog->findChild<QPushButton*>("rule"), Qt::LeftButton);
    QCOMPARE(labelText(dialog, "verdict"),
        QStringLiteral("Incorrect: after the written move 27. Qb4 the position would stand for the second time only."));
    QCOMPARE(lines(dialog, "occurrences"), QStringList({"25. a4 (ply 49)", "27. Qb4, the written move (ply 53)"}));
    const QStringList consequence = labelText(dialog, "consequence").split(u'\n');
    QCOMPARE(consequence.value(0), time);
    QCOMPARE(consequence.value(1), QStringLiteral("White must now make the written move 27. Qb4 (9.5.3)."));
}

void TestClaimDialog::theRateIsKeptForTheNextClaim()
{
    openMarshallCapablanca();
    ClaimDialog* dialog = claim("claimThreefold");
    QTest::keyClicks(dialog->findChild<QComboBox*>("rate"), QStringLiteral("B"));
    QCOMPARE(dialog->findChild<QComboBox*>("rate")->currentData().toString(), QStringLiteral("blitz"));
    ClaimDialog another;
    QCOMPARE(another.findChild<QComboBox*>("rate")->currentData().toString(), QStringLiteral("blitz"));
}

// A line naming a position of the game shows it on the main board; the written move's, not played, does not.
void TestClaimDialog::clickingAPositionShowsItOnTheBoard()
{
    openMarshallCapablanca();
    chooseInTable(25, 2);  // 26... Qf6
    ClaimDialog* dialog = claim("claimThreefold");
    QTest::keyClicks(dialog->findChild<QLineEdit*>("intendedMove"), QStringLiteral("Qb4"));
    auto* occurrences = dialog->findChild<QListWidget*>("occurrences");
    QCOMPARE(occurrences->count(), 2);
    QSignalSpy chosen(dialog, &ClaimDialog::plyChosen);
    QTest::mouseClick(
        occurrences->viewport(), Qt::LeftButton, {}, occurrences->visualItemRect(occurrences->item(0)).center());
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.first().first().toInt(), 49);
    const sheet::Record& r = m_window->session()->record();
    QCOMPARE(
        m_window->findChild<QLineEdit*>("fen")->text(), QString::fromStdString(chess::toFen(r.positionBefore(49))));
    QTest::mouseClick(
        occurrences->viewport(), Qt::LeftButton, {}, occurrences->visualItemRect(occurrences->item(1)).center());
    QCOMPARE(chosen.count(), 1);
    // From the keyboard: Enter on the first line.
    occurrences->setFocus();
    QTest::keyClick(occurrences, Qt::Key_Home);
    QTest::keyClick(occurrences, Qt::Key_Return);
    QCOMPARE(chosen.count(), 2);
    QCOMPARE(chosen.last().first().toInt(), 49);
}

void TestClaimDialog::copyAsTextGivesTheRuling()
{
    openMarshallCapablanca();
    ClaimDialog* dialog = claim("claimThreefold");
    QApplication::clipboard()->clear();
    QTest::mouseClick(dialog->findChild<QPushButton*>("copyRuling"), Qt::LeftButton);
    const QString copied = QApplication::clipboard()->text();
    QCOMPARE(copied, rulings::claimText(*dialog->ruling()));
    QVERIFY2(copied.startsWith(QStringLiteral("Correct: the position after 30... Qf6 stands for the third time.\n"
                                              "Article 9.2.2: ")),
        qPrintable(copied));
    QVERIFY2(copied.contains(QStringLiteral("  28... Qf6 (ply 56)\n")), qPrintable(copied));
}

// Where the replay stops the position is not known: no ruling, and the dialog says why.
void TestClaimDialog::aClaimWhereTheReplayStopsIsNotRuled()
{
    m_window->setSheetText(QStringLiteral("1. e4 e5\n2. Nf3 Ne6\n3. Bb5 a6\n"));
    ClaimDialog* dialog = claim("claimThreefold");
    QVERIFY(dialog);
    QVERIFY(!dialog->ruling());
    QVERIFY2(
        labelText(dialog, "claimMoment").startsWith(QStringLiteral("The replay stops at 2... Ne6, which is illegal")),
        qPrintable(labelText(dialog, "claimMoment")));
    QVERIFY(!dialog->findChild<QPushButton*>("copyRuling")->isEnabled());
}

// A move written after the game ended by itself stops the replay, but the game's end is known: no claim.
void TestClaimDialog::aClaimAfterTheGameEndedIsRuledOnAsGameOver()
{
    m_window->setSheetText(QStringLiteral("1. f3 e5\n2. g4 Qh4#\n3. Kf2\n"));
    ClaimDialog* dialog = claim("claimThreefold");
    QVERIFY(dialog && dialog->ruling());
    QCOMPARE(labelText(dialog, "verdict"),
        QStringLiteral(
            "No claim is possible: the game had ended with checkmate in the position after 2... Qh4# (5.1.1)."));
    QCOMPARE(labelText(dialog, "consequence"), QStringLiteral("The result stands: 0-1."));
}

// Typed move by move: a claim ahead with a written move, then on the board, then gone with a new move.
void TestClaimDialog::thePanelSaysWhenAThreefoldClaimIsOpen()
{
    openMarshallCapablanca();
    const QString game = m_window->session()->text();
    // Up to 27... Qe7: 28. Qf4+ would bring back the position after 26. Qf4+, but for the second time only.
    m_window->setSheetText(game.left(game.indexOf(QStringLiteral("28. Qf4+"))));
    QVERIFY2(!panelText().contains(QStringLiteral("may claim")), qPrintable(panelText()));
    m_window->setSheetText(game.left(game.indexOf(QStringLiteral("29. Qb4"))));  // up to 28... Qf6
    QVERIFY2(panelText().contains(
                 QStringLiteral("White may claim a draw by writing one of these moves and declaring "
                                "it: the position it leads to would stand for the third time (9.2.1): Qb4.")),
        qPrintable(panelText()));
    QVERIFY(!panelText().contains(QStringLiteral("may claim a draw now")));
    auto* editor = m_window->findChild<SheetEditor*>("sheetEditor");
    QTest::keyClicks(editor, QStringLiteral("29. Qb4"));
    QVERIFY2(panelText().contains(QStringLiteral("Black may claim a draw now: the position after 29. Qb4 has stood 3 "
                                                 "times (9.2.2).")),
        qPrintable(panelText()));
    QTest::keyClicks(editor, QStringLiteral(" Qe8"));
    QVERIFY2(!panelText().contains(QStringLiteral("may claim a draw")), qPrintable(panelText()));
}

// From a position whose half-move clock stands at 98: after one more move any quiet move written completes
// the fifty moves; once played, the claim is open on the board.
void TestClaimDialog::thePanelSaysWhenAFiftyMoveClaimIsOpen()
{
    const auto startAt = [this](const char* fen) {
        m_window->session()->setStartPosition(*chess::parseFen(fen).position);
        m_window->setSheetText(QString());
    };
    startAt("8/8/8/4k3/8/8/8/R3K3 w - - 98 80");
    QVERIFY2(!panelText().contains(QStringLiteral("may claim")), qPrintable(panelText()));
    auto* editor = m_window->findChild<SheetEditor*>("sheetEditor");
    QTest::keyClicks(editor, QStringLiteral("80. Ra2"));
    QVERIFY2(panelText().contains(QStringLiteral("Black may claim a draw by writing a move that is neither a capture "
                                                 "nor a pawn move and declaring it: it completes 50 moves by each "
                                                 "player (9.3.1).")),
        qPrintable(panelText()));
    QTest::keyClicks(editor, QStringLiteral(" Kd4"));
    QVERIFY2(
        panelText().contains(QStringLiteral("White may claim a draw now: 50 moves by each player without a capture "
                                            "or pawn move (9.3.2).")),
        qPrintable(panelText()));
    QVERIFY2(!panelText().contains(QStringLiteral("by writing")), qPrintable(panelText()));
    // Before the first move already, when the sheet starts where the clock stands at 99.
    startAt("8/8/8/4k3/8/8/8/R3K3 w - - 99 80");
    QVERIFY2(panelText().contains(QStringLiteral("White may claim a draw by writing a move that is neither")),
        qPrintable(panelText()));
}

QTEST_MAIN(TestClaimDialog)
#include "tst_claimdialog.moc"
