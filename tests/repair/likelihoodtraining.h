// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The move-likelihood model's data, training and measure (core/repair/movelikelihood.h;
// docs/repair-ordering.md): every position of the tuning half's games with the move played there, a
// conditional logit fitted to them, and the played move's rank among all legal moves. Used by the
// trainer (train_movelikelihood, which writes the committed weights) and tst_movelikelihood.

#include "datasplit.h"
#include "slippedsheets.h"

#include "chess/movegen.h"
#include "repair/movelikelihood.h"

#include <QList>

#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

namespace training {

/// One position of a game: the features of each legal move, the move played among them.
struct Choice {
    std::vector<repair::likelihood::Features> moves;
    int played = 0;
};

/// The tuning half's games of ten plies or more, in file order (the ones the cost model is tuned on).
inline QList<TrueGame> tuningGames()
{
    QList<TrueGame> games = trueGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.san.pgn"));
    games.removeIf([](const TrueGame& g) { return g.moves.size() < 10 || halfByPlace(g.place) != Half::Tuning; });
    return games;
}

/// Every position of `game` with more than one legal move.
inline void addChoices(const TrueGame& game, std::vector<Choice>& out)
{
    chess::Position p = game.start;
    for (qsizetype ply = 0; ply < game.moves.size(); ++ply) {
        chess::MoveList legal;
        chess::generateLegalMoves(p, legal);
        if (legal.size() > 1) {
            Choice c;
            const repair::RecentMoves recent = repair::recentMoves(std::span(game.moves).first(ply));
            for (chess::Move m : legal) {
                if (m == game.moves[ply])
                    c.played = int(c.moves.size());
                c.moves.push_back(repair::likelihood::features(p, m, recent));
            }
            out.push_back(std::move(c));
        }
        p.doMove(game.moves[ply]);
    }
}

/// How often the played move is among the first k of its position's moves ranked by `score` (higher
/// first); moves that tie with it are in random order, so it counts the chance it is among the first k.
struct Ranks {
    double top1 = 0, top5 = 0, top6 = 0;
    int positions = 0;
};

inline double chanceAmongFirst(int better, int tied, int k)
{
    if (better >= k)
        return 0;
    return std::min(1.0, double(k - better) / double(tied + 1));
}

template <typename Score>
Ranks rankPlayed(const std::vector<Choice>& choices, const std::function<Score(const Choice&, int)>& score)
{
    Ranks r;
    for (const Choice& c : choices) {
        const Score own = score(c, c.played);
        int better = 0, tied = 0;
        for (int i = 0; i < int(c.moves.size()); ++i) {
            if (i == c.played)
                continue;
            const Score s = score(c, i);
            better += own < s;
            tied += !(own < s) && !(s < own);
        }
        r.top1 += chanceAmongFirst(better, tied, 1);
        r.top5 += chanceAmongFirst(better, tied, 5);
        r.top6 += chanceAmongFirst(better, tied, 6);
        ++r.positions;
    }
    r.top1 *= 100.0 / r.positions, r.top5 *= 100.0 / r.positions, r.top6 *= 100.0 / r.positions;
    return r;
}

/// Fits the weights of a conditional logit to `choices` by full-batch Adam (deterministic: a fixed
/// order of summation, no sampling): minimises the mean negative log-likelihood of the played moves plus
/// l2/2 times the squared weights. Features not `used` keep weight 0.
inline std::vector<float> fit(
    const std::vector<Choice>& choices, double l2, const std::vector<bool>& used, int iterations, double rate)
{
    const int n = repair::likelihood::Count;
    std::vector<double> w(n, 0.0), m(n, 0.0), v(n, 0.0), grad(n);
    std::vector<float> weights(n, 0.f);
    std::vector<double> scores;
    constexpr double Beta1 = 0.9, Beta2 = 0.999, Epsilon = 1e-8;
    for (int t = 1; t <= iterations; ++t) {
        for (int j = 0; j < n; ++j)
            grad[j] = l2 * w[j];
        for (const Choice& c : choices) {
            scores.resize(c.moves.size());
            double top = -1e300;
            for (std::size_t i = 0; i < c.moves.size(); ++i) {
                const auto& f = c.moves[i];
                double s = 0;
                for (int k = 0; k < f.count; ++k)
                    s += w[f.index[k]] * f.value[k];
                scores[i] = s;
                top = std::max(top, s);
            }
            double sum = 0;
            for (double& s : scores)
                sum += (s = std::exp(s - top));
            // d(-log softmax(played))/dw = E[features] - features(played)
            for (std::size_t i = 0; i < c.moves.size(); ++i) {
                const double share = scores[i] / sum - (int(i) == c.played ? 1.0 : 0.0);
                const auto& f = c.moves[i];
                for (int k = 0; k < f.count; ++k)
                    grad[f.index[k]] += share * f.value[k] / double(choices.size());
            }
        }
        for (int j = 0; j < n; ++j) {
            if (!used[j])
                continue;
            m[j] = Beta1 * m[j] + (1 - Beta1) * grad[j];
            v[j] = Beta2 * v[j] + (1 - Beta2) * grad[j] * grad[j];
            const double mHat = m[j] / (1 - std::pow(Beta1, t)), vHat = v[j] / (1 - std::pow(Beta2, t));
            w[j] -= rate * mHat / (std::sqrt(vHat) + Epsilon);
        }
    }
    for (int j = 0; j < n; ++j)
        weights[j] = float(w[j]);
    return weights;
}

/// The training as committed (movelikelihoodweights.cpp): its regularisation and steps.
inline constexpr double L2 = 1e-3;
inline constexpr int Iterations = 400;
inline constexpr double Rate = 0.05;

}  // namespace training
