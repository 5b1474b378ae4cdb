// SPDX-License-Identifier: GPL-3.0-or-later
#include "movegen.h"

namespace chess {
namespace {

// The generator hands its moves to a sink: one that lists them, or one that only counts them
// (perft's leaves), so both share every rule. Pawn sinks receive whole target sets and the
// origin offset, so the counting sink can add them up with one popcount.
struct ListSink {
    MoveList& list;

    void pieceMoves(Square from, Bitboard targets)
    {
        while (targets)
            list.push(Move(from, popLsb(targets)));
    }
    template <int Delta>
    void pawnMoves(Bitboard targets)
    {
        while (targets) {
            const Square to = popLsb(targets);
            list.push(Move(to - Delta, to));
        }
    }
    template <int Delta>
    void promotions(Bitboard targets)
    {
        while (targets) {
            const Square to = popLsb(targets);
            addPromotions(to - Delta, to);
        }
    }
    void addPromotions(Square from, Square to)
    {
        for (PieceType t : {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight})
            list.push(Move::promotion(from, to, t));
    }
    void add(Move m) { list.push(m); }
};

struct CountSink {
    int count = 0;

    void pieceMoves(Square, Bitboard targets) { count += popCount(targets); }
    template <int>
    void pawnMoves(Bitboard targets)
    {
        count += popCount(targets);
    }
    template <int>
    void promotions(Bitboard targets)
    {
        count += 4 * popCount(targets);
    }
    void addPromotions(Square, Square) { count += 4; }
    void add(Move) { ++count; }
};

// Pieces of `us` that stand alone between their king and an enemy slider on the same line.
template <Color Us>
Bitboard pinnedPieces(const Position& pos, Square king)
{
    constexpr Color Them = ~Us;
    const Bitboard theirs = pos.pieces(Them);
    Bitboard snipers = (rookAttacks(king, theirs) & pos.pieces(Them, PieceType::Rook, PieceType::Queen))
        | (bishopAttacks(king, theirs) & pos.pieces(Them, PieceType::Bishop, PieceType::Queen));
    Bitboard pinned = 0;
    while (snipers) {
        const Bitboard blockers = between(king, popLsb(snipers)) & pos.occupied();
        if (blockers && !moreThanOne(blockers))
            pinned |= blockers & pos.pieces(Us);
    }
    return pinned;
}

template <Color Us, class Sink>
void generatePawnMoves(const Position& pos, Sink& sink, Bitboard targets, Bitboard pinned, Square king)
{
    constexpr Color Them = ~Us;
    constexpr int Push = pawnPush(Us);
    constexpr Direction Up = Us == Color::White ? Direction::North : Direction::South;
    constexpr Direction UpWest = Us == Color::White ? Direction::NorthWest : Direction::SouthWest;
    constexpr Direction UpEast = Us == Color::White ? Direction::NorthEast : Direction::SouthEast;
    constexpr Bitboard DoubleStepRank = Us == Color::White ? rankMask(2) : rankMask(5);  // after one step
    constexpr Bitboard LastRank = Us == Color::White ? Rank8 : Rank1;

    const Bitboard pawns = pos.pieces(Us, PieceType::Pawn);
    const Bitboard empty = ~pos.occupied();
    const Bitboard enemies = pos.pieces(Them) & targets;
    const Bitboard free = pawns & ~pinned;

    const Bitboard oneStep = shift<Up>(free) & empty;
    const Bitboard twoSteps = shift<Up>(oneStep & DoubleStepRank) & empty & targets;
    const Bitboard pushes = oneStep & targets;
    const Bitboard west = shift<UpWest>(free) & enemies;
    const Bitboard east = shift<UpEast>(free) & enemies;
    sink.template pawnMoves<Push>(pushes & ~LastRank);
    sink.template pawnMoves<2 * Push>(twoSteps);
    sink.template pawnMoves<Push - 1>(west & ~LastRank);
    sink.template pawnMoves<Push + 1>(east & ~LastRank);
    sink.template promotions<Push>(pushes & LastRank);
    sink.template promotions<Push - 1>(west & LastRank);
    sink.template promotions<Push + 1>(east & LastRank);

    // A pinned pawn may only move along the line of its pin.
    for (Bitboard b = pawns & pinned; b;) {
        const Square from = popLsb(b);
        const Bitboard along = line(king, from);
        Bitboard to = pawnAttacks(Us, from) & enemies;
        if (empty & bit(from + Push)) {
            to |= bit(from + Push);
            if (relativeRank(Us, from) == 1 && (empty & bit(from + 2 * Push)))
                to |= bit(from + 2 * Push);
        }
        for (to &= along & targets; to;) {
            const Square target = popLsb(to);
            if (bit(target) & LastRank)
                sink.addPromotions(from, target);
            else
                sink.add(Move(from, target));
        }
    }

    const Square ep = pos.enPassantSquare();
    if (ep != Square::None)
        for (Bitboard b = pawnAttacks(Them, ep) & pawns; b;) {
            const Square from = popLsb(b);
            if (pos.isEnPassantLegal(from))
                sink.add(Move::enPassant(from, ep));
        }
}

template <Color Us, class Sink>
void generateCastling(const Position& pos, Sink& sink, Square king, Bitboard danger)
{
    constexpr Color Them = ~Us;
    for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
        if (!pos.canCastle(Us, side) || (pos.castlingPath(Us, side) & pos.occupied()))
            continue;
        const Square kingTo = castlingKingTarget(Us, side);
        if ((between(king, kingTo) | bit(kingTo)) & danger)
            continue;
        const Square rook = pos.castlingRook(Us, side);
        // Chess960: the castling rook may have been shielding the king's target square along the rank.
        if (pos.isChess960()) {
            const Bitboard after = (pos.occupied() ^ bit(king) ^ bit(rook)) | bit(kingTo);
            if (rookAttacks(kingTo, after) & pos.pieces(Them, PieceType::Rook, PieceType::Queen))
                continue;
        }
        sink.add(Move::castling(king, rook));
    }
}

// The squares the side to move's king must not step onto (castling passes over them too). Attacks are
// computed without the king on the board, so it cannot retreat along the line of a slider that checks it.
Bitboard kingDanger(const Position& pos, Square king)
{
    return pos.attackedSquares(~pos.sideToMove(), pos.occupied() ^ bit(king));
}

template <Color Us, class Sink>
void generate(const Position& pos, Sink& sink)
{
    const Square king = pos.kingSquare(Us);
    const Bitboard ours = pos.pieces(Us), occupied = pos.occupied();
    const Bitboard checkers = pos.checkers();

    const Bitboard danger = kingDanger(pos, king);
    sink.pieceMoves(king, kingAttacks(king) & ~ours & ~danger);
    if (moreThanOne(checkers))
        return;  // double check: only the king may move

    // In check, other pieces must capture the checker or step between it and the king.
    const Bitboard targets = checkers ? (between(king, lsb(checkers)) | checkers) : ~ours;
    const Bitboard pinned = pinnedPieces<Us>(pos, king);

    for (Bitboard b = pos.pieces(Us, PieceType::Knight) & ~pinned; b;) {
        const Square from = popLsb(b);
        sink.pieceMoves(from, knightAttacks(from) & targets);
    }
    for (Bitboard b = pos.pieces(Us, PieceType::Bishop, PieceType::Queen); b;) {
        const Square from = popLsb(b);
        const Bitboard allowed = (bit(from) & pinned) ? targets & line(king, from) : targets;
        sink.pieceMoves(from, bishopAttacks(from, occupied) & allowed);
    }
    // Queens were given their diagonal moves above; here they get their straight ones.
    for (Bitboard b = pos.pieces(Us, PieceType::Rook, PieceType::Queen); b;) {
        const Square from = popLsb(b);
        const Bitboard allowed = (bit(from) & pinned) ? targets & line(king, from) : targets;
        sink.pieceMoves(from, rookAttacks(from, occupied) & allowed);
    }
    generatePawnMoves<Us>(pos, sink, targets, pinned, king);
    if (!checkers)
        generateCastling<Us>(pos, sink, king, danger);
}

template <class Sink>
void generate(const Position& pos, Sink& sink)
{
    if (pos.sideToMove() == Color::White)
        generate<Color::White>(pos, sink);
    else
        generate<Color::Black>(pos, sink);
}

// Whether a move that follows the piece's movement rules leaves the mover's king safe.
bool keepsKingSafe(const Position& pos, Square from, Square to)
{
    const Color us = pos.sideToMove();
    const Square king = pos.kingSquare(us);
    const Bitboard theirs = pos.pieces(~us) & ~bit(to);
    if (from == king)
        return !(pos.attackersTo(to, pos.occupied() ^ bit(from)) & theirs);
    const Bitboard after = (pos.occupied() ^ bit(from)) | bit(to);
    if (pos.isCheck())
        return !(pos.attackersTo(king, after) & theirs);
    // Out of check, leaving `from` can only open its line through the king, and only to a slider of
    // that line's kind standing on it: usually there is none, and no attacks need working out. A piece
    // that stays on the line (or takes the slider) still shields the king.
    const Bitboard ray = line(king, from);
    const bool straight = fileOf(king) == fileOf(from) || rankOf(king) == rankOf(from);
    const Bitboard sliders = ray & theirs
        & (straight ? pos.pieces(PieceType::Rook, PieceType::Queen) : pos.pieces(PieceType::Bishop, PieceType::Queen));
    if (!sliders || (ray & bit(to)))
        return true;
    for (Bitboard b = sliders; b;)
        if (!(between(king, popLsb(b)) & after))
            return false;
    return true;
}

// Origins from which a pawn of the side to move reaches `to`, and whether that is en passant.
Bitboard pawnOrigins(const Position& pos, Square to, bool& enPassant)
{
    const Color us = pos.sideToMove();
    const Bitboard pawns = pos.pieces(us, PieceType::Pawn);
    enPassant = to == pos.enPassantSquare();
    if (pos.pieceAt(to) != Piece::None || enPassant)
        return pawnAttacks(~us, to) & pawns;
    Bitboard origins = 0;
    const int rank = relativeRank(us, to);
    if (rank >= 2) {
        const Square one = to - pawnPush(us);
        origins |= bit(one) & pawns;
        if (rank == 3 && pos.pieceAt(one) == Piece::None)
            origins |= bit(one - pawnPush(us)) & pawns;
    }
    return origins;
}

}  // namespace

