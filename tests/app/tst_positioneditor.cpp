// SPDX-License-Identifier: GPL-3.0-or-later
// Edit ▸ Start Position as the user drives it: pieces placed on the editor's board by clicks, drags
// and keys, the side to move, castling and the move number set, the FEN typed or pasted; the rules
// engine's reason shown for a position that cannot be used; OK giving the sheet the position exactly
// as the FEN it was typed as, Cancel changing nothing.

#include "mainwindow.h"
#include "piecepalette.h"
#include "positioneditor.h"
#include "screenshot.h"
#include "setupboard.h"
#include "sheethistory.h"
#include "sheetsession.h"
#include "uilanguage.h"

#include "chess/fen.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

namespace {

// The FEN example of the Hebrew seed document (shared/seeds): five white queens, from promotions.
const QString SeedFen = QStringLiteral("4r2r/2k5/8/8/R3Q2Q/1R6/R2Q4/3QnQK1 w - - 0 1");

chess::Square square(const char* name) { return chess::makeSquare(name[0] - 'a', name[1] - '1'); }

}  // namespace

class TestPositionEditor : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theSeedPositionIsBuiltByClicks();
    void piecesAreDraggedFromThePaletteAndOnTheBoard();
    void theKeyboardSetsUpAPosition();
    void theBoardIsFlippedByItsButtonOrCtrlF();
    void aPositionThatCannotBeUsedSaysWhy_data();
    void aPositionThatCannotBeUsedSaysWhy();
    void aFenTypedWithAMistakeSaysWhere();
    void aFenTypedWithBlackToMoveKeepsItsEnPassantSquare();
    void theSideCastlingEnPassantAndMoveNumberGoIntoTheFen();
    void clearInitialPositionAndPasteFen();
    void okSetsTheStartPositionAsTheFenDid();
    void cancelChangesNothing();
    void theReasonIsGivenInTheInterfaceLanguage();

private:
    PositionEditor* openEditor();
    void clickPalette(const char* name);
    void clickSquare(const char* name, Qt::MouseButton button = Qt::LeftButton);
    QString fen() const { return m_editor->findChild<QLineEdit*>("setupFen")->text(); }
    QString verdict() const { return m_editor->findChild<QLabel*>("positionVerdict")->text(); }
    bool okEnabled() const
    {
        return m_editor->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled();
    }

    QTemporaryDir m_autosaveFolder;
    MainWindow* m_window = nullptr;
    PositionEditor* m_editor = nullptr;
};

void TestPositionEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
}

void TestPositionEditor::init()
{
    QSettings().clear();
    m_window = new MainWindow(m_autosaveFolder.path());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_editor = openEditor();
    QVERIFY(m_editor);
}

void TestPositionEditor::cleanup()
{
    m_window->setSheetText(QString());  // nothing unsaved: closing asks nothing
    delete m_window;
}

PositionEditor* TestPositionEditor::openEditor()
{
    m_window->findChild<QAction*>("editStartPosition")->trigger();
    auto* editor = m_window->findChild<PositionEditor*>();
    if (!editor || !QTest::qWaitForWindowExposed(editor))
        return nullptr;
    return editor;
}

void TestPositionEditor::clickPalette(const char* name)
{
    auto* button = m_editor->findChild<QToolButton*>(QLatin1String("palette") + QLatin1String(name));
    QVERIFY2(button, name);
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(button->isChecked());
}

void TestPositionEditor::clickSquare(const char* name, Qt::MouseButton button)
{
    auto* board = m_editor->findChild<SetupBoard*>();
    QTest::mouseClick(board, button, {}, board->squareRect(square(name)).center().toPoint());
}

