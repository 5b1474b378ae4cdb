// SPDX-License-Identifier: GPL-3.0-or-later
#include "position.h"

#include "zobrist.h"

#include <cassert>
#include <cstdlib>

namespace chess {

Position Position::startPosition()
{
    PositionSetup s;
    constexpr PieceType backRank[8] = {PieceType::Rook, PieceType::Knight, PieceType::Bishop, PieceType::Queen,
        PieceType::King, PieceType::Bishop, PieceType::Knight, PieceType::Rook};
    for (int f = 0; f < 8; ++f) {
        s.board[index(makeSquare(f, 0))] = makePiece(Color::White, backRank[f]);
        s.board[index(makeSquare(f, 1))] = Piece::WhitePawn;
        s.board[index(makeSquare(f, 6))] = Piece::BlackPawn;
        s.board[index(makeSquare(f, 7))] = makePiece(Color::Black, backRank[f]);
    }
    s.castlingRooks = {Square::H1, Square::A1, Square::H8, Square::A8};
    return fromSetup(s);
}

Position Position::fromSetup(const PositionSetup& setup)
{
    Position p;
    for (int i = 0; i < SquareCount; ++i)
        if (setup.board[i] != Piece::None)
            p.putPiece(setup.board[i], Square(i));
    p.m_sideToMove = setup.sideToMove;
    p.m_castlingRooks = setup.castlingRooks;
    for (int i = 0; i < 4; ++i)
        if (setup.castlingRooks[i] != Square::None)
            p.m_castlingRights |= std::uint8_t(1u << i);
    p.computeCastlingTables();
    p.m_enPassant = setup.enPassant;
    p.m_halfmoveClock = std::uint16_t(setup.halfmoveClock);
    p.m_fullmoveNumber = std::uint16_t(setup.fullmoveNumber);
    const Color us = p.m_sideToMove;
    p.m_checkers = p.attackersTo(p.kingSquare(us), p.occupied()) & p.pieces(~us);
    p.updateEnPassantKey();
    p.m_key = p.computeKey();
    return p;
}

PositionSetup Position::setup() const
{
    PositionSetup s;
    s.board = m_board;
    s.sideToMove = m_sideToMove;
    for (int i = 0; i < 4; ++i)
        s.castlingRooks[i] = (m_castlingRights & (1u << i)) ? m_castlingRooks[i] : Square::None;
    s.enPassant = m_enPassant;
    s.halfmoveClock = m_halfmoveClock;
    s.fullmoveNumber = m_fullmoveNumber;
    return s;
}

void Position::computeCastlingTables()
{
    m_castlingRightsLost.fill(0);
    m_chess960 = false;
    for (Color c : {Color::White, Color::Black}) {
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            const int i = castlingIndex(c, side);
            if (!(m_castlingRights & (1u << i)))
                continue;
            const Square king = kingSquare(c), rook = m_castlingRooks[i];
            const Square kingTo = castlingKingTarget(c, side), rookTo = castlingRookTarget(c, side);
            m_castlingPaths[i] = (between(king, kingTo) | bit(kingTo) | between(rook, rookTo) | bit(rookTo))
                & ~(bit(king) | bit(rook));
            m_castlingRightsLost[index(king)] |= std::uint8_t(castlingBits(c));
            m_castlingRightsLost[index(rook)] |= std::uint8_t(1u << i);
            const bool standard = fileOf(king) == 4 && fileOf(rook) == (side == CastlingSide::King ? 7 : 0);
            m_chess960 = m_chess960 || !standard;
        }
    }
}

std::uint64_t Position::computeKey() const
{
    std::uint64_t key = 0;
    for (Bitboard b = occupied(); b;) {
        const Square s = popLsb(b);
        key ^= zobrist::piece(m_board[index(s)], s);
    }
    if (m_sideToMove == Color::Black)
        key ^= zobrist::blackToMove();
    key ^= zobrist::castling(m_castlingRights);
    if (m_enPassantInKey)
        key ^= zobrist::enPassant(m_enPassant);
    return key;
}

