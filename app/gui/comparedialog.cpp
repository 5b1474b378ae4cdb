// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparedialog.h"

#include "alternativespanel.h"
#include "besideboard.h"
#include "boardwidget.h"
#include "chess/movewalk.h"
#include "sheet/replay.h"
#include "shownnotation.h"
#include "undecidedmoves.h"
#include "verdictstyle.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace {

enum Column { NumberColumn, ThisSheetColumn, OtherSheetColumn, GameColumn, SheetsColumn, ColumnCount };

// The mark of a step the sheets cannot decide, in the table and in the game: a symbol with words, not
// a colour alone.
const QString UndecidedMark = QStringLiteral("⚖");

}  // namespace

CompareDialog::CompareDialog(const sheet::Record& record, const QString& text, const QString& otherText,
    const QString& otherName, QWidget* parent)
    : QDialog(parent)
    , m_start(record.start)
    , m_texts{text, otherText}
    , m_otherName(otherName)
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_previous(new QPushButton(tr("▲ Previous Difference"), this))
    , m_next(new QPushButton(tr("Next Difference ▼"), this))
    , m_alternatives(new AlternativesPanel(this))
    , m_board(new BoardWidget(this))
    , m_boardCaption(new QLabel(this))
    , m_game(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("compareDialog"));
    setWindowTitle(tr("Compare Two Sheets"));
    m_other = sheet::checkSheet(m_texts[1], record.start, {std::nullopt, record.language});
    m_languages = {record.language, m_other.language};
    m_entries = {sheet::entryTexts(record, m_texts[0]), sheet::entryTexts(m_other, m_texts[1])};
    m_reconciliation = repair::reconcile(m_start, sheets());

    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("comparisonSummary"));
    m_table->setObjectName(QStringLiteral("comparison"));
    m_table->setHorizontalHeaderLabels({tr("Move"), tr("This sheet"), tr("Other sheet"), tr("Game"), tr("Sheets")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) { showRow(row); });

    // F3 and Shift+F3, as "find next" and "find previous" go from one match to the next elsewhere.
    m_previous->setObjectName(QStringLiteral("previousDifference"));
    m_previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3));
    m_previous->setToolTip(tr("The previous place where the sheets differ (%1)")
                               .arg(m_previous->shortcut().toString(QKeySequence::NativeText)));
    m_next->setObjectName(QStringLiteral("nextDifference"));
    m_next->setShortcut(QKeySequence(Qt::Key_F3));
    m_next->setToolTip(
        tr("The next place where the sheets differ (%1)").arg(m_next->shortcut().toString(QKeySequence::NativeText)));
    connect(m_previous, &QPushButton::clicked, this, [this] { goToDifference(-1); });
    connect(m_next, &QPushButton::clicked, this, [this] { goToDifference(1); });
    connect(m_alternatives, &AlternativesPanel::previewed, this,
        [this](int listed) { preview(m_table->currentRow(), listed); });
    // Queued: choosing rebuilds the table and the list the choice came from; at the row chosen at.
    connect(m_alternatives, &AlternativesPanel::chosen, this, [this](int alternative) {
        QMetaObject::invokeMethod(
            this, [this, row = m_table->currentRow(), alternative] { choose(row, alternative); }, Qt::QueuedConnection);
    });

    m_board->setObjectName(QStringLiteral("compareBoard"));
    m_boardCaption->setObjectName(QStringLiteral("boardCaption"));
    m_game->setObjectName(QStringLiteral("agreedGame"));
    m_table->setAccessibleName(tr("Comparison"));
    m_table->setAccessibleDescription(tr("Each move of the game that fits both sheets, with what each sheet has for "
                                         "it and where they differ; the board shows the position at the chosen row."));
    m_game->setAccessibleName(tr("The game that fits both sheets"));
    m_game->setAccessibleDescription(tr("The whole game as both sheets agree on it, with the arbiter's choices."));

    auto* navigation = new QWidget(this);
    auto* navigationLayout = new QHBoxLayout(navigation);
    navigationLayout->setContentsMargins(0, 0, 0, 0);
    navigationLayout->addWidget(m_previous);
    navigationLayout->addWidget(m_next);
    navigationLayout->addStretch(1);
    QSplitter* splitter = columnBesideBoard({m_table, navigation, m_alternatives, m_boardCaption}, m_board, this);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)
        ->setAccessibleDescription(tr("Closes the comparison; the arbiter's report prints it with the choices made."));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    layout->addWidget(new QLabel(
        tr("The game that fits both sheets (%1: the sheets cannot decide that move):").arg(UndecidedMark), this));
    layout->addWidget(m_game);
    layout->addWidget(buttons);
    fitToFont();
    resize(1040, 720);

    fill();
    // Start where the sheets first differ: that is what the arbiter opened this for.
    const auto first = std::find_if(m_reconciliation.steps.cbegin(), m_reconciliation.steps.cend(),
        [](const repair::ReconciledStep& s) { return s.differs; });
    m_table->setCurrentCell(
        first == m_reconciliation.steps.cend() ? 0 : int(first - m_reconciliation.steps.cbegin()), NumberColumn);
}

