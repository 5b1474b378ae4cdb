// SPDX-License-Identifier: GPL-3.0-or-later
// The sheet editor's autocompletion (issue 23, part 2), driven as a user drives it (offscreen): the moves
// offered while an entry is typed, the keys that take one or leave the text as typed, undo, and the
// entry still being typed left unmarked until the cursor leaves it.

#include "mainwindow.h"
#include "readabletext.h"
#include "screenshot.h"
#include "sheeteditor.h"
#include "sheetsession.h"
#include "verdictstyle.h"

#include "chess/fen.h"

#include <QAbstractItemView>
#include <QAction>
#include <QLabel>
#include <QListView>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

namespace {

// Sheets that stop where a move is to be typed next, in German and English letters.
const QString RuyLopezGerman = QStringLiteral("1. e4 e5 2. Sf3 Sc6 3. Lb5 ");  // Black to move
const QString RuyLopezEnglish = QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 ");
const QString ScandinavianGerman = QStringLiteral("1. e4 d5 2. Sf3 Sc6 3. ");  // White to move, exd5 on
const QString ScandinavianEnglish = QStringLiteral("1. e4 d5 2. Nf3 Nc6 3. ");
const QString BothCastlingsGerman
    = QStringLiteral("1. d4 d5 2. Sc3 Sc6 3. Lf4 Lf5 4. Dd2 Dd7 5. e3 e6 6. Le2 Le7 7. Sf3 Sf6 8. ");
const QString BothCastlingsEnglish
    = QStringLiteral("1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. e3 e6 6. Be2 Be7 7. Nf3 Nf6 8. ");
const QString BishopTakesGerman = QStringLiteral("1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. ");  // Lxc6, Lxa6
const QString BishopTakesEnglish = QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. ");

}  // namespace

class TestSheetCompleter : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void rowsOffered_data();
    void rowsOffered();
    void figurinesOfAFigurineSheet();
    void offersWrittenAsTheSheetWrites_data();
    void offersWrittenAsTheSheetWrites();
    void offersOtherThanTheStartSayWhy();
    void aCaptureTypedWithTheOtherSignBeginsTheMove();
    void promotionsForAPawnOnTheSeventh();
    void anEnglishKnightAfterAMoveIsTakenAlone();
    void nothingOfferedForAMoveTypedWhole();
    void tabTakesTheHighlightedRow();
    void tabWithNoPopupLeavesTheSheet();
    void enterTakesTheHighlightedRow();
    void enterEndsTheLineWhenNothingIsHighlighted();
    void escapeLeavesTheTextAsTyped();
    void theArrowKeysChooseARow();
    void aClickTakesTheRowClicked();
    void undoAfterACompletionRestoresTheText();
    void theStartOfAMoveIsNotMarkedUnreadableWhileTyped();
    void aWrongMoveIsMarkedWhileTyped();

private:
    /// Opens a sheet and types `typed` at its end, key by key.
    void typeAfter(const QString& sheet, const QString& typed);
    /// The rows the popup shows, top to bottom; empty when it is closed.
    QStringList shownRows() const;
    /// The highlighted row's text, empty when none is.
    QString highlightedRow() const;
    /// A key as the user presses it: to the popup while it is open (it has the keyboard then), else to
    /// the editor.
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    /// The editor's mark on the text at `position` (the format the highlighter gave it there).
    QTextCharFormat markAt(int position) const;
    /// The findings panel's lines.
    QStringList findingLines() const;
    /// What the move table says of the cell of Black's move `number`, as a screen reader hears it.
    QString blackCellSaid(int number) const;
    QString statusText() const;

    QTemporaryDir m_autosaveFolder;
    MainWindow* m_window = nullptr;
    SheetEditor* m_editor = nullptr;
};

void TestSheetCompleter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
    QSettings().clear();
}

void TestSheetCompleter::init()
{
    m_window = new MainWindow(m_autosaveFolder.path());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_editor = m_window->findChild<SheetEditor*>("sheetEditor");
    QVERIFY(m_editor);
    m_editor->setFocus();
}

