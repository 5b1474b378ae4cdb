// SPDX-License-Identifier: GPL-3.0-or-later
// The letter sets added in issue 24 (docs/notation-languages.md), each read on a board: every piece,
// captures with x and with a colon, promotion, castling, check and mate marks, disambiguation; the
// letters that mean different pieces in different languages, in positions where both readings are legal;
// Cyrillic letters typed with their Latin look-alikes.

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/resolver.h"

#include <QTest>

using notation::Language;

Q_DECLARE_METATYPE(notation::Language)

namespace {

// Every white piece has a move of its own; Rh6 and Qg4 give check (the black king is on g6).
const char* const Pieces = "2n5/1P6/6k1/3p4/4P3/8/8/1NBQK2R w K - 0 1";
// Ra8 mates the king boxed in by its own pawns.
const char* const BackRank = "7k/6pp/8/8/8/8/8/R5K1 w - - 0 1";
// The knights on b1 and f1 can both go to d2.
const char* const TwoKnights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";

// The piece letters as the language's own texts give them (docs/notation-languages.md), typed here
// and not taken from the program's table, so that a wrong letter there fails.
struct Letters {
    Language language;
    const char16_t* king;
    const char16_t* queen;
    const char16_t* rook;
    const char16_t* bishop;
    const char16_t* knight;
};
const Letters Sets[] = {
    {Language::Russian, u"Кр", u"Ф", u"Л", u"С", u"К"},
    {Language::Ukrainian, u"Кр", u"Ф", u"Т", u"С", u"К"},
    {Language::Bulgarian, u"Ц", u"Д", u"Т", u"О", u"К"},
    {Language::SerbianCyrillic, u"К", u"Д", u"Т", u"Л", u"С"},
    {Language::Croatian, u"K", u"D", u"T", u"L", u"S"},
    {Language::Slovak, u"K", u"D", u"V", u"S", u"J"},
    {Language::Greek, u"Ρ", u"Β", u"Π", u"Α", u"Ι"},
    {Language::Turkish, u"Ş", u"V", u"K", u"F", u"A"},
    {Language::Lithuanian, u"K", u"V", u"B", u"R", u"Ž"},
    {Language::Vietnamese, u"V", u"H", u"X", u"T", u"M"},
    {Language::Indonesian, u"R", u"M", u"B", u"G", u"K"},
    {Language::Albanian, u"M", u"Msh", u"Ku", u"O", u"Ka"},
    {Language::Catalan, u"R", u"D", u"T", u"A", u"C"},
    {Language::Afrikaans, u"K", u"D", u"T", u"L", u"R"},
};

// "verdict uci" of the entry, or "verdict" alone when no single move fits.
QString judged(const QString& text, Language language, const char* fen)
{
    const chess::Position p = *chess::parseFen(fen).position;
    const notation::Resolution r = notation::resolveText(text, language, p);
    QString s = QString::fromLatin1(notation::verdictCode(r.verdict));
    if (!r.move.isNone())
        s += ' ' + QString::fromStdString(chess::toUci(p, r.move));
    return s;
}

}  // namespace

class TestNotationLetters : public QObject {
    Q_OBJECT

private slots:
    void everyLanguage_data();
    void everyLanguage();
    void collisions_data();
    void collisions();
    void greekFiles();
    void latinKeyboardCyrillic_data();
    void latinKeyboardCyrillic();
    void codesAndWrittenLetters();
};

