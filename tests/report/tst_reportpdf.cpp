// SPDX-License-Identifier: GPL-3.0-or-later
// The arbiter's report as `scorecheck-cli report` writes it, read back with Poppler: the pages, every
// finding, the players, the diagrams (by their captions), the sheet's hash, Hebrew in logical order, and
// no PDF at all when the sheet or the output cannot be used.

#include "clirun.h"
#include "diagramchoice.h"
#include "pdftext.h"

#include "notation/finding.h"
#include "sheet/replay.h"
#include "sheet/sheetparser.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestReportPdf : public QObject {
    Q_OBJECT
private slots:
    void theSampleSheetsReportHasItsMovesPlayersAndFinalDiagram();
    void everyFindingOfAnIllegalAndAnAmbiguousEntryIsPrinted();
    void aRepetitionIsReportedWithADiagramOfThePosition();
    void aTwoSheetComparisonListsEveryDifference();
    void whatTheSheetsCannotDecideIsSaidSo();
    void aPgnWithTwoGamesGivesOneReportEachFromANewPage();
    void theFooterHashIsTheOneCheckHashPrints();
    void aHebrewReportReadsInLogicalOrder();
    void theReportIsDatedInItsLanguage();
    void thePaperIsA4OrLetterAsAsked();
    void anUnusableSheetLeavesNoPdf();
    void anUnwritableOutputIsReportedWithTheSystemsReason();
    void aDiagramPastTheGameIsSaid();
    void anOutputThatIsNoFileIsWrittenNotReplaced();
    void withoutARuntimeDirectoryStandardErrorStaysTheTools_data();
    void anOutputOfADashIsStandardOutput();
    void standardOutputThatCannotBeWrittenIsSaid_data();
    void standardOutputThatCannotBeWrittenIsSaid();
    void withoutARuntimeDirectoryStandardErrorStaysTheTools();

private:
    QTemporaryDir m_dir;
    QString write(const QString& name, const QByteArray& text);
    // Runs `report` on `sheet` with `extra` options into NAME.pdf; the PDF's path, the run checked.
    QString report(const QString& sheet, const QStringList& extra = {}, const QString& language = QStringLiteral("en"));
};

namespace {

const QByteArray IllegalAndAmbiguous = "[White \"Ada Lovelace\"]\n[Black \"Alan Turing\"]\n\n"
                                       "1. Nf3 e5 2. d3 e4 3. Nd2 exf3 4. Ke3 Nf6 5. e4 *\n";
const QByteArray Repetition = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8\n";

sheet::Record replayed(const QByteArray& movetext)
{
    const QString text = QString::fromUtf8(movetext);
    return sheet::replay(text, sheet::parseSheet(text), chess::Position::startPosition(), {});
}

int captions(const QString& text)
{
    static const QRegularExpression caption(QStringLiteral("Diagram \\d+: "));
    return int(text.count(caption));
}

}  // namespace

QString TestReportPdf::write(const QString& name, const QByteArray& text)
{
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(file.fileName()));
    return file.fileName();
}

QString TestReportPdf::report(const QString& sheet, const QStringList& extra, const QString& language)
{
    const QString pdf
        = m_dir.filePath(QFileInfo(sheet).fileName() + QStringLiteral(".pdf"));  // never beside a source file
    const CliRun run = runCli(
        QStringList{QStringLiteral("report")} << extra << QStringLiteral("--output") << pdf << sheet, {}, language);
    if (run.status != 0)
        qWarning("report failed: %s", run.err.constData());
    return run.status == 0 ? pdf : QString();
}

void TestReportPdf::theSampleSheetsReportHasItsMovesPlayersAndFinalDiagram()
{
    const QString pdf
        = report(QStringLiteral(SCORECHECK_EXAMPLES "/fide-sample-de.txt"), {"--arbiter", "Ilse Richter"});
    QVERIFY(!pdf.isEmpty());
    QVERIFY(pdfPages(pdf) >= 1);
    const QString text = pdfText(pdf);
    QVERIFY(text.contains(QLatin1String("Arbiter's report")));
    QVERIFY(text.contains(QLatin1String("Ilse Richter")));
    QVERIFY(text.contains(QLatin1String("Every entry is correct.")));
    QVERIFY(text.contains(QLatin1String("Draw offer by White with 17. a5 (=).")));
    QVERIFY(text.contains(QLatin1String("1. d4 Sf6 2. c4 e6")));  // the game in the sheet's notation
    QCOMPARE(captions(text), 1);  // the final position only
    QVERIFY(text.contains(QLatin1String("the final position")));
    QVERIFY(text.contains(QStringLiteral("Page 1 of %1").arg(pdfPages(pdf))));
}

