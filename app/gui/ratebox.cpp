// SPDX-License-Identifier: GPL-3.0-or-later
#include "ratebox.h"

#include <QSettings>

namespace {

const QString RateSetting = QStringLiteral("rulings/rate");

}  // namespace

RateBox::RateBox(QWidget* parent)
    : QComboBox(parent)
{
    for (const rulings::Rate r : {rulings::Rate::Standard, rulings::Rate::Rapid, rulings::Rate::Blitz})
        addItem(QString(), QString::fromLatin1(rulings::rateCode(r)));
    setCurrentIndex(std::max(0, findData(QSettings().value(RateSetting).toString())));
    connect(this, &QComboBox::currentIndexChanged, this, [this] { QSettings().setValue(RateSetting, currentData()); });
    word();
}

rulings::Rate RateBox::rate() const
{
    return rulings::rateFromCode(currentData().toString()).value_or(rulings::Rate::Standard);
}

void RateBox::word()
{
    setItemText(0, tr("Standard"));
    setItemText(1, tr("Rapid (Appendix A)"));
    setItemText(2, tr("Blitz (Appendix B)"));
    setAccessibleDescription(tr("Standard, rapid or blitz: the Laws rule some things differently at each rate."));
}
