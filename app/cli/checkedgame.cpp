// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkedgame.h"

#include "jsonwriter.h"
#include "repairreport.h"
#include "version.h"

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/fenmessage.h"
#include "notation/movereader.h"
#include "notation/movewriter.h"
#include "pgn/pgngame.h"
#include "pgn/pgnreader.h"
#include "repair/suggestions.h"
#include "sheet/replay.h"

#include "clitr.h"

#include <QCoreApplication>

#include <array>
#include <cstring>
#include <string>

std::string_view sideCode(chess::Color side)
{
    using namespace std::string_view_literals;
    return side == chess::Color::White ? "white"sv : "black"sv;
}

GameProblem unusableFenTag(const GameInput& input, const chess::FenDiagnostic& fenError)
{
    // Where the FEN goes wrong in its tag; the tag line where the value is read in another way.
    const pgn::FilePlace place = pgn::tagValuePlace(input.lines, QLatin1StringView("FEN"), fenError.offset)
                                     .value_or(pgn::FilePlace{input.lines.firstLine, 1});
    // Said with its place, as a game stopped by binary content is.
    return {"unusable-fen-tag", place.line, place.column, notation::fenProblemCode(fenError.problem),
        Cli::tr("line %1, column %2: %3").arg(place.line).arg(place.column).arg(pgn::fenTagMessage(fenError))};
}

CheckedGame checkGame(GameInput moved, const CheckOptions& options)
{
    CheckedGame game{std::move(moved), {}, {}, {}, {}};
    const GameInput& input = game.input;
    game.error = input.unusable;
    const pgn::GameStart tagged = game.error ? pgn::GameStart{} : pgn::startPosition(input.tags, options.start);
    if (tagged.fenError)
        game.error = unusableFenTag(input, *tagged.fenError);
    if (game.error) {
        game.record.start = game.record.final = options.start;
        return game;
    }
    const chess::Position& start = *tagged.position;
    game.record = sheet::checkSheet(input.movetext, start, {options.language, notation::Language::English});
    if (options.reconstruct)
        game.reconstruction
            = repair::reconstruct(start, sheet::entryTexts(game.record, game.input.movetext), game.record.language);
    if (options.pairWith) {
        const auto other = std::find_if(options.pairWith->begin(), options.pairWith->end(),
            [&input](const GameInput& g) { return g.number == input.number; });
        if (other != options.pairWith->end())
            game.paired = pairreport::pair(game, *other, options);
        else
            game.input.problems << GameProblem{"no-game-to-pair", input.lines.firstLine, 1, nullptr,
                Cli::tr("no game %1 on the other sheet to pair with").arg(input.number)};
    }
    return game;
}

