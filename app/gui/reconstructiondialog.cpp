// SPDX-License-Identifier: GPL-3.0-or-later
#include "reconstructiondialog.h"

#include "alternativespanel.h"
#include "besideboard.h"
#include "boardwidget.h"
#include "chess/movewalk.h"
#include "repair/decidedness.h"
#include "shownnotation.h"
#include "undecidedmoves.h"
#include "verdictstyle.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

ReconstructionDialog::ReconstructionDialog(
    std::shared_ptr<const sheet::Record> record, const QString& text, QWidget* parent)
    : QDialog(parent)
    , m_record(std::move(record))
    , m_text(text)
    , m_summary(new QLabel(this))
    , m_changes(new QTableWidget(this))
    , m_alternatives(new AlternativesPanel(this))
    , m_board(new BoardWidget(this))
    , m_boardCaption(new QLabel(this))
    , m_game(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("reconstructionDialog"));
    setWindowTitle(tr("Reconstruct Game"));
    m_entries = sheet::entryTexts(*m_record, m_text);
    m_reconstruction = repair::reconstruct(m_record->start, m_entries, m_record->language);

    m_summary->setWordWrap(true);
    m_changes->setObjectName(QStringLiteral("changes"));
    m_changes->setAccessibleName(tr("Changes"));
    m_changes->setAccessibleDescription(
        tr("The changes the most likely game needs, one a row; a ticked change is written into the sheet."));
    m_changes->setColumnCount(3);
    m_changes->setHorizontalHeaderLabels({tr("Move"), tr("Change"), tr("Why")});
    m_changes->verticalHeader()->hide();
    m_changes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_changes->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_changes->setSelectionMode(QAbstractItemView::SingleSelection);
    m_changes->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_changes->horizontalHeader()->setStretchLastSection(true);
    connect(m_changes, &QTableWidget::itemChanged, this, &ReconstructionDialog::showGame);
    connect(m_changes, &QTableWidget::currentCellChanged, this, [this](int row) { showChange(row); });
    connect(m_alternatives, &AlternativesPanel::previewed, this,
        [this](int listed) { preview(m_changes->currentRow(), listed); });
    // Queued: choosing rebuilds the table and the list the choice came from; at the row chosen at.
    connect(m_alternatives, &AlternativesPanel::chosen, this, [this](int alternative) {
        QMetaObject::invokeMethod(
            this, [this, row = m_changes->currentRow(), alternative] { choose(row, alternative); },
            Qt::QueuedConnection);
    });

    m_board->setObjectName(QStringLiteral("reconstructionBoard"));
    m_boardCaption->setObjectName(QStringLiteral("reconstructionBoardCaption"));
    m_boardCaption->setWordWrap(true);
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
    layout->addWidget(m_summary);
    layout->addWidget(columnBesideBoard({m_changes, m_alternatives, m_boardCaption}, m_board, this), 1);
    layout->addWidget(new QLabel(tr("The game as reconstructed (changed moves underlined):"), this));
    layout->addWidget(m_game);
    layout->addWidget(buttons);
    fitToFont();
    resize(1040, 680);

    // A change the sheet does not decide is a proposal, not a finding: the arbiter ticks it (issue 25).
    QList<bool> ticked;
    for (const repair::Change& c : m_reconstruction.changes)
        ticked << c.decided;
    fillChanges(ticked);
    m_changes->setCurrentCell(0, 0);
    if (m_reconstruction.changes.isEmpty())
        showChange(-1);
}

void ReconstructionDialog::fitToFont()
{
    // Two lines, the move and what it is: held open, so that the list does not jump.
    m_boardCaption->setMinimumHeight(m_boardCaption->fontMetrics().lineSpacing() * 2 + 2);
    m_game->setMaximumHeight(m_game->fontMetrics().lineSpacing() * 5);
}

void ReconstructionDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        fitToFont();
    QDialog::changeEvent(event);
}