void CompareDialog::fitToFont()
{
    // Two lines, the move and what the sheets say there: held open, so that the table does not jump.
    m_boardCaption->setMinimumHeight(m_boardCaption->fontMetrics().lineSpacing() * 2 + 2);
    m_game->setMaximumHeight(m_game->fontMetrics().lineSpacing() * 4);
}

void CompareDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        fitToFont();
    QDialog::changeEvent(event);
}

report::Comparison CompareDialog::comparison() const { return {m_otherName, m_texts[1], m_other, m_reconciliation}; }

std::array<repair::SheetEntries, 2> CompareDialog::sheets() const
{
    return {{{m_entries[0], m_languages[0]}, {m_entries[1], m_languages[1]}}};
}

chess::Position CompareDialog::positionBefore(int ply) const
{
    return chess::positionAfter(m_start, std::span(m_reconciliation.moves).first(ply));
}

// The table, the summary and the game, from the reconciliation as it stands with the arbiter's choices.
void CompareDialog::fill()
{
    const repair::Reconciliation& r = m_reconciliation;
    const QList<repair::ReconciledStep> differences = r.differences();
    const auto undecided = std::count_if(differences.cbegin(), differences.cend(),
        [](const repair::ReconciledStep& s) { return !s.decided && !repair::notCheckedToTheEnd(s); });
    const auto notChecked = std::count_if(differences.cbegin(), differences.cend(),
        [](const repair::ReconciledStep& s) { return repair::notCheckedToTheEnd(s); });
    QString summary = tr("The game that fits both sheets has %n ply(s).", nullptr, int(r.moves.size())) + u' '
        + tr("The sheets differ in %n place(s).", nullptr, int(differences.size())) + u' '
        + tr("This sheet goes to ply %1, the other (%2) to ply %3.").arg(r.plies[0]).arg(m_otherName).arg(r.plies[1]);
    if (undecided > 0)
        summary += u' '
            + tr("In %n of them nothing on the sheets decides which move was played (%1): choose there which "
                 "move stands, from the list under the table.",
                nullptr, int(undecided))
                  .arg(UndecidedMark);
    if (notChecked > 0)
        summary += u' '
            + tr("In %n of them the check stopped at its search limit (%1): the move found there is not claimed "
                 "decided.",
                nullptr, int(notChecked))
                  .arg(UndecidedMark);
    m_summary->setText(summary);

    m_table->setRowCount(int(r.steps.size()));
    QString game;
    chess::Position p = m_start;
    for (int row = 0; row < r.steps.size(); ++row) {
        const repair::ReconciledStep& step = r.steps[row];
        const bool undecidedStep = step.differs && !step.decided;
        QString number, move;
        if (step.ply >= 0) {
            number = shownnotation::isolated(notation::moveNumberText(p));
            move = shownnotation::move(p, r.moves[step.ply], m_languages[0]);
            if (step.ply == 0 || p.sideToMove() == chess::Color::White)
                game += number + u' ';
            game += undecidedStep ? QStringLiteral("<b>%1%2</b> ").arg(move.toHtmlEscaped(), UndecidedMark)
                                  : move.toHtmlEscaped() + u' ';
        } else {
            move = tr("(no move)");
        }
        QString sheets, why;
        if (undecidedStep && repair::notCheckedToTheEnd(step)) {
            sheets = UndecidedMark + u' ' + tr("not decided: search limit");
            why = tr("The check stopped at its search limit before every other move was tried: the move found is not "
                     "claimed "
                     "decided.");
        } else if (undecidedStep) {
            sheets = UndecidedMark + u' '
                + (m_chosen.contains(row) ? tr("chosen by the arbiter") : tr("cannot be decided"));
            why = tr("Nothing on the sheets decides this move: choose in the list under the table which move "
                     "stands.");
        } else if (step.differs) {
            sheets = tr("≠ the sheets differ");
            why = tr("The sheets do not both say this move as written; the game takes the move that fits both "
                     "sheets best, and nothing else fits them as well.");
        }
        const QString cells[ColumnCount]
            = {number, step.entry[0] >= 0 ? shownnotation::isolated(m_entries[0][step.entry[0]].toString()) : QString(),
                step.entry[1] >= 0 ? shownnotation::isolated(m_entries[1][step.entry[1]].toString()) : QString(), move,
                sheets};
        for (int column = 0; column < ColumnCount; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setToolTip(why);
            if (step.differs)
                item->setBackground(verdictstyle::background(
                    undecidedStep ? notation::Verdict::Ambiguous : notation::Verdict::Illegal));
            m_table->setItem(row, column, item);
        }
        if (step.ply >= 0)
            p.doMove(r.moves[step.ply]);
    }
    m_game->setHtml(game.trimmed());
}

