// SPDX-License-Identifier: GPL-3.0-or-later
// Ranked suggestions for a flagged entry: what a tired hand most likely meant.

#include "sheettexts.h"

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/resolver.h"
#include "repair/suggestions.h"

#include <QTest>

using repair::RepairReason;

namespace {

// The position after the sheet's entries before `index`, replayed as written (they must be legal).
chess::Position positionBefore(const QList<QStringView>& entries, int index, notation::Language language)
{
    chess::Position p = chess::Position::startPosition();
    for (int i = 0; i < index; ++i)
        p.doMove(notation::resolveText(entries[i], language, p).move);
    return p;
}

QList<repair::Suggestion> suggestFor(const QString& sheet, int index, notation::Language language, chess::Position& at)
{
    const QList<QStringView> entries = entryTexts(sheet);
    at = positionBefore(entries, index, language);
    return repair::suggest(at, {std::span(entries).subspan(index), language});
}

}  // namespace

class TestSuggestions : public QObject {
    Q_OBJECT

private slots:
    void lookAlikeLettersRankFirst();
    void neighboursTheOtherWayRound();
    void pawnCaptureWithoutItsFile();
    void movesInTheOtherColumn();
    void noSwapOfTwoEntriesThatReadAsWritten();
    void aMoveLeftOut();
    void lookAheadBreaksTies();
    void germanLetters();
    void aBlankThatSeveralMovesFill();
};

void TestSuggestions::lookAlikeLettersRankFirst()
{
    chess::Position at;
    // Black's knight cannot reach e6; c6 looks like it.
    const auto s = suggestFor(QStringLiteral("1. e4 e5 2. Nf3 Ne6 3. Bb5 a6"), 3, notation::Language::English, at);
    QVERIFY(!s.isEmpty());
    QCOMPARE(QString::fromStdString(chess::toUci(at, s[0].move)), QStringLiteral("b8c6"));
    QCOMPARE(s[0].reason, RepairReason::LookAlike);
    QCOMPARE(s[0].edit.written, u'e');
    QCOMPARE(s[0].edit.meant, u'c');
    QVERIFY(!s[0].tied);  // the sheet itself decides
    QCOMPARE(
        repair::reasonMessage(s[0].reason, s[0].edit, s[0].tied), QStringLiteral("e and c look alike in handwriting"));
}

void TestSuggestions::neighboursTheOtherWayRound()
{
    chess::Position at;
    // "N3f" is Nf3 with its last two characters the other way round: one slip, cheaper than the two
    // characters changed that make it Nc3, Nh3 or Ne2, after which the sheet goes on as well. So Nf3
    // comes first on the entry's own evidence, not by the move prior.
    const auto s = suggestFor(QStringLiteral("1. e4 e5 2. N3f Nc6 3. Bb5"), 2, notation::Language::English, at);
    QVERIFY(s.size() >= 2);
    QCOMPARE(QString::fromStdString(chess::toUci(at, s[0].move)), QStringLiteral("g1f3"));
    QCOMPARE(s[0].edit.kind, repair::NotableEdit::Kind::Swapped);
    QVERIFY(s[0].cost < repair::OtherEditCost);
    QVERIFY(!s[0].tied);
}

void TestSuggestions::pawnCaptureWithoutItsFile()
{
    chess::Position at;
    // Both white pawns can take on d5 and 3...Qxd5 follows either: those two come first, for that reason.
    const auto s = suggestFor(QStringLiteral("1. c4 d5 2. e4 e6 3. xd5 Qxd5"), 4, notation::Language::English, at);
    QVERIFY(s.size() >= 2);
    QCOMPARE(s[0].reason, RepairReason::CaptureFileMissing);
    QCOMPARE(s[1].reason, RepairReason::CaptureFileMissing);
    QStringList moves{
        QString::fromStdString(chess::toUci(at, s[0].move)), QString::fromStdString(chess::toUci(at, s[1].move))};
    moves.sort();
    QCOMPARE(moves, QStringList({QStringLiteral("c4d5"), QStringLiteral("e4d5")}));
}

void TestSuggestions::movesInTheOtherColumn()
{
    chess::Position at;
    // White's e4 was written in Black's column and Black's e5 in White's.
    const auto s = suggestFor(QStringLiteral("1. e5 e4 2. Nf3 Nc6"), 0, notation::Language::English, at);
    QVERIFY(!s.isEmpty());
    QCOMPARE(QString::fromStdString(chess::toUci(at, s[0].move)), QStringLiteral("e2e4"));
    QCOMPARE(s[0].reason, RepairReason::ColumnsSwapped);
}

