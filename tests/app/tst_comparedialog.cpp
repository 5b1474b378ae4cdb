// SPDX-License-Identifier: GPL-3.0-or-later
// The Compare dialog driven as the arbiter does (FIDE Laws D.2.9): from one difference to the next with
// the buttons and their keys, the board at the selected row, and the choice of the move that stands
// where the two sheets name different legal moves and nothing later decides between them: the moves in
// the list under the table, each shown on the board when selected.

#include "boardwidget.h"
#include "comparedialog.h"
#include "readabletext.h"
#include "screenshot.h"
#include "translations.h"

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/movewriter.h"
#include "sheet/replay.h"

#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>

namespace {

// A Colle-Zukertort where both White knights can go to d2. White's German sheet has 11. Sbd2, Black's
// English one 11. Nfd2, and nothing later shows which knight went. White's sheet also has two slips
// that Black's settles: 4. Le3 (the e3 pawn is in the way: Ld3) and 13...h9 (h6).
const QString WhiteSheet = QStringLiteral("1. d4 d5 2. Sf3 Sf6 3. e3 e6 4. Le3 c5 5. c3 Sc6 6. 0-0 Ld6 7. b3 0-0\n"
                                          "8. Lb2 b6 9. De2 Lb7 10. c4 Tc8 11. Sbd2 De7 12. a3 a6 13. h3 h9\n");
const QString BlackSheet = QStringLiteral("1. d4 d5 2. Nf3 Nf6 3. e3 e6 4. Bd3 c5 5. c3 Nc6 6. O-O Bd6 7. b3 O-O\n"
                                          "8. Bb2 b6 9. Qe2 Bb7 10. c4 Rc8 11. Nfd2 Qe7 12. a3 a6 13. h3 h6\n");

// Rows are plies here: no entry of either sheet stands for no move.
constexpr int FourthMove = 6, EleventhMove = 20, ThirteenthBlack = 25;

// The position after the game's first `plies` moves, and then `then` (UCI), as FEN.
QString fenAfter(const QList<chess::Move>& moves, int plies, const char* then = nullptr)
{
    chess::Position p = chess::Position::startPosition();
    for (int i = 0; i < plies; ++i)
        p.doMove(moves[i]);
    if (then)
        p.doMove(chess::parseUci(p, then));
    return QString::fromStdString(chess::toFen(p));
}

QString uciAt(const QList<chess::Move>& moves, int ply)
{
    chess::Position p = chess::Position::startPosition();
    for (int i = 0; i < ply; ++i)
        p.doMove(moves[i]);
    return QString::fromStdString(chess::toUci(p, moves[ply]));
}

}  // namespace

class TestCompareDialog : public QObject {
    Q_OBJECT

private slots:
    // The English plural forms, as the app installs them ("26 plies", not "26 ply(s)" in the screenshot).
    void initTestCase() { translations::install(QStringLiteral("en")); }
    void init();
    void cleanup();
    void nextAndPreviousDifferenceWithButtonsAndKeys();
    void undecidedRowIsMarkedInWords();
    void theArbitersChoiceChangesTheAgreedGame();
    void aWayLeavingAMoveOutIsListedAndShownWhole();
    void summaryCountsInTheLanguagesGrammar_data();
    void summaryCountsInTheLanguagesGrammar();

private:
    BoardWidget* board() const { return m_dialog->findChild<BoardWidget*>(QStringLiteral("compareBoard")); }
    QListWidget* alternatives() const { return m_dialog->findChild<QListWidget*>(QStringLiteral("alternatives")); }
    QStringList listed() const
    {
        QStringList out;
        for (int row = 0; row < alternatives()->count(); ++row)
            out << readable(alternatives()->item(row)->text());
        return out;
    }
    QString boardFen() const { return QString::fromStdString(chess::toFen(board()->position())); }

    sheet::Record m_record;
    CompareDialog* m_dialog = nullptr;
    QTableWidget* m_table = nullptr;
};

