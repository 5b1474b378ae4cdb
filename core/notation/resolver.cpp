// SPDX-License-Identifier: GPL-3.0-or-later
#include "resolver.h"

#include "movereader.h"

#include "chess/castling.h"
#include "chess/movegen.h"
#include "chess/status.h"

namespace notation {
namespace {

using chess::Bitboard;
using chess::Move;
using chess::MoveKind;
using chess::MoveList;
using chess::PieceType;
using chess::Position;
using chess::Square;

Bitboard originMask(const WrittenMove& w)
{
    Bitboard mask = ~Bitboard(0);
    if (w.fromFile >= 0)
        mask &= chess::fileMask(w.fromFile);
    if (w.fromRank >= 0)
        mask &= chess::rankMask(w.fromRank);
    return mask;
}

// The marks after the resolved move: what check it gives, compared with what was written. The checks
// are kept: the replay plays the move next and need not work them out again.
void judgeCheckMark(const WrittenMove& w, const Position& before, Resolution& r)
{
    Findings& findings = r.findings;
    const chess::CheckResult result = chess::checkResult(before, r.move);
    const Bitboard checkers = result.checkers;
    const bool mate = result.mate;
    r.checks = checkers;
    r.marks.check = mate ? CheckGiven::Mate : checkers ? CheckGiven::Check : CheckGiven::None;
    const bool doubleCheck = chess::moreThanOne(checkers);
    switch (w.check) {
    case CheckMark::None:
        if (mate)
            findings.add(Finding::MateNotMarked);
        else if (checkers)
            findings.add(Finding::CheckMarkMissing);
        break;
    case CheckMark::Check:
        if (!checkers)
            findings.add(Finding::CheckMarkWrong);
        else if (mate)
            findings.add(Finding::MateNotMarked);
        break;
    case CheckMark::DoubleCheck:
        if (!doubleCheck)
            findings.add(Finding::CheckMarkWrong);
        else if (mate)
            findings.add(Finding::MateNotMarked);
        break;
    case CheckMark::DoublePlus:  // FIDE's mate sign, also written for double check
        if (!mate && !doubleCheck)
            findings.add(Finding::CheckMarkWrong);
        break;
    case CheckMark::Mate:
        if (!mate)
            findings.add(Finding::CheckMarkWrong);
        break;
    }
}

// Whether the written origin hints say more, or other, than FIDE's disambiguation asks for
// (C.10: the file when it tells the pieces apart, else the rank, both only when neither does).
void judgeDisambiguation(const WrittenMove& w, Move m, const MoveList& sameTarget, Findings& findings)
{
    const bool fullOrigin = w.fromFile >= 0 && w.fromRank >= 0;
    if (fullOrigin || (w.fromFile < 0 && w.fromRank < 0))
        return;
    bool others = false, sameFile = false;
    for (Move other : sameTarget) {
        if (other.from() == m.from() || other.promotion() != m.promotion())
            continue;
        others = true;
        sameFile = sameFile || chess::fileOf(other.from()) == chess::fileOf(m.from());
    }
    if (!others)
        findings.add(Finding::DisambiguationSuperfluous);
    else if (w.fromRank >= 0 && !sameFile)
        findings.add(Finding::DisambiguationRankUsedWhereFileSuffices);
}

void judgeForm(const WrittenMove& w, const Position& p, Move m, const MoveList& sameTarget, Findings& findings)
{
    const bool capture = p.capturedBy(m) != PieceType::None;
    const bool pawn = chess::typeOf(p.pieceAt(m.from())) == PieceType::Pawn;
    if (capture && w.capture == CaptureMark::None)
        findings.add(Finding::CaptureMarkMissing);
    if (!capture && w.capture != CaptureMark::None)
        findings.add(Finding::CaptureMarkOnNonCapture);
    if (capture && (w.capture == CaptureMark::Colon || w.capture == CaptureMark::TrailingColon))
        findings.add(Finding::ColonCapture);
    if (w.form == WrittenForm::Algebraic && w.captured != PieceType::None)
        findings.add(Finding::CapturedPieceNamed);
    if (pawn && capture && !w.hasTargetSquare())
        findings.add(Finding::PawnCaptureByFiles);
    else if (pawn && capture && w.fromFile < 0)
        findings.add(Finding::PawnCaptureWithoutFile);
    // A pawn's push needs no origin: its file or its rank alone ("ee4", "2e4") says nothing more (the
    // whole square is the long form, C.8). A capture names the file, and a rank alone is no file.
    if (!pawn)
        judgeDisambiguation(w, m, sameTarget, findings);
    else if (!capture && (w.fromFile >= 0) != (w.fromRank >= 0))
        findings.add(Finding::DisambiguationSuperfluous);
    if (w.hyphen)
        findings.add(Finding::HyphenatedLongForm);
    if (w.hyphenAfterPiece)
        findings.add(Finding::HyphenAfterPiece);
    if (w.piece == PieceType::None && !pawn)
        findings.add(Finding::PieceMoveWithoutLetter);
    if (w.pawnLetterWritten)
        findings.add(Finding::PawnLetterWritten);
    if (w.figurine)
        findings.add(Finding::FigurineUsed);
    const bool enPassant = m.kind() == MoveKind::EnPassant;
    if (enPassant && !w.enPassantMark)
        findings.add(Finding::EnPassantMarkMissing);
    if (!enPassant && w.enPassantMark)
        findings.add(Finding::EnPassantMarkWrong);
    if (m.kind() == MoveKind::Promotion) {
        if (w.promotion == PieceType::None)
            findings.add(Finding::PromotionPieceMissing);
        else if (w.promotionStyle == PromotionStyle::Equals)
            findings.add(Finding::PromotionWithEquals);
        else if (w.promotionStyle == PromotionStyle::Parentheses || w.promotionStyle == PromotionStyle::Slash)
            findings.add(Finding::PromotionInBrackets);
        if (w.promotionLowerCase)
            findings.add(Finding::PromotionLetterLowerCase);
    }
}

void finish(Resolution& r, const WrittenMove& w, const Position& p)
{
    judgeCheckMark(w, p, r);
    r.verdict = r.findings.makesVariant() ? Verdict::Variant : Verdict::Ok;
}

// The resolve functions below write into `r`, which they are given as Resolution{} leaves it: the replay
// judges each entry into its record's place, and a resolution returned and then copied there was read
// back before the callee's stores to it had landed (a stall on every entry, perf).
void resolveCastling(const WrittenMove& w, const Position& p, Resolution& r)
{
    MoveList moves;
    chess::generateLegalCastling(p, moves);
    for (Move m : moves) {
        if (chess::castlingSide(m) == w.castlingSide) {
            r.move = m;
            if (w.castlingWithLetterO)
                r.findings.add(Finding::CastlingWithLetterO);
            finish(r, w, p);
            return;
        }
    }
    r.verdict = Verdict::Illegal;
}

// Coordinate form without a letter ("g1f3", "e1g1"): the piece is whatever stands on the origin.
PieceType movingPiece(const WrittenMove& w, const Position& p)
{
    if (w.piece != PieceType::None)
        return w.piece;
    if (w.fromFile >= 0 && w.fromRank >= 0) {
        const chess::Piece at = p.pieceAt(chess::makeSquare(w.fromFile, w.fromRank));
        if (at != chess::Piece::None && chess::colorOf(at) == p.sideToMove())
            return chess::typeOf(at);
    }
    return PieceType::Pawn;
}

// Castling written as the king's move in coordinates: a two-square step ("e1g1"), or king takes
// own rook, as UCI writes it in Chess960 ("e8b8").
bool resolveCastlingAsKingMove(const WrittenMove& w, const Position& p, Resolution& r)
{
    // A king's move promotes nothing: "e1c1c" on a French sheet is no castling with a knight (C).
    if (w.fromFile < 0 || w.fromRank < 0 || !w.hasTargetSquare() || w.fromRank != w.toRank
        || w.promotion != PieceType::None)
        return false;
    const chess::Piece target = p.pieceAt(chess::makeSquare(w.toFile, w.toRank));
    const bool takesOwnRook = target == chess::makePiece(p.sideToMove(), PieceType::Rook);
    if (std::abs(w.fromFile - w.toFile) != 2 && !takesOwnRook)
        return false;
    WrittenMove castling = w;
    castling.castlingSide = w.toFile > w.fromFile ? chess::CastlingSide::King : chess::CastlingSide::Queen;
    castling.castlingWithLetterO = false;
    r = Resolution{};
    resolveCastling(castling, p, r);
    if (r.verdict == Verdict::Illegal)
        return false;
    r.findings.add(Finding::CastlingWrittenAsKingMove);
    r.verdict = Verdict::Variant;
    return true;
}

void addCandidate(Resolution& r, Move m)
{
    if (r.candidateCount < Resolution::MaxCandidates)
        r.candidates[r.candidateCount] = m;
    ++r.candidateCount;
}

// Settles a resolution from the number of legal moves that fit: none is illegal, several ambiguous.
bool settle(Resolution& r, int matches)
{
    if (matches == 1) {
        r.candidateCount = 0;
        return true;
    }
    r.verdict = matches == 0 ? Verdict::Illegal : Verdict::Ambiguous;
    r.move = Move::none();
    return false;
}

void resolveAlgebraic(const WrittenMove& w, const Position& p, Resolution& r)
{
    const PieceType piece = movingPiece(w, p);
    if (piece == PieceType::King && resolveCastlingAsKingMove(w, p, r))
        return;

    // Every legal move of the piece to the target; a pawn capture by files ("ed") has several targets.
    MoveList sameTarget;
    if (w.hasTargetSquare()) {
        chess::generateLegalMovesTo(p, piece, chess::makeSquare(w.toFile, w.toRank), ~Bitboard(0), sameTarget);
    } else {
        for (int rank = 0; rank < 8; ++rank) {
            const Square to = chess::makeSquare(w.toFile, rank);
            if (p.pieceAt(to) != chess::Piece::None || to == p.enPassantSquare())
                chess::generateLegalMovesTo(p, piece, to, ~Bitboard(0), sameTarget);
        }
    }

    const Bitboard origins = originMask(w);
    // An unwritten promotion piece is read as a queen (a finding says so).
    const PieceType promotion = w.promotion != PieceType::None ? w.promotion : PieceType::Queen;
    int matches = 0;
    for (Move m : sameTarget) {
        if (!(chess::bit(m.from()) & origins))
            continue;
        if (m.kind() == MoveKind::Promotion ? m.promotion() != promotion : w.promotion != PieceType::None)
            continue;
        if (w.captured != PieceType::None && w.form == WrittenForm::Algebraic && p.capturedBy(m) != w.captured)
            continue;
        ++matches;
        r.move = m;
        addCandidate(r, m);
    }
    if (!settle(r, matches))
        return;
    if (sameTarget.size() > 1)  // most moves are the only ones of their piece to their square: no hint
        r.marks.origin = originHint(p, r.move, sameTarget);
    judgeForm(w, p, r.move, sameTarget, r.findings);
    finish(r, w, p);
}

// Descriptive notation names files by sets and ranks from the mover's side; every legal move is
// tried against it (these sheets are rare, so speed matters less than plainness here).
void resolveDescriptive(const WrittenMove& w, const Position& p, Resolution& r)
{
    MoveList moves;
    chess::generateLegalMoves(p, moves);
    const chess::Color us = p.sideToMove();
    const PieceType promotion = w.promotion != PieceType::None ? w.promotion : PieceType::Queen;
    int matches = 0;
    for (Move m : moves) {
        const Square from = m.from(), to = m.to();
        if (m.kind() == MoveKind::Castling || chess::typeOf(p.pieceAt(from)) != w.piece)
            continue;
        if (!(w.fromFiles & (1u << chess::fileOf(from))) || !(w.toFiles & (1u << chess::fileOf(to))))
            continue;
        if (w.fromRank >= 0 && chess::relativeRank(us, from) != w.fromRank)
            continue;
        if (w.captured != PieceType::None) {
            if (p.capturedBy(m) != w.captured)
                continue;
        } else if (chess::relativeRank(us, to) != w.toRank) {
            continue;
        }
        if (m.kind() == MoveKind::Promotion ? m.promotion() != promotion : w.promotion != PieceType::None)
            continue;
        ++matches;
        r.move = m;
        addCandidate(r, m);
    }
    if (settle(r, matches)) {
        r.marks.origin = originHint(p, r.move, moves);
        judgeCheckMark(w, p, r);
        r.verdict = Verdict::NonAlgebraic;
    }
}

// ICCF digits and Smith letters are coordinates underneath; Smith's captured piece must be the one
// that stands on the target square.
void resolveCoordinates(const WrittenMove& w, const Position& p, Resolution& r)
{
    WrittenMove coordinates = w;
    coordinates.form = WrittenForm::Algebraic;
    coordinates.piece = PieceType::None;
    resolveAlgebraic(coordinates, p, r);
    if (!r.isResolved())
        return;
    const bool enPassant = r.move.kind() == MoveKind::EnPassant;
    const PieceType taken = p.capturedBy(r.move);
    const bool castling = r.move.kind() == MoveKind::Castling;
    const bool castlingAsMarked = castling && w.smithCastlingMark && chess::castlingSide(r.move) == w.castlingSide;
    const bool promotionUnwritten = r.findings.has(Finding::PromotionPieceMissing);
    // Smith always names the captured piece, the new piece and the side of castling; a capture,
    // promotion or castling it does not name (or names otherwise) is another move.
    const bool smithMismatch = w.form == WrittenForm::Smith
        && (castling || w.smithCastlingMark ? !castlingAsMarked
                : enPassant                 ? !w.enPassantMark
                                            : taken != w.captured || w.enPassantMark || promotionUnwritten);
    if (smithMismatch) {
        r = Resolution{};
        r.verdict = Verdict::Illegal;
        return;
    }
    // Neither system writes check marks or capture signs; only a missing promotion digit is worth a note.
    r.findings = Findings{};
    if (promotionUnwritten)
        r.findings.add(Finding::PromotionPieceMissing);
    r.verdict = Verdict::NonAlgebraic;
}

void resolveInto(const WrittenMove& written, const Position& position, Resolution& r)
{
    switch (written.form) {
    case WrittenForm::Castling: resolveCastling(written, position, r); return;
    case WrittenForm::Algebraic: resolveAlgebraic(written, position, r); return;
    case WrittenForm::Descriptive: resolveDescriptive(written, position, r); return;
    case WrittenForm::IccfNumeric:
    case WrittenForm::Smith: resolveCoordinates(written, position, r); return;
    case WrittenForm::Unreadable: return;
    }
}

// A reading resolved, with the draw offer written with it (marks are read the same way in every reading).
void resolveWithMarks(const WrittenMove& written, const Position& position, Resolution& r)
{
    resolveInto(written, position, r);
    r.drawOffer = written.drawOffer;
}

}  // namespace

Resolution resolve(const WrittenMove& written, const Position& position)
{
    Resolution r;
    resolveInto(written, position, r);
    return r;
}

void resolveText(QStringView text, Language language, const chess::Position& position, Resolution& into)
{
    into = Resolution{};
    Readings readings;
    const int count = readMoveReadings(text, language, readings);
    if (count == 0)
        return;
    Resolution& first = into;
    resolveWithMarks(readings[0], position, first);
    // One reading, as nearly every entry has.
    if (count == 1)
        return;
    Resolution second;
    resolveWithMarks(readings[1], position, second);
    if (first.isResolved() && second.isResolved() && first.move != second.move) {
        Resolution both;
        both.verdict = Verdict::Ambiguous;
        both.drawOffer = first.drawOffer;
        addCandidate(both, first.move);
        addCandidate(both, second.move);
        into = both;
        return;
    }
    // Prefer the reading that gives a move; failing that, an ambiguous one over an illegal one.
    if ((second.isResolved() && !first.isResolved())
        || (first.verdict == Verdict::Illegal && second.verdict == Verdict::Ambiguous))
        into = second;
}

Resolution resolveText(QStringView text, Language language, const chess::Position& position)
{
    Resolution r;
    resolveText(text, language, position, r);
    return r;
}

}  // namespace notation
