// SPDX-License-Identifier: GPL-3.0-or-later
#include "writingrulewords.h"

#include "shownnotation.h"

#include "notation/movewriter.h"

#include <QStringList>

namespace {

using notation::Language;

QString square(chess::Square s, Language language)
{
    return shownnotation::isolated(notation::squareText(s, language));
}

QString squares(const QList<chess::Square>& list, Language language)
{
    QStringList names;
    for (chess::Square s : list)
        names << notation::squareText(s, language);
    return shownnotation::isolated(names.join(QStringLiteral(", ")));
}

QString letter(chess::PieceType piece, Language language)
{
    return shownnotation::isolated(notation::pieceLetter(language, piece).toString());
}

// The file or rank of the origin as the short form names it.
QString fileOf(chess::Square s, Language language) { return notation::squareText(s, language).left(1); }

}  // namespace

QString WritingRuleWords::sentence(
    const notation::WritingReasons& w, notation::WritingRule rule, notation::Language language)
{
    using notation::WritingRule;
    const int rivals = int(w.rivals.size());
    switch (rule) {
    case WritingRule::PieceLetter:
        return tr("A piece is written with its letter, %1 in %2, then the square it goes to, %3 (C.2, C.3, C.8).")
            .arg(letter(w.piece, language),
                QCoreApplication::translate("Language", notation::languageInfo(language).englishName),
                square(w.to, language));
    case WritingRule::PawnWithoutLetter:
        return tr("A pawn has no letter: its move is written with the square it goes to, %1 (C.4, C.8).")
            .arg(square(w.to, language));
    case WritingRule::OriginFile:
        return tr("Another piece of this kind, on %1, could also go to %2, so the file this one leaves, %3, is "
                  "written (C.10).",
            nullptr, rivals)
            .arg(
                squares(w.rivals, language), square(w.to, language), shownnotation::isolated(fileOf(w.from, language)));
    case WritingRule::OriginRank:
        // Only the rivals on the mover's file force the rank; the others the file alone would tell apart.
        return tr("Another piece of this kind on the same file, on %1, could also go to %2, so the rank this one "
                  "leaves, %3, is written (C.10).",
            nullptr, int(w.sameFileRivals.size()))
            .arg(squares(w.sameFileRivals, language), square(w.to, language),
                shownnotation::isolated(QString::number(chess::rankOf(w.from) + 1)));
    case WritingRule::OriginSquare:
        return tr("Another piece of this kind, on %1, could also go to %2; neither the file nor the rank alone tells "
                  "them apart, so the whole square this one leaves, %3, is written (C.10, C.8).",
            nullptr, rivals)
            .arg(squares(w.rivals, language), square(w.to, language), square(w.from, language));
    case WritingRule::PieceCapture:
        return tr("It captures on %1: an x may be written before that square; it is optional (C.9).")
            .arg(square(w.to, language));
    case WritingRule::PawnCapture:
        return tr("A pawn that captures is written with the file it leaves, %1, before the square it goes to; an x "
                  "between them is optional (C.9).")
            .arg(shownnotation::isolated(fileOf(w.from, language)));
    case WritingRule::EnPassant:
        return tr("En passant: the square written is the one the pawn lands on, %1, not that of the pawn it takes, "
                  "%2; e.p. may be added, it is optional (C.9).")
            .arg(square(w.to, language), square(w.captureSquare, language));
    case WritingRule::Promotion:
        return tr("Promotion: the letter of the new piece, %1, follows the square at once, without = (C.11).")
            .arg(letter(w.promotion, language));
    case WritingRule::CastlingKingside: return tr("Castling on the king's side is written 0-0, with zeros (C.13).");
    case WritingRule::CastlingQueenside: return tr("Castling on the queen's side is written 0-0-0, with zeros (C.13).");
    case WritingRule::DiscoveredCheck:
        return tr("Discovered check: the move uncovers the piece on %1, which gives check.")
            .arg(squares(w.checkers, language));
    case WritingRule::DoubleCheck:
        return tr("Double check: the pieces on %1 give check at once.").arg(squares(w.checkers, language));
    case WritingRule::Check: return tr("Check: + may be written after the move; it is optional (C.13).");
    case WritingRule::Mate: return tr("Checkmate: # (or ++) may be written after the move; it is optional (C.13).");
    }
    return {};
}