void TestCompareDialog::init()
{
    m_record = sheet::checkSheet(WhiteSheet, chess::Position::startPosition(), {});
    QCOMPARE(m_record.language, notation::Language::German);
    m_dialog = new CompareDialog(m_record, WhiteSheet, BlackSheet, QStringLiteral("black.txt"));
    m_dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_dialog));
    QApplication::setActiveWindow(m_dialog);  // for the shortcuts
    m_table = m_dialog->findChild<QTableWidget*>(QStringLiteral("comparison"));
    QVERIFY(m_table && board());
}

void TestCompareDialog::cleanup()
{
    delete m_dialog;
    m_dialog = nullptr;
}

// The dialog opens at the first difference; the buttons and F3/Shift+F3 go from one to the next, and
// the board shows the position after the selected row's move.
void TestCompareDialog::nextAndPreviousDifferenceWithButtonsAndKeys()
{
    const QList<chess::Move>& game = m_dialog->reconciliation().moves;
    auto* next = m_dialog->findChild<QPushButton*>(QStringLiteral("nextDifference"));
    auto* previous = m_dialog->findChild<QPushButton*>(QStringLiteral("previousDifference"));
    QVERIFY(next && previous);
    QCOMPARE(m_dialog->reconciliation().differences().size(), 3);

    QCOMPARE(m_table->currentRow(), FourthMove);
    QCOMPARE(boardFen(), fenAfter(game, FourthMove + 1));
    QVERIFY(!previous->isEnabled());

    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(m_table->currentRow(), EleventhMove);
    QCOMPARE(boardFen(), fenAfter(game, EleventhMove + 1));
    QCOMPARE(readable(m_dialog->findChild<QLabel*>(QStringLiteral("boardCaption"))->text()).section(u'\n', 0, 0),
        QStringLiteral("11. Sbd2"));

    // A button's shortcut clicks it as a click looks: after a moment.
    QTRY_VERIFY(m_dialog->isActiveWindow());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F3);
    QTRY_COMPARE(m_table->currentRow(), ThirteenthBlack);
    QCOMPARE(readable(m_table->item(ThirteenthBlack, 3)->text()), QStringLiteral("h6"));
    QVERIFY(!next->isEnabled());

    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F3, Qt::ShiftModifier);
    QTRY_COMPARE(m_table->currentRow(), EleventhMove);
    QTest::mouseClick(previous, Qt::LeftButton);
    QCOMPARE(m_table->currentRow(), FourthMove);

    // A row picked by hand shows its position too.
    QTest::mouseClick(
        m_table->viewport(), Qt::LeftButton, {}, m_table->visualItemRect(m_table->item(FourthMove + 1, 0)).center());
    QCOMPARE(m_table->currentRow(), FourthMove + 1);
    QCOMPARE(boardFen(), fenAfter(game, FourthMove + 2));
}

