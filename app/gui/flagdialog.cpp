// SPDX-License-Identifier: GPL-3.0-or-later
#include "flagdialog.h"

#include "flagruler.h"
#include "flagrulingview.h"
#include "maderuling.h"
#include "rulingtext.h"
#include "shownnotation.h"

#include "rulings/flagwording.h"

#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>

namespace {

const QString MovesRequiredSetting = QStringLiteral("rulings/movesRequired");
constexpr int MostMovesRequired = 1000;  // as the command line's --moves

}  // namespace

FlagDialog::FlagDialog(QWidget* parent)
    : QDialog(parent)
    , m_ruler(new FlagRuler(this))
    , m_momentLabel(new QLabel)
    , m_flaggedLabel(new QLabel)
    , m_white(new QRadioButton)
    , m_black(new QRadioButton)
    , m_sides(new QButtonGroup(this))
    , m_movesLabel(new QLabel)
    , m_moves(new QSpinBox)
    , m_rule(new QPushButton)
    , m_view(new FlagRulingView)
    , m_copy(new QPushButton)
    , m_close(new QPushButton)
{
    setObjectName(QStringLiteral("flagDialog"));
    m_momentLabel->setObjectName(QStringLiteral("flagMoment"));
    m_momentLabel->setWordWrap(true);
    m_white->setObjectName(QStringLiteral("whiteFlagFell"));
    m_black->setObjectName(QStringLiteral("blackFlagFell"));
    m_sides->addButton(m_white);
    m_sides->addButton(m_black);
    m_white->setChecked(true);
    m_moves->setObjectName(QStringLiteral("movesRequired"));
    m_moves->setRange(0, MostMovesRequired);  // 0: the time control asks no number of moves
    m_moves->setValue(QSettings().value(MovesRequiredSetting, 0).toInt());
    m_movesLabel->setBuddy(m_moves);
    m_rule->setObjectName(QStringLiteral("rule"));
    m_rule->setDefault(true);
    m_copy->setObjectName(QStringLiteral("copyRuling"));
    m_close->setObjectName(QStringLiteral("closeRuling"));
    m_view->setObjectName(QStringLiteral("flagRuling"));

    auto* sides = new QHBoxLayout;
    sides->addWidget(m_white);
    sides->addWidget(m_black);
    sides->addStretch(1);
    auto* inputs = new QGridLayout;
    inputs->addWidget(m_flaggedLabel, 0, 0);
    inputs->addLayout(sides, 0, 1);
    inputs->addWidget(m_movesLabel, 1, 0);
    inputs->addWidget(m_moves, 1, 1, Qt::AlignLeading);
    inputs->addWidget(m_rule, 1, 2);
    inputs->setColumnStretch(1, 1);

    rulingtext::layOutRulingDialog(this, m_momentLabel, inputs, m_view, m_copy, {m_close});

    connect(m_sides, &QButtonGroup::buttonToggled, this, [this](QAbstractButton*, bool checked) {
        if (checked) {
            wordMoment();
            rule();
        }
    });
    connect(m_moves, &QSpinBox::valueChanged, this, [this](int moves) {
        QSettings().setValue(MovesRequiredSetting, moves);
        rule();
    });
    connect(m_ruler, &FlagRuler::ruled, this, [this](const rulings::FlagRuling& ruling) {
        m_ruling = ruling;
        showState();
    });
    connect(m_rule, &QPushButton::clicked, this, [this] {
        if (m_ruling)
            emit rulingMade(maderuling::ofFlagFall(*m_ruling, m_moment));
    });
    connect(m_copy, &QPushButton::clicked, this, [this] {
        if (m_ruling)
            QApplication::clipboard()->setText(rulings::flagText(*m_ruling));
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    word();
    resize(620, 400);
}

void FlagDialog::word()
{
    setWindowTitle(tr("Ruling on a Flag Fall"));
    m_flaggedLabel->setText(tr("Whose flag fell:"));
    m_white->setText(tr("&White"));
    m_white->setAccessibleDescription(tr("White's flag fell."));
    m_black->setText(tr("&Black"));
    m_black->setAccessibleDescription(tr("Black's flag fell."));
    m_movesLabel->setText(tr("&Moves required by the time control:"));
    m_moves->setSpecialValueText(tr("None"));
    m_moves->setToolTip(tr("The number of moves the time control asks by the time the flag fell (for instance "
                           "40); None when it asks for no number of moves."));
    m_rule->setText(tr("&Rule"));
    m_copy->setText(tr("&Copy as Text"));
    m_close->setText(tr("Close"));
    rulingtext::describeRulingDialog(this);
    wordMoment();
    showState();
}

void FlagDialog::wordMoment()
{
    const sheet::Record& r = *m_moment.record;
    const bool white = flagged() == chess::Color::White;
    if (r.entries.isEmpty()) {
        m_momentLabel->setText(
            white ? tr("White's flag fell at the start position.") : tr("Black's flag fell at the start position."));
        return;
    }
    const QString after = shownnotation::isolated(sheet::numberedEntryText(r.entries.constLast(), m_moment.text));
    m_momentLabel->setText((white ? tr("White's flag fell after %1.") : tr("Black's flag fell after %1.")).arg(after));
}

void FlagDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        word();
    QDialog::changeEvent(event);
}

chess::Color FlagDialog::flagged() const { return m_black->isChecked() ? chess::Color::Black : chess::Color::White; }

void FlagDialog::flagFellAt(const RulingMoment& moment, chess::Color flagged)
{
    m_moment = moment;
    m_withdrawn = false;
    QRadioButton* side = flagged == chess::Color::Black ? m_black : m_white;
    {
        const QSignalBlocker quiet(m_sides);
        side->setChecked(true);
    }
    side->setFocus();  // the keyboard on the side chosen: a Space on the other would switch sides unawares
    wordMoment();
    rule();
}

void FlagDialog::sheetChanged(const sheet::Record& whole, const QString& text)
{
    if (!m_withdrawn && !m_moment.standsIn(whole, text) && (m_ruling || m_ruler->isDeciding())) {
        // What the ruling rests on is gone: neither it nor the one being decided may be shown.
        m_ruler->abandon();
        m_ruling.reset();
        m_withdrawn = true;
    }
    showState();
}

void FlagDialog::rule()
{
    if (m_withdrawn)
        return;  // the moment is no longer the sheet's: the Rulings menu takes it again
    m_ruling.reset();
    m_ruler->rule({m_moment, flagged(), m_moves->value() > 0 ? std::optional<int>(m_moves->value()) : std::nullopt});
    showState();
}

void FlagDialog::showState()
{
    const bool white = flagged() == chess::Color::White;
    if (m_withdrawn)
        m_view->showMessage(tr("The sheet has changed before the moment of the flag fall: this ruling no longer "
                               "holds. Rule again from the Rulings menu."));
    else if (m_ruler->isDeciding())
        m_view->showMessage(white ? tr("Deciding whether Black can still checkmate…")
                                  : tr("Deciding whether White can still checkmate…"));
    else if (m_ruling)
        m_view->showRuling(*m_ruling, *m_moment.record);
    else
        m_view->showMessage(QString());
    m_copy->setEnabled(m_ruling.has_value());
    m_rule->setEnabled(m_ruling.has_value());
}
