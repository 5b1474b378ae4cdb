// SPDX-License-Identifier: GPL-3.0-or-later
#include "movereader_p.h"

#include "foldedtext.h"
#include "otherforms.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace notation {
namespace {

using chess::PieceType;
using namespace detail;

// Annotations, longest first so that "!!" is not read as two "!".
constexpr std::u16string_view Annotations[] = {u"=/∞", u"∞/=", u"+/=", u"=/+", u"+/-", u"-/+", u"!!", u"??", u"!?",
    u"?!", u"+-", u"-+", u"!", u"?", u"□", u"⌓", u"±", u"∓", u"⩲", u"⩱", u"∞", u"="};

enum class SuffixKind : std::uint8_t {
    Sign,  // written exactly as it stands: "+", "#"
    Word,  // an abbreviated word, in either case, with a point after any letter: "ch", "dis.ch.", "dbl. ch"
};
struct CheckSuffix {
    std::u16string_view text;
    CheckMark mark;
    SuffixKind kind;
};
constexpr CheckSuffix CheckSuffixes[] = {
    {u"dblch", CheckMark::DoubleCheck, SuffixKind::Word},
    {u"disch", CheckMark::Check, SuffixKind::Word},
    {u"mate", CheckMark::Mate, SuffixKind::Word},
    {u"ch", CheckMark::Check, SuffixKind::Word},
    {u"++", CheckMark::DoublePlus, SuffixKind::Sign},
    {u"+", CheckMark::Check, SuffixKind::Sign},
    {u"†", CheckMark::Check, SuffixKind::Sign},
    {u"#", CheckMark::Mate, SuffixKind::Sign},
    {u"‡", CheckMark::Mate, SuffixKind::Sign},
    {u"≠", CheckMark::Mate, SuffixKind::Sign},
    {u"X", CheckMark::Mate, SuffixKind::Sign},
};

// How many characters the abbreviated word takes at the end of the text, its points included
// ("dis.ch." is 7 for "disch"), or 0 when it does not end the text. Old sheets point every
// abbreviation: "dis. ch.", "dbl.ch".
int wordAtEnd(const Cursor& c, std::u16string_view word)
{
    int at = c.size();
    for (std::size_t k = word.size(); k-- > 0;) {
        if (at > 0 && c.at(at - 1) == u'.')
            --at;
        char16_t ch = at > 0 ? c.at(at - 1) : u'\0';
        if (ch >= u'A' && ch <= u'Z')
            ch = char16_t(ch + 32);
        if (ch != word[k])
            return 0;
        --at;
    }
    return c.size() - at;
}

// Vietnamese writes the rook X, which is also the old mate sign: "e8X" is a promotion there.
bool readsLetterX(const LanguageInfo& lang)
{
    return std::any_of(lang.readable.begin(), lang.readable.end(),
        [](const PieceLetter& l) { return l.text == std::u16string_view(u"X"); });
}

void readSuffixes(const Folded& f, QStringView text, Cursor& c, const LanguageInfo& lang, WrittenMove& m)
{
    // Most entries end in the target's rank, and no mark ends in a digit.
    if (c.size() > 0 && c.back() >= u'0' && c.back() <= u'9')
        return;
    if (c.endsWith(u"(=)")) {
        m.drawOffer = true;
        c.dropBack(3);
    }
    for (std::u16string_view a : Annotations) {
        if (c.size() > int(a.size()) && c.endsWith(a)) {
            const int first = c.end() - int(a.size());
            m.annotationStart = f.origin[first];
            m.annotationLength = std::int16_t(f.origin[c.end() - 1] + 1 - f.origin[first]);
            c.dropBack(int(a.size()));
            break;
        }
    }
    // "N" / "TN" (novelty) only when set apart by a space: "e8N" is a promotion.
    for (std::u16string_view a : {std::u16string_view(u"TN"), std::u16string_view(u"N")}) {
        const int first = c.end() - int(a.size());
        if (m.annotationStart < 0 && c.size() > int(a.size()) && c.endsWith(a) && f.origin[first] > 0
            && text[f.origin[first] - 1] == u' ') {
            m.annotationStart = f.origin[first];
            m.annotationLength = std::int16_t(a.size());
            c.dropBack(int(a.size()));
        }
    }
    for (const CheckSuffix& s : CheckSuffixes) {
        if (s.text == std::u16string_view(u"X") && readsLetterX(lang))
            continue;
        const int length = s.kind == SuffixKind::Word ? wordAtEnd(c, s.text)
            : c.endsWith(s.text)                      ? int(s.text.size())
                                                      : 0;
        if (length > 0 && c.size() > length) {
            m.check = s.mark;
            c.dropBack(length);
            break;
        }
    }
    for (std::u16string_view ep : {std::u16string_view(u"e.p."), std::u16string_view(u"e.p"),
             std::u16string_view(u"ep."), std::u16string_view(u"ep")}) {
        if (c.size() > int(ep.size()) && c.endsWith(ep, true)) {
            m.enPassantMark = true;
            c.dropBack(int(ep.size()));
            break;
        }
    }
}

bool readCastling(Cursor c, WrittenMove& m)
{
    int os = 0, zeros = 0, letters = 0;
    bool expectO = true;
    for (int i = 0; i < c.size(); ++i) {
        const char16_t ch = c.at(i);
        if (ch == u'0' || ch == u'O' || ch == u'o') {
            ++os;
            (ch == u'0' ? zeros : letters) += 1;
            expectO = false;
        } else if (ch == u'-' && !expectO) {
            expectO = true;
        } else {
            return false;
        }
    }
    if (expectO || (os != 2 && os != 3))
        return false;
    m.form = WrittenForm::Castling;
    m.castlingSide = os == 2 ? chess::CastlingSide::King : chess::CastlingSide::Queen;
    m.castlingWithLetterO = letters > zeros;
    return true;
}

// The piece written after the target of a pawn's last step; language letters or a figurine.
PieceType promotionPiece(const Cursor& c, int at, int length, const LanguageInfo& lang, bool& lowerCase)
{
    if (length == 1 && figurine(c.at(at)) != PieceType::None)
        return figurine(c.at(at));
    for (const PieceLetter& l : lang.readable) {
        if (int(l.text.size()) != length || l.piece == PieceType::Pawn || l.piece == PieceType::King)
            continue;
        bool same = true, lower = false;
        for (int k = 0; k < length; ++k) {
            const char16_t ch = c.at(at + k);
            const bool lowerHere = l.text[k] >= u'A' && l.text[k] <= u'Z' && ch == l.text[k] + 32;
            lower = lower || lowerHere;
            same = same && (ch == l.text[k] || lowerHere);
        }
        if (same) {
            lowerCase = lower;
            return l.piece;
        }
    }
    // UCI writes the promotion in lower-case English whatever the sheet's language: e7e8q.
    if (length == 1) {
        constexpr std::u16string_view uci = u"nbrq";
        if (const std::size_t k = uci.find(c.at(at)); k != std::u16string_view::npos) {
            lowerCase = true;
            return PieceType(int(PieceType::Knight) + int(k));
        }
    }
    return PieceType::None;
}

bool readPromotion(Cursor& c, const LanguageInfo& lang, WrittenMove& m)
{
    // The letter is one to three characters (Hebrew and Albanian queens); try the forms d8D, e8=Q, e8(Q), e8/Q.
    for (int length = 1; length <= 3; ++length) {
        const bool parens = c.size() > length + 2 && c.back() == u')' && c.at(c.size() - length - 2) == u'(';
        const int letterAt = c.size() - length - (parens ? 1 : 0);
        if (letterAt < 2)
            continue;
        const char16_t before = c.at(letterAt - 1);
        PromotionStyle style = parens ? PromotionStyle::Parentheses
            : before == u'='          ? PromotionStyle::Equals
            : before == u'/'          ? PromotionStyle::Slash
                                      : PromotionStyle::Plain;
        if (parens && before != u'(')
            continue;
        const int squareEnd = letterAt - (style == PromotionStyle::Plain ? 0 : 1);
        if (rankFrom(c.at(squareEnd - 1)) < 0)
            continue;
        bool lower = false;
        const PieceType p = promotionPiece(c, letterAt, length, lang, lower);
        if (p == PieceType::None)
            continue;
        m.promotion = p;
        m.promotionStyle = style;
        m.promotionLowerCase = lower;
        c.dropBack(c.size() - squareEnd);
        return true;
    }
    return false;
}

// Origin hints, separator and target: "e4", "exd5", "ed", "gf3", "g1-f3", "1xf3", "e2e4".
// A captured piece named between the capture mark and the square, as club players write it:
// "QxNd5", "BxBc1".
void readCapturedPiece(Cursor& c, const LanguageInfo& lang, WrittenMove& m)
{
    if (c.size() < 2 || (c.at(c.size() - 2) != u'x' && c.at(c.size() - 2) != u':'))
        return;
    for (const PieceLetter& l : lang.readable)
        if (l.text.size() == 1 && l.text[0] == c.back() && l.piece != PieceType::King) {
            m.captured = l.piece;
            c.dropBack(1);
            return;
        }
}

bool readSquares(Cursor c, const LanguageInfo& lang, WrittenMove& m)
{
    if (c.size() > 0 && c.back() == u':') {
        m.capture = CaptureMark::TrailingColon;
        c.dropBack(1);
    }
    if (c.size() >= 2 && fileFrom(c.at(c.size() - 2)) >= 0 && rankFrom(c.back()) >= 0) {
        m.toFile = std::int8_t(fileFrom(c.at(c.size() - 2)));
        m.toRank = std::int8_t(rankFrom(c.back()));
        c.dropBack(2);
        readCapturedPiece(c, lang, m);
    } else if (m.piece == PieceType::None && c.size() >= 2 && fileFrom(c.back()) >= 0) {
        m.toFile = std::int8_t(fileFrom(c.back()));  // pawn capture by files only: "ed", "exd"
        c.dropBack(1);
        if (c.size() == 0)
            return false;
    } else {
        return false;
    }
    if (c.size() > 0 && (c.back() == u'x' || c.back() == u':' || c.back() == u'-')) {
        const char16_t sep = c.back();
        if (m.capture != CaptureMark::None)
            return false;
        m.hyphen = sep == u'-';
        m.capture = sep == u'x' ? CaptureMark::Cross : sep == u':' ? CaptureMark::Colon : CaptureMark::None;
        c.dropBack(1);
    }
    // A hyphen joins two whole squares (e2-e4, Sg1-f3); after a piece letter it is Hebrew's habit.
    if (c.size() > 2 || (m.hyphen && c.size() != 2 && !(c.size() == 0 && m.piece != PieceType::None)))
        return false;
    if (c.size() == 0 && m.hyphen) {
        m.hyphen = false;
        m.hyphenAfterPiece = true;
    }
    if (c.size() == 2) {
        m.fromFile = std::int8_t(fileFrom(c.at(0)));
        m.fromRank = std::int8_t(rankFrom(c.at(1)));
        return m.fromFile >= 0 && m.fromRank >= 0;
    }
    if (c.size() == 1) {
        m.fromFile = std::int8_t(fileFrom(c.at(0)));
        m.fromRank = std::int8_t(rankFrom(c.at(0)));
        return m.fromFile >= 0 || m.fromRank >= 0;
    }
    // A pawn's target with only its file needs the origin file: "d" alone is no move.
    return m.toRank >= 0;
}

bool readAlgebraicBody(Cursor c, const LanguageInfo& lang, WrittenMove& m)
{
    readPromotion(c, lang, m);
    if (!readSquares(c, lang, m))
        return false;
    m.form = WrittenForm::Algebraic;
    return true;
}

// The one piece whose letter is the character at `at`, or None when there is none, when it is a pawn's,
// or when a longer letter also fits the text there ("Kt" in "Ktf3"): only then is the plain
// reading below the only one.
PieceType onlySingleLetterPiece(QStringView text, qsizetype at, const LanguageInfo& lang)
{
    const char16_t c = text[at].unicode();
    PieceType found = PieceType::None;
    for (const PieceLetter& l : lang.readable) {
        if (l.text[0] != c)
            continue;
        if (l.text.size() > 1) {
            if (text.sliced(at).startsWith(QStringView(l.text.data(), qsizetype(l.text.size()))))
                return PieceType::None;
            continue;
        }
        if (found != PieceType::None || l.piece == PieceType::Pawn)
            return PieceType::None;
        found = l.piece;
    }
    return found;
}

// What onlySingleLetterPiece says for each ASCII capital, worked out once per language: the commonest
// entries start with a piece letter, and walking the language's letters for each cost more than the
// rest of the reading. A capital that begins a longer letter ("K" of "Kt") is left to the walk.
constexpr std::int8_t WalkTheLetters = -1;
const std::array<std::int8_t, 26>& capitalPieces(const LanguageInfo& lang)
{
    static const auto tables = [] {
        std::array<std::array<std::int8_t, 26>, LanguageCount> all{};
        for (const LanguageInfo& info : allLanguages()) {
            auto& table = all[std::size_t(info.language)];
            for (int c = 0; c < 26; ++c) {
                const char16_t letter = char16_t(u'A' + c);
                const bool longer = std::any_of(info.readable.begin(), info.readable.end(),
                    [letter](const PieceLetter& l) { return l.text.size() > 1 && l.text[0] == letter; });
                table[std::size_t(c)]
                    = longer ? WalkTheLetters : std::int8_t(onlySingleLetterPiece(QStringView(&letter, 1), 0, info));
            }
        }
        return all;
    }();
    return tables[std::size_t(lang.language)];
}

// A file letter a-h as 0-7 (ASCII only: the plain reader leaves Hebrew files to the full readers), or -1.
int asciiFile(char16_t c) { return c >= u'a' && c <= u'h' ? c - u'a' : -1; }

}  // namespace

