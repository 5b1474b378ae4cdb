// SPDX-License-Identifier: GPL-3.0-or-later
#include "claimrulingview.h"

#include "boardwidget.h"
#include "rulingtext.h"
#include "shownnotation.h"

#include "rulings/claimwording.h"
#include "sheet/recordwalk.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace {

constexpr int PlyRole = Qt::UserRole + 1;  // the ply a line leads to on the main board; -1 for none
constexpr int SmallBoardLines = 12;  // a small board as high as twelve lines of text: 190 pixels at 100 %

// A position a ruling names: the one after the move that led there.
struct NamedPosition {
    chess::Position before;
    chess::Move move;  // none for the start position
    chess::Position after;
};

// Visits every point a ruling names, the written move's included; `Ruling` is const or not.
template <class Ruling, class Visit>
void forEachPoint(Ruling& r, Visit visit)
{
    for (auto& p : r.occurrences)
        visit(p);
    for (auto& s : r.notCounted)
        visit(s.point);
    if (r.lastIrreversible)
        visit(*r.lastIrreversible);
    if (r.intended && r.intended->resolution.isResolved())
        visit(r.intended->point);
    if (r.endedBefore != rulings::GameEnd::None)
        visit(r.endedBeforeAt);
}

// The positions of the points a ruling names, by ply, from one walk through the record (and the written
// move's, one ply past it).
QHash<int, NamedPosition> namedPositions(const rulings::ClaimRuling& r, const sheet::Record& record)
{
    QHash<int, NamedPosition> at;
    forEachPoint(r, [&at](const rulings::GamePoint& p) { at.insert(p.ply, {}); });
    if (at.contains(0))
        at[0] = {record.start, chess::Move(), record.start};
    for (const sheet::WalkedEntry& w : sheet::RecordWalk(record)) {
        if (w.record.isPastStop())
            break;
        if (w.record.ply == 0)
            continue;  // taken back (7.5.1): no position of the game
        if (const auto named = at.find(w.record.ply); named != at.end()) {
            *named = {w.before, w.record.resolution.move, w.before};
            named->after.doMove(w.record.resolution.move, w.record.resolution.checks);
        }
    }
    if (r.intended && r.intended->resolution.isResolved()) {
        NamedPosition& written = at[r.intended->point.ply];
        written = {record.final, r.intended->resolution.move, record.final};
        written.after.doMove(written.move);
    }
    return at;
}

// The ruling with its moves written as the user sees them (*Show moves as*), and what the user typed,
// the moves it can mean and a result set apart as notation.
rulings::ClaimRuling shownRuling(
    const rulings::ClaimRuling& r, const QHash<int, NamedPosition>& at, const sheet::Record& record)
{
    rulings::ClaimRuling shown = r;
    forEachPoint(shown, [&](rulings::GamePoint& p) {
        if (!p.move.isEmpty()) {
            const NamedPosition n = at.value(p.ply);
            p.move = notation::writeMove(n.before, n.move, shownnotation::options(record.language));
        }
    });
    if (shown.intended) {
        const notation::Resolution& read = shown.intended->resolution;
        shown.intended->text = shownnotation::isolated(shown.intended->text);
        shown.intended->readings.clear();
        for (int i = 0; i < read.candidateCount && i < notation::Resolution::MaxCandidates; ++i)
            shown.intended->readings << shownnotation::move(record.final, read.candidates[i], record.language);
        shown.intended->readings.sort();
    }
    if (!shown.consequence.result.isEmpty())
        shown.consequence.result = shownnotation::isolated(shown.consequence.result);
    return shown;
}

// The numbered moves a ruling names ("29. Qb4"), to be set apart in its lines.
rulingtext::IsolatedMoves numberedMoves(const rulings::ClaimRuling& shown)
{
    QStringList moves;
    forEachPoint(shown, [&moves](const rulings::GamePoint& p) { moves << p.numberedMove(); });
    return rulingtext::IsolatedMoves(moves);
}

