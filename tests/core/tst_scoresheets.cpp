// SPDX-License-Identifier: GPL-3.0-or-later
// Real handwritten scoresheets (HCS in English, HSSSD in German), entry by entry: every entry gets a
// verdict without a crash, and the first problem stands where the dataset's legality CSV (computed with
// python-chess) puts it, except where the two readings differ for a reason named here.

#include "gamefiles.h"

#include "chess/position.h"
#include "notation/resolver.h"
#include "sheet/replay.h"

#include <QFile>
#include <QTest>

using notation::Language;

Q_DECLARE_METATYPE(notation::Language)

namespace {

struct SheetCheck {
    QString id;
    QStringList entries;
};

// The sheets with their SheetId; an unlabelled box ({blank}) becomes an empty entry.
QList<SheetCheck> readSheets(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    QString text = QString::fromUtf8(f.readAll());
    text.replace(QLatin1String("{blank}"), QLatin1String("BLANK"));
    QList<SheetCheck> sheets;
    QStringList ids;
    for (const QString& line : text.split('\n'))
        if (line.startsWith(QLatin1String("[SheetId \"")))
            ids << line.section('"', 1, 1);
    const QList<GameRecord> games = readGamesFromText(text);
    for (qsizetype i = 0; i < games.size(); ++i) {
        QStringList entries = games[i].moves;
        entries.replaceInStrings(QRegularExpression("^BLANK$"), QString());
        sheets.append({ids.value(i), entries});
    }
    return sheets;
}

// sheet id -> first problem ply (0 when the sheet replays to its end)
QHash<QString, int> readLegality(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot open %s", qPrintable(path));
    QHash<QString, int> firstProblem;
    f.readLine();
    while (!f.atEnd()) {
        const QStringList cols = QString::fromUtf8(f.readLine()).trimmed().split(',');
        firstProblem.insert(cols[0], cols[3].toInt());
    }
    return firstProblem;
}

}  // namespace

class TestScoresheets : public QObject {
    Q_OBJECT

private slots:
    void firstProblem_data();
    void firstProblem();
    void firstProblemOfTheWholeSheet_data();
    void firstProblemOfTheWholeSheet();
};

void TestScoresheets::firstProblem_data()
{
    QTest::addColumn<QStringList>("entries");
    QTest::addColumn<Language>("language");
    QTest::addColumn<int>("expectedPly");
    const struct {
        const char* pgn;
        const char* csv;
        Language language;
        const char* prefix;
    } sets[] = {
        {"hcs_shared_sheets.pgn", "hcs_shared_sheets.legality.csv", Language::English, "HCS "},
        {"hsssd_shared_de.pgn", "hsssd_shared_de.legality.csv", Language::German, "HSSSD "},
    };
    // Where ScoreCheck reads an entry that python-chess rejects, the first problem comes later.
    const QHash<QString, QPair<int, QString>> differences = {
        {"HCS 075_0",
            {4,
                "2. exd is the pawn capture exd5 written by files (a variant); python-chess rejects it. The first "
                "problem is then 2...Ng6, which no knight can play"}},
        {"HCS 087_0",
            {33,
                "10...BxQ and 11...NxB+ are descriptive captures (non-algebraic), 12...BxBc1 and later ones name the "
                "captured piece (variant); python-chess rejects BxQ. The first entry nothing fits is 17. Ka1"}},
    };
    for (const auto& set : sets) {
        const QString dir = QStringLiteral(SCORECHECK_TEST_DATA "/scoresheets/");
        const QHash<QString, int> legality = readLegality(dir + set.csv);
        for (const SheetCheck& sheet : readSheets(dir + set.pgn)) {
            const QString name = set.prefix + sheet.id;
            QVERIFY2(legality.contains(sheet.id), qPrintable(name));
            const bool differs = differences.contains(name);
            const int ply = differs ? differences[name].first : legality[sheet.id];
            const QString row = differs ? name + " (" + differences[name].second + ")" : name;
            QTest::newRow(qPrintable(row)) << sheet.entries << set.language << ply;
        }
    }
}

void TestScoresheets::firstProblem()
{
    QFETCH(QStringList, entries);
    QFETCH(Language, language);
    QFETCH(int, expectedPly);
    chess::Position p = chess::Position::startPosition();
    int firstProblem = 0;
    for (int i = 0; i < entries.size(); ++i) {
        // Every entry is judged; after the first problem the position no longer follows the sheet,
        // but reading and judging must still give a verdict and never fail.
        const notation::Resolution r = notation::resolveText(entries[i], language, p);
        QVERIFY(r.verdict != notation::Verdict::Unchecked);
        QVERIFY(r.isResolved() == !r.move.isNone());
        if (firstProblem == 0 && !r.isResolved())
            firstProblem = i + 1;
        if (firstProblem == 0)
            p.doMove(r.move);
    }
    QCOMPARE(firstProblem, expectedPly);
}

void TestScoresheets::firstProblemOfTheWholeSheet_data() { firstProblem_data(); }

// The same sheets as text, as a user would paste them ("1. d4 d5 2. Bf4 ..." with a dash in an empty
// box), through the sheet parser and the replay with the language found by replaying: the replay stops
// at the same entry.
void TestScoresheets::firstProblemOfTheWholeSheet()
{
    QFETCH(QStringList, entries);
    QFETCH(int, expectedPly);
    QString text;
    for (int i = 0; i < entries.size(); ++i) {
        if (i % 2 == 0)
            text += QString::number(i / 2 + 1) + QStringLiteral(". ");
        text += (entries[i].isEmpty() ? QStringLiteral("-") : entries[i]) + QLatin1Char(i % 2 ? '\n' : ' ');
    }
    const sheet::Record r = sheet::checkSheet(text, chess::Position::startPosition(), {});
    int firstProblem = 0;
    for (const sheet::EntryRecord& e : r.entries)
        if (!e.resolution.isResolved() && firstProblem == 0)
            firstProblem = int(&e - r.entries.data()) + 1;
    QCOMPARE(firstProblem, expectedPly);
    QCOMPARE(r.entries.size(), entries.size());
}

QTEST_GUILESS_MAIN(TestScoresheets)
#include "tst_scoresheets.moc"
