// SPDX-License-Identifier: GPL-3.0-or-later
// The resolver: what a written entry means in a position, with its verdict and findings.
// Rows are the examples of docs/specification.md and the seed documents, worked out on the board.

#include "fenerror.h"

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/resolver.h"

#include <QTest>

namespace {

const char* const Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
// After 1. e4 f5 2. e5 d5: exd6 e.p. is possible.
const char* const EnPassant = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
const char* const Promotion = "8/3P2k1/8/8/8/8/6K1/8 w - - 0 1";
const char* const Castling = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
// Scholar's mate in one: Qxf7#.
const char* const MateInOne = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
// A knight on e4 in front of a rook: Nf6 is a double check, Nc5 a discovered check.
const char* const DoubleCheck = "4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1";
// The Hebrew seed's position: five white queens can take on e1, three rooks can go to a3.
const char* const Seed = "4r2r/2k5/8/8/R3Q2Q/1R6/R2Q4/3QnQK1 w - - 0 1";
// Knights on b1 and f3 can both go to d2 (docs/specification.md's example of an ambiguous entry).
const char* const TwoKnights = "rnbqkbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1";
// The knight on d2 is pinned by the bishop on b4 to the king on e1: Nf3 can only be the g1 knight.
const char* const PinnedKnight = "rnbqk1nr/pppp1ppp/8/4p3/1b6/3P4/PPPN1PPP/R1BQKBNR w KQkq - 0 1";

// "verdict uci [finding ...]" or "verdict candidate candidate ..." for ambiguous entries.
QString summary(const notation::Resolution& r, const chess::Position& p)
{
    QString s = QString::fromLatin1(notation::verdictCode(r.verdict));
    if (!r.move.isNone())
        s += ' ' + QString::fromStdString(chess::toUci(p, r.move));
    QStringList candidates;
    for (int i = 0; i < r.candidateCount && i < notation::Resolution::MaxCandidates; ++i)
        candidates << QString::fromStdString(chess::toUci(p, r.candidates[i]));
    candidates.sort();
    if (!candidates.isEmpty())
        s += ' ' + candidates.join(' ');
    r.findings.forEach([&](notation::Finding f) { s += ' ' + QString::fromLatin1(notation::findingCode(f)); });
    return s;
}

}  // namespace

class TestResolver : public QObject {
    Q_OBJECT

private slots:
    void resolves_data();
    void resolves();
};

