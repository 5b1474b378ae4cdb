// SPDX-License-Identifier: GPL-3.0-or-later
// Rulings ▸ Illegal Move Completed, as an arbiter uses it at the board: the ruling on the entry where the
// replay stops (or the one chosen in the table), by the rate of play; a first illegal move is marked as
// taken back on the sheet in one undoable step, and the replay goes on; a second one loses.

#include "illegalmovedialog.h"
#include "mainwindow.h"
#include "readabletext.h"
#include "screenshot.h"
#include "sheeteditor.h"
#include "sheetsession.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QLabel>
#include <QTimer>

#include <functional>

class TestIllegalMoveDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void aFirstIllegalMoveIsMarkedAsTakenBackAndTheReplayGoesOn();
    void theMarkIsUndoneInOneStep();
    void theSecondLoses();
    void closingMarksNothing();
    void theMarkIsWrittenInTheSheetsLanguage();
    void theFenToReinstateIsOneUnbrokenLineCopiedAsItIs();

private:
    /// Triggers the action and, while the dialog is open, reads its ruling and calls `act` on it.
    QString ruleAndThen(const std::function<void(IllegalMoveDialog*)>& act);

    QTemporaryDir m_autosaveFolder;
    MainWindow* m_window = nullptr;
};

void TestIllegalMoveDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
}

void TestIllegalMoveDialog::init()
{
    QSettings().clear();
    m_window = new MainWindow(m_autosaveFolder.path());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestIllegalMoveDialog::cleanup()
{
    m_window->setSheetText(QString());  // nothing unsaved: closing asks nothing
    delete m_window;
}

QString TestIllegalMoveDialog::ruleAndThen(const std::function<void(IllegalMoveDialog*)>& act)
{
    QString ruling;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<IllegalMoveDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        QStringList shown;
        for (const QLabel* part : dialog->findChild<QWidget*>("illegalMoveRuling")->findChildren<QLabel*>())
            if (part->isVisibleTo(dialog))
                shown << readable(part->text());
        ruling = shown.join(u'\n');
        act(dialog);
    });
    m_window->findChild<QAction*>("ruleIllegalMove")->trigger();
    return ruling;
}

void TestIllegalMoveDialog::aFirstIllegalMoveIsMarkedAsTakenBackAndTheReplayGoesOn()
{
    m_window->setSheetText(QStringLiteral("1. e4 e5 2. Ke3 Nf3 Nc6"));
    QCOMPARE(m_window->session()->record().stopIndex(), 2);
    bool markShown = false;
    const QString ruling = ruleAndThen([&markShown](IllegalMoveDialog* d) {
        auto* mark = d->findChild<QPushButton*>("markTakenBack");
        markShown = mark->isVisible();
        keepScreenshot(d, "illegal-move-ruling.png");
        QTest::mouseClick(mark, Qt::LeftButton);
    });
    QVERIFY2(ruling.startsWith(QStringLiteral("White's first completed illegal move, 2. Ke3")), qPrintable(ruling));
    QVERIFY(ruling.contains(QStringLiteral("The arbiter adds two minutes to Black's remaining thinking time (7.5.5).")));
    QVERIFY(markShown);
    QCOMPARE(m_window->session()->text(), QStringLiteral("1. e4 e5 2. Ke3 {illegal} Nf3 Nc6"));
    QCOMPARE(m_window->session()->record().stopIndex(), -1);
    QCOMPARE(m_window->session()->record().plies, 4);
}

void TestIllegalMoveDialog::theMarkIsUndoneInOneStep()
{
    m_window->setSheetText(QStringLiteral("1. e4 e5 2. Ke3 Nf3"));
    ruleAndThen([](IllegalMoveDialog* d) { QTest::mouseClick(d->findChild<QPushButton*>("markTakenBack"), Qt::LeftButton); });
    QCOMPARE(m_window->session()->text(), QStringLiteral("1. e4 e5 2. Ke3 {illegal} Nf3"));
    m_window->findChild<QAction*>("undo")->trigger();
    QCOMPARE(m_window->session()->text(), QStringLiteral("1. e4 e5 2. Ke3 Nf3"));
}

void TestIllegalMoveDialog::theSecondLoses()
{
    m_window->setSheetText(QStringLiteral("1. e4 e5 2. Ke3 {illegal} Nf3 Nc6 3. Ke4"));
    bool markShown = true;
    const QString ruling = ruleAndThen([&markShown](IllegalMoveDialog* d) {
        markShown = d->findChild<QPushButton*>("markTakenBack")->isVisible();
        d->reject();
    });
    QVERIFY2(ruling.startsWith(QStringLiteral("White loses: 3. Ke4 is White's second completed illegal move")),
        qPrintable(ruling));
    QVERIFY(ruling.contains(QStringLiteral("Completed illegal moves by White: 2 (2. Ke3, 3. Ke4).")));
    QVERIFY(!markShown);
}

void TestIllegalMoveDialog::closingMarksNothing()
{
    m_window->setSheetText(QStringLiteral("1. e4 e5 2. Ke3"));
    ruleAndThen([](IllegalMoveDialog* d) { d->reject(); });
    QCOMPARE(m_window->session()->text(), QStringLiteral("1. e4 e5 2. Ke3"));
}

void TestIllegalMoveDialog::theMarkIsWrittenInTheSheetsLanguage()
{
    // A Russian sheet gets the Russian word, which the sheet reader knows, not the English one.
    m_window->setSheetText(QStringLiteral("1. e4 e5 2. Крe3 Кf3 Кc6"));
    ruleAndThen(
        [](IllegalMoveDialog* d) { QTest::mouseClick(d->findChild<QPushButton*>("markTakenBack"), Qt::LeftButton); });
    QCOMPARE(m_window->session()->text(), QStringLiteral("1. e4 e5 2. Крe3 {невозможный} Кf3 Кc6"));
    QCOMPARE(m_window->session()->record().stopIndex(), -1);
}

void TestIllegalMoveDialog::theFenToReinstateIsOneUnbrokenLineCopiedAsItIs()
{
    m_window->setSheetText(QStringLiteral("1. e4 e5 2. Ke3 Nf3 Nc6"));
    const QString fen = QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
    int fenWidth = 0;
    int labelWidth = 0;
    QString selected;
    ruleAndThen([&](IllegalMoveDialog* d) {
        for (QLabel* part : d->findChild<QWidget*>("illegalMoveRuling")->findChildren<QLabel*>()) {
            const qsizetype at = part->text().indexOf(fen);
            if (at < 0)
                continue;
            // Never narrower than the whole FEN: the ruling's area scrolls rather than break it.
            fenWidth = part->fontMetrics().horizontalAdvance(fen);
            labelWidth = part->minimumSizeHint().width();
            part->setSelection(int(at), int(fen.size()));
            selected = part->selectedText();
        }
        d->reject();
    });
    QVERIFY(fenWidth > 0);
    QVERIFY2(labelWidth >= fenWidth, qPrintable(QStringLiteral("%1 < %2").arg(labelWidth).arg(fenWidth)));
    QCOMPARE(selected, fen);  // no no-break spaces in what is copied
}

QTEST_MAIN(TestIllegalMoveDialog)
#include "tst_illegalmovedialog.moc"
