// SPDX-License-Identifier: GPL-3.0-or-later
#include "record.h"

#include "recordwalk.h"

#include "notation/movereader.h"
#include "notation/movewriter.h"

#include <QCoreApplication>

namespace sheet {

const char* placeFindingCode(PlaceFinding finding)
{
    switch (finding) {
    case PlaceFinding::MoveNumberSkipped: return "move-number-skipped";
    case PlaceFinding::MoveNumberRepeated: return "move-number-repeated";
    case PlaceFinding::WrongColumn: return "wrong-column";
    case PlaceFinding::OnlyFittingCandidate: return "only-fitting-candidate";
    case PlaceFinding::AfterGameEnd: return "after-game-end";
    case PlaceFinding::TakenBack: return "taken-back";
    }
    return "";
}

QString placeFindingMessage(PlaceFinding finding, const EntryRecord& entry)
{
    switch (finding) {
    case PlaceFinding::MoveNumberSkipped:
        return QCoreApplication::translate(
            "PlaceFinding", "Move number %1 is written here, but the game is at move %2: a number was skipped.")
            .arg(entry.entry.writtenNumber)
            .arg(entry.moveNumber);
    case PlaceFinding::MoveNumberRepeated:
        return QCoreApplication::translate(
            "PlaceFinding", "Move number %1 is written here, but the game is at move %2: a number was repeated.")
            .arg(entry.entry.writtenNumber)
            .arg(entry.moveNumber);
    case PlaceFinding::WrongColumn:
        return QCoreApplication::translate("PlaceFinding", "The move stands in the other player's column.");
    case PlaceFinding::OnlyFittingCandidate:
        return QCoreApplication::translate("PlaceFinding",
            "Of the moves this entry can mean, only one lets the next entry follow; the replay goes on with it.");
    case PlaceFinding::AfterGameEnd:
        return QCoreApplication::translate("PlaceFinding",
            "Written after the game had already ended by itself (checkmate, stalemate, a dead position, fivefold "
            "repetition or 75 moves: FIDE Articles 5 and 9.6); it does not count.");
    case PlaceFinding::TakenBack:
        // The mark says the move was illegal; a legal one marked so is more likely a wrong mark than a
        // move taken back, and the arbiter must look (it counts as no illegal move, 7.5.5).
        if (entry.resolution.isResolved())
            return QCoreApplication::translate("PlaceFinding",
                "Marked as an illegal move taken back, but it is a legal move as written: check the mark. While it "
                "stands, the move is not played and does not count as an illegal move (FIDE Article 7.5).");
        return QCoreApplication::translate("PlaceFinding",
            "Marked as an illegal move completed on the board and taken back: the position before it was "
            "reinstated and the same player moved again (FIDE Article 7.5.1). It is not a move of the game.");
    }
    return {};
}

const char* eventCode(EventKind kind)
{
    switch (kind) {
    case EventKind::Threefold: return "threefold";
    case EventKind::Fivefold: return "fivefold";
    case EventKind::FiftyMoves: return "fifty-moves";
    case EventKind::SeventyFiveMoves: return "seventy-five-moves";
    case EventKind::Checkmate: return "checkmate";
    case EventKind::Stalemate: return "stalemate";
    case EventKind::InsufficientMaterial: return "insufficient-material";
    case EventKind::LockedPawns: return "locked-pawns";
    }
    return "";
}

bool Record::allAlgebraic() const
{
    for (const EntryRecord& e : entries)
        if (e.resolution.verdict != notation::Verdict::Ok && e.resolution.verdict != notation::Verdict::Variant)
            return false;
    return true;
}

chess::Position Record::positionBefore(int index) const
{
    RecordWalk::Iterator walk = RecordWalk(*this).begin();
    for (int i = 0; i < index && i < entries.size(); ++i)
        ++walk;
    return walk.position();
}

bool offersDrawNotPlayed(const EntryRecord& e, QStringView entryText, notation::Language language)
{
    // The entry the replay stopped at was read (its offer is known); those after it were not.
    return e.isPastStop()
        && (e.drawOffer
            || (e.resolution.verdict == notation::Verdict::Unchecked
                && notation::readMove(entryText, language).drawOffer));
}

QList<int> Record::drawOffersNotPlayed(QStringView text) const
{
    QList<int> offers;
    const int stop = stopIndex();
    for (int i = stop; stop >= 0 && i < entries.size(); ++i)
        if (offersDrawNotPlayed(entries[i], entries[i].entry.text(text), language))
            offers.append(i);
    return offers;
}

int Record::stopIndex() const
{
    // Every entry up to the one that made the last ply was played or taken back: the stop is after it.
    for (int i = indexOfPly(plies) + 1; i < entries.size(); ++i)
        if (entries[i].isPastStop())
            return i;
    return -1;
}

int Record::indexOfPly(int ply) const
{
    if (ply <= 0)
        return -1;
    // Entries taken back stand between the played ones, so the entry of a ply is at its ply or after it.
    for (int i = ply - 1; i < entries.size(); ++i)
        if (entries[i].ply == ply)
            return i;
    return -1;
}

QString numberedEntryText(const EntryRecord& e, QStringView text)
{
    return notation::moveNumberText(e.moveNumber, e.side) + u' ' + shownEntryText(e.entry.text(text));
}

MoveCountReach Record::moveCountReach() const
{
    MoveCountReach reach;
    const int stop = stopIndex();
    reach.complete = stop < 0;
    if (const int last = indexOfPly(plies); last >= 0)
        reach.verifiedTo = entries[last].moveNumber;
    if (!entries.isEmpty()) {
        // The number the sheet shows where it shows one: past the stop, the replay's count is a guess.
        const EntryRecord& last = entries.back();
        reach.writtenTo = last.entry.writtenNumber > 0 ? last.entry.writtenNumber : last.moveNumber;
    }
    return reach;
}

QList<QStringView> entryTexts(const Record& record, QStringView text)
{
    QList<QStringView> texts;
    texts.reserve(record.entries.size());
    for (const EntryRecord& e : record.entries)
        texts.append(e.entry.text(text));
    return texts;
}

QList<QStringView> entryTexts(const ParsedSheet& sheet, QStringView text)
{
    QList<QStringView> texts;
    texts.reserve(sheet.entries.size());
    for (const Entry& e : sheet.entries)
        texts.append(e.text(text));
    return texts;
}

}  // namespace sheet
