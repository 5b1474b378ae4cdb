// SPDX-License-Identifier: GPL-3.0-or-later
#include "flagrulingview.h"

#include "rulingtext.h"
#include "shownnotation.h"

#include "chess/uci.h"
#include "rulings/flagwording.h"

#include <QLabel>
#include <QVBoxLayout>

namespace {

// A line of moves from `position`, numbered as a sheet numbers them ("45... Qe1+ 46. Kh2 Qg1#").
QString numberedLine(chess::Position position, const QList<QString>& uci, const notation::WriteOptions& options)
{
    QStringList moves;
    for (const QString& text : uci) {
        const chess::Move move = chess::parseUci(position, text.toStdString());
        const bool numbered = moves.isEmpty() || position.sideToMove() == chess::Color::White;
        moves << (numbered ? notation::moveNumberText(position) + u' ' : QString())
                + notation::writeMove(position, move, options);
        position.doMove(move);
    }
    return moves.join(u' ');
}

// The ruling with its moves written as the user sees them (*Show moves as*), the mate line set apart as
// one piece of notation.
rulings::FlagRuling shownRuling(const rulings::FlagRuling& r, const sheet::Record& record)
{
    rulings::FlagRuling shown = r;
    const notation::WriteOptions options = shownnotation::options(record.language);
    if (shown.moveNotCompleted) {
        for (int i = int(record.entries.size()) - 1; i >= 0; --i)
            if (record.entries[i].ply == shown.moveNotCompleted->ply) {
                shown.moveNotCompleted->move
                    = notation::writeMove(record.positionBefore(i), record.entries[i].resolution.move, options);
                break;
            }
    }
    if (!r.mateLineUci.isEmpty())
        shown.mateLine = {shownnotation::isolated(numberedLine(record.final, r.mateLineUci, options))};
    return shown;
}

}  // namespace

FlagRulingView::FlagRulingView(QWidget* parent)
    : QWidget(parent)
    , m_verdict(rulingtext::verdictLabel())
    , m_result(rulingtext::partLabel(QStringLiteral("result")))
    , m_article(rulingtext::partLabel(QStringLiteral("article")))
    , m_count(rulingtext::partLabel(QStringLiteral("moveCount")))
    , m_mateLine(rulingtext::partLabel(QStringLiteral("mateLine")))
{
    auto* layout = new QVBoxLayout(this);
    for (QWidget* w : {m_verdict, m_result, m_article, m_count, m_mateLine})
        layout->addWidget(w);
    layout->addStretch(1);
    showMessage(QString());
}

void FlagRulingView::showMessage(const QString& message)
{
    m_verdict->setText(message);
    for (QWidget* w : {m_result, m_article, m_count, m_mateLine})
        w->hide();
}

void FlagRulingView::showRuling(const rulings::FlagRuling& ruling, const sheet::Record& record)
{
    const rulings::FlagRuling shown = shownRuling(ruling, record);
    const rulings::FlagWording w = rulings::flagWording(shown);
    const rulingtext::IsolatedMoves moves(
        {shown.moveNotCompleted ? shown.moveNotCompleted->numberedMove() : QString()});
    const auto set = [&moves](QLabel* label, const QString& text) {
        label->setText(moves.in(text));
        label->setVisible(!text.isEmpty());
    };
    set(m_verdict, w.verdict);
    set(m_result, resultLine(ruling));
    set(m_article, article());
    set(m_count, w.count);
    set(m_mateLine, w.mateLine);
}

QString FlagRulingView::article()
{
    // 6.9 as the Laws word it (FIDE Laws of Chess, 2023), for every outcome: its exception for a game
    // already over, the loss, the draw; the verdict names the article it rests on when that is another.
    return tr("Article 6.9: except where the game has already ended (5.1.1 to 5.2.3), a player who does not "
              "complete the prescribed number of moves in the allotted time loses the game; but the game is drawn "
              "if the opponent cannot checkmate the player's king by any possible series of legal moves.");
}

QString FlagRulingView::resultLine(const rulings::FlagRuling& ruling)
{
    return ruling.result.isEmpty() ? QString() : tr("Result: %1").arg(shownnotation::isolated(ruling.result));
}
