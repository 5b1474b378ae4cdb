// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulings/rate.h"

#include <QComboBox>

/// The rate of play a ruling is made for (standard, rapid: Appendix A, blitz: Appendix B), kept in the
/// settings for the next ruling of any kind.
class RateBox : public QComboBox {
    Q_OBJECT

public:
    explicit RateBox(QWidget* parent = nullptr);
    rulings::Rate rate() const;
    /// Names the rates in the interface language.
    void word();
};
