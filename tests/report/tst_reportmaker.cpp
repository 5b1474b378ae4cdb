// SPDX-License-Identifier: GPL-3.0-or-later
// The arbiter's report from the app, driven through its real widgets offscreen: the File menu's actions,
// the parts dialog that remembers the last choice and the arbiter's name, "Add Diagram Here" in the move
// table's context menu, the reconstruction kept for the report of the text it was made from, and the
// report on a printer (the preview dialog's pages) and as PDF, and a ruling made in the claim dialog.

#include "claimdialog.h"
#include "flagdialog.h"
#include "illegalmovedialog.h"
#include "maderuling.h"
#include "mainwindow.h"
#include "movetablemodel.h"
#include "pdftext.h"
#include "reportdocument.h"
#include "reportmaker.h"
#include "reportpartsdialog.h"
#include "reportprinter.h"
#include "screenshot.h"
#include "sheeteditor.h"
#include "sheetsession.h"
#include "uilanguage.h"

#include "repair/reconstruction.h"
#include "rulings/claimwording.h"
#include "rulings/flagwording.h"

#include "sheet/replay.h"
#include "sheet/sheethash.h"
#include "sheet/sheetparser.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QLineEdit>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>

class TestReportMaker : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void theFileMenuPrintsWithCtrlPAndExportsAsPdf();
    void thePartsDialogRemembersTheLastChoiceAndTheArbiter();
    void addDiagramHereAddsThePositionAfterTheCellsMove();
    void aReconstructionIsReportedOnlyForTheTextItWasMadeFrom();
    void theReportPrintsOnAPrinterAsInThePreview();
    void thePreviewOpensLargeEnoughForAWholePage();
    void aClaimRuledInTheDialogIsInTheReport();
    void theReportIsDatedInTheInterfacesLanguage();
    void aFlagFallRuledInTheDialogIsInTheReport();
    void anIllegalMoveRuledInTheDialogIsInTheReport();
    void aHebrewReportWithRulingsReadsInLogicalOrder();
    void aRulingOnTheSheetsIllegalEntryIsPrintedWithItsDiagrams();

private:
    QTemporaryDir m_dir;
};

void TestReportMaker::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScoreCheckTests"));
    QSettings().clear();
}

void TestReportMaker::theFileMenuPrintsWithCtrlPAndExportsAsPdf()
{
    MainWindow window(m_dir.path());
    auto* print = window.findChild<QAction*>(QStringLiteral("printReport"));
    QVERIFY(print);
    QCOMPARE(print->shortcut(), QKeySequence(QKeySequence::Print));
    QVERIFY(window.findChild<QAction*>(QStringLiteral("exportReportPdf")));
}

void TestReportMaker::thePartsDialogRemembersTheLastChoiceAndTheArbiter()
{
    {
        ReportPartsDialog dialog;
        QCOMPARE(dialog.parts(), report::AllParts);  // the first time: everything
        dialog.findChild<QCheckBox*>(QStringLiteral("reportPart5"))->setChecked(false);  // diagrams
        dialog.findChild<QLineEdit*>(QStringLiteral("arbiterName"))->setText(QStringLiteral("  Ilse Richter "));
        dialog.accept();
        QCOMPARE(dialog.arbiter(), QStringLiteral("Ilse Richter"));
    }
    ReportPartsDialog again;
    QVERIFY(!again.parts().testFlag(report::Part::Diagrams));
    QVERIFY(again.parts().testFlag(report::Part::Findings));
    QCOMPARE(again.arbiter(), QStringLiteral("Ilse Richter"));
    {
        ReportPartsDialog cancelled;  // a choice not confirmed is not kept
        cancelled.findChild<QCheckBox*>(QStringLiteral("reportPart1"))->setChecked(false);
        cancelled.reject();
    }
    QVERIFY(ReportPartsDialog().parts().testFlag(report::Part::Findings));
}

