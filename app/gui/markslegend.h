// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTextBrowser;

/// Help ▸ What the Marks Mean: each verdict as the sheet editor marks it (verdictstyle's underline and
/// colour) and as the table shows it (its symbol and background), with its name and what it means
/// (docs/specification.md section 1).
class MarksLegend : public QDialog {
    Q_OBJECT

public:
    explicit MarksLegend(QWidget* parent = nullptr);

    /// Writes the legend again, in the interface language of the moment.
    void refresh();

protected:
    void changeEvent(QEvent* event) override;  // a change of the interface language: worded again

private:
    QTextBrowser* m_text;
};
