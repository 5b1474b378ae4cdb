// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportcase.h"
#include "rulingmoment.h"

#include "rulings/claim.h"

#include <QDialog>

#include <optional>

class ClaimRulingView;
class RateBox;
class QButtonGroup;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

/// The arbiter's ruling on a draw claim at the board (FIDE 9.2, 9.3, 9.5): the claim (threefold or
/// fifty moves), the move the claimant wrote and declared, if any, typed in the sheet's notation and
/// language, and the rate of play (kept for the next claim); the ruling follows every change. It stays
/// open beside the window: a line naming a position shows it on the main board. *Rule* makes the ruling
/// shown: it goes into the arbiter's report. *Copy as Text* gives it as text.
class ClaimDialog : public QDialog {
    Q_OBJECT

public:
    explicit ClaimDialog(QWidget* parent = nullptr);

    /// Rules on a claim of `kind` made at `moment`; the written move of the last claim is cleared.
    void claimAt(const RulingMoment& moment, rulings::ClaimKind kind);
    const RulingMoment& moment() const { return m_moment; }
    /// The ruling shown; none when the position of the claim is not known.
    const std::optional<rulings::ClaimRuling>& ruling() const { return m_ruling; }

signals:
    /// A position of the game named in the ruling was clicked: the position after `ply` is wanted.
    void plyChosen(int ply);
    /// The arbiter pressed *Rule*: the ruling shown is made, for the arbiter's report.
    void rulingMade(const report::Ruling& ruling);

protected:
    void changeEvent(QEvent* event) override;

private:
    void word();
    /// Rules on the claim as the inputs now say, and shows the ruling.
    void rule();
    rulings::ClaimKind kind() const;

    RulingMoment m_moment;
    std::optional<rulings::ClaimRuling> m_ruling;

    QLabel* m_momentLabel;
    QLabel* m_claimLabel;
    QRadioButton* m_threefold;
    QRadioButton* m_fifty;
    QButtonGroup* m_kinds;
    QLabel* m_intendedLabel;
    QLineEdit* m_intended;
    QLabel* m_rateLabel;
    RateBox* m_rate;
    QPushButton* m_rule;
    ClaimRulingView* m_view;
    QPushButton* m_copy;
    QPushButton* m_close;
};
