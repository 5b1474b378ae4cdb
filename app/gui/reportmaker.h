// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportcase.h"

#include <QObject>

#include <functional>
#include <optional>

class SheetSession;
class QPagedPaintDevice;
class QWidget;

/// The arbiter's report from the app: File > Print Report... (with a preview) and File > Export Report
/// as PDF.... It is built from the session's record and text, the game details and what the session
/// kept for it: the diagrams the user added (Add Diagram Here), and the reconstruction and comparison
/// the Repair dialogs made, each kept with the text it was made from and left out once the text changes.
class ReportMaker : public QObject {
    Q_OBJECT

public:
    /// `details` gives the game's details as the window shows them; `followZoom` is given each dialog it opens
    /// before it is shown (the window's zoom).
    ReportMaker(const SheetSession& session, std::function<report::GameDetails()> details, QWidget* window,
        std::function<void(QWidget*)> followZoom);

    void addDiagram(int ply);
    const QList<int>& diagrams() const { return m_diagrams; }
    void keepReconstruction(const repair::Reconstruction& reconstruction);
    void keepComparison(const report::Comparison& comparison);
    /// A new sheet: nothing kept for the last one stays.
    void forget();

    /// The report's case as the sheet stands now.
    report::Case currentCase() const;

    /// Asks for the parts, then shows the print preview, from which the user prints.
    void print();
    /// Asks for the parts and a file, then writes the PDF.
    void exportPdf();
    /// The settings of a report of `parts` made now by `arbiter`, in the interface's language.
    static report::Settings settingsNow(report::Parts parts, const QString& arbiter);
    /// Writes the PDF to `path` whole or not at all; the reason when it could not.
    QString writePdf(const QString& path, const report::Settings& settings) const;

private:
    report::Settings askSettings(bool& accepted) const;

    const SheetSession& m_session;
    std::function<report::GameDetails()> m_details;
    QWidget* m_window;
    std::function<void(QWidget*)> m_followZoom;
    QList<int> m_diagrams;
    std::optional<repair::Reconstruction> m_reconstruction;
    QString m_reconstructionText;  // the text the reconstruction was made from
    std::optional<report::Comparison> m_comparison;
    QString m_comparisonText;
};