// The row the sheets cannot decide says so in words and with a symbol, not by colour alone; the list
// under the table offers both moves, each as its own sheet writes it, and the board shows the one selected
// there. A decided difference lists its move alone.
void TestCompareDialog::undecidedRowIsMarkedInWords()
{
    QCOMPARE(m_table->columnCount(), 5);
    const QString status = m_table->item(EleventhMove, 4)->text();
    QVERIFY2(status.startsWith(QStringLiteral("⚖")) && status.endsWith(QStringLiteral("cannot be decided")),
        qPrintable(status));
    QVERIFY(m_table->item(FourthMove, 4)->text().contains(QStringLiteral("differ")));
    QVERIFY(m_table->item(FourthMove + 1, 4)->text().isEmpty());
    QVERIFY(readable(m_dialog->findChild<QTextBrowser*>(QStringLiteral("agreedGame"))->toPlainText())
                .contains(QStringLiteral("11. Sbd2⚖ De7")));
    const QList<chess::Move>& game = m_dialog->reconciliation().moves;

    // At the first difference (4. Le3 for Ld3) the sheets decide: its move alone (the other sheet's),
    // nothing to choose.
    QCOMPARE(m_table->currentRow(), FourthMove);
    QCOMPARE(listed(), QStringList{QStringLiteral("Bd3 (other sheet)")});
    QVERIFY(!alternatives()->isEnabled());
    auto* choose = m_dialog->findChild<QPushButton*>(QStringLiteral("chooseAlternative"));
    QVERIFY(choose && !choose->isEnabled());

    m_table->setCurrentCell(EleventhMove, 0);
    QCOMPARE(listed(), (QStringList{QStringLiteral("Sbd2 (this sheet)"), QStringLiteral("Nfd2 (other sheet)")}));
    QVERIFY(alternatives()->isEnabled());
    QCOMPARE(alternatives()->currentRow(), 0);
    QCOMPARE(boardFen(), fenAfter(game, EleventhMove + 1));
    // The other sheet's move, selected, is shown on the board; the game stays as it was.
    alternatives()->setFocus();
    QTest::keyClick(alternatives(), Qt::Key_Down);
    QCOMPARE(alternatives()->currentRow(), 1);
    QCOMPARE(boardFen(), fenAfter(game, EleventhMove, "f3d2"));
    // The caption writes it as the list does, in the letters of the sheet that says it.
    QCOMPARE(readable(m_dialog->findChild<QLabel*>(QStringLiteral("boardCaption"))->text()),
        QStringLiteral("11. Nfd2\nNfd2 fits the sheets as well; the game goes on with Sbd2"));
    QCOMPARE(uciAt(m_dialog->reconciliation().moves, EleventhMove), QStringLiteral("b1d2"));
    QVERIFY(choose->isEnabled());
    keepScreenshot(m_dialog, "compare.png");
}