void TestSheetCompleter::cleanup() { delete m_window; }

void TestSheetCompleter::typeAfter(const QString& sheet, const QString& typed)
{
    m_window->setSheetText(sheet);
    for (QChar c : typed) {
        if (c.unicode() < 0x80)
            QTest::keyClick(m_editor, char(c.unicode()));
        else  // a Hebrew letter, which QTest has no key for
            QTest::sendKeyEvent(QTest::Click, m_editor, Qt::Key_unknown, QString(c), Qt::NoModifier);
    }
}

QString TestSheetCompleter::highlightedRow() const
{
    const QAbstractItemView* popup = m_editor->completionPopup();
    return popup->isVisible() ? popup->currentIndex().data().toString() : QString();
}

void TestSheetCompleter::press(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    QAbstractItemView* popup = m_editor->completionPopup();
    if (popup->isVisible())
        QTest::keyClick(popup, key, modifiers);
    else
        QTest::keyClick(m_editor, key, modifiers);
}

QTextCharFormat TestSheetCompleter::markAt(int position) const
{
    const QTextBlock block = m_editor->document()->findBlock(position);
    const int inBlock = position - block.position();
    for (const QTextLayout::FormatRange& r : block.layout()->formats())
        if (r.start <= inBlock && inBlock < r.start + r.length)
            return r.format;
    return {};
}

QStringList TestSheetCompleter::findingLines() const
{
    QStringList lines;
    const QAbstractItemModel* model = m_window->findChild<QListView*>("findings")->model();
    for (int r = 0; r < model->rowCount(); ++r)
        lines << readable(model->index(r, 0).data().toString());
    return lines;
}

QString TestSheetCompleter::blackCellSaid(int number) const
{
    const QAbstractItemModel* table = m_window->findChild<QTableView*>("moveTable")->model();
    return readable(table->index(number - 1, 2).data(Qt::AccessibleTextRole).toString());
}

QString TestSheetCompleter::statusText() const { return m_window->findChild<QLabel*>("sheetStatus")->text(); }

QStringList TestSheetCompleter::shownRows() const
{
    QStringList rows;
    const QAbstractItemView* popup = m_editor->completionPopup();
    if (!popup->isVisible())
        return rows;
    for (int r = 0; r < popup->model()->rowCount(); ++r)
        rows << popup->model()->index(r, 0).data().toString();
    return rows;
}

void TestSheetCompleter::rowsOffered_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<QString>("highlighted");  // the row Enter takes; none for a whole move written wrong

    // Black's knights on c6 and g8; the likelier moves first (repair's move prior).
    const QStringList knights{"Sf6", "Sd4", "Sge7", "Sh6", "Sb4", "Sce7", "Sa5", "Sb8"};
    QTest::newRow("de S") << RuyLopezGerman << "S" << knights << "Sf6";
    // Sd4 begins with Sd; Sa5 is offered after it, a and d looking alike in handwriting.
    QTest::newRow("de Sd") << RuyLopezGerman << "Sd" << QStringList{"Sd4", "Sa5"} << "Sd4";
    // e5 and exd5 begin with e; c3 and c4 look like it (c for e).
    QTest::newRow("de e") << ScandinavianGerman << "e" << QStringList{"e5", "exd5", "c4", "c3"} << "e5";
    QTest::newRow("de ex") << ScandinavianGerman << "ex" << QStringList{"exd5"} << "exd5";
    QTest::newRow("de 0-") << BothCastlingsGerman << "0-" << QStringList{"0-0", "0-0-0"} << "0-0";
    QTest::newRow("de Lx") << BishopTakesGerman << "Lx" << QStringList{"Lxc6", "Lxa6"} << "Lxc6";

    QStringList englishKnights = knights;
    englishKnights.replaceInStrings(QStringLiteral("S"), QStringLiteral("N"));
    // An N set apart by a space reads as a novelty mark of the move before it, yet it is offered for.
    QTest::newRow("en N") << RuyLopezEnglish << "N" << englishKnights << "Nf6";
    QTest::newRow("en Nd") << RuyLopezEnglish << "Nd" << QStringList{"Nd4", "Na5"} << "Nd4";
    QTest::newRow("en e") << ScandinavianEnglish << "e" << QStringList{"e5", "exd5", "c4", "c3"} << "e5";
    QTest::newRow("en ex") << ScandinavianEnglish << "ex" << QStringList{"exd5"} << "exd5";
    QTest::newRow("en 0-") << BothCastlingsEnglish << "0-" << QStringList{"0-0", "0-0-0"} << "0-0";
    // The letter O for the digit: offered as look-alikes, written as FIDE writes castling, none taken by Enter.
    QTest::newRow("en O-") << BothCastlingsEnglish << "O-" << QStringList{"0-0", "0-0-0"} << "";
    QTest::newRow("en Bx") << BishopTakesEnglish << "Bx" << QStringList{"Bxc6", "Bxa6"} << "Bxc6";
}

