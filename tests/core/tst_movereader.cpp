// SPDX-License-Identifier: GPL-3.0-or-later
// The move reader: what was written, per language, with no board involved.

#include "notation/movereader_p.h"

#include <QTest>

#include <random>

using notation::CaptureMark;
using notation::CheckMark;
using notation::Language;
using notation::PromotionStyle;
using notation::WrittenForm;

Q_DECLARE_METATYPE(notation::Language)

namespace {

// A compact description of a reading, so that each table row states the whole result in one string:
// form, piece (P for none), origin, separator, target, promotion, marks.
QString describe(const notation::WrittenMove& m)
{
    if (m.form == WrittenForm::Unreadable)
        return QStringLiteral("unreadable");
    // The other systems' meaning depends on the side to move; tst_resolver checks it on the board.
    if (m.form == WrittenForm::Descriptive)
        return QStringLiteral("descriptive");
    if (m.form == WrittenForm::IccfNumeric)
        return QStringLiteral("ICCF numeric");
    if (m.form == WrittenForm::Smith)
        return QStringLiteral("Smith");
    QString s;
    if (m.form == WrittenForm::Castling) {
        s = m.castlingSide == chess::CastlingSide::King ? QStringLiteral("castle short")
                                                        : QStringLiteral("castle long");
        s += m.castlingWithLetterO ? QStringLiteral(" O") : QStringLiteral(" 0");
    } else {
        s = QString(" PNBRQK"[chess::index(m.piece == chess::PieceType::None ? chess::PieceType::Pawn : m.piece)]);
        if (m.pawnLetterWritten)
            s += QStringLiteral("(letter)");
        if (m.figurine)
            s += QStringLiteral("(figurine)");
        s += ' ';
        if (m.fromFile >= 0)
            s += QChar('a' + m.fromFile);
        if (m.fromRank >= 0)
            s += QChar('1' + m.fromRank);
        s += m.hyphen ? QStringLiteral("-") : m.hyphenAfterPiece ? QStringLiteral("~") : QString();
        s += m.capture == CaptureMark::Cross  ? QStringLiteral("x")
            : m.capture == CaptureMark::Colon ? QStringLiteral(":")
                                              : QString();
        s += QChar('a' + m.toFile);
        if (m.toRank >= 0)
            s += QChar('1' + m.toRank);
        if (m.capture == CaptureMark::TrailingColon)
            s += QStringLiteral(" trailing-colon");
        if (m.promotion != chess::PieceType::None) {
            static const char* styles[] = {"", "plain", "equals", "parentheses", "slash"};
            s += QStringLiteral(" promote %1 %2")
                     .arg(QChar(" PNBRQK"[chess::index(m.promotion)]))
                     .arg(styles[int(m.promotionStyle)]);
            if (m.promotionLowerCase)
                s += QStringLiteral(" lower");
        }
    }
    if (m.enPassantMark)
        s += QStringLiteral(" ep");
    static const char* checks[] = {"", " check", " double-check", " double-plus", " mate"};
    s += checks[int(m.check)];
    if (m.drawOffer)
        s += QStringLiteral(" draw-offer");
    if (m.annotationStart >= 0)
        s += QStringLiteral(" annotation@%1+%2").arg(m.annotationStart).arg(m.annotationLength);
    return s;
}

}  // namespace

class TestMoveReader : public QObject {
    Q_OBJECT

private slots:
    void reads_data();
    void reads();
    void longTextIsUnreadableNotACrash();
    void everyLanguageReadsItsOwnLetters();
    void shortcutReadsAsTheFullReaders();
};

