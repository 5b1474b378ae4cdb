// The evaluation docs/repair.md reports: the 490 real games written as sheets in four languages with
// slips put in (fixed seed), and the real handwritten sheets of HCS and HSSSD. Prints tables; run with
// `ctest -L bench -R eval_repair -V` or scripts/eval-repair.sh.

#include "slippedsheets.h"

#include "pgn/pgnreader.h"
#include "repair/reconciliation.h"
#include "repair/reconstruction.h"
#include "repair/suggestions.h"
#include "sheet/replay.h"
#include "sheet/sheetparser.h"

#include "chess/movegen.h"
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QTest>

namespace {

struct Tally {
    int sheets = 0, exact = 0, complete = 0;
    int suggested = 0, top1 = 0, top3 = 0;  // single slips that break at their own entry
    int undecidable = 0;  // single blanks and skipped moves where several moves fit all the rest
    int exactDecidable = 0;  // restored exactly, of the sheets that are not undecidable
    QList<double> millis;

    void print(const char* label) const
    {
        QList<double> sorted = millis;
        std::sort(sorted.begin(), sorted.end());
        const auto share = [](int n, int of) { return of ? 100.0 * n / of : 0.0; };
        qInfo("%-22s %4d sheets  exact %5.1f%%  complete %5.1f%%  top-1 %5.1f%%  top-3 %5.1f%% (of %d)  "
              "undecidable %d, exact among the rest %5.1f%%  median %.1f ms  max %.1f ms",
            label, sheets, share(exact, sheets), share(complete, sheets), share(top1, suggested),
            share(top3, suggested), suggested, undecidable, share(exactDecidable, sheets - undecidable),
            sorted.isEmpty() ? 0 : sorted[sorted.size() / 2],
            sorted.isEmpty() ? 0 : sorted.back());
    }
};

QList<QStringView> entryViews(const QString& text, const sheet::ParsedSheet& parsed)
{
    QList<QStringView> views;
    for (const sheet::Entry& e : parsed.entries)
        views.append(e.text(text));
    return views;
}

// How many legal moves in `position` let all of `rest` replay with every mark right: for a blank or a
// skipped move, more than one means the sheet alone cannot say which move it was.
int movesThatFitTheRest(const chess::Position& position, std::span<const QStringView> rest, notation::Language language)
{
    chess::MoveList legal;
    chess::generateLegalMoves(position, legal);
    int fitting = 0;
    for (chess::Move m : legal) {
        chess::Position p = position;
        p.doMove(m);
        bool fits = true;
        for (QStringView text : rest) {
            const notation::Resolution r = notation::resolveText(text, language, p);
            if (!r.isResolved() || repair::markDisagreements(r.findings) > 0) {
                fits = false;
                break;
            }
            p.doMove(r.move);
        }
        fitting += fits;
    }
    return fitting;
}

// Reconstructs one slipped sheet the way the product does: parse, find the language, reconstruct.
void evaluate(const TrueGame& game, const SlippedSheet& sheet, Tally& tally)
{
    const QString text = sheet.text();
    const sheet::ParsedSheet parsed = sheet::parseSheet(text);
    const QList<QStringView> entries = entryViews(text, parsed);
    QElapsedTimer timer;
    timer.start();
    const sheet::Record record = sheet::replay(text, parsed, game.start, {});
    const repair::Reconstruction r = repair::reconstruct(game.start, entries, record.language);
    tally.millis.append(double(timer.nsecsElapsed()) / 1e6);
    ++tally.sheets;
    const bool exact = r.moves == game.moves;
    tally.exact += exact;
    tally.complete += r.complete;

    // Single slips: whether the sheet alone can tell, and the suggestions where it breaks at the slip.
    if (sheet.slips.size() != 1)
        return;
    const int ply = sheet.slips[0].ply;
    chess::Position p = game.start;
    for (int i = 0; i < ply; ++i)
        p.doMove(game.moves[i]);
    const SlipKind kind = sheet.slips[0].kind;
    const bool undecidable = (kind == SlipKind::Blank || kind == SlipKind::SkippedMove)
        && movesThatFitTheRest(p, std::span(entries).subspan(ply + (kind == SlipKind::Blank)), record.language) > 1;
    tally.undecidable += undecidable;
    tally.exactDecidable += exact && !undecidable;
    if (kind == SlipKind::SwappedColumns || ply >= record.entries.size() || record.entries[ply].ply != 0)
        return;  // no single move to suggest, or the slip reads as a legal move (not the entry that breaks)
    const QList<repair::Suggestion> s = repair::suggest(p, {std::span(entries).subspan(ply), record.language}, 3);
    ++tally.suggested;
    tally.top1 += !s.isEmpty() && s[0].move == game.moves[ply];
    tally.top3 += std::any_of(s.begin(), s.end(), [&](const auto& x) { return x.move == game.moves[ply]; });
}

QList<pgn::PgnGame> pgnGames(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    pgn::PgnReader reader(&file);
    QList<pgn::PgnGame> games;
    for (pgn::PgnGame g; reader.next(g);)
        games.append(g);
    return games;
}

}  // namespace

