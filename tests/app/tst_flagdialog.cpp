// SPDX-License-Identifier: GPL-3.0-or-later
// The Rulings menu's flag fall as an arbiter uses it at the board (FIDE 6.9): the sheet typed up to the
// flag fall, the player whose flag fell and the moves the time control asks chosen in the dialog, the
// ruling read from it and copied for the report. Whether the opponent can still checkmate is decided in a
// worker: the dialog says so meanwhile, and a ruling on what the sheet no longer holds is never shown.

#include "flagdialog.h"
#include "flagruler.h"
#include "mainwindow.h"
#include "readabletext.h"
#include "screenshot.h"
#include "sheetsession.h"

#include "chess/fen.h"
#include "rulings/flagwording.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

namespace {

// Black's flag falls having just played 3... Nf6, before pressing the clock: White mates at once.
const QString Opening = QStringLiteral("1. e4 e5\n2. Bc4 Nc6\n3. Qh5 Nf6\n");

// Marshall–Capablanca, New York 1909, round 1: 30 moves each.
const QString Repetition
    = QStringLiteral(SCORECHECK_TEST_DATA "/pgn-edge-cases/pgn-extract/infiles/test-repetition.pgn");

QString labelText(const QDialog* dialog, const char* name)
{
    return readable(dialog->findChild<QLabel*>(QLatin1String(name))->text());
}

}  // namespace

class TestFlagDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void aFlagFallWhenTheOpponentCanMateLosesWithTheMovesCounted();
    void aFlagFallWhenTheOpponentHasABareKingIsADraw();
    void theMovesTheTimeControlAsksWereCompleted();
    void theShortcutsChooseWhoseFlagFell();
    void theMenuRulesAtTheMoveChosenInTheTable();
    void theDialogSaysItIsDecidingUntilTheWorkerAnswers();
    void onlyTheLatestRequestIsAnswered();
    void aRulingTheSheetNoLongerHoldsIsNotShown();
    void movesTypedAfterTheMomentKeepTheRuling();
    void copyAsTextGivesTheRuling();
    void theMovesRequiredAreKeptForTheNextFlagFall();

private:
    FlagDialog* flagFall(const char* action);
    /// Waits until the ruling asked for last is shown.
    static bool ruled(const FlagDialog* dialog);

    QTemporaryDir m_autosaveFolder;
    MainWindow* m_window = nullptr;
};

void TestFlagDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
}

