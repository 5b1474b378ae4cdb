// SPDX-License-Identifier: GPL-3.0-or-later
// The seed documents' examples and sample games, entry by entry, in their own languages: the
// verdict of each entry, and the moves the replay reaches.

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/resolver.h"

#include <QTest>

using notation::Language;

Q_DECLARE_METATYPE(notation::Language)

class TestSeedSamples : public QObject {
    Q_OBJECT

private slots:
    void entries_data();
    void entries();
};

namespace {
const char* const Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
}

void TestSeedSamples::entries_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Language>("language");
    QTest::addColumn<QStringList>("entries");  // played one after the other
    QTest::addColumn<QStringList>("verdicts");  // one per entry: "verdict[:uci]", "unchecked" after a stop

    auto row = [](const char* name, const char* fen, Language l, const QString& entries, const QString& verdicts) {
        QTest::newRow(name) << QString::fromLatin1(fen) << l << entries.split('|') << verdicts.split(' ');
    };
    const QString fideGame
        = "d4|Sf6|c4|e6|Sc3|Lb4|Ld2|0-0|e4|d5|exd5|exd5|cxd5|Lxc3|Lxc3|Sxd5|Sf3|b6|Db3|Sxc3|bxc3|c5|Le2|"
          "cxd4|Sxd4|Te8|0-0|Sd7|a4|Sc5|Db4|Lb7|a5";
    row("FIDE appendix sample game, German letters: 33 plies, all in FIDE form", Start, Language::German, fideGame,
        QStringList(33, "ok").join(' '));
    const QString estonianGame
        = "d4|Rf6|c4|e6|Rc3|Ob4|Od2|0-0|e4|d5|exd5|exd5|cxd5|Oxc3|Oxc3|Rxd5|Rf3|b6|Lb3|Rxc3|bxc3|c5|"
          "Oe2|cxd4|Rxd4|Ve8|0-0|Rd7|a4|Rc5|Lb4|Ob7|a5 (=)";
    row("FIDE appendix sample game, Estonian letters, ending with a draw offer", Start, Language::Estonian,
        estonianGame, QStringList(33, "ok").join(' '));
    row("descriptive sample game: every entry is non-algebraic", Start, Language::English,
        "P-K4|P-K4|N-KB3|N-KB3|NxP|NxP|Q-K2|N-KB3??|N-B6ch!",
        "non-algebraic:e2e4 non-algebraic:e7e5 non-algebraic:g1f3 non-algebraic:g8f6 non-algebraic:f3e5 "
        "non-algebraic:f6e4 non-algebraic:d1e2 non-algebraic:e4f6 non-algebraic:e5c6");
    // The German rendering ends "S-KL6ch", knight to KB6 = f6, where Black's knight stands: a misprint
    // of S-DL6 (QB6 = c6). The position wins over the text.
    row("descriptive sample game with German letters: the last move is misprinted", Start, Language::German,
        "B-K4|B-K4|S-KL3|S-KL3|SxB|SxB|D-K2|S-KL3??|S-KL6ch!",
        "non-algebraic non-algebraic non-algebraic non-algebraic non-algebraic non-algebraic non-algebraic "
        "non-algebraic illegal");
    row("the same game in long algebraic with hyphens", Start, Language::German,
        "e2-e4|e7-e5|Sg1-f3|Sg8-f6|Sf3xe5|Sf6xe4|Dd1-e2|Se4-f6??|Se5-c6+!",
        "variant variant variant variant ok ok variant variant variant:e5c6");
    row("the seed's misprint 1. e2 e5 is flagged at once", Start, Language::German, "e2|e5", "illegal unchecked");

    // FIDE E.10 / Estonian E10: two knights reach f3.
    row("knights on g1 and e1: Rgf3 (Estonian)", "4k3/8/8/8/8/8/5K2/4N1N1 w - - 0 1", Language::Estonian, "Rgf3",
        "ok:g1f3");
    row("knights on g1 and e1: Ref3 (Estonian)", "4k3/8/8/8/8/8/5K2/4N1N1 w - - 0 1", Language::Estonian, "Ref3",
        "ok:e1f3");
    row("knights on g1 and e1: Rf3 alone is ambiguous", "4k3/8/8/8/8/8/5K2/4N1N1 w - - 0 1", Language::Estonian, "Rf3",
        "ambiguous");
    row("knights on g5 and g1: S5f3 (German)", "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1", Language::German, "S5f3",
        "ok:g5f3");
    row("knights on g5 and g1: S1f3 (German)", "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1", Language::German, "S1f3",
        "ok:g1f3");
    row("knights on h2 and d4: Shf3 (German)", "4k3/8/8/8/3N4/8/7N/4K3 w - - 0 1", Language::German, "Shf3", "ok:h2f3");
    row("knights on h2 and d4: Rdxf3 when f3 is taken (Estonian)", "4k3/8/8/8/3N4/5p2/7N/4K3 w - - 0 1",
        Language::Estonian, "Rdxf3", "ok:d4f3");
    row("knights on h2 and d4: the rank is not FIDE's choice", "4k3/8/8/8/3N4/8/7N/4K3 w - - 0 1", Language::German,
        "S2f3", "variant:h2f3");
    // E.11: two pawns can take on d5.
    row("pawns on c4 and e4: exd5", "4k3/8/8/3n4/2P1P3/8/8/4K3 w - - 0 1", Language::German, "exd5", "ok:e4d5");
    row("pawns on c4 and e4: cxd5", "4k3/8/8/3n4/2P1P3/8/8/4K3 w - - 0 1", Language::Estonian, "cxd5", "ok:c4d5");
    // E.12 (Estonian): d8L, f8R, b1O, g1V: queen, knight, bishop, rook.
    row("promotion d8L is a queen in Estonian", "8/3P1P2/8/k7/8/8/8/4K3 w - - 0 1", Language::Estonian, "d8L",
        "ok:d7d8q");
    row("promotion f8R is a knight in Estonian", "8/3P1P2/8/k7/8/8/8/4K3 w - - 0 1", Language::Estonian, "f8R",
        "ok:f7f8n");
    row("promotion b1O is a bishop in Estonian", "7K/8/8/8/8/8/1p4p1/4k3 b - - 0 1", Language::Estonian, "b1O",
        "ok:b2b1b");
    row("promotion g1V is a rook in Estonian", "7K/8/8/8/8/8/1p4p1/4k3 b - - 0 1", Language::Estonian, "g1V",
        "ok:g2g1r");
    row("promotion d8D is a queen in German", "8/3P1P2/8/k7/8/8/8/4K3 w - - 0 1", Language::German, "d8D", "ok:d7d8q");
    row("promotion f8S is a knight in German", "8/3P1P2/8/k7/8/8/8/4K3 w - - 0 1", Language::German, "f8S", "ok:f7f8n");
}