void TestReportMaker::addDiagramHereAddsThePositionAfterTheCellsMove()
{
    MainWindow window(m_dir.path());
    window.setSheetText(QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n"));
    auto* table = window.findChild<QTableView*>(QStringLiteral("moveTable"));
    // Black's second move: the fourth ply.
    QModelIndex cell;
    for (int row = 0; row < table->model()->rowCount() && !cell.isValid(); ++row)
        for (int column = 0; column < table->model()->columnCount(); ++column) {
            const QModelIndex index = table->model()->index(row, column);
            if (index.data(MoveTableModel::EntryRole).toInt() == 3)
                cell = index;
        }
    QVERIFY(cell.isValid());
    table->setCurrentIndex(cell);
    QAction* add = nullptr;
    for (QAction* a : table->actions())  // the table's context menu
        if (a->objectName() == QLatin1String("addDiagramHere"))
            add = a;
    QVERIFY(add);
    QCOMPARE(add->text(), QStringLiteral("Add Diagram Here"));
    add->trigger();
    QCOMPARE(window.report()->diagrams(), QList<int>{4});
    const QString pdf = m_dir.filePath(QStringLiteral("chosen.pdf"));
    QCOMPARE(window.report()->writePdf(
                 pdf, {report::AllParts, QStringLiteral("Ilse Richter"), QDateTime::currentDateTime(), QLocale()}),
        QString());
    const QString text = pdfText(pdf);
    QVERIFY(text.contains(QLatin1String("Diagram 1: After 2... Nc6; chosen by the arbiter")));
    QVERIFY(text.contains(QLatin1String("Ilse Richter")));
    // Another sheet opened: the diagrams chosen for the last one go.
    window.setSheetText(QStringLiteral("1. d4 d5\n"));
    QVERIFY(window.report()->diagrams().isEmpty());
}

void TestReportMaker::aReconstructionIsReportedOnlyForTheTextItWasMadeFrom()
{
    MainWindow window(m_dir.path());
    window.setSheetText(QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6\n"));
    const SheetSession& session = *window.session();
    repair::Reconstruction made;
    made.moves = {session.record().entries[0].resolution.move};
    window.report()->keepReconstruction(made);
    QVERIFY(window.report()->currentCase().reconstruction);
    window.setSheetText(session.text() + QStringLiteral("8. c3 O-O\n"));  // the text changed: it no longer holds
    QVERIFY(!window.report()->currentCase().reconstruction);
}

void TestReportMaker::theReportPrintsOnAPrinterAsInThePreview()
{
    // What QPrintPreviewDialog::paintRequested draws, on a printer that writes a file.
    MainWindow window(m_dir.path());
    window.setSheetText(QStringLiteral("1. e4 e5 2. Nf3 Nc6\n"));
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    const QString pdf = m_dir.filePath(QStringLiteral("printed.pdf"));
    printer.setOutputFileName(pdf);
    printer.setPageSize(QPageSize(QPageSize::Letter));
    QVERIFY(report::print(
        {window.report()->currentCase()}, {report::AllParts, {}, QDateTime::currentDateTime(), QLocale()}, printer));
    QCOMPARE(pdfPages(pdf), 1);
    QVERIFY(pdfText(pdf).contains(QLatin1String("Moves completed: White 2, Black 2.")));
}

void TestReportMaker::thePreviewOpensLargeEnoughForAWholePage()
{
    MainWindow window(m_dir.path());
    window.show();
    window.setSheetText(QStringLiteral("1. e4 e5 2. Nf3 Nc6\n"));
    QSize opened;
    QRect available;
    int zoomMode = -1;
    QTimer::singleShot(0, this, [&] {  // the parts to report: as they are
        if (auto* parts = qobject_cast<ReportPartsDialog*>(QApplication::activeModalWidget()))
            parts->accept();
        QTimer::singleShot(0, this, [&] {
            auto* preview = qobject_cast<QPrintPreviewDialog*>(QApplication::activeModalWidget());
            if (!preview)
                return;
            opened = preview->size();
            available = preview->screen()->availableGeometry();
            zoomMode = preview->findChild<QPrintPreviewWidget*>()->zoomMode();
            keepScreenshot(preview, "report-preview.png");
            preview->reject();
        });
    });
    window.findChild<QAction*>(QStringLiteral("printReport"))->trigger();
    QVERIFY(opened.isValid());
    // Most of the screen: a whole page at a size that reads, not a window of about 690 × 515.
    QVERIFY2(opened.height() >= available.height() * 85 / 100,
        qPrintable(QStringLiteral("%1 × %2 on %3 × %4")
                       .arg(opened.width())
                       .arg(opened.height())
                       .arg(available.width())
                       .arg(available.height())));
    QVERIFY(opened.height() <= available.height() && opened.width() <= available.width());
    QCOMPARE(zoomMode, int(QPrintPreviewWidget::FitInView));  // the preview's own zoom: the whole page in view
}

// The runs of two or more Hebrew words in `text`, split where anything else stands (numbers, notation,
// punctuation).
static QStringList hebrewRuns(const QString& text)
{
    QStringList runs;
    QString run;
    for (QChar c : text + u'.') {
        if (c.script() == QChar::Script_Hebrew || c == u' ' || c == QChar(0x05BE)) {  // and the maqaf
            run += c;
            continue;
        }
        QStringList words = run.split(u' ', Qt::SkipEmptyParts);
        // A word next to what split the run may have lost letters to it (a move "פז8" is notation)
        if (!run.isEmpty() && !run.endsWith(u' '))
            words.removeLast();
        if (!run.isEmpty() && !run.startsWith(u' ') && !words.isEmpty())
            words.removeFirst();
        if (words.size() >= 2)
            runs << words.join(u' ');
        run.clear();
    }
    return runs;
}

// The report's words, as its document holds them, without the marks that keep notation's direction.
static QString reportText(const MainWindow& window)
{
    QTextDocument document;
    report::build(
        document, window.report()->currentCase(), {report::AllParts, {}, QDateTime::currentDateTime(), QLocale()});
    QString text = document.toPlainText();
    text.removeIf([](QChar c) { return c.unicode() >= 0x2066 && c.unicode() <= 0x2069; });
    return text;
}

void TestReportMaker::aClaimRuledInTheDialogIsInTheReport()
{
    MainWindow window(m_dir.path());
    // After 4... Ng8 the start position stands for the third time, White to move (9.2.2).
    window.setSheetText(QStringLiteral("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8\n"));
    window.findChild<QAction*>(QStringLiteral("claimThreefold"))->trigger();
    auto* dialog = window.findChild<ClaimDialog*>(QStringLiteral("claimDialog"));
    QVERIFY(dialog && dialog->ruling() && dialog->ruling()->correct);
    QVERIFY(reportText(window).contains(QLatin1String("No ruling was made on this sheet in ScoreCheck.")));

    QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("rule")), Qt::LeftButton);  // the arbiter rules
    QString text = reportText(window);
    QVERIFY2(text.contains(QLatin1String("Claim of a threefold repetition (9.2), after")), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("4... Ng8")));
    QVERIFY(text.contains(QLatin1String("(ply 8)")));
    QVERIFY(text.contains(rulings::claimWording(*dialog->ruling()).verdict));
    QVERIFY(!text.contains(QLatin1String("Made on an earlier version of the sheet.")));

    // The sheet goes on: the ruling stays, marked as made on another text than the one reported.
    auto* editor = window.findChild<SheetEditor*>(QStringLiteral("sheetEditor"));
    editor->moveCursor(QTextCursor::End);
    editor->insertPlainText(QStringLiteral("5. e4\n"));
    QTRY_VERIFY(window.session()->text().endsWith(QLatin1String("5. e4\n")));
    text = reportText(window);
    QVERIFY(text.contains(QLatin1String("Claim of a threefold repetition (9.2)")));
    QVERIFY(text.contains(QLatin1String("Made on an earlier version of the sheet.")));

    // Another sheet opened: the rulings made on the last one go.
    window.setSheetText(QStringLiteral("1. d4 d5\n"));
    QVERIFY(reportText(window).contains(QLatin1String("No ruling was made on this sheet in ScoreCheck.")));
}