void TestFlagDialog::init()
{
    QSettings().clear();
    m_window = new MainWindow(m_autosaveFolder.path());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestFlagDialog::cleanup()
{
    m_window->setSheetText(QString());  // nothing unsaved: closing asks nothing
    delete m_window;
    QThreadPool::globalInstance()->waitForDone();  // no analysis outlives its test
}

FlagDialog* TestFlagDialog::flagFall(const char* action)
{
    m_window->findChild<QAction*>(QLatin1String(action))->trigger();
    auto* dialog = m_window->findChild<FlagDialog*>();
    return dialog && dialog->isVisible() ? dialog : nullptr;
}

bool TestFlagDialog::ruled(const FlagDialog* dialog)
{
    return QTest::qWaitFor([dialog] { return dialog->ruling().has_value(); }, 5000);
}

// Typed up to 3... Nf6, the action for White's flag, then Black chosen and a time control of 40 moves:
// Black made 3... Nf6 but never pressed the clock, so has completed 2 moves of 40 (6.2.1), and White
// mates at once (4. Qxf7#): Black loses (6.9).
void TestFlagDialog::aFlagFallWhenTheOpponentCanMateLosesWithTheMovesCounted()
{
    m_window->setSheetText(Opening);
    FlagDialog* dialog = flagFall("flagFallWhite");
    QVERIFY(dialog);
    QVERIFY(dialog->findChild<QRadioButton*>("whiteFlagFell")->isChecked());
    QVERIFY(ruled(dialog));
    QCOMPARE(dialog->ruling()->flagged, chess::Color::White);

    QTest::mouseClick(dialog->findChild<QRadioButton*>("blackFlagFell"), Qt::LeftButton);
    auto* moves = dialog->findChild<QSpinBox*>("movesRequired");
    QCOMPARE(moves->text(), QStringLiteral("None"));
    moves->setFocus();
    moves->selectAll();
    QTest::keyClicks(moves, QStringLiteral("40"));
    QCOMPARE(moves->value(), 40);
    QVERIFY(ruled(dialog));

    QCOMPARE(labelText(dialog, "flagMoment"), QStringLiteral("Black's flag fell after 3... Nf6."));
    QCOMPARE(dialog->ruling()->flagged, chess::Color::Black);
    QCOMPARE(dialog->ruling()->movesRequired, 40);
    QCOMPARE(dialog->ruling()->outcome, rulings::FlagOutcome::Loss);
    QCOMPARE(labelText(dialog, "verdict"), QStringLiteral("Black loses on time: White can still checkmate (6.9)."));
    QVERIFY(dialog->findChild<QLabel*>("verdict")->font().bold());
    QCOMPARE(labelText(dialog, "result"), QStringLiteral("Result: 1-0"));
    QVERIFY(labelText(dialog, "article").startsWith(QStringLiteral("Article 6.9: ")));
    QCOMPARE(labelText(dialog, "moveCount"),
        QStringLiteral("Moves completed by Black: 2. The last move, 3... Nf6, was made but not completed: the clock "
                       "was not pressed (6.2.1). The time control asks 40 moves. Every entry is checked."));
    QCOMPARE(labelText(dialog, "mateLine"), QStringLiteral("For instance: 4. Qxf7#"));
    QVERIFY(dialog->findChild<QPushButton*>("copyRuling")->isEnabled());
    keepScreenshot(dialog, "flag-ruling.png");
}

// After 60. Rxa2 Kd7 Black has a bare king: White's flag falls, and Black cannot checkmate by any series
// of legal moves, so the game is drawn (6.9). No mate line.
void TestFlagDialog::aFlagFallWhenTheOpponentHasABareKingIsADraw()
{
    m_window->session()->setStartPosition(*chess::parseFen("4k3/8/8/8/8/8/r7/R3K3 w - - 0 60").position);
    m_window->setSheetText(QStringLiteral("60. Rxa2 Kd7\n"));
    FlagDialog* dialog = flagFall("flagFallWhite");
    QVERIFY(dialog);
    QVERIFY(ruled(dialog));
    QCOMPARE(dialog->ruling()->outcome, rulings::FlagOutcome::DrawOpponentCannotMate);
    QCOMPARE(labelText(dialog, "verdict"),
        QStringLiteral("Drawn: White's flag fell, but Black cannot checkmate by any series of legal moves (6.9)."));
    QCOMPARE(labelText(dialog, "result"), QStringLiteral("Result: 1/2-1/2"));
    QCOMPARE(labelText(dialog, "moveCount"), QStringLiteral("Moves completed by White: 60. Every entry is checked."));
    QVERIFY(dialog->findChild<QLabel*>("mateLine")->isHidden());
    // Black's flag instead: White, with a rook, can mate.
    QTest::mouseClick(dialog->findChild<QRadioButton*>("blackFlagFell"), Qt::LeftButton);
    QVERIFY(ruled(dialog));
    QCOMPARE(labelText(dialog, "verdict"), QStringLiteral("Black loses on time: White can still checkmate (6.9)."));
    QCOMPARE(labelText(dialog, "result"), QStringLiteral("Result: 1-0"));
    QVERIFY(labelText(dialog, "mateLine").startsWith(QStringLiteral("For instance: 61. ")));
}

// 30 moves each in Marshall–Capablanca: a control of 30 moves was reached, one of 31 was not.
void TestFlagDialog::theMovesTheTimeControlAsksWereCompleted()
{
    QVERIFY(m_window->openFile(Repetition, MainWindow::GameChoice::First));
    m_window->findChild<QTableView*>("moveTable")->clearSelection();
    FlagDialog* dialog = flagFall("flagFallWhite");
    QVERIFY(dialog);
    dialog->findChild<QSpinBox*>("movesRequired")->setValue(30);
    QVERIFY(ruled(dialog));
    QCOMPARE(dialog->ruling()->outcome, rulings::FlagOutcome::TimeControlReached);
    QCOMPARE(labelText(dialog, "verdict"),
        QStringLiteral("No loss: White had completed the 30 moves the time control asks before the flag fell."));
    QVERIFY(dialog->findChild<QLabel*>("result")->isHidden());
    dialog->findChild<QSpinBox*>("movesRequired")->setValue(31);
    QVERIFY(ruled(dialog));
    QCOMPARE(dialog->ruling()->outcome, rulings::FlagOutcome::Loss);
    QCOMPARE(labelText(dialog, "result"), QStringLiteral("Result: 0-1"));
}

void TestFlagDialog::theShortcutsChooseWhoseFlagFell()
{
    m_window->setSheetText(Opening);
    QTest::keyClick(m_window, Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
    auto* dialog = m_window->findChild<FlagDialog*>();
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(dialog->findChild<QRadioButton*>("blackFlagFell")->isChecked());
    // The keyboard is on the side chosen, not on the other, where a Space would switch sides unawares.
    QApplication::setActiveWindow(dialog);  // as the desktop makes a window shown the active one
    QCOMPARE(QApplication::focusWidget(), dialog->findChild<QRadioButton*>("blackFlagFell"));
    QVERIFY(ruled(dialog));
    QCOMPARE(dialog->ruling()->flagged, chess::Color::Black);
    dialog->close();
    m_window->activateWindow();  // a shortcut of the window's works where the window is the active one
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    QTest::keyClick(m_window, Qt::Key_W, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->findChild<QRadioButton*>("whiteFlagFell")->isChecked());
    QVERIFY(ruled(dialog));
    QCOMPARE(dialog->ruling()->flagged, chess::Color::White);
}

// As a claim: at the move chosen in the table, what is written after it plays no part.
void TestFlagDialog::theMenuRulesAtTheMoveChosenInTheTable()
{
    QVERIFY(m_window->openFile(Repetition, MainWindow::GameChoice::First));
    auto* table = m_window->findChild<QTableView*>("moveTable");
    const QModelIndex cell = table->model()->index(19, 2);  // 20... Rxf1+
    table->scrollTo(cell);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(cell).center());
    FlagDialog* dialog = flagFall("flagFallWhite");
    QVERIFY(dialog);
    QCOMPARE(dialog->moment().record->plies, 40);
    QVERIFY(labelText(dialog, "flagMoment").startsWith(QStringLiteral("White's flag fell after 20... ")));
    QVERIFY(ruled(dialog));
    QCOMPARE(dialog->ruling()->movesCompleted, 20);
}

// Until the worker answers, the dialog says what it is deciding and offers nothing to copy.
void TestFlagDialog::theDialogSaysItIsDecidingUntilTheWorkerAnswers()
{
    m_window->setSheetText(Opening);
    FlagDialog* dialog = flagFall("flagFallWhite");
    QVERIFY(dialog);
    QCOMPARE(labelText(dialog, "verdict"), QStringLiteral("Deciding whether Black can still checkmate…"));
    QVERIFY(!dialog->ruling());
    QVERIFY(!dialog->findChild<QPushButton*>("copyRuling")->isEnabled());
    QVERIFY(dialog->findChild<QLabel*>("moveCount")->isHidden());
    QVERIFY(ruled(dialog));
    QCOMPARE(labelText(dialog, "verdict"), QStringLiteral("White loses on time: Black can still checkmate (6.9)."));
    QVERIFY(dialog->findChild<QPushButton*>("copyRuling")->isEnabled());
}

// Asked three times before the first answer came: only the last request is answered, and shown.
void TestFlagDialog::onlyTheLatestRequestIsAnswered()
{
    m_window->setSheetText(Opening);
    FlagDialog* dialog = flagFall("flagFallWhite");
    QVERIFY(dialog);
    QSignalSpy answers(dialog->findChild<FlagRuler*>(), &FlagRuler::ruled);
    dialog->findChild<QRadioButton*>("blackFlagFell")->setChecked(true);
    dialog->findChild<QSpinBox*>("movesRequired")->setValue(2);
    QVERIFY(ruled(dialog));
    QThreadPool::globalInstance()->waitForDone();
    QTest::qWait(50);  // any answer still on its way is delivered
    QCOMPARE(answers.count(), 1);
    QCOMPARE(dialog->ruling()->flagged, chess::Color::Black);
    QCOMPARE(dialog->ruling()->movesRequired, 2);
    QCOMPARE(dialog->ruling()->outcome, rulings::FlagOutcome::TimeControlReached);
}

// The sheet mended before the moment while the ruling is decided: the answer, for a sheet that is no
// longer there, is dropped, and the dialog says to rule again; the menu then rules on the sheet as it is.
void TestFlagDialog::aRulingTheSheetNoLongerHoldsIsNotShown()
{
    m_window->setSheetText(Opening);
    FlagDialog* dialog = flagFall("flagFallBlack");
    QVERIFY(dialog);
    QSignalSpy answers(dialog->findChild<FlagRuler*>(), &FlagRuler::ruled);
    m_window->setSheetText(QStringLiteral("1. e4 e5\n2. Bc4 Nc6\n3. Qh5 g6\n"));
    QThreadPool::globalInstance()->waitForDone();
    QTest::qWait(50);
    QCOMPARE(answers.count(), 0);
    QVERIFY(!dialog->ruling());
    QVERIFY2(labelText(dialog, "verdict").startsWith(QStringLiteral("The sheet has changed before the moment")),
        qPrintable(labelText(dialog, "verdict")));
    QVERIFY(!dialog->findChild<QPushButton*>("copyRuling")->isEnabled());
    // Choosing another time control rules on nothing: the moment is gone.
    dialog->findChild<QSpinBox*>("movesRequired")->setValue(40);
    QVERIFY(!QTest::qWaitFor([dialog] { return dialog->ruling().has_value(); }, 200));
    // A ruling already shown is withdrawn the same way.
    flagFall("flagFallBlack");
    QVERIFY(ruled(dialog));
    QCOMPARE(labelText(dialog, "flagMoment"), QStringLiteral("Black's flag fell after 3... g6."));
    QCOMPARE(labelText(dialog, "verdict"), QStringLiteral("Black loses on time: White can still checkmate (6.9)."));
    m_window->setSheetText(QStringLiteral("1. d4\n"));
    QVERIFY(!dialog->ruling());
    QVERIFY(labelText(dialog, "verdict").startsWith(QStringLiteral("The sheet has changed before the moment")));
}

// What is written after the moment plays no part in the ruling: it stays.
void TestFlagDialog::movesTypedAfterTheMomentKeepTheRuling()
{
    m_window->setSheetText(Opening);
    FlagDialog* dialog = flagFall("flagFallBlack");
    QVERIFY(ruled(dialog));
    m_window->setSheetText(Opening + QStringLiteral("4. Qxf7#\n"));
    QVERIFY(dialog->ruling());
    QCOMPARE(labelText(dialog, "verdict"), QStringLiteral("Black loses on time: White can still checkmate (6.9)."));
    // But not the entry of the moment run on into another.
    m_window->setSheetText(Opening.trimmed() + QStringLiteral("+"));
    QVERIFY(!dialog->ruling());
}

void TestFlagDialog::copyAsTextGivesTheRuling()
{
    m_window->setSheetText(Opening);
    FlagDialog* dialog = flagFall("flagFallBlack");
    QVERIFY(ruled(dialog));
    QApplication::clipboard()->clear();
    QTest::mouseClick(dialog->findChild<QPushButton*>("copyRuling"), Qt::LeftButton);
    const QString copied = QApplication::clipboard()->text();
    QCOMPARE(copied, rulings::flagText(*dialog->ruling()));
    QVERIFY2(copied.startsWith(QStringLiteral("Black loses on time: White can still checkmate (6.9).\n"
                                              "Moves completed by Black: 2.")),
        qPrintable(copied));
    QVERIFY2(copied.endsWith(QStringLiteral("For instance: 4. Qxf7#\n")), qPrintable(copied));
}

void TestFlagDialog::theMovesRequiredAreKeptForTheNextFlagFall()
{
    m_window->setSheetText(Opening);
    FlagDialog* dialog = flagFall("flagFallWhite");
    dialog->findChild<QSpinBox*>("movesRequired")->setValue(40);
    FlagDialog another;
    QCOMPARE(another.findChild<QSpinBox*>("movesRequired")->value(), 40);
}

QTEST_MAIN(TestFlagDialog)
#include "tst_flagdialog.moc"
