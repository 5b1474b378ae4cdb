// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "language.h"

#include "chess/move.h"
#include "chess/movelist.h"
#include "chess/position.h"

#include <QString>
#include <QStringView>

#include <array>
#include <cstdint>

namespace notation {

/// The systems a move can be written in.
enum class Notation {
    San,  // short algebraic with the language's letters (Sf3, exd5, d8D, 0-0)
    Figurine,  // short algebraic with figurines for the pieces (♘f3)
    LongAlgebraic,  // origin and target without hyphen, FIDE C.8 (Sg1f3, e2e4, Sf3xe5)
    LongAlgebraicHyphen,  // the same with a hyphen (Sg1-f3, e2-e4)
    Uci,  // engine coordinates (g1f3, e1g1, e7e8q)
    IccfNumeric,  // correspondence chess digits (7163)
    Descriptive,  // English descriptive, shortest unambiguous form (N-KB3, NxP)
};

/// How SAN marks promotion and castling: FIDE's scoresheet forms or PGN's.
enum class SanStyle {
    Fide,  // d8D, 0-0
    Pgn,  // d8=Q, O-O
};

struct WriteOptions {
    Notation notation = Notation::San;
    Language language = Language::English;
    SanStyle style = SanStyle::Fide;
};

/// Whether descriptive notation can be written in the language's piece letters: English (N-KB3) and the
/// languages with German letters (S-KL3); the others have no descriptive notation here.
bool hasDescriptiveLetters(Language language);

/// How much of its origin a move's short form names (FIDE C.10): the file when that tells it from the
/// other legal moves of its kind to the same square, else the rank, both only when neither does.
enum class OriginHint : std::uint8_t { None, File, Rank, Square };
/// The check a move gives, as its mark (+, #) shows it.
enum class CheckGiven : std::uint8_t { None, Check, Mate };

/// What writing a legal move takes beyond the board before it: the origin hint (a move generation)
/// and the check it gives (a look past the move). The resolver finds both while judging an entry and
/// the record keeps them, so a report writes the game without working them out again.
struct MoveMarks {
    OriginHint origin = OriginHint::None;
    CheckGiven check = CheckGiven::None;
};

/// What a move moves and takes (None when it takes nothing): with the move and its marks, what its short
/// and long forms need of the board. The record keeps them for every played entry.
struct PlayedPieces {
    chess::PieceType moved = chess::PieceType::None;
    chess::PieceType captured = chess::PieceType::None;
};

/// A move written out, held in place: a report writes a move for every entry, and a QString for each
/// cost more than the writing (allocation and growth). Long enough for every notation's longest form.
class MoveText {
public:
    MoveText& operator+=(QChar c)
    {
        Q_ASSERT(m_size < Capacity);
        m_chars[std::size_t(m_size++)] = c.unicode();
        return *this;
    }
    MoveText& operator+=(char ascii) { return *this += QChar::fromLatin1(ascii); }
    MoveText& operator+=(QStringView text)
    {
        for (QChar c : text)
            *this += c;
        return *this;
    }
    void insert(qsizetype at, QChar c);
    QStringView view() const { return QStringView(m_chars.data(), m_size); }
    QString toString() const { return view().toString(); }

private:
    static constexpr qsizetype Capacity = 32;
    std::array<char16_t, Capacity> m_chars;
    qsizetype m_size = 0;
};

/// Works out the marks of a legal move of the position.
MoveMarks moveMarks(const chess::Position& position, chess::Move move);
/// The origin hint of a legal move, given legal moves of the position that hold at least every move of
/// the same piece type to the same square (others in the list are passed over). None for a pawn: its
/// short form names the file of a capture whatever the other moves are.
OriginHint originHint(const chess::Position& position, chess::Move move, const chess::MoveList& moves);

/// Writes a legal move of the position. Short forms name the origin only as far as FIDE C.10 asks
/// (file, else rank, else both), counting legal moves only; check and mate marks (+, #) follow the
/// position after the move.
QString writeMove(const chess::Position& position, chess::Move move, const WriteOptions& options);
/// The same with the move's marks already known (moveMarks, or a resolution's), written in place: no
/// move generation and no allocation, except for Hebrew (whose king and queen letters can run together,
/// see writeMove's source) and for the UCI, ICCF and descriptive forms.
MoveText writeMove(const chess::Position& position, chess::Move move, MoveMarks marks, const WriteOptions& options);

/// A move's SAN as PGN writes it (English letters, d8=Q, O-O), from what it moved and took and its marks
/// with no board, as ASCII bytes at `to` (at most 7: "Qa1xh8#", "exd8=Q+"); returns where it ended. What
/// the JSON report writes for every entry the replay played.
char* writePgnSan(char* to, chess::Move move, PlayedPieces pieces, MoveMarks marks);

/// A square as a move in the language writes it: "d2", or with Hebrew letters for the files.
QString squareText(chess::Square square, Language language);

/// "12." before White's move, "12..." before Black's: the number of the move about to be made.
QString moveNumberText(int number, chess::Color side);
inline QString moveNumberText(const chess::Position& before)
{
    return moveNumberText(before.fullmoveNumber(), before.sideToMove());
}

}  // namespace notation
