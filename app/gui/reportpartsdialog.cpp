// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportpartsdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSettings>
#include <QVBoxLayout>

namespace {

const QString PartsSetting = QStringLiteral("report/parts");
const QString ArbiterSetting = QStringLiteral("report/arbiter");

}  // namespace

ReportPartsDialog::ReportPartsDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("reportPartsDialog"));
    setWindowTitle(tr("Arbiter's Report"));
    const QString names[] = {tr("The sheet as typed, each entry with its mark"), tr("Findings"),
        tr("The arbiter's events"), tr("Rulings made"), tr("Reconstruction and comparison, when made"), tr("Diagrams"),
        tr("The game in clean notation")};
    QSettings settings;
    const report::Parts kept = report::Parts::fromInt(settings.value(PartsSetting, report::AllParts.toInt()).toInt());
    auto* layout = new QVBoxLayout(this);
    for (int i = 0; i < int(m_parts.size()); ++i) {
        m_parts[i] = new QCheckBox(names[i]);
        m_parts[i]->setObjectName(QStringLiteral("reportPart%1").arg(i));
        m_parts[i]->setChecked(kept.testFlag(report::Part(1 << i)));
        layout->addWidget(m_parts[i]);
    }
    auto* form = new QFormLayout;
    m_arbiter = new QLineEdit(settings.value(ArbiterSetting).toString());
    m_arbiter->setObjectName(QStringLiteral("arbiterName"));
    m_arbiter->setPlaceholderText(tr("left blank: a line to sign on"));
    form->addRow(tr("Arbiter:"), m_arbiter);
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

report::Parts ReportPartsDialog::parts() const
{
    report::Parts parts;
    for (int i = 0; i < int(m_parts.size()); ++i)
        parts.setFlag(report::Part(1 << i), m_parts[i]->isChecked());
    return parts;
}

QString ReportPartsDialog::arbiter() const { return m_arbiter->text().trimmed(); }

void ReportPartsDialog::accept()
{
    QSettings settings;
    settings.setValue(PartsSetting, parts().toInt());
    settings.setValue(ArbiterSetting, arbiter());
    QDialog::accept();
}
