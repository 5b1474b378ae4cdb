// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportcase.h"
#include "rulingmoment.h"

#include "rulings/flag.h"

#include <QDialog>

#include <optional>

class FlagRuler;
class FlagRulingView;
class QButtonGroup;
class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;

/// The arbiter's ruling on a flag fall (FIDE 6.9, with 8.6 where the sheet cannot show the count): whose
/// flag fell, and the moves the time control asks by then, if any (kept for the next flag fall). The
/// ruling follows every change; whether the opponent can still checkmate is decided in a worker
/// (FlagRuler), the dialog saying so meanwhile. It stays open beside the window; a change of the sheet
/// before the moment withdraws the ruling. *Rule* makes the ruling shown: it goes into the arbiter's
/// report. *Copy as Text* gives it as text.
class FlagDialog : public QDialog {
    Q_OBJECT

public:
    explicit FlagDialog(QWidget* parent = nullptr);

    /// Rules on the flag of `flagged` falling at `moment`.
    void flagFellAt(const RulingMoment& moment, chess::Color flagged);
    /// The sheet now reads `text`, replayed as `whole`. A ruling at a moment the sheet no longer holds is
    /// withdrawn, the one being decided too; else the ruling is shown again (the moves as now chosen).
    void sheetChanged(const sheet::Record& whole, const QString& text);

    const RulingMoment& moment() const { return m_moment; }
    /// The ruling shown; none while it is being decided or once withdrawn.
    const std::optional<rulings::FlagRuling>& ruling() const { return m_ruling; }

signals:
    /// The arbiter pressed *Rule*: the ruling shown is made, for the arbiter's report.
    void rulingMade(const report::Ruling& ruling);

protected:
    void changeEvent(QEvent* event) override;

private:
    void word();
    void wordMoment();
    /// Asks for the ruling as the inputs now say; it shows when the worker answers.
    void rule();
    /// Shows what there is: the ruling, that it is being decided, or that it was withdrawn.
    void showState();
    chess::Color flagged() const;

    RulingMoment m_moment;
    std::optional<rulings::FlagRuling> m_ruling;
    bool m_withdrawn = false;  // the sheet changed before the moment
    FlagRuler* m_ruler;

    QLabel* m_momentLabel;
    QLabel* m_flaggedLabel;
    QRadioButton* m_white;
    QRadioButton* m_black;
    QButtonGroup* m_sides;
    QLabel* m_movesLabel;
    QSpinBox* m_moves;
    QPushButton* m_rule;
    FlagRulingView* m_view;
    QPushButton* m_copy;
    QPushButton* m_close;
};
