// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay.h"

#include "languagedetection.h"
#include "sheetparser.h"

#include "chess/status.h"
#include "notation/movewriter.h"
#include "unwinnability/deadposition.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace sheet {
namespace {

using notation::Language;
using notation::Verdict;

// Positions since the last capture or pawn move, to count repetitions (FIDE 9.2: the same position
// with the same player to move, castling rights and en-passant possibilities; the key holds them all).
class RepetitionTracker {
public:
    RepetitionTracker(std::uint64_t startKey, qsizetype plies)
        : m_seen(seenBit(startKey))
    {
        m_keys.reserve(std::size_t(plies) + 1);
        m_keys.push_back(startKey);
    }

    /// Records the position after `ply`; returns how often it has stood so far, this time included.
    int add(int ply, std::uint64_t key, int halfmoveClock)
    {
        m_keys.push_back(key);
        if (halfmoveClock == 0)
            m_seen = 0;  // no earlier position can stand again
        const std::uint64_t bit = seenBit(key);
        const bool maybeSeen = m_seen & bit;
        m_seen |= bit;
        if (!maybeSeen)
            return 1;
        int count = 1;
        for (int back = 2; back <= halfmoveClock && ply - back >= 0; back += 2)
            count += m_keys[std::size_t(ply - back)] == key;
        return count;
    }

    /// The plies at which the position after `ply` stood (called only for repetitions, so rarely).
    QList<int> plies(int ply, int halfmoveClock) const
    {
        QList<int> at;
        for (int back = 0; back <= halfmoveClock && ply - back >= 0; back += 2)
            if (m_keys[std::size_t(ply - back)] == m_keys[std::size_t(ply)])
                at.prepend(ply - back);
        return at;
    }

private:
    // A position whose bit is not yet set has not stood since the last capture or pawn move: most
    // positions need no look back at all.
    static std::uint64_t seenBit(std::uint64_t key) { return std::uint64_t(1) << (key >> 58); }

    std::vector<std::uint64_t> m_keys;  // indexed by ply, the start being 0 (a vector: no sharing to check per read)
    std::uint64_t m_seen;  // a bit for each position since the last capture or pawn move (six bits of its key)
};

class Replayer {
public:
    Replayer(QStringView text, const ParsedSheet& sheet, const chess::Position& start, Language language)
        : m_text(text)
        , m_sheet(sheet)
        , m_language(language)
        , m_position(start)
        , m_repetitions(start.key(), sheet.entries.size())
    {
        m_record.start = start;
        m_record.language = language;
        m_record.notes = sheet.notes;
    }
    Record run();

private:
    void play(EntryRecord& e, chess::Move m);
    void checkPlace(EntryRecord& e);
    bool followsOnlyOne(EntryRecord& e, qsizetype next);
    void addEvents();
    enum class DeadPositionCheck { MaterialOnly, WithWall };
    void addDeadPosition(int ply, DeadPositionCheck check);
    void finish();
    void markEnd();

