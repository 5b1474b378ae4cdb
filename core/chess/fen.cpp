// SPDX-License-Identifier: GPL-3.0-or-later
#include "fen.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <utility>

namespace chess {
namespace {

constexpr std::string_view PieceLetters = " PNBRQK  pnbrqk";

const char* colorName(Color c) { return c == Color::White ? "white" : "black"; }

// A byte as it can be shown in a message: itself when printable ASCII, else as \xNN.
std::string printable(char c)
{
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7F)
        return std::string(1, c);
    constexpr char hex[] = "0123456789ABCDEF";
    return {'\\', 'x', hex[byte >> 4], hex[byte & 15]};
}

struct Field {
    std::string_view text;
    int offset;
};

std::vector<Field> splitFields(std::string_view fen)
{
    std::vector<Field> fields;
    std::size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && (fen[i] == ' ' || fen[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < fen.size() && fen[i] != ' ' && fen[i] != '\t')
            ++i;
        if (i > start)
            fields.push_back({fen.substr(start, i - start), int(start)});
    }
    return fields;
}

// The reader keeps the first error and every warning; each step returns false once an error is set.
class FenReader {
public:
    FenResult read(std::string_view fen);

private:
    bool fail(FenField field, FenProblem problem, int offset, std::string_view text)
    {
        m_result.error = FenDiagnostic{field, problem, offset, std::string(text)};
        return false;
    }
    void warn(FenField field, FenProblem problem, int offset, std::string_view text)
    {
        m_result.warnings.push_back({field, problem, offset, std::string(text)});
    }

    bool readPlacement(const Field& f);
    bool readSideToMove(const Field& f);
    bool readCastling(const Field& f);
    bool readEnPassant(const Field& f);
    bool readNumber(const Field& f, FenField which, int min, int max, int& out);
    bool checkPosition(int offset);
    int kingFileOnBackRank(Color c) const;
    Square castlingRookFor(Color c, char letter) const;
    void checkEnPassant(const Field& f);

    FenResult m_result;
    PositionSetup m_setup;
};

bool FenReader::readPlacement(const Field& f)
{
    int rank = 7, file = 0;
    for (std::size_t i = 0; i < f.text.size(); ++i) {
        const char c = f.text[i];
        const int at = f.offset + int(i);
        if (c == '/') {
            if (file < 8)
                return fail(FenField::Placement, FenProblem::RankTooShort, at, std::to_string(rank + 1));
            if (--rank < 0)
                return fail(FenField::Placement, FenProblem::WrongRankCount, at, f.text);
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8)
                return fail(FenField::Placement, FenProblem::RankTooLong, at, std::to_string(rank + 1));
        } else {
            const Piece p = pieceFromFenLetter(c);
            if (p == Piece::None)
                return fail(FenField::Placement, FenProblem::BadPieceLetter, at, printable(c));
            if (file > 7)
                return fail(FenField::Placement, FenProblem::RankTooLong, at, std::to_string(rank + 1));
            m_setup.board[index(makeSquare(file++, rank))] = p;
        }
    }
    const int end = f.offset + int(f.text.size());
    if (rank > 0)
        return fail(FenField::Placement, FenProblem::WrongRankCount, end, f.text);
    if (file < 8)
        return fail(FenField::Placement, FenProblem::RankTooShort, end, "8");
    return true;
}

bool FenReader::readSideToMove(const Field& f)
{
    if (f.text == "w") {
        m_setup.sideToMove = Color::White;
    } else if (f.text == "b") {
        m_setup.sideToMove = Color::Black;
    } else if (f.text == "s") {
        // German "schwarz", seen in a FIDE appendix example.
        m_setup.sideToMove = Color::Black;
        warn(FenField::SideToMove, FenProblem::SideToMoveWrittenAsS, f.offset, f.text);
    } else {
        return fail(FenField::SideToMove, FenProblem::BadSideToMove, f.offset, f.text);
    }
    return true;
}

int FenReader::kingFileOnBackRank(Color c) const
{
    const int backRank = c == Color::White ? 0 : 7;
    for (int file = 0; file < 8; ++file)
        if (m_setup.board[index(makeSquare(file, backRank))] == makePiece(c, PieceType::King))
            return file;
    return -1;
}

// X-FEN: K/Q name the outermost rook on that side of the king; Shredder-FEN: a file letter names it.
Square FenReader::castlingRookFor(Color c, char letter) const
{
    const int backRank = c == Color::White ? 0 : 7;
    const Piece rook = makePiece(c, PieceType::Rook);
    const int kingFile = kingFileOnBackRank(c);
    if (kingFile < 0)
        return Square::None;
    const char upper = char(letter & ~0x20);
    auto rookAt = [&](int file) { return m_setup.board[index(makeSquare(file, backRank))] == rook; };
    if (upper == 'K' || upper == 'Q') {
        const int step = upper == 'K' ? -1 : 1;
        for (int file = upper == 'K' ? 7 : 0; file != kingFile; file += step)
            if (rookAt(file))
                return makeSquare(file, backRank);
        return Square::None;
    }
    const int file = upper - 'A';
    return file != kingFile && rookAt(file) ? makeSquare(file, backRank) : Square::None;
}

