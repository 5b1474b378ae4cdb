// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// Forsyth-Edwards Notation in and out, with errors that say which field is wrong and why.
namespace chess {

/// The six fields of a FEN, and the position as a whole for problems no single field causes.
enum class FenField { Placement, SideToMove, Castling, EnPassant, HalfmoveClock, FullmoveNumber, Position };

/// Every problem parseFen() can report. Errors make the FEN unusable; warnings (the last group)
/// describe how a usable FEN was read.
enum class FenProblem {
    // errors: the text is not a FEN
    Empty,
    TooFewFields,
    TooManyFields,
    BadPieceLetter,
    RankTooLong,
    RankTooShort,
    WrongRankCount,
    BadSideToMove,
    BadCastlingLetter,
    RepeatedCastlingLetter,
    BadEnPassantSquare,
    BadNumber,
    NumberOutOfRange,
    // errors: the position cannot arise in a game
    MissingKing,
    ExtraKing,
    PawnOnBackRank,
    TooManyPawns,
    TooManyPieces,
    OpponentInCheck,
    TooManyCheckers,
    // warnings
    SideToMoveWrittenAsS,
    CastlingRightDropped,
    Chess960Castling,
    EnPassantSquareDropped,
    FullmoveNumberZero,
};

/// Whether a problem is one of the text (it is not a FEN, and has a place in it) rather than of a
/// position that cannot arise in a game, which is wrong as a whole; false for warnings too.
constexpr bool isTextProblem(FenProblem problem) { return problem < FenProblem::MissingKing; }

/// One problem found in a FEN (notation/fenmessage.h words it for people). `offset` is the byte offset in the FEN text
/// where the problem is seen; `text` is the offending part of the text (or, for whole-position problems, the colour
/// concerned).
struct FenDiagnostic {
    FenField field;
    FenProblem problem;
    int offset = 0;
    std::string text;
};

struct FenResult {
    std::optional<Position> position;  // set exactly when there is no error
    std::optional<FenDiagnostic> error;  // the first error found
    std::vector<FenDiagnostic> warnings;  // how a usable FEN was interpreted
};

/// Reads a FEN (the two clock fields may be left out, as in EPD). Never throws; a malformed FEN or an
/// impossible position gives an error, doubtful castling rights or en-passant squares are dropped with
/// a warning. X-FEN and Shredder-FEN castling letters are read for Chess960 positions.
FenResult parseFen(std::string_view fen);

/// The piece a FEN letter names (PNBRQK for White, pnbrqk for Black); Piece::None for any other character.
Piece pieceFromFenLetter(char letter);
/// The FEN letter of a piece (PNBRQK, pnbrqk); a space for Piece::None.
char fenLetter(Piece piece);

/// Writes the position as FEN; castling as KQkq, or X-FEN file letters where KQkq would be unclear.
std::string toFen(const Position& position);
/// Writes a setup as FEN, as it stands: one that cannot arise in a game too (a position being set up),
/// which parseFen() then explains.
std::string toFen(const PositionSetup& setup);

}  // namespace chess