void TestMoveReader::reads_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("reading");

    const Language en = Language::English, de = Language::German, et = Language::Estonian, fr = Language::French,
                   he = Language::Hebrew, nl = Language::Dutch, hu = Language::Hungarian;
    QTest::newRow("pawn move") << "e4" << en << "P e4";
    QTest::newRow("English knight move") << "Nf3" << en << "N f3";
    QTest::newRow("German knight move (Springer)") << "Sf3" << de << "N f3";
    QTest::newRow("French knight move (Cavalier)") << "Cf3" << fr << "N f3";
    QTest::newRow("Estonian knight move (Ratsu)") << "Rf3" << et << "N f3";
    QTest::newRow("Estonian queen (Lipp) takes") << "Lxd4" << et << "Q xd4";
    QTest::newRow("French king (Roi)") << "Re2" << fr << "K e2";
    QTest::newRow("Hungarian rook (Bástya)") << "Bd1" << hu << "R d1";
    QTest::newRow("Dutch knight (Paard)") << "Pf3" << nl << "N f3";
    QTest::newRow("old English knight Kt") << "Ktf3" << en << "N f3";
    QTest::newRow("German pawn letter B is a pawn") << "Be4" << de << "P(letter) e4";
    QTest::newRow("English B is a bishop") << "Be4" << en << "B e4";
    QTest::newRow("file disambiguation") << "Sgf3" << de << "N gf3";
    QTest::newRow("rank disambiguation") << "R1a3" << en << "R 1a3";
    QTest::newRow("file and rank disambiguation") << "Qh4e1" << en << "Q h4e1";
    QTest::newRow("long form with hyphen") << "Sg1-f3" << de << "N g1-f3";
    QTest::newRow("long form capture") << "Sf3xe5" << de << "N f3xe5";
    QTest::newRow("pawn long form") << "e2-e4" << en << "P e2-e4";
    QTest::newRow("coordinate form") << "e2e4" << en << "P e2e4";
    QTest::newRow("pawn capture") << "exd5" << en << "P exd5";
    QTest::newRow("pawn capture with colon") << "e:d5" << de << "P e:d5";
    QTest::newRow("capture colon at the end") << "Lb5:" << de << "B b5 trailing-colon";
    QTest::newRow("pawn capture by files") << "ed" << de << "P ed";
    QTest::newRow("pawn capture by files with x") << "exd" << en << "P exd";
    QTest::newRow("pawn capture without the x") << "ed5" << de << "P ed5";
    QTest::newRow("capture with the multiplication sign") << "Nf3×e5" << en << "N f3xe5";
    QTest::newRow("capture with Cyrillic ha") << "Nхe5" << en << "N xe5";
    QTest::newRow("full-width letters") << "Ｎｆ３" << en << "N f3";
    QTest::newRow("en passant suffix") << "exd6 e.p." << de << "P exd6 ep";
    QTest::newRow("en passant suffix ep") << "exd6ep" << en << "P exd6 ep";
    QTest::newRow("FIDE promotion") << "d8D" << de << "P d8 promote Q plain";
    QTest::newRow("PGN promotion") << "e8=Q" << en << "P e8 promote Q equals";
    QTest::newRow("promotion in parentheses") << "e8(Q)" << en << "P e8 promote Q parentheses";
    QTest::newRow("promotion with a slash") << "e8/Q" << en << "P e8 promote Q slash";
    QTest::newRow("UCI promotion in lower case") << "e7e8q" << en << "P e7e8 promote Q plain lower";
    QTest::newRow("UCI promotion on a German sheet") << "e7e8n" << de << "P e7e8 promote N plain lower";
    QTest::newRow("promotion to a knight is no novelty mark") << "e8N" << en << "P e8 promote N plain";
    QTest::newRow("capture and promote to a German knight") << "dxe8S+" << de << "P dxe8 promote N plain check";
    QTest::newRow("castling short with zeros") << "0-0" << de << "castle short 0";
    QTest::newRow("castling long with letters") << "O-O-O" << en << "castle long O";
    QTest::newRow("castling without dashes") << "OO" << en << "castle short O";
    QTest::newRow("castling with an en dash") << "0–0–0" << de << "castle long 0";
    QTest::newRow("castling with check") << "0-0+" << de << "castle short 0 check";
    QTest::newRow("check mark") << "Lb5+" << de << "B b5 check";
    QTest::newRow("check as ch") << "Nc6ch" << en << "N c6 check";
    QTest::newRow("check as dagger") << "Nc6†" << en << "N c6 check";
    QTest::newRow("double plus") << "Qh7++" << en << "Q h7 double-plus";
    QTest::newRow("mate hash") << "Qh7#" << en << "Q h7 mate";
    QTest::newRow("mate double dagger") << "Qh7‡" << en << "Q h7 mate";
    QTest::newRow("check then annotation") << "Se5-c6+!" << de << "N e5-c6 check annotation@7+1";
    QTest::newRow("blunder annotation") << "Se4-f6??" << de << "N e4-f6 annotation@6+2";
    QTest::newRow("evaluation after a move") << "e4 +/=" << en << "P e4 annotation@3+3";
    QTest::newRow("draw offer") << "a5 (=)" << et << "P a5 draw-offer";
    QTest::newRow("draw offer after a check") << "Qh5+ (=)" << en << "Q h5 check draw-offer";
    QTest::newRow("novelty mark set apart") << "Nf3 N" << en << "N f3 annotation@4+1";
    QTest::newRow("figurine knight") << "♘f3" << en << "N(figurine) f3";
    QTest::newRow("black figurine in any language") << "♛xd4" << et << "Q(figurine) xd4";
    QTest::newRow("Hebrew knight to c5") << "פ-ג5" << he << "N ~c5";
    QTest::newRow("Hebrew bishop to d3 with check") << "ר-ד3+" << he << "B ~d3 check";
    QTest::newRow("Hebrew pawn on c takes on d3") << "ג:ד3" << he << "P c:d3";
    QTest::newRow("Hebrew promotion to a queen") << "ח1=מה" << he << "P h1 promote Q equals";
    QTest::newRow("Hebrew king to e4") << "מה4" << he << "K e4";
    QTest::newRow("Hebrew queen to e4") << "מה-ה4" << he << "Q ~e4";
    QTest::newRow("Hebrew with direction marks") << "\u200Fפ-ג5\u200F" << he << "N ~c5";
    QTest::newRow("question mark in the middle") << "S?f3" << de << "unreadable";
    QTest::newRow("letters only") << "xyz" << en << "unreadable";
    QTest::newRow("rank nine") << "Sf9" << de << "unreadable";
    QTest::newRow("a lone file") << "d" << en << "unreadable";
    QTest::newRow("empty") << "" << en << "unreadable";
    QTest::newRow("only a draw offer") << "(=)" << en << "unreadable";
    QTest::newRow("descriptive pawn move") << "P-K4" << en << "descriptive";
    QTest::newRow("descriptive capture") << "NxP" << en << "descriptive";
    QTest::newRow("descriptive with German letters") << "S-KL3" << de << "descriptive";
    QTest::newRow("descriptive promotion") << "P-KB8(N)" << en << "descriptive";
    QTest::newRow("descriptive without a square") << "N-" << en << "unreadable";
    QTest::newRow("ICCF digits") << "5254" << en << "ICCF numeric";
    QTest::newRow("ICCF with a digit out of range") << "5294" << en << "unreadable";
    QTest::newRow("Smith capture") << "d1h5p" << en << "Smith";
    QTest::newRow("Smith kingside castling with lower-case c") << "e1g1c" << en << "Smith";
    QTest::newRow("Smith queenside castling with capital C") << "e1c1C" << en << "Smith";
    QTest::newRow("Smith queenside castling for Black") << "e8c8C" << en << "Smith";
    QTest::newRow("double check written dbl.ch") << "Nf6dbl.ch" << en << "N f6 double-check";
    QTest::newRow("double check written dbl. ch. apart") << "Nf6 dbl. ch." << en << "N f6 double-check";
    QTest::newRow("discovered check written dis.ch") << "Nc5dis.ch" << en << "N c5 check";
    QTest::newRow("discovered check written dis. ch. apart") << "Nc5 dis. ch." << en << "N c5 check";
    QTest::newRow("check written ch.") << "Nc5ch." << en << "N c5 check";
    QTest::newRow("descriptive discovered check written dis.ch") << "P-Q7dis.ch" << en << "descriptive";
    QTest::newRow("descriptive capture that promotes, with check") << "PxR(Q)ch" << en << "descriptive";
    QTest::newRow("descriptive capture that promotes with =") << "PxR=Q" << en << "descriptive";
    QTest::newRow("descriptive capture that promotes after a slash") << "PxR/Q" << en << "descriptive";
    QTest::newRow("descriptive origin as a file in parentheses") << "R(Kt)-Kt6" << en << "descriptive";
    QTest::newRow("descriptive origin as a wing's file in parentheses") << "R(KKt)-KKt6" << en << "descriptive";
    QTest::newRow("descriptive origin in parentheses with neither file nor rank") << "R()-Kt6" << en << "unreadable";
    QTest::newRow("pawn move with its rank written first") << "2e4" << en << "P 2e4";
}

