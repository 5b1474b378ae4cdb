// SPDX-License-Identifier: GPL-3.0-or-later
// Where the time of `scorecheck-cli check` goes, stage by stage, on the 490 games: finding the games in
// the file, reading their tags and text, parsing, replaying (language given, then found), and a bare
// replay that only reads each SAN move, lists the legal moves of the piece to its square, picks the one
// that fits, works out its checks and plays it - the least any replay must do. docs/benchmarks.md uses
// these figures to say how far the design is from pgn-extract's 5x.

#include "chess/movegen.h"
#include "chess/status.h"
#include "notation/movereader_p.h"
#include "notation/resolver.h"
#include "pgn/pgnreader.h"
#include "sheet/replay.h"
#include "sheet/sheetparser.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <algorithm>
#include <functional>

namespace {

// The median of nine passes of `pass`, in nanoseconds per ply.
double nanosPerPly(const std::function<void()>& pass, qint64 plies)
{
    QList<qint64> times;
    for (int i = 0; i < 9; ++i) {
        QElapsedTimer timer;
        timer.start();
        pass();
        times.append(timer.nsecsElapsed());
    }
    std::sort(times.begin(), times.end());
    return double(times[4]) / double(plies);
}

// The bare replay: the plies it plays before the first entry it cannot play.
int bareReplay(QStringView text, const sheet::ParsedSheet& sheet)
{
    using namespace notation;
    const LanguageInfo& english = languageInfo(Language::English);
    chess::Position p = chess::Position::startPosition();
    int plies = 0;
    for (const sheet::Entry& e : sheet.entries) {
        WrittenMove w;
        chess::Move move;
        chess::Bitboard checks = 0;
        if (detail::readPlainAlgebraic(e.text(text), english, w)) {
            chess::MoveList moves;
            const chess::PieceType piece = w.piece == chess::PieceType::None ? chess::PieceType::Pawn : w.piece;
            chess::generateLegalMovesTo(p, piece, chess::makeSquare(w.toFile, w.toRank), ~chess::Bitboard(0), moves);
            const chess::PieceType promotion = w.promotion == chess::PieceType::None ? chess::PieceType::Queen : w.promotion;
            int fits = 0;
            for (chess::Move m : moves)
                if ((w.fromFile < 0 || chess::fileOf(m.from()) == w.fromFile)
                    && (w.fromRank < 0 || chess::rankOf(m.from()) == w.fromRank)
                    && (m.kind() != chess::MoveKind::Promotion || m.promotion() == promotion)) {
                    move = m;
                    ++fits;
                }
            if (fits != 1)
                break;
            checks = chess::checkResult(p, move).checkers;
        } else {  // castling and the rare other forms: the full reader
            const Resolution r = resolveText(e.text(text), Language::English, p);
            if (!r.isResolved())
                break;
            move = r.move;
            checks = r.checks;
        }
        p.doMove(move, checks);
        ++plies;
    }
    return plies;
}

}  // namespace

class BenchStages : public QObject {
    Q_OBJECT

private slots:
    void stagesOfTheCheck();
};

void BenchStages::stagesOfTheCheck()
{
    QFile file(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.san.pgn"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QList<pgn::RawGame> raws;
    QList<pgn::PgnGame> games;
    QList<sheet::ParsedSheet> sheets;
    {
        QBuffer buffer;
        buffer.setData(bytes);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        pgn::PgnReader reader(&buffer);
        for (pgn::RawGame raw; reader.nextRaw(raw);)
            raws.append(raw);
    }
    for (const pgn::RawGame& raw : raws)
        games.append(pgn::readGame(raw));
    for (const pgn::PgnGame& g : games)
        sheets.append(sheet::parseSheet(g.movetext));
    qint64 plies = 0, barePlies = 0;
    const sheet::ReplayOptions english{notation::Language::English};
    for (int i = 0; i < games.size(); ++i) {
        plies += sheet::replay(games[i].movetext, sheets[i], chess::Position::startPosition(), english).plies;
        barePlies += bareReplay(games[i].movetext, sheets[i]);
    }
    QCOMPARE(games.size(), 490);
    QCOMPARE(barePlies, plies);  // the bare replay plays the same games, or its figure means nothing

    const double finding = nanosPerPly(
        [&bytes] {
            QBuffer buffer;
            buffer.setData(bytes);
            buffer.open(QIODevice::ReadOnly);
            pgn::PgnReader reader(&buffer);
            for (pgn::RawGame raw; reader.nextRaw(raw);) {
            }
        },
        plies);
    const double reading = nanosPerPly(
        [&raws] {
            for (const pgn::RawGame& raw : raws)
                pgn::readGame(raw);
        },
        plies);
    const double parsing = nanosPerPly(
        [&games] {
            for (const pgn::PgnGame& g : games)
                sheet::parseSheet(g.movetext);
        },
        plies);
    const auto replayAll = [&](const sheet::ReplayOptions& options) {
        return [&, options] {
            for (int i = 0; i < games.size(); ++i)
                sheet::replay(games[i].movetext, sheets[i], chess::Position::startPosition(), options);
        };
    };
    const double given = nanosPerPly(replayAll(english), plies);
    const double found = nanosPerPly(replayAll({}), plies);
    const double bare = nanosPerPly(
        [&] {
            for (int i = 0; i < games.size(); ++i)
                bareReplay(games[i].movetext, sheets[i]);
        },
        plies);
    qInfo("%lld plies; ns per ply, median of 9 passes: finding the games %.1f, tags and text %.1f, parsing %.1f, "
          "replay with the language given %.1f, with the language found %.1f, bare replay %.1f",
        plies, finding, reading, parsing, given, found, bare);
}

QTEST_GUILESS_MAIN(BenchStages)
#include "bench_stages.moc"
