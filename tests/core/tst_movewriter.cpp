// SPDX-License-Identifier: GPL-3.0-or-later
// The writers: a legal move written in each notation and language, checked against the forms
// docs/specification.md and the FIDE appendix give.

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/movewriter.h"

#include <QTest>

using notation::Language;
using notation::Notation;
using notation::SanStyle;

Q_DECLARE_METATYPE(notation::Notation)
Q_DECLARE_METATYPE(notation::Language)
Q_DECLARE_METATYPE(notation::SanStyle)

namespace {
const char* const Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char* const Seed = "4r2r/2k5/8/8/R3Q2Q/1R6/R2Q4/3QnQK1 w - - 0 1";
const char* const Castling = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
const char* const Promotion = "5n2/4P1k1/8/8/8/8/6K1/8 w - - 0 1";
const char* const EnPassant = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
const char* const MateInOne = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
}  // namespace

class TestMoveWriter : public QObject {
    Q_OBJECT

private slots:
    void writes_data();
    void writes();
};

void TestMoveWriter::writes_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<Notation>("notation");
    QTest::addColumn<Language>("language");
    QTest::addColumn<SanStyle>("style");
    QTest::addColumn<QString>("text");

    auto row
        = [](const char* name, const char* fen, const char* uci, Notation n, Language l, SanStyle s, const char* text) {
              QTest::newRow(name) << QString::fromLatin1(fen) << QString::fromLatin1(uci) << n << l << s
                                  << QString::fromUtf8(text);
          };
    const auto San = Notation::San, Lan = Notation::LongAlgebraic, LanH = Notation::LongAlgebraicHyphen;
    const auto Fide = SanStyle::Fide, Pgn = SanStyle::Pgn;
    const auto en = Language::English, de = Language::German;
    row("knight in English", Start, "g1f3", San, en, Fide, "Nf3");
    row("knight in German", Start, "g1f3", San, de, Fide, "Sf3");
    row("knight in French", Start, "g1f3", San, Language::French, Fide, "Cf3");
    row("knight in Estonian", Start, "g1f3", San, Language::Estonian, Fide, "Rf3");
    row("knight in Hebrew", Start, "g1f3", San, Language::Hebrew, Fide, "פו3");
    row("pawn in Hebrew", Start, "e2e4", San, Language::Hebrew, Fide, "ה4");
    row("figurine knight", Start, "g1f3", Notation::Figurine, en, Fide, "♘f3");
    row("long algebraic knight (FIDE C.8)", Start, "g1f3", Lan, de, Fide, "Sg1f3");
    row("long algebraic with hyphen", Start, "g1f3", LanH, de, Fide, "Sg1-f3");
    row("long algebraic pawn", Start, "e2e4", Lan, en, Fide, "e2e4");
    row("UCI", Start, "g1f3", Notation::Uci, en, Fide, "g1f3");
    row("ICCF numeric pawn", Start, "e2e4", Notation::IccfNumeric, en, Fide, "5254");
    row("ICCF numeric knight", Start, "g1f3", Notation::IccfNumeric, en, Fide, "7163");
    row("ICCF castling as the king's move", Castling, "e1g1", Notation::IccfNumeric, en, Fide, "5171");
    row("ICCF promotion to a queen", Promotion, "e7e8q", Notation::IccfNumeric, en, Fide, "57581");
    row("ICCF promotion to a knight", Promotion, "e7e8n", Notation::IccfNumeric, en, Fide, "57584");
    row("castling short, FIDE zeros", Castling, "e1g1", San, de, Fide, "0-0");
    row("castling long, PGN letters", Castling, "e1c1", San, en, Pgn, "O-O-O");
    row("promotion, FIDE form", Promotion, "e7e8q", San, de, Fide, "e8D");
    row("promotion, PGN form", Promotion, "e7e8q", San, en, Pgn, "e8=Q");
    row("capture and under-promotion to a knight", Promotion, "e7f8n", San, de, Fide, "exf8S");
    row("capture and promotion to a queen with check", Promotion, "e7f8q", San, de, Fide, "exf8D+");
    row("en passant", EnPassant, "e5d6", San, de, Fide, "exd6");
    row("mate", MateInOne, "h5f7", San, en, Fide, "Qxf7#");
    row("long algebraic capture with mate", MateInOne, "h5f7", LanH, en, Fide, "Qh5xf7#");
    const auto Desc = Notation::Descriptive;
    row("descriptive pawn", Start, "e2e4", Desc, en, Fide, "P-K4");
    row("descriptive knight names the wing where B3 would fit two knights", Start, "g1f3", Desc, en, Fide, "N-KB3");
    row("descriptive with German letters", Start, "g1f3", Desc, de, Fide, "S-KL3");
    row("descriptive capture names the piece", "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1", "f3e5",
        Desc, en, Fide, "NxP");
    row("descriptive check from the seed's game", "rnbqkb1r/pppp1ppp/5n2/4N3/8/8/PPPPQPPP/RNB1KB1R w KQkq - 3 5",
        "e5c6", Desc, en, Fide, "N-B6ch");
    row("descriptive castling", Castling, "e1g1", Desc, en, Fide, "O-O");
    row("descriptive promotion with check", Promotion, "e7e8n", Desc, en, Fide, "P-K8(N)ch");
    row("descriptive mate: QxP would fit three pawns", MateInOne, "h5f7", Desc, en, Fide, "QxBP mate");
    // The seed position: five queens can take on e1, three rooks can go to a3 (worked out on the board).
    row("seed: the only queen on the e-file", Seed, "e4e1", San, en, Fide, "Qexe1");
    row("seed: the only queen on the h-file", Seed, "h4e1", San, en, Fide, "Qhxe1");
    row("seed: d2 queen, file shared, rank unique", Seed, "d2e1", San, en, Fide, "Q2xe1");
    row("seed: d1 queen needs file and rank", Seed, "d1e1", San, en, Fide, "Qd1xe1");
    row("seed: f1 queen", Seed, "f1e1", San, en, Fide, "Qfxe1");
    row("seed: b3 rook, file unique", Seed, "b3a3", San, en, Fide, "Rba3");
    row("seed: a4 rook, file shared", Seed, "a4a3", San, en, Fide, "R4a3");
    row("seed: a2 rook", Seed, "a2a3", San, en, Fide, "R2a3");
    row("a pinned knight needs no file", "rnbqk1nr/pppp1ppp/8/4p3/1b6/3P4/PPPN1PPP/R1BQKBNR w KQkq - 0 1", "g1f3", San,
        en, Fide, "Nf3");
    row("Hebrew king from the e-file gets a hyphen where it would read as the queen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1",
        "e1e2", Lan, Language::Hebrew, Fide, "מ-ה1ה2");
    row("Hebrew queen long form", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1e2", Lan, Language::Hebrew, Fide, "מהד1ה2+");
}

void TestMoveWriter::writes()
{
    QFETCH(QString, fen);
    QFETCH(QString, uci);
    QFETCH(Notation, notation);
    QFETCH(Language, language);
    QFETCH(SanStyle, style);
    QFETCH(QString, text);
    const chess::Position p = *chess::parseFen(fen.toStdString()).position;
    const chess::Move m = chess::parseUci(p, uci.toStdString());
    QVERIFY2(!m.isNone(), qPrintable(uci));
    QCOMPARE(notation::writeMove(p, m, {notation, language, style}), text);
}

QTEST_GUILESS_MAIN(TestMoveWriter)
#include "tst_movewriter.moc"
