// SPDX-License-Identifier: GPL-3.0-or-later
#include "movecompletion.h"

#include "chess/movegen.h"
#include "notation/movereader.h"
#include "notation/movewriter.h"
#include "notation/resolver.h"
#include "repair/costmodel.h"
#include "repair/moveprior.h"
#include "repair/suggestions.h"

#include <QCoreApplication>

#include <algorithm>

namespace movecompletion {
namespace {

// The messages' translation context, declared so that lupdate finds them.
struct MoveCompletion {
    Q_DECLARE_TR_FUNCTIONS(MoveCompletion)
};

// A legal move as the sheet writes it, and the texts what is typed is compared with (repair's
// comparableText: look-alike characters folded, check marks left off). With figurines the letters'
// form is compared too: a figurine is hard to type, its language's letter is not.
struct Written {
    chess::Move move;
    QString shown;
    QString asShown;
    QString inLetters;  // empty when the sheet writes letters: asShown is that form
    // The move as the sheet might have written it otherwise: with the hyphen after the piece that it leaves
    // out, or without the one it writes (פ-ג6, פג6); a capture with the other sign (Ф:a2, Фxa2). Each
    // begins the move as typed, never a slip of it.
    QStringList otherForms;
};

Written written(const chess::Position& p, chess::Move m, const sheet::SheetStyle& style)
{
    Written w{m, sheet::writeInStyle(p, m, style), {}, {}, {}};
    w.asShown = repair::comparableText(w.shown);
    sheet::SheetStyle letters = style;
    if (style.options.notation == notation::Notation::Figurine) {
        letters.options.notation = notation::Notation::San;
        w.inLetters = repair::comparableText(sheet::writeInStyle(p, m, letters));
    }
    const auto alsoAs = [&](sheet::SheetStyle other) {
        if (QString form = repair::comparableText(sheet::writeInStyle(p, m, other));
            form != w.asShown && form != w.inLetters && !w.otherForms.contains(form))
            w.otherForms << std::move(form);
    };
    sheet::SheetStyle hyphen = letters;
    hyphen.hyphenAfterPiece
        = style.hyphenAfterPiece == sheet::MarkHabit::Written ? sheet::MarkHabit::Left : sheet::MarkHabit::Written;
    alsoAs(hyphen);
    if (p.capturedBy(m) != chess::PieceType::None) {
        sheet::SheetStyle sign = letters;
        sign.captureSign
            = style.captureSign == sheet::CaptureSign::Colon ? sheet::CaptureSign::Cross : sheet::CaptureSign::Colon;
        alsoAs(sign);
    }
    return w;
}

bool startsWith(const Written& w, QStringView typed)
{
    return w.asShown.startsWith(typed) || (!w.inLetters.isEmpty() && w.inLetters.startsWith(typed))
        || std::any_of(w.otherForms.cbegin(), w.otherForms.cend(),
            [typed](const QString& form) { return form.startsWith(typed); });
}

// The move in the long form (origin and target, Sg1-f3 or Sg1f3), as the sheet would write it so, when
// what is typed begins that form and names the origin square: a writer of long form on a sheet of short
// moves (or an arbiter copying one) is offered the move as begun. The hyphen's form first: with only the
// origin typed, both fit. Empty when neither fits.
QString longFormBegun(const chess::Position& p, chess::Move m, const sheet::SheetStyle& style, QStringView typed)
{
    const QChar origin[] = {QChar(u'a' + chess::fileOf(m.from())), QChar(u'1' + chess::rankOf(m.from()))};
    const QStringView from(origin, 2);
    if (!typed.contains(from))
        return {};  // most moves, at no cost: the long form is not written for them
    sheet::SheetStyle longStyle = style;
    for (const notation::Notation form : {notation::Notation::LongAlgebraicHyphen, notation::Notation::LongAlgebraic}) {
        longStyle.options.notation = form;  // in letters, also for a sheet of figurines
        const QString shown = sheet::writeInStyle(p, m, longStyle);
        const QString comparable = repair::comparableText(shown);
        const qsizetype named = comparable.indexOf(from);
        if (named >= 0 && typed.size() >= named + from.size() && comparable.startsWith(typed))
            return shown;
    }
    return {};
}

// What turning the typed text into the start of the move costs in repair's prices (editcost.h), the
// start taken as long as what is typed.
float slipCost(const Written& w, QStringView typed, repair::NotableEdit* edit)
{
    repair::EditCost best = repair::editCost(typed, QStringView(w.asShown).left(typed.size()));
    if (!w.inLetters.isEmpty())
        if (const repair::EditCost letters = repair::editCost(typed, QStringView(w.inLetters).left(typed.size()));
            letters.cost < best.cost)
            best = letters;
    *edit = best.edit;
    return best.cost;
}

// Why a look-alike is offered, in repair's words: the characters when one slip explains it.
QString slipMessage(const repair::NotableEdit& edit)
{
    return repair::reasonMessage(edit.kind == repair::NotableEdit::Kind::LookAlike ? repair::RepairReason::LookAlike
                                                                                   : repair::RepairReason::NearestMove,
        edit);
}

}  // namespace

QList<Completion> complete(const chess::Position& position, QStringView typed, const sheet::SheetStyle& style)
{
    const QString asTyped = repair::comparableText(typed);
    if (asTyped.isEmpty())
        return {};
    chess::MoveList legal;
    chess::generateLegalMoves(position, legal);
    const notation::Resolution reading = notation::resolveText(typed, style.options.language, position);
    const auto readingMeans = [&](chess::Move m) {
        return reading.verdict == notation::Verdict::Ambiguous
            && std::find(reading.candidates.begin(), reading.candidates.begin() + reading.candidateCount, m)
            != reading.candidates.begin() + reading.candidateCount;
    };

    struct Ranked {
        Completion completion;
        float cost;
        int plausibility;
    };
    QList<Ranked> found;
    for (chess::Move m : legal) {
        const Written w = written(position, m, style);
        repair::NotableEdit edit;
        if (startsWith(w, asTyped))
            found.append({{w.shown, m, Fit::Prefix, {}}, 0, 0});
        else if (const QString longForm = longFormBegun(position, m, style, asTyped); !longForm.isEmpty())
            found.append({{longForm, m, Fit::Prefix, {}}, 0, 0});
        else if (readingMeans(m))
            found.append({{w.shown, m, Fit::Reading,
                              MoveCompletion::tr("What is typed fits several moves; this is one of them (C.10).")},
                0, 0});
        // Only slips cheaper than one whole wrong character: more is another move, not this one misread.
        else if (const float cost = slipCost(w, asTyped, &edit); cost < repair::OtherEditCost)
            found.append({{w.shown, m, Fit::LookAlike, slipMessage(edit)}, cost, 0});
        else
            continue;
        found.back().plausibility = repair::plausibility(position, m);
    }
    std::sort(found.begin(), found.end(), [](const Ranked& a, const Ranked& b) {
        if (a.completion.fit != b.completion.fit)
            return a.completion.fit < b.completion.fit;
        if (a.cost != b.cost)
            return a.cost < b.cost;
        if (a.plausibility != b.plausibility)
            return a.plausibility > b.plausibility;
        return a.completion.text < b.completion.text;
    });
    QList<Completion> completions;
    completions.reserve(found.size());
    for (const Ranked& r : found)
        completions.append(r.completion);
    return completions;
}

std::optional<Typing> typingAt(const sheet::Record& record, QStringView text, int cursor)
{
    const int stop = record.stopIndex();
    if (stop >= 0) {
        const sheet::Entry& e = record.entries[stop].entry;
        if (e.start <= cursor && cursor <= e.start + e.length)
            return Typing{stop, e.start, e.length, record.positionBefore(stop)};
    }
    // The entry played last before the cursor, ending in a novelty mark right at it.
    for (int i = (stop >= 0 ? stop : int(record.entries.size())) - 1; i >= 0; --i) {
        const sheet::EntryRecord& played = record.entries[i];
        if (played.ply == 0)
            continue;  // taken back
        const sheet::Entry& e = played.entry;
        const notation::WrittenMove w = notation::readMove(e.text(text), record.language);
        if (cursor != e.start + e.length || w.annotationLength != 1 || w.annotationStart != e.length - 1
            || e.text(text).back() != u'N')
            return std::nullopt;
        return Typing{i, cursor - 1, 1, record.positionBefore(i + 1)};
    }
    return std::nullopt;
}

bool isStartOfMove(const QList<Completion>& completions)
{
    return !completions.isEmpty() && completions.first().fit == Fit::Prefix;
}

bool isStillBeingTyped(const sheet::EntryRecord& entry, const QList<Completion>& completions)
{
    const notation::Verdict v = entry.resolution.verdict;
    return (v == notation::Verdict::Unreadable || v == notation::Verdict::Illegal) && isStartOfMove(completions);
}

}  // namespace movecompletion
