// SPDX-License-Identifier: GPL-3.0-or-later
// Moves played on the board of the window, as a user plays them: clicks, drags and keys on the real
// board widget. What they write into the sheet is what the user would have typed there.

#include "boardwidget.h"
#include "mainwindow.h"
#include "movetablemodel.h"
#include "screenshot.h"
#include "sheeteditor.h"
#include "sheethistory.h"
#include "sheetsession.h"
#include "uilanguage.h"

#include "chess/fen.h"

#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using chess::Square;

namespace {

enum class Input { Click, Drag, Keys };

// The game played, one move (origin, target) a ply, and how it is written in English; the other
// languages' sheets are this one with their letters.
struct Ply {
    Square from, to;
};
const Ply Game[] = {{Square::E2, Square::E4}, {Square::E7, Square::E5}, {Square::G1, Square::F3},
    {Square::B8, Square::C6}, {Square::F1, Square::B5}, {Square::A7, Square::A6}, {Square::B5, Square::C6},
    {Square::D7, Square::C6}, {Square::E1, Square::G1}, {Square::F7, Square::F6}, {Square::D2, Square::D4},
    {Square::E5, Square::D4}, {Square::F3, Square::D4}, {Square::C6, Square::C5}, {Square::D4, Square::B3},
    {Square::D8, Square::D1}, {Square::F1, Square::D1}, {Square::C8, Square::G4}, {Square::F2, Square::F3},
    {Square::G4, Square::E6}, {Square::B1, Square::C3}, {Square::F8, Square::D6}, {Square::C1, Square::E3},
    {Square::B7, Square::B6}, {Square::A2, Square::A4}, {Square::E8, Square::C8}};
const char* const EnglishSheet = "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6\n4. Bxc6 dxc6\n5. 0-0 f6\n6. d4 exd4\n"
                                 "7. Nxd4 c5\n8. Nb3 Qxd1\n9. Rxd1 Bg4\n10. f3 Be6\n11. Nc3 Bd6\n12. Be3 b6\n"
                                 "13. a4 0-0-0";

// The English sheet with another language's letters for knight, bishop, rook, queen (the king is not
// written: castling only).
QString withLetters(const QString& letters)
{
    QString sheet = QString::fromUtf8(EnglishSheet);
    const QString english = QStringLiteral("NBRQ");
    for (QChar& c : sheet)
        if (const qsizetype i = english.indexOf(c); i >= 0)
            c = letters[i];
    return sheet;
}

}  // namespace

class TestBoardInput : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void aGamePlayedOnTheBoardWritesTheSheetAsTyped_data();
    void aGamePlayedOnTheBoardWritesTheSheetAsTyped();
    void aHebrewSheetKeepsItsHyphenAfterThePiece();
    void aSheetThatCapturesWithAColonKeepsIt();
    void aPromotionIsChosenWithTheKeyboard();
    void thePromotionChooserFollowsAResizedBoard();
    void aMoveInsertedBeforeTheEndJudgesTheLaterEntriesAgain();
    void undoRestoresTheTextExactly();
    void anIllegalDropChangesNothing();
    void castlingByTheKingOntoItsRook();
    void theFocusedSquareIsAnnounced();

private:
    void play(Square from, Square to, Input input);
    void focusOn(Square square);
    void type(const QString& typed);
    QString text() const { return m_editor->toPlainText(); }

    QTemporaryDir m_autosaveFolder;
    MainWindow* m_window = nullptr;
    SheetEditor* m_editor = nullptr;
    BoardWidget* m_board = nullptr;
};

void TestBoardInput::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
    QSettings().clear();
}

void TestBoardInput::init()
{
    m_window = new MainWindow(m_autosaveFolder.path());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_editor = m_window->findChild<SheetEditor*>(QStringLiteral("sheetEditor"));
    m_board = m_window->findChild<BoardWidget*>(QStringLiteral("board"));
    QVERIFY(m_editor && m_board);
}

void TestBoardInput::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

