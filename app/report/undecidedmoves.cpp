// SPDX-License-Identifier: GPL-3.0-or-later
#include "undecidedmoves.h"

#include "shownnotation.h"

#include <QCoreApplication>

namespace undecidedmoves {
namespace {

// The words' translation context, declared so that lupdate finds them.
struct UndecidedMoves {
    Q_DECLARE_TR_FUNCTIONS(UndecidedMoves)
};

QString moveOrNone(const chess::Position& before, chess::Move move, notation::Language language)
{
    return move.isNone() ? UndecidedMoves::tr("no move") : shownnotation::move(before, move, language);
}

// An alternative whose check stopped at its search limit (Alternative::checked false) was not shown to fit
// the sheet as well, only not ruled out: it is not worded as one that fits.
QString markedUnlessChecked(const repair::Alternative& a, const QString& words)
{
    return a.checked ? words
                     : UndecidedMoves::tr("%1 (not ruled out: the check stopped at its search limit)").arg(words);
}

}  // namespace

QStringList ofChange(const chess::Position& before, chess::Move made, const QList<repair::Alternative>& alternatives,
    notation::Language language)
{
    QStringList moves{moveOrNone(before, made, language)};
    for (const repair::Alternative& a : alternatives)
        moves << markedUnlessChecked(a, moveOrNone(before, a.move, language));
    return moves;
}

QStringList ofDifference(const chess::Position& before, const repair::Reconciliation& r,
    const repair::ReconciledStep& step, const std::array<notation::Language, 2>& languages)
{
    const auto named = [&](chess::Move move) {
        if (move.isNone())
            return UndecidedMoves::tr("no move");
        if (move == step.said[0])
            return UndecidedMoves::tr("%1 (this sheet)").arg(shownnotation::move(before, move, languages[0]));
        if (move == step.said[1])
            return UndecidedMoves::tr("%1 (other sheet)").arg(shownnotation::move(before, move, languages[1]));
        return shownnotation::move(before, move, languages[0]);
    };
    QStringList moves{named(step.ply >= 0 ? r.moves[step.ply] : chess::Move())};
    for (const repair::Alternative& a : step.alternatives)
        moves << markedUnlessChecked(a, named(a.move));
    return moves;
}

}  // namespace undecidedmoves