Bitboard Position::attackersTo(Square s, Bitboard occupancy) const
{
    return (pawnAttacks(Color::White, s) & pieces(Color::Black, PieceType::Pawn))
        | (pawnAttacks(Color::Black, s) & pieces(Color::White, PieceType::Pawn))
        | (knightAttacks(s) & pieces(PieceType::Knight))
        | (bishopAttacks(s, occupancy) & pieces(PieceType::Bishop, PieceType::Queen))
        | (rookAttacks(s, occupancy) & pieces(PieceType::Rook, PieceType::Queen))
        | (kingAttacks(s) & pieces(PieceType::King));
}

Bitboard Position::attackedSquares(Color c, Bitboard occupancy) const
{
    const Bitboard pawns = pieces(c, PieceType::Pawn);
    Bitboard attacked = c == Color::White ? pawnAttacksOf<Color::White>(pawns) : pawnAttacksOf<Color::Black>(pawns);
    attacked |= kingAttacks(kingSquare(c));
    for (Bitboard b = pieces(c, PieceType::Knight); b;)
        attacked |= knightAttacks(popLsb(b));
    for (Bitboard b = pieces(c, PieceType::Bishop, PieceType::Queen); b;)
        attacked |= bishopAttacks(popLsb(b), occupancy);
    for (Bitboard b = pieces(c, PieceType::Rook, PieceType::Queen); b;)
        attacked |= rookAttacks(popLsb(b), occupancy);
    return attacked;
}

bool Position::isEnPassantLegal(Square from) const
{
    const Color us = m_sideToMove;
    const Square captured = m_enPassant - pawnPush(us);
    // Both pawns leave their squares at once, which is how the rare discovered checks along the
    // rank arise; test the king against the board as it will be.
    const Bitboard after = (occupied() ^ bit(from) ^ bit(captured)) | bit(m_enPassant);
    const Square king = kingSquare(us);
    const Bitboard attackers = attackersTo(king, after) & pieces(~us) & ~bit(captured);
    return attackers == 0;
}

Bitboard Position::checkersAfter(Move m) const
{
    if (m.kind() == MoveKind::Castling || m.kind() == MoveKind::EnPassant) {
        // Rare, and two pieces move: play it.
        Position after = *this;
        after.doMove(m);
        return after.checkers();
    }
    const Color us = m_sideToMove;
    const Square from = m.from(), to = m.to(), king = kingSquare(~us);
    const Bitboard occupancy = (occupied() ^ bit(from)) | bit(to);
    const PieceType moved = m.kind() == MoveKind::Promotion ? m.promotion() : typeOf(pieceAt(from));
    // The moved piece checks when the king is within its reach on an empty board and nothing stands
    // between (never anything for a leaper). Worked out alike for every kind: which kind moved is as good
    // as random, and a switch on it was often mispredicted.
    const Bitboard reach = moved == PieceType::Pawn ? pawnAttacks(us, to) : emptyBoardAttacks(moved, to);
    Bitboard checks = (reach & bit(king)) && !(between(to, king) & occupancy) ? bit(to) : 0;
    // A discovered check: one of our sliders of the line's kind on the line through the king and `from`,
    // with nothing left between. Usually there is none (or no such line), and nothing more is asked.
    const bool straight = emptyBoardAttacks(PieceType::Rook, king) & bit(from);
    const Bitboard sliders = line(king, from) & pieces(us) & ~bit(from)
        & (straight ? pieces(PieceType::Rook, PieceType::Queen) : pieces(PieceType::Bishop, PieceType::Queen));
    for (Bitboard b = sliders; b;) {
        const Square slider = popLsb(b);
        if (!(between(king, slider) & occupancy))
            checks |= bit(slider);
    }
    return checks;
}

void Position::updateEnPassantKey()
{
    m_enPassantInKey = false;
    if (m_enPassant == Square::None)
        return;
    const Color us = m_sideToMove;
    for (Bitboard b = pawnAttacks(~us, m_enPassant) & pieces(us, PieceType::Pawn); b;)
        if (isEnPassantLegal(popLsb(b))) {
            m_enPassantInKey = true;
            return;
        }
}

void Position::putPiece(Piece p, Square s)
{
    m_board[index(s)] = p;
    m_byType[index(typeOf(p))] |= bit(s);
    m_byColor[index(colorOf(p))] |= bit(s);
}

void Position::removePiece(Square s)
{
    const Piece p = m_board[index(s)];
    m_byType[index(typeOf(p))] &= ~bit(s);
    m_byColor[index(colorOf(p))] &= ~bit(s);
    m_board[index(s)] = Piece::None;
}

