// SPDX-License-Identifier: GPL-3.0-or-later
#include "suggestions.h"

#include "moveprior.h"

#include "chess/movegen.h"
#include "chess/uci.h"
#include "notation/foldedtext.h"
#include "notation/movewriter.h"
#include "notation/normalizedtext.h"
#include "notation/resolver.h"
#include "sheet/blankentry.h"

#include <algorithm>
#include <array>

namespace repair {
namespace {

using notation::Language;

struct LookAheadResult {
    int following = 0;  // entries replayed one after another
    int disagreements = 0;  // marks among them that the position contradicts
};

// How far `entries` replay one after another from `position`, looking at `horizon` of them at most.
LookAheadResult replayable(chess::Position position, std::span<const QStringView> entries, Language language,
    std::size_t horizon = LookFurther)
{
    LookAheadResult result;
    for (QStringView text : entries.first(std::min(entries.size(), horizon))) {
        const notation::Resolution r = notation::resolveText(text, language, position);
        if (!r.isResolved())
            break;
        position.doMove(r.move);
        ++result.following;
        result.disagreements += markDisagreements(r.findings);
    }
    return result;
}

std::span<const QStringView> after(std::span<const QStringView> entries, std::size_t n)
{
    return entries.size() > n ? entries.subspan(n) : std::span<const QStringView>();
}

// A pawn capture whose file was left out: "xd5" or "d5" for exd5.
bool isCaptureWithoutFile(QStringView written, const chess::Position& p, chess::Move move)
{
    if (chess::typeOf(p.pieceAt(move.from())) != chess::PieceType::Pawn || p.capturedBy(move) == chess::PieceType::None)
        return false;
    const QString target = QString::fromStdString(chess::squareName(move.to()));
    return written == target || written == QStringLiteral("x") + target || written == QStringLiteral(":") + target;
}

// The cheapest way to read `written`, no blank, as `move` (readingCost), the move's origin hint known.
// Asked of every legal move at every break the searches meet: the move is written in place, without the
// check it gives (comparableText takes check marks off the entry too) and folded as comparableText folds.
EditCost readingCostOfText(
    QStringView written, const chess::Position& p, chess::Move move, notation::OriginHint origin, Language language)
{
    EditCost best{1e9f, {}};
    for (notation::Notation form : {notation::Notation::San, notation::Notation::LongAlgebraic}) {
        const notation::MoveText text = notation::writeMove(
            p, move, {origin, notation::CheckGiven::None}, {form, language, notation::SanStyle::Fide});
        notation::detail::Folded folded;
        const bool fits = notation::detail::fold(text.view(), folded);
        Q_ASSERT(fits);  // a move written out is far shorter than an entry may be
        const EditCost c = editCost(written, QStringView(folded.ch.data(), fits ? folded.size : 0));
        if (c.cost < best.cost)
            best = c;
    }
    return best;
}

// The moves an entry may stand for, gathered from each kind of slip, then ranked (suggest()).
class Candidates {
public:
    Candidates(const chess::Position& position, const EntryContext& context)
        : m_position(position)
        , m_entry(context.entries.front())
        , m_next(after(context.entries, 1))
        , m_language(context.language)
        , m_written(comparableText(m_entry))
        , m_asWritten(notation::resolveText(m_entry, m_language, position))
        , m_blank(sheet::isBlankEntry(m_written))
        // What stood in a blank shows only in how far the sheet then goes on: look to its end.
        , m_horizon(m_blank ? m_next.size() : std::size_t(LookFurther))
    {
        chess::generateLegalMoves(position, m_legal);
    }

    bool isBlank() const { return m_blank; }

    void addAsWritten();
    void addReadings();
    void addColumnsSwapped();
    void addMissingMoves();
    QList<Suggestion> best(int max);

private:
    void add(Suggestion s);
    bool has(chess::Move move) const;