// The arbiter's choice at an undecided step: the game after it is reconciled again from there, so the
// choices made further on no longer apply.
void CompareDialog::choose(int step, int alternative)
{
    m_reconciliation = repair::choose(m_start, sheets(), m_reconciliation, step, alternative);
    m_chosen.removeIf([step](int chosen) { return chosen >= step; });
    m_chosen.insert(step);
    fill();
    m_table->setCurrentCell(step, GameColumn);
    showRow(step);
}

// The row's moves in the list under the table (the moves that fit as well where the sheets do not decide),
// and the position after its move on the board.
void CompareDialog::showRow(int row)
{
    const QList<repair::ReconciledStep>& steps = m_reconciliation.steps;
    if (row < 0 || row >= steps.size())
        return;
    const repair::ReconciledStep& step = steps[row];
    const chess::Position before = positionBefore(repair::movesBefore(m_reconciliation, row));
    if (!step.differs)
        m_alternatives->setMoves({}, {});
    else if (step.decided)
        m_alternatives->setMoves(undecidedmoves::ofDifference(before, m_reconciliation, step, m_languages),
            tr("The sheets decide this move: nothing else fits both as well."));
    else if (step.alternatives.isEmpty())
        m_alternatives->setMoves(undecidedmoves::ofDifference(before, m_reconciliation, step, m_languages),
            tr("%1 Not claimed decided: the check stopped at its search limit before every other move was tried.")
                .arg(UndecidedMark));
    else
        m_alternatives->setMoves(undecidedmoves::ofDifference(before, m_reconciliation, step, m_languages),
            tr("%1 Nothing on the sheets decides this move; these fit them as well. Select one to see it on the "
               "board; Choose This Move makes it the game's.")
                .arg(UndecidedMark),
            AlternativesPanel::uncheckedAmong(step.alternatives));
    if (!step.differs)
        preview(row, 0);  // the list is empty: the row's own move
    const auto differsBefore
        = std::any_of(steps.cbegin(), steps.cbegin() + row, [](const repair::ReconciledStep& s) { return s.differs; });
    const auto differsAfter = std::any_of(
        steps.cbegin() + row + 1, steps.cend(), [](const repair::ReconciledStep& s) { return s.differs; });
    m_previous->setEnabled(differsBefore);
    m_next->setEnabled(differsAfter);
}

