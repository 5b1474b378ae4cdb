#include "arbiterpanel.h"

#include "shownnotation.h"

#include "sheet/gameresult.h"

#include <QUrl>

namespace {

// "7... Sf6": the entry played at a ply as the sheet writes it, a link to its position.
QString moveAt(const sheet::Record& r, const QString& text, int ply)
{
    QString words = ArbiterPanel::tr("the start");
    for (const sheet::EntryRecord& e : r.entries)
        if (e.ply == ply && ply > 0) {
            words = sheet::numberedEntryText(e, text);
            break;
        }
    return QStringLiteral("<a href=\"ply:%1\">%2</a>").arg(ply).arg(shownnotation::isolated(words).toHtmlEscaped());
}

// A translated sentence made safe for HTML before the links go into its placeholders.
QString sentence(const QString& translated) { return translated.toHtmlEscaped(); }

QString eventText(const sheet::Record& r, const QString& text, const sheet::GameEvent& e)
{
    QStringList where;
    for (int ply : e.plies)
        where << moveAt(r, text, ply);
    const QString after = moveAt(r, text, e.ply);
    switch (e.kind) {
    case sheet::EventKind::Threefold:
        return sentence(
            ArbiterPanel::tr(
                "Threefold repetition after %1: the same position stood after %2. A draw may be claimed (9.2)."))
            .arg(after, where.join(QStringLiteral(", ")));
    case sheet::EventKind::Fivefold:
        return sentence(
            ArbiterPanel::tr("Fivefold repetition after %1: the game is drawn (9.6.1). The position stood after %2."))
            .arg(after, where.join(QStringLiteral(", ")));
    case sheet::EventKind::FiftyMoves:
        return sentence(
            ArbiterPanel::tr("Fifty moves without a capture or pawn move after %1: a draw may be claimed (9.3)."))
            .arg(after);
    case sheet::EventKind::SeventyFiveMoves:
        return sentence(
            ArbiterPanel::tr("Seventy-five moves without a capture or pawn move after %1: the game is drawn (9.6.2)."))
            .arg(after);
    case sheet::EventKind::Checkmate: return sentence(ArbiterPanel::tr("Checkmate after %1.")).arg(after);
    case sheet::EventKind::Stalemate: return sentence(ArbiterPanel::tr("Stalemate after %1.")).arg(after);
    case sheet::EventKind::InsufficientMaterial:
        return sentence(ArbiterPanel::tr("Dead position after %1: neither side can mate (5.2.2).")).arg(after);
    }
    return {};
}

// "Moves completed: White 2, Black 1 — verified to move 2; the sheet goes on to move 15, not checked."
QString movesCompletedText(const sheet::Record& r)
{
    const QString count
        = ArbiterPanel::tr("Moves completed: White %1, Black %2.").arg(r.movesCompleted[0]).arg(r.movesCompleted[1]);
    const sheet::MoveCountReach reach = r.moveCountReach();
    if (reach.complete)
        return sentence(count + u' ' + ArbiterPanel::tr("Every entry is checked."));
    return sentence(count + u' '
        + ArbiterPanel::tr("Verified to move %1 only: the sheet goes on to move %2, not checked.")
              .arg(reach.verifiedTo)
              .arg(reach.writtenTo));
}

}  // namespace

ArbiterPanel::ArbiterPanel(QWidget* parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("arbiterPanel"));
    setOpenLinks(false);  // a link is a move of this game, not a page
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("ply"))
            emit plyChosen(url.path().toInt());
    });
}

void ArbiterPanel::setRecord(const sheet::Record& r, const QString& text, const QString& resultField)
{
    if (r.entries.isEmpty() && r.resultWritten.isEmpty() && resultField.trimmed().isEmpty()) {
        setHtml(QStringLiteral("<p>%1</p>").arg(sentence(tr("Nothing to report: the sheet has no moves yet."))));
        return;
    }
    QStringList items;
    for (const sheet::DrawOffer& d : r.drawOffers)
        items << (d.side == chess::Color::White ? sentence(tr("Draw offer by White with %1."))
                                                : sentence(tr("Draw offer by Black with %1.")))
                     .arg(moveAt(r, text, d.ply));
    for (const sheet::GameEvent& e : r.events)
        items << eventText(r, text, e);
    // What a player wrote after the game ended by itself does not count (5.1.1, 5.2, 9.6).
    if (const qsizetype after = r.end ? r.entries.size() - r.end->ply : 0; after > 0)
        items << QStringLiteral("<b>⚠ %1</b>")
                     .arg(sentence(tr("The game ended by itself after %1; the %n entries written after it do not count.",
                                      nullptr, int(after)))
                             .arg(moveAt(r, text, r.end->ply)));
    items << movesCompletedText(r);
    if (!r.resultWritten.isEmpty() || !r.resultOnBoard.isEmpty())
        items << sentence(
            tr("Result written: %1. On the board: %2.")
                .arg(r.resultWritten.isEmpty() ? tr("none") : shownnotation::isolated(r.resultWritten),
                    r.resultOnBoard.isEmpty() ? tr("not decided") : shownnotation::isolated(r.resultOnBoard)));
    // The arbiter's word against the sheet and the board: said before any export takes one of them.
    if (const QString disagreement = sheet::resultDisagreement(r, resultField); !disagreement.isEmpty())
        items << QStringLiteral("<b>⚠ %1</b>").arg(sentence(disagreement));
    QString html = QStringLiteral("<ul>");
    for (const QString& item : items)
        html += QStringLiteral("<li>%1</li>").arg(item);
    setHtml(html + QStringLiteral("</ul>"));
}
