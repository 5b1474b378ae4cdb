// SPDX-License-Identifier: GPL-3.0-or-later
#include "descriptivewriter.h"
#include "movewriter.h"
#include "otherforms.h"

#include "resolver.h"

#include "chess/status.h"

#include <QStringList>

#include <algorithm>

namespace notation::detail {
namespace {

using chess::PieceType;
using chess::Square;

struct Letters {
    QString piece[7];  // indexed by PieceType
    QString kingWing, queenWing;
};

Letters lettersFor(Language language)
{
    if (hasGermanDescriptiveLetters(language))
        return {{"", "B", "S", "L", "T", "D", "K"}, "K", "D"};
    return {{"", "P", "N", "B", "R", "Q", "K"}, "K", "Q"};
}

// The name of a file: with its wing (KB, QR, K, Q) or without (B, R, K, Q).
QString fileName(int file, bool withWing, const Letters& l)
{
    if (file == 3)
        return l.queenWing;
    if (file == 4)
        return l.kingWing;
    constexpr PieceType starts[8] = {PieceType::Rook, PieceType::Knight, PieceType::Bishop, PieceType::Queen,
        PieceType::King, PieceType::Bishop, PieceType::Knight, PieceType::Rook};
    const QString wing = file < 4 ? l.queenWing : l.kingWing;
    return (withWing ? wing : QString()) + l.piece[chess::index(starts[file])];
}

QString squareName(Square s, chess::Color mover, bool withWing, const Letters& l)
{
    return fileName(chess::fileOf(s), withWing, l) + QString::number(chess::relativeRank(mover, s) + 1);
}

QString checkSuffix(const chess::Position& before, chess::Move m)
{
    const chess::CheckResult result = chess::checkResult(before, m);
    if (!result.checkers)
        return {};
    return result.mate ? QStringLiteral(" mate") : QStringLiteral("ch");
}

}  // namespace

QString writeDescriptive(const chess::Position& p, chess::Move m, Language language)
{
    const Letters l = lettersFor(language);
    if (m.kind() == chess::MoveKind::Castling)
        return (m.to() > m.from() ? QStringLiteral("O-O") : QStringLiteral("O-O-O")) + checkSuffix(p, m);

    const chess::Color us = p.sideToMove();
    const PieceType piece = chess::typeOf(p.pieceAt(m.from()));
    const bool enPassant = m.kind() == chess::MoveKind::EnPassant;
    const PieceType taken = p.capturedBy(m);
    const QString letter = l.piece[chess::index(piece)];
    const int fromFile = chess::fileOf(m.from());

    // Ways to name the mover, then the target; tried shortest first, the first the reader resolves
    // to this move alone wins.
    QStringList movers = {letter};
    if (piece == PieceType::Pawn) {
        movers << fileName(fromFile, false, l) + letter << fileName(fromFile, true, l) + letter;
    } else {
        movers << (fromFile < 4 ? l.queenWing : l.kingWing) + letter;
    }
    movers << letter + '(' + squareName(m.from(), us, true, l) + ')';

    QStringList targets;
    if (taken != PieceType::None) {
        const QString takenLetter = l.piece[chess::index(taken)];
        const int toFile = chess::fileOf(m.to());
        targets << 'x' + takenLetter;
        if (taken == PieceType::Pawn)
            targets << 'x' + fileName(toFile, false, l) + takenLetter << 'x' + fileName(toFile, true, l) + takenLetter;
        else
            targets << 'x' + (toFile < 4 ? l.queenWing : l.kingWing) + takenLetter;
        targets << 'x' + squareName(m.to(), us, true, l);
    } else {
        targets << '-' + squareName(m.to(), us, false, l) << '-' + squareName(m.to(), us, true, l);
    }

    QStringList texts;
    for (const QString& mover : movers)
        for (const QString& target : targets)
            texts << mover + target;
    std::stable_sort(
        texts.begin(), texts.end(), [](const QString& a, const QString& b) { return a.size() < b.size(); });
    const QString promotion
        = m.kind() == chess::MoveKind::Promotion ? '(' + l.piece[chess::index(m.promotion())] + ')' : QString();
    const QString suffix = promotion + (enPassant ? QStringLiteral(" e.p.") : QString()) + checkSuffix(p, m);
    for (const QString& text : texts) {
        const Resolution r = resolveText(text + suffix, language, p);
        if (r.isResolved() && r.move == m)
            return text + suffix;
    }
    return texts.back() + suffix;  // not reached: the full origin and target squares name one move
}

}  // namespace notation::detail

namespace notation {

bool hasDescriptiveLetters(Language language)
{
    return language == Language::English || detail::hasGermanDescriptiveLetters(language);
}

}  // namespace notation