// The summary and the table of changes, each ticked as `ticked` says.
void ReconstructionDialog::fillChanges(const QList<bool>& ticked)
{
    if (m_reconstruction.changes.isEmpty())
        m_summary->setText(tr("The sheet replays as written: nothing to change."));
    else
        m_summary->setText(tr("The most likely complete legal game needs %n change(s) to the sheet. Untick a change "
                              "to leave that entry as written.",
            nullptr, int(m_reconstruction.changes.size())));
    if (!m_reconstruction.complete)
        m_summary->setText(m_summary->text() + u' '
            + tr("The search stopped at its limit on this sheet: the end was mended one problem at a time."));

    const QSignalBlocker quiet(m_changes);  // the game is shown once, below
    m_changes->setRowCount(int(m_reconstruction.changes.size()));
    for (int row = 0; row < m_reconstruction.changes.size(); ++row) {
        const repair::Change& c = m_reconstruction.changes[row];
        const sheet::EntryRecord& e = m_record->entries[c.entry];
        auto* number = new QTableWidgetItem(shownnotation::isolated(notation::moveNumberText(e.moveNumber, e.side)));
        number->setFlags(number->flags() | Qt::ItemIsUserCheckable);
        number->setCheckState(ticked.value(row) ? Qt::Checked : Qt::Unchecked);
        m_changes->setItem(row, 0, number);
        auto* change = new QTableWidgetItem(sheetrepair::describe(c, m_reconstruction, *m_record, m_text));
        // An undecided change is marked as the compare window marks a difference the sheets cannot decide.
        change->setBackground(
            verdictstyle::background(c.decided ? e.resolution.verdict : notation::Verdict::Ambiguous));
        m_changes->setItem(row, 1, change);
        // Where the sheet does not decide, that comes first: the moves the arbiter chooses among.
        const QString undecided = sheetrepair::undecidedText(c, m_reconstruction, *m_record);
        const QString reason = repair::reasonMessage(c.reason, c.edit, c.tied);
        auto* why = new QTableWidgetItem(undecided.isEmpty() ? reason : undecided + QStringLiteral(" — ") + reason);
        why->setToolTip(why->text());
        m_changes->setItem(row, 2, why);
    }
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

// The change's moves in the list (the moves that fit as well where the sheet does not decide), the
// first shown on the board.
void ReconstructionDialog::showChange(int row)
{
    if (row < 0 || row >= m_reconstruction.changes.size()) {
        m_alternatives->setMoves({}, {});
        m_board->setPosition(chess::positionAfter(m_record->start, m_reconstruction.moves), {});
        m_boardCaption->clear();
        return;
    }
    const repair::Change& c = m_reconstruction.changes[row];
    const QStringList moves = undecidedmoves::ofChange(m_record->start, m_reconstruction, c, m_record->language);
    if (c.decided)
        m_alternatives->setMoves(moves,
            tr("The sheet decides this change: no other way to mend the entry fits it "
               "as well."));
    else if (c.alternatives.isEmpty())
        m_alternatives->setMoves(
            moves, tr("Not claimed decided: the check stopped at its search limit before every other way was tried."));
    else
        m_alternatives->setMoves(moves,
            tr("Nothing on the sheet decides this change; these moves fit it as well. "
               "Select one to see it on the board; Choose This Move puts it in and "
               "reconstructs the rest of the game after it."),
            AlternativesPanel::uncheckedAmong(c.alternatives));
}

// On the board, the position after the change's move as listed: 0 the one the game goes on with, else
// that alternative's (for one that puts a move before the entry, both moves), from its own entry (an
// earlier one where the same slip may have been made).
void ReconstructionDialog::preview(int row, int listed)
{
    if (row < 0 || row >= m_reconstruction.changes.size())
        return;
    const repair::Change& c = m_reconstruction.changes[row];
    const repair::Alternative a = c.alternatives.value(listed - 1);
    chess::Position p = listed > 0 && a.atEarlierEntry()
        ? chess::positionAfter(m_record->start, std::span(m_reconstruction.moves).first(a.movesBefore))
        : repair::positionBefore(m_record->start, m_reconstruction, c);
    QList<chess::Move> moves;
    if (listed <= 0) {
        if (c.ply >= 0)
            moves << m_reconstruction.moves[c.ply];
        if (c.kind == repair::Change::Kind::Inserted || c.kind == repair::Change::Kind::Swapped)
            moves << m_reconstruction.moves[c.ply + 1];
    }
    if (listed > 0 && !a.move.isNone()) {
        moves << a.move;
        if (!a.then.isNone())
            moves << a.then;
    }
    QStringList shown;
    for (const chess::WalkedMove& w : chess::MoveWalk(p, moves))
        shown << shownnotation::move(w.before, w.move, m_record->language);
    // The number and its moves one run in the notation's own direction, so that a right-to-left window
    // shows "6. Qf3", not "Qf3 6.".
    const QString numberText = notation::moveNumberText(p);
    const QString numbered = shown.isEmpty()
        ? shownnotation::isolated(numberText) + u' ' + tr("(no move): the entry is left out")
        : shownnotation::isolated(numberText + u' ' + shown.join(u' '));
    for (chess::Move m : moves)
        p.doMove(m);
    m_board->setPosition(p, moves.isEmpty() ? chess::Move() : moves.last());
    if (listed <= 0)
        m_boardCaption->setText(numbered);
    else if (a.checked)
        m_boardCaption->setText(tr("%1 fits the sheet as well (not the game's move yet)").arg(numbered));
    else
        m_boardCaption->setText(tr("%1 is not ruled out: the check stopped at its search limit before it "
                                   "settled whether this fits the sheet (not the game's move yet)")
                                    .arg(numbered));
}

// The arbiter's pick: the alternative stands at the change, and the rest of the game is reconstructed
// from after it. The changes before it keep their ticks; the pick is ticked (the arbiter chose it).
void ReconstructionDialog::choose(int row, int alternative)
{
    if (row < 0 || row >= m_reconstruction.changes.size())
        return;
    QList<bool> ticked;
    for (int i = 0; i < row; ++i)
        ticked << (m_changes->item(i, 0)->checkState() == Qt::Checked);
    // Where the pick stands: the change's entry, or the earlier one the alternative mends instead.
    const repair::Alternative picked = m_reconstruction.changes[row].alternatives.value(alternative);
    const int entry = picked.atEarlierEntry() ? picked.entry : m_reconstruction.changes[row].entry;
    m_reconstruction
        = repair::choose(m_record->start, m_entries, m_record->language, m_reconstruction, row, alternative);
    // The entry's own move picked leaves no change there: the next keeps its default.
    for (int i = row; i < m_reconstruction.changes.size(); ++i)
        ticked << ((i == row && m_reconstruction.changes[i].entry == entry) || m_reconstruction.changes[i].decided);
    fillChanges(ticked);
    const int current = std::min(row, int(m_reconstruction.changes.size()) - 1);
    m_changes->setCurrentCell(current, 0);
    showChange(current);
}

QList<sheetrepair::SheetEdit> ReconstructionDialog::acceptedEdits() const
{
    QList<sheetrepair::SheetEdit> edits;
    for (int row = 0; row < m_reconstruction.changes.size(); ++row)
        if (m_changes->item(row, 0)->checkState() == Qt::Checked)
            edits += sheetrepair::editsFor(m_reconstruction.changes[row], m_reconstruction, *m_record);
    return edits;
}
