// SPDX-License-Identifier: GPL-3.0-or-later
#include "openclaims.h"

#include "chess/movegen.h"
#include "notation/movewriter.h"

namespace {

// How many times the position of `key` stood before `ply` with the same player to move as after it, looked
// for since the last capture or pawn move (`clock` plies back: no earlier position can be the same, 9.2.3).
// Every entry is played: the entry of a ply is the one before it.
int timesStood(const sheet::Record& r, std::uint64_t key, int ply, int clock)
{
    int times = 0;
    for (int earlier = ply - 2; earlier >= std::max(0, ply - clock); earlier -= 2) {
        const std::uint64_t k = earlier == 0 ? r.start.key() : r.entries[earlier - 1].key;
        times += k == key;
    }
    return times;
}

bool isCorrect(const rulings::ClaimRuling& ruling, rulings::ClaimForm form)
{
    return ruling.correct && ruling.form == form;
}

// The ruling on a claim made with `move` written, in the sheet's own notation, as the arbiter would type it.
rulings::ClaimRuling ruleWithMove(const sheet::Record& r, rulings::ClaimKind kind, chess::Move move)
{
    const QString written
        = notation::writeMove(r.final, move, {notation::Notation::San, r.language, notation::SanStyle::Fide});
    return rulings::ruleClaim(r, kind, written, rulings::Rate::Standard);
}

}  // namespace

OpenClaims openClaims(const sheet::Record& r)
{
    OpenClaims open;
    // The position of a claim is known only when the whole sheet is played; a game that ended allows none.
    if (r.stopIndex() >= 0 || r.end)
        return open;
    const int clock = r.final.halfmoveClock();
    if (timesStood(r, r.final.key(), r.plies, clock) >= 2) {
        const rulings::ClaimRuling ruling
            = rulings::ruleClaim(r, rulings::ClaimKind::Threefold, {}, rulings::Rate::Standard);
        if (isCorrect(ruling, rulings::ClaimForm::OnBoard))
            open.threefold = ruling;
    }
    if (clock >= 2 * 50) {
        const rulings::ClaimRuling ruling
            = rulings::ruleClaim(r, rulings::ClaimKind::FiftyMoves, {}, rulings::Rate::Standard);
        if (isCorrect(ruling, rulings::ClaimForm::OnBoard))
            open.fifty = ruling;
    }
    if (open.threefold && open.fifty)
        return open;
    chess::MoveList moves;
    chess::generateLegalMoves(r.final, moves);
    for (const chess::Move m : moves) {
        // A capture or a pawn move makes a position that never stood before, and starts the fifty moves again.
        if (r.final.capturedBy(m) != chess::PieceType::None
            || chess::typeOf(r.final.pieceAt(m.from())) == chess::PieceType::Pawn)
            continue;
        if (!open.threefold) {
            chess::Position after = r.final;
            after.doMove(m);
            if (timesStood(r, after.key(), r.plies + 1, clock + 1) >= 2
                && isCorrect(ruleWithMove(r, rulings::ClaimKind::Threefold, m), rulings::ClaimForm::Intended))
                open.threefoldWithMove.append(m);
        }
        // The count after any other move is the clock plus one: ruled once, on the first such move.
        if (!open.fifty && clock + 1 >= 2 * 50
            && (!open.fiftyWithMove.isEmpty()
                || isCorrect(ruleWithMove(r, rulings::ClaimKind::FiftyMoves, m), rulings::ClaimForm::Intended)))
            open.fiftyWithMove.append(m);
    }
    return open;
}