    QStringView m_text;
    const ParsedSheet& m_sheet;
    Language m_language;
    chess::Position m_position;
    RepetitionTracker m_repetitions;
    Record m_record;
    std::vector<std::uint64_t> m_threefoldReported;  // positions; a game has few, and most none
    bool m_fiftyReported = false, m_seventyFiveReported = false, m_deadReported = false, m_fivefoldReported = false;
    int m_sheetAhead = 0;  // plies by which the sheet's numbers and columns stand ahead of the game (checkPlace)
};

// A numbering slip is reported where it happens: at the entry whose place on the sheet (number and
// column) stands at another distance from the game than the entries before it. The entries after it
// keep that distance and carry nothing (once "4." follows "2.", "5." is no new slip); where the sheet
// is back in step with the game, nothing is said either.
void Replayer::checkPlace(EntryRecord& e)
{
    const Entry& entry = e.entry;
    if (entry.writtenNumber == 0 || entry.writtenColumn == WrittenColumn::Unknown)
        return;  // the layout gives this entry no place of its own
    const auto ply = [](int number, bool black) { return 2 * number + (black ? 1 : 0); };
    const int ahead = ply(entry.writtenNumber, entry.writtenColumn == WrittenColumn::Black)
        - ply(e.moveNumber, e.side == chess::Color::Black);
    if (ahead == m_sheetAhead)
        return;
    m_sheetAhead = ahead;
    if (ahead == 0)
        return;
    if (entry.writtenNumber > e.moveNumber)
        e.placeFindings |= 1u << int(PlaceFinding::MoveNumberSkipped);
    if (entry.writtenNumber < e.moveNumber)
        e.placeFindings |= 1u << int(PlaceFinding::MoveNumberRepeated);
    if ((entry.writtenColumn == WrittenColumn::Black) != (e.side == chess::Color::Black))
        e.placeFindings |= 1u << int(PlaceFinding::WrongColumn);
}

void Replayer::play(EntryRecord& e, chess::Move m)
{
    e.ply = ++m_record.plies;
    ++m_record.movesCompleted[chess::index(e.side)];
    if (e.drawOffer)
        m_record.drawOffers.append({e.side, e.moveNumber, e.ply, &e - m_record.entries.data()});
    e.pieces = {chess::typeOf(m_position.pieceAt(m.from())), m_position.capturedBy(m)};
    // A resolved entry knows the checks its move gives; one played as the only fitting candidate learns
    // them here, so that every played entry holds them for a walk through the record (RecordWalk).
    if (e.resolution.isResolved()) {
        m_position.doMove(m, e.resolution.checks);
    } else {
        e.resolution.marks = notation::moveMarks(m_position, m);
        m_position.doMove(m);
        e.resolution.checks = m_position.checkers();
    }
    e.key = m_position.key();
    addEvents();
}

void Replayer::addDeadPosition(int ply, DeadPositionCheck check)
{
    if (chess::hasInsufficientMaterial(m_position)) {
        m_deadReported = true;
        m_record.events.append({EventKind::InsufficientMaterial, ply, {}});
    } else if (check == DeadPositionCheck::WithWall && unwinnability::pawnsLockTheBoard(m_position)) {
        m_deadReported = true;
        m_record.events.append({EventKind::LockedPawns, ply, {}});
    }
}

void Replayer::addEvents()
{
    const int ply = m_record.plies;
    const int clock = m_position.halfmoveClock();
    const int count = m_repetitions.add(ply, m_position.key(), clock);
    if (count >= 3
        && std::find(m_threefoldReported.begin(), m_threefoldReported.end(), m_position.key())
            == m_threefoldReported.end()) {
        m_threefoldReported.push_back(m_position.key());
        m_record.events.append({EventKind::Threefold, ply, m_repetitions.plies(ply, clock)});
    }
    if (count >= 5 && !m_fivefoldReported) {
        m_fivefoldReported = true;
        m_record.events.append({EventKind::Fivefold, ply, m_repetitions.plies(ply, clock)});
    }
    if (clock >= 100 && !m_fiftyReported) {
        m_fiftyReported = true;
        m_record.events.append({EventKind::FiftyMoves, ply, {}});
    }
    // 9.6.2: a mate on the 75th move still counts.
    if (clock >= 150 && !m_seventyFiveReported && !chess::isCheckmate(m_position)) {
        m_seventyFiveReported = true;
        m_record.events.append({EventKind::SeventyFiveMoves, ply, {}});
    }
    // 5.2.2. A wall of locked pawns forms only by a capture or a pawn move: it is looked for after those.
    if (!m_deadReported)
        addDeadPosition(ply, clock == 0 ? DeadPositionCheck::WithWall : DeadPositionCheck::MaterialOnly);
}

// An ambiguous entry whose next entry fits after only one of its moves: go on with that one.
bool Replayer::followsOnlyOne(EntryRecord& e, qsizetype next)
{
    if (next >= m_sheet.entries.size())
        return false;
    const QStringView nextText = m_sheet.entries[next].text(m_text);
    chess::Move fitting;
    int fits = 0;
    const notation::Resolution& r = e.resolution;
    for (int i = 0; i < r.candidateCount && i < notation::Resolution::MaxCandidates; ++i) {
        chess::Position after = m_position;
        after.doMove(r.candidates[i]);
        if (notation::resolveText(nextText, m_language, after).isResolved()) {
            fitting = r.candidates[i];
            ++fits;
        }
    }
    if (fits != 1)
        return false;
    e.resolution.move = fitting;
    e.placeFindings |= 1u << int(PlaceFinding::OnlyFittingCandidate);
    return true;
}

Record Replayer::run()
{
    // A start position that is dead already (5.2.2) ends the game before its first move.
    addDeadPosition(0, DeadPositionCheck::WithWall);
    bool stopped = false;
    const qsizetype count = m_sheet.entries.size();
    // The records are made a few at a time as the entries are judged: all of them made (and zeroed) up
    // front cost more, in time, than QList's checks for room and sharing on every entry did.
    constexpr qsizetype RecordsAtOnce = 16;
    m_record.entries.reserve(count);
    EntryRecord* records = nullptr;
    const Entry* const entries = m_sheet.entries.constData();
    // Where each entry stands in the game; past the point where the replay stopped, entries are
    // counted on as if each were one ply, so tables can still lay them out.
    chess::Color side = m_position.sideToMove();
    int number = m_position.fullmoveNumber();
    for (qsizetype i = 0; i < count; ++i) {
        if (i == m_record.entries.size()) {
            m_record.entries.resize(std::min(count, i + RecordsAtOnce));
            records = m_record.entries.data();
        }
        EntryRecord& e = records[i];
        e.entry = entries[i];
        e.side = side;
        e.moveNumber = number;
        // A move taken back (7.5.1) leaves the same player to move, at the same move number.
        if (!e.entry.takenBack) {
            if (side == chess::Color::Black)
                ++number;
            side = ~side;
        }
        if (stopped) {
            e.resolution.verdict = Verdict::Unchecked;
            continue;
        }
        const QStringView text = e.entry.text(m_text);
        // A final "0-0" that is no legal castling is the result of a double forfeit.
        notation::resolveText(text, m_language, m_position, e.resolution);
        if (i == count - 1 && m_sheet.finalZeroZero && !e.resolution.isResolved()) {
            m_record.entries.removeLast();
            break;
        }
        e.drawOffer = e.resolution.drawOffer || e.entry.drawOfferAfterMark;
        checkPlace(e);
        if (e.entry.takenBack) {
            // Whatever it was (illegal as written, or a slip for one), the board went back to the position
            // before it: the replay goes on from there. An offer made with it was made all the same.
            e.placeFindings |= 1u << int(PlaceFinding::TakenBack);
            if (e.drawOffer)
                m_record.drawOffers.append({e.side, e.moveNumber, m_record.plies, i});
            continue;
        }
        if (e.resolution.isResolved() || (e.resolution.verdict == Verdict::Ambiguous && followsOnlyOne(e, i + 1)))
            play(e, e.resolution.move);
        else
            stopped = true;
    }
    finish();
    return std::move(m_record);  // run() is the last use of a Replayer
}

void Replayer::finish()
{
    m_record.final = m_position;
    if (m_sheet.hasResult && !(m_sheet.finalZeroZero && m_record.entries.size() == m_sheet.entries.size()))
        m_record.resultWritten = m_sheet.result.normalized;
    const int ply = m_record.plies;
    if (chess::isCheckmate(m_position))
        m_record.events.append({EventKind::Checkmate, ply, {}});
    else if (chess::isStalemate(m_position))
        m_record.events.append({EventKind::Stalemate, ply, {}});
    markEnd();
}

// The first event that ends the game by itself ends it (5.1.1, 5.2.1, 5.2.2, 9.6): it gives the result on
// the board, and what is written after it does not count. The events stand in the order of their plies.
void Replayer::markEnd()
{
    const QList<GameEvent>& events = std::as_const(m_record.events);  // non-const access would allocate
    const auto ending = std::find_if(events.begin(), events.end(), [](const GameEvent& e) {
        return e.kind != EventKind::Threefold && e.kind != EventKind::FiftyMoves;  // these only allow a claim
    });
    if (ending == events.end())
        return;
    m_record.end = *ending;
    // At one ply, mate or stalemate (found last, where the replay stopped) ends it by the move itself
    // (5.1.1, 5.2.1): a bare king stalemated by king and bishop is stalemate before it is a dead position.
    const GameEvent& last = events.last();
    if ((last.kind == EventKind::Checkmate || last.kind == EventKind::Stalemate) && last.ply == ending->ply)
        m_record.end = last;
    // Checkmate is found only where the replay stopped, so the side to move there is the side mated.
    if (m_record.end->kind == EventKind::Checkmate)
        m_record.resultOnBoard
            = m_position.sideToMove() == chess::Color::White ? QStringLiteral("0-1") : QStringLiteral("1-0");
    else
        m_record.resultOnBoard = QStringLiteral("1/2-1/2");
    // Every entry after the one that made the ending ply (entries taken back included) comes after the end.
    for (qsizetype i = m_record.indexOfPly(ending->ply) + 1; i < m_record.entries.size(); ++i) {
        EntryRecord& e = m_record.entries[i];
        e.placeFindings |= 1u << int(PlaceFinding::AfterGameEnd);
        if (e.ply > 0)  // played on the board after the end: no move of the game, not counted for a time control
            --m_record.movesCompleted[chess::index(e.side)];
    }
}

}  // namespace

