// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportcase.h"

#include <QDialog>

#include <array>

class QCheckBox;
class QLineEdit;

/// Before a report is printed or exported: which parts it holds and the arbiter's name, both kept from
/// the last time (QSettings, "report/parts" and "report/arbiter").
class ReportPartsDialog : public QDialog {
    Q_OBJECT

public:
    explicit ReportPartsDialog(QWidget* parent = nullptr);

    report::Parts parts() const;
    QString arbiter() const;

    /// What the report is made with when the dialog is accepted, which it also keeps for next time.
    void accept() override;

private:
    std::array<QCheckBox*, 7> m_parts;  // in the order of report::Part
    QLineEdit* m_arbiter;
};