void TestResolver::resolves_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");

    auto row = [](const char* name, const char* fen, const char* lang, const QString& text, const char* expected) {
        QTest::newRow(name) << QString::fromLatin1(fen) << QString::fromLatin1(lang) << text
                            << QString::fromUtf8(expected);
    };
    // docs/specification.md section 1, German sheet.
    row("knight move in FIDE form", Start, "de", "Sf3", "ok g1f3");
    row("long form without hyphen is FIDE form (C.8)", Start, "de", "Sg1f3", "ok g1f3");
    row("long form with hyphen is a variant", Start, "de", "Sg1-f3", "variant g1f3 hyphenated-long-form");
    row("pawn long form without hyphen", Start, "de", "e2e4", "ok e2e4");
    row("pawn move with its rank written first", Start, "en", "2e4", "variant e2e4 disambiguation-superfluous");
    row("pawn move with its file written first", Start, "en", "ee4", "variant e2e4 disambiguation-superfluous");
    row("knight move with its rank written first", Start, "en", "N1f3", "variant g1f3 disambiguation-superfluous");
    row("over-disambiguation with one knight", Start, "de", "Sgf3", "variant g1f3 disambiguation-superfluous");
    row("capture mark on an empty square", Start, "de", "Sxf3", "variant g1f3 capture-mark-on-non-capture");
    row("check mark without check", Start, "de", "Sf3+", "variant g1f3 check-mark-wrong");
    row("bishop boxed in", Start, "de", "Lc4", "illegal");
    row("pawn letter written", Start, "de", "Be4", "variant e2e4 pawn-letter-written");
    row("question mark inside", Start, "de", "S?f3", "unreadable");
    row("rank nine", Start, "de", "Sf9", "unreadable");
    row("the seed's misprint 1. e2", Start, "de", "e2", "illegal");
    row("figurine knight", Start, "de", "♘f3", "variant g1f3 figurine-used");
    row("coordinate knight move", Start, "en", "g1f3", "variant g1f3 piece-move-without-letter");
    row("knights on b1 and f3 both reach d2", TwoKnights, "de", "Sd2", "ambiguous b1d2 f3d2");
    row("file tells the knights apart", TwoKnights, "de", "Sbd2", "ok b1d2");
    row("rank where the file would do", TwoKnights, "de", "S1d2",
        "variant b1d2 disambiguation-rank-used-where-file-suffices");
    row("a pinned knight does not count for ambiguity", PinnedKnight, "en", "Nf3", "ok g1f3");
    row("naming the pinned knight's twin is superfluous", PinnedKnight, "en", "Ngf3",
        "variant g1f3 disambiguation-superfluous");
    row("the pinned knight cannot go", PinnedKnight, "en", "Ndf3", "illegal");

    // En passant and pawn captures.
    row("en passant with its mark", EnPassant, "de", "exd6 e.p.", "ok e5d6");
    row("en passant without the mark", EnPassant, "de", "exd6", "ok e5d6 ep-mark-missing");
    row("pawn capture by files", EnPassant, "de", "ed",
        "variant e5d6 capture-mark-missing ep-mark-missing pawn-capture-by-files");
    row("pawn capture by files with x", EnPassant, "en", "exd", "variant e5d6 ep-mark-missing pawn-capture-by-files");
    row("pawn capture with colon", EnPassant, "de", "e:d6 e.p.", "variant e5d6 colon-capture");
    row("en-passant mark on a push", Start, "de", "e4 e.p.", "variant e2e4 ep-mark-wrong");
    row("capture of a pawn that did not just step twice", EnPassant, "de", "exf6", "illegal");

    // Promotion.
    row("FIDE promotion", Promotion, "de", "d8D", "ok d7d8q");
    row("PGN promotion", Promotion, "de", "d8=D", "variant d7d8q promotion-with-equals");
    row("promotion in brackets", Promotion, "de", "d8(D)", "variant d7d8q promotion-in-brackets");
    row("under-promotion to a knight", Promotion, "de", "d8S", "ok d7d8n");
    row("promotion piece missing is read as a queen", Promotion, "de", "d8", "variant d7d8q promotion-piece-missing");
    row("UCI promotion", Promotion, "en", "d7d8q", "variant d7d8q promotion-letter-lower-case");
    row("promotion letter on a move that does not promote", Start, "en", "e4Q", "illegal");

    // Castling.
    row("castling with zeros", Castling, "de", "0-0", "ok e1g1");
    row("castling long with zeros", Castling, "de", "0-0-0", "ok e1c1");
    row("castling with the letter O", Castling, "en", "O-O", "variant e1g1 castling-with-letter-o");
    row("castling as the king's move", Castling, "en", "e1g1", "variant e1g1 castling-written-as-king-move");
    row("the king cannot jump to g1", Castling, "en", "Kg1", "illegal");
    row("a king's two-file step off its own rank is no castling", Castling, "en", "e1g2", "illegal");
    row("castling that gives check without the mark", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "de", "0-0",
        "ok e1g1 check-mark-missing");
    row("castling that gives check with the mark", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "de", "0-0+", "ok e1g1");
    row("castling in check", "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "de", "0-0", "illegal");

    // Check and mate marks.
    row("mate marked", MateInOne, "en", "Qxf7#", "ok h5f7");
    row("mate marked with ++ (FIDE's sign)", MateInOne, "en", "Qxf7++", "ok h5f7");
    row("mate marked only as check", MateInOne, "en", "Qxf7+", "ok h5f7 mate-not-marked");
    row("mate not marked", MateInOne, "en", "Qxf7", "ok h5f7 mate-not-marked");
    row("mate without capture mark", MateInOne, "en", "Qf7#", "ok h5f7 capture-mark-missing");
    row("captured piece named before the square", MateInOne, "en", "QxPf7#", "variant h5f7 captured-piece-named");
    row("captured piece named wrongly", MateInOne, "en", "QxNf7#", "illegal");
    row("mate sign on a plain check", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "en", "Rh8#", "variant h1h8 check-mark-wrong");
    row("++ for a double check", DoubleCheck, "en", "Nf6++", "ok e4f6");
    row("dbl ch for a double check", DoubleCheck, "en", "Nf6 dbl ch", "ok e4f6");
    row("+ for a double check", DoubleCheck, "en", "Nf6+", "ok e4f6");
    row("++ for a single discovered check", DoubleCheck, "en", "Nc5++", "variant e4c5 check-mark-wrong");
    row("dbl.ch glued to the move for a double check", DoubleCheck, "en", "Nf6dbl.ch", "ok e4f6");
    row("dbl. ch. with points and a space for a double check", DoubleCheck, "en", "Nf6 dbl. ch.", "ok e4f6");
    row("dis.ch glued to the move for a discovered check", DoubleCheck, "en", "Nc5dis.ch", "ok e4c5");
    row("dis. ch. with points and a space for a discovered check", DoubleCheck, "en", "Nc5 dis. ch.", "ok e4c5");
    row("ch. with a point", DoubleCheck, "en", "Nc5ch.", "ok e4c5");
    // The pawn on d6 stands between the rook on a6 and the king on h6.
    row("descriptive discovered check written dis.ch", "8/8/R2P3k/8/8/8/8/4K3 w - - 0 1", "en", "P-Q7dis.ch",
        "non-algebraic d6d7");
    row("discovered check without mark", DoubleCheck, "en", "Nc5", "ok e4c5 check-mark-missing");

    // The Hebrew seed's position, worked out on the board (the seed's text describes another diagram).
    row("seed: Qexe1 names the only queen on the e-file", Seed, "en", "Qexe1", "ok e4e1");
    row("seed: Qh4e1 is the long form", Seed, "en", "Qh4e1", "ok h4e1 capture-mark-missing");
    row("seed: Qh4xe1 is the long form with capture", Seed, "en", "Qh4xe1", "ok h4e1");
    row("seed: Qhxe1 is enough for the h4 queen", Seed, "en", "Qhxe1", "ok h4e1");
    row("seed: Q2xe1 for the d2 queen (files d are shared)", Seed, "en", "Q2xe1", "ok d2e1");
    row("seed: Qd1xe1 needs file and rank", Seed, "en", "Qd1xe1", "ok d1e1");
    row("seed: Qfxe1", Seed, "en", "Qfxe1", "ok f1e1");
    row("seed: Qxe1 fits five queens", Seed, "en", "Qxe1", "ambiguous d1e1 d2e1 e4e1 f1e1 h4e1");
    row("seed: Qdxe1 fits two queens", Seed, "en", "Qdxe1", "ambiguous d1e1 d2e1");
    row("seed: Q1xe1 fits two queens", Seed, "en", "Q1xe1", "ambiguous d1e1 f1e1");
    row("seed: Q4xe1 fits two queens", Seed, "en", "Q4xe1", "ambiguous e4e1 h4e1");
    row("seed: Rba3", Seed, "en", "Rba3", "ok b3a3");
    row("seed: R3a3 uses the rank where the file would do", Seed, "en", "R3a3",
        "variant b3a3 disambiguation-rank-used-where-file-suffices");
    row("seed: R4a3 (files a are shared)", Seed, "en", "R4a3", "ok a4a3");
    row("seed: R2a3", Seed, "en", "R2a3", "ok a2a3");
    row("seed: Raa3 fits two rooks", Seed, "en", "Raa3", "ambiguous a2a3 a4a3");
    row("seed: R1a3 names no rook", Seed, "en", "R1a3", "illegal");
    row("seed: Rdf8 is no white move", Seed, "en", "Rdf8", "illegal");
    row("seed: Rf8 with Black to move fits both rooks", "4r2r/2k5/8/8/R3Q2Q/1R6/R2Q4/3QnQK1 b - - 0 1", "en", "Rf8",
        "ambiguous e8f8 h8f8");

    // Systems FIDE does not accept as evidence (docs/specification.md section 5).
    const char* const AfterE4E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    row("descriptive pawn move", Start, "en", "P-K4", "non-algebraic e2e4");
    row("descriptive knight move", Start, "en", "N-KB3", "non-algebraic g1f3");
    row("descriptive without the wing when unique", Start, "en", "N-B3", "ambiguous b1c3 g1f3");
    row("descriptive king's knight", Start, "en", "KN-B3", "non-algebraic g1f3");
    row("descriptive old knight letter", Start, "en", "Kt-KB3", "non-algebraic g1f3");
    row("descriptive for Black counts ranks from Black's side",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "en", "P-K4", "non-algebraic e7e5");
    row("descriptive capture naming the piece", "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1", "en",
        "NxP", "non-algebraic f3e5");
    row("descriptive with German letters", Start, "de", "S-KL3", "non-algebraic g1f3");
    row("descriptive German pawn", Start, "de", "B-K4", "non-algebraic e2e4");
    row("descriptive promotion to a knight", Promotion, "en", "P-Q8(N)", "non-algebraic d7d8n");
    row("descriptive promotion to a queen", Promotion, "en", "P-Q8=Q", "non-algebraic d7d8q");
    row("descriptive with check", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "en", "R-R8ch", "non-algebraic h1h8");
    row("descriptive rook by its origin rank", "4k3/8/8/8/8/8/R7/R3K3 w - - 0 1", "en", "R(1)-QN1",
        "non-algebraic a1b1");
    row("descriptive square that does not fit", AfterE4E5, "en", "P-K4", "illegal");
    // A pawn on a7 can take the rook on b8 and promote; the king on e8 stands on the back rank.
    const char* const PawnTakesRook = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    row("descriptive capture that promotes in parentheses, with check", PawnTakesRook, "en", "PxR(Q)ch",
        "non-algebraic a7b8q");
    row("descriptive capture that promotes in parentheses", PawnTakesRook, "en", "PxR(Q)",
        "non-algebraic a7b8q check-mark-missing");
    row("descriptive capture that promotes with =", PawnTakesRook, "en", "PxR=Q",
        "non-algebraic a7b8q check-mark-missing");
    row("descriptive capture that promotes after a slash", PawnTakesRook, "en", "PxR/N", "non-algebraic a7b8n");
    row("descriptive capture that promotes names the wrong piece taken", PawnTakesRook, "en", "PxN(Q)", "illegal");
    // Rooks on b1 and h6 both reach a knight's sixth (b6, g6; the pawn on f6 keeps h6 from b6); rooks on g1
    // and b6 both reach g6.
    const char* const RooksToKnightSix = "4k3/8/5p1R/8/8/8/8/1R2K3 w - - 0 1";
    const char* const RooksToKingKnightSix = "4k3/8/1R6/8/8/8/8/4K1R1 w - - 0 1";
    row("descriptive rook to the knight's sixth fits two rooks", RooksToKnightSix, "en", "R-Kt6",
        "ambiguous b1b6 h6g6");
    row("descriptive origin as the file in parentheses, old knight letter", RooksToKnightSix, "en", "R(Kt)-Kt6",
        "non-algebraic b1b6");
    row("descriptive origin as the file in parentheses", RooksToKnightSix, "en", "R(N)-N6", "non-algebraic b1b6");
    row("descriptive origin as the rook's file in parentheses", RooksToKnightSix, "en", "R(KR)-N6",
        "non-algebraic h6g6");
    row("descriptive origin as the king's knight file in parentheses", RooksToKingKnightSix, "en", "R(KKt)-KKt6",
        "non-algebraic g1g6");
    row("descriptive origin file in parentheses that names no rook", RooksToKingKnightSix, "en", "R(QB)-KKt6",
        "illegal");
    row("ICCF numeric pawn", Start, "en", "5254", "non-algebraic e2e4");
    row("ICCF numeric knight", Start, "en", "7163", "non-algebraic g1f3");
    row("ICCF castling as the king's move", Castling, "en", "5171", "non-algebraic e1g1");
    row("ICCF promotion to a knight", Promotion, "en", "47484", "non-algebraic d7d8n");
    row("ICCF illegal", Start, "en", "5255", "illegal");
    row("Smith capture names the captured pawn", "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1", "en",
        "f3e5p", "non-algebraic f3e5");
    row("Smith captured piece that is not there", "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1",
        "en", "f3e5n", "illegal");
    row("Smith bishop takes knight is no promotion", "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1",
        "en", "b5c6n", "non-algebraic b5c6");
    row("Smith en passant", EnPassant, "en", "e5d6E", "non-algebraic e5d6");
    row("Smith kingside castling with lower-case c", Castling, "en", "e1g1c", "non-algebraic e1g1");
    row("Smith queenside castling with capital C", Castling, "en", "e1c1C", "non-algebraic e1c1");
    row("Smith queenside castling for Black with capital C", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "en", "e8c8C",
        "non-algebraic e8c8");
    row("Smith queenside castling on a French sheet, where C is a knight", Castling, "fr", "e1c1C",
        "non-algebraic e1c1");
    row("Smith lower-case c marks kingside castling, not the king's move to c1", Castling, "en", "e1c1c", "illegal");
    row("Smith lower-case c on a French sheet is no knight promotion", Castling, "fr", "e1c1c", "illegal");
    row("Smith capital C marks queenside castling, not the king's move to g1", Castling, "en", "e1g1C", "illegal");
    row("Smith castling mark on a knight move", Start, "en", "g1f3c", "illegal");
    row("Smith king's step without the castling mark", Castling, "en", "e1f1c", "illegal");

    // Other languages.
    row("Estonian queen (L) captures", "rnbqkbnr/ppp1pppp/8/3p4/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 2", "et", "Lxd2+",
        "illegal");
    row("Estonian queen goes to d6", "rnbqkbnr/ppp1pppp/8/3p4/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 2", "et", "Ld6",
        "ok d8d6");
    row("French knight", Start, "fr", "Cf3", "ok g1f3");
    row("Hebrew knight with a hyphen", Start, "he", "פ-ו3", "variant g1f3 hyphen-after-piece");
    row("Hebrew pawn", Start, "he", "ה4", "ok e2e4");
    row("Hebrew: king to e3 (מ then file ה)", "4k3/8/8/8/8/8/3K4/8 w - - 0 1", "he", "מה3", "ok d2e3");
    row("Hebrew: מהה2 reads as the queen to e2 and as the king from the e-file", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "he",
        "מהה2", "ambiguous d1e2 e1e2");
    row("Hebrew: the hyphen tells the queen apart", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "he", "מה-ה2+",
        "variant d1e2 hyphen-after-piece");
    row("Hebrew: the hyphen tells the king apart", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "he", "מ-ה2",
        "variant e1e2 hyphen-after-piece");
    row("Hebrew: only one reading is legal", "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", "he", "מהה2",
        "variant e1e2 disambiguation-superfluous");
}

void TestResolver::resolves()
{
    QFETCH(QString, fen);
    QFETCH(QString, language);
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const chess::FenResult read = chess::parseFen(fen.toStdString());
    QVERIFY2(read.position, fenError(read));
    const notation::LanguageInfo* lang = notation::languageByCode(language);
    QVERIFY(lang);
    QCOMPARE(summary(notation::resolveText(text, lang->language, *read.position), *read.position), expected);
}

QTEST_GUILESS_MAIN(TestResolver)
#include "tst_resolver.moc"
