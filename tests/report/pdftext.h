// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads a PDF back with Poppler's tools (poppler-utils, a test dependency): its text and page count.

#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

/// `text` as pdfText() gives a PDF's: white space runs as one space, NFKC.
inline QString oneLine(const QString& text)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return text.normalized(QString::NormalizationForm_KC).replace(space, QStringLiteral(" ")).trimmed();
}

/// The text of `pdf` (pages `first` to `last`, all when 0) as pdftotext gives it, in one line: every run of
/// white space one space, and ligatures ("ﬁ") taken apart (NFKC), so that a sentence wrapped across lines
/// is found as written.
inline QString pdfText(const QString& pdf, int first = 0, int last = 0)
{
    QStringList arguments{QStringLiteral("-enc"), QStringLiteral("UTF-8")};
    if (first > 0)
        arguments << QStringLiteral("-f") << QString::number(first) << QStringLiteral("-l") << QString::number(last);
    QProcess p;
    p.start(QStringLiteral("pdftotext"), arguments << pdf << QStringLiteral("-"));
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        qFatal("pdftotext %s failed (is poppler-utils installed? scripts/install-deps.sh)", qPrintable(pdf));
    return oneLine(QString::fromUtf8(p.readAllStandardOutput()));
}

/// The text of each page of `pdf` as pdftotext gives it (its own lines kept), from the first page on.
inline QStringList pdfPageTexts(const QString& pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        qFatal("pdftotext %s failed (is poppler-utils installed? scripts/install-deps.sh)", qPrintable(pdf));
    QStringList pages = QString::fromUtf8(p.readAllStandardOutput()).split(u'\f');
    if (!pages.isEmpty() && pages.last().trimmed().isEmpty())
        pages.removeLast();  // what follows the last page's form feed
    return pages;
}

/// A word of a PDF page as `pdftotext -bbox` places it, in points from the page's top left corner.
struct PdfWord {
    QString text;
    double left, top;
};

/// The words of page `page` (from 1) of `pdf`, as pdftotext finds them (a Hebrew word may come letter by letter).
inline QList<PdfWord> pdfWords(const QString& pdf, int page)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"),
        {QStringLiteral("-bbox"), QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
            QString::number(page), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        qFatal("pdftotext -bbox %s failed", qPrintable(pdf));
    static const QRegularExpression word(
        QStringLiteral("<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\"[^>]*>([^<]*)</word>"));
    QList<PdfWord> words;
    for (auto it = word.globalMatch(QString::fromUtf8(p.readAllStandardOutput())); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        words.append({m.captured(3), m.captured(1).toDouble(), m.captured(2).toDouble()});
    }
    return words;
}

/// `text` without the marks of direction (U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069) that
/// pdftotext puts around right-to-left lines and the report around notation.
inline QString withoutDirectionMarks(QString text)
{
    text.removeIf([](QChar c) {
        const char16_t u = c.unicode();
        return u == 0x200E || u == 0x200F || (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069);
    });
    return text;
}

/// The "Page size:" of pdfinfo in points, as "612 x 792"; empty when it cannot read the file.
inline QString pdfPageSize(const QString& pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {pdf});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    static const QRegularExpression size(
        QStringLiteral("^Page size:\\s+([\\d.]+ x [\\d.]+) pts"), QRegularExpression::MultilineOption);
    return size.match(QString::fromUtf8(p.readAllStandardOutput())).captured(1);
}

/// The "Pages:" of pdfinfo; -1 when it cannot read the file.
inline int pdfPages(const QString& pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {pdf});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return -1;
    static const QRegularExpression pages(QStringLiteral("^Pages:\\s+(\\d+)$"), QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = pages.match(QString::fromUtf8(p.readAllStandardOutput()));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}
