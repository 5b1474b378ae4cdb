#include "canmate.h"

#include "helpmatesearch.h"
#include "material.h"
#include "pawnwall.h"

#include "chess/movegen.h"

namespace unwinnability {

using namespace chess;

namespace {

constexpr int TableLog2Entries = 17;  // 4 MB

// The passes, in order. The preferred-moves passes find the long helpmates of real positions quickly;
// the full-width ones find every short one and are the only ones that can prove a position closed.
struct PassPlan {
    int depth;
    Breadth breadth;
    int discrepancies;
};
constexpr PassPlan Plan[] = {
    {32, Breadth::Preferred, 0},
    {32, Breadth::Preferred, 1},
    {32, Breadth::Preferred, 2},
    {32, Breadth::Preferred, 3},
    {32, Breadth::Preferred, 4},
    {32, Breadth::Preferred, 5},
    {32, Breadth::Preferred, 6},
};
constexpr int FirstFullWidthDepthAfterPlan = 1;

}  // namespace

MateAnalyzer::MateAnalyzer()
    : m_table(TableLog2Entries)
{
}

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
    // Pass numbers only grow; before they could wrap, the table starts afresh.
    if (m_nextPass > 0xF0000000u) {
        m_table = TranspositionTable(TableLog2Entries);
        m_nextPass = 1;
    }
    const std::uint32_t firstPass = m_nextPass;
    HelpmateSearch search(position, winner, m_table, firstPass, limits.nodes);
    const auto finish = [&](Outcome outcome) {
        answer.nodes = search.nodes();
        if (outcome == Outcome::Mate) {
            answer.answer = Answer::Yes;
            answer.line = search.line();
        } else {
            answer.answer = outcome == Outcome::Closed ? Answer::No : Answer::Unknown;
        }
        return answer;
    };
    for (const PassPlan& p : Plan) {
        const Outcome outcome = search.pass(m_nextPass++, p.depth, p.breadth, p.discrepancies);
        if (outcome != Outcome::Open)
            return finish(outcome);
    }
    for (int depth = FirstFullWidthDepthAfterPlan; depth <= HelpmateSearch::MaxPly; ++depth) {
        const Outcome outcome = search.pass(m_nextPass++, depth, Breadth::Every, 0);
        if (outcome != Outcome::Open)
            return finish(outcome);
    }
    return finish(Outcome::Aborted);
}

}  // namespace unwinnability
