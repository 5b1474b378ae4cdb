// SPDX-License-Identifier: GPL-3.0-or-later
#include "illegalmovedialog.h"

#include "maderuling.h"
#include "ratebox.h"
#include "rulingtext.h"
#include "shownnotation.h"
#include "wholefen.h"

#include "rulings/illegalmovewording.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

IllegalMoveDialog::IllegalMoveDialog(
    std::shared_ptr<const sheet::Record> record, const QString& text, int entry, QWidget* parent)
    : QDialog(parent)
    , m_record(std::move(record))
    , m_text(text)
    , m_entry(entry)
    , m_entryLabel(new QLabel)
    , m_rateLabel(new QLabel)
    , m_rate(new RateBox)
    , m_rule(new QPushButton)
    , m_view(new QWidget)
    , m_verdict(rulingtext::verdictLabel())
    , m_markButton(new QPushButton)
    , m_copy(new QPushButton)
    , m_close(new QPushButton)
{
    setObjectName(QStringLiteral("illegalMoveDialog"));
    m_entryLabel->setObjectName(QStringLiteral("illegalMoveEntry"));
    m_entryLabel->setWordWrap(true);
    m_rate->setObjectName(QStringLiteral("rate"));
    m_rateLabel->setBuddy(m_rate);
    m_rule->setObjectName(QStringLiteral("rule"));
    m_view->setObjectName(QStringLiteral("illegalMoveRuling"));
    m_markButton->setObjectName(QStringLiteral("markTakenBack"));
    m_copy->setObjectName(QStringLiteral("copyRuling"));
    m_close->setObjectName(QStringLiteral("closeRuling"));

    auto* rate = new QHBoxLayout;
    rate->addWidget(m_rateLabel);
    rate->addWidget(m_rate);
    rate->addStretch(1);
    rate->addWidget(m_rule);
    auto* parts = new QVBoxLayout(m_view);
    parts->addWidget(m_verdict);
    for (int i = 0; i < MostParts; ++i) {
        m_parts.append(rulingtext::partLabel(QStringLiteral("rulingPart")));
        parts->addWidget(m_parts.last());
    }
    parts->addStretch(1);
    rulingtext::layOutRulingDialog(this, m_entryLabel, rate, m_view, m_copy, {m_markButton, m_close});

    connect(m_rate, &QComboBox::currentIndexChanged, this, &IllegalMoveDialog::rule);
    connect(m_rule, &QPushButton::clicked, this,
        [this] { emit rulingMade(maderuling::ofIllegalMove(m_ruling, *m_record, m_text)); });
    connect(m_copy, &QPushButton::clicked, this,
        [this] { QApplication::clipboard()->setText(rulings::illegalMoveText(m_ruling, *m_record, m_text)); });
    connect(m_markButton, &QPushButton::clicked, this, [this] {
        m_mark = true;
        accept();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    word();
    resize(640, 420);
}

void IllegalMoveDialog::word()
{
    setWindowTitle(tr("Ruling on an Illegal Move"));
    m_entryLabel->setText(
        tr("Illegal move completed on the board: %1")
            .arg(shownnotation::isolated(sheet::numberedEntryText(m_record->entries[m_entry], m_text))));
    m_rateLabel->setText(tr("R&ate of play:"));
    m_rate->word();
    m_rule->setText(tr("&Rule"));
    m_markButton->setText(tr("&Mark as Taken Back"));
    m_markButton->setToolTip(tr("Marks the entry on the sheet as an illegal move completed and taken back: the "
                                "replay goes on from the position before it, with the same player to move (7.5.1)."));
    m_copy->setText(tr("&Copy as Text"));
    m_close->setText(tr("Close"));
    rulingtext::describeRulingDialog(this);
    rule();
}

void IllegalMoveDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        word();
    QDialog::changeEvent(event);
}

QString IllegalMoveDialog::article()
{
    return tr("Articles 7.5.1 and 7.5.5: once a player has pressed the clock after an illegal move, the position "
              "immediately before it is reinstated; for the player's first completed illegal move the opponent "
              "gets two minutes extra time (one in rapid and blitz), and the second loses the game, unless the "
              "opponent cannot checkmate the player's king by any possible series of legal moves: then the game "
              "is drawn.");
}

void IllegalMoveDialog::rule()
{
    m_ruling = rulings::ruleIllegalMove(*m_record, m_entry, m_rate->rate());
    const rulings::IllegalMoveWording w = rulings::illegalMoveWording(m_ruling, *m_record, m_text);
    // The moves, the result and the FEN named in the sentences keep their left-to-right order in
    // right-to-left text.
    const rulingtext::IsolatedMoves isolated(rulingtext::notationOf(m_ruling, *m_record, m_text));
    m_verdict->setText(isolated.in(w.verdict));
    QStringList parts{article()};
    parts << w.consequence;
    parts << w.count << w.mateLine;
    parts.removeAll(QString());
    for (qsizetype i = 0; i < m_parts.size(); ++i) {
        // The FEN to reinstate on a line of its own that does not wrap: the area scrolls if it is too narrow.
        const QString part = i < parts.size() ? wholefen::onItsOwnLine(parts[i]) : QString();
        const QStringList lines = part.split(u'\n');
        m_parts[i]->setWordWrap(std::ranges::none_of(lines, wholefen::isFen));
        m_parts[i]->setText(isolated.in(part));
        m_parts[i]->setVisible(i < parts.size());
    }
    // Only a first one is taken back and played on from; a second ends the game.
    const bool marked = m_record->entries[m_entry].entry.takenBack;
    m_markButton->setVisible(m_ruling.outcome == rulings::IllegalMoveOutcome::TimeToOpponent && !marked);
}
