// SPDX-License-Identifier: GPL-3.0-or-later
// Write -> read -> resolve round trip on real games: in every position of the 490 games, every legal
// move written by every writer in every language reads back as the same move, with the verdict its
// notation should get.

#include "gamefiles.h"

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/uci.h"
#include "notation/movereader.h"
#include "notation/movewriter.h"
#include "notation/resolver.h"

#include <QTest>

#include <optional>

using notation::Finding;
using notation::Notation;
using notation::Verdict;

namespace {

struct Writer {
    QString name;
    notation::WriteOptions options;
};

QList<Writer> allWriters()
{
    QList<Writer> writers;
    for (const notation::LanguageInfo& info : notation::allLanguages())
        writers.append(
            {QStringLiteral("SAN %1").arg(info.code), {Notation::San, info.language, notation::SanStyle::Fide}});
    for (notation::Language l : {notation::Language::English, notation::Language::German, notation::Language::Hebrew}) {
        const QString code = QString::fromLatin1(notation::languageInfo(l).code);
        writers.append({"PGN-style SAN " + code, {Notation::San, l, notation::SanStyle::Pgn}});
        writers.append({"long algebraic " + code, {Notation::LongAlgebraic, l, notation::SanStyle::Fide}});
        writers.append(
            {"long algebraic with hyphen " + code, {Notation::LongAlgebraicHyphen, l, notation::SanStyle::Fide}});
    }
    writers.append({"figurine", {Notation::Figurine, notation::Language::English, notation::SanStyle::Fide}});
    writers.append({"UCI", {Notation::Uci, notation::Language::German, notation::SanStyle::Fide}});
    writers.append({"ICCF numeric", {Notation::IccfNumeric, notation::Language::English, notation::SanStyle::Fide}});
    writers.append({"descriptive en", {Notation::Descriptive, notation::Language::English, notation::SanStyle::Fide}});
    writers.append({"descriptive de", {Notation::Descriptive, notation::Language::German, notation::SanStyle::Fide}});
    return writers;
}

// The one finding that makes this writer's text a variant, if any.
std::optional<Finding> expectedVariantFinding(const notation::WriteOptions& o, const chess::Position& p, chess::Move m)
{
    const bool castling = m.kind() == chess::MoveKind::Castling;
    const bool promotion = m.kind() == chess::MoveKind::Promotion;
    const bool capture
        = m.kind() == chess::MoveKind::EnPassant || (!castling && p.pieceAt(m.to()) != chess::Piece::None);
    const bool pawn = chess::typeOf(p.pieceAt(m.from())) == chess::PieceType::Pawn;
    switch (o.notation) {
    case Notation::San:
        if (o.style == notation::SanStyle::Pgn && castling)
            return Finding::CastlingWithLetterO;
        if (o.style == notation::SanStyle::Pgn && promotion)
            return Finding::PromotionWithEquals;
        return std::nullopt;
    case Notation::Figurine: return !pawn && !castling ? std::optional(Finding::FigurineUsed) : std::nullopt;
    case Notation::LongAlgebraic: return std::nullopt;
    case Notation::LongAlgebraicHyphen:
        return !castling && !capture ? std::optional(Finding::HyphenatedLongForm) : std::nullopt;
    case Notation::Uci:
        if (castling)
            return Finding::CastlingWrittenAsKingMove;
        if (promotion)
            return Finding::PromotionLetterLowerCase;
        return pawn ? std::nullopt : std::optional(Finding::PieceMoveWithoutLetter);
    case Notation::IccfNumeric: return std::nullopt;
    case Notation::Descriptive: return castling ? std::optional(Finding::CastlingWithLetterO) : std::nullopt;
    }
    return std::nullopt;
}

}  // namespace

class TestNotationRoundTrip : public QObject {
    Q_OBJECT

private slots:
    void everyMoveOfEveryPosition_data();
    void everyMoveOfEveryPosition();
};

void TestNotationRoundTrip::everyMoveOfEveryPosition_data()
{
    QTest::addColumn<int>("writer");
    const QList<Writer> writers = allWriters();
    for (int i = 0; i < writers.size(); ++i)
        QTest::newRow(qPrintable(writers[i].name)) << i;
}

void TestNotationRoundTrip::everyMoveOfEveryPosition()
{
    QFETCH(int, writer);
    static const QList<GameRecord> games
        = readGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.uci.pgn"));
    QCOMPARE(games.size(), 490);
    const notation::WriteOptions options = allWriters()[writer].options;
    // Notes a writer may leave: no writer marks en passant, coordinates mark no capture or check.
    QList<Finding> notes = {Finding::CaptureMarkMissing, Finding::EnPassantMarkMissing};
    if (options.notation == Notation::Uci)
        notes << Finding::CheckMarkMissing << Finding::MateNotMarked;
    long checked = 0;
    for (const GameRecord& game : games) {
        chess::Position p
            = game.fen.isEmpty() ? chess::Position::startPosition() : *chess::parseFen(game.fen.toStdString()).position;
        for (const QString& uci : game.moves) {
            chess::MoveList moves;
            chess::generateLegalMoves(p, moves);
            for (chess::Move m : moves) {
                const QString text = notation::writeMove(p, m, options);
                const notation::Resolution r = notation::resolveText(text, options.language, p);
                const std::optional<Finding> variant = expectedVariantFinding(options, p, m);
                bool variantFound = !variant, extra = false, hebrewHyphen = false;
                r.findings.forEach([&](Finding f) {
                    if (f == variant)
                        variantFound = true;
                    else if (f == Finding::HyphenAfterPiece && options.language == notation::Language::Hebrew)
                        hebrewHyphen = true;  // where "מה" would also read as king + file e
                    else if (!notes.contains(f))
                        extra = true;
                });
                const bool castling = m.kind() == chess::MoveKind::Castling;  // descriptive sheets write O-O
                const bool nonAlgebraic
                    = options.notation == Notation::IccfNumeric || options.notation == Notation::Descriptive;
                const Verdict verdict = nonAlgebraic && !(castling && options.notation == Notation::Descriptive)
                    ? Verdict::NonAlgebraic
                    : variant || hebrewHyphen ? Verdict::Variant
                                              : Verdict::Ok;
                // The checks it reports are the ones the move gives: the replay plays the move with them.
                if (r.move != m || r.verdict != verdict || !variantFound || extra || r.checks != p.checkersAfter(m))
                    QFAIL(qPrintable(QStringLiteral("%1 in %2 read as %3 (%4)")
                                         .arg(text, QString::fromStdString(chess::toFen(p)),
                                             QString::fromStdString(r.move.isNone() ? "-" : chess::toUci(p, r.move)),
                                             QString::fromLatin1(notation::verdictCode(r.verdict)))));
                ++checked;
            }
            const chess::Move played = chess::parseUci(p, uci.toStdString());
            QVERIFY2(!played.isNone(), qPrintable(uci));
            p.doMove(played);
        }
    }
    QVERIFY(checked > 1000000);
}

QTEST_GUILESS_MAIN(TestNotationRoundTrip)
#include "tst_notationroundtrip.moc"
