// SPDX-License-Identifier: GPL-3.0-or-later
// "How is this move written?": the panel beside the arbiter's shows the move that led to the board's
// position in every notation and the rules of Appendix C that shaped it, in the interface language, and
// follows the board; *Show moves as* offers every writer, and the move table writes each.

#include "mainwindow.h"
#include "movetablemodel.h"
#include "readabletext.h"
#include "reportdocument.h"
#include "screenshot.h"
#include "sheetsession.h"
#include "uilanguage.h"

#include "chess/fen.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QComboBox>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

class TestHowWritten : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void thePanelExplainsTheMove_data();
    void thePanelExplainsTheMove();
    void thePanelFollowsTheBoard();
    void showMovesAsOffersEveryWriter();
    void aNarrowPanelBreaksNoWord();

private:
    /// Shows the sheet from `fen` (the start position when empty), its last move on the board.
    void showSheet(const QString& fen, const QString& sheet);
    /// The panel's lines as the user reads them.
    QStringList panelLines() const;

    QTemporaryDir m_autosaveFolder;
    MainWindow* m_window = nullptr;
};

void TestHowWritten::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
}

void TestHowWritten::init()
{
    QSettings().clear();
    uilanguage::apply(QStringLiteral("en"));
    m_window = new MainWindow(m_autosaveFolder.path());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    auto* tabs = m_window->findChild<QTabWidget*>(QStringLiteral("sideTabs"));
    tabs->setCurrentWidget(m_window->findChild<QTextBrowser*>(QStringLiteral("howWrittenPanel")));
}

void TestHowWritten::cleanup()
{
    delete m_window;
    uilanguage::apply(QStringLiteral("en"));
}

void TestHowWritten::showSheet(const QString& fen, const QString& sheet)
{
    m_window->session()->setStartPosition(
        fen.isEmpty() ? chess::Position::startPosition() : *chess::parseFen(fen.toStdString()).position);
    m_window->setSheetText(sheet);
}

QStringList TestHowWritten::panelLines() const
{
    return readable(m_window->findChild<QTextBrowser*>(QStringLiteral("howWrittenPanel"))->toPlainText())
        .split(u'\n', Qt::SkipEmptyParts);
}

