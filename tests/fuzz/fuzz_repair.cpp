// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for repair on arbitrary sheets: the input is two players' sheets (split at the first
// '|'), in the language its first byte picks; the first is reconstructed, then both are reconciled.
// Every move given must be legal from the start, and every entry and ply named must exist. Each sheet
// is cut to MaxEntries entries: the searches' budgets grow with the sheet, and a fuzzer that spends
// seconds on one input finds little.

#include "chess/movegen.h"
#include "notation/language.h"
#include "repair/reconciliation.h"
#include "repair/reconstruction.h"
#include "sheet/record.h"
#include "sheet/sheetparser.h"

#include <cstddef>
#include <cstdint>

namespace {

constexpr qsizetype MaxEntries = 12;

void requireLegal(const chess::Position& start, const QList<chess::Move>& moves)
{
    chess::Position p = start;
    for (chess::Move m : moves) {
        chess::MoveList legal;
        chess::generateLegalMoves(p, legal);
        if (!legal.contains(m))
            __builtin_trap();
        p.doMove(m);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::span<const notation::LanguageInfo> languages = notation::allLanguages();
    const notation::Language language = languages[data[0] % languages.size()].language;
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1));
    const qsizetype bar = text.indexOf(u'|');
    const QString sheets[2] = {bar < 0 ? text : text.left(bar), bar < 0 ? QString() : text.mid(bar + 1)};
    QList<QStringView> entries[2];
    for (int i = 0; i < 2; ++i) {
        entries[i] = sheet::entryTexts(sheet::parseSheet(sheets[i]), sheets[i]);
        entries[i].resize(std::min(MaxEntries, entries[i].size()));
    }
    const chess::Position start = chess::Position::startPosition();

    const repair::Reconstruction r = repair::reconstruct(start, entries[0], language);
    requireLegal(start, r.moves);
    for (const repair::Change& c : r.changes)
        if (c.entry < 0 || c.entry >= entries[0].size() || c.ply >= r.moves.size())
            __builtin_trap();

    const repair::Reconciliation both = repair::reconcile(start, {{{entries[0], language}, {entries[1], language}}});
    requireLegal(start, both.moves);
    for (const repair::ReconciledStep& step : both.steps)
        if (step.ply >= both.moves.size() || step.entry[0] >= entries[0].size() || step.entry[1] >= entries[1].size())
            __builtin_trap();
    if (both.plies[0] > both.moves.size() || both.plies[1] > both.moves.size())
        __builtin_trap();
    return 0;
}
