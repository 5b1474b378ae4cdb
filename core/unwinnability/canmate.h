#pragma once

#include "transpositiontable.h"

#include "chess/move.h"
#include "chess/position.h"

#include <cstdint>
#include <vector>

/// Can a side still checkmate? FIDE 6.9 (a flag fall), 7.5.5 (a second illegal move) and 5.2.2 (a dead
/// position) turn on whether a player "can checkmate the opponent's king by any possible series of legal
/// moves". The method and its limits: docs/unwinnability.md.
namespace unwinnability {

enum class Answer : std::uint8_t {
    Yes,  // with a line of legal moves ending in the winner's mate
    No,  // proved: no series of legal moves ends in the winner's mate
    Unknown,  // the node budget ran out before either was found
};

struct MateAnswer {
    Answer answer = Answer::Unknown;
    std::vector<chess::Move> line;  // Yes: from the position to the mate (empty when it is mate already)
    std::uint64_t nodes = 0;  // positions the search visited
};

/// How much work an analysis may do before it answers Unknown.
struct Limits {
    std::uint64_t nodes = 300'000;
};

/// Answers "can `winner` still checkmate?" for positions, one after another (not from two threads at
/// once). Holds a transposition table of a few MB, reused by every analysis.
class MateAnalyzer {
public:
    MateAnalyzer();

    /// Yes with a line, No, or Unknown when the node budget runs out; never a wrong Yes or No. A position
    /// where the game is over already is No, except the winner's mate on the board (Yes, empty line).
    MateAnswer canMate(const chess::Position& position, chess::Color winner, const Limits& limits = {});

private:
    TranspositionTable m_table;
    std::uint32_t m_nextPass = 1;
};

}  // namespace unwinnability