void TestHowWritten::thePanelExplainsTheMove_data()
{
    QTest::addColumn<QString>("ui");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<QStringList>("expected");  // lines the panel holds, in this order

    const QString knights = QStringLiteral("1. d4 d5 2. Sf3 Sf6 3. Sbd2");
    const QString enPassant = QStringLiteral("1. e4 Sf6 2. e5 d5 3. exd6 e.p.");
    const QString promotionFen = QStringLiteral("5n2/4P1k1/8/8/8/8/6K1/8 w - - 0 1");
    const QString promotion = QStringLiteral("1. exf8D+");
    const QString castling = QStringLiteral("1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. 0-0");
    const QString discoveredFen = QStringLiteral("4k3/8/8/8/4B3/8/8/K3R3 w - - 0 1");
    const QString discovered = QStringLiteral("1. Ld5+");
    // Two other rooks reach a3, but only the one on a2 shares the file and forces the rank (C.10).
    const QString rooksFen = QStringLiteral("4r2r/2k5/8/8/R3Q2Q/1R6/R2Q4/3QnQK1 w - - 0 1");
    const QString rooks = QStringLiteral("1. T4a3");
    const auto row = [](const char* name, const char* ui, const QString& fen, const QString& sheet,
                         const QStringList& expected) { QTest::newRow(name) << ui << fen << sheet << expected; };
    // What no interface language changes: the move in every notation, in the panel's order.
    const QStringList knightForms{"Sbd2", "Nbd2", "♘bd2", "Sb1d2", "Sb1-d2", "b1d2", "2142", "QN-Q2"};
    const QStringList enPassantForms{"exd6", "exd6", "exd6", "e5xd6", "e5xd6", "e5d6", "5546", "PxP e.p."};
    const QStringList promotionForms{"exf8D+", "exf8Q+", "exf8♕+", "e7xf8D+", "e7xf8D+", "e7f8q", "57681", "PxN(Q)ch"};
    const QStringList castlingForms{"0-0", "0-0", "0-0", "0-0", "0-0", "e1g1", "5171", "O-O"};
    const QStringList discoveredForms{"Ld5+", "Bd5+", "♗d5+", "Le4d5+", "Le4-d5+", "e4d5", "5445", "B-Q5ch"};

    const QString enWhy = QStringLiteral("Why it is written so");
    row("knight, English", "en", {}, knights,
        QStringList{"How 3. Sbd2 is written"} + knightForms
            + QStringList{enWhy,
                "A piece is written with its letter, S in German, then the square it goes to, d2 (C.2, C.3, C.8).",
                "Another piece of this kind, on f3, could also go to d2, so the file this one leaves, b, is written "
                "(C.10)."});
    row("en passant, English", "en", {}, enPassant,
        QStringList{"How 3. exd6 is written"} + enPassantForms
            + QStringList{enWhy, "A pawn has no letter: its move is written with the square it goes to, d6 (C.4, C.8).",
                "A pawn that captures is written with the file it leaves, e, before the square it goes to; an x "
                "between them is optional (C.9).",
                "En passant: the square written is the one the pawn lands on, d6, not that of the pawn it takes, d5; "
                "e.p. may be added, it is optional (C.9)."});
    row("promotion, English", "en", promotionFen, promotion,
        QStringList{"How 1. exf8D+ is written"} + promotionForms
            + QStringList{enWhy, "A pawn has no letter: its move is written with the square it goes to, f8 (C.4, C.8).",
                "A pawn that captures is written with the file it leaves, e, before the square it goes to; an x "
                "between them is optional (C.9).",
                "Promotion: the letter of the new piece, D, follows the square at once, without = (C.11).",
                "Check: + may be written after the move; it is optional (C.13)."});
    row("castling, English", "en", {}, castling,
        QStringList{"How 4. 0-0 is written"} + castlingForms
            + QStringList{enWhy, "Castling on the king's side is written 0-0, with zeros (C.13)."});
    row("discovered check, English", "en", discoveredFen, discovered,
        QStringList{"How 1. Ld5+ is written"} + discoveredForms
            + QStringList{enWhy,
                "A piece is written with its letter, L in German, then the square it goes to, d5 (C.2, C.3, C.8).",
                "Discovered check: the move uncovers the piece on e1, which gives check.",
                "Check: + may be written after the move; it is optional (C.13)."});
    row("rank of departure, English", "en", rooksFen, rooks,
        QStringList{"How 1. T4a3 is written", enWhy,
            "Another piece of this kind on the same file, on a2, could also go to a3, so the rank this one leaves, 4, "
            "is written (C.10)."});

    const QString deWhy = QStringLiteral("Warum so notiert wird");
    row("knight, German", "de", {}, knights,
        QStringList{"Wie 3. Sbd2 notiert wird"} + knightForms
            + QStringList{deWhy,
                "Eine Figur wird mit ihrem Buchstaben in der Sprache des Partieformulars (Deutsch) notiert, S, dann "
                "mit "
                "dem Zielfeld, d2 (C.2, C.3, C.8).",
                "Eine weitere Figur dieser Art, auf f3, könnte ebenfalls nach d2 ziehen, daher wird die Ausgangslinie "
                "dieser Figur notiert, b (C.10)."});
    row("en passant, German", "de", {}, enPassant,
        QStringList{"Wie 3. exd6 notiert wird"} + enPassantForms
            + QStringList{deWhy,
                "Ein Bauer hat keinen Buchstaben: sein Zug wird mit dem Zielfeld notiert, d6 (C.4, C.8).",
                "Ein schlagender Bauer wird mit der Linie notiert, die er verlässt, e, vor dem Zielfeld; ein x "
                "dazwischen ist freigestellt (C.9).",
                "En passant: notiert wird das Feld, auf dem der Bauer ankommt, d6, nicht das des geschlagenen Bauern, "
                "d5; e.p. darf angefügt werden, es ist freigestellt (C.9)."});
    row("promotion, German", "de", promotionFen, promotion,
        QStringList{"Wie 1. exf8D+ notiert wird"} + promotionForms
            + QStringList{deWhy,
                "Ein Bauer hat keinen Buchstaben: sein Zug wird mit dem Zielfeld notiert, f8 (C.4, C.8).",
                "Ein schlagender Bauer wird mit der Linie notiert, die er verlässt, e, vor dem Zielfeld; ein x "
                "dazwischen ist freigestellt (C.9).",
                "Umwandlung: der Buchstabe der neuen Figur, D, folgt unmittelbar auf das Feld, ohne = (C.11).",
                "Schach: + darf nach dem Zug notiert werden; es ist freigestellt (C.13)."});
    row("castling, German", "de", {}, castling,
        QStringList{"Wie 4. 0-0 notiert wird"} + castlingForms
            + QStringList{deWhy, "Die kurze Rochade wird 0-0 notiert, mit Nullen (C.13)."});
    row("discovered check, German", "de", discoveredFen, discovered,
        QStringList{"Wie 1. Ld5+ notiert wird"} + discoveredForms
            + QStringList{deWhy,
                "Eine Figur wird mit ihrem Buchstaben in der Sprache des Partieformulars (Deutsch) notiert, L, dann "
                "mit "
                "dem Zielfeld, d5 (C.2, C.3, C.8).",
                "Abzugsschach: der Zug gibt die Figur auf e1 frei, die Schach bietet.",
                "Schach: + darf nach dem Zug notiert werden; es ist freigestellt (C.13)."});
    row("rank of departure, German", "de", rooksFen, rooks,
        QStringList{"Wie 1. T4a3 notiert wird", deWhy,
            "Eine weitere Figur dieser Art auf derselben Linie, auf a2, könnte ebenfalls nach a3 ziehen, daher wird "
            "die Ausgangsreihe dieser Figur notiert, 4 (C.10)."});

    // A Hebrew sheet in the Hebrew interface: its letters and squares in the words too, and each row of the
    // table read from the right (what the Laws make of it, the notation, its name).
    row("knight, Hebrew sheet and interface", "he", {}, QStringLiteral("1. ד4 ד5 2. פו3 פו6 3. פבד2"),
        QStringList{"כיצד נרשם 3. פבד2", "הצורה הקצרה של פיד\"ה (נספח C)", "פבד2", "SAN, עברית", "Nbd2", "♘בד2",
            "פב1ד2", "פב1-ד2", "b1d2", "2142", "QN-Q2", "מדוע כך הוא נרשם",
            "כלי נרשם באות שלו בשפת הטופס (עברית), פ, ואחריה משבצת היעד, ד2 (C.2, C.3, C.8).",
            "כלי נוסף מאותו סוג, ב־ו3, יכול גם הוא ללכת ל־ד2, ולכן נרשם הטור שממנו יוצא כלי זה, ב (C.10)."});

    // In French the sheet with only D, a queen in both languages, reads as French: ties go to the interface
    // language (docs/specification.md section 3).
    const QString frWhy = QStringLiteral("Pourquoi il s'écrit ainsi");
    row("knight, French", "fr", {}, knights,
        QStringList{"Comment s'écrit 3. Sbd2", "SAN, allemand"} + knightForms
            + QStringList{frWhy,
                "Une pièce s'écrit avec sa lettre dans la langue de la feuille (allemand), S, puis la case d'arrivée, "
                "d2 (C.2, C.3, C.8).",
                "Une autre pièce de même nature, en f3, pourrait aussi aller en d2 ; la colonne de départ de celle-ci, "
                "b, est donc écrite (C.10)."});
    row("en passant, French", "fr", {}, enPassant,
        QStringList{"Comment s'écrit 3. exd6"} + enPassantForms
            + QStringList{frWhy, "Un pion n'a pas de lettre : son coup s'écrit avec la case d'arrivée, d6 (C.4, C.8).",
                "Un pion qui prend s'écrit avec la colonne qu'il quitte, e, avant la case d'arrivée ; un x entre les "
                "deux est facultatif (C.9).",
                "Prise en passant : la case écrite est celle où le pion arrive, d6, non celle du pion pris, d5 ; e.p. "
                "peut être ajouté, il est facultatif (C.9)."});
    row("promotion, French", "fr", promotionFen, promotion,
        QStringList{"Comment s'écrit 1. exf8D+", "SAN, français"} + promotionForms
            + QStringList{frWhy, "Un pion n'a pas de lettre : son coup s'écrit avec la case d'arrivée, f8 (C.4, C.8).",
                "Un pion qui prend s'écrit avec la colonne qu'il quitte, e, avant la case d'arrivée ; un x entre les "
                "deux est facultatif (C.9).",
                "Promotion : la lettre de la nouvelle pièce, D, suit immédiatement la case, sans = (C.11).",
                "Échec : + peut être écrit après le coup ; il est facultatif (C.13)."});
    row("castling, French", "fr", {}, castling,
        QStringList{"Comment s'écrit 4. 0-0"} + castlingForms
            + QStringList{frWhy, "Le petit roque s'écrit 0-0, avec des zéros (C.13)."});
    row("discovered check, French", "fr", discoveredFen, discovered,
        QStringList{"Comment s'écrit 1. Ld5+"} + discoveredForms
            + QStringList{frWhy,
                "Une pièce s'écrit avec sa lettre dans la langue de la feuille (allemand), L, puis la case d'arrivée, "
                "d5 (C.2, C.3, C.8).",
                "Échec à la découverte : le coup démasque la pièce en e1, qui donne échec.",
                "Échec : + peut être écrit après le coup ; il est facultatif (C.13)."});
}

