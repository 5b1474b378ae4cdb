#include "suggestions.h"

#include "chess/movegen.h"
#include "chess/uci.h"
#include "notation/foldedtext.h"
#include "notation/movewriter.h"
#include "notation/resolver.h"

#include <algorithm>

namespace repair {
namespace {

using notation::Language;

constexpr float AmbiguousCost = 0.2f;
constexpr float SwappedCost = 0.8f;
constexpr float MissingMoveCost = 1.2f;
constexpr float BlankCost = 1.0f;
constexpr float LookAheadMiss = 0.7f;  // ranking only: per following entry that does not replay

bool isBlank(QStringView comparable)
{
    return comparable.isEmpty() || comparable == u"-" || comparable == u"--" || comparable == u"?"
        || comparable == u"..." || comparable == u"x";
}

// How many of `entries` replay one after another from `position`.
int replayable(chess::Position position, std::span<const QStringView> entries, Language language)
{
    int count = 0;
    for (QStringView text : entries.first(std::min<std::size_t>(entries.size(), LookAhead))) {
        const notation::Resolution r = notation::resolveText(text, language, position);
        if (!r.isResolved())
            break;
        position.doMove(r.move);
        ++count;
    }
    return count;
}

std::span<const QStringView> after(std::span<const QStringView> entries, std::size_t n)
{
    return entries.size() > n ? entries.subspan(n) : std::span<const QStringView>();
}

// The cheapest way to read `written` as `move`: short or long algebraic, in the sheet's language.
EditCost moveCost(QStringView written, const chess::Position& p, chess::Move move, Language language)
{
    EditCost best{1e9f, {}};
    for (notation::Notation form : {notation::Notation::San, notation::Notation::LongAlgebraic}) {
        const QString text = comparableText(notation::writeMove(p, move, {form, language, notation::SanStyle::Fide}));
        const EditCost c = editCost(written, text);
        if (c.cost < best.cost)
            best = c;
    }
    return best;
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

QString comparableText(QStringView text)
{
    notation::detail::Folded f;
    if (!notation::detail::fold(text, f))
        return text.toString();
    QString out(reinterpret_cast<const QChar*>(f.ch.data()), f.size);
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
    const auto add = [&](Suggestion s) {
        chess::Position p = position;
        p.doMove(s.move);
        if (!s.then.isNone())
            p.doMove(s.then);
        s.following = replayable(p, next, language);
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
    const bool blank = isBlank(written);
    for (chess::Move m : legal) {
        if (std::any_of(
                found.begin(), found.end(), [m](const Suggestion& s) { return s.move == m && s.then.isNone(); }))
            continue;
        if (blank) {
            add({.move = m, .reason = RepairReason::Blank, .cost = BlankCost});
            continue;
        }
        const EditCost c = moveCost(written, position, m, language);
        const RepairReason reason = isCaptureWithoutFile(written, position, m) ? RepairReason::CaptureFileMissing
            : c.edit.kind == NotableEdit::Kind::LookAlike                      ? RepairReason::LookAlike
                                                                               : RepairReason::NearestMove;
        add({.move = m,
            .reason = reason,
            .edit = c.edit,
            .cost = reason == RepairReason::CaptureFileMissing ? 0.3f : c.cost});
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
                    const int following = 1 + replayable(p, after(next, 1), language);
                    for (Suggestion& s : found)
                        if (s.move == swapped.move && s.cost > SwappedCost)
                            s = {.move = swapped.move,
                                .reason = RepairReason::ColumnsSwapped,
                                .cost = SwappedCost,
                                .following = std::min(following, LookAhead)};
                }
            }
        }
        Suggestion bestMissing{};
        for (chess::Move m : legal) {
            chess::Position p = position;
            p.doMove(m);
            const notation::Resolution r = notation::resolveText(context.entries.front(), language, p);
            if (!r.isResolved())
                continue;
            p.doMove(r.move);
            const int following = replayable(p, next, language);
            if (bestMissing.move.isNone() || following > bestMissing.following)
                bestMissing = {.move = m,
                    .reason = RepairReason::MoveMissing,
                    .cost = MissingMoveCost,
                    .following = following,
                    .then = r.move};
        }
        if (!bestMissing.move.isNone())
            found.append(bestMissing);
    }
    const int ahead = int(std::min<std::size_t>(next.size(), LookAhead));
    const auto rank = [ahead](const Suggestion& s) { return s.cost + LookAheadMiss * float(ahead - s.following); };
    std::stable_sort(
        found.begin(), found.end(), [&](const Suggestion& a, const Suggestion& b) { return rank(a) < rank(b); });
    if (found.size() > max)
        found.resize(max);
    return found;
}

}  // namespace repair