// Black stopped writing after 2...e6 (Article 8.4); White's sheet goes on alone and left its 6th move out
// ("6. h6"). A way that puts a move before the entry gives two moves: the list words it so, not as the
// sheet's own move, and the board plays both.
void TestCompareDialog::aWayLeavingAMoveOutIsListedAndShownWhole()
{
    const QString going = QStringLiteral("1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. h6 7. Bh4 b6\n");
    const QString stopped = QStringLiteral("1. d4 d5 2. c4 e6\n");
    const sheet::Record record = sheet::checkSheet(going, chess::Position::startPosition(), {});
    CompareDialog dialog(record, going, stopped, QStringLiteral("black.txt"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const repair::Reconciliation& r = dialog.reconciliation();
    const auto step = std::find_if(r.steps.cbegin(), r.steps.cend(), [](const auto& s) { return s.differs; });
    QVERIFY(step != r.steps.cend() && !step->decided && !step->alternatives.isEmpty());
    const repair::Alternative& way = step->alternatives.first();
    QCOMPARE(way.kind, repair::ChangeKind::Inserted);
    QVERIFY(!way.then.isNone());
    chess::Position p = chess::Position::startPosition();
    for (int i = 0; i < repair::movesBefore(r, int(step - r.steps.cbegin())); ++i)
        p.doMove(r.moves[i]);
    const QString first = notation::writeMove(p, way.move, {});
    p.doMove(way.move);
    const QString second = notation::writeMove(p, way.then, {});
    p.doMove(way.then);

    QListWidget* list = dialog.findChild<QListWidget*>(QStringLiteral("alternatives"));
    QVERIFY(list->count() >= 2);
    QCOMPARE(readable(list->item(1)->text()), QStringLiteral("%1 left out before %2").arg(first, second));
    list->setCurrentRow(1);
    QCOMPARE(QString::fromStdString(
                 chess::toFen(dialog.findChild<BoardWidget*>(QStringLiteral("compareBoard"))->position())),
        QString::fromStdString(chess::toFen(p)));
}

// Choosing the other sheet's move makes it the game's: the agreed game, the Game column and the board
// follow, and the row stays marked as one the sheets could not decide, now the arbiter's choice.
void TestCompareDialog::theArbitersChoiceChangesTheAgreedGame()
{
    QCOMPARE(uciAt(m_dialog->reconciliation().moves, EleventhMove), QStringLiteral("b1d2"));
    const qsizetype plies = m_dialog->reconciliation().moves.size();
    m_table->setCurrentCell(EleventhMove, 0);
    alternatives()->setCurrentRow(1);
    QTest::mouseClick(m_dialog->findChild<QPushButton*>(QStringLiteral("chooseAlternative")), Qt::LeftButton);

    QTRY_COMPARE(uciAt(m_dialog->reconciliation().moves, EleventhMove), QStringLiteral("f3d2"));
    QCOMPARE(m_dialog->reconciliation().moves.size(), plies);
    QVERIFY(!m_dialog->reconciliation().steps[EleventhMove].decided);
    QCOMPARE(readable(m_table->item(EleventhMove, 3)->text()), QStringLiteral("Sfd2"));
    QVERIFY(m_table->item(EleventhMove, 4)->text().endsWith(QStringLiteral("chosen by the arbiter")));
    QCOMPARE(listed(), (QStringList{QStringLiteral("Nfd2 (other sheet)"), QStringLiteral("Sbd2 (this sheet)")}));
    QVERIFY(readable(m_dialog->findChild<QTextBrowser*>(QStringLiteral("agreedGame"))->toPlainText())
                .contains(QStringLiteral("11. Sfd2⚖ De7")));
    QCOMPARE(m_table->currentRow(), EleventhMove);
    QCOMPARE(boardFen(), fenAfter(m_dialog->reconciliation().moves, EleventhMove + 1));
    QCOMPARE(readable(m_dialog->findChild<QLabel*>(QStringLiteral("boardCaption"))->text()).section(u'\n', 0, 0),
        QStringLiteral("11. Nfd2"));

    // And back to this sheet's move, with Enter in the list; selected, it is in this sheet's letters, and the
    // game goes on with the other sheet's.
    alternatives()->setFocus();
    QTest::keyClick(alternatives(), Qt::Key_Down);
    QCOMPARE(alternatives()->currentRow(), 1);
    QCOMPARE(readable(m_dialog->findChild<QLabel*>(QStringLiteral("boardCaption"))->text()),
        QStringLiteral("11. Sbd2\nSbd2 fits the sheets as well; the game goes on with Nfd2"));
    QTest::keyClick(alternatives(), Qt::Key_Return);
    QTRY_COMPARE(uciAt(m_dialog->reconciliation().moves, EleventhMove), QStringLiteral("b1d2"));
}

void TestCompareDialog::summaryCountsInTheLanguagesGrammar_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("phrases");
    QTest::newRow("en") << QStringLiteral("en")
                        << QStringList{QStringLiteral("has 26 plies."), QStringLiteral("differ in 3 places."),
                               QStringLiteral("In 1 of them")};
    QTest::newRow("de") << QStringLiteral("de")
                        << QStringList{QStringLiteral("hat 26 Halbzüge."),
                               QStringLiteral("unterscheiden sich an 3 Stellen."), QStringLiteral("An 1 davon")};
    QTest::newRow("ru") << QStringLiteral("ru")
                        << QStringList{QStringLiteral("26 полуходов."), QStringLiteral("расходятся в 3 местах."),
                               QStringLiteral("В 1 из них")};
}

// The summary counts plies and differences as the language counts them ("3 places", "3 Stellen"), not
// with a "(s)" left for the reader.
void TestCompareDialog::summaryCountsInTheLanguagesGrammar()
{
    QFETCH(QString, language);
    QFETCH(QStringList, phrases);
    translations::install(language);
    CompareDialog dialog(m_record, WhiteSheet, BlackSheet, QStringLiteral("black.txt"));
    translations::install(QStringLiteral("en"));
    const QString summary = dialog.findChild<QLabel*>(QStringLiteral("comparisonSummary"))->text();
    for (const QString& phrase : phrases)
        QVERIFY2(summary.contains(phrase), qPrintable(summary + u'\n' + phrase));
}

QTEST_MAIN(TestCompareDialog)
#include "tst_comparedialog.moc"