// Types in the sheet editor key by key, Return for a line break.
void TestBoardInput::type(const QString& typed)
{
    m_editor->setFocus();
    const QStringList lines = typed.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            QTest::keyClick(m_editor, Qt::Key_Return);
        for (QChar c : lines[i]) {
            if (c.unicode() < 0x80) {
                QTest::keyClick(m_editor, char(c.unicode()));
            } else {  // a figurine, which has no key of its own
                QTest::sendKeyEvent(QTest::Press, m_editor, Qt::Key_unknown, QString(c), Qt::NoModifier);
                QTest::sendKeyEvent(QTest::Release, m_editor, Qt::Key_unknown, QString(c), Qt::NoModifier);
            }
        }
    }
}

// Walks the keyboard's square to `square` with the arrow keys.
void TestBoardInput::focusOn(Square square)
{
    m_board->setFocus();
    const int up = m_board->isFlipped() ? -1 : 1;
    while (chess::fileOf(m_board->focusSquare()) != chess::fileOf(square))
        QTest::keyClick(m_board,
            (chess::fileOf(m_board->focusSquare()) < chess::fileOf(square)) == (up == 1) ? Qt::Key_Right
                                                                                         : Qt::Key_Left);
    while (chess::rankOf(m_board->focusSquare()) != chess::rankOf(square))
        QTest::keyClick(m_board,
            (chess::rankOf(m_board->focusSquare()) < chess::rankOf(square)) == (up == 1) ? Qt::Key_Up : Qt::Key_Down);
}

void TestBoardInput::play(Square from, Square to, Input input)
{
    switch (input) {
    case Input::Click:
        QTest::mouseClick(m_board, Qt::LeftButton, {}, m_board->squareCenter(from));
        QTest::mouseClick(m_board, Qt::LeftButton, {}, m_board->squareCenter(to));
        break;
    case Input::Drag: {
        const QPoint start = m_board->squareCenter(from), end = m_board->squareCenter(to);
        QTest::mousePress(m_board, Qt::LeftButton, {}, start);
        QTest::mouseMove(m_board, (start + end) / 2);
        QTest::mouseMove(m_board, end);
        QTest::mouseRelease(m_board, Qt::LeftButton, {}, end);
        break;
    }
    case Input::Keys:
        focusOn(from);
        QTest::keyClick(m_board, Qt::Key_Return);
        focusOn(to);
        QTest::keyClick(m_board, Qt::Key_Space);
        break;
    }
}

void TestBoardInput::aGamePlayedOnTheBoardWritesTheSheetAsTyped_data()
{
    QTest::addColumn<QString>("notationLanguage");  // chosen in the tool bar; empty: found by replaying
    QTest::addColumn<int>("typed");  // the first plies typed, which show the sheet's letters
    QTest::addColumn<QString>("sheet");
    QTest::newRow("English, every move on the board") << QString() << 0 << withLetters(QStringLiteral("NBRQ"));
    QTest::newRow("German letters, as typed") << QString() << 3 << withLetters(QStringLiteral("SLTD"));
    QTest::newRow("French letters, chosen") << QStringLiteral("fr") << 0 << withLetters(QStringLiteral("CFTD"));
    QTest::newRow("figurines, as typed") << QString() << 3 << withLetters(QStringLiteral("♘♗♖♕"));
}

void TestBoardInput::aGamePlayedOnTheBoardWritesTheSheetAsTyped()
{
    QFETCH(QString, notationLanguage);
    QFETCH(int, typed);
    QFETCH(QString, sheet);
    if (!notationLanguage.isEmpty()) {
        auto* language = m_window->findChild<QComboBox*>(QStringLiteral("notationLanguage"));
        language->setCurrentIndex(language->findData(notationLanguage));
    }
    // "1. e4 e5\n2. Sf3": the plies typed, then the rest played.
    const QString typedText = typed == 0 ? QString() : sheet.left(sheet.indexOf(u' ', sheet.indexOf(u'\n') + 4));
    type(typedText);
    QCOMPARE(m_window->session()->record().plies, typed);
    int ply = 0;
    for (const Ply& p : Game) {
        if (ply++ < typed)
            continue;
        play(p.from, p.to, Input(ply % 3));  // clicks, drags and keys in turn
    }
    QCOMPARE(text(), sheet);
    const sheet::Record& record = m_window->session()->record();
    QCOMPARE(record.plies, int(std::size(Game)));
    QVERIFY(record.allAlgebraic());
    // The board shows the position the game reached, after the last move written, and the table its cell.
    QCOMPARE(m_board->position(), record.final);
    const auto* table = m_window->findChild<QTableView*>(QStringLiteral("moveTable"));
    QCOMPARE(table->currentIndex().data(MoveTableModel::EntryRole).toInt(), record.entries.size() - 1);
}

