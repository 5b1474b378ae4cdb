#include "canmate.h"

#include "exhaustivesearch.h"
#include "helpmatesearch.h"
#include "material.h"
#include "pawnwall.h"

#include "chess/movegen.h"

#include <algorithm>

namespace unwinnability {

using namespace chess;

namespace {

constexpr int TableLog2Entries = 16;  // 2 MB

// The phases of canMate().
constexpr int PreferredDepth = 32;
constexpr int FirstDiscrepancies = 2;
constexpr std::uint64_t FirstExhaustiveLimit = 5000;
constexpr int MostDiscrepancies = 10;

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

    // The phases, each cheap where the one before is dear: the helpmate search with few departures finds
    // the mates of real positions in a few hundred nodes; a little of the exhaustive search settles the
    // positions with few continuations (a forced capture, a locked position the static rules just miss)
    // and finds short mates the order missed; then more departures; then all that is left of the budget
    // goes to the exhaustive search, the only phase that can prove.
    HelpmateSearch preferred(position, winner, m_table);
    ExhaustiveSearch& exhaustive = *m_exhaustive;
    exhaustive.start(position, winner);
    const auto used = [&] { return preferred.nodes() + exhaustive.generated(); };
    const auto preferredPasses = [&](int fromDiscrepancies, int toDiscrepancies) {
        for (int d = fromDiscrepancies; d <= toDiscrepancies; ++d) {
            const std::uint64_t budget = limits.nodes - std::min(limits.nodes, exhaustive.generated());
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
        const std::uint64_t searched = std::min(preferred.nodes(), limits.nodes);
        const ExhaustiveSearch::State state = exhaustive.advance(std::min(limit, limits.nodes - searched));
        if (state == ExhaustiveSearch::State::Running)
            return false;
        answer.answer = state == ExhaustiveSearch::State::Mate ? Answer::Yes : Answer::No;
        if (state == ExhaustiveSearch::State::Mate)
            answer.line = exhaustive.line();
        return true;
    };
    const bool answered = preferredPasses(0, FirstDiscrepancies) || exhaustivePhase(FirstExhaustiveLimit)
        || preferredPasses(FirstDiscrepancies + 1, MostDiscrepancies) || exhaustivePhase(limits.nodes);
    answer.nodes = used();
    if (answered)
        return answer;
    answer.answer = Answer::Unknown;
    return answer;
}

}  // namespace unwinnability