void TestReportMaker::theReportIsDatedInTheInterfacesLanguage()
{
    // The interface in German on a system whose locale is another (C or English here): the date the
    // report was made and the dates of its rulings are written as the report's words are, in German.
    QVERIFY(QLocale::system().language() != QLocale::German);
    uilanguage::apply(QStringLiteral("de"));
    MainWindow window(m_dir.path());
    window.setSheetText(QStringLiteral("1. e4 e5\n"));
    report::Settings settings = ReportMaker::settingsNow(report::AllParts, {});
    QCOMPARE(settings.locale.language(), QLocale::German);
    settings.madeAt = QDateTime(QDate(2026, 3, 5), QTime(14, 30));
    QTextDocument document;
    report::build(document, window.report()->currentCase(), settings);
    uilanguage::apply(QStringLiteral("en"));
    const QString text = document.toPlainText();
    QVERIFY2(text.contains(QLatin1String("Erstellt")), qPrintable(text.left(600)));  // the header's "Made"
    QVERIFY2(text.contains(QStringLiteral("5. März 2026")), qPrintable(text.left(600)));
}

void TestReportMaker::aFlagFallRuledInTheDialogIsInTheReport()
{
    MainWindow window(m_dir.path());
    // White's flag falls after 3... Nf6: Black can still checkmate, so White loses (6.9).
    window.setSheetText(QStringLiteral("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6\n"));
    window.findChild<QAction*>(QStringLiteral("flagFallWhite"))->trigger();
    auto* dialog = window.findChild<FlagDialog*>(QStringLiteral("flagDialog"));
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->ruling().has_value());  // decided in a worker
    QCOMPARE(dialog->ruling()->outcome, rulings::FlagOutcome::Loss);
    QVERIFY(reportText(window).contains(QLatin1String("No ruling was made on this sheet in ScoreCheck.")));

    QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("rule")), Qt::LeftButton);
    const QString text = reportText(window);
    QVERIFY2(text.contains(QLatin1String("Flag fall (6.9), after 3... Nf6 (ply 6)")), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("White loses on time: Black can still checkmate (6.9).")));  // the verdict
    QVERIFY(text.contains(QLatin1String("Article 6.9: except where the game has already ended")));  // the article
    QVERIFY(text.contains(rulings::flagWording(*dialog->ruling()).count));  // the grounds
    QVERIFY(text.contains(QLatin1String("Result: 0-1")));  // the consequence
    QVERIFY(!text.contains(QLatin1String("No ruling was made")));
}

