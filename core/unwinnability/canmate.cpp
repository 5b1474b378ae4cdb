// SPDX-License-Identifier: GPL-3.0-or-later
#include "canmate.h"

#include "exhaustivesearch.h"
#include "helpmatesearch.h"
#include "material.h"
#include "pawnwall.h"

#include "chess/movegen.h"

#include <algorithm>
#include <utility>

namespace unwinnability {

using namespace chess;

namespace {

constexpr int TableLog2Entries = 16;  // 2 MB

// The phases of canMate().
constexpr int PreferredDepth = 32;
constexpr int PreferredDiscrepancies = 4;
constexpr std::uint64_t PreferredShare = 10;  // the helpmate search's part of the budget: a tenth

}  // namespace

MateAnalyzer::MateAnalyzer()
    : m_table(TableLog2Entries)
    , m_exhaustive(std::make_unique<ExhaustiveSearch>())
{
}

MateAnalyzer::~MateAnalyzer() = default;

MateAnswer MateAnalyzer::canMate(const Position& position, Color winner, const Limits& limits)
{
    MateAnswer answer;
    if (!hasLegalMove(position)) {
        const bool mated = position.isCheck() && position.sideToMove() != winner;
        answer.answer = mated ? Answer::Yes : Answer::No;
        return answer;
    }
    if (materialForbidsMate(position, winner) || pawnWallForbidsMate(position, winner)) {
        answer.answer = Answer::No;
        return answer;
    }

    // The phases, the cheap one first: the helpmate search with few departures finds the mates of real
    // positions in a few hundred nodes (a small share of the budget, so that it cannot starve the
    // other); then the exhaustive search, which follows the same order of moves as far as it leads but
    // never looks at a position twice, finds the long mates and is the only phase that can prove.
    HelpmateSearch preferred(position, winner, m_table);
    ExhaustiveSearch& exhaustive = *m_exhaustive;
    bool started = false;
    const auto used = [&] { return preferred.nodes() + (started ? exhaustive.generated() : 0); };
    const auto preferredPasses = [&](int fromDiscrepancies, int toDiscrepancies, std::uint64_t budget) {
        for (int d = fromDiscrepancies; d <= toDiscrepancies; ++d) {
            const HelpmateSearch::Outcome outcome = preferred.pass(m_nextPass++, PreferredDepth, d, budget);
            if (outcome == HelpmateSearch::Outcome::Mate) {
                answer.answer = Answer::Yes;
                answer.line = preferred.line();
                return true;
            }
            if (outcome == HelpmateSearch::Outcome::Aborted)
                return false;
        }
        return false;
    };
    const auto exhaustivePhase = [&](std::uint64_t limit) {
        if (!std::exchange(started, true))
            exhaustive.start(position, winner);
        const std::uint64_t searched = std::min(preferred.nodes(), limits.nodes);
        const ExhaustiveSearch::State state = exhaustive.advance(std::min(limit, limits.nodes - searched));
        if (state == ExhaustiveSearch::State::Running)
            return false;
        answer.answer = state == ExhaustiveSearch::State::Mate ? Answer::Yes : Answer::No;
        if (state == ExhaustiveSearch::State::Mate)
            answer.line = exhaustive.line();
        return true;
    };
    const bool answered = preferredPasses(0, PreferredDiscrepancies, limits.nodes / PreferredShare)
        || exhaustivePhase(limits.nodes);
    answer.nodes = used();
    if (answered)
        return answer;
    answer.answer = Answer::Unknown;
    return answer;
}

}  // namespace unwinnability