void TestReportPdf::everyFindingOfAnIllegalAndAnAmbiguousEntryIsPrinted()
{
    const QString pdf = report(write(QStringLiteral("flagged.pgn"), IllegalAndAmbiguous), {"--diagram", "2"});
    QVERIFY(!pdf.isEmpty());
    const QString text = pdfText(pdf);
    QVERIFY(text.contains(QLatin1String("Ada Lovelace")));
    QVERIFY(text.contains(QLatin1String("Alan Turing")));
    const sheet::Record record = replayed(IllegalAndAmbiguous.mid(IllegalAndAmbiguous.indexOf("1. Nf3")));
    int findings = 0;
    for (const sheet::EntryRecord& e : record.entries) {
        e.resolution.findings.forEach([&](notation::Finding f) {
            QVERIFY2(text.contains(oneLine(notation::findingMessage(f))), qPrintable(notation::findingMessage(f)));
            ++findings;
        });
        for (int f = 0; f < sheet::PlaceFindingCount; ++f)
            if (e.has(sheet::PlaceFinding(f))) {
                const QString message = sheet::placeFindingMessage(sheet::PlaceFinding(f), e);
                QVERIFY2(text.contains(oneLine(message)), qPrintable(message));
                ++findings;
            }
    }
    QVERIFY(findings >= 1);  // the ambiguous knight move that only one reading lets go on
    // An entry whose verdict is all there is to say, and the entries not checked after the stop.
    QVERIFY(text.contains(QStringLiteral("Line 1, 4. Ke3 ✗: illegal")));
    QVERIFY(
        text.contains(QLatin1String("2 entries after the replay stopped are not checked, from 4... Nf6 to 5. e4.")));
    // Before the ambiguous entry, before the illegal one (also the final position) and ply 2 as asked.
    const QList<report::Diagram> expected = report::chooseDiagrams(record, {2});
    QCOMPARE(expected.size(), 3);
    QCOMPARE(captions(text), expected.size());
    QVERIFY(text.contains(QLatin1String("before 3. Nd2 (ambiguous)")));
    QVERIFY(text.contains(QLatin1String("before 4. Ke3 (illegal); the final position")));
    QVERIFY(text.contains(QLatin1String("chosen by the arbiter")));
    // The marks of the sheet as typed: a symbol, not a colour.
    QVERIFY(text.contains(QStringLiteral("?Nd2")) || text.contains(QStringLiteral("? Nd2")));
    QVERIFY(text.contains(QStringLiteral("✗Ke3")) || text.contains(QStringLiteral("✗ Ke3")));
}

void TestReportPdf::aRepetitionIsReportedWithADiagramOfThePosition()
{
    const QString pdf = report(write(QStringLiteral("repetition.txt"), Repetition));
    QVERIFY(!pdf.isEmpty());
    const QString text = pdfText(pdf);
    QVERIFY(text.contains(QLatin1String("Threefold repetition after 4... Ng8: the same position stood after the start, "
                                        "2... Ng8, 4... Ng8. A draw may be claimed (9.2).")));
    QVERIFY(text.contains(QLatin1String("the repeated position, which stood 3 times")));
    QCOMPARE(captions(text), 1);  // the repeated position is the final one: one diagram says both
}

void TestReportPdf::aTwoSheetComparisonListsEveryDifference()
{
    const QString mine = write(QStringLiteral("white.txt"), "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6\n");
    const QString other = write(QStringLiteral("black.txt"), "1. e4 e5 2. Nf3 Nc6 3. Bc4 a6 4. Ba4 Nf6\n");
    const QString pdf = report(mine, {"--pair", other, "--reconstruct"});
    QVERIFY(!pdf.isEmpty());
    const QString text = pdfText(pdf);
    QVERIFY(text.contains(QLatin1String("Comparison with")));
    QVERIFY(text.contains(QLatin1String("Differences: 1.")));
    QVERIFY(
        text.contains(QLatin1String("Ply 5: this sheet 3. Bb5, the other 3. Bc4; the move that fits both: 3. Bb5")));
    QVERIFY(text.contains(QLatin1String("The game that fits both sheets: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6")));
    QVERIFY(text.contains(QLatin1String("No change is needed")));  // the reconstruction asked for
}