namespace {

// The game as a whole: where it is, its language, start and end, result and how far it goes.
void writeSummary(JsonWriter& w, const CheckedGame& game)
{
    const sheet::Record& r = game.record;
    w.key("game").value(game.input.number);
    if (game.input.source != QLatin1String("-"))
        w.key("file").value(game.input.source);
    w.key("language").value(notation::languageInfo(r.language).code);
    if (r.languageDetected) {
        w.key("languages").beginArray();
        for (notation::Language l : r.languageCandidates)
            w.value(notation::languageInfo(l).code);
        w.endArray();
        w.key("languageUndecided").value(r.languageUndecided);
    }
    w.key("startFen").plainValue(chess::toFen(r.start));  // FEN letters, digits, '/', '-' and spaces
    w.key("finalFen").plainValue(chess::toFen(r.final));
    w.key("plies").value(r.plies);
    w.key("result");
    r.resultWritten.isEmpty() ? w.null() : w.value(r.resultWritten);
    w.key("resultOnBoard");
    r.resultOnBoard.isEmpty() ? w.null() : w.value(r.resultOnBoard);
    w.key("end");  // where the game ended by itself, the entries after it carrying after-game-end
    if (r.end)
        w.beginObject().key("ply").value(r.end->ply).key("kind").value(sheet::eventCode(r.end->kind)).endObject();
    else
        w.null();
    w.key("movesCompleted")
        .beginObject()
        .key("white")
        .value(r.movesCompleted[0])
        .key("black")
        .value(r.movesCompleted[1]);
    const sheet::MoveCountReach reach = r.moveCountReach();
    w.key("verifiedTo").value(reach.verifiedTo).key("writtenTo").value(reach.writtenTo);
    w.key("complete").value(reach.complete).endObject();
}

// `,"side":"white","verdict":"ok","uci":` for each side and verdict, put together once from their codes:
// an entry copies the one it needs whole, at a fixed length.
class SideAndVerdict {
public:
    static char* write(char* to, chess::Color side, notation::Verdict verdict)
    {
        static const SideAndVerdict table;
        const Piece& piece = table.m_pieces[chess::index(side)][std::size_t(verdict)];
        std::memcpy(to, piece.bytes.data(), piece.bytes.size());
        return to + piece.size;
    }

private:
    struct Piece {
        std::array<char, 64> bytes{};
        std::size_t size = 0;
    };
    SideAndVerdict()
    {
        for (chess::Color side : {chess::Color::White, chess::Color::Black})
            for (std::size_t v = 0; v <= std::size_t(notation::Verdict::Unchecked); ++v) {
                const std::string text = std::string(",\"side\":\"").append(sideCode(side)) + "\",\"verdict\":\""
                    + notation::verdictCode(notation::Verdict(v)) + "\",\"uci\":";
                Piece& piece = m_pieces[chess::index(side)][v];
                Q_ASSERT(text.size() <= piece.bytes.size());
                piece.size = text.copy(piece.bytes.data(), piece.bytes.size());
            }
    }
    std::array<std::array<Piece, std::size_t(notation::Verdict::Unchecked) + 1>, 2> m_pieces;
};

// A number written once and then copied while it stays the same: the line number, which the entries of
// a line share (written anew, its digit pairs are a chain of divisions: 1.6 % of the JSON report's
// instructions, 1.7-3 % of its CPU time in paired runs).
class RepeatedNumber {
public:
    char* write(char* to, int number)
    {
        if (!m_size || number != m_number) {
            m_number = number;
            m_size = std::size_t(jsontext::writeNumber(m_digits.data(), number) - m_digits.data());
        }
        std::memcpy(to, m_digits.data(), m_digits.size());  // the whole array, a fixed copy
        return to + m_size;
    }

private:
    std::array<char, 16> m_digits{};  // at most eleven: a sign and ten digits
    std::size_t m_size = 0;  // none written yet
    int m_number = 0;
};

// An entry's object up to its suggestions: where it is written, what it says, how it was played and
// judged. Keys and punctuation are whole literals between the values, and the move is written from what
// the record keeps of it (no board): this is most of the report, written for every entry.
char* writeEntryUpToSuggestions(char* to, const CheckedGame& game, const sheet::EntryRecord& e, QStringView text,
    chess::UciCastling castling, RepeatedNumber& line)
{
    using namespace jsontext;
    const bool played = e.ply > 0;
    to = writeLiteral(to, "{\"line\":");
    to = line.write(to, game.input.fileLine(e.entry.line));
    to = writeLiteral(to, ",\"column\":");
    to = writeNumber(to, e.entry.column);
    to = writeLiteral(to, ",\"text\":");
    to = writeString(to, text);
    to = writeLiteral(to, ",\"ply\":");
    to = played ? writeNumber(to, e.ply) : writeLiteral(to, "null");
    to = writeLiteral(to, ",\"number\":");
    to = writeNumber(to, e.moveNumber);
    to = writeLiteral(to, ",\"writtenNumber\":");  // the number the sheet shows before the entry, where it shows one
    to = e.entry.followsNumber && e.entry.writtenNumber > 0 ? writeNumber(to, e.entry.writtenNumber)
                                                            : writeLiteral(to, "null");
    to = SideAndVerdict::write(to, e.side, e.resolution.verdict);
    if (played) {
        const chess::UciText uci = chess::uciText(e.resolution.move, e.side, castling);
        *to++ = '"';
        std::memcpy(to, uci.chars, sizeof uci.chars);  // the whole array, a fixed copy: its size is 4 or 5
        to += uci.size;
        to = writeLiteral(to, "\",\"san\":\"");
        to = notation::writePgnSan(to, e.resolution.move, e.pieces, e.resolution.marks);
        *to++ = '"';
    } else {
        to = writeLiteral(to, "null,\"san\":null");
    }
    to = writeLiteral(to, ",\"findings\":[");
    char separator = 0;
    forEachFindingCode(e, [&to, &separator](const char* code) {
        if (separator)
            *to++ = separator;
        to = writePlainString(to, std::string_view(code));
        separator = ',';
    });
    return e.drawOffer || sheet::offersDrawNotPlayed(e, text, game.record.language)
        ? writeLiteral(to, "],\"drawOffer\":true,\"suggestions\":[")
        : writeLiteral(to, "],\"drawOffer\":false,\"suggestions\":[");
}

// Every entry, with the likely moves where it could not be played. Its members but the suggestions (most
// often none) are bounded in size and written through room made once for them (JsonRoom).
void writeEntries(JsonWriter& w, const CheckedGame& game, const QList<QStringView>& texts)
{
    // Eleven keys, five numbers, the side, the verdict's code, a flag, UCI and SAN (at most 32
    // characters): the members but the text and the findings.
    constexpr std::size_t MostBytesOfTheRest = 1024;
    const sheet::Record& r = game.record;
    const chess::UciCastling castling = chess::uciCastling(r.start);
    RepeatedNumber line;
    w.key("entries").beginArray();
    for (int index = 0; index < r.entries.size(); ++index) {
        const sheet::EntryRecord& e = r.entries[index];
        const QStringView text = e.entry.text(game.input.movetext);
        std::size_t mostBytes = MostBytesOfTheRest + jsontext::mostBytes(std::size_t(text.size()));
        forEachFindingCode(
            e, [&mostBytes](const char* code) { mostBytes += jsontext::mostBytes(std::strlen(code)) + 1; });
        JsonRoom m = w.reserve(mostBytes);
        m.text([&](char* to) { return writeEntryUpToSuggestions(to, game, e, text, castling, line); },
            JsonRoom::Ending::Opening);
        w.release(m);
        if (repair::wantsSuggestions(e)) {
            const chess::Position before = r.positionBefore(index);  // rare: a walk to it is cheaper than one for all
            for (const QString& uci : repairreport::suggestionsUci(before, game, texts, index))
                w.value(uci);
        }
        w.endArray();
        w.endObject();
    }
    w.endArray();
}

// What the arbiter checks beyond single moves: the game's events and its draw offers, those written with
// entries the replay did not play last, with no ply.
void writeEventsAndDrawOffers(JsonWriter& w, const CheckedGame& game)
{
    const sheet::Record& r = game.record;
    w.key("events").beginArray();
    for (const sheet::GameEvent& e : r.events) {
        w.beginObject().key("ply").value(e.ply).key("kind").value(sheet::eventCode(e.kind));
        if (!e.plies.isEmpty()) {
            w.key("plies").beginArray();
            for (int ply : e.plies)
                w.value(ply);
            w.endArray();
        }
        w.endObject();
    }
    w.endArray();
    w.key("drawOffers").beginArray();
    for (const sheet::DrawOffer& d : r.drawOffers)
        w.beginObject()
            .key("side")
            .value(sideCode(d.side))
            .key("number")
            .value(d.moveNumber)
            .key("ply")
            .value(d.ply)
            .endObject();
    for (const int i : r.drawOffersNotPlayed(game.input.movetext)) {
        const sheet::EntryRecord& e = r.entries[i];
        w.beginObject().key("side").value(sideCode(e.side)).key("number").value(e.moveNumber);
        w.key("ply").null().endObject();
    }
    w.endArray();
}

// Text the replay set aside.
void writeNotes(JsonWriter& w, const CheckedGame& game)
{
    w.key("notes").beginArray();
    for (const sheet::SheetNote& n : game.record.notes)
        w.beginObject()
            .key("line")
            .value(game.input.fileLine(n.line))
            .key("column")
            .value(n.column)
            .key("code")
            .value(sheet::sheetNoteCode(n.kind))
            .endObject();
    w.endArray();
}

void writeProblem(JsonWriter& w, const GameProblem& p)
{
    w.beginObject().key("line").value(p.line).key("column").value(p.column).key("code").value(p.code);
    if (p.reason)
        w.key("reason").value(p.reason);
    w.endObject();
}

// Why the game could not be checked, in words, and what is wrong around it, as codes: the problem that
// stopped the game last among them.
void writeErrorAndProblems(JsonWriter& w, const CheckedGame& game)
{
    if (game.error)
        w.key("error").value(game.error->message);
    if (!game.input.problems.isEmpty() || game.error) {
        w.key("problems").beginArray();
        for (const GameProblem& problem : game.input.problems)
            writeProblem(w, problem);
        if (game.error)
            writeProblem(w, *game.error);
        w.endArray();
    }
}

}  // namespace

void writeJsonReport(const CheckedGame& game, ByteBuffer& out)
{
    JsonWriter w(out);
    w.beginObject();
    writeSummary(w, game);
    const QList<QStringView> texts = repairreport::entryTextsToRepair(game);
    writeEntries(w, game, texts);
    writeEventsAndDrawOffers(w, game);
    writeNotes(w, game);
    if (game.reconstruction)
        repairreport::writeJson(w, game, texts);
    if (game.paired)
        pairreport::writeJson(w, game);
    writeErrorAndProblems(w, game);
    w.key("version").value(version::text());
    w.endObject();
    w.endLine();
}
