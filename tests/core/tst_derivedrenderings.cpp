// SPDX-License-Identifier: GPL-3.0-or-later
// pgn-extract's renderings of the same 490 games (German, French and Estonian SAN, long algebraic,
// enhanced long algebraic, UCI with upper-case promotion letters, normalised English SAN) all resolve,
// move by move, to the moves of the UCI file.

#include "gamefiles.h"

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/resolver.h"

#include <QTest>

using notation::Language;

Q_DECLARE_METATYPE(notation::Language)

class TestDerivedRenderings : public QObject {
    Q_OBJECT

private slots:
    void sameMovesAsUci_data();
    void sameMovesAsUci();
};

void TestDerivedRenderings::sameMovesAsUci_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<Language>("language");
    QTest::newRow("English SAN") << "shared_games.san.pgn" << Language::English;
    QTest::newRow("German SAN") << "shared_games.de.pgn" << Language::German;
    QTest::newRow("French SAN") << "shared_games.fr.pgn" << Language::French;
    QTest::newRow("Estonian SAN") << "shared_games.et.pgn" << Language::Estonian;
    QTest::newRow("long algebraic") << "shared_games.lalg.pgn" << Language::English;
    QTest::newRow("enhanced long algebraic") << "shared_games.elalg.pgn" << Language::English;
    QTest::newRow("UCI with upper-case promotion") << "shared_games.uci.pgn" << Language::English;
}

void TestDerivedRenderings::sameMovesAsUci()
{
    QFETCH(QString, file);
    QFETCH(Language, language);
    static const QList<GameRecord> reference
        = readGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/shared_games.uci.pgn"));
    const QList<GameRecord> games = readGames(QStringLiteral(SCORECHECK_TEST_DATA "/games/") + file);
    QCOMPARE(games.size(), reference.size());
    int plies = 0;
    for (qsizetype g = 0; g < games.size(); ++g) {
        QCOMPARE(games[g].moves.size(), reference[g].moves.size());
        chess::Position p = reference[g].fen.isEmpty() ? chess::Position::startPosition()
                                                       : *chess::parseFen(reference[g].fen.toStdString()).position;
        for (qsizetype i = 0; i < games[g].moves.size(); ++i) {
            const QString& text = games[g].moves[i];
            const notation::Resolution r = notation::resolveText(text, language, p);
            const chess::Move expected = chess::parseUci(p, reference[g].moves[i].toStdString());
            if (!r.isResolved() || r.move != expected)
                QFAIL(qPrintable(QStringLiteral("game %1, ply %2: '%3' is %4 in %5")
                                     .arg(g + 1)
                                     .arg(i + 1)
                                     .arg(text, QString::fromLatin1(notation::verdictCode(r.verdict)),
                                         QString::fromStdString(chess::toFen(p)))));
            p.doMove(expected);
            ++plies;
        }
    }
    QVERIFY(plies > 30000);
}

QTEST_GUILESS_MAIN(TestDerivedRenderings)
#include "tst_derivedrenderings.moc"