// Each piece of the seed's position chosen in the palette, then clicked onto its squares: the FEN is
// exactly the seed's, and the position can be used.
void TestPositionEditor::theSeedPositionIsBuiltByClicks()
{
    QTest::mouseClick(m_editor->findChild<QPushButton*>("clearBoard"), Qt::LeftButton);
    QCOMPARE(fen(), QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"));
    const std::pair<const char*, std::vector<const char*>> pieces[] = {
        {"r", {"e8", "h8"}},
        {"k", {"c7"}},
        {"R", {"a4", "b3", "a2"}},
        {"Q", {"e4", "h4", "d2", "d1", "f1"}},
        {"n", {"e1"}},
        {"K", {"g1"}},
    };
    for (const auto& [piece, squares] : pieces) {
        clickPalette(piece);
        for (const char* s : squares)
            clickSquare(s);
    }
    QCOMPARE(fen(), SeedFen);
    QCOMPARE(verdict(), QStringLiteral("The position can be used."));
    QVERIFY(!m_editor->findChild<QLabel*>("positionVerdict")->font().bold());
    QVERIFY(okEnabled());
    QCOMPARE(QString::fromStdString(chess::toFen(*m_editor->position())), SeedFen);
    keepScreenshot(m_editor, "position-editor.png");
}

// A piece dragged from the palette lands where it is let go; one dragged on the board moves, and one
// dragged off the board is taken off. A right click empties a square.
void TestPositionEditor::piecesAreDraggedFromThePaletteAndOnTheBoard()
{
    auto* board = m_editor->findChild<SetupBoard*>();
    auto* knight = m_editor->findChild<QToolButton*>("paletteN");
    const QPoint e4 = knight->mapFromGlobal(board->mapToGlobal(board->squareRect(square("e4")).center().toPoint()));
    QTest::mousePress(knight, Qt::LeftButton, {}, knight->rect().center());
    QTest::mouseMove(knight, knight->rect().center() + QPoint(20, 0));
    QTest::mouseMove(knight, e4);
    QTest::mouseRelease(knight, Qt::LeftButton, {}, e4);
    QCOMPARE(fen(), QStringLiteral("rnbqkbnr/pppppppp/8/8/4N3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QVERIFY(!knight->isChecked());  // a drag does not choose the piece for clicks

    const QPoint from = board->squareRect(square("e4")).center().toPoint();
    const QPoint to = board->squareRect(square("f6")).center().toPoint();
    QTest::mousePress(board, Qt::LeftButton, {}, from);
    QTest::mouseMove(board, from + QPoint(10, -10));
    QTest::mouseMove(board, to);
    QTest::mouseRelease(board, Qt::LeftButton, {}, to);
    QCOMPARE(fen(), QStringLiteral("rnbqkbnr/pppppppp/5N2/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));

    QTest::mousePress(board, Qt::LeftButton, {}, to);
    QTest::mouseMove(board, to + QPoint(10, -10));
    QTest::mouseMove(board, QPoint(board->width() + 20, 10));
    QTest::mouseRelease(board, Qt::LeftButton, {}, QPoint(board->width() + 20, 10));
    QCOMPARE(fen(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));

    clickSquare("d8", Qt::RightButton);
    QCOMPARE(fen(), QStringLiteral("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
}

// Without a mouse: the arrow keys walk the board from a1, a FEN letter places its piece, Delete empties
// the square, Enter places the palette's piece; the focused square is named for a screen reader.
void TestPositionEditor::theKeyboardSetsUpAPosition()
{
    QTest::mouseClick(m_editor->findChild<QPushButton*>("clearBoard"), Qt::LeftButton);
    auto* board = m_editor->findChild<SetupBoard*>();
    board->setFocus();
    QCOMPARE(board->focusSquare(), chess::Square::A1);
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClicks(board, QStringLiteral("K"));
    QCOMPARE(board->accessibleName(), QStringLiteral("White king on e1"));
    for (int i = 0; i < 7; ++i)
        QTest::keyClick(board, Qt::Key_Up);
    QTest::keyClicks(board, QStringLiteral("q"));
    QTest::keyClick(board, Qt::Key_Delete);
    QCOMPARE(board->accessibleName(), QStringLiteral("Empty square e8"));
    QTest::keyClicks(board, QStringLiteral("k"));
    QTest::keyClick(board, Qt::Key_Down);
    QTest::keyClick(board, Qt::Key_Down);
    QTest::keyClick(board, Qt::Key_Left);
    // The palette walked with the arrow keys, its piece chosen with Space: the pawn, last of the row.
    auto* king = m_editor->findChild<QToolButton*>("paletteK");
    king->setFocus();
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QCOMPARE(QApplication::focusWidget(), m_editor->findChild<QToolButton*>("paletteP"));
    QCOMPARE(QApplication::focusWidget()->accessibleName(), QStringLiteral("White pawn"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(m_editor->findChild<QToolButton*>("paletteP")->isChecked());
    board->setFocus();
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(board->focusSquare(), square("d6"));
    QCOMPARE(fen(), QStringLiteral("4k3/8/3P4/8/8/8/8/4K3 w - - 0 1"));
    QVERIFY(okEnabled());
}

// Flipped, Black is at the bottom: the square at the top left is h1, the arrow keys walk the board as it is
// drawn, and the board is set up so. Ctrl+F or the button again flips it back.
void TestPositionEditor::theBoardIsFlippedByItsButtonOrCtrlF()
{
    auto* board = m_editor->findChild<SetupBoard*>();
    auto* flip = m_editor->findChild<QPushButton*>("flipSetupBoard");
    const QPoint topLeft = board->squareRect(square("a8")).center().toPoint();
    QTest::mouseClick(m_editor->findChild<QPushButton*>("clearBoard"), Qt::LeftButton);
    QTest::mouseClick(flip, Qt::LeftButton);
    QVERIFY(board->isFlipped());
    QCOMPARE(board->squareAt(topLeft), square("h1"));
    clickPalette("K");
    QTest::mouseClick(board, Qt::LeftButton, {}, topLeft);
    QCOMPARE(fen(), QStringLiteral("8/8/8/8/8/8/8/7K w - - 0 1"));
    board->setFocus();
    QCOMPARE(board->focusSquare(), square("h1"));  // where the click was
    QTest::keyClick(board, Qt::Key_Right);  // on screen, towards the a-file
    QTest::keyClick(board, Qt::Key_Down);  // towards the eighth rank
    QCOMPARE(board->focusSquare(), square("g2"));
    QTest::keyClicks(board, QStringLiteral("k"));
    QCOMPARE(fen(), QStringLiteral("8/8/8/8/8/8/6k1/7K w - - 0 1"));
    keepScreenshot(m_editor, "position-editor-flipped.png");

    // Ctrl+F, as for the game's board, clicks the button. (A key's shortcut needs its window active, which
    // the offscreen platform does not make a dialog: the button is clicked as the key would.)
    QCOMPARE(flip->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_F));
    QTest::mouseClick(flip, Qt::LeftButton);
    QVERIFY(!board->isFlipped());
    QCOMPARE(board->squareAt(topLeft), square("a8"));
}

// Positions the rules engine refuses, each with its reason in words; OK is not offered.
void TestPositionEditor::aPositionThatCannotBeUsedSaysWhy_data()
{
    QTest::addColumn<QStringList>("emptied");
    QTest::addColumn<QString>("palette");
    QTest::addColumn<QString>("square");
    QTest::addColumn<QString>("reason");
    QTest::newRow("two white kings") << QStringList() << "K"
                                     << "e4"
                                     << "This position cannot be used: The position has more than one white king.";
    // The queen on e7 stands for a promoted d-pawn.
    QTest::newRow("the side not to move in check")
        << QStringList{"d2", "e7"} << "Q"
        << "e7"
        << "This position cannot be used: The black king is in check although White is to move: the position "
           "cannot arise.";
    QTest::newRow("a pawn on the first rank") << QStringList{"a2"} << "P"
                                              << "b1"
                                              << "This position cannot be used: A pawn stands on b1; pawns cannot "
                                                 "be on the first or last rank.";
    QTest::newRow("no black king") << QStringList() << "Empty"
                                   << "e8"
                                   << "This position cannot be used: The position has no black king.";
}

// From the initial position, squares emptied by right clicks, then one piece placed by a click.
void TestPositionEditor::aPositionThatCannotBeUsedSaysWhy()
{
    QFETCH(QStringList, emptied);
    QFETCH(QString, palette);
    QFETCH(QString, square);
    QFETCH(QString, reason);
    for (const QString& s : emptied)
        clickSquare(s.toLatin1().constData(), Qt::RightButton);
    QVERIFY(okEnabled());
    clickPalette(palette.toLatin1().constData());
    clickSquare(square.toLatin1().constData());
    QCOMPARE(verdict(), reason);
    QVERIFY(!okEnabled());
    QVERIFY(!m_editor->position());
    QVERIFY(m_editor->findChild<QLabel*>("positionVerdict")->font().bold());
    // A screen reader reads the reason itself.
    QCOMPARE(
        QAccessible::queryAccessibleInterface(m_editor->findChild<QLabel*>("positionVerdict"))->text(QAccessible::Name),
        reason);
    if (QTest::currentDataTag() == QLatin1String("the side not to move in check"))
        keepScreenshot(m_editor, "position-editor-cannot-arise.png");
}

// A FEN typed by hand shows on the board as it is typed once it can be used; a mistake is told with
// the character where it is, and the board stays as it was.
void TestPositionEditor::aFenTypedWithAMistakeSaysWhere()
{
    auto* field = m_editor->findChild<QLineEdit*>("setupFen");
    auto* board = m_editor->findChild<SetupBoard*>();
    field->clear();
    QTest::keyClicks(field, QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 0 40"));
    QCOMPARE(verdict(), QStringLiteral("The position can be used."));
    QVERIFY(m_editor->findChild<QCheckBox*>("whiteCastlesShort")->isChecked());
    QCOMPARE(m_editor->findChild<QSpinBox*>("moveNumber")->value(), 40);
    board->setFocus();
    QTest::keyClick(board, Qt::Key_Right);  // the focus square to b1, to be read out
    field->setFocus();
    field->end(false);
    QTest::keyClicks(field, QStringLiteral("x"));
    QCOMPARE(
        verdict(), QStringLiteral("This FEN cannot be used (character 30): Fullmove number: '40x' is not a number."));
    QVERIFY(!okEnabled());
    QCOMPARE(field->text(), QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 0 40x"));  // kept as typed
    QCOMPARE(board->accessibleName(), QStringLiteral("Empty square b1"));
    QTest::keyClick(m_editor->findChild<SetupBoard*>(), Qt::Key_Right);
    QTest::keyClick(m_editor->findChild<SetupBoard*>(), Qt::Key_Right);
    QTest::keyClick(m_editor->findChild<SetupBoard*>(), Qt::Key_Right);
    QCOMPARE(board->accessibleName(), QStringLiteral("White king on e1"));
}

// A FEN with Black to move and an en-passant square, typed: the controls show both, and the text stays
// exactly as typed.
void TestPositionEditor::aFenTypedWithBlackToMoveKeepsItsEnPassantSquare()
{
    const QString typed = QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    auto* field = m_editor->findChild<QLineEdit*>("setupFen");
    field->clear();
    QTest::keyClicks(field, typed);
    QCOMPARE(field->text(), typed);
    QVERIFY(m_editor->findChild<QRadioButton*>("blackToMove")->isChecked());
    QCOMPARE(m_editor->findChild<QComboBox*>("enPassant")->currentText(), QStringLiteral("e3"));
    QCOMPARE(QString::fromStdString(chess::toFen(*m_editor->position())), typed);
}

// The controls beside the board write their FEN fields; a castling right without its rook is dropped
// by the rules engine, which says so.
void TestPositionEditor::theSideCastlingEnPassantAndMoveNumberGoIntoTheFen()
{
    clickSquare("e2", Qt::RightButton);
    clickPalette("P");
    clickSquare("e4");
    QTest::mouseClick(m_editor->findChild<QRadioButton*>("blackToMove"), Qt::LeftButton);
    auto* enPassant = m_editor->findChild<QComboBox*>("enPassant");
    QCOMPARE(enPassant->itemText(5), QStringLiteral("e3"));
    enPassant->setFocus();
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(enPassant, Qt::Key_Down);
    auto* number = m_editor->findChild<QSpinBox*>("moveNumber");
    number->setFocus();
    number->selectAll();
    QTest::keyClicks(number, QStringLiteral("12"));
    QTest::mouseClick(m_editor->findChild<QCheckBox*>("whiteCastlesLong"), Qt::LeftButton);
    QTest::mouseClick(m_editor->findChild<QCheckBox*>("blackCastlesLong"), Qt::LeftButton);
    QCOMPARE(fen(), QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b Kk e3 0 12"));
    QCOMPARE(verdict(), QStringLiteral("The position can be used."));
    QCOMPARE(m_editor->position()->enPassantSquare(), square("e3"));

    clickSquare("h8", Qt::RightButton);
    QCOMPARE(verdict(),
        QStringLiteral("The position can be used.\nCastling: the right 'k' was dropped: the king or the rook is not "
                       "on its square."));
    QCOMPARE(
        m_editor->position()->castlingRights(), chess::castlingBit(chess::Color::White, chess::CastlingSide::King));
}

void TestPositionEditor::clearInitialPositionAndPasteFen()
{
    QTest::mouseClick(m_editor->findChild<QPushButton*>("clearBoard"), Qt::LeftButton);
    QCOMPARE(fen(), QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"));
    QCOMPARE(verdict(), QStringLiteral("This position cannot be used: The position has no white king."));
    QTest::mouseClick(m_editor->findChild<QPushButton*>("initialPosition"), Qt::LeftButton);
    QCOMPARE(fen(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QVERIFY(okEnabled());
    QApplication::clipboard()->setText(QStringLiteral("  ") + SeedFen + QStringLiteral("\n"));
    QTest::mouseClick(m_editor->findChild<QPushButton*>("pasteFen"), Qt::LeftButton);
    QCOMPARE(fen(), SeedFen);
    QCOMPARE(m_editor->findChild<SetupBoard*>()->accessibleName(), QStringLiteral("Empty square a1"));
    QCOMPARE(QString::fromStdString(chess::toFen(*m_editor->position())), SeedFen);
    QVERIFY(!m_editor->findChild<QCheckBox*>("whiteCastlesShort")->isChecked());
}

// OK with a FEN typed gives the sheet exactly the position parseFen() reads from it, as one undoable step.
void TestPositionEditor::okSetsTheStartPositionAsTheFenDid()
{
    const QString typed = QStringLiteral("8/8/4k3/8/2p5/8/3P4/4K3 w - - 3 57");
    auto* field = m_editor->findChild<QLineEdit*>("setupFen");
    field->clear();
    QTest::keyClicks(field, typed);
    QTest::keyClick(field, Qt::Key_Return);  // OK is the default button
    QVERIFY(QTest::qWaitFor([this] { return !m_window->findChild<PositionEditor*>(); }));
    QVERIFY(m_window->session()->startPosition() == *chess::parseFen(typed.toStdString()).position);
    auto* undo = m_window->findChild<QAction*>("undo");
    QVERIFY(undo->text().contains(QStringLiteral("Start Position")));
    undo->trigger();
    QVERIFY(m_window->session()->startPosition() == chess::Position::startPosition());
}

void TestPositionEditor::cancelChangesNothing()
{
    clickSquare("e1", Qt::RightButton);
    QTest::mouseClick(m_editor->findChild<QRadioButton*>("blackToMove"), Qt::LeftButton);
    const bool undoable = m_window->findChild<QAction*>("undo")->isEnabled();
    QTest::mouseClick(m_editor->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([this] { return !m_window->findChild<PositionEditor*>(); }));
    QVERIFY(m_window->session()->startPosition() == chess::Position::startPosition());
    QCOMPARE(m_window->findChild<QAction*>("undo")->isEnabled(), undoable);
    QVERIFY(!m_window->isWindowModified());
}

// The interface language changed while the editor is open: its words and the engine's reason follow.
void TestPositionEditor::theReasonIsGivenInTheInterfaceLanguage()
{
    uilanguage::apply(QStringLiteral("de"));
    QTest::mouseClick(m_editor->findChild<QPushButton*>("clearBoard"), Qt::LeftButton);
    QTRY_COMPARE(m_editor->windowTitle(), QStringLiteral("Ausgangsstellung"));  // LanguageChange is posted
    QCOMPARE(verdict(), QStringLiteral("Diese Stellung ist nicht verwendbar: Die Stellung hat keinen weißen König."));
    QCOMPARE(m_editor->findChild<QToolButton*>("paletteq")->accessibleName(), QStringLiteral("Schwarze Dame"));
    keepScreenshot(m_editor, "position-editor-de.png");
    uilanguage::apply(QStringLiteral("en"));
    QTRY_COMPARE(verdict(), QStringLiteral("This position cannot be used: The position has no white king."));
}

QTEST_MAIN(TestPositionEditor)
#include "tst_positioneditor.moc"