// A Hebrew sheet puts a hyphen between the piece and its square (פ-ו3): the moves played on the board are
// written so too, the pawns', castling and captures without one (the capture's mark stands there).
void TestBoardInput::aHebrewSheetKeepsItsHyphenAfterThePiece()
{
    type(QStringLiteral("1. ה4 ה5\n2. פ-ו3"));
    QCOMPARE(m_window->session()->record().language, notation::Language::Hebrew);
    const Ply played[] = {{Square::B8, Square::C6}, {Square::F1, Square::B5}, {Square::A7, Square::A6},
        {Square::B5, Square::A4}, {Square::G8, Square::F6}, {Square::E1, Square::G1}, {Square::F6, Square::E4}};
    int ply = 0;
    for (const Ply& p : played)
        play(p.from, p.to, Input(ply++ % 3));
    QCOMPARE(text(), QStringLiteral("1. ה4 ה5\n2. פ-ו3 פ-ג6\n3. ר-ב5 א6\n4. ר-א4 פ-ו6\n5. 0-0 פxה4"));
}

// Russian (and Hebrew) sheets often mark a capture with a colon (Ф:d5): a capture played on the board is
// marked so too, not with an x among the sheet's letters.
void TestBoardInput::aSheetThatCapturesWithAColonKeepsIt()
{
    type(QStringLiteral("1. e4 d5\n2. e:d5 Ф:d5\n3. Кc3"));
    QCOMPARE(m_window->session()->record().language, notation::Language::Russian);
    play(Square::D5, Square::A2, Input::Click);
    play(Square::A1, Square::A2, Input::Drag);
    QCOMPARE(text(), QStringLiteral("1. e4 d5\n2. e:d5 Ф:d5\n3. Кc3 Ф:a2\n4. Л:a2"));
}