    const chess::Position& m_position;
    const QStringView m_entry;
    const std::span<const QStringView> m_next;  // the entries after it
    const Language m_language;
    const QString m_written;  // comparableText
    const notation::Resolution m_asWritten;
    const bool m_blank;
    const std::size_t m_horizon;  // how many of the next entries the look-ahead replays
    chess::MoveList m_legal;
    QList<Suggestion> m_found;
};

// Adds a candidate with how far the sheet goes on after it and how natural its move looks.
void Candidates::add(Suggestion s)
{
    chess::Position p = m_position;
    p.doMove(s.move);
    if (!s.then.isNone())
        p.doMove(s.then);
    const LookAheadResult ahead = replayable(p, m_next, m_language, m_horizon);
    s.following = ahead.following;
    s.disagreements = ahead.disagreements;
    s.plausibility = plausibility(m_position, s.move);
    m_found.append(s);
}

bool Candidates::has(chess::Move move) const
{
    return std::any_of(
        m_found.begin(), m_found.end(), [move](const Suggestion& s) { return s.move == move && s.then.isNone(); });
}

// The written move as it stands, at no cost; or each move an ambiguous entry can mean.
void Candidates::addAsWritten()
{
    if (m_asWritten.isResolved()) {
        add({.move = m_asWritten.move, .reason = RepairReason::NearestMove});
        return;
    }
    if (m_asWritten.verdict != notation::Verdict::Ambiguous)
        return;
    for (int i = 0; i < m_asWritten.candidateCount && i < notation::Resolution::MaxCandidates; ++i) {
        const chess::Move m = m_asWritten.candidates[i];
        add({.move = m,
            .reason = isCaptureWithoutFile(m_written, m_position, m) ? RepairReason::CaptureFileMissing
                                                                     : RepairReason::Ambiguous,
            .cost = AmbiguousCost});
    }
}

// Every other legal move, priced by how the entry reads as it (a blank reads as any move alike).
void Candidates::addReadings()
{
    for (chess::Move m : m_legal) {
        if (has(m))
            continue;
        if (m_blank) {
            add({.move = m, .reason = RepairReason::Blank, .cost = BlankCost});
            continue;
        }
        const EditCost c
            = readingCostOfText(m_written, m_position, m, notation::originHint(m_position, m, m_legal), m_language);
        const RepairReason reason = isCaptureWithoutFile(m_written, m_position, m) ? RepairReason::CaptureFileMissing
            : c.edit.kind == NotableEdit::Kind::LookAlike                          ? RepairReason::LookAlike
                                                                                   : RepairReason::NearestMove;
        add({.move = m,
            .reason = reason,
            .edit = c.edit,
            .cost = reason == RepairReason::CaptureFileMissing ? CaptureFileMissingCost : c.cost});
    }
}

// The next entry's move belongs here and this entry's after it (the two columns swapped): that move's
// candidate becomes the swap where the swap is cheaper; where this entry also reads as that move for
// less (`3. c5 e5` for `3. e5 c5`: c and e look alike), the swap is a candidate of its own beside the
// reading, so that what the next entries say decides between them.
void Candidates::addColumnsSwapped()
{
    if (m_next.empty())
        return;
    const notation::Resolution swapped = notation::resolveText(m_next.front(), m_language, m_position);
    if (!swapped.isResolved())
        return;
    chess::Position p = m_position;
    p.doMove(swapped.move);
    const notation::Resolution own = notation::resolveText(m_entry, m_language, p);
    if (!own.isResolved())
        return;
    if (m_asWritten.isResolved() && m_asWritten.move == swapped.move
        && swapReadsAsWritten(m_position, std::array{m_entry, m_next.front()}, m_language, swapped.move, own.move))
        return;  // `7. O-O O-O`: the entries read as written, no swap
    p.doMove(own.move);
    // The next entry is used up by the swap; the look-ahead goes on after it.
    const LookAheadResult ahead = replayable(p, after(m_next, 1), m_language);
    const Suggestion swap{.move = swapped.move,
        .reason = RepairReason::ColumnsSwapped,
        .cost = ColumnsSwappedCost,
        .following = 1 + ahead.following,
        .disagreements = ahead.disagreements};
    const auto reading = std::find_if(m_found.begin(), m_found.end(),
        [&](const Suggestion& s) { return s.move == swapped.move && s.then.isNone(); });
    if (reading == m_found.end())
        return;
    if (reading->cost > ColumnsSwappedCost)
        *reading = swap;
    else
        m_found.append(swap);
}

// A move left out before the entry, whose text then fits the other player's move: the few after which
// the sheet goes on furthest. Which move was left out shows only there, so the look-ahead runs to the end.
void Candidates::addMissingMoves()
{
    QList<Suggestion> missing;
    for (chess::Move m : m_legal) {
        chess::Position p = m_position;
        p.doMove(m);
        const notation::Resolution r = notation::resolveText(m_entry, m_language, p);
        if (!r.isResolved())
            continue;
        p.doMove(r.move);
        const LookAheadResult ahead = replayable(p, m_next, m_language, m_next.size());
        missing.append({.move = m,
            .reason = RepairReason::MoveMissing,
            .cost = MissingMoveCost,
            .following = ahead.following,
            .disagreements = ahead.disagreements + markDisagreements(r.findings),
            .plausibility = plausibility(m_position, m),
            .then = r.move});
    }
    std::stable_sort(missing.begin(), missing.end(), [](const Suggestion& a, const Suggestion& b) {
        if (a.following != b.following)
            return a.following > b.following;
        return a.disagreements != b.disagreements ? a.disagreements < b.disagreements : a.plausibility > b.plausibility;
    });
    m_found.append(missing.first(std::min<qsizetype>(missing.size(), MissingMoveCandidates)));
}

// The rank a candidate is ordered by: its cost, and what the entries after it say against it.
class Ranking {
public:
    explicit Ranking(std::size_t nextEntries)
        : m_near(int(std::min<std::size_t>(nextEntries, LookAhead)))
        , m_far(int(std::min<std::size_t>(nextEntries, LookFurther)))
    {
    }