void TestMoveReader::reads()
{
    QFETCH(QString, text);
    QFETCH(Language, language);
    QFETCH(QString, reading);
    QCOMPARE(describe(notation::readMove(text, language)), reading);
}

void TestMoveReader::longTextIsUnreadableNotACrash()
{
    QCOMPARE(describe(notation::readMove(QString(10000, u'e'), Language::English)), QStringLiteral("unreadable"));
    QCOMPARE(describe(notation::readMove(QString(100, u'\u200F') + "e4", Language::English)), QStringLiteral("P e4"));
}

void TestMoveReader::everyLanguageReadsItsOwnLetters()
{
    QCOMPARE(notation::allLanguages().size(), std::size_t(notation::LanguageCount));
    for (const notation::LanguageInfo& info : notation::allLanguages()) {
        QCOMPARE(notation::languageByCode(QString::fromLatin1(info.code)), &info);
        for (chess::PieceType piece : {chess::PieceType::Knight, chess::PieceType::Bishop, chess::PieceType::Rook,
                 chess::PieceType::Queen, chess::PieceType::King}) {
            const QString text = notation::pieceLetter(info.language, piece).toString() + "e4";
            const notation::WrittenMove m = notation::readMove(text, info.language);
            QVERIFY2(m.piece == piece, qPrintable(QStringLiteral("%1 in %2").arg(text, info.englishName)));
        }
    }
    QCOMPARE(notation::languageByCode(u"xx"), nullptr);
}

