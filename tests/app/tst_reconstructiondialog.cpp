// SPDX-License-Identifier: GPL-3.0-or-later
// The reconstruction dialog driven as the arbiter does (issue 25): a change the sheet does not decide
// starts unticked, the moves that fit as well are listed for it, the board shows each selected, and
// choosing one puts it in and reconstructs the rest of the game after it; a decided change lists its
// move alone.

#include "alternativespanel.h"
#include "boardwidget.h"
#include "readabletext.h"
#include "reconstructiondialog.h"
#include "screenshot.h"
#include "translations.h"

#include "chess/fen.h"
#include "chess/uci.h"
#include "repair/decidedness.h"
#include "sheet/replay.h"

#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>

namespace {

// 6. Nf3 left blank in a Queen's Gambit Declined: nothing later refers to the knight, so many a quiet move
// fits as well (tst_reconstruction, blankInAQuietPositionIsUndecided).
const QString QuietBlank
    = QStringLiteral("1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. - h6 7. Bh4 b6 8. cxd5 exd5 9. Bd3 Bb7");
constexpr int SixthMove = 10;  // White's 6th move, as a ply from 0

QString fenAfter(const QList<chess::Move>& moves, int plies, chess::Move then = {})
{
    chess::Position p = chess::Position::startPosition();
    for (int i = 0; i < plies; ++i)
        p.doMove(moves[i]);
    if (!then.isNone())
        p.doMove(then);
    return QString::fromStdString(chess::toFen(p));
}

}  // namespace

class TestReconstructionDialog : public QObject {
    Q_OBJECT

private slots:
    // As the app shows it: English's own plural forms ("1 change"), not the source's "change(s)".
    void initTestCase() { translations::install(QStringLiteral("en")); }
    void cleanup();
    void undecidedChangeOffersTheMovesThatFitAsWell();
    void choosingAnAlternativeReconstructsTheRest();
    void anAlternativeAtAnEarlierEntryIsChosenThere();
    void enterOnTheGamesOwnMoveLeavesTheDialogOpen();
    void decidedChangeListsItsMoveAlone();
    void movesNotRuledOutAreNotSaidToFit();
    void theListKeepsRoomForItsRowsWhenZoomed();

private:
    void open(const QString& text);
    QListWidget* alternatives() const { return m_dialog->findChild<QListWidget*>(QStringLiteral("alternatives")); }
    QPushButton* chooseButton() const { return m_dialog->findChild<QPushButton*>(QStringLiteral("chooseAlternative")); }
    QTableWidget* changes() const { return m_dialog->findChild<QTableWidget*>(QStringLiteral("changes")); }
    QString boardFen() const
    {
        return QString::fromStdString(
            chess::toFen(m_dialog->findChild<BoardWidget*>(QStringLiteral("reconstructionBoard"))->position()));
    }
    QString game() const
    {
        return readable(m_dialog->findChild<QTextBrowser*>(QStringLiteral("reconstructedGame"))->toPlainText());
    }

    QString m_text;
    std::unique_ptr<ReconstructionDialog> m_dialog;
};

void TestReconstructionDialog::open(const QString& text)
{
    m_text = text;
    auto record = std::make_shared<sheet::Record>(sheet::checkSheet(m_text, chess::Position::startPosition(), {}));
    m_dialog = std::make_unique<ReconstructionDialog>(record, m_text);
    m_dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_dialog.get()));
}

void TestReconstructionDialog::cleanup() { m_dialog.reset(); }