class EvalRepair : public QObject {
    Q_OBJECT

private slots:
    void corruptedGames();
    void handwrittenSheets();
    void hcsPairs();
};

void EvalRepair::corruptedGames()
{
    // Games of ten plies or more: a slip needs entries after it to show.
    QList<TrueGame> games = trueGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.san.pgn"));
    games.removeIf([](const TrueGame& g) { return g.moves.size() < 10; });
    const int limit = qEnvironmentVariableIntValue("SCORECHECK_EVAL_GAMES");
    const int count = limit > 0 ? std::min<int>(limit, games.size()) : int(games.size());
    for (int slips : {1, 3}) {
        Tally all;
        Tally byKind[SlipKindCount];
        for (notation::Language language : {notation::Language::English, notation::Language::German,
                 notation::Language::French, notation::Language::Estonian}) {
            SlipWriter writer(2026 + unsigned(language) * 10 + unsigned(slips));
            Tally tally;
            for (int g = 0; g < count; ++g) {
                const SlippedSheet sheet = writer.write(games[g], language, slips);
                Tally one;
                evaluate(games[g], sheet, one);
                for (Tally* t : {&tally, &all,
                         slips == 1 && !sheet.slips.isEmpty() ? &byKind[int(sheet.slips[0].kind)] : nullptr}) {
                    if (!t)
                        continue;
                    t->sheets += one.sheets, t->exact += one.exact, t->complete += one.complete;
                    t->suggested += one.suggested, t->top1 += one.top1, t->top3 += one.top3;
                    t->undecidable += one.undecidable, t->exactDecidable += one.exactDecidable;
                    t->millis += one.millis;
                }
            }
            tally.print(qPrintable(QStringLiteral("%1 slip(s), %2")
                                       .arg(slips)
                                       .arg(QString::fromLatin1(notation::languageInfo(language).code))));
        }
        all.print(qPrintable(QStringLiteral("%1 slip(s), all").arg(slips)));
        if (slips == 1)
            for (int k = 0; k < SlipKindCount; ++k)
                byKind[k].print(slipName(SlipKind(k)));
    }
}

// HCS holds both players' copies of a game as SheetId NNN_0 and NNN_1.
void EvalRepair::hcsPairs()
{
    QMap<QString, QList<pgn::PgnGame>> byGame;
    for (const pgn::PgnGame& game : pgnGames(QStringLiteral(SCORECHECK_TEST_DATA "/scoresheets/hcs_shared_sheets.pgn")))
        byGame[game.tag(QStringLiteral("SheetId")).section(u'_', 0, 0)].append(game);
    int pairs = 0, agree = 0, reconciled = 0, differences = 0;
    for (const QList<pgn::PgnGame>& copies : byGame) {
        if (copies.size() != 2)
            continue;
        ++pairs;
        QList<QList<chess::Move>> games;
        QList<QList<QStringView>> entries;
        QList<notation::Language> languages;
        for (const pgn::PgnGame& copy : copies) {
            const sheet::ParsedSheet parsed = sheet::parseSheet(copy.movetext);
            languages.append(sheet::replay(copy.movetext, parsed, chess::Position::startPosition(), {}).language);
            entries.append(entryViews(copy.movetext, parsed));
            games.append(repair::reconstruct(chess::Position::startPosition(), entries.last(), languages.last()).moves);
        }
        const qsizetype common = std::min(games[0].size(), games[1].size());
        agree += games[0].first(common) == games[1].first(common);
        const repair::Reconciliation r = repair::reconcile(
            chess::Position::startPosition(), {{{entries[0], languages[0]}, {entries[1], languages[1]}}});
        reconciled += r.complete;
        differences += int(r.differences().size());
    }
    qInfo("HCS: %d games with both copies; the two reconstructions agree (the shorter a prefix of the longer) "
          "in %d; pairing the sheets finds one legal game within budget in %d (%d differences in all)",
        pairs, agree, reconciled, differences);
}

void EvalRepair::handwrittenSheets()
{
    for (const char* file : {"/scoresheets/hcs_shared_sheets.pgn", "/scoresheets/hsssd_shared_de.pgn"}) {
        int sheets = 0, legalAsWritten = 0, reconstructed = 0, changes = 0;
        for (const pgn::PgnGame& game : pgnGames(QStringLiteral(SCORECHECK_TEST_DATA) + QLatin1String(file))) {
            const sheet::ParsedSheet parsed = sheet::parseSheet(game.movetext);
            const sheet::Record record = sheet::replay(game.movetext, parsed, chess::Position::startPosition(), {});
            const repair::Reconstruction r = repair::reconstruct(
                chess::Position::startPosition(), entryViews(game.movetext, parsed), record.language);
            ++sheets;
            legalAsWritten += record.plies == record.entries.size();
            reconstructed += r.complete;
            changes += int(r.changes.size());
        }
        qInfo("%s: %d sheets, %d legal as written, %d reconstructed to a legal game to the end, %d changes", file,
            sheets, legalAsWritten, reconstructed, changes);
    }
}

QTEST_GUILESS_MAIN(EvalRepair)
#include "eval_repair.moc"
