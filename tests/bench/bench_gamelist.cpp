// SPDX-License-Identifier: GPL-3.0-or-later
// How responsive the window stays while a huge PGN file is listed (issue 19): a timer of the window's
// fires every 20 ms while the game picker reads the file and its list grows; the longest gap between two
// ticks is the longest the window could not repaint. Target: at most 100 ms, whatever the file's size.
//
// The file is SCORECHECK_BENCH_PGN when set (a 1.2 GB file of 2.2 M games is the case measured, see
// docs/benchmarks.md); otherwise a file of 300,000 small games is written to a temporary folder, so that
// the benchmark runs anywhere. Run the Release build:
//   SCORECHECK_BENCH_PGN=/tmp/big.pgn QT_QPA_PLATFORM=offscreen build-rel/tests/bench/bench_gamelist

#include "gamepicker.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

namespace {

constexpr int TickMilliseconds = 20;
constexpr qint64 MostMillisecondsWithoutRepaint = 100;

// A file of `games` games with the tags the list shows.
QString writeGames(const QTemporaryDir& dir, int games)
{
    const QString path = dir.filePath(QStringLiteral("games.pgn"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    QByteArray text;
    for (int number = 1; number <= games; ++number) {
        const QByteArray n = QByteArray::number(number);
        text += "[Event \"Open " + QByteArray::number(number % 97) + "\"]\n[Site \"Tallinn EST\"]\n[Date \"2023.05."
            + QByteArray::number(number % 28 + 1) + "\"]\n[Round \"" + QByteArray::number(number % 9 + 1) + "."
            + QByteArray::number(number % 50 + 1) + "\"]\n[White \"White, " + n + "\"]\n[Black \"Black, " + n
            + "\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0\n\n";
        if (text.size() > (1 << 20) || number == games) {
            file.write(text);
            text.clear();
        }
    }
    return path;
}

// The memory the process holds, in MB, where the system tells it (/proc on Linux); -1 elsewhere.
double residentMegabytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return -1;
    return statm.readAll().split(' ').value(1).toDouble() * 4096 / (1024 * 1024);
}

}  // namespace

class BenchGameList : public QObject {
    Q_OBJECT

private slots:
    void longestGapWhileAHugeFileIsListed();
};

void BenchGameList::longestGapWhileAHugeFileIsListed()
{
    QTemporaryDir dir;
    QString path = qEnvironmentVariable("SCORECHECK_BENCH_PGN");
    if (path.isEmpty())
        path = writeGames(dir, 300000);
    QVERIFY2(QFile::exists(path), qPrintable(path));

    const double residentBefore = residentMegabytes();
    auto picker = std::make_unique<GamePicker>(path);
    const QAbstractItemModel* list = picker->findChild<QTableView*>(QStringLiteral("gameTable"))->model();
    QElapsedTimer clock;
    qint64 lastTick = 0, longestGap = 0;
    int listedAtLongestGap = 0;
    QTimer timer;
    timer.setInterval(TickMilliseconds);
    timer.setTimerType(Qt::PreciseTimer);
    QObject::connect(&timer, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        if (now - lastTick > longestGap) {
            longestGap = now - lastTick;
            listedAtLongestGap = list->rowCount();
        }
        lastTick = now;
    });
    clock.start();
    timer.start();
    picker->show();
    QTRY_VERIFY_WITH_TIMEOUT(!picker->isReading(), 10 * 60 * 1000);
    const qint64 took = clock.elapsed();
    qInfo("%d games listed in %.2f s; longest gap between %d ms ticks: %lld ms (%d games listed then)",
        list->rowCount(), double(took) / 1000, TickMilliseconds, longestGap, listedAtLongestGap);
    const double residentListed = residentMegabytes();
    timer.stop();
    picker.reset();
    QTest::qWait(50);  // the memory is given back once the dialog is gone
    qInfo("resident: %.0f MB before, %.0f MB with the list, %.0f MB after it closed", residentBefore, residentListed,
        residentMegabytes());
    QVERIFY2(longestGap <= MostMillisecondsWithoutRepaint, qPrintable(QString::number(longestGap)));
}

QTEST_MAIN(BenchGameList)
#include "bench_gamelist.moc"
