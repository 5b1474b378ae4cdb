// SPDX-License-Identifier: GPL-3.0-or-later
#include "alternativespanel.h"

#include <algorithm>

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

AlternativesPanel::AlternativesPanel(QWidget* parent)
    : QWidget(parent)
    , m_note(new QLabel(this))
    , m_list(new QListWidget(this))
    , m_choose(new QPushButton(tr("Choose &This Move"), this))
{
    setObjectName(QStringLiteral("alternativesPanel"));
    m_note->setObjectName(QStringLiteral("alternativesNote"));
    m_note->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("alternatives"));
    m_list->setAccessibleName(tr("Moves that fit as well"));
    m_list->setAccessibleDescription(tr("The move the game goes on with first, then the others that fit as well, "
                                        "best first; the board shows the one selected, and Enter puts it in."));
    m_note->setBuddy(m_list);
    m_choose->setObjectName(QStringLiteral("chooseAlternative"));
    m_choose->setToolTip(tr("Put the selected move in and mend the rest of the game after it"));
    fitToFont();

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        m_choose->setEnabled(row >= 1);
        if (row >= 0)
            emit previewed(row);
    });
    connect(m_list, &QListWidget::itemDoubleClicked, this, &AlternativesPanel::choose);
    m_list->installEventFilter(this);
    connect(m_choose, &QPushButton::clicked, this, &AlternativesPanel::choose);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_choose);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_note);
    layout->addWidget(m_list);
    layout->addLayout(buttons);
    setMoves({}, {});
}

AlternativesPanel::Unchecked AlternativesPanel::uncheckedAmong(const QList<repair::Alternative>& alternatives)
{
    return std::any_of(alternatives.cbegin(), alternatives.cend(), [](const repair::Alternative& a) { return !a.checked; })
        ? Unchecked::Some
        : Unchecked::None;
}

void AlternativesPanel::setMoves(const QStringList& moves, const QString& note, Unchecked unchecked)
{
    m_note->setText(unchecked == Unchecked::None ? note
                                                 : note + u' '
            + tr("It is not shown that the moves marked “not ruled out” fit: the check stopped before it "
                 "could exclude them."));
    {
        const QSignalBlocker quiet(m_list);  // the first is previewed once, below
        m_list->clear();
        m_list->addItems(moves);
        m_list->setCurrentRow(-1);
    }
    // The list matters only where there is more than one move to look at.
    m_list->setEnabled(moves.size() > 1);
    m_choose->setEnabled(false);
    if (!moves.isEmpty())
        m_list->setCurrentRow(0);
}

// A few rows: five alternatives at most, and the move the game goes on with.
void AlternativesPanel::fitToFont() { m_list->setMaximumHeight(m_list->fontMetrics().lineSpacing() * 7); }

void AlternativesPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        fitToFont();
    QWidget::changeEvent(event);
}

// Enter on an alternative chooses it; on the first row (the move the game goes on with already) it does
// nothing. Either way it goes no further: the list ignores the key, and the dialog would press its default
// button (in the reconstruction dialog, write the changes into the sheet and close).
bool AlternativesPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            choose();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void AlternativesPanel::choose()
{
    if (m_list->currentRow() >= 1)
        emit chosen(m_list->currentRow() - 1);
}