// The commonest entry by far, short or long algebraic in capitals, ASCII only ("Nf3", "exd5",
// "Sg1-f3", "Qxe7+", "e8=Q"), read straight from the text. Gives exactly what the general readers
// below give for it (tst_movereader checks this on every token of that shape); anything else -
// marks, annotations, other letters, another reading - makes it step aside.

bool detail::readPlainAlgebraic(QStringView text, const LanguageInfo& lang, WrittenMove& m)
{
    const qsizetype n = text.size();
    if (n < 2 || n > 9)
        return false;
    qsizetype end = n;
    const char16_t last = text[n - 1].unicode();
    if (last == u'+' || last == u'#') {
        m.check = last == u'+' ? CheckMark::Check : CheckMark::Mate;
        --end;
    }
    if (end >= 4 && text[end - 2] == u'=') {
        const PieceType p = onlySingleLetterPiece(text, end - 1, lang);
        if (p == PieceType::None || p == PieceType::King)
            return false;
        m.promotion = p;
        m.promotionStyle = PromotionStyle::Equals;
        end -= 2;
    }
    qsizetype i = 0;
    const char16_t first = text[0].unicode();
    if (first >= u'A' && first <= u'Z') {
        const std::int8_t known = capitalPieces(lang)[std::size_t(first - u'A')];
        m.piece = known == WalkTheLetters ? onlySingleLetterPiece(text, 0, lang) : PieceType(known);
        if (m.piece == PieceType::None)
            return false;
        i = 1;
    } else if (asciiFile(first) < 0) {
        return false;
    }
    if (end - i < 2 || rankFrom(text[end - 1].unicode()) < 0 || asciiFile(text[end - 2].unicode()) < 0)
        return false;
    m.toFile = std::int8_t(asciiFile(text[end - 2].unicode()));
    m.toRank = std::int8_t(rankFrom(text[end - 1].unicode()));
    end -= 2;
    if (end > i && (text[end - 1] == u'x' || text[end - 1] == u'-')) {
        if (text[end - 1] == u'x')
            m.capture = CaptureMark::Cross;
        else
            m.hyphen = true;
        --end;
    }
    const qsizetype originLength = end - i;
    if (originLength > 2 || (m.hyphen && originLength != 2))
        return false;
    if (originLength == 2) {
        m.fromFile = std::int8_t(asciiFile(text[i].unicode()));
        m.fromRank = std::int8_t(rankFrom(text[i + 1].unicode()));
        if (m.fromFile < 0 || m.fromRank < 0)
            return false;
        // Coordinates of five or more characters also read as Smith's notation: leave them to the general path.
        if (m.piece == PieceType::None && n >= 5)
            return false;
    } else if (originLength == 1) {
        const char16_t o = text[i].unicode();
        m.fromFile = std::int8_t(asciiFile(o));
        if (m.fromFile < 0)
            m.fromRank = std::int8_t(rankFrom(o));
        if (m.fromFile < 0 && m.fromRank < 0)
            return false;
    }
    m.form = WrittenForm::Algebraic;
    return true;
}

