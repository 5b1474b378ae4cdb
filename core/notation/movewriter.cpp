// SPDX-License-Identifier: GPL-3.0-or-later
#include "movewriter.h"

#include "descriptivewriter.h"
#include "resolver.h"

#include "chess/castling.h"
#include "chess/movegen.h"
#include "chess/status.h"
#include "chess/uci.h"

#include <algorithm>

namespace notation {
namespace {

using chess::Move;
using chess::MoveKind;
using chess::PieceType;
using chess::Position;
using chess::Square;

bool isHebrew(const WriteOptions& o) { return o.language == Language::Hebrew; }

template <class Text>
void appendSquare(Text& out, Square s, const WriteOptions& o)
{
    out += isHebrew(o) ? QChar(0x05D0 + chess::fileOf(s)) : QChar('a' + chess::fileOf(s));
    out += QChar('1' + chess::rankOf(s));
}

template <class Text>
void appendFile(Text& out, Square s, const WriteOptions& o)
{
    out += isHebrew(o) ? QChar(0x05D0 + chess::fileOf(s)) : QChar('a' + chess::fileOf(s));
}

template <class Text>
void appendPiece(Text& out, PieceType piece, const WriteOptions& o)
{
    if (o.notation == Notation::Figurine) {
        constexpr char16_t glyphs[] = u"\u2659\u2658\u2657\u2656\u2655\u2654";  // white pawn..king
        out += QChar(glyphs[chess::index(piece) - 1]);
    } else {
        out += pieceLetter(o.language, piece);
    }
}

template <class Text>
void appendCheckMark(Text& out, CheckGiven check)
{
    if (check != CheckGiven::None)
        out += check == CheckGiven::Mate ? QChar('#') : QChar('+');
}

template <class Text>
void appendCastling(Text& out, Move m, const WriteOptions& o)
{
    const bool kingSide = m.to() > m.from();
    const QChar o0 = o.style == SanStyle::Pgn ? QChar('O') : QChar('0');
    out += o0;
    out += '-';
    out += o0;
    if (!kingSide) {
        out += '-';
        out += o0;
    }
}

template <class Text>
void appendPromotion(Text& out, Move m, const WriteOptions& o)
{
    if (m.kind() != MoveKind::Promotion)
        return;
    if (o.style == SanStyle::Pgn)
        out += '=';
    appendPiece(out, m.promotion(), o);
}

template <class Text>
void appendOrigin(Text& out, Move m, OriginHint origin, const WriteOptions& o)
{
    switch (origin) {
    case OriginHint::None: break;
    case OriginHint::File: appendFile(out, m.from(), o); break;
    case OriginHint::Rank: out += QChar('1' + chess::rankOf(m.from())); break;
    case OriginHint::Square: appendSquare(out, m.from(), o); break;
    }
}

PlayedPieces piecesOf(const Position& p, Move m) { return {chess::typeOf(p.pieceAt(m.from())), p.capturedBy(m)}; }

template <class Text>
void writeShort(Text& out, Move m, PlayedPieces pieces, MoveMarks marks, const WriteOptions& o)
{
    if (m.kind() == MoveKind::Castling) {
        appendCastling(out, m, o);
    } else {
        const PieceType piece = pieces.moved;
        const bool capture = pieces.captured != PieceType::None;
        if (piece == PieceType::Pawn) {
            if (capture)
                appendFile(out, m.from(), o);
        } else {
            appendPiece(out, piece, o);
            appendOrigin(out, m, marks.origin, o);
        }
        if (capture)
            out += 'x';
        appendSquare(out, m.to(), o);
        appendPromotion(out, m, o);
    }
    appendCheckMark(out, marks.check);
}

// Bytes written in place, for text known to be ASCII (PGN's SAN).
struct AsciiText {
    char* to;
    AsciiText& operator+=(QChar c)
    {
        Q_ASSERT(c.unicode() < 0x80);
        *to++ = char(c.unicode());
        return *this;
    }
    AsciiText& operator+=(char c) { return *this += QChar::fromLatin1(c); }
    AsciiText& operator+=(QStringView text)
    {
        for (QChar c : text)
            *this += c;
        return *this;
    }
};

constexpr WriteOptions PgnSan{Notation::San, Language::English, SanStyle::Pgn};

MoveText writeLong(const Position& p, Move m, CheckGiven check, const WriteOptions& o)
{
    MoveText out;
    if (m.kind() == MoveKind::Castling) {
        appendCastling(out, m, o);
    } else {
        const PieceType piece = chess::typeOf(p.pieceAt(m.from()));
        if (piece != PieceType::Pawn)
            appendPiece(out, piece, o);
        appendSquare(out, m.from(), o);
        if (p.capturedBy(m) != PieceType::None)
            out += 'x';
        else if (o.notation == Notation::LongAlgebraicHyphen)
            out += '-';
        appendSquare(out, m.to(), o);
        appendPromotion(out, m, o);
    }
    appendCheckMark(out, check);
    return out;
}

// ICCF: file and rank as digits, origin then target; castling as the king's move; a fifth digit
// for the promotion piece (1 queen, 2 rook, 3 bishop, 4 knight).
QString writeIccf(const Position& p, Move m)
{
    Square to = m.to();
    if (m.kind() == MoveKind::Castling)
        to = chess::castlingKingTarget(p.sideToMove(), m);
    QString out;
    for (Square s : {m.from(), to}) {
        out += QChar('1' + chess::fileOf(s));
        out += QChar('1' + chess::rankOf(s));
    }
    if (m.kind() == MoveKind::Promotion)
        out += QChar('0' + (chess::index(PieceType::Queen) - chess::index(m.promotion()) + 1));
    return out;
}

// Hebrew writes the queen "מה" and the king "מ"; a king move from the e-file ("ה") can then read as
// a queen move. Where it would, the hyphen Hebrew sheets use anyway keeps the two apart. Changes the
// text in place: a report writes a move for every entry, and copies of it showed (callgrind).
void keepHebrewUnambiguous(MoveText& text, const Position& p, Move m, const WriteOptions& o)
{
    if (!isHebrew(o) || m.kind() == MoveKind::Castling || chess::typeOf(p.pieceAt(m.from())) == PieceType::Pawn)
        return;
    if (resolveText(text.view(), o.language, p).move == m)
        return;
    const qsizetype letter = pieceLetter(o.language, chess::typeOf(p.pieceAt(m.from()))).size();
    text.insert(letter, u'-');
}

// The forms written whole elsewhere, held like the others.
MoveText inPlace(const QString& text)
{
    MoveText out;
    out += QStringView(text);
    return out;
}

}  // namespace

MoveMarks moveMarks(const Position& position, Move move)
{
    MoveMarks marks;
    const PieceType piece = chess::typeOf(position.pieceAt(move.from()));
    if (move.kind() != MoveKind::Castling && piece != PieceType::Pawn) {
        chess::MoveList rivals;
        chess::generateLegalMovesTo(position, piece, move.to(), ~chess::Bitboard(chess::bit(move.from())), rivals);
        marks.origin = originHint(position, move, rivals);
    }
    const chess::CheckResult result = chess::checkResult(position, move);
    marks.check = result.mate ? CheckGiven::Mate : result.checkers ? CheckGiven::Check : CheckGiven::None;
    return marks;
}

OriginHint originHint(const Position& position, Move move, const chess::MoveList& moves)
{
    const PieceType piece = chess::typeOf(position.pieceAt(move.from()));
    if (move.kind() == MoveKind::Castling || piece == PieceType::Pawn)
        return OriginHint::None;
    bool any = false, sameFile = false, sameRank = false;
    for (Move r : moves) {
        if (r.to() != move.to() || r.from() == move.from() || r.promotion() != move.promotion()
            || r.kind() == MoveKind::Castling || chess::typeOf(position.pieceAt(r.from())) != piece)
            continue;
        any = true;
        sameFile = sameFile || chess::fileOf(r.from()) == chess::fileOf(move.from());
        sameRank = sameRank || chess::rankOf(r.from()) == chess::rankOf(move.from());
    }
    if (!any)
        return OriginHint::None;
    return !sameFile ? OriginHint::File : !sameRank ? OriginHint::Rank : OriginHint::Square;
}

QString writeMove(const Position& position, Move move, const WriteOptions& options)
{
    switch (options.notation) {
    case Notation::San:
    case Notation::Figurine:
    case Notation::LongAlgebraic:
    case Notation::LongAlgebraicHyphen: return writeMove(position, move, moveMarks(position, move), options).toString();
    case Notation::Uci: return QString::fromStdString(chess::toUci(position, move));
    case Notation::IccfNumeric: return writeIccf(position, move);
    case Notation::Descriptive: return detail::writeDescriptive(position, move, options.language);
    }
    return {};
}

MoveText writeMove(const Position& position, Move move, MoveMarks marks, const WriteOptions& options)
{
    switch (options.notation) {
    case Notation::San:
    case Notation::Figurine: {
        MoveText text;
        writeShort(text, move, piecesOf(position, move), marks, options);
        keepHebrewUnambiguous(text, position, move, options);
        return text;
    }
    case Notation::LongAlgebraic:
    case Notation::LongAlgebraicHyphen: {
        MoveText text = writeLong(position, move, marks.check, options);
        keepHebrewUnambiguous(text, position, move, options);
        return text;
    }
    case Notation::Uci: return inPlace(QString::fromStdString(chess::toUci(position, move)));
    case Notation::IccfNumeric: return inPlace(writeIccf(position, move));
    case Notation::Descriptive: return inPlace(detail::writeDescriptive(position, move, options.language));
    }
    return {};
}

char* writePgnSan(char* to, Move move, PlayedPieces pieces, MoveMarks marks)
{
    AsciiText text{to};
    writeShort(text, move, pieces, marks, PgnSan);
    return text.to;
}

void MoveText::insert(qsizetype at, QChar c)
{
    Q_ASSERT(m_size < Capacity && at <= m_size);
    std::copy_backward(m_chars.begin() + at, m_chars.begin() + m_size, m_chars.begin() + m_size + 1);
    m_chars[std::size_t(at)] = c.unicode();
    ++m_size;
}

QString squareText(Square square, Language language)
{
    MoveText out;
    appendSquare(out, square, WriteOptions{Notation::San, language, SanStyle::Fide});
    return out.toString();
}

QString moveNumberText(int number, chess::Color side)
{
    return QString::number(number) + (side == chess::Color::White ? QLatin1String(".") : QLatin1String("..."));
}

}  // namespace notation