void TestSheetCompleter::rowsOffered()
{
    QFETCH(QString, sheet);
    QFETCH(QString, typed);
    QFETCH(QStringList, rows);
    QFETCH(QString, highlighted);
    typeAfter(sheet, typed);
    QCOMPARE(shownRows(), rows);
    QCOMPARE(highlightedRow(), highlighted);
    QCOMPARE(m_editor->toPlainText(), sheet + typed);  // offered, not written
}

// A sheet that draws its pieces writes them so in the popup too; the letter typed finds them.
void TestSheetCompleter::figurinesOfAFigurineSheet()
{
    typeAfter(QStringLiteral("1. e4 e5 2. \u2658f3 \u2658c6 3. \u2657b5 "), QStringLiteral("Nd"));
    QCOMPARE(shownRows(), (QStringList{QStringLiteral("\u2658d4"), QStringLiteral("\u2658a5")}));
    press(Qt::Key_Tab);
    QVERIFY(m_editor->toPlainText().endsWith(QStringLiteral("3. \u2657b5 \u2658d4")));
}

void TestSheetCompleter::offersWrittenAsTheSheetWrites_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("rows");

    // 4. O-O is written with the letter, 4... Bxf2 gives check without a mark: offers follow both habits,
    // as a move played on the board is written (sheet::writeInStyle).
    const QString pgnNoChecks = QStringLiteral("1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. O-O Bxf2 5. Rxf2 ");
    QTest::newRow("O-O sheet, castling") << pgnNoChecks << "O" << QStringList{"O-O"};
    QTest::newRow("no + sheet, check") << pgnNoChecks + "O-O 6. "
                                       << "Bx" << QStringList{"Bxf7"};
    // The same game as FIDE writes it: 0-0 and the check mark.
    const QString fide = QStringLiteral("1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. 0-0 Bxf2+ 5. Rxf2 ");
    QTest::newRow("FIDE sheet, castling") << fide << "0" << QStringList{"0-0"};
    QTest::newRow("FIDE sheet, check") << fide + "0-0 6. "
                                       << "Bx" << QStringList{"Bxf7+"};
    // Captures left unmarked (ed5, Dd5): the queen's captures on a2 and d2 are written so too (then the
    // look-alikes, d for a).
    QTest::newRow("no x sheet") << QStringLiteral("1. e4 d5 2. ed5 Dd5 3. Sc3 ") << "Da"
                                << QStringList{"Da5", "Da2", "Dd4", "Dd6", "Dd7", "Dd8", "Dd2+", "Dd3"};
    // The long form: the knight typed finds each knight's move from its square.
    QTest::newRow("long form") << QStringLiteral("1. e2-e4 e7-e5 2. Sg1-f3 ") << "S"
                               << QStringList{"Sb8-c6", "Sg8-f6", "Sg8-e7", "Sb8-a6", "Sg8-h6"};
    // A sheet of short moves, the move begun in the long form: once its origin square is typed, the moves
    // from there are offered in the long form, with the hyphen unless what is typed goes on without it.
    const QString shortForm = QStringLiteral("1. e4 e5 2. ");
    QTest::newRow("long form begun, knight") << shortForm << "Sg1" << QStringList{"Sg1-f3", "Sg1-e2", "Sg1-h3"};
    QTest::newRow("long form begun, no hyphen") << shortForm << "Sg1f" << QStringList{"Sg1f3"};
    QTest::newRow("long form begun, pawn") << shortForm << "d2-" << QStringList{"d2-d4", "d2-d3"};
    // Then c4, c and e looking alike in handwriting.
    QTest::newRow("long form begun, capture") << QStringLiteral("1. e4 d5 2. ") << "e4x" << QStringList{"e4xd5", "c4"};
    // A Hebrew sheet puts a hyphen between the piece and its square: the offers too. Typed with it or
    // without, the piece's moves are offered as the sheet writes them.
    const QString hyphens = QStringLiteral("1. ה4 ה5 2. פ-ו3 ");
    const QStringList knights = {"פ-ג6", "פ-ו6", "פ-ה7", "פ-א6", "פ-ח6"};
    QTest::newRow("Hebrew hyphen sheet, the piece") << hyphens << "פ" << knights;
    QTest::newRow("Hebrew hyphen sheet, with the hyphen") << hyphens << "פ-" << knights;
    QTest::newRow("Hebrew hyphen sheet, without the hyphen") << hyphens << "פג" << QStringList{"פ-ג6"};
    QTest::newRow("Hebrew sheet without hyphens, with one")
        << QStringLiteral("1. ה4 ה5 2. פו3 ") << "פ-ג" << QStringList{"פג6"};
    // A Russian sheet that captures with a colon: the captures offered so.
    const QString colons = QStringLiteral("1. e4 d5 2. e:d5 Ф:d5 3. Кc3 ");
    QTest::newRow("colon sheet, a capture") << colons << "Ф:" << QStringList{"Ф:d2+", "Ф:g2", "Ф:a2"};
}

