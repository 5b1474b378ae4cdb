#include "helpmatesearch.h"

#include "material.h"
#include "moveorder.h"
#include "pawnwall.h"

#include "chess/movegen.h"

#include <algorithm>

namespace unwinnability {

using namespace chess;

HelpmateSearch::HelpmateSearch(
    const Position& root, Color winner, TranspositionTable& table, std::uint32_t firstPass, std::uint64_t nodeBudget)
    : m_position(root)
    , m_winner(winner)
    , m_table(table)
    , m_firstPass(firstPass)
    , m_budget(nodeBudget)
{
}

Outcome HelpmateSearch::pass(std::uint32_t passNumber, int depth, Breadth breadth, int discrepancies)
{
    m_pass = passNumber;
    m_breadth = breadth;
    return search(std::min(depth, MaxPly), discrepancies, 0, WallChange::Possible).outcome;
}

std::vector<Move> HelpmateSearch::line() const { return {m_line.begin(), m_line.begin() + m_mateLength}; }

// The pawn-wall analysis (pawnwall.cpp) depends on the fixed pawns and on the regions of the other units,
// and a piece's region is the same from every square of it: a quiet move of a piece (no capture, no pawn,
// no castling) changes neither, so after one the analysis answers as it did before the move. It is the
// costly rule, and most moves are such moves.
bool HelpmateSearch::provedStatically(WallChange wall) const
{
    return materialForbidsMate(m_position, m_winner)
        || (m_breadth == Breadth::Every && wall == WallChange::Possible && pawnWallForbidsMate(m_position, m_winner));
}

namespace {

HelpmateSearch::WallChange wallChangeAfter(const Position& before, Move m)
{
    const bool quietPieceMove = m.kind() == MoveKind::Normal && typeOf(before.pieceAt(m.from())) != PieceType::Pawn
        && before.pieceAt(m.to()) == Piece::None && before.enPassantSquare() == Square::None
        && !before.castlingRights();
    return quietPieceMove ? HelpmateSearch::WallChange::Impossible : HelpmateSearch::WallChange::Possible;
}

}  // namespace

// The horizon: only whether the winner has just mated is looked at; a position the static rules prove
// unwinnable is closed there as well, so a forced line into such a position is proved at the depth it has.
HelpmateSearch::Result HelpmateSearch::leaf(WallChange wall)
{
    const bool loserToMove = m_position.sideToMove() != m_winner;
    if (loserToMove && m_position.isCheck() && !hasLegalMove(m_position))
        return {Outcome::Mate, NoLowlink};
    if (m_breadth == Breadth::Every && provedStatically(wall))
        return {Outcome::Closed, NoLowlink};
    return {Outcome::Open, NoLowlink};
}

HelpmateSearch::Result HelpmateSearch::search(int depth, int discrepancies, int ply, WallChange wall)
{
    if (++m_nodes > m_budget)
        return {Outcome::Aborted, NoLowlink};
    if (depth == 0) {
        m_mateLength = ply;
        return leaf(wall);
    }
    MoveList moves;
    generateLegalMoves(m_position, moves);
    const bool loserToMove = m_position.sideToMove() != m_winner;
    if (moves.empty()) {
        m_mateLength = ply;
        return {loserToMove && m_position.isCheck() ? Outcome::Mate : Outcome::Closed, NoLowlink};
    }
    if (ply > 0 && provedStatically(wall))
        return {Outcome::Closed, NoLowlink};

    // A position met again on the current line: whatever follows from it is being searched at its first
    // occurrence, so here it adds nothing. What is proved below relies on that first occurrence being
    // searched in full, so it is Closed only for the subtree of that occurrence (the lowlink).
    const std::uint64_t key = m_position.key();
    const PackedPosition packed = pack(m_position);
    for (int p = ply - 2; p >= 0; p -= 2)
        if (m_keys[std::size_t(p)] == key && m_packs[std::size_t(p)] == packed)
            return {Outcome::Closed, p};
    m_keys[std::size_t(ply)] = key;
    m_packs[std::size_t(ply)] = packed;

    if (const TableEntry* e = m_table.find(key, packed, m_firstPass)) {
        if (e->closed)
            return {Outcome::Closed, NoLowlink};
        if (e->pass == m_pass && e->depth >= depth && e->discrepancies >= discrepancies)
            return {Outcome::Open, NoLowlink};
    }

    // Any mate in one is found before the preferred moves are followed (the departure it may be costs
    // nothing): it is cheap to look for, and the long lines end this way.
    if (!loserToMove && m_breadth == Breadth::Preferred)
        for (const Move m : moves)
            if (m_position.checkersAfter(m)) {
                const Position::Undo undo = m_position.doMoveToUndo(m);
                const bool mate = !hasLegalMove(m_position);
                m_position.undoMove(m, undo);
                if (mate) {
                    m_line[std::size_t(ply)] = m;
                    m_mateLength = ply + 1;
                    return {Outcome::Mate, NoLowlink};
                }
            }

    ScoredMove ordered[MoveList::Capacity];
    const int count = orderMoves(m_position, m_winner, moves, ordered);
    Result result{Outcome::Closed, NoLowlink};
    for (int i = 0; i < count; ++i) {
        const Move m = ordered[i].move;
        const int cost = m_breadth == Breadth::Every ? 0 : i;
        if (cost > discrepancies) {
            result.outcome = Outcome::Open;
            break;
        }
        // One ply from the horizon only a check by the winner can mate; with Breadth::Every the other
        // moves are still played, for the static rules at the leaf.
        if (depth == 1 && m_breadth == Breadth::Preferred && (loserToMove || !m_position.checkersAfter(m))) {
            result.outcome = Outcome::Open;
            continue;
        }
        m_line[std::size_t(ply)] = m;
        const WallChange change = wallChangeAfter(m_position, m);
        const Position::Undo undo = m_position.doMoveToUndo(m);
        const Result child = search(depth - 1, discrepancies - cost, ply + 1, change);
        m_position.undoMove(m, undo);
        if (child.outcome == Outcome::Mate || child.outcome == Outcome::Aborted)
            return child;
        if (child.outcome == Outcome::Open)
            result.outcome = Outcome::Open;
        result.lowlink = std::min(result.lowlink, child.lowlink);
    }
    if (result.lowlink >= ply)
        result.lowlink = NoLowlink;
    if (result.outcome == Outcome::Closed && result.lowlink == NoLowlink)
        m_table.store(key, {packed, 0, 0, true, m_pass}, m_firstPass);
    else if (result.outcome == Outcome::Open)
        m_table.store(key, {packed, std::uint8_t(depth), std::uint8_t(std::min(discrepancies, 255)), false, m_pass},
            m_firstPass);
    return result;
}

}  // namespace unwinnability