// A list of lines, as flat as text; a line that names a position of the game is clicked to show it.
QListWidget* lineList(const QString& name)
{
    auto* list = new QListWidget;
    list->setObjectName(name);
    list->setFrameShape(QFrame::NoFrame);
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    list->setFocusPolicy(Qt::TabFocus);
    list->viewport()->setAutoFillBackground(false);
    list->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return list;
}

// A list as high as its lines, with no scroll bar: it reads as text.
void fitList(QListWidget* list)
{
    list->setFixedHeight(list->count() == 0 ? 0 : list->sizeHintForRow(0) * list->count() + 2 * list->frameWidth());
}

void fillList(QListWidget* list, const QStringList& lines, const QList<int>& plies)
{
    list->clear();
    for (qsizetype i = 0; i < lines.size(); ++i) {
        auto* item = new QListWidgetItem(lines[i], list);
        const int ply = plies.value(i, -1);
        item->setData(PlyRole, ply);
        item->setToolTip(ply >= 0 ? ClaimRulingView::tr("Show this position on the board") : QString());
        if (ply >= 0)
            item->setForeground(list->palette().link());
    }
    fitList(list);
    list->setVisible(!lines.isEmpty());
}

}  // namespace

ClaimRulingView::ClaimRulingView(QWidget* parent)
    : QWidget(parent)
    , m_verdict(rulingtext::verdictLabel())
    , m_article(rulingtext::partLabel(QStringLiteral("article")))
    , m_intended(rulingtext::partLabel(QStringLiteral("intended")))
    , m_occurrencesHeading(rulingtext::partLabel(QStringLiteral("occurrencesHeading")))
    , m_occurrences(lineList(QStringLiteral("occurrences")))
    , m_boards(new QWidget)
    , m_boardScroll(new QScrollArea)
    , m_boardRow(new QHBoxLayout(m_boards))
    , m_notCountedHeading(rulingtext::partLabel(QStringLiteral("notCountedHeading")))
    , m_notCounted(lineList(QStringLiteral("notCounted")))
    , m_count(lineList(QStringLiteral("moveCount")))
    , m_consequence(rulingtext::partLabel(QStringLiteral("consequence")))
{
    m_boards->setObjectName(QStringLiteral("occurrenceBoards"));
    m_boardRow->setContentsMargins(0, 0, 0, 0);
    m_boardScroll->setWidget(m_boards);
    m_boardScroll->setWidgetResizable(true);
    m_boardScroll->setFrameShape(QFrame::NoFrame);
    m_boardScroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_boardScroll->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    auto* layout = new QVBoxLayout(this);
    for (QWidget* w : std::initializer_list<QWidget*>{m_verdict, m_article, m_intended, m_occurrencesHeading,
             m_occurrences, m_boardScroll, m_notCountedHeading, m_notCounted, m_count, m_consequence})
        layout->addWidget(w);
    layout->addStretch(1);
    // A click, or Enter on the line the keyboard is on.
    const auto choose = [this](QListWidgetItem* item) {
        if (const int ply = item->data(PlyRole).toInt(); ply >= 0)
            emit plyChosen(ply);
    };
    for (QListWidget* list : {m_occurrences, m_notCounted, m_count}) {
        connect(list, &QListWidget::itemClicked, this, choose);
        connect(list, &QListWidget::itemActivated, this, choose);
    }
    showMessage(QString());
}

void ClaimRulingView::showMessage(const QString& message)
{
    m_verdict->setText(message);
    for (QWidget* w : std::initializer_list<QWidget*>{m_article, m_intended, m_occurrencesHeading, m_occurrences,
             m_boardScroll, m_notCountedHeading, m_notCounted, m_count, m_consequence})
        w->hide();
}

