// SPDX-License-Identifier: GPL-3.0-or-later
#include "alternativewords.h"

#include "chess/movewalk.h"
#include "repair/decidedness.h"

#include <QCoreApplication>

namespace alternativewords {
namespace {

// The words' translation context, declared so that lupdate finds them.
struct UndecidedMoves {
    Q_DECLARE_TR_FUNCTIONS(UndecidedMoves)
};

// An alternative whose check stopped at its search limit (Alternative::checked false) was not shown to fit
// the sheet as well, only not ruled out: it is not worded as one that fits.
QString markedUnlessChecked(const repair::Alternative& a, const QString& words, UncheckedWays marking)
{
    return a.checked || marking == UncheckedWays::Plain
        ? words
        : UndecidedMoves::tr("%1 (not ruled out: the check stopped at its search limit)").arg(words);
}

// The way by its kind; `first` words its first move where it is the step's only one (a sheet's own move
// is named so there).
QString way(const chess::Position& before, const repair::Alternative& a, notation::Language language,
    const MoveWriter& write, const std::function<QString(chess::Move)>& first)
{
    if (a.kind == repair::ChangeKind::Dropped || a.move.isNone())
        return UndecidedMoves::tr("no move");
    if (a.then.isNone())
        return first(a.move);
    chess::Position after = before;
    after.doMove(a.move);
    const QString one = write(before, a.move, language);
    const QString two = write(after, a.then, language);
    return a.kind == repair::ChangeKind::Swapped
        ? UndecidedMoves::tr("%1 then %2 (the two entries swapped)").arg(one, two)
        : UndecidedMoves::tr("%1 left out before %2").arg(one, two);
}

}  // namespace

QStringList ofChange(const chess::Position& start, const repair::Reconstruction& r, const repair::Change& c,
    notation::Language language, const MoveWriter& write, UncheckedWays marking)
{
    const chess::Position before = chess::positionAfter(start, std::span(r.moves).first(c.movesBefore));
    const auto plain = [&](chess::Move m) { return write(before, m, language); };
    QStringList ways{way(before, repair::madeBy(r, c), language, write, plain)};
    for (const repair::Alternative& a : c.alternatives) {
        if (!a.atEarlierEntry()) {
            ways << markedUnlessChecked(a, way(before, a, language, write, plain), marking);
            continue;
        }
        // The same slip made at an earlier entry: where, and what the game now reads there.
        const chess::Position at = chess::positionAfter(start, std::span(r.moves).first(a.movesBefore));
        const QString words = way(at, a, language, write, [&](chess::Move m) { return write(at, m, language); });
        const QString move = QString::number(at.fullmoveNumber());
        ways << markedUnlessChecked(a,
            a.kind == repair::ChangeKind::Replaced ? UndecidedMoves::tr("%1 instead of %2 at move %3")
                                                         .arg(words, write(at, r.moves[a.movesBefore], language), move)
                                                   : UndecidedMoves::tr("%1 at move %2").arg(words, move),
            marking);
    }
    return ways;
}

QString inOneLine(const QStringList& ways, const QList<repair::Alternative>& alternatives)
{
    // The ways at this entry first, each way at an earlier entry after them (it says where), those only not
    // ruled out together at the end: whatever order they were weighed in, a way's place is never read
    // from its neighbour's.
    QStringList here, earlier, notRuledOut;
    for (int i = 0; i < ways.size(); ++i) {
        const repair::Alternative* a = i > 0 && i <= alternatives.size() ? &alternatives[i - 1] : nullptr;
        (a && !a->checked ? notRuledOut : a && a->atEarlierEntry() ? earlier : here) << ways[i];
    }
    QString line = here.join(QStringLiteral(", "));
    for (const QString& way : earlier)
        line = line.isEmpty() ? way : UndecidedMoves::tr("%1; or %2").arg(line, way);
    if (notRuledOut.isEmpty())
        return line;
    return UndecidedMoves::tr("%1; not ruled out (the check stopped at its search limit): %2")
        .arg(line, notRuledOut.join(QStringLiteral(", ")));
}

std::optional<int> sheetSaying(const repair::ReconciledStep& step, chess::Move move)
{
    if (move.isNone())
        return std::nullopt;
    for (int i = 0; i < 2; ++i)
        if (move == step.said[i])
            return i;
    return std::nullopt;
}

QStringList ofDifference(const chess::Position& before, const repair::Reconciliation& r,
    const repair::ReconciledStep& step, const std::array<notation::Language, 2>& languages, const MoveWriter& write,
    UncheckedWays marking)
{
    const auto named = [&](chess::Move move) {
        const std::optional<int> sheet = sheetSaying(step, move);
        const QString written = write(before, move, languages[sheet.value_or(0)]);
        if (!sheet)
            return written;
        return *sheet == 0 ? UndecidedMoves::tr("%1 (this sheet)").arg(written)
                           : UndecidedMoves::tr("%1 (other sheet)").arg(written);
    };
    const repair::Alternative made{.move = step.ply >= 0 ? r.moves[step.ply] : chess::Move()};
    QStringList ways{way(before, made, languages[0], write, named)};
    for (const repair::Alternative& a : step.alternatives)
        ways << markedUnlessChecked(a, way(before, a, languages[0], write, named), marking);
    return ways;
}

}  // namespace alternativewords