void TestSeedSamples::entries()
{
    QFETCH(QString, fen);
    QFETCH(Language, language);
    QFETCH(QStringList, entries);
    QFETCH(QStringList, verdicts);
    chess::Position p = *chess::parseFen(fen.toStdString()).position;
    // Every entry gets its verdict, as in a replay: those after one that gives no move are not judged
    // ("unchecked"). The whole list is compared, so no expected verdict goes unread.
    QStringList got;
    bool stopped = false;
    for (const QString& entry : entries) {
        if (stopped) {
            got << QStringLiteral("unchecked");
            continue;
        }
        const notation::Resolution r = notation::resolveText(entry, language, p);
        QString verdict = QString::fromLatin1(notation::verdictCode(r.verdict));
        const bool uciExpected = got.size() < verdicts.size() && verdicts[got.size()].contains(':');
        if (uciExpected && !r.move.isNone())
            verdict += ':' + QString::fromStdString(chess::toUci(p, r.move));
        QVERIFY2(r.verdict != notation::Verdict::Ok || r.findings.empty() || uciExpected,
            qPrintable(entry + " has findings"));
        got << verdict;
        if (r.isResolved())
            p.doMove(r.move);
        else
            stopped = true;
    }
    QCOMPARE(got.size(), verdicts.size());  // one expected verdict per entry
    QCOMPARE(got, verdicts);
}

QTEST_GUILESS_MAIN(TestSeedSamples)
#include "tst_seedsamples.moc"
