// SPDX-License-Identifier: GPL-3.0-or-later
#include "claimdialog.h"

#include "claimrulingview.h"
#include "maderuling.h"
#include "ratebox.h"
#include "rulingtext.h"
#include "shownnotation.h"

#include "notation/verdict.h"
#include "rulings/claimwording.h"

#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>

ClaimDialog::ClaimDialog(QWidget* parent)
    : QDialog(parent)
    , m_momentLabel(new QLabel)
    , m_claimLabel(new QLabel)
    , m_threefold(new QRadioButton)
    , m_fifty(new QRadioButton)
    , m_kinds(new QButtonGroup(this))
    , m_intendedLabel(new QLabel)
    , m_intended(new QLineEdit)
    , m_rateLabel(new QLabel)
    , m_rate(new RateBox)
    , m_rule(new QPushButton)
    , m_view(new ClaimRulingView)
    , m_copy(new QPushButton)
    , m_close(new QPushButton)
{
    setObjectName(QStringLiteral("claimDialog"));
    m_momentLabel->setObjectName(QStringLiteral("claimMoment"));
    m_momentLabel->setWordWrap(true);
    m_threefold->setObjectName(QStringLiteral("threefoldClaim"));
    m_fifty->setObjectName(QStringLiteral("fiftyMovesClaim"));
    m_kinds->addButton(m_threefold, int(rulings::ClaimKind::Threefold));
    m_kinds->addButton(m_fifty, int(rulings::ClaimKind::FiftyMoves));
    m_threefold->setChecked(true);
    m_intended->setObjectName(QStringLiteral("intendedMove"));
    m_intended->setClearButtonEnabled(true);
    m_intendedLabel->setBuddy(m_intended);
    m_rate->setObjectName(QStringLiteral("rate"));
    m_rateLabel->setBuddy(m_rate);
    m_rule->setObjectName(QStringLiteral("rule"));
    m_rule->setDefault(true);
    m_copy->setObjectName(QStringLiteral("copyRuling"));
    m_close->setObjectName(QStringLiteral("closeRuling"));
    m_view->setObjectName(QStringLiteral("claimRuling"));

    auto* kinds = new QHBoxLayout;
    kinds->addWidget(m_threefold);
    kinds->addWidget(m_fifty);
    kinds->addStretch(1);
    auto* inputs = new QGridLayout;
    inputs->addWidget(m_claimLabel, 0, 0);
    inputs->addLayout(kinds, 0, 1, 1, 2);
    inputs->addWidget(m_intendedLabel, 1, 0);
    inputs->addWidget(m_intended, 1, 1);
    inputs->addWidget(m_rateLabel, 2, 0);
    inputs->addWidget(m_rate, 2, 1, Qt::AlignLeading);
    inputs->addWidget(m_rule, 2, 2);
    inputs->setColumnStretch(1, 1);

    rulingtext::layOutRulingDialog(this, m_momentLabel, inputs, m_view, m_copy, {m_close});

    connect(m_kinds, &QButtonGroup::idToggled, this, [this](int, bool checked) {
        if (checked)
            rule();
    });
    connect(m_intended, &QLineEdit::textChanged, this, &ClaimDialog::rule);
    connect(m_rate, &QComboBox::currentIndexChanged, this, &ClaimDialog::rule);
    connect(m_rule, &QPushButton::clicked, this, [this] {
        rule();
        if (m_ruling)
            emit rulingMade(maderuling::ofClaim(*m_ruling, m_moment));
    });
    connect(m_view, &ClaimRulingView::plyChosen, this, &ClaimDialog::plyChosen);
    connect(m_copy, &QPushButton::clicked, this, [this] {
        if (m_ruling)
            QApplication::clipboard()->setText(rulings::claimText(*m_ruling));
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    word();
    resize(760, 640);
}

void ClaimDialog::word()
{
    setWindowTitle(tr("Ruling on a Claim"));
    m_claimLabel->setText(tr("Claim:"));
    m_threefold->setText(tr("&Threefold repetition (9.2)"));
    m_threefold->setAccessibleDescription(
        tr("The same position stands for the third time, or will after the move written on the sheet."));
    m_fifty->setText(tr("&Fifty moves (9.3)"));
    m_fifty->setAccessibleDescription(tr("Each player has made the last 50 moves without a capture or a pawn move, "
                                         "or will have after the move written on the sheet."));
    m_intendedLabel->setText(tr("&Written move:"));
    m_intended->setPlaceholderText(tr("Optional: the move written and declared, not played, as on the sheet"));
    m_rateLabel->setText(tr("R&ate of play:"));
    m_rate->word();
    m_rule->setText(tr("&Rule"));
    m_copy->setText(tr("&Copy as Text"));
    m_close->setText(tr("Close"));
    rulingtext::describeRulingDialog(this);
    rule();
}

void ClaimDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        word();
    QDialog::changeEvent(event);
}

rulings::ClaimKind ClaimDialog::kind() const
{
    return m_fifty->isChecked() ? rulings::ClaimKind::FiftyMoves : rulings::ClaimKind::Threefold;
}

void ClaimDialog::claimAt(const RulingMoment& moment, rulings::ClaimKind kind)
{
    m_moment = moment;
    QRadioButton* claimed = kind == rulings::ClaimKind::FiftyMoves ? m_fifty : m_threefold;
    {
        const QSignalBlocker quietKinds(m_kinds), quietMove(m_intended);
        claimed->setChecked(true);
        m_intended->clear();
    }
    claimed->setFocus();  // the keyboard on the claim chosen: a Space on the other would switch claims unawares
    rule();
}

void ClaimDialog::rule()
{
    const sheet::Record& r = *m_moment.record;
    const QString side = r.final.sideToMove() == chess::Color::White ? tr("White") : tr("Black");
    if (!m_moment.positionKnown()) {
        const sheet::EntryRecord& stop = r.entries[r.stopIndex()];
        m_momentLabel->setText(tr("The replay stops at %1, which is %2: the position of the claim is not known. "
                                  "Mend the sheet up to there first.")
                                   .arg(shownnotation::isolated(sheet::numberedEntryText(stop, m_moment.text)),
                                       notation::verdictName(stop.resolution.verdict)));
        m_ruling.reset();
        m_view->showMessage(tr("No ruling: the position of the claim is not known."));
    } else {
        m_momentLabel->setText(r.entries.isEmpty()
                ? tr("%1 claims at the start position, having the move.").arg(side)
                : tr("%1 claims after %2, having the move.")
                      .arg(side,
                          shownnotation::isolated(sheet::numberedEntryText(r.entries.constLast(), m_moment.text))));
        const QString written = m_intended->text().trimmed();
        m_ruling = rulings::ruleClaim(
            r, kind(), written.isEmpty() ? std::nullopt : std::optional<QStringView>(written), m_rate->rate());
        m_view->showRuling(*m_ruling, r);
    }
    m_copy->setEnabled(m_ruling.has_value());
    m_rule->setEnabled(m_moment.positionKnown());
}