void Position::movePiece(Square from, Square to)
{
    const Piece p = m_board[index(from)];
    const Bitboard fromTo = bit(from) | bit(to);
    m_byType[index(typeOf(p))] ^= fromTo;
    m_byColor[index(colorOf(p))] ^= fromTo;
    m_board[index(from)] = Piece::None;
    m_board[index(to)] = p;
}

// Castling lifts king and rook off the board before putting them down, because in Chess960 either
// may land on the other's square. Taking it back leaves the key alone: undoMove() restores it whole.
void Position::castle(Color us, Square kingFrom, Square rookFrom, CastleStep step)
{
    const CastlingSide side = rookFrom > kingFrom ? CastlingSide::King : CastlingSide::Queen;
    const Square kingTo = castlingKingTarget(us, side), rookTo = castlingRookTarget(us, side);
    const Piece king = makePiece(us, PieceType::King), rook = makePiece(us, PieceType::Rook);
    const bool play = step == CastleStep::Play;
    removePiece(play ? kingFrom : kingTo);
    removePiece(play ? rookFrom : rookTo);
    putPiece(king, play ? kingTo : kingFrom);
    putPiece(rook, play ? rookTo : rookFrom);
    if (play)
        m_key ^= zobrist::piece(king, kingFrom) ^ zobrist::piece(king, kingTo) ^ zobrist::piece(rook, rookFrom)
            ^ zobrist::piece(rook, rookTo);
}

Position::Undo Position::doMoveToUndo(Move m)
{
    const Piece captured = m.kind() == MoveKind::Castling ? Piece::None
        : m.kind() == MoveKind::EnPassant                 ? m_board[index(m.to() - pawnPush(m_sideToMove))]
                                                          : m_board[index(m.to())];
    const Undo undo{m_key, m_checkers, captured, m_castlingRights, m_enPassant, m_enPassantInKey, m_halfmoveClock};
    play(m, UnknownCheckers);
    return undo;
}

void Position::doMove(Move m, Bitboard checkersAfterMove)
{
    // The caller's checks (the resolver's, found while it judged the move) are trusted in release builds.
    assert(checkersAfterMove == UnknownCheckers || checkersAfterMove == checkersAfter(m));
    play(m, checkersAfterMove);
}

// The body of both ways to play a move, inline in each: a call more per move showed in perft.
SCORECHECK_ALWAYS_INLINE void Position::play(Move m, Bitboard checkersAfterMove)
{
    const Color us = m_sideToMove, them = ~us;
    const Square from = m.from(), to = m.to();
    const Piece moving = m_board[index(from)];

    m_key ^= zobrist::blackToMove();
    if (m_enPassantInKey)
        m_key ^= zobrist::enPassant(m_enPassant);
    m_enPassant = Square::None;
    ++m_halfmoveClock;

    if (m.kind() == MoveKind::Castling) {
        castle(us, from, to, CastleStep::Play);
    } else {
        const Square capturedOn = m.kind() == MoveKind::EnPassant ? to - pawnPush(us) : to;
        const Piece captured = m_board[index(capturedOn)];
        if (captured != Piece::None) {
            m_key ^= zobrist::piece(captured, capturedOn);
            removePiece(capturedOn);
            m_halfmoveClock = 0;
        }
        m_key ^= zobrist::piece(moving, from) ^ zobrist::piece(moving, to);
        movePiece(from, to);
        if (typeOf(moving) == PieceType::Pawn) {
            m_halfmoveClock = 0;
            if (std::abs(index(to) - index(from)) == 16)
                m_enPassant = from + pawnPush(us);
            else if (m.kind() == MoveKind::Promotion) {
                const Piece promoted = makePiece(us, m.promotion());
                removePiece(to);
                putPiece(promoted, to);
                m_key ^= zobrist::piece(moving, to) ^ zobrist::piece(promoted, to);
            }
        }
    }

    const unsigned lost = m_castlingRightsLost[index(from)] | m_castlingRightsLost[index(to)];
    if (m_castlingRights & lost) {
        m_key ^= zobrist::castling(m_castlingRights);
        m_castlingRights &= std::uint8_t(~lost);
        m_key ^= zobrist::castling(m_castlingRights);
    }

    m_sideToMove = them;
    if (us == Color::Black)
        ++m_fullmoveNumber;
    m_checkers = checkersAfterMove != UnknownCheckers ? checkersAfterMove
                                                      : attackersTo(kingSquare(them), occupied()) & pieces(us);
    m_enPassantInKey = false;
    if (m_enPassant != Square::None && (pawnAttacks(us, m_enPassant) & pieces(them, PieceType::Pawn))) {
        updateEnPassantKey();
        if (m_enPassantInKey)
            m_key ^= zobrist::enPassant(m_enPassant);
    }
    assert(isConsistent());
}

