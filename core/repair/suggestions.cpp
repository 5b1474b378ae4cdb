#include "suggestions.h"

#include "moveprior.h"

#include "chess/movegen.h"
#include "chess/uci.h"
#include "notation/movewriter.h"
#include "notation/normalizedtext.h"
#include "notation/resolver.h"
#include "sheet/blankentry.h"

#include <algorithm>

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
    EditCost best{1e9f, {}};
    for (notation::Notation form : {notation::Notation::San, notation::Notation::LongAlgebraic}) {
        const QString text = comparableText(notation::writeMove(p, move, {form, language, notation::SanStyle::Fide}));
        const EditCost c = editCost(written, text);
        if (c.cost < best.cost)
            best = c;
    }
    return best;
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
    QList<Suggestion> found;
    if (context.entries.empty())
        return found;
    const QString written = comparableText(context.entries.front());
    const std::span<const QStringView> next = after(context.entries, 1);
    const Language language = context.language;
    const notation::Resolution asWritten = notation::resolveText(context.entries.front(), language, position);
    const bool blank = sheet::isBlankEntry(written);
    // What stood in a blank shows only in how far the sheet then goes on: look to its end.
    const std::size_t horizon = blank ? next.size() : std::size_t(LookFurther);
    const auto add = [&](Suggestion s) {
        chess::Position p = position;
        p.doMove(s.move);
        if (!s.then.isNone())
            p.doMove(s.then);
        const LookAheadResult ahead = replayable(p, next, language, horizon);
        s.following = ahead.following;
        s.disagreements = ahead.disagreements;
        s.plausibility = plausibility(position, s.move);
        found.append(s);
    };

    chess::MoveList legal;
    chess::generateLegalMoves(position, legal);
    if (asWritten.isResolved()) {
        add({.move = asWritten.move, .reason = RepairReason::NearestMove});
    } else if (asWritten.verdict == notation::Verdict::Ambiguous) {
        for (int i = 0; i < asWritten.candidateCount && i < notation::Resolution::MaxCandidates; ++i)
            add({.move = asWritten.candidates[i],
                .reason = isCaptureWithoutFile(written, position, asWritten.candidates[i])
                    ? RepairReason::CaptureFileMissing
                    : RepairReason::Ambiguous,
                .cost = AmbiguousCost});
    }
    for (chess::Move m : legal) {
        if (std::any_of(
                found.begin(), found.end(), [m](const Suggestion& s) { return s.move == m && s.then.isNone(); }))
            continue;
        if (blank) {
            add({.move = m, .reason = RepairReason::Blank, .cost = BlankCost});
            continue;
        }
        const EditCost c = readingCost(written, position, m, language);
        const RepairReason reason = isCaptureWithoutFile(written, position, m) ? RepairReason::CaptureFileMissing
            : c.edit.kind == NotableEdit::Kind::LookAlike                      ? RepairReason::LookAlike
                                                                               : RepairReason::NearestMove;
        add({.move = m,
            .reason = reason,
            .edit = c.edit,
            .cost = reason == RepairReason::CaptureFileMissing ? CaptureFileMissingCost : c.cost});
    }
    if (!blank && !asWritten.isResolved()) {
        // The entry fits the other player: the next entry's move belongs here (columns swapped), or a
        // move was left out before it.
        if (!next.empty()) {
            const notation::Resolution swapped = notation::resolveText(next.front(), language, position);
            if (swapped.isResolved()) {
                chess::Position p = position;
                p.doMove(swapped.move);
                if (const notation::Resolution own = notation::resolveText(context.entries.front(), language, p);
                    own.isResolved()) {
                    p.doMove(own.move);
                    // The next entry is used up by the swap; the look-ahead goes on after it.
                    const LookAheadResult ahead = replayable(p, after(next, 1), language);
                    for (Suggestion& s : found)
                        if (s.move == swapped.move && s.cost > ColumnsSwappedCost)
                            s = {.move = swapped.move,
                                .reason = RepairReason::ColumnsSwapped,
                                .cost = ColumnsSwappedCost,
                                .following = 1 + ahead.following,
                                .disagreements = ahead.disagreements};
                }
            }
        }
        QList<Suggestion> missing;
        for (chess::Move m : legal) {
            chess::Position p = position;
            p.doMove(m);
            const notation::Resolution r = notation::resolveText(context.entries.front(), language, p);
            if (!r.isResolved())
                continue;
            p.doMove(r.move);
            const LookAheadResult ahead = replayable(p, next, language, next.size());
            missing.append({.move = m,
                .reason = RepairReason::MoveMissing,
                .cost = MissingMoveCost,
                .following = ahead.following,
                .disagreements = ahead.disagreements + markDisagreements(r.findings),
                .plausibility = plausibility(position, m),
                .then = r.move});
        }
        // Which move was left out shows only in how far the sheet then goes on (to its end).
        std::stable_sort(missing.begin(), missing.end(), [](const Suggestion& a, const Suggestion& b) {
            if (a.following != b.following)
                return a.following > b.following;
            return a.disagreements != b.disagreements ? a.disagreements < b.disagreements
                                                      : a.plausibility > b.plausibility;
        });
        found.append(missing.first(std::min<qsizetype>(missing.size(), MissingMoveCandidates)));
    }
    const int near = int(std::min<std::size_t>(next.size(), LookAhead));
    const int far = int(std::min<std::size_t>(next.size(), LookFurther));
    const auto rank = [near, far](const Suggestion& s) {
        return s.cost + LookAheadMiss * float(near - std::min(s.following, near))
            + FarMiss * float(far - std::min(s.following, far)) + MarkDisagreementCost * float(s.disagreements);
    };
    std::stable_sort(found.begin(), found.end(), [&](const Suggestion& a, const Suggestion& b) {
        const float ra = rank(a), rb = rank(b);
        // Ties: the one that goes on further, then the more natural move (what stood in a blank).
        if (ra != rb)
            return ra < rb;
        return a.following != b.following ? a.following > b.following : a.plausibility > b.plausibility;
    });
    // Neighbours the sheet cannot tell apart (same rank, as far on): the move prior ordered them.
    for (qsizetype i = 0; i + 1 < found.size(); ++i)
        if (rank(found[i]) == rank(found[i + 1]) && found[i].following == found[i + 1].following)
            found[i].tied = found[i + 1].tied = true;
    if (found.size() > max)
        found.resize(max);
    return found;
}

}  // namespace repair
