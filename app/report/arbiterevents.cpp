// SPDX-License-Identifier: GPL-3.0-or-later
#include "arbiterevents.h"

#include "openclaims.h"
#include "shownnotation.h"

#include "sheet/gameresult.h"

namespace {

using MoveNames = ArbiterEvents::MoveNames;

// A move named in words (notation kept left to right in right-to-left text), in HTML: on screen a link
// that shows the board at `ply`.
QString plyLink(int ply, const QString& words, MoveNames names)
{
    const QString shown = shownnotation::isolated(words).toHtmlEscaped();
    return names == MoveNames::Links ? QStringLiteral("<a href=\"ply:%1\">%2</a>").arg(ply).arg(shown) : shown;
}

// "7... Sf6": the entry played at a ply as the sheet writes it.
QString moveAt(const sheet::Record& r, const QString& text, int ply, MoveNames names)
{
    QString words = ArbiterEvents::tr("the start");
    for (const sheet::EntryRecord& e : r.entries)
        if (e.ply == ply && ply > 0) {
            words = sheet::numberedEntryText(e, text);
            break;
        }
    return plyLink(ply, words, names);
}

// A translated sentence made safe for HTML before the links go into its placeholders.
QString sentence(const QString& translated) { return translated.toHtmlEscaped(); }

QString eventText(const sheet::Record& r, const QString& text, const sheet::GameEvent& e, MoveNames names)
{
    QStringList where;
    for (int ply : e.plies)
        where << moveAt(r, text, ply, names);
    const QString after = moveAt(r, text, e.ply, names);
    switch (e.kind) {
    case sheet::EventKind::Threefold:
        return sentence(
            ArbiterEvents::tr(
                "Threefold repetition after %1: the same position stood after %2. A draw may be claimed (9.2)."))
            .arg(after, where.join(QStringLiteral(", ")));
    case sheet::EventKind::Fivefold:
        return sentence(
            ArbiterEvents::tr("Fivefold repetition after %1: the game is drawn (9.6.1). The position stood after %2."))
            .arg(after, where.join(QStringLiteral(", ")));
    case sheet::EventKind::FiftyMoves:
        return sentence(
            ArbiterEvents::tr("Fifty moves without a capture or pawn move after %1: a draw may be claimed (9.3)."))
            .arg(after);
    case sheet::EventKind::SeventyFiveMoves:
        return sentence(
            ArbiterEvents::tr("Seventy-five moves without a capture or pawn move after %1: the game is drawn (9.6.2)."))
            .arg(after);
    case sheet::EventKind::Checkmate: return sentence(ArbiterEvents::tr("Checkmate after %1.")).arg(after);
    case sheet::EventKind::Stalemate: return sentence(ArbiterEvents::tr("Stalemate after %1.")).arg(after);
    case sheet::EventKind::InsufficientMaterial:
        return sentence(ArbiterEvents::tr("Dead position after %1: neither side can mate (5.2.2).")).arg(after);
    case sheet::EventKind::LockedPawns:
        return sentence(
            ArbiterEvents::tr("Dead position after %1: the pawns can no longer move and wall the pieces in, "
                              "so neither side can mate (5.2.2)."))
            .arg(after);
    }
    return {};
}

// The draws the player to move may claim now (9.2.2, 9.3.2), and with which written moves (9.2.1, 9.3.1).
QStringList openClaimTexts(const sheet::Record& r, const QString& text, MoveNames names)
{
    const OpenClaims open = openClaims(r);
    if (open.isEmpty())
        return {};
    const QString side
        = r.final.sideToMove() == chess::Color::White ? ArbiterEvents::tr("White") : ArbiterEvents::tr("Black");
    QStringList items;
    if (open.threefold)
        items << sentence(
            ArbiterEvents::tr("%1 may claim a draw now: the position after %2 has stood %n times (9.2.2).", nullptr,
                int(open.threefold->occurrences.size())))
                     .arg(side, moveAt(r, text, r.plies, names));
    if (open.fifty)
        items << sentence(
            ArbiterEvents::tr("%1 may claim a draw now: 50 moves by each player without a capture or pawn "
                              "move (9.3.2)."))
                     .arg(side);
    if (!open.threefoldWithMove.isEmpty()) {
        QStringList moves;
        for (const chess::Move m : open.threefoldWithMove)
            moves << shownnotation::move(r.final, m, r.language).toHtmlEscaped();
        items << sentence(ArbiterEvents::tr("%1 may claim a draw by writing one of these moves and declaring it: the "
                                            "position it leads to would stand for the third time (9.2.1): %2."))
                     .arg(side, moves.join(QStringLiteral(", ")));
    }
    if (!open.fiftyWithMove.isEmpty())
        items << sentence(
            ArbiterEvents::tr("%1 may claim a draw by writing a move that is neither a capture nor a "
                              "pawn move and declaring it: it completes 50 moves by each player (9.3.1)."))
                     .arg(side);
    return items;
}

// "Moves completed: White 2, Black 1 — verified to move 2; the sheet goes on to move 15, not checked."
QString movesCompletedText(const sheet::Record& r)
{
    const QString count
        = ArbiterEvents::tr("Moves completed: White %1, Black %2.").arg(r.movesCompleted[0]).arg(r.movesCompleted[1]);
    const sheet::MoveCountReach reach = r.moveCountReach();
    if (reach.complete)
        return sentence(count + u' ' + ArbiterEvents::tr("Every entry is checked."));
    return sentence(count + u' '
        + ArbiterEvents::tr("Verified to move %1 only: the sheet goes on to move %2, not checked.")
              .arg(reach.verifiedTo)
              .arg(reach.writtenTo));
}

}  // namespace