// The blank's change starts unticked with the six moves in the list (the one taken, then five that fit
// as well); selecting one shows it on the board and changes nothing else.
void TestReconstructionDialog::undecidedChangeOffersTheMovesThatFitAsWell()
{
    open(QuietBlank);
    const repair::Reconstruction& r = m_dialog->reconstruction();
    QCOMPARE(changes()->rowCount(), 1);
    QCOMPARE(changes()->item(0, 0)->checkState(), Qt::Unchecked);
    QVERIFY(changes()->item(0, 2)->text().startsWith(QStringLiteral("Cannot be decided from this sheet: ")));
    QCOMPARE(changes()->currentRow(), 0);
    QCOMPARE(alternatives()->count(), 1 + repair::MaxAlternatives);
    QVERIFY(alternatives()->isEnabled());
    QCOMPARE(alternatives()->currentRow(), 0);
    QCOMPARE(boardFen(), fenAfter(r.moves, SixthMove + 1));
    QVERIFY(!chooseButton()->isEnabled());

    const QString before = game();
    alternatives()->setFocus();
    for (int row = 1; row <= repair::MaxAlternatives; ++row) {
        QTest::keyClick(alternatives(), Qt::Key_Down);
        QCOMPARE(alternatives()->currentRow(), row);
        QCOMPARE(boardFen(), fenAfter(r.moves, SixthMove, r.changes[0].alternatives[row - 1].move));
        QVERIFY(chooseButton()->isEnabled());
    }
    QCOMPARE(game(), before);
    QCOMPARE(m_dialog->reconstruction().moves, r.moves);
    alternatives()->setCurrentRow(2);
    keepScreenshot(m_dialog.get(), "reconstruct-alternatives.png");
}

// Choose This Move puts the alternative in: the game, the list (the chosen move first, the one taken
// before among the others) and the tick follow, and it is what the sheet is given.
void TestReconstructionDialog::choosingAnAlternativeReconstructsTheRest()
{
    open(QuietBlank);
    const repair::Reconstruction before = m_dialog->reconstruction();
    const chess::Move picked = before.changes[0].alternatives[1].move;
    alternatives()->setCurrentRow(2);
    QTest::mouseClick(chooseButton(), Qt::LeftButton);

    QTRY_COMPARE(m_dialog->reconstruction().moves[SixthMove], picked);
    const repair::Reconstruction& r = m_dialog->reconstruction();
    // The rest replays as written after it (6. Be2 makes 9. Bd3 the bishop from e2: another move, the same text).
    QCOMPARE(r.moves.size(), before.moves.size());
    QCOMPARE(changes()->rowCount(), 1);
    QCOMPARE(changes()->item(0, 0)->checkState(), Qt::Checked);  // the arbiter's pick is accepted
    QVERIFY(!r.changes[0].decided);
    const bool offered = std::any_of(r.changes[0].alternatives.cbegin(), r.changes[0].alternatives.cend(),
        [&](const repair::Alternative& a) { return a.move == before.moves[SixthMove]; });
    QVERIFY(offered);
    QCOMPARE(alternatives()->currentRow(), 0);
    QCOMPARE(boardFen(), fenAfter(r.moves, SixthMove + 1));
    const chess::Position sixth = repair::positionBefore(chess::Position::startPosition(), r, r.changes[0]);
    const QString written = notation::writeMove(sixth, picked, {});
    QVERIFY2(readable(alternatives()->item(0)->text()) == written, qPrintable(alternatives()->item(0)->text()));
    QVERIFY2(game().contains(QStringLiteral("6. %1 h6").arg(written)), qPrintable(game()));

    const QList<sheetrepair::SheetEdit> edits = m_dialog->acceptedEdits();
    QCOMPARE(edits.size(), 1);
    QCOMPARE(edits[0].text, written);
}