void TestNotationLetters::everyLanguage_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("expected");

    for (const Letters& l : Sets) {
        const QString K = QString::fromUtf16(l.king), Q = QString::fromUtf16(l.queen), R = QString::fromUtf16(l.rook),
                      B = QString::fromUtf16(l.bishop), N = QString::fromUtf16(l.knight);
        const QByteArray code = notation::languageInfo(l.language).code;
        const auto row = [&](const char* what, const QString& text, const char* fen, const char* expected) {
            QTest::newRow(code + ' ' + what)
                << text << l.language << QString::fromLatin1(fen) << QString::fromLatin1(expected);
        };
        row("king", K + "e2", Pieces, "ok e1e2");
        row("queen", Q + "d3", Pieces, "ok d1d3");
        row("rook", R + "f1", Pieces, "ok h1f1");
        row("bishop", B + "b2", Pieces, "ok c1b2");
        row("knight", N + "c3", Pieces, "ok b1c3");
        row("piece takes with x", Q + "xd5", Pieces, "ok d1d5");
        row("piece takes with a colon", Q + ":d5", Pieces, "variant d1d5");
        row("pawn takes with x", "exd5", Pieces, "ok e4d5");
        row("pawn takes with a colon", "e:d5", Pieces, "variant e4d5");
        row("promotion to a queen", "b8" + Q, Pieces, "ok b7b8q");
        row("promotion to a rook", "b8" + R, Pieces, "ok b7b8r");
        row("promotion to a knight", "b8" + N, Pieces, "ok b7b8n");
        row("promotion with a capture", "bxc8" + B, Pieces, "ok b7c8b");
        row("castling", "0-0", Pieces, "ok e1g1");
        row("check", R + "h6+", Pieces, "ok h1h6");
        row("check not marked (optional, C.13)", Q + "g4", Pieces, "ok d1g4");
        row("mate", R + "a8#", BackRank, "ok a1a8");
        row("file tells two knights apart", N + "bd2", TwoKnights, "ok b1d2");
        row("the other knight", N + "fd2", TwoKnights, "ok f1d2");
        row("two knights can go", N + "d2", TwoKnights, "ambiguous");
    }
}

void TestNotationLetters::everyLanguage()
{
    QFETCH(QString, text);
    QFETCH(Language, language);
    QFETCH(QString, fen);
    QFETCH(QString, expected);
    QCOMPARE(judged(text, language, qPrintable(fen)), expected);
}

// One text, several languages, each reading a different legal move.
void TestNotationLetters::collisions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("expected");

    // The king on e1, a knight on b1 and a rook on d7 can all go to d2.
    const char* const kingKnightRook = "7k/3R4/8/8/8/8/8/1N2K3 w - - 0 1";
    QTest::newRow("K: English king") << "Kd2" << Language::English << kingKnightRook << "ok e1d2";
    QTest::newRow("K: Russian knight") << "Kd2" << Language::Russian << kingKnightRook << "ok b1d2";
    QTest::newRow("K: Turkish rook") << "Kd2" << Language::Turkish << kingKnightRook << "ok d7d2";
    // King, rook, bishop and knight can all go to e2.
    const char* const toE2 = "7k/4R3/8/8/8/8/8/4KBN1 w - - 0 1";
    QTest::newRow("R: English rook") << "Re2" << Language::English << toE2 << "ok e7e2";
    QTest::newRow("R: French king") << "Re2" << Language::French << toE2 << "ok e1e2";
    QTest::newRow("R: Estonian knight") << "Re2" << Language::Estonian << toE2 << "ok g1e2";
    QTest::newRow("R: Lithuanian bishop") << "Re2" << Language::Lithuanian << toE2 << "ok f1e2";
    QTest::newRow("R: Indonesian king") << "Re2" << Language::Indonesian << toE2 << "ok e1e2";
    // Bishop, queen and rook can all go to d3.
    const char* const toD3 = "7k/3R4/8/8/8/8/8/3QKB2 w - - 0 1";
    QTest::newRow("B: English bishop") << "Bd3" << Language::English << toD3 << "ok f1d3";
    QTest::newRow("B: Greek queen (Latin B)") << "Bd3" << Language::Greek << toD3 << "ok d1d3";
    QTest::newRow("B: Greek queen (Greek Β)") << "Βd3" << Language::Greek << toD3 << "ok d1d3";
    QTest::newRow("B: Hungarian rook") << "Bd3" << Language::Hungarian << toD3 << "ok d7d3";
    QTest::newRow("B: Lithuanian rook") << "Bd3" << Language::Lithuanian << toD3 << "ok d7d3";
    // A knight on a3 and a bishop on f1 can both go to c4.
    const char* const toC4 = "7k/8/8/8/8/N7/8/4KB2 w - - 0 1";
    QTest::newRow("C: French knight") << "Cc4" << Language::French << toC4 << "ok a3c4";
    QTest::newRow("C: Russian bishop (Cyrillic С)") << "Сc4" << Language::Russian << toC4 << "ok f1c4";
    QTest::newRow("C: Russian bishop (Latin C)") << "Cc4" << Language::Russian << toC4 << "ok f1c4";
    QTest::newRow("C: Serbian knight (Cyrillic С)") << "Сc4" << Language::SerbianCyrillic << toC4 << "ok a3c4";
    QTest::newRow("S: German knight") << "Sc4" << Language::German << toC4 << "ok a3c4";
    QTest::newRow("S: Czech bishop") << "Sc4" << Language::Czech << toC4 << "ok f1c4";
    QTest::newRow("S: Slovak bishop") << "Sc4" << Language::Slovak << toC4 << "ok f1c4";
    // A rook on c7 and a bishop on f1 can both go to c4.
    const char* const rookOrBishop = "7k/2R5/8/8/8/8/8/4KB2 w - - 0 1";
    QTest::newRow("Л: Russian rook") << "Лc4" << Language::Russian << rookOrBishop << "ok c7c4";
    QTest::newRow("Л: Serbian bishop") << "Лc4" << Language::SerbianCyrillic << rookOrBishop << "ok f1c4";
    QTest::newRow("Т: Ukrainian rook") << "Тc4" << Language::Ukrainian << rookOrBishop << "ok c7c4";
    QTest::newRow("Т: Bulgarian rook") << "Тc4" << Language::Bulgarian << rookOrBishop << "ok c7c4";
    QTest::newRow("T: Vietnamese bishop") << "Tc4" << Language::Vietnamese << rookOrBishop << "ok f1c4";
}