bool FenReader::readCastling(const Field& f)
{
    if (f.text == "-")
        return true;
    for (std::size_t i = 0; i < f.text.size(); ++i) {
        const char c = f.text[i];
        const int at = f.offset + int(i);
        const bool white = c >= 'A' && c <= 'Z';
        const char upper = char(c & ~0x20);
        if (!((upper >= 'A' && upper <= 'H') || upper == 'K' || upper == 'Q'))
            return fail(FenField::Castling, FenProblem::BadCastlingLetter, at, printable(c));
        const Color color = white ? Color::White : Color::Black;
        const Square rook = castlingRookFor(color, c);
        if (rook == Square::None) {
            warn(FenField::Castling, FenProblem::CastlingRightDropped, at, std::string(1, c));
            continue;
        }
        const Square king = makeSquare(kingFileOnBackRank(color), rankOf(rook));
        const CastlingSide side = rook > king ? CastlingSide::King : CastlingSide::Queen;
        Square& slot = m_setup.castlingRooks[castlingIndex(color, side)];
        if (slot != Square::None)
            return fail(FenField::Castling, FenProblem::RepeatedCastlingLetter, at, std::string(1, c));
        slot = rook;
        const bool standard = fileOf(king) == 4 && fileOf(rook) == (side == CastlingSide::King ? 7 : 0);
        if (!standard)
            warn(FenField::Castling, FenProblem::Chess960Castling, at, std::string(1, c));
    }
    return true;
}

bool FenReader::readEnPassant(const Field& f)
{
    if (f.text == "-")
        return true;
    if (f.text.size() != 2 || f.text[0] < 'a' || f.text[0] > 'h' || f.text[1] < '1' || f.text[1] > '8')
        return fail(FenField::EnPassant, FenProblem::BadEnPassantSquare, f.offset, f.text);
    m_setup.enPassant = makeSquare(f.text[0] - 'a', f.text[1] - '1');
    return true;
}

// An en-passant square is kept only where the last move can have been a double step onto the
// square in front of it; otherwise it is dropped, and the user told.
void FenReader::checkEnPassant(const Field& f)
{
    const Square ep = m_setup.enPassant;
    if (ep == Square::None)
        return;
    const Color mover = ~m_setup.sideToMove;  // the side that made the double step
    const int push = pawnPush(mover);
    const bool plausible = relativeRank(mover, ep) == 2
        && m_setup.board[index(ep + push)] == makePiece(mover, PieceType::Pawn)
        && m_setup.board[index(ep)] == Piece::None && m_setup.board[index(ep - push)] == Piece::None;
    if (!plausible) {
        warn(FenField::EnPassant, FenProblem::EnPassantSquareDropped, f.offset, f.text);
        m_setup.enPassant = Square::None;
    }
}

bool FenReader::readNumber(const Field& f, FenField which, int min, int max, int& out)
{
    int value = 0;
    const char* end = f.text.data() + f.text.size();
    const auto [ptr, ec] = std::from_chars(f.text.data(), end, value);
    if (ptr != end || f.text.empty() || f.text[0] == '-' || f.text[0] == '+') {
        if (ec == std::errc::result_out_of_range)
            return fail(which, FenProblem::NumberOutOfRange, f.offset, f.text);
        return fail(which, FenProblem::BadNumber, f.offset, f.text);
    }
    if (ec == std::errc::result_out_of_range || value < min || value > max)
        return fail(which, FenProblem::NumberOutOfRange, f.offset, f.text);
    out = value;
    return true;
}

bool FenReader::checkPosition(int offset)
{
    for (Color c : {Color::White, Color::Black}) {
        const char* who = colorName(c);
        int count[7] = {};
        for (Piece p : m_setup.board)
            if (p != Piece::None && colorOf(p) == c)
                ++count[index(typeOf(p))];
        if (count[index(PieceType::King)] == 0)
            return fail(FenField::Placement, FenProblem::MissingKing, offset, who);
        if (count[index(PieceType::King)] > 1)
            return fail(FenField::Placement, FenProblem::ExtraKing, offset, who);
        const int pawns = count[index(PieceType::Pawn)];
        if (pawns > 8)
            return fail(FenField::Placement, FenProblem::TooManyPawns, offset, who);
        // Pieces beyond the initial set must have come from promotions, one pawn each.
        const int promoted = std::max(0, count[index(PieceType::Queen)] - 1)
            + std::max(0, count[index(PieceType::Rook)] - 2) + std::max(0, count[index(PieceType::Bishop)] - 2)
            + std::max(0, count[index(PieceType::Knight)] - 2);
        if (pawns + promoted > 8)
            return fail(FenField::Placement, FenProblem::TooManyPieces, offset, who);
    }
    for (int file = 0; file < 8; ++file)
        for (int rank : {0, 7})
            if (typeOf(m_setup.board[index(makeSquare(file, rank))]) == PieceType::Pawn)
                return fail(FenField::Placement, FenProblem::PawnOnBackRank, offset,
                    std::string{char('a' + file), char('1' + rank)});
    return true;
}