// 8. Qd4 written "Qa4" (legal), shown only at 11. Qd3, read as Qa3 (tst_reconstruction,
// sameSlipAtAnEarlierEntryIsUndecided): the list offers Qd4 at move 8 and says so, the board shows it
// from move 8, and Choose This Move puts it in there.
void TestReconstructionDialog::anAlternativeAtAnEarlierEntryIsChosenThere()
{
    open(QStringLiteral("1. e4 e5 2. d4 exd4 3. c3 dxc3 4. Nxc3 d6 5. Bc4 Nf6 6. Nf3 Be7 7. O-O O-O 8. Qa4 Nbd7 "
                        "9. h3 h6 10. Re1 Re8 11. Qd3 Nb6 12. Bb3 Be6 13. Bxe6 fxe6"));
    constexpr int EighthMove = 14, EleventhMove = 20;  // White's, as plies from 0
    const repair::Reconstruction before = m_dialog->reconstruction();
    QCOMPARE(changes()->rowCount(), 1);
    QCOMPARE(before.changes[0].entry, EleventhMove);
    QCOMPARE(changes()->item(0, 0)->checkState(), Qt::Unchecked);
    QCOMPARE(alternatives()->count(), 2);
    QCOMPARE(readable(alternatives()->item(1)->text()), QStringLiteral("Qd4 instead of Qa4 at move 8"));
    const repair::Alternative earlier = before.changes[0].alternatives[0];
    QVERIFY(earlier.atEarlierEntry());

    alternatives()->setFocus();
    QTest::keyClick(alternatives(), Qt::Key_Down);
    QCOMPARE(boardFen(), fenAfter(before.moves, EighthMove, earlier.move));
    auto* caption = m_dialog->findChild<QLabel*>(QStringLiteral("reconstructionBoardCaption"));
    QVERIFY2(readable(caption->text()).startsWith(QStringLiteral("8. Qd4 fits the sheet as well")),
        qPrintable(caption->text()));
    keepScreenshot(m_dialog.get(), "reconstruct-earlier-alternative.png");

    QTest::mouseClick(chooseButton(), Qt::LeftButton);
    QTRY_COMPARE(m_dialog->reconstruction().moves[EighthMove], earlier.move);
    const repair::Reconstruction& r = m_dialog->reconstruction();
    QCOMPARE(r.changes.size(), 1);
    QCOMPARE(r.changes[0].entry, EighthMove);
    QCOMPARE(r.moves.size(), before.moves.size());
    QCOMPARE(changes()->item(0, 0)->checkState(), Qt::Checked);  // the arbiter's pick is accepted
    QVERIFY2(game().contains(QStringLiteral("8. Qd4 Nbd7")) && game().contains(QStringLiteral("11. Qd3 Nb6")),
        qPrintable(game()));
    // The reading at move 11 is offered back: Qa4 as written at move 8.
    QCOMPARE(readable(alternatives()->item(0)->text()), QStringLiteral("Qd4"));
    QVERIFY(alternatives()->count() >= 2);
    QCOMPARE(readable(alternatives()->item(1)->text()), QStringLiteral("Qa4"));
    const QList<sheetrepair::SheetEdit> edits = m_dialog->acceptedEdits();
    QCOMPARE(edits.size(), 1);
    QCOMPARE(edits[0].text, QStringLiteral("Qd4"));
    QCOMPARE(m_text.mid(edits[0].start, edits[0].length), QStringLiteral("Qa4"));

    // Qa4 picked back: the change at move 11 returns as it was at first, undecided (unticked) with Qd4 at
    // move 8 offered, and the sheet is left as written.
    alternatives()->setFocus();
    QTest::mouseClick(alternatives()->viewport(), Qt::LeftButton, {},
        alternatives()->visualItemRect(alternatives()->item(1)).center());
    QCOMPARE(alternatives()->currentRow(), 1);
    QTest::mouseClick(chooseButton(), Qt::LeftButton);
    QTRY_COMPARE(m_dialog->reconstruction().moves, before.moves);
    QCOMPARE(m_dialog->reconstruction().changes.size(), 1);
    QCOMPARE(m_dialog->reconstruction().changes[0].entry, EleventhMove);
    QCOMPARE(changes()->item(0, 0)->checkState(), Qt::Unchecked);
    QCOMPARE(alternatives()->count(), 2);
    QCOMPARE(readable(alternatives()->item(1)->text()), QStringLiteral("Qd4 instead of Qa4 at move 8"));
    QVERIFY(m_dialog->acceptedEdits().isEmpty());
}

