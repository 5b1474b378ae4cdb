// SPDX-License-Identifier: GPL-3.0-or-later
// The arbiter's report on paper: A4 and Letter pages, every word of the document printed once however
// its paragraphs fall across the pages, and no heading left alone at the foot of a page. Each report is
// printed by report::print into a PDF and read back with Poppler.

#include "pdftext.h"
#include "reportdocument.h"
#include "reportprinter.h"

#include "sheet/replay.h"
#include "sheet/sheethash.h"
#include "sheet/sheetparser.h"

#include <QDir>
#include <QImage>
#include <QPdfWriter>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

#include <algorithm>

class TestReportPages : public QObject {
    Q_OBJECT

private slots:
    void thePagesAreThePapersSize_data();
    void thePagesAreThePapersSize();
    void aParagraphRunningOnToTheNextPageIsPrintedOnce_data();
    void aParagraphRunningOnToTheNextPageIsPrintedOnce();
    void aHeadingNeverEndsAPage();
    void everyPageIsInGreysAlone();

private:
    QTemporaryDir m_dir;
    // Prints `c` with `parts` on `paper` into NAME.pdf; the PDF's path.
    QString printed(const report::Case& c, report::Parts parts, const QPageSize& paper, const QString& name);
};

namespace {

const QDateTime Made(QDate(2026, 3, 5), QTime(14, 30));

report::Case gameCase(const QString& text)
{
    report::Case c;
    c.text = text;
    c.record = sheet::replay(text, sheet::parseSheet(text), chess::Position::startPosition(), {});
    c.details.white = QStringLiteral("Ada Lovelace");
    c.details.black = QStringLiteral("Alan Turing");
    return c;
}

// A ruling of several lines, its words numbered so that no two rulings read alike.
report::Ruling ruling(int number, int extraWords = 0)
{
    report::Ruling r;
    r.kind = report::RulingKind::FlagFall;
    r.ply = 4;
    r.moment = QStringLiteral("2... Nc6");
    r.verdict = QStringLiteral("Verdict %1: Black loses on time, White can still checkmate.").arg(number);
    r.article = QStringLiteral("Article %1: a player who does not complete the prescribed number of moves in the "
                               "allotted time loses the game, unless the opponent cannot checkmate.")
                    .arg(number);
    QString consequence = QStringLiteral("Consequence %1: the result is 1-0.").arg(number);
    for (int i = 0; i < extraWords; ++i)
        consequence += QStringLiteral(" more%1").arg(i);
    r.consequence = {consequence};
    r.madeAt = Made;
    return r;
}

// The words of `text`, sorted: NFKC (the PDF's ligatures taken apart), without the invisible marks that
// keep notation's direction, the objects' placeholders and the lists' bullets, which are drawn, not written.
QStringList words(const QString& text)
{
    QString plain = text.normalized(QString::NormalizationForm_KC);
    plain.removeIf([](QChar c) {
        return (c.unicode() >= 0x2066 && c.unicode() <= 0x2069) || c == QChar::ObjectReplacementCharacter
            || c == QChar(0x2022);
    });
    QStringList list;
    QString word;
    for (QChar c : plain + u' ') {
        if (!c.isSpace()) {
            word += c;
        } else if (!word.isEmpty()) {
            list << word;
            word.clear();
        }
    }
    std::sort(list.begin(), list.end());
    return list;
}

// The words in one list and not the other, each as often as it is over.
QStringList surplus(const QStringList& in, QStringList from)
{
    QStringList over;
    for (const QString& w : in)
        if (!from.removeOne(w))
            over << w;
    return over;
}

}  // namespace

QString TestReportPages::printed(
    const report::Case& c, report::Parts parts, const QPageSize& paper, const QString& name)
{
    const QString path = m_dir.filePath(name + QStringLiteral(".pdf"));
    QPdfWriter pdf(path);
    report::setUpPdf(pdf, paper);
    if (!report::print({c}, {parts, QStringLiteral("Ilse Richter"), Made, QLocale()}, pdf))
        qFatal("cannot print %s", qPrintable(path));
    return path;
}

void TestReportPages::thePagesAreThePapersSize_data()
{
    QTest::addColumn<int>("paper");
    QTest::addColumn<QString>("points");
    // A4 is 595.28 x 841.89 points, which pdfinfo rounds.
    QTest::newRow("A4") << int(QPageSize::A4) << QStringLiteral("595 x 842");
    QTest::newRow("Letter") << int(QPageSize::Letter) << QStringLiteral("612 x 792");
}

void TestReportPages::thePagesAreThePapersSize()
{
    QFETCH(int, paper);
    QFETCH(QString, points);
    report::Case c = gameCase(QStringLiteral("1. e4 e5 2. Nf3 Nc6\n"));
    for (int i = 0; i < 40; ++i)
        c.rulings << ruling(i + 1);
    const QString pdf = printed(c, report::AllParts, QPageSize(QPageSize::PageSizeId(paper)), QTest::currentDataTag());
    QVERIFY(pdfPages(pdf) > 1);
    QCOMPARE(pdfPageSize(pdf), points);
    // Each page numbered of all, and the whole report there, the last part included.
    const QStringList pages = pdfPageTexts(pdf);
    QCOMPARE(pages.size(), pdfPages(pdf));
    for (int page = 0; page < pages.size(); ++page)
        QVERIFY(oneLine(pages[page]).contains(QStringLiteral("Page %1 of %2").arg(page + 1).arg(pages.size())));
    QVERIFY(oneLine(pages.last()).contains(QLatin1String("Diagram 1: After 2... Nc6; the final position.")));
}

