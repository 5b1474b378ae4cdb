// Replay of whole scoresheets from text, as the app does on every keystroke: parse, find the
// language by replaying, judge every entry, events. Also the parse alone.

#include "gamefiles.h"

#include "notation/movewriter.h"
#include "sheet/replay.h"
#include "sheet/sheetparser.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>

namespace {

// The first `plies` moves of the longest game at hand (cairo-board's 255-move game), written as a
// German sheet, "1. Sf3 d5" per line.
QString germanSheet(int plies)
{
    const QList<GameRecord> games
        = readGames(QStringLiteral(SCORECHECK_TEST_DATA "/pgn-edge-cases/cairo-board/longest.pgn"));
    QString text;
    chess::Position p = chess::Position::startPosition();
    for (int i = 0; i < plies && i < games.first().moves.size(); ++i) {
        const chess::Move m = notation::resolveText(games.first().moves[i], notation::Language::English, p).move;
        if (i % 2 == 0)
            text += QString::number(i / 2 + 1) + QStringLiteral(". ");
        text += notation::writeMove(
            p, m, {notation::Notation::San, notation::Language::German, notation::SanStyle::Fide});
        text += i % 2 == 0 ? QStringLiteral(" ") : QStringLiteral("\n");
        p.doMove(m);
    }
    return text;
}

}  // namespace

class BenchSheet : public QObject {
    Q_OBJECT

private slots:
    void medianReplayOf200Plies();
    void replay200Plies();
    void parse200Plies();
};

// The figure docs/benchmarks.md quotes: median of 101 replays of a 200-ply German sheet, language auto.
void BenchSheet::medianReplayOf200Plies()
{
    const QString text = germanSheet(200);
    QList<double> micros;
    int plies = 0;
    for (int i = 0; i < 101; ++i) {
        QElapsedTimer timer;
        timer.start();
        const sheet::Record r = sheet::checkSheet(text, chess::Position::startPosition(), {});
        micros.append(double(timer.nsecsElapsed()) / 1000.0);
        plies = r.plies;
    }
    std::sort(micros.begin(), micros.end());
    qInfo("200-ply German sheet, language found by replaying: median %.1f us (min %.1f, max %.1f) over 101 runs",
        micros[50], micros.front(), micros.back());
    QCOMPARE(plies, 200);
}

void BenchSheet::replay200Plies()
{
    const QString text = germanSheet(200);
    QBENCHMARK { sheet::checkSheet(text, chess::Position::startPosition(), {}); }
}

void BenchSheet::parse200Plies()
{
    const QString text = germanSheet(200);
    QBENCHMARK { sheet::parseSheet(text); }
}

QTEST_GUILESS_MAIN(BenchSheet)
#include "bench_sheet.moc"