    float operator()(const Suggestion& s) const
    {
        return s.cost + LookAheadMiss * float(m_near - std::min(s.following, m_near))
            + FarMiss * float(m_far - std::min(s.following, m_far)) + MarkDisagreementCost * float(s.disagreements);
    }

private:
    int m_near, m_far;
};

// The candidates best first, at most `max`; neighbours the sheet cannot tell apart marked tied.
QList<Suggestion> Candidates::best(int max)
{
    const Ranking rank(m_next.size());
    std::stable_sort(m_found.begin(), m_found.end(), [&](const Suggestion& a, const Suggestion& b) {
        const float ra = rank(a), rb = rank(b);
        // Ties: the one that goes on further, then the more natural move (what stood in a blank).
        if (ra != rb)
            return ra < rb;
        return a.following != b.following ? a.following > b.following : a.plausibility > b.plausibility;
    });
    // Same rank, as far on: only the move prior ordered them.
    for (qsizetype i = 0; i + 1 < m_found.size(); ++i)
        if (rank(m_found[i]) == rank(m_found[i + 1]) && m_found[i].following == m_found[i + 1].following)
            m_found[i].tied = m_found[i + 1].tied = true;
    if (m_found.size() > max)
        m_found.resize(max);
    return m_found;
}

}  // namespace

int markDisagreements(const notation::Findings& findings)
{
    using notation::Finding;
    int count = 0;
    for (Finding f : {Finding::CheckMarkMissing, Finding::MateNotMarked, Finding::CaptureMarkMissing,
             Finding::CheckMarkWrong, Finding::CaptureMarkOnNonCapture, Finding::DisambiguationSuperfluous})
        count += findings.has(f);
    return count;
}

EditCost readingCost(QStringView written, const chess::Position& p, chess::Move move, Language language)
{
    if (sheet::isBlankEntry(written))
        return {BlankCost, {}};
    return readingCostOfText(written, p, move, notation::moveMarks(p, move).origin, language);
}

bool swapReadsAsWritten(const chess::Position& position, std::span<const QStringView> entries,
    notation::Language language, chess::Move first, chess::Move second)
{
    Q_ASSERT(entries.size() >= 2);
    const notation::Resolution written = notation::resolveText(entries[0], language, position);
    if (!written.isResolved() || written.move != first)
        return false;
    chess::Position after = position;
    after.doMove(first);
    const notation::Resolution next = notation::resolveText(entries[1], language, after);
    return next.isResolved() && next.move == second;
}

QString comparableText(QStringView text)
{
    const std::optional<QString> normalized = notation::normalizedText(text);
    if (!normalized)
        return text.toString();
    QString out = *normalized;
    if (out.endsWith(u"(=)"))
        out.chop(3);
    while (!out.isEmpty() && QStringView(u"+#!?†‡").contains(out.back()))
        out.chop(1);
    return out;
}

QList<Suggestion> suggest(const chess::Position& position, const EntryContext& context, int max)
{
    if (context.entries.empty())
        return {};
    Candidates candidates(position, context);
    candidates.addAsWritten();
    candidates.addReadings();
    // The entry fits the other player: the next entry's move belongs here, or a move was left out
    // before it. A legal entry may be the other player's move too (32. Nf4 for 32...Nf4, with 32. Nxh4
    // left out, where a knight of each side can reach f4; 5. Be6 h3 for 5. h3 Be6).
    if (!candidates.isBlank()) {
        candidates.addColumnsSwapped();
        candidates.addMissingMoves();
    }
    return candidates.best(max);
}

}  // namespace repair