void TestSheetCompleter::offersWrittenAsTheSheetWrites()
{
    QFETCH(QString, sheet);
    QFETCH(QString, typed);
    QFETCH(QStringList, rows);
    typeAfter(sheet, typed);
    QCOMPARE(shownRows(), rows);
    press(Qt::Key_Tab);
    QCOMPARE(m_editor->toPlainText(), sheet + rows.first());
}

// x typed on a sheet that captures with a colon (or a colon on one that writes x) begins the capture as the
// sheet writes it: highlighted, taken by Enter, not marked unreadable while it is typed.
void TestSheetCompleter::aCaptureTypedWithTheOtherSignBeginsTheMove()
{
    typeAfter(QStringLiteral("1. e4 d5 2. e:d5 Ф:d5 3. Кc3 "), QStringLiteral("Фx"));
    QCOMPARE(highlightedRow(), QStringLiteral("Ф:d2+"));
    m_window->setSheetText(QString());
    typeAfter(QStringLiteral("1. e4 d5 2. exd5 Фxd5 3. Кc3 "), QStringLiteral("Ф:"));
    QCOMPARE(highlightedRow(), QStringLiteral("Фxd2+"));
}

// A look-alike and a move an ambiguous entry can mean carry their reason as a tip; the popup has a name
// for screen readers.
void TestSheetCompleter::offersOtherThanTheStartSayWhy()
{
    typeAfter(RuyLopezGerman, QStringLiteral("Sd"));
    const QAbstractItemModel* rows = m_editor->completionPopup()->model();
    QCOMPARE(rows->index(0, 0).data(Qt::ToolTipRole).toString(), QString());  // Sd4 begins with Sd
    QCOMPARE(rows->index(1, 0).data(Qt::ToolTipRole).toString(), QStringLiteral("d and a look alike in handwriting"));
    QVERIFY(rows->index(1, 0).data(Qt::FontRole).value<QFont>().italic());
    QCOMPARE(m_editor->completionPopup()->accessibleName(), QStringLiteral("Moves that fit what is typed"));

    // Both knights can go to d2: the entry as typed is ambiguous, and each move it can mean is offered.
    typeAfter(QStringLiteral("1. d4 d5 2. Sf3 Sf6 3. "), QStringLiteral("Sd2"));
    QCOMPARE(shownRows(), (QStringList{QStringLiteral("Sbd2"), QStringLiteral("Sfd2")}));
    QCOMPARE(highlightedRow(), QString());
    QCOMPARE(rows->index(0, 0).data(Qt::ToolTipRole).toString(),
        QStringLiteral("What is typed fits several moves; this is one of them (C.10)."));
}

