// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/move.h"
#include "chess/position.h"

#include <array>
#include <cassert>
#include <cstdint>
#include <span>

namespace repair {

/// The two moves before a position: the other side's, which led to it, and ours before that (none
/// where the game has not got so far). What a player answers depends on them.
struct RecentMoves {
    chess::Move theirs;
    chess::Move ours;
};

/// The last two of `moves`, the moves played from the start to the position.
RecentMoves recentMoves(std::span<const chess::Move> moves);

/// How much of the judgement below to work out: all of it, or all but the captures played out
/// (moveorder.h), the one feature that searches and costs more than the rest together — enough to order
/// many moves cheaply.
enum class Judged { Fully, WithoutCaptureSearch };

/// A learned judgement of how likely a player is to choose `move` among the legal moves of `position`:
/// a conditional logit (a softmax over the legal moves) over a few hundred linear features — which piece
/// goes from and to which square (seen from the mover's side), what it takes, the move prior's and the
/// captures-played-out judgements (moveprior.h, moveorder.h), castling, a king step while queens are
/// on, a pawn's double step, a recapture, moving the piece the other side just attacked, moving the same
/// piece again, a retreat, a minor piece leaving its first rank, a check. Trained on the tuning half's
/// games (docs/repair-ordering.md; movelikelihoodweights.cpp says how to train it again). Higher is
/// likelier; only differences between the moves of one position mean anything. Like the move prior it
/// only orders moves a sheet cannot tell apart; it is never a cost and never decides.
float moveLikelihood(
    const chess::Position& position, chess::Move move, RecentMoves recent, Judged judged = Judged::Fully);

/// The log of the model's probability of `move` among all the legal moves of `position` (the softmax
/// moveLikelihood is the exponent of): unlike moveLikelihood, it compares moves of different positions.
float moveLogProbability(
    const chess::Position& position, chess::Move move, RecentMoves recent, Judged judged = Judged::Fully);

/// How much the log of the other side's written reply's probability after a move counts beside the
/// move's own likelihood, where alternatives that fit alike are offered (weighWays): on the positions
/// held apart inside the tuning half, 0.5 to 1 rank the played move among the first five alike
/// (docs/repair-ordering.md, "The reply"); 0.5 lost no tuning sheet.
inline constexpr float ReplyWeight = 0.5f;

namespace likelihood {

/// The features, shared by the model and its trainer (tests/repair/train_movelikelihood.cpp).
enum Feature : int {
    PieceTo = 0,  // + 64 * (piece type - 1) + the destination seen from the mover's side
    PieceFrom = PieceTo + 6 * 64,  // + 64 * (piece type - 1) + the origin seen from the mover's side
    Takes = PieceFrom + 6 * 64,  // + 5 * (mover - 1) + (taken - 1): what takes what
    Plausibility = Takes + 6 * 5,  // moveprior.h, in pawns
    CapturesPlayedOut,  // moveorder.h, in pawns, at most MaxPawns either way
    CastlesShort,
    CastlesLong,
    KingStepWithQueensOn,
    PawnDoubleStep,
    Recapture,  // on the square of the other side's last move
    MovesPieceJustAttacked,  // the piece the other side's last move now attacks
    SamePieceAgain,  // the piece our previous move moved
    Retreat,  // + piece type - Knight (knight .. king): ranks back towards our side
    MinorLeavesFirstRank = Retreat + 5,
    GivesCheck,
    PromotesToQueen,
    Underpromotes,
    Threatens,  // the moved piece attacks one of theirs worth more
    AttacksLoose,  // the moved piece attacks one of theirs that nothing guards
    NearTheirLast,  // to within two squares of the other side's last move, not taking there
    RookLosesCastling,  // a rook leaves the square it could still castle from
    KingCentralisesWithoutQueens,  // a king's step towards the centre once queens are off, in rings
    Count
};

/// A clamp on the captures-played-out judgement, in pawns: a mate or a queen lost is just "very bad".
inline constexpr float MaxPawns = 15.f;

/// The features of one move, sparse: at most MaxActive are not zero.
struct Features {
    static constexpr int MaxActive = 16;
    int count = 0;
    std::array<std::uint16_t, MaxActive> index{};
    std::array<float, MaxActive> value{};

    void add(int feature, float v)
    {
        if (v == 0.f)
            return;
        assert(count < MaxActive);
        index[count] = std::uint16_t(feature);
        value[count++] = v;
    }
    float dot(std::span<const float> weights) const
    {
        float s = 0;
        for (int i = 0; i < count; ++i)
            s += weights[index[i]] * value[i];
        return s;
    }
};

Features features(const chess::Position& position, chess::Move move, RecentMoves recent, Judged judged = Judged::Fully);

/// The trained weights (movelikelihoodweights.cpp, generated).
extern const std::array<float, Count> Weights;

}  // namespace likelihood
}  // namespace repair