FenResult FenReader::read(std::string_view fen)
{
    const std::vector<Field> fields = splitFields(fen);
    if (fields.empty()) {
        fail(FenField::Placement, FenProblem::Empty, 0, "");
        return m_result;
    }
    if (fields.size() < 4) {
        const int end = fields.back().offset + int(fields.back().text.size());
        fail(FenField(fields.size()), FenProblem::TooFewFields, end, std::to_string(fields.size()));
        return m_result;
    }
    if (fields.size() > 6) {
        fail(FenField::Position, FenProblem::TooManyFields, fields[6].offset, fields[6].text);
        return m_result;
    }
    const bool fieldsOk = readPlacement(fields[0]) && readSideToMove(fields[1]) && checkPosition(fields[0].offset)
        && readCastling(fields[2]) && readEnPassant(fields[3])
        && (fields.size() < 5 || readNumber(fields[4], FenField::HalfmoveClock, 0, 65535, m_setup.halfmoveClock))
        && (fields.size() < 6 || readNumber(fields[5], FenField::FullmoveNumber, 0, 65535, m_setup.fullmoveNumber));
    if (!fieldsOk)
        return m_result;
    if (m_setup.fullmoveNumber == 0) {
        warn(FenField::FullmoveNumber, FenProblem::FullmoveNumberZero, fields[5].offset, fields[5].text);
        m_setup.fullmoveNumber = 1;
    }
    checkEnPassant(fields[3]);

    const Position position = Position::fromSetup(m_setup);
    const Color us = position.sideToMove(), them = ~us;
    if (position.attackersTo(position.kingSquare(them), position.occupied()) & position.pieces(us)) {
        fail(FenField::Position, FenProblem::OpponentInCheck, fields[1].offset, colorName(them));
        return m_result;
    }
    // No single move can give check with more than two pieces at once.
    if (popCount(position.checkers()) > 2) {
        fail(FenField::Position, FenProblem::TooManyCheckers, fields[0].offset, colorName(us));
        return m_result;
    }
    m_result.position = position;
    return m_result;
}

}  // namespace

FenResult parseFen(std::string_view fen) { return FenReader().read(fen); }

Piece pieceFromFenLetter(char letter)
{
    const std::size_t p = letter == ' ' ? std::string_view::npos : PieceLetters.find(letter);
    return p == std::string_view::npos ? Piece::None : Piece(p);
}

char fenLetter(Piece piece) { return PieceLetters[index(piece)]; }

std::string toFen(const PositionSetup& setup)
{
    // Written into a buffer long enough for any FEN (pieces and counters), then made a string once: a
    // JSON report writes two a game, and a string's append per character cost most of it.
    std::array<char, 128> buffer;
    char* to = buffer.data();
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = setup.board[index(makeSquare(file, rank))];
            if (p == Piece::None) {
                ++empty;
                continue;
            }
            if (empty)
                *to++ = char('0' + std::exchange(empty, 0));
            *to++ = fenLetter(p);
        }
        if (empty)
            *to++ = char('0' + empty);
        if (rank)
            *to++ = '/';
    }
    *to++ = ' ';
    *to++ = setup.sideToMove == Color::White ? 'w' : 'b';
    *to++ = ' ';
    const char* const castlingStart = to;
    for (Color c : {Color::White, Color::Black}) {
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            const Square rook = setup.castlingRooks[castlingIndex(c, side)];
            if (rook == Square::None)
                continue;
            // KQkq means the outermost rook; any other rook is named by its file (Shredder style).
            bool outermost = true;
            for (int file = side == CastlingSide::King ? fileOf(rook) + 1 : 0;
                 file < (side == CastlingSide::King ? 8 : fileOf(rook)); ++file)
                if (setup.board[index(makeSquare(file, rankOf(rook)))] == makePiece(c, PieceType::Rook))
                    outermost = false;
            char letter = outermost ? (side == CastlingSide::King ? 'K' : 'Q') : char('A' + fileOf(rook));
            *to++ = c == Color::White ? letter : char(letter | 0x20);
        }
    }
    if (to == castlingStart)
        *to++ = '-';
    *to++ = ' ';
    const Square ep = setup.enPassant;
    if (ep == Square::None) {
        *to++ = '-';
    } else {
        *to++ = char('a' + fileOf(ep));
        *to++ = char('1' + rankOf(ep));
    }
    for (int counter : {int(setup.halfmoveClock), int(setup.fullmoveNumber)}) {
        *to++ = ' ';
        to = std::to_chars(to, buffer.data() + buffer.size(), counter).ptr;
    }
    return std::string(buffer.data(), std::size_t(to - buffer.data()));
}

std::string toFen(const Position& position) { return toFen(position.setup()); }

}  // namespace chess