// The shortcut for plain entries must read exactly what the full readers read, in every language. The
// tokens are drawn (fixed seed) from pieces of every shape it might meet, valid or not: any capital,
// origins, separators, targets just off the board, promotions to any capital, marks.
void TestMoveReader::shortcutReadsAsTheFullReaders()
{
    std::mt19937 random(20261122);
    // Every optional part is left out half of the time.
    const auto pick = [&random](const QStringList& from) {
        const qsizetype at = std::uniform_int_distribution<qsizetype>(-from.size(), from.size() - 1)(random);
        return at < 0 ? from.first() : from[at];
    };
    QStringList capitals{QString()}, origins{QString()}, targets{QStringLiteral("e4")}, promotions{QString()};
    for (char c = 'A'; c <= 'Z'; ++c) {
        capitals << QString(QChar(c));
        promotions << QStringLiteral("=") + QChar(c);
    }
    promotions << QStringLiteral("=q") << QStringLiteral("Q");
    for (char f = 'a'; f <= 'i'; ++f) {
        origins << QString(QChar(f));
        for (char r = '0'; r <= '9'; ++r) {
            origins << QString(QChar(f)) + QChar(r);
            targets << QString(QChar(f)) + QChar(r);
        }
    }
    for (char r = '0'; r <= '9'; ++r)
        origins << QString(QChar(r));
    origins << QStringLiteral("x") << QStringLiteral("xN");
    const QStringList separators{QString(), QString(), QStringLiteral("x"), QStringLiteral("-"), QStringLiteral(":")};
    const QStringList marks{QString(), QString(), QStringLiteral("+"), QStringLiteral("#"), QStringLiteral("++"),
        QStringLiteral("!"), QStringLiteral(" ")};

    for (const notation::LanguageInfo& info : notation::allLanguages()) {
        int taken = 0;
        for (int i = 0; i < 20000; ++i) {
            const QString text
                = pick(capitals) + pick(origins) + pick(separators) + pick(targets) + pick(promotions) + pick(marks);
            notation::Readings full;
            const int count = notation::detail::readMoveReadingsInFull(text, info.language, full);
            notation::WrittenMove plain;
            if (!notation::detail::readPlainAlgebraic(text, info, plain))
                continue;
            ++taken;
            const QString where = QStringLiteral("%1 in %2").arg(text, info.englishName);
            QVERIFY2(count == 1, qPrintable(where));
            QVERIFY2(plain == full[0], qPrintable(where + ": " + describe(plain) + " vs " + describe(full[0])));
        }
        // A good share of the drawn tokens is of the plain shape (mostly those without a capital).
        QVERIFY2(taken > 1000, qPrintable(QStringLiteral("%1: %2").arg(info.englishName).arg(taken)));
    }
}

QTEST_GUILESS_MAIN(TestMoveReader)
#include "tst_movereader.moc"