void TestHowWritten::thePanelExplainsTheMove()
{
    QFETCH(QString, ui);
    QFETCH(QString, fen);
    QFETCH(QString, sheet);
    QFETCH(QStringList, expected);
    uilanguage::apply(ui);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    showSheet(fen, sheet);
    const QStringList lines = panelLines();
    qsizetype from = 0;
    for (const QString& line : expected) {
        const qsizetype at = lines.indexOf(line, from);
        QVERIFY2(
            at >= 0, qPrintable(QStringLiteral("missing or out of order: %1\nin:\n%2").arg(line, lines.join(u'\n'))));
        from = at + 1;
    }
    if (QByteArrayView(QTest::currentDataTag()) == "knight, English") {
        auto* tabs = m_window->findChild<QTabWidget*>(QStringLiteral("sideTabs"));
        tabs->setCurrentWidget(m_window->findChild<QTextBrowser*>(QStringLiteral("howWrittenPanel")));
        // As a trainer shows it: the pane dragged up over the move table, the whole panel in view.
        auto* column = qobject_cast<QSplitter*>(tabs->parentWidget());
        column->setSizes({0, 110, column->height() - 110});
        keepScreenshot(m_window, "how-a-move-is-written.png");
    }
}

void TestHowWritten::thePanelFollowsTheBoard()
{
    showSheet(QString(), QStringLiteral("1. e4 e5 2. Sf3"));
    QCOMPARE(panelLines().value(0), QStringLiteral("How 2. Sf3 is written"));
    QAction* previous = nullptr;
    for (QAction* a : m_window->findChildren<QAction*>())
        if (a->text() == QStringLiteral("◀ Previous"))
            previous = a;
    QVERIFY(previous);
    previous->trigger();
    QCOMPARE(panelLines().value(0), QStringLiteral("How 1... e5 is written"));
    // Behind the arbiter's tab it is not written out at every step, but it is when it comes to the front.
    auto* tabs = m_window->findChild<QTabWidget*>(QStringLiteral("sideTabs"));
    tabs->setCurrentWidget(m_window->findChild<QTextBrowser*>(QStringLiteral("arbiterPanel")));
    previous->trigger();
    previous->trigger();
    tabs->setCurrentWidget(m_window->findChild<QTextBrowser*>(QStringLiteral("howWrittenPanel")));
    QVERIFY2(panelLines().value(0).startsWith(QStringLiteral("No move yet.")), qPrintable(panelLines().value(0)));
    QCOMPARE(tabs->tabText(tabs->indexOf(m_window->findChild<QTextBrowser*>(QStringLiteral("howWrittenPanel")))),
        QStringLiteral("How is this move written?"));
}