// Both copies left 6. Nf3 blank in a quiet position (issue 25): the reconstruction's change and the
// comparison's difference are printed as undecided, with the moves that fit as well.
void TestReportPdf::whatTheSheetsCannotDecideIsSaidSo()
{
    const QByteArray blank = "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. - h6 7. Bh4 b6\n";
    const QString mine = write(QStringLiteral("blank-white.txt"), blank);
    const QString other = write(QStringLiteral("blank-black.txt"), blank);
    const QString text = pdfText(report(mine, {"--pair", other, "--reconstruct"}));
    QVERIFY2(text.contains(QLatin1String("Cannot be decided from this sheet: ")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("UNDECIDED at ply 11: this sheet 6. -, the other 6. -; cannot be decided "
                                         "from these sheets: ")),
        qPrintable(text));
}

void TestReportPdf::aPgnWithTwoGamesGivesOneReportEachFromANewPage()
{
    const QString pdf = report(write(QStringLiteral("two.pgn"),
        "[White \"First White\"]\n[Black \"First Black\"]\n\n1. e4 e5 *\n\n"
        "[White \"Second White\"]\n[Black \"Second Black\"]\n\n1. d4 d5 *\n"));
    QVERIFY(!pdf.isEmpty());
    const int pages = pdfPages(pdf);
    QVERIFY(pages >= 2);
    // Each game's report starts a page and numbers its own pages.
    const QString first = pdfText(pdf, 1, 1);
    QVERIFY(first.contains(QLatin1String("First White")) && !first.contains(QLatin1String("Second White")));
    int starts = 0;
    for (int page = 1; page <= pages; ++page) {
        const QString text = pdfText(pdf, page, page);
        if (text.contains(QLatin1String("Arbiter's report"))) {
            ++starts;
            QVERIFY(text.contains(QLatin1String("Page 1 of")));
        }
    }
    QCOMPARE(starts, 2);
    QVERIFY(pdfText(pdf).contains(QLatin1String("Second Black")));
}

void TestReportPdf::theFooterHashIsTheOneCheckHashPrints()
{
    const QByteArray crlf = "1. e4 e5\r\n2. Nf3 Nc6\r\n";
    const QString sheet = write(QStringLiteral("crlf.txt"), crlf);
    const CliRun hash = runCli({QStringLiteral("check"), QStringLiteral("--hash"), sheet});
    QCOMPARE(hash.status, 0);
    // Defined as the UTF-8 text with CR LF turned to LF (docs/command-line.md).
    const QByteArray expected
        = QCryptographicHash::hash(QByteArray(crlf).replace("\r\n", "\n"), QCryptographicHash::Sha256).toHex();
    QCOMPARE(hash.out, expected + "  " + sheet.toUtf8() + '\n');
    const QString pdf = report(sheet);
    QVERIFY(!pdf.isEmpty());
    QVERIFY(pdfText(pdf).contains(QStringLiteral("Sheet text SHA-256: ") + QString::fromLatin1(expected)));
}

void TestReportPdf::aHebrewReportReadsInLogicalOrder()
{
    const QString pdf = report(write(QStringLiteral("hebrew.txt"), "1. e4 e5 2. Nf3 Nc6\n"), {}, QStringLiteral("he"));
    QVERIFY(!pdf.isEmpty());
    const QString text = pdfText(pdf);
    // The arbiter panel's sentence in Hebrew, as its translation writes it, first letter first.
    QVERIFY2(text.contains(QStringLiteral("מסעים שבוצעו")), qPrintable(text.left(400)));
    QVERIFY(text.contains(QStringLiteral("Nf3")));  // moves inside it stay left to right
}

void TestReportPdf::theReportIsDatedInItsLanguage()
{
    // The tool in German (LANGUAGE=de) on a system whose locale is not: the day it was made in German.
    QVERIFY(QLocale::system().language() != QLocale::German);
    const QString pdf = report(write(QStringLiteral("german.txt"), "1. e4 e5\n"), {}, QStringLiteral("de"));
    QVERIFY(!pdf.isEmpty());
    const QDate today = QDate::currentDate();
    const QString text = pdfText(pdf);
    QVERIFY2(text.contains(QLocale(QLocale::German).dayName(today.dayOfWeek()))
            || text.contains(QLocale(QLocale::German).dayName(today.addDays(-1).dayOfWeek())),  // made at midnight
        qPrintable(text.left(600)));
    QVERIFY(text.contains(QLocale(QLocale::German).monthName(today.month())));
}