// A pawn on the seventh: each promotion is offered, the new piece's letter written after the square (FIDE
// C.11), the queen first.
void TestSheetCompleter::promotionsForAPawnOnTheSeventh()
{
    m_window->session()->setStartPosition(*chess::parseFen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").position);
    typeAfter(QStringLiteral("1. "), QStringLiteral("e"));
    QCOMPARE(shownRows(), (QStringList{"e8Q", "e8R", "e8B", "e8N"}));
    QCOMPARE(highlightedRow(), QStringLiteral("e8Q"));
    QCOMPARE(m_editor->entryBeingTyped(), 0);
}

// The N the reader takes for a novelty mark of 3. Bb5 is what a row taken replaces, not the move before it.
void TestSheetCompleter::anEnglishKnightAfterAMoveIsTakenAlone()
{
    typeAfter(RuyLopezEnglish, QStringLiteral("N"));
    press(Qt::Key_Tab);
    QCOMPARE(m_editor->toPlainText(), RuyLopezEnglish + QStringLiteral("Nf6"));
    QCOMPARE(m_window->session()->record().plies, 6);
}

// A legal move typed whole needs nothing: no popup, and Enter ends the line.
void TestSheetCompleter::nothingOfferedForAMoveTypedWhole()
{
    typeAfter(RuyLopezGerman, QStringLiteral("Sf6"));
    QVERIFY(!m_editor->completionPopup()->isVisible());
    press(Qt::Key_Return);
    QCOMPARE(m_editor->toPlainText(), RuyLopezGerman + QStringLiteral("Sf6\n"));
}

void TestSheetCompleter::tabTakesTheHighlightedRow()
{
    typeAfter(RuyLopezGerman, QStringLiteral("Sd"));
    press(Qt::Key_Tab);
    QCOMPARE(m_editor->toPlainText(), RuyLopezGerman + QStringLiteral("Sd4"));
    QVERIFY(!m_editor->completionPopup()->isVisible());
    // The cursor stands after the move taken, for the next one.
    QCOMPARE(m_editor->textCursor().position(), int(m_editor->toPlainText().size()));
    QCOMPARE(m_window->session()->record().plies, 6);

    // Tab is the popup's though Tab moves the focus on in the editor, even when it reaches the editor
    // itself (through the popup, as the keyboard sends it, or straight).
    QVERIFY(m_editor->tabChangesFocus());
    typeAfter(RuyLopezGerman, QStringLiteral("Sd"));
    QTest::keyClick(m_editor, Qt::Key_Tab);
    QCOMPARE(m_editor->toPlainText(), RuyLopezGerman + QStringLiteral("Sd4"));
    QVERIFY(m_editor->hasFocus());
}

// With no popup open Tab is no character of the sheet: it takes the keyboard on to the next control
// (the sheet's columns are typed with spaces).
void TestSheetCompleter::tabWithNoPopupLeavesTheSheet()
{
    typeAfter(RuyLopezGerman, QStringLiteral("Sf6"));
    QVERIFY(!m_editor->completionPopup()->isVisible());
    QVERIFY(m_editor->hasFocus());
    QTest::keyClick(m_editor, Qt::Key_Tab);
    QCOMPARE(m_editor->toPlainText(), RuyLopezGerman + QStringLiteral("Sf6"));
    QVERIFY(!m_editor->hasFocus());
    // Columns lined up with spaces read as they do with tabs.
    m_window->setSheetText(QStringLiteral("1. e4       e5\n2. Sf3      Sc6\n"));
    QCOMPARE(m_window->session()->record().plies, 4);
}

void TestSheetCompleter::enterTakesTheHighlightedRow()
{
    typeAfter(BothCastlingsGerman, QStringLiteral("0-"));
    press(Qt::Key_Return);
    QCOMPARE(m_editor->toPlainText(), BothCastlingsGerman + QStringLiteral("0-0"));
    QCOMPARE(m_window->session()->record().plies, 15);
}

// "Se6" is what a sheet says, wrong as it is: Sc6 (c and e look alike) is offered, but the arbiter
// copying the sheet ends the line with Enter and keeps what is written.
void TestSheetCompleter::enterEndsTheLineWhenNothingIsHighlighted()
{
    typeAfter(QStringLiteral("1. e4 e5 2. Sf3 "), QStringLiteral("Se6"));
    QCOMPARE(shownRows(), QStringList{QStringLiteral("Sc6")});
    QCOMPARE(highlightedRow(), QString());
    press(Qt::Key_Return);
    QCOMPARE(m_editor->toPlainText(), QStringLiteral("1. e4 e5 2. Sf3 Se6\n"));
    QVERIFY(!m_editor->completionPopup()->isVisible());
    // Tab takes the first row even when none is highlighted.
    typeAfter(QStringLiteral("1. e4 e5 2. Sf3 "), QStringLiteral("Se6"));
    press(Qt::Key_Tab);
    QCOMPARE(m_editor->toPlainText(), QStringLiteral("1. e4 e5 2. Sf3 Sc6"));
}

void TestSheetCompleter::escapeLeavesTheTextAsTyped()
{
    typeAfter(RuyLopezGerman, QStringLiteral("Sd"));
    QVERIFY(m_editor->completionPopup()->isVisible());
    press(Qt::Key_Escape);
    QVERIFY(!m_editor->completionPopup()->isVisible());
    QCOMPARE(m_editor->toPlainText(), RuyLopezGerman + QStringLiteral("Sd"));
    // Enter after Esc ends the line; the text stays as typed.
    press(Qt::Key_Return);
    QCOMPARE(m_editor->toPlainText(), RuyLopezGerman + QStringLiteral("Sd\n"));
}

void TestSheetCompleter::theArrowKeysChooseARow()
{
    typeAfter(ScandinavianGerman, QStringLiteral("e"));
    press(Qt::Key_Down);
    QCOMPARE(highlightedRow(), QStringLiteral("exd5"));
    press(Qt::Key_Return);
    QCOMPARE(m_editor->toPlainText(), ScandinavianGerman + QStringLiteral("exd5"));
}

void TestSheetCompleter::aClickTakesTheRowClicked()
{
    typeAfter(ScandinavianGerman, QStringLiteral("e"));
    QAbstractItemView* popup = m_editor->completionPopup();
    const QRect exd5 = popup->visualRect(popup->model()->index(1, 0));
    QTest::mouseClick(popup->viewport(), Qt::LeftButton, {}, exd5.center());
    QCOMPARE(m_editor->toPlainText(), ScandinavianGerman + QStringLiteral("exd5"));
    QVERIFY(!popup->isVisible());
}

void TestSheetCompleter::undoAfterACompletionRestoresTheText()
{
    typeAfter(BishopTakesGerman, QStringLiteral("Lx"));
    press(Qt::Key_Tab);
    QCOMPARE(m_editor->toPlainText(), BishopTakesGerman + QStringLiteral("Lxc6"));
    QAction* undo = m_window->findChild<QAction*>(QStringLiteral("undo"));
    QCOMPARE(undo->text(), QStringLiteral("&Undo Completion"));
    QTest::keyClick(m_editor, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_editor->toPlainText(), BishopTakesGerman + QStringLiteral("Lx"));
    QTest::keyClick(m_editor, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(m_editor->toPlainText(), BishopTakesGerman + QStringLiteral("Lxc6"));
}

// "S" is unreadable to the record (and to the command line), but while it is typed the editor, the
// findings, the table and the status bar wait; once the cursor leaves it, it is marked like any unreadable
// entry.
void TestSheetCompleter::theStartOfAMoveIsNotMarkedUnreadableWhileTyped()
{
    const QTextCharFormat unreadable = verdictstyle::editorFormat(notation::Verdict::Unreadable);
    typeAfter(RuyLopezGerman, QStringLiteral("S"));
    const int at = int(RuyLopezGerman.size());
    QCOMPARE(m_window->session()->record().entries.last().resolution.verdict, notation::Verdict::Unreadable);
    QCOMPARE(m_editor->entryBeingTyped(), 5);
    QVERIFY(markAt(at).underlineStyle() != unreadable.underlineStyle());
    QVERIFY2(!findingLines().join(u'|').contains(QStringLiteral("3... S — unreadable")),
        qPrintable(findingLines().join(u'|')));
    QCOMPARE(blackCellSaid(3), QStringLiteral("Move 3, Black: S, still being typed"));
    const QModelIndex cell = m_window->findChild<QTableView*>("moveTable")->model()->index(2, 2);
    QCOMPARE(readable(cell.data(Qt::DisplayRole).toString()), QStringLiteral("S"));  // no ✗
    QVERIFY(!cell.data(Qt::BackgroundRole).isValid());
    QVERIFY2(statusText().contains(QStringLiteral("no findings")), qPrintable(statusText()));
    keepScreenshot(m_window, "completer-window.png");

    press(Qt::Key_Home);  // the cursor leaves the entry
    QCOMPARE(m_editor->entryBeingTyped(), -1);
    QVERIFY(!m_editor->completionPopup()->isVisible());
    QCOMPARE(markAt(at).underlineStyle(), unreadable.underlineStyle());
    QCOMPARE(markAt(at).underlineColor(), unreadable.underlineColor());
    QVERIFY2(findingLines().join(u'|').contains(QStringLiteral("3... S — unreadable")),
        qPrintable(findingLines().join(u'|')));
    QCOMPARE(blackCellSaid(3), QStringLiteral("Move 3, Black: S, unreadable"));
    QCOMPARE(cell.data(Qt::BackgroundRole).value<QColor>(), verdictstyle::background(notation::Verdict::Unreadable));
    QVERIFY2(statusText().contains(QStringLiteral("1 with findings")), qPrintable(statusText()));

    // Back at its end it is being typed again, and stays so while it is typed on.
    press(Qt::Key_End);
    QCOMPARE(m_editor->entryBeingTyped(), 5);
    QVERIFY(markAt(at).underlineStyle() != unreadable.underlineStyle());
    QTest::keyClicks(m_editor, QStringLiteral("d"));
    QCOMPARE(m_editor->entryBeingTyped(), 5);
    QVERIFY(markAt(at).underlineStyle() != unreadable.underlineStyle());
    QVERIFY2(!findingLines().join(u'|').contains(QStringLiteral("3... Sd — unreadable")),
        qPrintable(findingLines().join(u'|')));
    QCOMPARE(blackCellSaid(3), QStringLiteral("Move 3, Black: Sd, still being typed"));
    QVERIFY2(statusText().contains(QStringLiteral("no findings")), qPrintable(statusText()));
}

// An entry that no legal move begins with is marked at once, cursor or not.
void TestSheetCompleter::aWrongMoveIsMarkedWhileTyped()
{
    typeAfter(RuyLopezGerman, QStringLiteral("Se6"));
    QCOMPARE(m_editor->entryBeingTyped(), -1);
    const QTextCharFormat illegal = verdictstyle::editorFormat(notation::Verdict::Illegal);
    QCOMPARE(markAt(int(RuyLopezGerman.size())).underlineStyle(), illegal.underlineStyle());
}

QTEST_MAIN(TestSheetCompleter)
#include "tst_sheetcompleter.moc"