void TestHowWritten::showMovesAsOffersEveryWriter()
{
    showSheet(QString(), QStringLiteral("1. e4 Sf6 2. e5 d5 3. exd6 e.p. e6 4. Sc3 Le7 5. Sge2 0-0"));
    auto* display = m_window->findChild<QComboBox*>(QStringLiteral("displayNotation"));
    const QAbstractItemModel* table = m_window->findChild<QTableView*>(QStringLiteral("moveTable"))->model();
    const auto cell = [table](int row, int column) {
        return readable(table->index(row, column).data().toString()).section(u' ', 0, 0);
    };
    struct Shown {
        const char* code;
        const char* name;
        QStringList row3;  // 3. exd6 e.p. e6
        QStringList row5;  // 5. Sge2 0-0
    };
    const Shown shown[] = {
        {"figurine", "Figurines", {"exd6", "e6"}, {"♘ge2", "0-0"}},
        {"long", "Long algebraic", {"e5xd6", "e7e6"}, {"Ng1e2", "0-0"}},
        {"longhyphen", "Long algebraic with hyphen", {"e5xd6", "e7-e6"}, {"Ng1-e2", "0-0"}},
        {"uci", "UCI", {"e5d6", "e7e6"}, {"g1e2", "e8g8"}},
        {"iccf", "ICCF numeric", {"5546", "5756"}, {"7152", "5878"}},
        {"descriptive", "English descriptive", {"PxP", "P-K3"}, {"KN-K2", "O-O"}},
    };
    for (const Shown& s : shown) {
        const int item = display->findData(QString::fromLatin1(s.code));
        QVERIFY2(item >= 0, s.code);
        QCOMPARE(display->itemText(item), QString::fromUtf8(s.name));
        // The panel names each notation as the choice does.
        QVERIFY2(panelLines().contains(display->itemText(item)), s.name);
        display->setCurrentIndex(item);
        QCOMPARE((QStringList{cell(2, MoveTableModel::WhiteColumn), cell(2, MoveTableModel::BlackColumn)}), s.row3);
        QCOMPARE((QStringList{cell(4, MoveTableModel::WhiteColumn), cell(4, MoveTableModel::BlackColumn)}), s.row5);
        // The report's game in clean notation is written the same way.
        report::Case game{m_window->session()->text(), m_window->session()->record(), {}, {}, {}, {}, {}};
        QTextDocument document;
        report::build(document, game, report::Settings{report::Part::Game, {}, {}, {}});
        const QString written = readable(document.toPlainText());
        QVERIFY2(written.contains(QStringLiteral("5. %1 %2").arg(s.row5[0], s.row5[1])), qPrintable(written));
    }
}

