// SPDX-License-Identifier: GPL-3.0-or-later
#include "textreport.h"

#include "pairreport.h"
#include "repairreport.h"
#include "textwriter.h"

#include "notation/movewriter.h"
#include "pgn/pgngame.h"
#include "repair/suggestions.h"

#include "clitr.h"

#include <array>

namespace {

using notation::Verdict;

// The report's words, translated once: a tr() per line cost as much as the rest of the line.
struct Words {
    TextPattern title{Cli::tr("%1, game %2")};
    TextPattern players{u" (%1 - %2)"};
    TextPattern plies{Cli::tr("  plies: %1; notation: %2%3\n")};
    QByteArray foundByReplaying = Cli::tr(" (found by replaying)").toUtf8();
    TextPattern undecided{Cli::tr("  the sheet reads alike in %1: its notation language cannot be told apart\n")};
    TextPattern entry{Cli::tr("  line %1, column %2: %3%4 %5 — %6")};
    TextPattern note{Cli::tr("  line %1, column %2: %3\n")};
    TextPattern drawOfferBy[2] = {TextPattern(Cli::tr("  draw offer by White after move %1\n")),
        TextPattern(Cli::tr("  draw offer by Black after move %1\n"))};
    TextPattern drawOfferUnchecked[2]
        = {TextPattern(Cli::tr("  draw offer by White with %1, an entry the replay did not play: not checked\n")),
            TextPattern(Cli::tr("  draw offer by Black with %1, an entry the replay did not play: not checked\n"))};
    TextPattern event{Cli::tr("  %1 after ply %2")};
    TextPattern stoodAt{Cli::tr(" (the position stood at plies %1)\n")};
    TextPattern movesCompleted{Cli::tr("  moves completed: White %1, Black %2")};
    QByteArray everyEntryChecked = Cli::tr(" (every entry checked)\n").toUtf8();
    TextPattern verifiedTo{Cli::tr(" (verified to move %1; the sheet goes on to move %2, not checked)\n")};
    TextPattern pgnStops{
        Cli::tr("  a PGN of the game stops at line %1, column %2; the rest of the sheet is kept in it as a comment\n")};
    TextPattern result{Cli::tr("  result written: %1; on the board: %2\n")};
    QByteArray none = Cli::tr("none").toUtf8();
    QByteArray notDecided = Cli::tr("not decided").toUtf8();
    // Words that stand in every report, in UTF-8 once rather than for every game.
    std::array<QByteArray, int(Verdict::Unchecked) + 1> verdictNames;
    std::array<QByteArray, notation::LanguageCount> languageNames;  // by notation::Language

    Words()
    {
        for (int v = 0; v < int(verdictNames.size()); ++v)
            verdictNames[v] = notation::verdictName(Verdict(v)).toUtf8();
        for (const notation::LanguageInfo& info : notation::allLanguages())
            languageNames[std::size_t(info.language)]
                = QCoreApplication::translate("Language", info.englishName).toUtf8();
    }
};

const Words& words()
{
    static const Words translated;
    return translated;
}

// "(move-number-skipped, capture-without-x)": the entry's finding codes, when it has any.
void writeFindingCodes(TextWriter& w, const sheet::EntryRecord& e)
{
    const char* separator = " (";
    auto write = [&](const char* code) {
        w.ascii(separator).ascii(code);
        separator = ", ";
    };
    forEachFindingCode(e, write);
    if (separator[0] == ',')
        w.ascii(")");
}

// The move number a report line quotes, as the sheet writes it where it shows one before the entry: a
// numbering slip and a wrong column are seen as written ("1... e5" where White is to move, section 3);
// else as the replay numbers it.
struct ShownNumber {
    int number;
    chess::Color column;
};
ShownNumber shownNumber(const sheet::EntryRecord& e)
{
    if (!e.entry.followsNumber || e.entry.writtenNumber <= 0)
        return {e.moveNumber, e.side};
    const bool blacks = e.entry.writtenColumn == sheet::WrittenColumn::Black;
    return {e.entry.writtenNumber, blacks ? chess::Color::Black : chess::Color::White};
}

void writeEntries(TextWriter& w, const CheckedGame& game, const QList<QStringView>& texts, const Words& words)
{
    const sheet::Record& r = game.record;
    int unchecked = 0;
    for (int index = 0; index < r.entries.size(); ++index) {
        const sheet::EntryRecord& e = r.entries[index];
        const Verdict v = e.resolution.verdict;
        if (v == Verdict::Unchecked) {
            ++unchecked;
            continue;
        }
        if (e.isClean())
            continue;
        const QStringView written = e.entry.text(game.input.movetext);
        const QString shown = sheet::isShownAsWritten(written) ? QString() : sheet::shownEntryText(written);
        const ShownNumber number = shownNumber(e);
        w.fill(words.entry,
            {game.input.fileLine(e.entry.line), e.entry.column, number.number,
                number.column == chess::Color::White ? "." : "...", shown.isNull() ? written : QStringView(shown),
                words.verdictNames[int(v)]});
        writeFindingCodes(w, e);
        w.ascii("\n");
        if (repair::wantsSuggestions(e))
            w.text(repairreport::likelyMoves(r.positionBefore(index), game, texts, index));
    }
    if (unchecked)  // once a game: translated here, where the count picks the plural form
        w.text(Cli::tr("  %n entries after that could not be checked\n", nullptr, unchecked));
    if (const int stop = r.stopIndex(); stop >= 0) {
        const sheet::EntryRecord& e = r.entries[stop];
        w.fill(words.pgnStops, {game.input.fileLine(e.entry.line), e.entry.column});
    }
}

// An offer written with an entry the replay did not play (where it stopped, or after) is on the sheet all
// the same: said, with the entry as the report quotes entries.
void writeDrawOffersNotChecked(TextWriter& w, const CheckedGame& game, const Words& words)
{
    const sheet::Record& r = game.record;
    for (const int i : r.drawOffersNotPlayed(game.input.movetext)) {
        const sheet::EntryRecord& e = r.entries[i];
        const QStringView written = e.entry.text(game.input.movetext);
        const ShownNumber number = shownNumber(e);
        w.fill(words.drawOfferUnchecked[chess::index(e.side)],
            {notation::moveNumberText(number.number, number.column) + u' ' + sheet::shownEntryText(written)});
    }
}

void writeEvents(TextWriter& w, const sheet::Record& r, const Words& words)
{
    // Said where it matters: when something is written after the end (5.1.1, 5.2, 9.6).
    if (const qsizetype after = r.entriesAfterEnd(); after > 0)
        w.text(Cli::tr("  the game ended by itself after ply %1 (%2): %n entries written after it do not count\n",
            nullptr, int(after))
                   .arg(r.end->ply)
                   .arg(QLatin1StringView(sheet::eventCode(r.end->kind))));
    for (const sheet::GameEvent& e : r.events) {
        w.fill(words.event, {sheet::eventCode(e.kind), e.ply});
        if (e.plies.isEmpty()) {
            w.ascii("\n");
            continue;
        }
        TextWriter plies;
        for (int i = 0; i < e.plies.size(); ++i)
            (i ? plies.ascii(", ") : plies).number(e.plies[i]);
        const QByteArray list = plies.take();
        w.fill(words.stoodAt, {std::string_view(list.data(), std::size_t(list.size()))});
    }
}

}  // namespace

