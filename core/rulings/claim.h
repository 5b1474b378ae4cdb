// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rate.h"

#include "sheet/record.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <cstdint>
#include <optional>

/// Rulings on what happens at the board, decided from the record exactly as the FIDE Laws of Chess
/// (2023, handbook E012023) say: pure functions of a sheet::Record (docs/specification.md section 10).
namespace rulings {

/// The draw a player claims: the same position for the third time (9.2), or fifty moves by each player
/// without a capture or pawn move (9.3).
enum class ClaimKind : std::uint8_t { Threefold, FiftyMoves };

/// The form the ruling rests on: the position on the board, the claimant to move (9.2.2, 9.3.2), or a
/// move the claimant has written and declared but not played (9.2.1, 9.3.1).
enum class ClaimForm : std::uint8_t { OnBoard, Intended };

/// Why the claim is correct or not. The codes are stable: JSON and the tests use them.
enum class ClaimReason : std::uint8_t {
    ThirdOccurrence,  // the claimed position stands (or would stand) for at least the third time
    FewerThanThree,  // it stands (or would stand) fewer than three times
    FiftyMoves,  // fifty moves by each player without a capture or pawn move, with the written move if any
    FewerThanFifty,  // fewer than that
    IntendedResetsCount,  // the written move is a capture or a pawn move: fifty moves start again
    IntendedIllegal,  // the written move is no legal move
    IntendedAmbiguous,  // the written move reads as more than one legal move
    IntendedUnreadable,  // the written move is no move in any notation
    GameOver,  // the game had ended before the claim (checkmate, stalemate, 9.6, a dead position)
};
/// "third-occurrence", "fewer-than-three", "fifty-moves", "fewer-than-fifty", "intended-resets-count",
/// "intended-illegal", "intended-ambiguous", "intended-unreadable", "game-over".
const char* claimReasonCode(ClaimReason reason);
const char* claimKindCode(ClaimKind kind);  // "threefold", "fifty"
const char* claimFormCode(ClaimForm form);  // "on-board", "intended"

/// A position of the game as a ruling names it: the ply after which it stood (0: the start) and the move
/// that led there, written in the sheet's language ("31... Sf6"); the start has no move.
struct GamePoint {
    int ply = 0;
    int moveNumber = 0;  // of the move that led there
    chess::Color mover = chess::Color::White;  // who made that move
    QString move;  // empty at the start position

    /// "31... Sf6", or empty at the start position.
    QString numberedMove() const;
};

/// What makes a position with the same pieces on the same squares and the same player to move another
/// position all the same (9.2.3): bits of a set.
enum class Difference : std::uint8_t {
    CastlingRights = 1,  // 9.2.3.2: a castling right held in one was lost by the other
    EnPassant = 2,  // 9.2.3.1: a legal en-passant capture was possible in one of them
};

struct SameBoardElsewhere {
    GamePoint point;
    std::uint8_t differences = 0;  // bits of Difference

    bool has(Difference d) const { return differences & std::uint8_t(d); }
};

/// The move the claimant wrote and declared, as read in the sheet's language from the position on the board.
struct IntendedMove {
    QString text;
    notation::Resolution resolution;
    GamePoint point;  // where the move would lead (its ply and move), when it is a legal move
    bool capture = false;  // it takes a piece (fifty moves start again, 9.3)
    bool pawnMove = false;  // it moves a pawn (the same)
    QStringList readings;  // an ambiguous move's legal moves, written in the sheet's language
};

/// How the game ends, if it does, once the ruling is applied.
enum class GameEnd : std::uint8_t {
    None,  // the game continues
    Claim,  // drawn on the correct claim (9.5.2)
    Checkmate,  // 5.1.1
    Stalemate,  // 5.2.1
    Fivefold,  // 9.6.1
    SeventyFiveMoves,  // 9.6.2
    DeadPosition,  // 5.2.2
};
/// "claim", "checkmate", "stalemate", "fivefold", "seventy-five-moves", "dead-position"; null for None.
const char* gameEndCode(GameEnd end);

/// What follows from the ruling (9.5, 9.1.2.3, Appendices A and B).
struct Consequence {
    GameEnd end = GameEnd::None;
    int endedAt = -1;  // the ply after which the game ended; -1 while it goes on
    QString result;  // "1/2-1/2", "1-0" or "0-1" when the game ended; empty while it goes on
    int opponentMinutes = 0;  // added to the claimant's opponent's time for an incorrect claim
    /// Blitz only: the minutes where the event applies B.2 (the Competition Rules, so 9.5.3's two
    /// minutes) rather than B.3 (the rapid rules' one minute, A.3). 0 for the other rates.
    int minutesWhereB2Applies = 0;
    bool intendedMustBePlayed = false;  // 9.5.3: the written move is now made
    bool drawOffer = false;  // 9.1.2.3: the claim stands as a draw offer the opponent may accept
    QList<const char*> articles;  // the articles applied, in the order they apply
};

struct ClaimRuling {
    ClaimKind kind = ClaimKind::Threefold;
    ClaimForm form = ClaimForm::OnBoard;
    chess::Color claimant = chess::Color::White;  // the player to move after the last entry played
    bool correct = false;
    ClaimReason reason = ClaimReason::FewerThanThree;
    const char* article = "";  // "9.2.1", "9.2.2", "9.3.1" or "9.3.2"
    std::optional<IntendedMove> intended;
    /// The written move mates or stalemates, leaves a dead position, or ends the game by 9.6 (a fifth
    /// occurrence, the 75th move).
    GameEnd intendedEnds = GameEnd::None;

    /// Threefold: every time the claimed position stood, in order (the written move's ply included);
    /// empty when there is no claimed position (a written move that is no legal move).
    QList<GamePoint> occurrences;
    /// Threefold: the positions with the same pieces on the same squares and the same player to move
    /// that are nevertheless not the same (9.2.3), and why.
    QList<SameBoardElsewhere> notCounted;

    /// The last capture or pawn move before the claimed position; none when there was none since the
    /// start, whose half-move clock (a FEN's) then counts too.
    std::optional<GamePoint> lastIrreversible;
    int startHalfmoveClock = 0;
    int halfMovesSince = 0;  // plies without a capture or pawn move up to the claimed position
    int movesSince[2] = {0, 0};  // of them, White's and Black's

    /// The game had ended before the claim: how, and the position it ended in (then `consequence`
    /// says so too).
    GameEnd endedBefore = GameEnd::None;
    GamePoint endedBeforeAt;

    Consequence consequence;
};

/// Rules on a claim made after the last entry the replay played, by the player then to move. With
/// `intended`, the claim comes with that move written in the sheet's notation and language
/// (9.2.1, 9.3.1); it is correct also when the position on the board already makes it so (9.2.2,
/// 9.3.2), and then rests on the board.
ClaimRuling ruleClaim(const sheet::Record& record, ClaimKind kind, std::optional<QStringView> intended, Rate rate);

}  // namespace rulings
