// SPDX-License-Identifier: GPL-3.0-or-later
#include "moveorder.h"

#include "moveprior.h"

#include "chess/movegen.h"

#include <algorithm>
#include <cstdint>
#include <functional>

namespace repair {
namespace {

using chess::PieceType;

constexpr int Mate = 100000;
// Nodes one call may visit; a chain of captures seldom needs a tenth of it.
constexpr int NodeBudget = 400;

bool isNoisy(const chess::Position& p, chess::Move m)
{
    return p.capturedBy(m) != PieceType::None || m.kind() == chess::MoveKind::Promotion;
}

// What a capture or promotion wins, in material.
int gain(const chess::Position& p, chess::Move m)
{
    return pieceValue(p.capturedBy(m))
        + (m.kind() == chess::MoveKind::Promotion ? pieceValue(m.promotion()) - pieceValue(PieceType::Pawn) : 0);
}

// A capture of a guarded piece worth less than the piece that takes: it loses material at once
// unless the guard cannot take back, so the search leaves it out (as engines' capture searches do).
bool losesTheTaker(const chess::Position& p, chess::Move m)
{
    if (m.kind() != chess::MoveKind::Normal)
        return false;
    const chess::Square from = m.from(), to = m.to();
    if (pieceValue(chess::typeOf(p.pieceAt(from))) <= pieceValue(p.capturedBy(m)))
        return false;
    return p.attackersTo(to, p.occupied() ^ chess::bit(from)) & p.pieces(~p.sideToMove());
}

// Captures and promotions (every move out of check; no capture that loses the taker at once) until the position is
// quiet: the side to move may also stop taking, so it takes only where that gains. `material` is the balance from the
// side to move, kept as the captures go rather than counted again at every node.
class CapturesUntilQuiet {
public:
    int search(chess::Position& p, int material, int alpha, int beta, int ply)
    {
        ++m_nodes;
        const bool check = p.isCheck();
        int best = check ? -Mate : material;
        if (best >= beta || m_nodes >= NodeBudget)
            return best;
        alpha = std::max(alpha, best);
        chess::MoveList moves;
        chess::generateLegalMoves(p, moves);
        if (moves.empty())
            return check ? -Mate : 0;  // checkmate or stalemate (FIDE Art. 5.1.1, 5.2.1)
        // The most valuable piece taken first, by the least valuable taker, so that the budget goes to
        // the captures that matter and the search cuts off soon. Each as its order and its place in
        // `moves` in one number, in a buffer left uninitialised (a list per node: zeroing it would cost
        // more than the search).
        std::int64_t order[chess::MoveList::Capacity];
        std::size_t n = 0;
        for (std::size_t i = 0; i < moves.size(); ++i)
            if (check || (isNoisy(p, moves[i]) && (ply == 0 || !losesTheTaker(p, moves[i]))))
                order[n++]
                    = (std::int64_t(gain(p, moves[i])) * 8 - int(chess::typeOf(p.pieceAt(moves[i].from())))) * 256
                    + std::int64_t(i);
        std::sort(order, order + n, std::greater<>());
        for (std::size_t i = 0; i < n; ++i) {
            const chess::Move m = moves[std::size_t(order[i] & 255)];
            const int won = gain(p, m);
            const chess::Position::Undo undo = p.doMoveToUndo(m);
            best = std::max(best, -search(p, -(material + won), -beta, -alpha, ply + 1));
            p.undoMove(m, undo);
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

int capturesPlayedOut(const chess::Position& position, chess::Move move)
{
    chess::Position p = position;
    const int won = gain(p, move);
    p.doMove(move);
    return -CapturesUntilQuiet().search(p, -won, -Mate, Mate, 0);
}

}  // namespace repair
