// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsedsheet.h"

#include "chess/position.h"
#include "notation/language.h"
#include "notation/resolver.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

/// A whole scoresheet judged: every entry's verdict and move, and what an arbiter checks beyond
/// single moves (docs/specification.md section 8).
namespace sheet {

/// Findings about an entry's place on the sheet, not its notation. The codes are stable.
/// Each numbering slip is reported once, at the entry where the sheet's numbers or columns first
/// leave the game (or leave it by another distance); the entries after it that keep that distance carry
/// no finding, and neither does the entry where the sheet is back in step.
enum class PlaceFinding : std::uint8_t {
    MoveNumberSkipped,  // the written number is ahead of the replay
    MoveNumberRepeated,  // the written number is behind the replay
    WrongColumn,  // written in the other player's column
    OnlyFittingCandidate,  // ambiguous, but only one reading lets the next entry follow; replay went on with it
    AfterGameEnd,  // written after the game had ended by itself (5.1.1, 5.2.1, 5.2.2, 9.6)
    TakenBack,  // marked as an illegal move completed on the board and taken back (7.5.1): not played
};
constexpr int PlaceFindingCount = int(PlaceFinding::TakenBack) + 1;
const char* placeFindingCode(PlaceFinding finding);
struct EntryRecord;
/// What the finding means for this entry, translated; a numbering slip names the number as the sheet
/// shows it and the move the game is at.
QString placeFindingMessage(PlaceFinding finding, const EntryRecord& entry);

struct EntryRecord {
    Entry entry;
    notation::Resolution resolution;  // verdict, move (when one), candidates, notation findings
    std::uint8_t placeFindings = 0;  // bits of PlaceFinding
    int ply = 0;  // 1-based ply of the game; 0 when the entry was not played (taken back, or after the stop)
    std::uint64_t key = 0;  // the position the move leads to (chess::Position::key), when played
    int moveNumber = 0;  // the move number the replay gives it
    chess::Color side = chess::Color::White;
    bool drawOffer = false;
    /// What the played move moved and took (None when it took nothing), as the replay found them on the
    /// board: with the resolution's move and marks, all a report needs to write it in PGN's SAN or UCI
    /// without replaying the game (notation::writePgnSan).
    notation::PlayedPieces pieces;