namespace {

bool sameLetters(Language a, Language b)
{
    return notation::languageInfo(a).readable.data() == notation::languageInfo(b).readable.data();
}

// Every language with the letters of the given ones, each set's languages together, `first` first.
QList<Language> languagesOfSets(const QList<Language>& sets, Language first)
{
    QList<Language> languages{first};
    for (Language set : sets)
        for (const notation::LanguageInfo& info : notation::allLanguages())
            if (info.language != first && sameLetters(info.language, set))
                languages.append(info.language);
    return languages;
}

// Whether more than half the played entries are descriptive (not algebraic, and starting with a
// capital: P-K4, N-KB3; ICCF and UCI start with a digit or a file). Descriptive is read with English
// letters in every language outside the German family (otherforms.cpp), so the letters its entries
// start with do not say the sheet's language.
bool mostlyDescriptive(QStringView text, const Record& record)
{
    int descriptive = 0;
    for (const EntryRecord& e : record.entries)
        descriptive += e.ply > 0 && e.resolution.verdict == notation::Verdict::NonAlgebraic && e.entry.length > 0
            && text[e.entry.start].isUpper();
    return 2 * descriptive > record.plies;
}

}  // namespace

// docs/notation.md, "Detection": the letter sets whose letters cover the sheet's best are replayed, one
// language for each set; the set that plays the most entries wins. Sets that play as many are told apart
// by the sheet's script (a Cyrillic sheet is not Latin, though Latin look-alikes read it alike); if that
// does not, the sheet cannot tell them apart and says so.
Record replay(QStringView text, const ParsedSheet& sheet, const chess::Position& start, const ReplayOptions& options)
{
    if (options.language)
        return Replayer(text, sheet, start, *options.language).run();
    const LeadingLetters letters(text, sheet);
    QList<Language> candidates = letters.bestLanguages(options.preferred);
    const notation::Script script = letters.script();
    std::stable_partition(candidates.begin(), candidates.end(),
        [script](Language l) { return notation::languageInfo(l).script == script; });
    Record best;
    QList<Language> tied;  // one language for each set that plays as many entries as the best
    for (Language l : std::as_const(candidates)) {
        Record r = Replayer(text, sheet, start, l).run();
        if (tied.isEmpty() || r.plies > best.plies) {  // ties keep the earlier: the sheet's script, then the preferred
            best = std::move(r);
            tied = {l};
        } else if (r.plies == best.plies) {
            tied.append(l);
        }
    }
    // English descriptive's P is the pawn, which the leading letters count for Dutch's knight (P-K4 PxP
    // was "Dutch"): a sheet mostly in descriptive is English where English plays as much (German
    // descriptive, S-KL3, does not play in English).
    if (!sameLetters(best.language, Language::English) && mostlyDescriptive(text, best)) {
        if (Record english = Replayer(text, sheet, start, Language::English).run(); english.plies >= best.plies) {
            best = std::move(english);
            tied = {Language::English};
        }
    }
    const notation::Script bestScript = notation::languageInfo(best.language).script;
    if (bestScript == script)
        tied.removeIf([script](Language l) { return notation::languageInfo(l).script != script; });
    // The set's name by the interface language: the preferred language, where it has the set's letters.
    if (sameLetters(best.language, options.preferred))
        best.language = options.preferred;
    best.languageDetected = true;
    best.languageUndecided = tied.size() > 1;
    best.languageCandidates = languagesOfSets(tied, best.language);
    return best;
}

Record checkSheet(QStringView text, const chess::Position& start, const ReplayOptions& options)
{
    return replay(text, parseSheet(text), start, options);
}

}  // namespace sheet