void Position::undoMove(Move m, const Undo& undo)
{
    const Color them = m_sideToMove, us = ~them;
    const Square from = m.from(), to = m.to();
    if (m.kind() == MoveKind::Castling) {
        castle(us, from, to, CastleStep::TakeBack);
    } else {
        if (m.kind() == MoveKind::Promotion) {
            removePiece(to);
            putPiece(makePiece(us, PieceType::Pawn), to);
        }
        movePiece(to, from);
        if (undo.captured != Piece::None)
            putPiece(undo.captured, m.kind() == MoveKind::EnPassant ? to - pawnPush(us) : to);
    }
    m_sideToMove = us;
    if (us == Color::Black)
        --m_fullmoveNumber;
    m_key = undo.key;
    m_checkers = undo.checkers;
    m_castlingRights = undo.castlingRights;
    m_enPassant = undo.enPassant;
    m_enPassantInKey = undo.enPassantInKey;
    m_halfmoveClock = undo.halfmoveClock;
    assert(isConsistent());
}

bool Position::isConsistent() const
{
    // Pieces and bitboards: each square's piece in exactly its own colour's and type's bitboard.
    if (m_byType[0] != 0 || (m_byColor[0] & m_byColor[1]) != 0)
        return false;
    Bitboard typed = 0;
    for (int t = 1; t < 7; ++t) {
        if (typed & m_byType[t])
            return false;
        typed |= m_byType[t];
    }
    if (typed != occupied())
        return false;
    for (int i = 0; i < SquareCount; ++i) {
        const Piece p = m_board[i];
        const Bitboard b = bit(Square(i));
        if (p == Piece::None ? (occupied() & b) != 0 : (pieces(colorOf(p), typeOf(p)) & b) == 0)
            return false;
    }
    if (popCount(pieces(Color::White, PieceType::King)) != 1 || popCount(pieces(Color::Black, PieceType::King)) != 1)
        return false;
    if (pieces(PieceType::Pawn) & (Rank1 | Rank8))
        return false;

    // Checks: the side that just moved is not in check; the checkers are the pieces that give it.
    const Color us = m_sideToMove, them = ~us;
    if (attackersTo(kingSquare(them), occupied()) & pieces(us))
        return false;
    if (m_checkers != (attackersTo(kingSquare(us), occupied()) & pieces(them)))
        return false;

    // Each castling right has its king and rook where they started.
    for (Color c : {Color::White, Color::Black})
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen})
            if (canCastle(c, side)) {
                const Square rook = castlingRook(c, side);
                if (rook == Square::None || pieceAt(rook) != makePiece(c, PieceType::Rook)
                    || relativeRank(c, kingSquare(c)) != 0 || rankOf(rook) != rankOf(kingSquare(c)))
                    return false;
            }

    // The en-passant square: skipped by a pawn of the side that just moved, which stands in front of it.
    if (m_enPassant != Square::None
        && (relativeRank(us, m_enPassant) != 5 || pieceAt(m_enPassant + pawnPush(them)) != makePiece(them, PieceType::Pawn)
            || pieceAt(m_enPassant) != Piece::None))
        return false;

    Position fresh = *this;
    fresh.updateEnPassantKey();
    return fresh.m_enPassantInKey == m_enPassantInKey && m_key == computeKey();
}

bool Position::operator==(const Position& other) const
{
    return m_board == other.m_board && m_sideToMove == other.m_sideToMove && m_castlingRights == other.m_castlingRights
        && m_enPassant == other.m_enPassant && m_halfmoveClock == other.m_halfmoveClock
        && m_fullmoveNumber == other.m_fullmoveNumber && setup().castlingRooks == other.setup().castlingRooks;
}

}  // namespace chess