void TestReportPdf::thePaperIsA4OrLetterAsAsked()
{
    const QString sheet = write(QStringLiteral("paper.txt"), "1. e4 e5\n");
    QCOMPARE(pdfPageSize(report(sheet, {"--paper", "letter"})), QStringLiteral("612 x 792"));
    QCOMPARE(pdfPageSize(report(sheet, {"--paper", "a4"})), QStringLiteral("595 x 842"));  // 595.28 x 841.89
    const CliRun run = runCli({QStringLiteral("report"), QStringLiteral("--paper"), QStringLiteral("folio"),
        QStringLiteral("--output"), m_dir.filePath(QStringLiteral("folio.pdf")), sheet});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("--paper: 'folio' is not a4 or letter"), run.err.constData());
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("folio.pdf"))));
}

void TestReportPdf::anUnusableSheetLeavesNoPdf()
{
    const QString sheet = write(QStringLiteral("badfen.pgn"), "[FEN \"not a position\"]\n\n1. e4 *\n");
    const QString pdf = m_dir.filePath(QStringLiteral("badfen.pdf"));
    write(QStringLiteral("badfen.pdf"), "an older report");
    const CliRun run = runCli({QStringLiteral("report"), QStringLiteral("--output"), pdf, sheet});
    QCOMPARE(run.status, 2);
    // The game's problem says its own place: said once, not "line 1: line 1, column 6: …".
    QVERIFY2(run.err.contains("badfen.pgn, game 1: no report was written: line 1, column 21: the FEN tag is unusable: "
                              "The FEN has only 3 fields; it needs at least 4 (placement, side to move, castling, en "
                              "passant).\n"),
        run.err.constData());
    QFile kept(pdf);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("an older report"));  // untouched, not half overwritten
}

void TestReportPdf::anUnwritableOutputIsReportedWithTheSystemsReason()
{
    const QString sheet = write(QStringLiteral("fine.txt"), "1. e4 e5\n");
    const QString pdf = m_dir.filePath(QStringLiteral("no/such/directory/report.pdf"));
    const CliRun run = runCli({QStringLiteral("report"), QStringLiteral("--output"), pdf, sheet});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("scorecheck-cli report: cannot write " + pdf.toUtf8() + ": "), run.err.constData());
    QVERIFY2(run.err.contains("No such file or directory"), run.err.constData());
    QVERIFY(!QFile::exists(pdf));
}

// --diagram 40 on a game of 8 plies cannot be drawn: the report is written with the diagrams it can
// draw, and standard error says which was not and why, rather than leave it out without a word.
void TestReportPdf::aDiagramPastTheGameIsSaid()
{
    const QString sheet = write(QStringLiteral("short.txt"), Repetition);
    const QString pdf = m_dir.filePath(QStringLiteral("short.pdf"));
    const CliRun run = runCli({"report", "--diagram", "2", "--diagram", "40", "--output", pdf, sheet});
    QCOMPARE(run.status, 0);
    QVERIFY2(run.err.contains("short.txt, game 1: no diagram after ply 40: the replay goes to ply 8 only\n"),
        run.err.constData());
    QVERIFY2(!run.err.contains("ply 2:"), run.err.constData());
    QCOMPARE(captions(pdfText(pdf)), 2);  // after ply 2, and the final position (repeated)
}

// --output naming a pipe (or a device, /dev/stdout): the PDF goes into it. The file written whole then
// renamed over it replaced it with a regular file (run as root, /dev/full became a PDF).
void TestReportPdf::anOutputThatIsNoFileIsWrittenNotReplaced()
{
    if (!QFile::exists("/bin/sh") || !QFile::exists("/usr/bin/mkfifo") || !QFile::exists("/usr/bin/timeout"))
        QSKIP("no POSIX shell, mkfifo and timeout to make a pipe with");
    const QString sheet = write(QStringLiteral("piped.txt"), Repetition);
    const QString fifo = m_dir.filePath(QStringLiteral("pipe"));
    const QString received = m_dir.filePath(QStringLiteral("received.pdf"));
    QProcess sh;
    sh.start(QStringLiteral("/bin/sh"),
        {"-c",
            "mkfifo \"$1\" && { timeout 30 cat \"$1\" > \"$2\" & \"$3\" report --output \"$1\" \"$4\"; status=$?; "
            "wait; exit $status; }",
            "sh", fifo, received, QStringLiteral(SCORECHECK_CLI), sheet});
    QVERIFY(sh.waitForFinished(120000));
    QCOMPARE(sh.exitCode(), 0);
    QVERIFY2(!QFileInfo(fifo).isFile(), "the pipe was replaced by a file");
    QFile pdf(received);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.readAll().startsWith("%PDF"));
    QCOMPARE(captions(pdfText(received)), 1);
}