void TestBoardInput::aPromotionIsChosenWithTheKeyboard()
{
    m_window->session()->setStartPosition(*chess::parseFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").position);
    QCOMPARE(m_board->position().pieceAt(Square::A7), chess::Piece::WhitePawn);
    focusOn(Square::A7);
    QTest::keyClick(m_board, Qt::Key_Return);
    QTest::keyClick(m_board, Qt::Key_Up);
    QTest::keyClick(m_board, Qt::Key_Return);
    QVERIFY(m_board->isChoosingPromotion());
    QVERIFY(text().isEmpty());  // nothing is written until the piece is chosen
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(m_board);
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Promote to a queen"));
    QTest::keyClick(m_board, Qt::Key_Down);  // queen, rook, bishop, knight down from the eighth rank
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Promote to a rook"));
    keepScreenshot(m_board, "board-promotion-chooser.png");
    QTest::keyClick(m_board, Qt::Key_Return);
    QVERIFY(!m_board->isChoosingPromotion());
    QCOMPARE(text(), QStringLiteral("1. a8R+"));
    QCOMPARE(m_board->position().pieceAt(Square::A8), chess::Piece::WhiteRook);

    // Escape takes the question back, and the pawn with it.
    m_window->session()->setStartPosition(*chess::parseFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").position);
    m_window->setSheetText(QString());
    play(Square::A7, Square::A8, Input::Drag);
    QVERIFY(m_board->isChoosingPromotion());
    QTest::keyClick(m_board, Qt::Key_Escape);
    QVERIFY(!m_board->isChoosingPromotion());
    QVERIFY(!m_board->heldSquare());
    QVERIFY(text().isEmpty());
}

// The chooser stands on the board's squares, not on where they were on screen when it opened: after
// the board is resized, a click on the bishop (third down from a8, on a6) still takes the bishop.
void TestBoardInput::thePromotionChooserFollowsAResizedBoard()
{
    m_window->session()->setStartPosition(*chess::parseFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").position);
    play(Square::A7, Square::A8, Input::Drag);
    QVERIFY(m_board->isChoosingPromotion());
    const QPoint before = m_board->squareCenter(Square::A6);
    m_board->resize(m_board->size() * 0.6);
    const QPoint after = m_board->squareCenter(Square::A6);
    QVERIFY2((after - before).manhattanLength() > m_board->width() / 16, "the board's squares moved");
    QVERIFY(m_board->isChoosingPromotion());
    QTest::mouseClick(m_board, Qt::LeftButton, {}, after);
    QVERIFY(!m_board->isChoosingPromotion());
    QCOMPARE(text(), QStringLiteral("1. a8B"));
    QCOMPARE(m_board->position().pieceAt(Square::A8), chess::Piece::WhiteBishop);
}

void TestBoardInput::aMoveInsertedBeforeTheEndJudgesTheLaterEntriesAgain()
{
    // Black's second move was not written: "Bb5" stands in Black's box, and the replay stops there.
    m_window->setSheetText(QStringLiteral("1. e4 e5\n2. Nf3\n3. Bb5 a6"));
    const sheet::Record& before = m_window->session()->record();
    QCOMPARE(before.plies, 3);
    QCOMPARE(before.entries[3].resolution.verdict, notation::Verdict::Illegal);
    QCOMPARE(before.entries[4].resolution.verdict, notation::Verdict::Unchecked);
    // The board shows where the replay stopped: the arbiter plays the move that was made there.
    QCOMPARE(m_board->position().sideToMove(), chess::Color::Black);
    play(Square::B8, Square::C6, Input::Drag);
    QCOMPARE(text(), QStringLiteral("1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6"));
    const sheet::Record& after = m_window->session()->record();
    QCOMPARE(after.plies, 6);
    QCOMPARE(after.entries[4].resolution.verdict, notation::Verdict::Ok);  // Bb5, now White's third move
    QCOMPARE(after.entries[5].resolution.verdict, notation::Verdict::Ok);
    // The cursor stands after the move written, and the board shows the position after it.
    QCOMPARE(m_editor->currentEntry(), 3);
    QCOMPARE(m_board->position().pieceAt(Square::C6), chess::Piece::BlackKnight);
    QCOMPARE(m_board->position().pieceAt(Square::F1), chess::Piece::WhiteBishop);

    // From a position further back: the cursor after White's first move, a move before the rest.
    m_window->setSheetText(QStringLiteral("1. e4\n2. Nf3 Nc6"));
    m_editor->showEntry(0, SheetEditor::Focus::Leave);
    play(Square::E7, Square::E5, Input::Click);
    QCOMPARE(text(), QStringLiteral("1. e4 e5\n2. Nf3 Nc6"));
    QCOMPARE(m_window->session()->record().plies, 4);
}

void TestBoardInput::undoRestoresTheTextExactly()
{
    auto* undo = m_window->findChild<QAction*>(QStringLiteral("undo"));
    auto* redo = m_window->findChild<QAction*>(QStringLiteral("redo"));
    type(QStringLiteral("1. e4"));  // the move is written right after the typing, on the same line
    play(Square::E7, Square::E5, Input::Click);
    QCOMPARE(text(), QStringLiteral("1. e4 e5"));
    QVERIFY(undo->text().contains(QStringLiteral("Move on the Board")));
    undo->trigger();
    QCOMPARE(text(), QStringLiteral("1. e4"));  // one step, the typing before it untouched
    QCOMPARE(m_window->session()->record().plies, 1);
    redo->trigger();
    QCOMPARE(text(), QStringLiteral("1. e4 e5"));
    play(Square::G1, Square::F3, Input::Drag);
    QCOMPARE(text(), QStringLiteral("1. e4 e5\n2. Nf3"));
    undo->trigger();
    QCOMPARE(text(), QStringLiteral("1. e4 e5"));
    undo->trigger();
    QCOMPARE(text(), QStringLiteral("1. e4"));
    QVERIFY(undo->text().contains(QStringLiteral("Typing")));
}

void TestBoardInput::anIllegalDropChangesNothing()
{
    m_window->setSheetText(QStringLiteral("1. e4 e5\n"));
    const QString before = text();
    const chess::Position shown = m_board->position();
    auto* undo = m_window->findChild<QAction*>(QStringLiteral("undo"));
    play(Square::E1, Square::E3, Input::Drag);  // a king's leap
    play(Square::E5, Square::E4, Input::Drag);  // Black's pawn, White to move
    play(Square::D1, Square::D3, Input::Click);  // through its own pawn
    play(Square::G1, Square::G3, Input::Keys);  // not a knight's move
    QCOMPARE(text(), before);
    QCOMPARE(m_board->position(), shown);
    QVERIFY(!m_board->heldSquare());  // the piece dropped went back: nothing is held
    QVERIFY(!undo->isEnabled());
    // A drag off the board puts the piece back too.
    QTest::mousePress(m_board, Qt::LeftButton, {}, m_board->squareCenter(Square::G1));
    QTest::mouseMove(m_board, m_board->squareCenter(Square::G1) + QPoint(10, 10));
    QTest::mouseRelease(m_board, Qt::LeftButton, {}, QPoint(m_board->width() + 5, 2));
    QCOMPARE(text(), before);
    QVERIFY(!m_board->heldSquare());
}

void TestBoardInput::castlingByTheKingOntoItsRook()
{
    m_window->setSheetText(QStringLiteral("1. e4 e5\n2. Nf3 Nc6\n3. Bc4 Bc5"));
    play(Square::E1, Square::H1, Input::Drag);  // as Chess960 players castle
    QCOMPARE(text(), QStringLiteral("1. e4 e5\n2. Nf3 Nc6\n3. Bc4 Bc5\n4. 0-0"));
    QCOMPARE(m_board->position().pieceAt(Square::G1), chess::Piece::WhiteKing);
    QCOMPARE(m_board->focusSquare(), Square::G1);  // the focus follows the king
}

void TestBoardInput::theFocusedSquareIsAnnounced()
{
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(m_board);
    QVERIFY(board);
    QVERIFY(!board->text(QAccessible::Description).isEmpty());  // how the board is played with keys
    focusOn(Square::G1);
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("White knight on g1"));
    QTest::keyClick(m_board, Qt::Key_Enter);
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("White knight on g1, picked up"));
    focusOn(Square::F3);
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Empty square f3, a legal move"));
    keepScreenshot(m_board, "board-piece-held.png");
    QTest::keyClick(m_board, Qt::Key_Enter);
    QCOMPARE(text(), QStringLiteral("1. Nf3"));
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Played g1–f3: White knight on f3"));
    focusOn(Square::E8);
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Black king on e8"));
    QTest::keyClick(m_board, Qt::Key_Down);
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Black pawn on e7"));

    // In the words of the interface's language, said again when it changes.
    uilanguage::apply(QStringLiteral("de"));
    QTRY_COMPARE(board->text(QAccessible::Name), QStringLiteral("Schwarzer Bauer auf e7"));
    focusOn(Square::D8);
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Schwarze Dame auf d8"));
    uilanguage::apply(QStringLiteral("fr"));
    QTRY_COMPARE(board->text(QAccessible::Name), QStringLiteral("Dame noire en d8"));
    uilanguage::apply(QStringLiteral("en"));
    QTRY_COMPARE(board->text(QAccessible::Name), QStringLiteral("Black queen on d8"));
}

QTEST_MAIN(TestBoardInput)
#include "tst_boardinput.moc"
