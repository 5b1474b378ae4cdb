// SPDX-License-Identifier: GPL-3.0-or-later
#include "undecidedmoves.h"

#include "alternativewords.h"
#include "shownnotation.h"

namespace undecidedmoves {

QStringList ofChange(const chess::Position& start, const repair::Reconstruction& r, const repair::Change& c,
    notation::Language language, alternativewords::UncheckedWays marking)
{
    return alternativewords::ofChange(start, r, c, language, shownnotation::move, marking);
}

QStringList ofDifference(const chess::Position& before, const repair::Reconciliation& r,
    const repair::ReconciledStep& step, const std::array<notation::Language, 2>& languages,
    alternativewords::UncheckedWays marking)
{
    return alternativewords::ofDifference(before, r, step, languages, shownnotation::move, marking);
}

}  // namespace undecidedmoves