int detail::readMoveReadingsInFull(QStringView text, Language language, Readings& readings)
{
    Folded f;
    if (!fold(text, f) || f.size == 0)
        return 0;
    const LanguageInfo& lang = languageInfo(language);
    WrittenMove marks;
    Cursor c(f, 0, f.size);
    readSuffixes(f, text, c, lang, marks);
    if (c.size() == 0)
        return 0;
    WrittenMove m = marks;
    if (readCastling(c, m)) {
        readings[0] = m;
        return 1;
    }

    int count = 0;
    // Each piece letter the entry starts with (longest first), else none: a pawn move or coordinates.
    auto tryBody = [&](Cursor body, PieceType written, bool figurine) {
        m = marks;
        m.figurine = figurine;
        m.piece = written == PieceType::Pawn ? PieceType::None : written;
        m.pawnLetterWritten = written == PieceType::Pawn;
        // Hebrew sheets put a hyphen between the piece and what follows: "פ-ג5", "פ-ז1ו3".
        if (written != PieceType::None && body.size() > 0 && body.at(0) == u'-') {
            m.hyphenAfterPiece = true;
            body.dropFront(1);
        }
        if (count < int(readings.size()) && readAlgebraicBody(body, lang, m))
            readings[count++] = m;
    };
    if (const PieceType fig = figurine(c.at(0)); fig != PieceType::None) {
        Cursor body = c;
        body.dropFront(1);
        tryBody(body, fig, true);
        return count;
    }
    // Piece letters are capitals (or Hebrew); a file letter first means a pawn move or coordinates.
    const bool startsWithFile = c.at(0) >= u'a' && c.at(0) <= u'h';
    for (const PieceLetter& l : lang.readable) {
        if (startsWithFile || c.at(0) != l.text[0] || !c.startsWith(l.text))
            continue;
        Cursor body = c;
        body.dropFront(int(l.text.size()));
        tryBody(body, l.piece, false);
    }
    if (count == 0)
        tryBody(c, PieceType::None, false);
    // Smith's captured-piece letter can look like a UCI promotion ("b5c6n"): keep both readings.
    if (startsWithFile && c.size() >= 5) {
        m = marks;
        if (count < int(readings.size()) && readSmith(c, m))
            readings[count++] = m;
    }
    if (count > 0)
        return count;
    m = marks;
    if (readIccf(c, m)) {
        readings[count++] = m;
        return count;
    }
    m = marks;
    if (readDescriptive(c, language, m))
        readings[count++] = m;
    return count;
}

int readMoveReadings(QStringView text, Language language, Readings& readings)
{
    readings[0] = WrittenMove{};
    if (readPlainAlgebraic(text, languageInfo(language), readings[0]))
        return 1;
    readings[0] = WrittenMove{};  // what the shortcut left before it stepped aside
    return readMoveReadingsInFull(text, language, readings);
}

WrittenMove readMove(QStringView text, Language language)
{
    Readings readings;
    return readMoveReadings(text, language, readings) > 0 ? readings[0] : WrittenMove{};
}

}  // namespace notation
