// SPDX-License-Identifier: GPL-3.0-or-later
// One keystroke in a 150-move sheet, from the edit to updated marks, table, findings, arbiter panel
// and board (everything the window redoes), offscreen; the same while a move is typed with the completion
// popup open. Also the time to a shown window, and the part of a keystroke that finds the draw claims
// open (the arbiter panel's, openClaims).

#include "longestgame.h"
#include "mainwindow.h"
#include "movecompletion.h"
#include "openclaims.h"
#include "sheetcompleter.h"
#include "sheeteditor.h"
#include "sheetsession.h"

#include "sheet/replay.h"
#include "sheet/sheetstyle.h"

#include <QAbstractItemView>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <ctime>

class BenchKeystroke : public QObject {
    Q_OBJECT

private slots:
    void medianKeystrokeIn150Moves();
    void medianKeystrokeWithTheCompleterIn150Moves();
    void timeToShownWindow();
    void openClaimsAsTheSheetIsTyped();
};

void BenchKeystroke::medianKeystrokeIn150Moves()
{
    QTemporaryDir autosave;
    MainWindow window(autosave.path());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setSheetText(germanSheetOfLongestGame(300));
    QCOMPARE(window.session()->record().plies, 300);
    auto* editor = window.findChild<SheetEditor*>("sheetEditor");
    QList<double> ms;
    for (int i = 0; i < 61; ++i) {
        // Type a character at the end and take it back: two full replays and redraws per sample.
        QElapsedTimer timer;
        timer.start();
        QTest::keyClick(editor, i % 2 ? Qt::Key_Backspace : Qt::Key_Space);
        QCoreApplication::processEvents();
        ms.append(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    qInfo("keystroke in a 150-move sheet: median %.2f ms (min %.2f, max %.2f) over 61", ms[30], ms.front(), ms.back());
}

// The game's next move (White's 151st) typed key by key at the end of the sheet and taken back with
// Backspace, over and over: each key replays the sheet, works out the moves that fit what is typed and
// opens, fills or closes the completion popup, besides everything the keystroke above redoes. Besides
// the time on the clock, the processor time the keystroke took (what other programs on a busy machine do
// not add to), and the completer's own share: the moves that fit each start of the move, worked out as
// the editor does on every keystroke.
void BenchKeystroke::medianKeystrokeWithTheCompleterIn150Moves()
{
    QTemporaryDir autosave;
    MainWindow window(autosave.path());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString sheet = germanSheetOfLongestGame(300) + QStringLiteral("151. ");
    window.setSheetText(sheet);
    QCOMPARE(window.session()->record().plies, 300);
    const QList<GameRecord> longest
        = readGames(QStringLiteral(SCORECHECK_TEST_DATA "/pgn-edge-cases/cairo-board/longest.pgn"));
    const chess::Position p = window.session()->record().final;
    const chess::Move next = notation::resolveText(longest.first().moves[300], notation::Language::English, p).move;
    const QString move = notation::writeMove(p, next, {notation::Notation::San, notation::Language::German});
    auto* editor = window.findChild<SheetEditor*>("sheetEditor");
    QList<double> ms, cpu;
    int withPopup = 0;
    while (ms.size() < 61) {
        for (qsizetype i = 0; i < move.size() * 2; ++i) {
            QElapsedTimer timer;
            timer.start();
            const std::clock_t started = std::clock();
            if (i < move.size())
                QTest::keyClick(editor, move[i].toLatin1());
            else
                QTest::keyClick(editor, Qt::Key_Backspace);
            QCoreApplication::processEvents();
            ms.append(double(timer.nsecsElapsed()) / 1e6);
            cpu.append(double(std::clock() - started) * 1000.0 / CLOCKS_PER_SEC);
            withPopup += editor->completionPopup()->isVisible();
        }
    }
    QVERIFY(withPopup > 0);
    std::sort(ms.begin(), ms.end());
    std::sort(cpu.begin(), cpu.end());
    const qsizetype mid = ms.size() / 2;
    qInfo("keystroke in a 150-move sheet, typing %s with the completer: median %.2f ms (min %.2f, max %.2f), "
          "processor time median %.2f ms, over %d keystrokes, %d of them with the popup open",
        qPrintable(move), ms[mid], ms.front(), ms.back(), cpu[mid], int(ms.size()), withPopup);

    // The completer's share, on the record of the sheet with the move's first letter typed.
    window.setSheetText(sheet + move.left(1));
    const sheet::Record& r = window.session()->record();
    const QString text = editor->toPlainText();
    // The sheet's style is worked out once for each record (each keystroke), apart from the moves.
    QList<double> micros, styleMicros;
    for (int run = 0; run < 101; ++run) {
        QElapsedTimer timer;
        timer.start();
        const sheet::SheetStyle style = sheet::sheetStyle(r, text);
        styleMicros.append(double(timer.nsecsElapsed()) / 1000.0);
        const std::optional<movecompletion::Typing> typing = movecompletion::typingAt(r, text, int(text.size()));
        QVERIFY(typing);
        const QList<movecompletion::Completion> offers
            = movecompletion::complete(typing->before, QStringView(text).mid(typing->start, typing->length), style);
        QVERIFY(!offers.isEmpty());
        micros.append(double(timer.nsecsElapsed()) / 1000.0);
    }
    std::sort(micros.begin(), micros.end());
    std::sort(styleMicros.begin(), styleMicros.end());
    qInfo("the completer's share of a keystroke (%s typed, 300 plies before it): median %.0f us, of which the "
          "sheet's style (sheet::sheetStyle) %.0f us",
        qPrintable(move.left(1)), micros[50], styleMicros[50]);

    // The popup's share: opened with those moves under the cursor (as a keystroke that opens it does) and
    // closed again.
    const std::optional<movecompletion::Typing> typing = movecompletion::typingAt(r, text, int(text.size()));
    const QList<movecompletion::Completion> offers = movecompletion::complete(
        typing->before, QStringView(text).mid(typing->start, typing->length), sheet::sheetStyle(r, text));
    SheetCompleter popup(editor);
    QList<double> shown;
    for (int run = 0; run < 101; ++run) {
        QElapsedTimer timer;
        timer.start();
        popup.offer(offers, SheetCompleter::Highlight::First);
        QCoreApplication::processEvents();
        popup.close();
        shown.append(double(timer.nsecsElapsed()) / 1000.0);
    }
    std::sort(shown.begin(), shown.end());
    qInfo("the popup's share: opened with %d moves and closed, median %.0f us", int(offers.size()), shown[50]);
}

void BenchKeystroke::timeToShownWindow()
{
    QTemporaryDir autosave;
    QElapsedTimer timer;
    timer.start();
    MainWindow window(autosave.path());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    qInfo("window built and shown in %.1f ms (offscreen, in-process; libraries already loaded)",
        double(timer.nsecsElapsed()) / 1e6);
}

namespace {

// Each length of a sheet typed move by move (English SAN from the start), ruled on as the panel does:
// the median of 21 runs at each length, then the median and the most of those over the lengths.
void timeOpenClaims(const char* what, const QStringList& moves, notation::Language language)
{
    QList<double> perLength;
    int open = 0;
    QString text;
    chess::Position p = chess::Position::startPosition();
    for (qsizetype i = 0; i < moves.size(); ++i) {
        const chess::Move m = notation::resolveText(moves[i], notation::Language::English, p).move;
        if (i % 2 == 0)
            text += QString::number(i / 2 + 1) + QStringLiteral(". ");
        text += notation::writeMove(p, m, {notation::Notation::San, language, notation::SanStyle::Fide}) + u' ';
        p.doMove(m);
        const sheet::Record r = sheet::checkSheet(text, chess::Position::startPosition(), {language, language});
        QList<double> micros;
        for (int run = 0; run < 21; ++run) {
            QElapsedTimer timer;
            timer.start();
            const OpenClaims claims = openClaims(r);
            micros.append(double(timer.nsecsElapsed()) / 1000.0);
            open += run == 0 && !claims.isEmpty();
        }
        std::sort(micros.begin(), micros.end());
        perLength.append(micros[10]);
    }
    std::sort(perLength.begin(), perLength.end());
    qInfo("claims open after each of the %d plies of %s: median %.1f us, most %.1f us (%d lengths with a claim open)",
        int(moves.size()), what, perLength[perLength.size() / 2], perLength.back(), open);
}

}  // namespace

// The moves written ahead are looked for among the legal moves at every length, so both the positions and
// the legal moves vary as in real typing: the 200-ply German sheet of the other benchmarks, and
// Marshall–Capablanca 1909, where claims are open from move 26 on.
void BenchKeystroke::openClaimsAsTheSheetIsTyped()
{
    const QList<GameRecord> longest
        = readGames(QStringLiteral(SCORECHECK_TEST_DATA "/pgn-edge-cases/cairo-board/longest.pgn"));
    timeOpenClaims("the longest game's German sheet", longest.first().moves.mid(0, 200), notation::Language::German);
    const QList<GameRecord> repetition
        = readGames(QStringLiteral(SCORECHECK_TEST_DATA "/pgn-edge-cases/pgn-extract/infiles/test-repetition.pgn"));
    timeOpenClaims("Marshall-Capablanca 1909", repetition.first().moves, notation::Language::English);
}

QTEST_MAIN(BenchKeystroke)
#include "bench_keystroke.moc"