void TestNotationLetters::collisions()
{
    QFETCH(QString, text);
    QFETCH(Language, language);
    QFETCH(QString, fen);
    QFETCH(QString, expected);
    QCOMPARE(judged(text, language, qPrintable(fen)), expected);
}

// Greek teaching texts write the files α to θ.
void TestNotationLetters::greekFiles()
{
    QCOMPARE(judged(QStringLiteral("Ιγ3"), Language::Greek, Pieces), QStringLiteral("ok b1c3"));
    QCOMPARE(judged(QStringLiteral("ε:δ5"), Language::Greek, Pieces), QStringLiteral("variant e4d5"));
    QCOMPARE(judged(QStringLiteral("Ιβδ2"), Language::Greek, TwoKnights), QStringLiteral("ok b1d2"));
}

// A Cyrillic sheet typed on a Latin keyboard: the letters that look alike are typed Latin, and the other
// way round (Cyrillic е and с for the files e and c).
void TestNotationLetters::latinKeyboardCyrillic_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("Russian king Kp in Latin") << "Kpe2" << Language::Russian << "ok e1e2";
    QTest::newRow("Russian king, Cyrillic К and Latin p") << "Кpe2" << Language::Russian << "ok e1e2";
    QTest::newRow("Russian knight K in Latin") << "Kc3" << Language::Russian << "ok b1c3";
    QTest::newRow("Russian bishop C in Latin") << "Cb2" << Language::Russian << "ok c1b2";
    QTest::newRow("Cyrillic file letters е and с") << "Кре2" << Language::Russian << "ok e1e2";
    QTest::newRow("Cyrillic с as the file c") << "Кс3" << Language::Russian << "ok b1c3";
    QTest::newRow("Ukrainian rook T in Latin") << "Tf1" << Language::Ukrainian << "ok h1f1";
    QTest::newRow("Bulgarian bishop O in Latin") << "Ob2" << Language::Bulgarian << "ok c1b2";
}

void TestNotationLetters::latinKeyboardCyrillic()
{
    QFETCH(QString, text);
    QFETCH(Language, language);
    QFETCH(QString, expected);
    QCOMPARE(judged(text, language, Pieces), expected);
}

// Every language answers to its code, and writes the letters of its own script.
void TestNotationLetters::codesAndWrittenLetters()
{
    for (const Letters& l : Sets) {
        const notation::LanguageInfo& info = notation::languageInfo(l.language);
        QCOMPARE(notation::languageByCode(QString::fromLatin1(info.code)), &info);
        QCOMPARE(notation::pieceLetter(l.language, chess::PieceType::King), QStringView(l.king));
        QCOMPARE(notation::pieceLetter(l.language, chess::PieceType::Queen), QStringView(l.queen));
        QCOMPARE(notation::pieceLetter(l.language, chess::PieceType::Rook), QStringView(l.rook));
        QCOMPARE(notation::pieceLetter(l.language, chess::PieceType::Bishop), QStringView(l.bishop));
        QCOMPARE(notation::pieceLetter(l.language, chess::PieceType::Knight), QStringView(l.knight));
    }
}

QTEST_GUILESS_MAIN(TestNotationLetters)
#include "tst_notationletters.moc"