void TestReportMaker::anIllegalMoveRuledInTheDialogIsInTheReport()
{
    MainWindow window(m_dir.path());
    window.setSheetText(QStringLiteral("1. e4 e5 2. Ke3 Nf3 Nc6\n"));  // 2. Ke3 is White's first
    bool ruled = false;
    QTimer::singleShot(0, this, [&ruled] {
        auto* dialog = qobject_cast<IllegalMoveDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("rule")), Qt::LeftButton);
        ruled = true;
        dialog->reject();  // closed without marking the entry: the ruling stays made
    });
    window.findChild<QAction*>(QStringLiteral("ruleIllegalMove"))->trigger();
    QVERIFY(ruled);
    const QString text = reportText(window);
    QVERIFY2(text.contains(QLatin1String("Illegal move (7.5), after 1... e5 (ply 2)")), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("White's first completed illegal move, 2. Ke3: the position before it is "
                                        "reinstated and Black gets extra time (7.5.1, 7.5.5).")));
    QVERIFY(text.contains(QLatin1String("Articles 7.5.1 and 7.5.5: once a player has pressed the clock")));
    QVERIFY(text.contains(QLatin1String("Completed illegal moves by White: 1 (2. Ke3).")));
    QVERIFY(text.contains(QLatin1String("The arbiter adds two minutes to Black's remaining thinking time (7.5.5).")));
    // The FEN on a line of its own, its spaces plain ones: copied from the PDF, it is the exact FEN.
    QVERIFY2(text.contains(QLatin1String(
                 "Position to reinstate:\nrnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2")),
        qPrintable(text.section(QStringLiteral("reinstate"), 1, 1).left(120)));

    // Printed, the FEN stays on one line: "… - 0" / "2" would be a wrong position typed back (A5: narrow).
    const QString pdf = m_dir.filePath(QStringLiteral("illegal.pdf"));
    {
        QPdfWriter writer(pdf);
        report::setUpPdf(writer, QPageSize(QPageSize::A5));
        QVERIFY(
            report::print({window.report()->currentCase()}, ReportMaker::settingsNow(report::AllParts, {}), writer));
    }
    if (const QString folder = qEnvironmentVariable("SCORECHECK_SCREENSHOTS"); !folder.isEmpty())
        QFile::copy(pdf, folder + QStringLiteral("/report-illegal-move-a5.pdf"));
    static const QRegularExpression wholeFen(
        QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq \\S+ \\d+ \\d+"));
    const QStringList lines = pdfPageTexts(pdf).join(u'\n').split(u'\n');
    const auto fenLine
        = std::find_if(lines.begin(), lines.end(), [](const QString& l) { return l.contains(u"RNBQKBNR"); });
    QVERIFY(fenLine != lines.end());
    QVERIFY2(fenLine->contains(wholeFen), qPrintable(*fenLine));
}