// On the board, the position after the row's move as listed: 0 the game's, else that alternative's;
// for entries that stand for no move, the position they stand in.
void CompareDialog::preview(int row, int listed)
{
    const QList<repair::ReconciledStep>& steps = m_reconciliation.steps;
    if (row < 0 || row >= steps.size())
        return;
    const repair::ReconciledStep& step = steps[row];
    chess::Position p = positionBefore(repair::movesBefore(m_reconciliation, row));
    const repair::Alternative alternative = step.alternatives.value(listed - 1);
    const chess::Move move
        = listed <= 0 ? (step.ply >= 0 ? m_reconciliation.moves[step.ply] : chess::Move()) : alternative.move;
    if (move.isNone()) {
        m_board->setPosition(p, {});
        m_boardCaption->setText(tr("(no move): the position the entry stands in"));
        return;
    }
    // A way that puts a move before the entry gives two moves: both are played, as the list words it.
    QList<chess::Move> moves{move};
    if (listed > 0 && !alternative.then.isNone())
        moves << alternative.then;
    // As the list under the table writes them: a move one sheet says there in that sheet's letters, the two
    // moves of a way that puts one before the entry in this sheet's.
    const auto written = [&](const chess::Position& before, chess::Move m) {
        return shownnotation::move(before, m, m_languages[alternativewords::sheetSaying(step, m).value_or(0)]);
    };
    QStringList shown;
    for (const chess::WalkedMove& w : chess::MoveWalk(p, moves))
        shown << (moves.size() == 1 ? written(w.before, w.move)
                                    : shownnotation::move(w.before, w.move, m_languages[0]));
    // The number and its moves one run in the notation's own direction ("6. Qf3" in a right-to-left window too).
    QString caption = shownnotation::isolated(notation::moveNumberText(p) + u' ' + shown.join(u' '));
    if (listed > 0)
        caption += u'\n'
            + (alternative.checked ? tr("%1 fits the sheets as well; the game goes on with %2")
                                   : tr("%1 is not ruled out (the check stopped at its search limit); the game goes "
                                        "on with %2"))
                  .arg(shownnotation::isolated(shown.join(u' ')),
                      step.ply >= 0 ? written(p, m_reconciliation.moves[step.ply]) : tr("(no move)"));
    else if (step.differs && !step.decided)
        caption += u'\n'
            + (step.alternatives.isEmpty()
                    ? tr("%1 not decided: the check stopped at its search limit; the move found is %2")
                    : tr("%1 cannot be decided: %2"))
                  .arg(UndecidedMark,
                      alternativewords::inOneLine(undecidedmoves::ofDifference(p, m_reconciliation, step, m_languages,
                                                      alternativewords::UncheckedWays::Plain),
                          step.alternatives));
    for (chess::Move m : moves)
        p.doMove(m);
    m_board->setPosition(p, moves.last());
    m_boardCaption->setText(caption);
}

void CompareDialog::goToDifference(int direction)
{
    const QList<repair::ReconciledStep>& steps = m_reconciliation.steps;
    for (int row = m_table->currentRow() + direction; row >= 0 && row < steps.size(); row += direction)
        if (steps[row].differs) {
            m_table->setCurrentCell(row, NumberColumn);
            m_table->scrollToItem(m_table->item(row, NumberColumn));
            return;
        }
}
