// SPDX-License-Identifier: GPL-3.0-or-later
#include "plyhistory.h"

#include "chess/zobrist.h"
#include "notation/movewriter.h"
#include "sheet/recordwalk.h"

namespace rulings::detail {

PlyPosition plyPosition(const chess::Position& p)
{
    PlyPosition at;
    at.key = p.key();
    at.castlingRights = std::uint8_t(p.castlingRights());
    at.enPassant = p.hasEnPassantCapture();
    at.halfmoveClock = p.halfmoveClock();
    // The key is the XOR of its parts: taking out the castling rights and the e.p. file leaves the pieces
    // and the player to move, so that "the same board" is the same identity, not a second one.
    at.boardKey = at.key ^ chess::zobrist::castling(at.castlingRights)
        ^ (at.enPassant ? chess::zobrist::enPassant(p.enPassantSquare()) : 0);
    return at;
}

std::vector<PlyPosition> playedPositions(const sheet::Record& record)
{
    std::vector<PlyPosition> positions;
    positions.reserve(std::size_t(record.plies) + 2);  // room for the written move's position too
    positions.push_back(plyPosition(record.start));
    sheet::RecordWalk::Iterator walk = sheet::RecordWalk(record).begin();
    for (const sheet::EntryRecord& e : record.entries) {
        if (e.isPastStop())
            break;
        ++walk;
        if (e.ply > 0)  // not an entry taken back
            positions.push_back(plyPosition(walk.position()));
    }
    return positions;
}

GamePoint gamePoint(const chess::Position& before, chess::Move move, int ply, notation::Language language)
{
    return {ply, before.fullmoveNumber(), before.sideToMove(),
        notation::writeMove(before, move, {notation::Notation::San, language, notation::SanStyle::Fide})};
}

QList<GamePoint> gamePoints(const sheet::Record& record, const QList<int>& plies)
{
    QList<GamePoint> points;
    points.reserve(plies.size());
    auto wanted = plies.begin();
    if (wanted != plies.end() && *wanted == 0) {
        points.append({0, record.start.fullmoveNumber(), ~record.start.sideToMove(), {}});
        ++wanted;
    }
    for (const sheet::WalkedEntry& w : sheet::RecordWalk(record)) {
        if (wanted == plies.end() || w.record.isPastStop())
            break;
        if (w.record.ply != *wanted)
            continue;
        const notation::WriteOptions options{notation::Notation::San, record.language, notation::SanStyle::Fide};
        points.append(
            {w.record.ply, w.before.fullmoveNumber(), w.before.sideToMove(), w.writtenMove(options).toString()});
        ++wanted;
    }
    return points;
}

}  // namespace rulings::detail