void TestReportMaker::aHebrewReportWithRulingsReadsInLogicalOrder()
{
    // A Hebrew sheet (Hebrew letters for the pieces and the files) in the Hebrew interface, with a ruling
    // of each kind: its words and the moves in them come out of the PDF first letter first.
    uilanguage::apply(QStringLiteral("he"));
    report::Case c;
    c.text = QStringLiteral("1. פו3 פו6 2. פז1 פז8 3. פו3 פו6 4. פז1 פז8\n5. מה3\n");
    c.record = sheet::replay(c.text, sheet::parseSheet(c.text), chess::Position::startPosition(), {});
    QCOMPARE(c.record.stopIndex(), 8);  // 5. Ke3 is illegal
    c.details.white = QStringLiteral("דוד");
    c.details.black = QStringLiteral("Ada Lovelace");
    const RulingMoment moment = rulingMomentAfter(c.record, c.text, 7);  // after 4... Ng8
    c.rulings << maderuling::ofClaim(
        rulings::ruleClaim(*moment.record, rulings::ClaimKind::Threefold, std::nullopt, rulings::Rate::Standard),
        moment);
    c.rulings << maderuling::ofFlagFall(rulings::ruleFlagFall(*moment.record, chess::Color::White, 40), moment);
    c.rulings << maderuling::ofIllegalMove(
        rulings::ruleIllegalMove(c.record, 8, rulings::Rate::Standard), c.record, c.text);
    for (report::Ruling& r : c.rulings) {  // as the session keeps them
        r.sheetHash = sheet::textHash(c.text);
        r.madeAt = QDateTime(QDate(2026, 3, 5), QTime(14, 30));
    }
    const QString pdf = m_dir.filePath(QStringLiteral("hebrew.pdf"));
    {
        QPdfWriter writer(pdf);
        report::setUpPdf(writer, QPageSize(QPageSize::A4));
        QVERIFY(report::print({c}, ReportMaker::settingsNow(report::AllParts, QStringLiteral("אילנה")), writer));
    }
    uilanguage::apply(QStringLiteral("en"));
    if (const QString folder = qEnvironmentVariable("SCORECHECK_SCREENSHOTS"); !folder.isEmpty())
        QFile::copy(pdf, folder + QStringLiteral("/report-hebrew.pdf"));
    // Logical order: every run of Hebrew words of the rulings (their kinds, verdicts, articles, grounds and
    // consequences) comes out of the PDF first word first. (Between the runs stand numbers and notation,
    // which pdftotext does not put back in order; their order on the page is checked below.)
    const QString text = withoutDirectionMarks(pdfText(pdf));
    QStringList said;
    for (const char* kind : {"Flag fall (6.9)", "Claim of a threefold repetition (9.2)", "Illegal move (7.5)"})
        said << QCoreApplication::translate("Report", kind);
    for (const report::Ruling& r : c.rulings)
        said << QStringList{r.verdict, r.article} << r.grounds << r.consequence;
    int runs = 0;
    for (const QString& words : said)
        for (const QString& run : hebrewRuns(withoutDirectionMarks(words))) {
            QVERIFY2(text.contains(run), qPrintable(run));
            ++runs;
        }
    QVERIFY(runs > 20);
    QVERIFY(text.contains(QStringLiteral("אילנה")));
    // On the page, a right-to-left reader meets the move numbers in order, each before its moves: "1." (which
    // pdftotext gives as "1" with "." left of it) right of "2.", as in the sheet as typed, the game in clean
    // notation and the mate line.
    int rows = 0;
    for (int page = 1; page <= pdfPages(pdf); ++page) {
        QList<PdfWord> words = pdfWords(pdf, page);
        std::sort(words.begin(), words.end(), [](const PdfWord& a, const PdfWord& b) {
            return qAbs(a.top - b.top) < 1 ? a.left > b.left : a.top < b.top;  // rows down, right to left
        });
        QList<int> numbers;  // of the row
        for (int i = 0; i < words.size(); ++i) {
            bool digits = false;
            const int number = words[i].text.toInt(&digits);
            const auto dot = [&words, i](int at) {  // on the row
                return at < words.size() && words[at].text == QLatin1String(".")
                    && qAbs(words[at].top - words[i].top) < 1;
            };
            if (digits && dot(i + 1) && !dot(i + 2))  // "12.", White's move, not "12...", a move of Black's named
                numbers << number;
            if (i + 1 == words.size() || qAbs(words[i + 1].top - words[i].top) >= 1) {  // the row's end
                if (numbers.size() >= 2) {
                    QVERIFY2(std::is_sorted(numbers.begin(), numbers.end()),
                        qPrintable(QStringLiteral("page %1, row at %2").arg(page).arg(words[i].top)));
                    ++rows;
                }
                numbers.clear();
            }
        }
    }
    QCOMPARE(rows, 4);  // the sheet's first line, the game in clean notation, the mate line's two lines
    // The header's table runs from the right too: "Event" (a label, in Hebrew) right of its value, "—".
    const QList<PdfWord> first = pdfWords(pdf, 1);
    const auto unknown = std::find_if(first.begin(), first.end(), [](const PdfWord& w) { return w.text == u"—"; });
    QVERIFY(unknown != first.end());
    int labelLetters = 0;
    for (const PdfWord& w : first)
        if (qAbs(w.top - unknown->top) < 1 && w.text.front().script() == QChar::Script_Hebrew) {
            QVERIFY(w.left > unknown->left);
            ++labelLetters;
        }
    QCOMPARE(labelLetters, QCoreApplication::translate("Report", "Event").size());
}