// Two like entries (7. O-O O-O, Nxd4 Nxd4, exd5 exd5) swapped give the very moves they give read as
// written: no way to mend them, and never offered as one (it once stood beside the entry's own move).
void TestSuggestions::noSwapOfTwoEntriesThatReadAsWritten()
{
    for (const auto& [sheet, index] :
        {std::pair{QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 Nf6 5. c3 d6 6. h3 h6 7. O-O O-O 8. a3"), 12},
            {QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nxd4 5. Qxd4"), 6},
            {QStringLiteral("1. e4 e6 2. d4 d5 3. exd5 exd5 4. Nf3"), 4}}) {
        chess::Position at;
        const auto s = suggestFor(sheet, index, notation::Language::English, at);
        const QList<QStringView> entries = entryTexts(sheet);
        const notation::Resolution written = notation::resolveText(entries[index], notation::Language::English, at);
        QVERIFY2(written.isResolved(), qPrintable(sheet));
        QVERIFY2(!s.isEmpty() && s[0].move == written.move && s[0].cost == 0.f, qPrintable(sheet));
        for (const repair::Suggestion& x : s)
            QVERIFY2(!(x.reason == RepairReason::ColumnsSwapped && x.move == written.move),
                qPrintable(sheet + QStringLiteral(": the two entries swapped offered")));
    }
}

void TestSuggestions::aMoveLeftOut()
{
    chess::Position at;
    // White's second move is missing: Nc6 stands where White's move should.
    const auto s = suggestFor(QStringLiteral("1. e4 e5 2. Nc6 Bb5 3. a6"), 2, notation::Language::English, at);
    const auto missing = std::find_if(
        s.begin(), s.end(), [](const repair::Suggestion& x) { return x.reason == RepairReason::MoveMissing; });
    QVERIFY(missing != s.end());
    QCOMPARE(QString::fromStdString(chess::toUci(at, missing->move)).size(), 4);
    chess::Position after = at;
    after.doMove(missing->move);
    QCOMPARE(QString::fromStdString(chess::toUci(after, missing->then)), QStringLiteral("b8c6"));
}

void TestSuggestions::lookAheadBreaksTies()
{
    chess::Position at;
    // "Nd3" is one character from Nd2, Nc3 and Nf3 alike; Nd2 blocks the bishop's way c1-f4, so the
    // sheet's 3. Bf4 does not follow it: it ranks below the other two.
    const auto s = suggestFor(QStringLiteral("1. d4 d5 2. Nd3 Bf5 3. Bf4"), 2, notation::Language::English, at);
    QStringList order;
    for (const repair::Suggestion& x : s)
        order << QString::fromStdString(chess::toUci(at, x.move));
    QVERIFY2(
        order.contains(QStringLiteral("b1c3")) && order.contains(QStringLiteral("g1f3")), qPrintable(order.join(' ')));
    const qsizetype blocking = order.indexOf(QStringLiteral("b1d2"));
    QVERIFY2(blocking < 0
            || (blocking > order.indexOf(QStringLiteral("b1c3")) && blocking > order.indexOf(QStringLiteral("g1f3"))),
        qPrintable(order.join(' ')));
}

void TestSuggestions::germanLetters()
{
    chess::Position at;
    // A German sheet: the knight is S; "Sf5" for Sf3 (5 and 3: not look-alike, one character).
    const auto s = suggestFor(QStringLiteral("1. e4 e5 2. Sf5 Sc6"), 2, notation::Language::German, at);
    QVERIFY(!s.isEmpty());
    QCOMPARE(QString::fromStdString(chess::toUci(at, s[0].move)), QStringLiteral("g1f3"));
    QCOMPARE(s[0].reason, RepairReason::NearestMove);
}

void TestSuggestions::aBlankThatSeveralMovesFill()
{
    chess::Position at;
    // Many white moves let 2...Nc6 3. Bb5 follow the blank: the sheet cannot tell, and the reason says so.
    const auto s = suggestFor(QStringLiteral("1. e4 e5 2. - Nc6 3. Bb5"), 2, notation::Language::English, at);
    QVERIFY(s.size() >= 2);
    QCOMPARE(s[0].reason, RepairReason::Blank);
    QVERIFY(s[0].tied && s[1].tied);
    QCOMPARE(repair::reasonMessage(s[0].reason, s[0].edit, s[0].tied),
        QStringLiteral("no move written here; this one lets the next entries follow; other moves fit the sheet as "
                       "well, this one is the likelier on the board"));
    // The move prior puts a knight move towards the centre first, not a king step.
    QCOMPARE(chess::typeOf(at.pieceAt(s[0].move.from())), chess::PieceType::Knight);
}

QTEST_GUILESS_MAIN(TestSuggestions)
#include "tst_suggestions.moc"
