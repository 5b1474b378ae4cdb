#include "arbiterpanel.h"

#include "shownnotation.h"

#include "notation/movewriter.h"

namespace {

// "12. Nf3" style: the move number and side of a ply counted from the start position.
QString moveAt(const sheet::Record& r, int ply)
{
    if (ply == 0)
        return ArbiterPanel::tr("the start");
    const int startPly = (r.start.fullmoveNumber() - 1) * 2 + (r.start.sideToMove() == chess::Color::Black ? 1 : 0);
    const int absolute = startPly + ply - 1;
    const chess::Color side = absolute % 2 == 0 ? chess::Color::White : chess::Color::Black;
    const QString number = shownnotation::isolated(notation::moveNumberText(absolute / 2 + 1, side));
    return side == chess::Color::White ? ArbiterPanel::tr("%1 (White)").arg(number)
                                       : ArbiterPanel::tr("%1 (Black)").arg(number);
}

QString eventText(const sheet::Record& r, const sheet::GameEvent& e)
{
    QStringList where;
    for (int ply : e.plies)
        where << moveAt(r, ply);
    switch (e.kind) {
    case sheet::EventKind::Threefold:
        return ArbiterPanel::tr(
            "Threefold repetition after %1: the same position stood after %2. A draw may be claimed (9.2).")
            .arg(moveAt(r, e.ply), where.join(", "));
    case sheet::EventKind::Fivefold:
        return ArbiterPanel::tr("Fivefold repetition after %1: the game is drawn (9.6.1). The position stood after %2.")
            .arg(moveAt(r, e.ply), where.join(", "));
    case sheet::EventKind::FiftyMoves:
        return ArbiterPanel::tr("Fifty moves without a capture or pawn move after %1: a draw may be claimed (9.3).")
            .arg(moveAt(r, e.ply));
    case sheet::EventKind::SeventyFiveMoves:
        return ArbiterPanel::tr(
            "Seventy-five moves without a capture or pawn move after %1: the game is drawn (9.6.2).")
            .arg(moveAt(r, e.ply));
    case sheet::EventKind::Checkmate: return ArbiterPanel::tr("Checkmate after %1.").arg(moveAt(r, e.ply));
    case sheet::EventKind::Stalemate: return ArbiterPanel::tr("Stalemate after %1.").arg(moveAt(r, e.ply));
    case sheet::EventKind::InsufficientMaterial:
        return ArbiterPanel::tr("Dead position after %1: neither side can mate (5.2.2).").arg(moveAt(r, e.ply));
    }
    return {};
}

}  // namespace

ArbiterPanel::ArbiterPanel(QWidget* parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("arbiterPanel"));
}

void ArbiterPanel::setRecord(const sheet::Record& r)
{
    QStringList items;
    for (const sheet::DrawOffer& d : r.drawOffers)
        items << (d.side == chess::Color::White ? tr("Draw offer by White after move %1.")
                                                : tr("Draw offer by Black after move %1."))
                     .arg(d.moveNumber);
    for (const sheet::GameEvent& e : r.events)
        items << eventText(r, e);
    items << tr("Moves completed: White %1, Black %2.").arg(r.movesCompleted[0]).arg(r.movesCompleted[1]);
    if (!r.resultWritten.isEmpty() || !r.resultOnBoard.isEmpty())
        items << tr("Result written: %1. On the board: %2.")
                     .arg(r.resultWritten.isEmpty() ? tr("none") : shownnotation::isolated(r.resultWritten),
                         r.resultOnBoard.isEmpty() ? tr("not decided") : shownnotation::isolated(r.resultOnBoard));
    QString html = QStringLiteral("<ul>");
    for (const QString& item : items)
        html += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    setHtml(html + QStringLiteral("</ul>"));
}