QStringList ArbiterEvents::items(
    const sheet::Record& r, const QString& text, const QString& resultField, MoveNames names)
{
    // A claim can be open before the first move, from a start position whose half-move clock stands high.
    const QStringList claims = openClaimTexts(r, text, names);
    if (r.entries.isEmpty() && r.resultWritten.isEmpty() && resultField.trimmed().isEmpty() && claims.isEmpty())
        return {};
    QStringList items;
    for (const sheet::DrawOffer& d : r.drawOffers) {
        if (r.entries[d.entry].entry.takenBack) {
            // Offered with a move taken back (7.5.1): the offer was made, the arbiter weighs it.
            const QString move = plyLink(d.ply, sheet::numberedEntryText(r.entries[d.entry], text), names);
            items << (d.side == chess::Color::White
                    ? sentence(ArbiterEvents::tr("Draw offer by White with %1, a move taken back as illegal (7.5.1)."))
                    : sentence(ArbiterEvents::tr("Draw offer by Black with %1, a move taken back as illegal (7.5.1).")))
                         .arg(move);
            continue;
        }
        items << (d.side == chess::Color::White ? sentence(ArbiterEvents::tr("Draw offer by White with %1."))
                                                : sentence(ArbiterEvents::tr("Draw offer by Black with %1.")))
                     .arg(moveAt(r, text, d.ply, names));
    }
    // An offer written with an entry the replay did not play is on the sheet all the same: said, as not
    // checked (no position of the game carries it).
    for (const int i : r.drawOffersNotPlayed(text)) {
        const sheet::EntryRecord& e = r.entries[i];
        const QString entry = shownnotation::isolated(sheet::numberedEntryText(e, text)).toHtmlEscaped();
        items << (e.side == chess::Color::White
                ? sentence(
                    ArbiterEvents::tr("Draw offer by White with %1, an entry the replay did not play: not checked."))
                : sentence(
                    ArbiterEvents::tr("Draw offer by Black with %1, an entry the replay did not play: not checked.")))
                     .arg(entry);
    }
    for (const sheet::GameEvent& e : r.events)
        items << eventText(r, text, e, names);
    // What a player wrote after the game ended by itself does not count (5.1.1, 5.2, 9.6).
    if (const qsizetype after = r.entriesAfterEnd(); after > 0)
        items << QStringLiteral("<b>⚠ %1</b>")
                     .arg(sentence(
                         ArbiterEvents::tr(
                             "The game ended by itself after %1; the %n entries written after it do not count.",
                             nullptr, int(after)))
                              .arg(moveAt(r, text, r.end->ply, names)));
    items << claims;
    items << movesCompletedText(r);
    if (!r.resultWritten.isEmpty() || !r.resultOnBoard.isEmpty())
        items << sentence(
            ArbiterEvents::tr("Result written: %1. On the board: %2.")
                .arg(r.resultWritten.isEmpty() ? ArbiterEvents::tr("none") : shownnotation::isolated(r.resultWritten),
                    r.resultOnBoard.isEmpty() ? ArbiterEvents::tr("not decided")
                                              : shownnotation::isolated(r.resultOnBoard)));
    // The arbiter's word against the sheet and the board: said before any export takes one of them.
    if (const QString disagreement = sheet::resultDisagreement(r, resultField); !disagreement.isEmpty())
        items << QStringLiteral("<b>⚠ %1</b>").arg(sentence(disagreement));
    return items;
}
