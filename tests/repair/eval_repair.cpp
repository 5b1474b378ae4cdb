// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation docs/repair.md reports: the 490 real games written as sheets in four languages with
// slips put in (fixed seed), and the real handwritten sheets of HCS and HSSSD. Every figure is given for
// the tuning half and the held-out half apart (datasplit.h); SCORECHECK_EVAL_HALF=tuning runs the tuning
// half alone, as a sweep over the cost model's constants does; SCORECHECK_EVAL_SLIPS, SCORECHECK_EVAL_GAMES
// and SCORECHECK_EVAL_SHOW (docs/repair.md) run a part or print the failures one by one. Prints tables;
// run with `ctest -L bench -R eval_repair -V`.

#include "corruptedgames.h"
#include "datasplit.h"
#include "pgngames.h"

#include "repair/reconciliation.h"

#include <QMap>
#include <QTest>

namespace {

constexpr Half Halves[] = {Half::Tuning, Half::HeldOut};

QList<TrueGame> gamesOfTenPliesOrMore()
{
    // A slip needs entries after it to show.
    QList<TrueGame> games = trueGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.san.pgn"));
    games.removeIf([](const TrueGame& g) { return g.moves.size() < 10; });
    return games;
}

// SCORECHECK_EVAL_SLIPS=1 (or 3) evaluates the sheets with that many slips alone, to iterate quickly.
bool reportsSlips(int slips)
{
    const int only = qEnvironmentVariableIntValue("SCORECHECK_EVAL_SLIPS");
    return only == 0 || only == slips;
}

void print(const Tally& t, const char* label)
{
    QList<double> sorted = t.millis;
    std::sort(sorted.begin(), sorted.end());
    qInfo("%-22s %4d sheets  exact %5.1f%%  complete %5.1f%%  top-1 %5.1f%%  top-3 %5.1f%% (of %d)  "
          "undecidable %d, exact among the rest %5.1f%%  reachable by picking %5.1f%% (undecidable: %d)  "
          "undecidable slips marked decided %d  changes not all tried %d of %d  median %.1f ms  max %.1f ms",
        label, t.sheets, t.exactShare(), t.share(t.complete, t.sheets), t.share(t.top1, t.suggested),
        t.share(t.top3, t.suggested), t.suggested, t.undecidable, t.exactAmongDecidable(), t.reachableShare(),
        t.reachableUndecidable, t.claimedDecidedWrongly, t.notAllTried, t.changes,
        sorted.isEmpty() ? 0 : sorted[sorted.size() / 2], sorted.isEmpty() ? 0 : sorted.back());
}

// SCORECHECK_EVAL_SHOW=incomplete: each handwritten sheet the search did not finish, with its changes.
void showIncomplete(const QString& id, const QList<QStringView>& entries, const repair::Reconstruction& r)
{
    QStringList changes;
    for (const repair::Change& c : r.changes)
        changes << QStringLiteral("%1:%2(%3)").arg(c.entry).arg(entries[c.entry]).arg(int(c.kind));
    qInfo("incomplete: %s, %d entries, %d changes: %s", qPrintable(id), int(entries.size()), int(r.changes.size()),
        qPrintable(changes.join(u' ')));
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
    const QList<TrueGame> games = gamesOfTenPliesOrMore();
    const int limit = qEnvironmentVariableIntValue("SCORECHECK_EVAL_GAMES");
    const int count = limit > 0 ? std::min<int>(limit, games.size()) : int(games.size());
    for (int slips : {1, 3}) {
        if (!reportsSlips(slips))
            continue;
        Tally all[2];
        Tally byLanguage[2][4];
        Tally byKind[2][SlipKindCount];
        const notation::Language languages[] = {notation::Language::English, notation::Language::German,
            notation::Language::French, notation::Language::Estonian};
        for (int l = 0; l < 4; ++l) {
            // One writer over every game, in file order, whichever half is run: each game's sheet is the
            // same in every run.
            SlipWriter writer(2026 + unsigned(languages[l]) * 10 + unsigned(slips));
            for (int g = 0; g < count; ++g) {
                const SlippedSheet sheet = writer.write(games[g], languages[l], slips);
                const Half half = halfByPlace(games[g].place);
                if (!reportsHalf(half))
                    continue;
                Tally one;
                evaluate(games[g], sheet, one);
                byLanguage[int(half)][l].add(one);
                all[int(half)].add(one);
                if (slips == 1 && !sheet.slips.isEmpty())
                    byKind[int(half)][int(sheet.slips[0].kind)].add(one);
            }
        }
        for (Half half : Halves) {
            if (!reportsHalf(half))
                continue;
            const auto label = [&](const QString& what) {
                return QStringLiteral("%1: %2 slip(s), %3").arg(QLatin1String(halfName(half))).arg(slips).arg(what);
            };
            for (int l = 0; l < 4; ++l)
                print(byLanguage[int(half)][l],
                    qPrintable(label(QString::fromLatin1(notation::languageInfo(languages[l]).code))));
            print(all[int(half)], qPrintable(label(QStringLiteral("all"))));
            if (slips == 1)
                for (int k = 0; k < SlipKindCount; ++k)
                    print(byKind[int(half)][k], qPrintable(label(QLatin1String(slipName(SlipKind(k))))));
        }
    }
}

// Three slips of the kinds whose true move the sheet always shows (a look-alike, two entries swapped, a
// capture without its file): what the search achieves where nothing is left to chance.
void EvalRepair::slipsTheSheetAlwaysDecides()
{
    const QList<TrueGame> games = gamesOfTenPliesOrMore();
    for (int slips : {1, 3}) {
        if (!reportsSlips(slips))
            continue;
        Tally all[2];
        for (notation::Language language : {notation::Language::English, notation::Language::German,
                 notation::Language::French, notation::Language::Estonian}) {
            SlipWriter writer(4052 + unsigned(language) * 10 + unsigned(slips),
                {SlipKind::LookAlike, SlipKind::SwappedColumns, SlipKind::CaptureFileMissing});
            for (const TrueGame& game : games) {
                const SlippedSheet sheet = writer.write(game, language, slips);
                if (const Half half = halfByPlace(game.place); reportsHalf(half))
                    evaluate(game, sheet, all[int(half)]);
            }
        }
        for (Half half : Halves)
            if (reportsHalf(half))
                print(all[int(half)],
                    qPrintable(QStringLiteral("%1: %2 decided slip(s), all").arg(halfName(half)).arg(slips)));
    }
}

// HCS holds both players' copies of a game as SheetId NNN_0 and NNN_1.
void EvalRepair::hcsPairs()
{
    const QList<pgn::PgnGame> sheets
        = pgnGames(QStringLiteral(SCORECHECK_TEST_DATA "/scoresheets/hcs_shared_sheets.pgn"));
    QStringList ids;
    QMap<QString, QList<pgn::PgnGame>> byGame;
    for (const pgn::PgnGame& game : sheets) {
        ids.append(game.tag(QStringLiteral("SheetId")));
        byGame[ids.last().section(u'_', 0, 0)].append(game);
    }
    const HcsSplit split(ids);
    int pairs[2] = {}, agree[2] = {}, reconciled[2] = {}, differences[2] = {};
    for (auto it = byGame.cbegin(); it != byGame.cend(); ++it) {
        const QList<pgn::PgnGame>& copies = it.value();
        const Half half = split.half(it.key());
        if (copies.size() != 2 || !reportsHalf(half))
            continue;
        const int h = int(half);
        ++pairs[h];
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
        agree[h] += games[0].first(common) == games[1].first(common);
        const repair::Reconciliation r = repair::reconcile(
            chess::Position::startPosition(), {{{entries[0], languages[0]}, {entries[1], languages[1]}}});
        reconciled[h] += r.complete;
        differences[h] += int(r.differences().size());
    }
    for (Half half : Halves)
        if (reportsHalf(half))
            qInfo("%s: HCS: %d games with both copies; the two reconstructions agree (the shorter a prefix of the "
                  "longer) in %d; pairing the sheets finds one legal game within budget in %d (%d differences in all)",
                halfName(half), pairs[int(half)], agree[int(half)], reconciled[int(half)], differences[int(half)]);
}

void EvalRepair::handwrittenSheets()
{
    for (const char* file : {"/scoresheets/hcs_shared_sheets.pgn", "/scoresheets/hsssd_shared_de.pgn"}) {
        const QList<pgn::PgnGame> games = pgnGames(QStringLiteral(SCORECHECK_TEST_DATA) + QLatin1String(file));
        QStringList ids;
        for (const pgn::PgnGame& game : games)
            ids.append(game.tag(QStringLiteral("SheetId")));
        const HcsSplit hcs(ids);
        const bool isHcs = QByteArray(file).contains("hcs");
        int sheets[2] = {}, legalAsWritten[2] = {}, reconstructed[2] = {}, changes[2] = {};
        for (int i = 0; i < games.size(); ++i) {
            const pgn::PgnGame& game = games[i];
            const Half half = isHcs ? hcs.half(ids[i]) : halfByPlace(i + 1);
            if (!reportsHalf(half))
                continue;
            const int h = int(half);
            const sheet::ParsedSheet parsed = sheet::parseSheet(game.movetext);
            const sheet::Record record = sheet::replay(game.movetext, parsed, chess::Position::startPosition(), {});
            const repair::Reconstruction r = repair::reconstruct(
                chess::Position::startPosition(), sheet::entryTexts(parsed, game.movetext), record.language);
            ++sheets[h];
            if (!r.complete && qgetenv("SCORECHECK_EVAL_SHOW") == "incomplete")
                showIncomplete(ids[i], sheet::entryTexts(parsed, game.movetext), r);
            legalAsWritten[h] += record.plies == record.entries.size();
            reconstructed[h] += r.complete;
            changes[h] += int(r.changes.size());
        }
        for (Half half : Halves)
            if (reportsHalf(half))
                qInfo("%s: %s: %d sheets, %d legal as written, %d reconstructed to a legal game to the end, %d changes",
                    halfName(half), file, sheets[int(half)], legalAsWritten[int(half)], reconstructed[int(half)],
                    changes[int(half)]);
    }
}

QTEST_GUILESS_MAIN(EvalRepair)
#include "eval_repair.moc"
