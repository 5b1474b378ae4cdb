// SPDX-License-Identifier: GPL-3.0-or-later
#include "endwording.h"

#include <QCoreApplication>

namespace rulings {
namespace {

// The translation context of these words, declared so that lupdate finds every EndOfGame::tr().
struct EndOfGame {
    Q_DECLARE_TR_FUNCTIONS(EndOfGame)
};

}  // namespace

QString gameEndName(sheet::EventKind kind)
{
    switch (kind) {
    case sheet::EventKind::Checkmate: return EndOfGame::tr("checkmate");
    case sheet::EventKind::Stalemate: return EndOfGame::tr("stalemate");
    case sheet::EventKind::InsufficientMaterial: return EndOfGame::tr("a dead position");
    case sheet::EventKind::LockedPawns: return EndOfGame::tr("a dead position, the pawns locked");
    case sheet::EventKind::Fivefold: return EndOfGame::tr("the fifth occurrence of a position");
    case sheet::EventKind::SeventyFiveMoves: return EndOfGame::tr("75 moves without a capture or pawn move");
    case sheet::EventKind::Threefold:
    case sheet::EventKind::FiftyMoves: break;
    }
    return {};
}

}  // namespace rulings