void TestReportPages::aParagraphRunningOnToTheNextPageIsPrintedOnce_data()
{
    QTest::addColumn<int>("paper");
    QTest::newRow("A4") << int(QPageSize::A4);
    QTest::newRow("Letter") << int(QPageSize::Letter);
}

void TestReportPages::aParagraphRunningOnToTheNextPageIsPrintedOnce()
{
    QFETCH(int, paper);
    // Forty rulings of five lines and more: page after page of paragraphs that a page break can part.
    report::Case c = gameCase(QStringLiteral("1. e4 e5 2. Nf3 Nc6\n"));
    for (int i = 0; i < 40; ++i)
        c.rulings << ruling(i + 1, 3 * i);
    // Diagrams aside: their coordinates are drawn letters that the document's text does not hold.
    const report::Parts parts = report::AllParts & ~report::Parts(report::Part::Diagrams);
    const QString pdf = printed(c, parts, QPageSize(QPageSize::PageSizeId(paper)), QTest::currentDataTag());
    const QStringList pages = pdfPageTexts(pdf);
    QVERIFY(pages.size() >= 3);
    QString printedText;
    const QString hash = QStringLiteral("Sheet text SHA-256: ") + QString::fromLatin1(sheet::textHash(c.text));
    for (int page = 0; page < pages.size(); ++page) {
        QString text = pages[page];
        QVERIFY(text.contains(hash));
        printedText
            += text.remove(hash).remove(QStringLiteral("Page %1 of %2").arg(page + 1).arg(pages.size())) + u'\n';
    }
    QTextDocument document;
    report::build(document, c, {parts, QStringLiteral("Ilse Richter"), Made, QLocale()});
    const QStringList written = words(document.toPlainText()), read = words(printedText);
    const QStringList twice = surplus(read, written), lost = surplus(written, read);
    QVERIFY2(twice.isEmpty(), qPrintable(QStringLiteral("printed more often than written: ") + twice.join(u' ')));
    QVERIFY2(lost.isEmpty(), qPrintable(QStringLiteral("not printed: ") + lost.join(u' ')));
}

void TestReportPages::aHeadingNeverEndsAPage()
{
    // A ruling one line longer each time walks the heading after it down the page and over its foot.
    const report::Parts parts = report::Parts(report::Part::Rulings) | report::Part::Game;
    const QString heading = QStringLiteral("The game in clean notation");
    int overFoot = 0;  // the reports whose heading went to the second page
    for (int longer = 0; longer < 80; ++longer) {
        report::Case c = gameCase(QStringLiteral("1. e4 e5 2. Nf3 Nc6\n"));
        c.rulings << ruling(1, 11 * longer);
        const QStringList pages = pdfPageTexts(printed(c, parts, QPageSize(QPageSize::A4), QStringLiteral("walk")));
        for (int page = 0; page < pages.size(); ++page) {
            QStringList lines = pages[page].split(u'\n', Qt::SkipEmptyParts);
            lines.removeIf([](const QString& line) {
                return line.trimmed().isEmpty() || line.startsWith(QLatin1String("Sheet text SHA-256"))
                    || line.startsWith(QLatin1String("Page "));
            });
            QVERIFY2(!lines.isEmpty() && lines.last().trimmed() != heading,
                qPrintable(
                    QStringLiteral("page %1 ends with the heading, ruling %2 lines longer").arg(page + 1).arg(longer)));
        }
        overFoot += pages.size() > 1 && pages[1].contains(heading);
    }
    QVERIFY(overFoot > 0);  // the walk did reach the foot of the first page
}

void TestReportPages::everyPageIsInGreysAlone()
{
    // What a black-and-white printer prints is what the page shows: no colour carries anything (the marks are
    // symbols, the diagrams' squares grey). Every pixel of every page, rendered in colour, is a grey.
    report::Case c = gameCase(QStringLiteral("1. Nf3 e5 2. d3 e4 3. Nd2 exf3 4. Ke3 Nf6\n"));
    c.rulings << ruling(1);
    c.chosenPlies << 2;
    const QString pdf = printed(c, report::AllParts, QPageSize(QPageSize::A4), QStringLiteral("greys"));
    QProcess render;
    render.start(QStringLiteral("pdftoppm"),
        {QStringLiteral("-r"), QStringLiteral("40"), pdf, m_dir.filePath(QStringLiteral("greys"))});
    QVERIFY(render.waitForFinished(60000) && render.exitCode() == 0);
    const QStringList pages = QDir(m_dir.path()).entryList({QStringLiteral("greys*.ppm")});
    QCOMPARE(pages.size(), pdfPages(pdf));
    for (const QString& page : pages) {
        QImage image(m_dir.filePath(page));
        QVERIFY(!image.isNull());
        int dark = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QRgb p = image.pixel(x, y);
                QVERIFY2(qRed(p) == qGreen(p) && qGreen(p) == qBlue(p),
                    qPrintable(QStringLiteral("%1 at %2, %3: #%4").arg(page).arg(x).arg(y).arg(p, 6, 16)));
                dark += qGray(p) < 128;
            }
        QVERIFY(dark > 100);  // a page with something printed on it
    }
}

QTEST_MAIN(TestReportPages)
#include "tst_reportpages.moc"