// The panel beside the table is narrow: its lines break between words, never inside one
// ("алгебраическа|я"); a word longer than its column widens the column.
void TestHowWritten::aNarrowPanelBreaksNoWord()
{
    uilanguage::apply(QStringLiteral("ru"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    showSheet(QString(),
        QStringLiteral("1. e4 e5 2. Кf3 Кc6 3. Сb5 a6 4. С:c6 d:c6 5. 0-0 f6 6. d4 e:d4 7. К:d4 c5 "
                       "8. Кb3 Ф:d1"));
    auto* panel = m_window->findChild<QTextBrowser*>(QStringLiteral("howWrittenPanel"));
    QVERIFY(panel->isVisible() && panel->width() < 400);
    QTextDocument* document = panel->document();
    document->documentLayout()->documentSize();  // laid out whole
    QStringList broken;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const QString text = block.text();
        for (int i = 0; i + 1 < block.layout()->lineCount(); ++i) {
            const QTextLine line = block.layout()->lineAt(i);
            const int end = line.textStart() + line.textLength();
            if (end > 0 && end < text.size() && text[end - 1].isLetter() && text[end].isLetter())
                broken << text.left(end) + u'|' + text.mid(end);
        }
    }
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(u'\n')));
}

QTEST_MAIN(TestHowWritten)
#include "tst_howwritten.moc"
