// SPDX-License-Identifier: GPL-3.0-or-later
#include "moveorder.h"

#include "moveprior.h"

#include "chess/movegen.h"

#include <algorithm>
#include <array>

namespace repair {
namespace {

using chess::PieceType;

constexpr int Mate = 100000;
// Nodes one call may visit; a chain of captures seldom needs a tenth of it.
constexpr int NodeBudget = 400;

// Material and placement (moveprior.h), from the side to move.
int judge(const chess::Position& p)
{
    int score = 0;
    for (chess::Color c : {chess::Color::White, chess::Color::Black}) {
        int side = 0;
        for (chess::Bitboard b = p.pieces(c); b;) {
            const chess::Square s = chess::popLsb(b);
            const PieceType t = chess::typeOf(p.pieceAt(s));
            side += pieceValue(t) + placement(p, t, c, s);
        }
        score += c == p.sideToMove() ? side : -side;
    }
    return score;
}

bool isNoisy(const chess::Position& p, chess::Move m)
{
    return p.capturedBy(m) != PieceType::None || m.kind() == chess::MoveKind::Promotion;
}

// Captures and promotions (every move out of check) until the position is quiet: the side to move
// may also stop taking, so it takes only where that gains.
class CapturesUntilQuiet {
public:
    int search(chess::Position& p, int alpha, int beta)
    {
        ++m_nodes;
        const bool check = p.isCheck();
        int best = check ? -Mate : judge(p);
        if (best >= beta || m_nodes >= NodeBudget)
            return best;
        alpha = std::max(alpha, best);
        chess::MoveList moves;
        chess::generateLegalMoves(p, moves);
        if (moves.empty())
            return check ? -Mate : 0;  // checkmate or stalemate (FIDE Art. 5.1.1, 5.2.1)
        // The most valuable piece taken first, so that the budget goes to the captures that matter.
        std::array<chess::Move, chess::MoveList::Capacity> noisy;
        std::size_t n = 0;
        for (chess::Move m : moves)
            if (check || isNoisy(p, m))
                noisy[n++] = m;
        std::stable_sort(noisy.begin(), noisy.begin() + n,
            [&](chess::Move a, chess::Move b) { return pieceValue(p.capturedBy(a)) > pieceValue(p.capturedBy(b)); });
        for (std::size_t i = 0; i < n; ++i) {
            const chess::Position::Undo undo = p.doMoveToUndo(noisy[i]);
            best = std::max(best, -search(p, -beta, -alpha));
            p.undoMove(noisy[i], undo);
            if (best >= beta)
                break;
            alpha = std::max(alpha, best);
        }
        return best;
    }

private:
    int m_nodes = 0;
};

}  // namespace

int searchedPlausibility(const chess::Position& position, chess::Move move)
{
    chess::Position p = position;
    p.doMove(move);
    return -CapturesUntilQuiet().search(p, -Mate, Mate);
}

}  // namespace repair