void TestReportMaker::aRulingOnTheSheetsIllegalEntryIsPrintedWithItsDiagrams()
{
    // A club game's German sheet, opened from its PGN with its details; 15... Sf5 is illegal and is ruled
    // on, and the position after 12... cxd4 is asked for. (The user guide's picture of a report is this PDF.)
    const QString sheet = m_dir.filePath(QStringLiteral("club.pgn"));
    {
        QFile file(sheet);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Event \"Club Championship\"]\n[Site \"Tallinn\"]\n[Date \"2026.11.21\"]\n[Round \"4\"]\n"
                   "[White \"Kask, Mari\"]\n[Black \"Tamm, Jaan\"]\n[Result \"1/2-1/2\"]\n\n"
                   "1. d4 Sf6 2. c4 e6 3. Sc3 Lb4 4. Ld2 0-0 5. e4 d5 6. exd5 exd5\n"
                   "7. cxd5 Lxc3 8. Lxc3 Sxd5 9. Sf3 b6 10. Db3 Sxc3 11. bxc3 c5\n"
                   "12. Le2 cxd4 13. Sxd4 Te8 14. 0-0 Sd7 15. a4 Sf5 16. Db4 Lb7\n"
                   "17. a5 (=) Sd3 18. Lxd3 Dxd4 19. Dxd4 Te4 20. Dd8+ Te8 1/2-1/2\n");
    }
    MainWindow window(m_dir.path());
    QVERIFY(window.openFile(sheet, MainWindow::GameChoice::First));
    QTimer::singleShot(0, this, [] {
        if (auto* dialog = qobject_cast<IllegalMoveDialog*>(QApplication::activeModalWidget())) {
            QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("rule")), Qt::LeftButton);
            dialog->reject();
        }
    });
    window.findChild<QAction*>(QStringLiteral("ruleIllegalMove"))->trigger();  // at the entry the replay stops
    window.report()->addDiagram(24);
    const QString pdf = m_dir.filePath(QStringLiteral("club.pdf"));
    QCOMPARE(window.report()->writePdf(pdf, ReportMaker::settingsNow(report::AllParts, QStringLiteral("Liis Saar"))),
        QString());
    if (const QString folder = qEnvironmentVariable("SCORECHECK_SCREENSHOTS"); !folder.isEmpty())
        QFile::copy(pdf, folder + QStringLiteral("/arbiter-report.pdf"));
    const QString text = pdfText(pdf);
    QVERIFY2(text.contains(QLatin1String("Illegal move (7.5), after 15. a4 (ply 29)")), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("Black's first completed illegal move, 15... Sf5")));
    QVERIFY(text.contains(QLatin1String("Kask, Mari")) && text.contains(QLatin1String("Tamm, Jaan")));
    QVERIFY(text.contains(QLatin1String("Diagram 1: After 12... cxd4; chosen by the arbiter.")));
    QVERIFY(text.contains(QLatin1String("Diagram 2: After 15. a4; before 15... Sf5 (illegal); the final position.")));
}

QTEST_MAIN(TestReportMaker)
#include "tst_reportmaker.moc"