// Enter in the list on its first row (the move the game goes on with) chooses nothing, and goes no
// further: the dialog's default button (Write Accepted Changes into the Sheet) is not pressed.
void TestReconstructionDialog::enterOnTheGamesOwnMoveLeavesTheDialogOpen()
{
    open(QuietBlank);
    const repair::Reconstruction before = m_dialog->reconstruction();
    QSignalSpy finished(m_dialog.get(), &QDialog::finished);
    alternatives()->setFocus();
    QCOMPARE(alternatives()->currentRow(), 0);
    QTest::keyClick(alternatives(), Qt::Key_Return);
    QTest::keyClick(alternatives(), Qt::Key_Enter, Qt::KeypadModifier);
    QCOMPARE(finished.count(), 0);
    QVERIFY(m_dialog->isVisible());
    QCOMPARE(m_dialog->result(), int(QDialog::Rejected));  // never accepted: nothing written into the sheet
    QCOMPARE(m_dialog->reconstruction().moves, before.moves);
    QCOMPARE(alternatives()->currentRow(), 0);
}

// German 2. Sf3 written "Sf8": no other move reads as it for as little, so the sheet decides it.
void TestReconstructionDialog::decidedChangeListsItsMoveAlone()
{
    open(QStringLiteral("1. e4 e5 2. Sf8 Sc6 3. Lb5 a6 4. La4 Sf6"));
    QCOMPARE(changes()->rowCount(), 1);
    QCOMPARE(changes()->item(0, 0)->checkState(), Qt::Checked);
    QCOMPARE(alternatives()->count(), 1);
    QCOMPARE(readable(alternatives()->item(0)->text()), QStringLiteral("Sf3"));
    QVERIFY(!alternatives()->isEnabled());
    QVERIFY(!chooseButton()->isEnabled());
    QVERIFY(
        m_dialog->findChild<QLabel*>(QStringLiteral("alternativesNote"))->text().contains(QStringLiteral("decides")));
    QCOMPARE(boardFen(), fenAfter(m_dialog->reconstruction().moves, 3));
}

// An alternative whose check stopped at its search limit is only not ruled out: where one is listed, the
// panel's note says that the moves so marked are not shown to fit; where every one was checked, it does not.
void TestReconstructionDialog::movesNotRuledOutAreNotSaidToFit()
{
    QList<repair::Alternative> alternatives{{.move = chess::Move()}, {.move = chess::Move()}};
    QCOMPARE(AlternativesPanel::uncheckedAmong(alternatives), AlternativesPanel::Unchecked::None);
    alternatives.last().checked = false;
    QCOMPARE(AlternativesPanel::uncheckedAmong(alternatives), AlternativesPanel::Unchecked::Some);

    AlternativesPanel panel;
    auto* note = panel.findChild<QLabel*>(QStringLiteral("alternativesNote"));
    const QString notShown = QStringLiteral("not shown");
    panel.setMoves({QStringLiteral("Nf3"), QStringLiteral("Be2")}, QStringLiteral("These fit as well."));
    QVERIFY(!note->text().contains(notShown));
    panel.setMoves({QStringLiteral("Nf3"), QStringLiteral("Be2 (not ruled out)")}, QStringLiteral("These fit as well."),
        AlternativesPanel::uncheckedAmong(alternatives));
    QVERIFY2(note->text().startsWith(QStringLiteral("These fit as well. ")) && note->text().contains(notShown),
        qPrintable(note->text()));
}

// Zoom gives the dialog a larger font: the list of moves keeps room for its six rows, the caption for its
// two lines.
void TestReconstructionDialog::theListKeepsRoomForItsRowsWhenZoomed()
{
    open(QuietBlank);
    auto* caption = m_dialog->findChild<QLabel*>(QStringLiteral("reconstructionBoardCaption"));
    const int listHeight = alternatives()->maximumHeight(), captionHeight = caption->minimumHeight();
    QFont larger = m_dialog->font();
    larger.setPointSizeF(larger.pointSizeF() * 2);
    m_dialog->setFont(larger);
    QCOMPARE(alternatives()->maximumHeight(), alternatives()->fontMetrics().lineSpacing() * 7);
    QVERIFY(alternatives()->maximumHeight() > listHeight);
    QVERIFY(caption->minimumHeight() > captionHeight);
}

QTEST_MAIN(TestReconstructionDialog)
#include "tst_reconstructiondialog.moc"
