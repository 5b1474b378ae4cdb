// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attacks.h"
#include "bitboard.h"
#include "castling.h"
#include "move.h"
#include "types.h"

#include <array>
#include <cstdint>

namespace chess {

/// Everything needed to set up a position, without any checking; see fen.h for a validated way in.
struct PositionSetup {
    std::array<Piece, SquareCount> board{};
    Color sideToMove = Color::White;
    /// The rook each castling right castles with (castlingIndex order), Square::None without the right.
    std::array<Square, 4> castlingRooks{Square::None, Square::None, Square::None, Square::None};
    Square enPassant = Square::None;
    int halfmoveClock = 0;
    int fullmoveNumber = 1;
};

/// A chess position: the board, the side to move, castling rights, the en-passant square and the
/// clocks, with a Zobrist key kept up to date. A value type, cheap to copy (about 200 bytes).
class Position {
public:
    /// What doMove() needs to take the move back.
    struct Undo {
        std::uint64_t key;
        Bitboard checkers;
        Piece captured;
        std::uint8_t castlingRights;
        Square enPassant;
        bool enPassantInKey;
        std::uint16_t halfmoveClock;
    };

    /// The empty board with White to move; only useful as something to assign to.
    Position() = default;
    /// The position before the first move of a game.
    static Position startPosition();
    /// Builds the position exactly as described. The setup must be one that parseFen() accepts
    /// (kings present, castling rooks in place, a plausible en-passant square).
    static Position fromSetup(const PositionSetup& setup);
    /// The setup this position was built from, as it stands now.
    PositionSetup setup() const;

    Color sideToMove() const { return m_sideToMove; }
    Piece pieceAt(Square s) const { return m_board[index(s)]; }
    Bitboard occupied() const { return m_byColor[0] | m_byColor[1]; }
    Bitboard pieces(Color c) const { return m_byColor[index(c)]; }
    Bitboard pieces(PieceType t) const { return m_byType[index(t)]; }
    Bitboard pieces(Color c, PieceType t) const { return m_byColor[index(c)] & m_byType[index(t)]; }
    Bitboard pieces(PieceType a, PieceType b) const { return m_byType[index(a)] | m_byType[index(b)]; }
    Bitboard pieces(Color c, PieceType a, PieceType b) const { return m_byColor[index(c)] & pieces(a, b); }
    Square kingSquare(Color c) const { return lsb(pieces(c, PieceType::King)); }

    /// The set of castling rights as castlingBit() bits.
    unsigned castlingRights() const { return m_castlingRights; }
    bool canCastle(Color c, CastlingSide side) const { return m_castlingRights & castlingBit(c, side); }
    /// The rook that castles on this side; meaningful only while the right exists.
    Square castlingRook(Color c, CastlingSide side) const { return m_castlingRooks[castlingIndex(c, side)]; }
    /// Squares that must be empty for this castling (neither the king's nor the rook's own square).
    Bitboard castlingPath(Color c, CastlingSide side) const { return m_castlingPaths[castlingIndex(c, side)]; }
    /// True when a castling right names a king or rook off its standard square (X-FEN / Chess960).
    bool isChess960() const { return m_chess960; }

    /// The square a pawn skipped by a double step on the last move, else Square::None. It is set after
    /// every double step (as FEN records it), whether or not a capture there is possible.
    Square enPassantSquare() const { return m_enPassant; }
    /// True when the side to move has a legal en-passant capture: only then does the en-passant square
    /// count in key() (FIDE 9.2.3: positions are the same when the same moves are possible).
    bool hasEnPassantCapture() const { return m_enPassantInKey; }

    int halfmoveClock() const { return m_halfmoveClock; }
    int fullmoveNumber() const { return m_fullmoveNumber; }
    /// Zobrist key over pieces, side to move, castling rights and a possible en-passant capture.
    std::uint64_t key() const { return m_key; }

    /// Pieces of the side not to move that give check.
    Bitboard checkers() const { return m_checkers; }
    bool isCheck() const { return m_checkers != 0; }

    /// Pieces of both colours that attack s, given the occupancy (pass occupied() for the board as is).
    Bitboard attackersTo(Square s, Bitboard occupancy) const;
    /// Every square attacked by colour c, with the given occupancy.
    Bitboard attackedSquares(Color c, Bitboard occupancy) const;
    /// True when the side to move may capture en passant with the pawn on `from` without leaving
    /// its king in check. Requires an en-passant square and a pawn on `from` that attacks it.
    bool isEnPassantLegal(Square from) const;

    /// The type of piece the move takes (a pawn for en passant), PieceType::None when it takes nothing.
    PieceType capturedBy(Move m) const
    {
        if (m.kind() == MoveKind::EnPassant)
            return PieceType::Pawn;
        return m.kind() == MoveKind::Castling ? PieceType::None : typeOf(pieceAt(m.to()));
    }

    /// The pieces that will give check after the legal move `m`, worked out without playing it.
    Bitboard checkersAfter(Move m) const;

    /// Plays a legal move (legality is not checked).
    void doMove(Move m) { doMove(m, UnknownCheckers); }
    /// The same, for a caller that knows the checks the move gives (checkersAfter(m)), which are then
    /// not worked out again.
    void doMove(Move m, Bitboard checkersAfterMove);
    /// Plays a legal move and returns what undoMove() needs to take it back (a search's way; a replay,
    /// which never takes a move back, need not keep the state before every move).
    Undo doMoveToUndo(Move m);
    /// Takes back the move last played with doMoveToUndo().
    void undoMove(Move m, const Undo& undo);

    /// The invariants the rest of the engine relies on, worked out again from the board: pieces and
    /// bitboards agree, one king a side, no pawn on the first or last rank, the side not to move not in
    /// check, the checkers, castling rights with their king and rook in place, a plausible en-passant
    /// square, and the key equal to one computed from scratch. Debug builds assert it after every move
    /// (as Stockfish's pos_is_ok()); fromSetup() expects a setup that passes it.
    bool isConsistent() const;

    /// Two positions are equal when everything in their FEN is equal.
    bool operator==(const Position& other) const;

private:
    static constexpr Bitboard UnknownCheckers = ~Bitboard(0);  // no position has every square checking
    void play(Move m, Bitboard checkersAfterMove);
    void putPiece(Piece p, Square s);
    void removePiece(Square s);
    void movePiece(Square from, Square to);
    enum class CastleStep { Play, TakeBack };
    void castle(Color us, Square kingFrom, Square rookFrom, CastleStep step);
    void updateEnPassantKey();
    std::uint64_t computeKey() const;
    void computeCastlingTables();

    std::array<Bitboard, 7> m_byType{};  // indexed by PieceType; entry 0 unused
    std::array<Bitboard, 2> m_byColor{};
    std::array<Piece, SquareCount> m_board{};
    std::uint64_t m_key = 0;
    Bitboard m_checkers = 0;
    std::array<Bitboard, 4> m_castlingPaths{};
    std::array<Square, 4> m_castlingRooks{Square::None, Square::None, Square::None, Square::None};
    std::array<std::uint8_t, SquareCount> m_castlingRightsLost{};  // rights lost when a square is touched
    Color m_sideToMove = Color::White;
    std::uint8_t m_castlingRights = 0;
    Square m_enPassant = Square::None;
    bool m_enPassantInKey = false;
    bool m_chess960 = false;
    std::uint16_t m_halfmoveClock = 0;
    std::uint16_t m_fullmoveNumber = 1;
};

}  // namespace chess