void writeTextReport(const CheckedGame& game, TextWriter& w)
{
    const Words& words = ::words();
    const sheet::Record& r = game.record;
    w.fill(words.title, {GameSource::displayName(game.input.source), game.input.number});
    const QString white = pgn::tagValue(game.input.tags, QStringLiteral("White"));
    const QString black = pgn::tagValue(game.input.tags, QStringLiteral("Black"));
    if (!white.isEmpty() || !black.isEmpty())  // the one not named is "?", as PGN writes an unknown
        w.fill(words.players,
            {white.isEmpty() ? QStringLiteral("?") : white, black.isEmpty() ? QStringLiteral("?") : black});
    w.ascii("\n");
    for (const GameProblem& problem : game.input.problems)
        w.ascii("  ").text(problem.message).ascii("\n");
    if (game.error) {
        w.ascii("  ").text(game.error->message).ascii("\n");
        return;
    }
    w.fill(words.plies,
        {r.plies, words.languageNames[std::size_t(r.language)],
            r.languageDetected ? words.foundByReplaying : QByteArray()});
    if (r.languageUndecided) {
        QStringList names;
        for (notation::Language l : r.languageCandidates)
            names << QString::fromUtf8(words.languageNames[std::size_t(l)]);
        w.fill(words.undecided, {names.join(QStringLiteral(", "))});
    }
    const QList<QStringView> texts = repairreport::entryTextsToRepair(game);
    writeEntries(w, game, texts, words);
    for (const sheet::SheetNote& n : r.notes)
        w.fill(words.note, {game.input.fileLine(n.line), n.column, sheet::sheetNoteMessage(n.kind)});
    for (const sheet::DrawOffer& d : r.drawOffers)
        w.fill(words.drawOfferBy[chess::index(d.side)], {d.moveNumber});
    writeDrawOffersNotChecked(w, game, words);
    writeEvents(w, r, words);
    if (game.reconstruction)
        w.text(repairreport::text(game, texts));
    if (game.paired)
        w.text(pairreport::text(game));
    w.fill(words.movesCompleted, {r.movesCompleted[0], r.movesCompleted[1]});
    if (const sheet::MoveCountReach reach = r.moveCountReach(); reach.complete)
        w.ascii(std::string_view(words.everyEntryChecked.constData(), std::size_t(words.everyEntryChecked.size())));
    else
        w.fill(words.verifiedTo, {reach.verifiedTo, reach.writtenTo});
    if (!r.resultWritten.isEmpty() || !r.resultOnBoard.isEmpty())
        w.fill(words.result,
            {r.resultWritten.isEmpty() ? TextWriter::Field(words.none) : TextWriter::Field(r.resultWritten),
                r.resultOnBoard.isEmpty() ? TextWriter::Field(words.notDecided) : TextWriter::Field(r.resultOnBoard)});
}