    bool has(PlaceFinding f) const { return placeFindings & (1u << int(f)); }
    /// Not played because the replay stopped here or before. An entry taken back (7.5.1) is not played
    /// either, but the replay goes on past it.
    bool isPastStop() const { return ply == 0 && !entry.takenBack; }
    /// Ok with no finding of any kind: nothing for a report to say about it.
    bool isClean() const
    {
        return resolution.verdict == notation::Verdict::Ok && resolution.findings.empty() && placeFindings == 0;
    }
};

/// Whether a draw offer is written with an entry the replay did not play (the one it stopped at, "Ke3 (=)",
/// or one after it, "a6 (=)"): not in the record's offers (no ply carries it), but on the sheet, and every
/// report says it. `entryText` is the entry as written.
bool offersDrawNotPlayed(const EntryRecord& entry, QStringView entryText, notation::Language language);

/// "12... Sc6": an entry as the sheet shows it (control characters made visible, a long one cut), after
/// the move number the replay gives it. `text` is the sheet's text.
QString numberedEntryText(const EntryRecord& entry, QStringView text);

enum class EventKind : std::uint8_t {
    Threefold,  // FIDE 9.2: a draw may be claimed
    Fivefold,  // 9.6.1: the game is drawn
    FiftyMoves,  // 9.3: a draw may be claimed
    SeventyFiveMoves,  // 9.6.2: the game is drawn
    Checkmate,
    Stalemate,
    InsufficientMaterial,  // a dead position (5.2.2): too little material to mate
    LockedPawns,  // a dead position (5.2.2): pawns that can never move wall the pieces in
};
const char* eventCode(EventKind kind);

struct GameEvent {
    EventKind kind;
    int ply;  // the ply after which it holds (0: the start position)
    QList<int> plies;  // repetitions: every ply at which the position stood, the start being 0
};

struct DrawOffer {
    chess::Color side;
    int moveNumber;  // the move after which it was offered
    int ply;  // the position it was offered in: after the move, or before one taken back (7.5.1)
    qsizetype entry;  // the entry it was written with
};

/// How far a count of moves is verified: the replay plays the sheet up to the first entry it cannot
/// judge, and the entries after it are not checked, so a count made from the replay is true only up
/// to there (what an arbiter deciding a flag fall, FIDE 6.7 and 6.10, must know).
struct MoveCountReach {
    int verifiedTo = 0;  // the move number of the last entry played; 0 when none was
    int writtenTo = 0;  // the move number the sheet's last entry stands at
    bool complete = true;  // every entry was played: the count covers the whole sheet
};

struct Record {
    chess::Position start;
    chess::Position final;  // where the replay stopped
    notation::Language language = notation::Language::English;
    bool languageDetected = false;  // chosen by replaying, not given
    /// Found by replaying: every language whose letters read the sheet as well as `language`'s do, the
    /// languages with the same letters first (docs/notation.md, "Detection"); empty when given.
    QList<notation::Language> languageCandidates;
    /// Found by replaying, but another letter set reads the sheet just as well and neither the sheet's
    /// script nor its letters tell them apart: `language` is the preferred of them, not a finding.
    bool languageUndecided = false;
    QList<EntryRecord> entries;
    QList<GameEvent> events;
    /// The event that ended the game by itself, the first of them: checkmate (5.1.1), stalemate (5.2.1),
    /// a dead position (5.2.2), fivefold repetition (9.6.1) or 75 moves (9.6.2). Entries after it carry
    /// PlaceFinding::AfterGameEnd, and the result on the board is the one it gives.
    std::optional<GameEvent> end;
    QList<DrawOffer> drawOffers;
    int plies = 0;  // entries played
    int movesCompleted[2] = {0, 0};  // by White and Black up to the end of the game, whatever the sheet's numbers say
    QString resultWritten;  // normalised, empty when none is written
    QString resultOnBoard;  // "1-0", "0-1", "1/2-1/2" when the board decides it, else empty
    QList<SheetNote> notes;  // what the sheet's text holds that is not an entry and was set aside

    /// True when every entry is ok or variant.
    bool allAlgebraic() const;
    /// The position before entry `index`, as the replay reached it (past where it stopped: where it
    /// stopped). Walks the record up to there (RecordWalk): for one look, such as a tooltip's; a loop
    /// over the entries walks once.
    chess::Position positionBefore(int index) const;
    /// The index of the entry where the replay stopped (the first not played, an entry taken back aside),
    /// or -1 when every entry was played.
    int stopIndex() const;
    /// The entries the replay did not play that are written with a draw offer (offersDrawNotPlayed), in
    /// sheet order. `text` is the sheet's text.
    QList<int> drawOffersNotPlayed(QStringView text) const;
    /// The index of the entry that made ply `ply` (1 to plies), or -1 for ply 0, the start.
    int indexOfPly(int ply) const;
    /// How far movesCompleted is verified.
    MoveCountReach moveCountReach() const;
    /// How many entries stand after the game's end by itself (all carry PlaceFinding::AfterGameEnd); 0
    /// when it did not end so. They are the last ones: every entry after the one that ended it.
    qsizetype entriesAfterEnd() const { return end ? entries.size() - (indexOfPly(end->ply) + 1) : 0; }
};

/// The entries' texts as views into the sheet's text, in the order written (what repair reads).
QList<QStringView> entryTexts(const Record& record, QStringView text);
QList<QStringView> entryTexts(const ParsedSheet& sheet, QStringView text);

}  // namespace sheet
