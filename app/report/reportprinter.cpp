// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportprinter.h"

#include "pagination.h"
#include "reportdocument.h"
#include "reportwords.h"
#include "shownnotation.h"
#include "version.h"

#include "sheet/sheethash.h"

#include <QAbstractTextDocumentLayout>
#include <QGuiApplication>
#include <QLocale>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

namespace report {

namespace {

// The footer's band under the text, in points.
constexpr qreal FooterPoints = 22;

void paintFooter(QPainter& painter, const QRectF& band, const QByteArray& hash, int page, int pages)
{
    QFont font = QGuiApplication::font();
    font.setPointSizeF(7);
    painter.save();
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.drawLine(band.topLeft(), band.topRight());
    const QString sheet = Report::tr("Sheet text SHA-256: %1").arg(shownnotation::isolated(QString::fromLatin1(hash)));
    const QString number = Report::tr("Page %1 of %2").arg(page).arg(pages);
    // Mirrored in a right-to-left report: the page number at the end of the line, as the text runs.
    const bool rightToLeft = QGuiApplication::layoutDirection() == Qt::RightToLeft;
    const QRectF text = band.adjusted(0, band.height() * 0.25, 0, 0);
    painter.drawText(text, Qt::AlignTop | (rightToLeft ? Qt::AlignRight : Qt::AlignLeft), sheet);
    painter.drawText(text, Qt::AlignTop | (rightToLeft ? Qt::AlignLeft : Qt::AlignRight), number);
    painter.restore();
}

}  // namespace

bool print(const QList<Case>& cases, const Settings& settings, QPagedPaintDevice& device)
{
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    // The page in the device's dots, the origin at the top left of the printable area.
    const QRect pageRect = device.pageLayout().paintRectPixels(device.logicalDpiX());
    const qreal dotsPerPoint = device.logicalDpiX() / 72.0;
    const qreal footer = FooterPoints * dotsPerPoint;
    const QSizeF body(pageRect.width(), pageRect.height() - footer);
    for (int i = 0; i < cases.size(); ++i) {
        QTextDocument document;
        document.documentLayout()->setPaintDevice(&device);
        document.setPageSize(body);
        document.setDocumentMargin(0);
        build(document, cases[i], settings);
        document.setPageSize(body);  // setHtml keeps it, but a layout made before it used no page size
        paginate(document);
        const int pages = document.pageCount();
        const QByteArray hash = sheet::textHash(cases[i].text);
        for (int page = 0; page < pages; ++page) {
            if (i > 0 || page > 0)
                device.newPage();
            painter.save();
            painter.translate(0, -page * body.height());
            const QRectF visible(0, page * body.height(), body.width(), body.height());
            QAbstractTextDocumentLayout::PaintContext context;
            // The layout draws every line that touches the clip, and a line the pagination moved to the next
            // page starts exactly on this one's bottom edge: drawn here too, outside the painter's clip, it
            // would be invisible but in the PDF's text twice. A clip a hair inside the page leaves it out.
            context.clip = visible.adjusted(0, 0.5, 0, -0.5);
            context.palette.setColor(QPalette::Text, Qt::black);
            painter.setClipRect(visible);
            document.documentLayout()->draw(&painter, context);
            painter.restore();
            paintFooter(
                painter, QRectF(0, body.height() + footer * 0.2, body.width(), footer * 0.8), hash, page + 1, pages);
        }
    }
    return painter.end();
}

QPageSize localPaper(const QLocale& locale)
{
    return QPageSize(locale.measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4);
}

void setUpPdf(QPdfWriter& pdf, const QPageSize& paper)
{
    pdf.setPageSize(paper);
    pdf.setPageMargins(QMarginsF(18, 18, 18, 14), QPageLayout::Millimeter);
    pdf.setResolution(300);
    pdf.setCreator(QStringLiteral("ScoreCheck ") + version::qtext());
    pdf.setTitle(Report::tr("Arbiter's report"));
}

}  // namespace report