void generateLegalMovesTo(const Position& position, PieceType piece, Square to, Bitboard origins, MoveList& moves)
{
    const Color us = position.sideToMove();
    if (bit(to) & position.pieces(us))
        return;
    if (piece == PieceType::None)
        return;
    bool enPassant = false;
    if (piece == PieceType::Pawn) {
        origins &= pawnOrigins(position, to, enPassant);
    } else {
        // The pieces of that kind within reach on an empty board, then (a slider) with nothing between:
        // mostly one piece, whose path is one table lookup.
        origins &= emptyBoardAttacks(piece, to) & position.pieces(us, piece);
        if (piece != PieceType::Knight && piece != PieceType::King)
            for (Bitboard b = origins; b;) {
                const Square from = popLsb(b);
                if (between(from, to) & position.occupied())
                    origins ^= bit(from);
            }
    }
    origins &= position.pieces(us, piece);
    const bool promotes = piece == PieceType::Pawn && relativeRank(us, to) == 7;
    while (origins) {
        const Square from = popLsb(origins);
        if (enPassant) {
            if (position.isEnPassantLegal(from))
                moves.push(Move::enPassant(from, to));
        } else if (keepsKingSafe(position, from, to)) {
            if (promotes)
                for (PieceType t : {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight})
                    moves.push(Move::promotion(from, to, t));
            else
                moves.push(Move(from, to));
        }
    }
}

void generateLegalMoves(const Position& position, MoveList& moves)
{
    ListSink sink{moves};
    generate(position, sink);
}

void generateLegalCastling(const Position& position, MoveList& moves)
{
    if (position.checkers())
        return;
    ListSink sink{moves};
    const Color us = position.sideToMove();
    const Square king = position.kingSquare(us);
    const Bitboard danger = kingDanger(position, king);
    if (us == Color::White)
        generateCastling<Color::White>(position, sink, king, danger);
    else
        generateCastling<Color::Black>(position, sink, king, danger);
}

int countLegalMoves(const Position& position)
{
    CountSink sink;
    generate(position, sink);
    return sink.count;
}

bool hasLegalMove(const Position& position)
{
    // A king that can step somewhere settles it: most checks on a sheet are escaped that way.
    const Color us = position.sideToMove();
    const Square king = position.kingSquare(us);
    const Bitboard danger = kingDanger(position, king);
    return (kingAttacks(king) & ~position.pieces(us) & ~danger) || countLegalMoves(position) > 0;
}

}  // namespace chess