void TestReportPdf::withoutARuntimeDirectoryStandardErrorStaysTheTools_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("writesPdf");
    QTest::newRow("report --help") << QStringList{"report", "--help"} << false;
    QTest::newRow("report --output") << QStringList{"report", "--output", "cron.pdf", "SHEET"} << true;
}

// A server, cron or a container has no XDG_RUNTIME_DIR. Qt's GUI module, started for the report's fonts
// and PDF, looks into the runtime directory and, finding none named, said "QStandardPaths:
// XDG_RUNTIME_DIR not set, defaulting to …" on standard error: a line the user did not ask for, in the
// channel where the tool says what went wrong.
void TestReportPdf::withoutARuntimeDirectoryStandardErrorStaysTheTools()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, writesPdf);
    const QString sheet = write(QStringLiteral("cron.txt"), Repetition);
    arguments.replaceInStrings(QStringLiteral("SHEET"), sheet);
    QProcess p;
    p.setWorkingDirectory(m_dir.path());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    p.setProcessEnvironment(environment);
    p.start(QStringLiteral(SCORECHECK_CLI), arguments);
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 0);
    QCOMPARE(p.readAllStandardError(), QByteArray());
    QVERIFY(!p.readAllStandardOutput().isEmpty() || writesPdf);
    if (writesPdf)
        QCOMPARE(captions(pdfText(m_dir.filePath(QStringLiteral("cron.pdf")))), 1);
}

// `--output -` wrote a file named "-" in the working folder. As `-` for the sheet is standard input
// (command-line.md section 2), for the PDF it is standard output: `report --output - sheet.txt | lp`.
void TestReportPdf::anOutputOfADashIsStandardOutput()
{
    const QString sheet = write(QStringLiteral("dash.txt"), Repetition);
    const QString received = m_dir.filePath(QStringLiteral("from-standard-output.pdf"));
    QProcess p;
    p.setWorkingDirectory(m_dir.path());
    p.setStandardOutputFile(received);
    p.start(QStringLiteral(SCORECHECK_CLI), {"report", "--output", "-", sheet});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.readAllStandardError(), QByteArray());
    QCOMPARE(p.exitCode(), 0);
    QVERIFY2(!QFile::exists(m_dir.filePath(QStringLiteral("-"))), "a file named - was written");
    QFile pdf(received);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.readAll().startsWith("%PDF"));
    QCOMPARE(captions(pdfText(received)), 1);
}

void TestReportPdf::standardOutputThatCannotBeWrittenIsSaid_data()
{
    QTest::addColumn<QString>("sigpipe");
    QTest::addColumn<QByteArray>("said");
    // As every command (command-line.md section 8): the failed write said with the system's reason.
    QTest::newRow("SIGPIPE ignored") << QStringLiteral("trap '' PIPE")
                                     << QByteArray("scorecheck-cli report: cannot write to standard output: "
                                                   "Broken pipe\nstatus 2\n");
    // As any writer into a closed pipe: stopped by the signal, as `check` is, without a word. The
    // report program was stopped by it and scorecheck-cli said "scorecheck-cli-report stopped".
    QTest::newRow("SIGPIPE as it comes") << QStringLiteral(":") << QByteArray("status 141\n");
}

// Standard output closed before the PDF is in it (`report --output - sheet.txt | true`): not success on
// a PDF nobody got. The reader closes its end before the report starts (a fifo says when): the PDF fits
// in a pipe's buffer, so a reader that closed later would let the write succeed.
void TestReportPdf::standardOutputThatCannotBeWrittenIsSaid()
{
    QFETCH(QString, sigpipe);
    QFETCH(QByteArray, said);
    if (!QFile::exists("/bin/sh"))
        QSKIP("no POSIX shell to make a pipeline with");
    const QString sheet = write(QStringLiteral("closed.txt"), Repetition);
    QProcess sh;
    sh.setWorkingDirectory(m_dir.path());
    sh.start(QStringLiteral("/bin/sh"),
        {"-c",
            sigpipe
                + "; rm -f closed; mkfifo closed || exit 3; { read x <closed; LANGUAGE=en \"$0\" report --output - "
                  "\"$1\"; "
                  "echo \"status $?\" >&2; } | { exec 0<&-; echo >closed; }",
            QStringLiteral(SCORECHECK_CLI), sheet});
    QVERIFY(sh.waitForFinished(120000));
    QCOMPARE(sh.readAllStandardError(), said);
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("-"))));
}

QTEST_GUILESS_MAIN(TestReportPdf)
#include "tst_reportpdf.moc"
