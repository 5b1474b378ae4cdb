// The evaluation docs/repair.md reports: the 490 real games written as sheets in four languages with
// slips put in (fixed seed), and the real handwritten sheets of HCS and HSSSD. Prints tables; run with
// `ctest -L bench -R eval_repair -V` or scripts/eval-repair.sh.

#include "corruptedgames.h"
#include "pgngames.h"

#include "repair/reconciliation.h"

#include <QMap>
#include <QTest>

namespace {

void print(const Tally& t, const char* label)
{
    QList<double> sorted = t.millis;
    std::sort(sorted.begin(), sorted.end());
    qInfo("%-22s %4d sheets  exact %5.1f%%  complete %5.1f%%  top-1 %5.1f%%  top-3 %5.1f%% (of %d)  "
          "undecidable %d, exact among the rest %5.1f%%  median %.1f ms  max %.1f ms",
        label, t.sheets, t.exactShare(), t.share(t.complete, t.sheets), t.share(t.top1, t.suggested),
        t.share(t.top3, t.suggested), t.suggested, t.undecidable, t.exactAmongDecidable(),
        sorted.isEmpty() ? 0 : sorted[sorted.size() / 2], sorted.isEmpty() ? 0 : sorted.back());
}

}  // namespace

class EvalRepair : public QObject {
    Q_OBJECT

private slots:
    void corruptedGames();
    void slipsTheSheetAlwaysDecides();
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
                tally.add(one);
                all.add(one);
                if (slips == 1 && !sheet.slips.isEmpty())
                    byKind[int(sheet.slips[0].kind)].add(one);
            }
            print(tally,
                qPrintable(QStringLiteral("%1 slip(s), %2")
                               .arg(slips)
                               .arg(QString::fromLatin1(notation::languageInfo(language).code))));
        }
        print(all, qPrintable(QStringLiteral("%1 slip(s), all").arg(slips)));
        if (slips == 1)
            for (int k = 0; k < SlipKindCount; ++k)
                print(byKind[k], slipName(SlipKind(k)));
    }
}

// Three slips of the kinds whose true move the sheet always shows (a look-alike, two entries swapped, a
// capture without its file): what the search achieves where nothing is left to chance.
void EvalRepair::slipsTheSheetAlwaysDecides()
{
    QList<TrueGame> games = trueGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.san.pgn"));
    games.removeIf([](const TrueGame& g) { return g.moves.size() < 10; });
    for (int slips : {1, 3}) {
        Tally all;
        for (notation::Language language : {notation::Language::English, notation::Language::German,
                 notation::Language::French, notation::Language::Estonian}) {
            SlipWriter writer(4052 + unsigned(language) * 10 + unsigned(slips),
                {SlipKind::LookAlike, SlipKind::SwappedColumns, SlipKind::CaptureFileMissing});
            for (const TrueGame& game : games)
                evaluate(game, writer.write(game, language, slips), all);
        }
        print(all, qPrintable(QStringLiteral("%1 decided slip(s), all").arg(slips)));
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
            entries.append(sheet::entryTexts(parsed, copy.movetext));
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
                chess::Position::startPosition(), sheet::entryTexts(parsed, game.movetext), record.language);
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
