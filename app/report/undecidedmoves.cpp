// SPDX-License-Identifier: GPL-3.0-or-later
#include "undecidedmoves.h"

#include "alternativewords.h"
#include "shownnotation.h"

namespace undecidedmoves {

QStringList ofChange(const chess::Position& before, const repair::Reconstruction& r, const repair::Change& c,
    notation::Language language)
{
    return alternativewords::ofChange(
        before, alternativewords::madeBy(r, c), c.alternatives, language, shownnotation::move);
}

QStringList ofDifference(const chess::Position& before, const repair::Reconciliation& r,
    const repair::ReconciledStep& step, const std::array<notation::Language, 2>& languages)
{
    return alternativewords::ofDifference(before, r, step, languages, shownnotation::move);
}

}  // namespace undecidedmoves
