// SPDX-License-Identifier: GPL-3.0-or-later
#include "reconstructiondialog.h"

#include "chess/movewalk.h"
#include "shownnotation.h"
#include "verdictstyle.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

ReconstructionDialog::ReconstructionDialog(
    std::shared_ptr<const sheet::Record> record, const QString& text, QWidget* parent)
    : QDialog(parent)
    , m_record(std::move(record))
    , m_text(text)
    , m_changes(new QTableWidget(this))
    , m_game(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("reconstructionDialog"));
    setWindowTitle(tr("Reconstruct Game"));
    const QList<QStringView> entries = sheet::entryTexts(*m_record, text);
    m_reconstruction = repair::reconstruct(m_record->start, entries, m_record->language);

    auto* summary = new QLabel(this);
    summary->setWordWrap(true);
    if (m_reconstruction.changes.isEmpty())
        summary->setText(tr("The sheet replays as written: nothing to change."));
    else
        summary->setText(tr("The most likely complete legal game needs %n change(s) to the sheet. Untick a change "
                            "to leave that entry as written.",
            nullptr, int(m_reconstruction.changes.size())));
    if (!m_reconstruction.complete)
        summary->setText(summary->text() + u' '
            + tr("The search ran out of time on this sheet: the end was mended one problem at a time."));

    m_changes->setObjectName(QStringLiteral("changes"));
    m_changes->setAccessibleName(tr("Changes"));
    m_changes->setAccessibleDescription(
        tr("The changes the most likely game needs, one a row; a ticked change is written into the sheet."));
    m_changes->setColumnCount(3);
    m_changes->setHorizontalHeaderLabels({tr("Move"), tr("Change"), tr("Why")});
    m_changes->setRowCount(int(m_reconstruction.changes.size()));
    m_changes->verticalHeader()->hide();
    m_changes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_changes->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int row = 0; row < m_reconstruction.changes.size(); ++row) {
        const repair::Change& c = m_reconstruction.changes[row];
        const sheet::EntryRecord& e = m_record->entries[c.entry];
        auto* number = new QTableWidgetItem(shownnotation::isolated(notation::moveNumberText(e.moveNumber, e.side)));
        number->setFlags(number->flags() | Qt::ItemIsUserCheckable);
        // A change the sheet does not decide is a proposal, not a finding: the arbiter ticks it (issue 25).
        number->setCheckState(c.decided ? Qt::Checked : Qt::Unchecked);
        m_changes->setItem(row, 0, number);
        auto* change = new QTableWidgetItem(sheetrepair::describe(c, m_reconstruction, *m_record, text));
        change->setBackground(verdictstyle::background(e.resolution.verdict));
        m_changes->setItem(row, 1, change);
        // Where the sheet does not decide, that comes first: the moves the arbiter chooses among.
        const QString undecided = sheetrepair::undecidedText(c, m_reconstruction, *m_record);
        const QString reason = repair::reasonMessage(c.reason, c.edit, c.tied);
        auto* why = new QTableWidgetItem(undecided.isEmpty() ? reason : undecided + QStringLiteral(" — ") + reason);
        why->setToolTip(why->text());
        m_changes->setItem(row, 2, why);
    }
    m_changes->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_changes->horizontalHeader()->setStretchLastSection(true);
    connect(m_changes, &QTableWidget::itemChanged, this, &ReconstructionDialog::showGame);

    m_game->setObjectName(QStringLiteral("reconstructedGame"));
    m_game->setAccessibleName(tr("The game as reconstructed"));
    m_game->setAccessibleDescription(
        tr("The whole game with the ticked changes; the moves they change are underlined."));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Write Accepted Changes into the Sheet"));
    buttons->button(QDialogButtonBox::Ok)
        ->setAccessibleDescription(tr("Writes the ticked changes into the sheet, as one step that Undo takes back."));
    buttons->button(QDialogButtonBox::Cancel)->setAccessibleDescription(tr("Leaves the sheet as it is."));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_reconstruction.changes.isEmpty());
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(m_changes, 1);
    layout->addWidget(new QLabel(tr("The game as reconstructed (changed moves underlined):"), this));
    layout->addWidget(m_game, 1);
    layout->addWidget(buttons);
    resize(720, 520);
    showGame();
}

// The whole game as the user sees moves, the moves that accepted changes give underlined. The game is
// notation from end to end: one isolate, in the direction of its moves.
void ReconstructionDialog::showGame()
{
    QSet<int> changedPlies;
    for (int row = 0; row < m_reconstruction.changes.size(); ++row) {
        const repair::Change& c = m_reconstruction.changes[row];
        if (c.ply >= 0 && m_changes->item(row, 0)->checkState() == Qt::Checked) {
            changedPlies.insert(c.ply);
            if (c.kind == repair::Change::Kind::Inserted || c.kind == repair::Change::Kind::Swapped)
                changedPlies.insert(c.ply + 1);
        }
    }
    QString html;
    for (const chess::WalkedMove& w : chess::MoveWalk(m_record->start, m_reconstruction.moves)) {
        if (w.ply == 0 || w.before.sideToMove() == chess::Color::White)
            html += notation::moveNumberText(w.before) + u' ';
        const QString move
            = notation::writeMove(w.before, w.move, shownnotation::options(m_record->language)).toHtmlEscaped();
        html += changedPlies.contains(w.ply) ? QStringLiteral("<b><u>%1</u></b> ").arg(move) : move + u' ';
    }
    m_game->setHtml(shownnotation::isolated(html.trimmed()));
}

QList<sheetrepair::SheetEdit> ReconstructionDialog::acceptedEdits() const
{
    QList<sheetrepair::SheetEdit> edits;
    for (int row = 0; row < m_reconstruction.changes.size(); ++row)
        if (m_changes->item(row, 0)->checkState() == Qt::Checked)
            edits += sheetrepair::editsFor(m_reconstruction.changes[row], m_reconstruction, *m_record);
    return edits;
}