void ClaimRulingView::showRuling(const rulings::ClaimRuling& ruling, const sheet::Record& record)
{
    const QHash<int, NamedPosition> at = namedPositions(ruling, record);
    const rulings::ClaimRuling shown = shownRuling(ruling, at, record);
    const rulingtext::IsolatedMoves moves = numberedMoves(shown);
    const rulings::ClaimWording w = rulings::claimWording(shown);
    const auto set = [&moves](QLabel* label, const QString& text) {
        label->setText(moves.in(text));
        label->setVisible(!text.isEmpty());
    };
    const auto lines = [&moves](const QStringList& texts) { return moves.in(texts); };
    set(m_verdict, w.verdict);
    set(m_article, w.article);
    set(m_intended, w.intended);

    // A line leads to its position on the main board, but for the written move's, which is not played.
    const auto played = [&record](const rulings::GamePoint& p) { return p.ply <= record.plies ? p.ply : -1; };
    QList<int> plies;
    for (const rulings::GamePoint& p : ruling.occurrences)
        plies << played(p);
    set(m_occurrencesHeading, w.occurrencesHeading);
    fillList(m_occurrences, lines(w.occurrences), plies);
    // Each list named by its heading, as a reader of the screen sees it above the list.
    const QString leadsToBoard = tr("A line that names a position of the game shows it on the main board, "
                                    "by a click or by Enter.");
    m_occurrences->setAccessibleName(w.occurrencesHeading);
    m_occurrences->setAccessibleDescription(leadsToBoard);
    plies.clear();
    for (const rulings::SameBoardElsewhere& s : ruling.notCounted)
        plies << played(s.point);
    set(m_notCountedHeading, w.notCountedHeading);
    fillList(m_notCounted, lines(w.notCounted), plies);
    m_notCounted->setAccessibleName(w.notCountedHeading);
    m_notCounted->setAccessibleDescription(leadsToBoard);
    fillList(m_count, lines(w.count), {ruling.lastIrreversible ? played(*ruling.lastIrreversible) : -1});
    m_count->setAccessibleName(tr("The moves counted"));
    m_count->setAccessibleDescription(leadsToBoard);
    set(m_consequence, lines(w.consequence).join(u'\n'));

    // The occurrences side by side, each under its line.
    while (QLayoutItem* item = m_boardRow->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const QStringList captions = lines(w.occurrences);
    for (qsizetype i = 0; i < ruling.occurrences.size(); ++i) {
        const NamedPosition n = at.value(ruling.occurrences[i].ply);
        auto* cell = new QWidget;
        auto* column = new QVBoxLayout(cell);
        column->setContentsMargins(0, 0, 0, 0);
        auto* board = new BoardWidget;
        board->setObjectName(QStringLiteral("occurrenceBoard"));
        board->setPosition(n.after, n.move);
        auto* caption = new QLabel(captions.value(i));
        caption->setObjectName(QStringLiteral("occurrenceCaption"));
        caption->setAlignment(Qt::AlignHCenter);
        caption->setWordWrap(true);
        column->addWidget(board);
        column->addWidget(caption);
        m_boardRow->addWidget(cell);
        // Shown now, not later as a widget added to a shown layout is: hidden, it would count for nothing in
        // the height fitToFont gives the row, and a ruling made again would shrink it to a strip.
        cell->show();
    }
    m_boardRow->addStretch(1);
    m_boardScroll->setVisible(!ruling.occurrences.isEmpty());
    m_boardScroll->setAccessibleName(tr("Boards of the positions counted"));
    m_boardScroll->setAccessibleDescription(
        tr("Each position where the claimed one stood, as a small board above its move; the arrow keys scroll."));
    fitToFont();
}

void ClaimRulingView::fitToFont()
{
    for (QListWidget* list : {m_occurrences, m_notCounted, m_count})
        fitList(list);
    const int side = std::max(fontMetrics().lineSpacing() * SmallBoardLines, 8 * BoardPainter::SmallestClearSquare);
    for (BoardWidget* board : m_boards->findChildren<BoardWidget*>(QStringLiteral("occurrenceBoard")))
        board->setFixedSize(side, side);
    for (QLabel* caption : m_boards->findChildren<QLabel*>(QStringLiteral("occurrenceCaption")))
        caption->setFixedWidth(side);
    m_boardScroll->setFixedHeight(m_boards->sizeHint().height() + 4);
}

void ClaimRulingView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        fitToFont();
    QWidget::changeEvent(event);
}
