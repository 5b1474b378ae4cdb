// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportmaker.h"

#include "reportpartsdialog.h"
#include "reportprinter.h"
#include "savename.h"
#include "sheetsession.h"
#include "translations.h"
#include "uilanguage.h"

#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSaveFile>
#include <QScreen>

ReportMaker::ReportMaker(const SheetSession& session, std::function<report::GameDetails()> details, QWidget* window,
    std::function<void(QWidget*)> followZoom)
    : QObject(window)
    , m_session(session)
    , m_details(std::move(details))
    , m_window(window)
    , m_followZoom(std::move(followZoom))
{
}

void ReportMaker::addDiagram(int ply)
{
    if (!m_diagrams.contains(ply))
        m_diagrams.append(ply);
}

void ReportMaker::keepReconstruction(const repair::Reconstruction& reconstruction)
{
    m_reconstruction = reconstruction;
    m_reconstructionText = m_session.text();
}

void ReportMaker::keepComparison(const report::Comparison& comparison)
{
    m_comparison = comparison;
    m_comparisonText = m_session.text();
}

void ReportMaker::forget()
{
    m_diagrams.clear();
    m_reconstruction.reset();
    m_comparison.reset();
}

report::Case ReportMaker::currentCase() const
{
    report::Case c;
    c.text = m_session.text();
    c.record = m_session.record();
    c.details = m_details();
    // A result made from another text than the one reported would describe another sheet.
    if (m_reconstruction && m_reconstructionText == c.text)
        c.reconstruction = m_reconstruction;
    if (m_comparison && m_comparisonText == c.text)
        c.comparison = m_comparison;
    c.rulings = m_session.rulings();
    c.chosenPlies = m_diagrams;
    return c;
}

report::Settings ReportMaker::askSettings(bool& accepted) const
{
    ReportPartsDialog dialog(m_window);
    m_followZoom(&dialog);
    accepted = dialog.exec() == QDialog::Accepted;
    return settingsNow(dialog.parts(), dialog.arbiter());
}

report::Settings ReportMaker::settingsNow(report::Parts parts, const QString& arbiter)
{
    return {parts, arbiter, QDateTime::currentDateTime(), translations::locale(uilanguage::current())};
}

void ReportMaker::print()
{
    bool accepted = false;
    const report::Settings settings = askSettings(accepted);
    if (!accepted)
        return;
    const report::Case shown = currentCase();
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(tr("Arbiter's report"));
    QPrintPreviewDialog preview(&printer, m_window);
    preview.setObjectName(QStringLiteral("reportPreview"));
    // Qt opens the preview at about 690 × 515, where its own zoom (the whole page in view) shows a page too
    // small to read: most of the screen instead, centred on it.
    const QRect screen = m_window->screen()->availableGeometry();
    preview.resize(screen.size() * 0.9);
    preview.move(screen.center() - preview.rect().center());
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
        [&](QPrinter* device) { report::print({shown}, settings, *device); });
    preview.exec();
}

void ReportMaker::exportPdf()
{
    bool accepted = false;
    const report::Settings settings = askSettings(accepted);
    if (!accepted)
        return;
    const QString path = savename::ask(m_window, tr("Export Report as PDF"), tr("report.pdf"),
        tr("PDF documents (*.pdf);;All files (*)"), QStringLiteral("pdf"));
    if (path.isEmpty())
        return;
    if (const QString error = writePdf(path, settings); !error.isEmpty())
        QMessageBox::warning(m_window, tr("Export Report as PDF"), error);
}

QString ReportMaker::writePdf(const QString& path, const report::Settings& settings) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    {
        QPdfWriter pdf(&file);
        report::setUpPdf(pdf, report::localPaper(QLocale()));
        if (!report::print({currentCase()}, settings, pdf)) {
            file.cancelWriting();
            return tr("Cannot write %1: the PDF could not be made.").arg(QDir::toNativeSeparators(path));
        }
    }
    if (!file.commit())
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}
