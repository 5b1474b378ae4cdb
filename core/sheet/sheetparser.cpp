// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetparser.h"

#include "blankentry.h"
#include "takenbackmark.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace sheet {
namespace {

// Spaces, looked up for ASCII: tested for every character of a sheet.
constexpr auto AsciiSpace = [] {
    std::array<bool, 128> space{};
    for (char c : {' ', '\t', '\r', '\n'})
        space[std::size_t(c)] = true;
    return space;
}();

bool isSpace(QChar c)
{
    const char16_t u = c.unicode();
    return u < 128 ? AsciiSpace[u] : (u == 0x00A0 || u == 0x3000);
}

bool isDigit(QChar c) { return c >= u'0' && c <= u'9'; }

bool endsToken(QChar c)
{
    // Letters, digits and marks first: they are most of every sheet.
    return !(c > u' ' && c < u'{') && (c == u'{' || isSpace(c));
}

// The first character from `from` on that is not printable ASCII short of '{' (such characters never
// end a token, and they are most of every sheet).
int plainRunEnd(QStringView text, int from)
{
    const int size = int(text.size());
    int end = from;
    while (end < size && text[end] > u' ' && text[end] < u'{')
        ++end;
    return end;
}

// Where the token that starts at `from` ends: its plain characters skipped, the others judged one by one.
int tokenEnd(QStringView text, int from)
{
    for (int end = from;; ++end) {  // past a character that is not plain but belongs to the token: '|', '½', Hebrew
        end = plainRunEnd(text, end);
        if (end >= text.size() || endsToken(text[end]))
            return end;
    }
}

// The characters that may begin something other than a token (see Parser::skipOther).
constexpr auto MayBeginOther = [] {
    std::array<bool, 128> begins{};
    for (char c : {'%', '{', '(', ';', '['})
        begins[std::size_t(c)] = true;
    return begins;
}();

// Marks written apart from their move; they join the entry before them. Check words come with the
// points of old sheets too ("dis. ch.", "dbl.ch").
constexpr std::u16string_view Marks[] = {u"e.p.", u"e.p", u"ep", u"ep.", u"ch", u"ch.", u"dbl", u"dbl.", u"dis",
    u"dis.", u"dblch", u"dbl.ch", u"dbl.ch.", u"disch", u"dis.ch", u"dis.ch.", u"mate", u"+", u"#", u"++", u"†", u"‡",
    u"≠", u"!", u"?", u"!!", u"??", u"!?", u"?!", u"□", u"=", u"+/=", u"=/+", u"±", u"∓", u"⩲", u"⩱", u"+-", u"-+",
    u"+−", u"−+", u"∞", u"N", u"TN", u"(=)"};

bool isMark(QStringView token)
{
    // Moves end in a rank digit (or a piece letter, or a castling O); no mark ends in a digit.
    if (token.isEmpty() || token.size() > 7 || isDigit(token.back()))
        return false;
    // Most tokens are moves, whose first character starts no mark: one comparison per mark, not a
    // string comparison.
    const char16_t first = token.front().unicode();
    if (std::none_of(std::begin(Marks), std::end(Marks), [first](std::u16string_view m) { return m.front() == first; }))
        return false;
    for (std::u16string_view m : Marks)
        if (token == QStringView(m.data(), qsizetype(m.size())))
            return true;
    // Several marks run together: "+!", "!(=)", "#!!".
    const qsizetype offer = token.indexOf(u"(=)");
    if (offer > 0)
        return isMark(token.left(offer)) && (offer + 3 == token.size() || isMark(token.mid(offer + 3)));
    return false;
}

struct ResultForm {
    std::u16string_view written;
    std::u16string_view normalized;

    // Refers to the literal: the sheet's result costs no allocation.
    QString normalizedString() const
    {
        return QString::fromRawData(reinterpret_cast<const QChar*>(normalized.data()), qsizetype(normalized.size()));
    }
};
constexpr ResultForm Results[] = {{u"1-0", u"1-0"}, {u"0-1", u"0-1"}, {u"½-½", u"1/2-1/2"}, {u"1/2-1/2", u"1/2-1/2"},
    {u"½:½", u"1/2-1/2"}, {u"1/2", u"1/2-1/2"}, {u"½-0", u"1/2-0"}, {u"0-½", u"0-1/2"}, {u"1/2-0", u"1/2-0"},
    {u"0-1/2", u"0-1/2"}, {u"*", u"*"}, {u"+/-", u"+/-"}, {u"-/+", u"-/+"}, {u"0-0", u"0-0"}};

// The result a token spells, with any dash folded to '-', or nullptr.
const ResultForm* resultOf(QStringView token)
{
    const QChar first = token.isEmpty() ? QChar() : token.front();
    if (first != u'0' && first != u'1' && first != QChar(0x00BD) && first != u'*' && first != u'+' && first != u'-')
        return nullptr;
    const auto folded
        = [](char16_t c) { return c == 0x2013 || c == 0x2014 || c == 0x2212 || c == u':' ? char16_t(u'-') : c; };
    for (const ResultForm& r : Results)
        if (std::equal(token.begin(), token.end(), r.written.begin(), r.written.end(),
                [&](QChar c, char16_t w) { return folded(c.unicode()) == w; }))
            return &r;
    return nullptr;
}

// The length of a decisive or drawn result that starts the token, when something other than a
// move could follow it ("1-0," or "0-1|..."); 0 otherwise. 0-0 is left alone: 0-0-0 is castling.
int resultPrefix(QStringView token)
{
    if (token.size() < 4 || (token.front() != u'1' && token.front() != u'0' && token.front() != QChar(0x00BD)))
        return 0;
    for (std::u16string_view r : {std::u16string_view(u"1/2-1/2"), std::u16string_view(u"1-0"),
             std::u16string_view(u"0-1"), std::u16string_view(u"½-½")}) {
        const QStringView form(r.data(), qsizetype(r.size()));
        if (token.startsWith(form) && token.size() > form.size()) {
            const QChar next = token[form.size()];
            if (!next.isLetterOrNumber() && next != u'-' && next != u'/')
                return int(form.size());
        }
    }
    return 0;
}

// A move such as "Nf3" or "exd5", as most tokens are: a rank digit last, and first something that
// begins no number, glyph, dots, result or mark ending in a digit. Or "Nf3+", "Qh7#", "O-O", "e4!":
// a letter first and a check sign, castling's O or an annotation last, as no result or mark is written.
bool isPlainMove(QStringView t)
{
    const char16_t first = t.front().unicode(), last = t.back().unicode();
    if (isDigit(QChar(last)))
        return !isDigit(QChar(first)) && first != u'$' && first != u'.' && first != 0x2026 && first != 0x00BD
            && first != u'*' && first != u'+' && first != u'-';
    const bool letterFirst = (first >= u'a' && first <= u'z') || (first >= u'A' && first <= u'Z');
    return letterFirst && (last == u'+' || last == u'#' || last == u'O' || last == u'!' || last == u'?');
}

class Parser {
public:
    explicit Parser(QStringView text)
        : m_text(text)
    {
    }
    ParsedSheet run();

private:
    void skipSpace();
    void skipSpaceRun();
    bool skipOther(QChar c);
    bool skipComment();
    bool readBlankComment();
    bool readTakenBackMark();
    bool readTagLine();
    void token(int start, int end);
    bool readMoveNumber(int start, int end);
    void completeBlankRow();
    void addEntry(int start, int end);
    Entry& newEntry();
    void makeRoom();
    Entry* lastEntry() { return m_entryCount ? &m_entries[m_entryCount - 1] : nullptr; }
    void setAsideAsTooMany(int start);
    bool restIsEmpty(int from) const;
    int column(int at) const { return at - m_lineStart + 1; }

    QStringView m_text;
    ParsedSheet m_out;
    // The entries are written through a pointer into room made ahead (m_out.entries is cut to size at
    // the end): QList::append checked for sharing and for room on every entry.
    Entry* m_entries = nullptr;
    qsizetype m_entryCount = 0;
    int m_pos = 0;
    int m_line = 1;
    int m_lineStart = 0;
    bool m_lineHasToken = false;
    int m_number = 0;  // the last move number written
    WrittenColumn m_nextColumn = WrittenColumn::Unknown;
    int m_entriesSinceNumber = 0;
    bool m_ended = false;  // a result was written
};

inline void Parser::skipSpace()
{
    // Most tokens are followed by one plain space and the next token.
    if (m_pos + 1 < m_text.size() && m_text[m_pos] == u' ' && !isSpace(m_text[m_pos + 1]))
        ++m_pos;
    else
        skipSpaceRun();
}

void Parser::skipSpaceRun()
{
    // A local index: the member would be stored back on every character.
    const qsizetype size = m_text.size();
    int pos = m_pos;
    for (; pos < size && isSpace(m_text[pos]); ++pos)
        if (m_text[pos] == u'\n') {
            ++m_line;
            m_lineStart = pos + 1;
            m_lineHasToken = false;
        }
    m_pos = pos;
}

// {comments} (which do not nest: the first '}' ends one), ; comments to the end of the line, and
// (variations) other than the draw offer (=), which may hold comments and variations of their own.
bool Parser::skipComment()
{
    const QChar c = m_text[m_pos];
    if (c == u';') {
        while (m_pos < m_text.size() && m_text[m_pos] != u'\n')
            ++m_pos;
        return true;
    }
    if (c != u'{' && !(c == u'(' && !m_text.mid(m_pos).startsWith(u"(=)")))
        return false;
    const int start = m_pos, startLine = m_line, startColumn = column(m_pos);
    int depth = 0;  // of variations
    bool inBrace = false;
    for (; m_pos < m_text.size(); ++m_pos) {
        const QChar d = m_text[m_pos];
        if (d == u'\n') {
            ++m_line;
            m_lineStart = m_pos + 1;
        }
        if (inBrace) {
            inBrace = d != u'}';
            if (!inBrace && depth == 0) {
                ++m_pos;
                return true;
            }
            continue;
        }
        if (d == u'{')
            inBrace = true;
        else if (d == u'(')
            ++depth;
        else if (d == u')' && --depth == 0) {
            ++m_pos;
            return true;
        }
    }
    const SheetNote::Kind kind = c == u'(' ? SheetNote::Kind::UnclosedVariation : SheetNote::Kind::UnclosedComment;
    m_out.notes.append({kind, start, int(m_text.size()) - start, startLine, startColumn});
    return true;
}

// "{blank}" where a move should stand: transcriptions of handwritten sheets mark an empty box so.
bool Parser::readBlankComment()
{
    constexpr qsizetype Longest = 16;  // "{ unleserlich }"
    const qsizetype close = m_text.sliced(m_pos, std::min(Longest, m_text.size() - m_pos)).indexOf(u'}');
    if (m_ended || close < 0 || !isBlankEntry(m_text.sliced(m_pos, close + 1)))
        return false;
    addEntry(m_pos, m_pos + int(close) + 1);
    m_pos += int(close) + 1;
    return true;
}

// "{illegal}" after an entry: the arbiter's mark of a completed illegal move taken back (7.5.1). The
// entry keeps no box: the next one stands where it stood, the same player's move.
bool Parser::readTakenBackMark()
{
    constexpr qsizetype Longest = 32;  // "{ reeglivastane käik }"
    Entry* marked = lastEntry();
    if (m_ended || !marked || m_entriesSinceNumber == 0)
        return false;
    // Right after the entry, only spaces between: after another comment it is a comment about that.
    for (int i = marked->start + marked->length; i < m_pos; ++i)
        if (!m_text[i].isSpace())
            return false;
    const qsizetype close = m_text.sliced(m_pos, std::min(Longest, m_text.size() - m_pos)).indexOf(u'}');
    if (close < 0 || !isTakenBackMark(m_text.sliced(m_pos, close + 1)))
        return false;
    marked->takenBack = true;
    --m_entriesSinceNumber;
    m_pos += int(close) + 1;
    return true;
}

// [Name "value"] on a line of its own.
bool Parser::readTagLine()
{
    if (m_lineHasToken || m_text[m_pos] != u'[')
        return false;
    const qsizetype end = m_text.indexOf(u']', m_pos);
    const qsizetype newline = m_text.indexOf(u'\n', m_pos);
    if (end < 0 || (newline >= 0 && newline < end))
        return false;
    const QStringView inside = m_text.mid(m_pos + 1, end - m_pos - 1).trimmed();
    const qsizetype space = inside.indexOf(u' ');
    if (space > 0) {
        QStringView value = inside.mid(space + 1).trimmed();
        if (value.size() >= 2 && value.front() == u'"' && value.back() == u'"')
            value = value.mid(1, value.size() - 2);
        m_out.tags.append({inside.left(space).toString(), value.toString()});
    }
    m_pos = int(end) + 1;
    return true;
}

bool Parser::restIsEmpty(int from) const
{
    Parser probe(*this);
    probe.m_pos = from;
    for (;;) {
        probe.skipSpace();
        if (probe.m_pos >= probe.m_text.size())
            return true;
        if (!probe.skipComment())
            return false;
    }
}

// "17." "17..." "17…" (a number alone), or glued to its move: "1.e4", "17...Nc6".
inline bool Parser::readMoveNumber(int start, int end)
{
    // Move numbers start at 1 and are not written with a leading zero; digits that start with 0
    // ("00", "000" alone on a line) are castling written with zeros.
    if (m_text[start] == u'0')
        return false;
    int i = start, number = 0;
    for (; i < end && isDigit(m_text[i]) && i - start <= 4; ++i)
        number = number * 10 + (m_text[i].unicode() - u'0');
    if (i == start || i - start > 4)
        return false;
    const int digitsEnd = i;
    int dots = 0;
    while (i < end && (m_text[i] == u'.' || m_text[i] == QChar(0x2026))) {
        dots += m_text[i] == QChar(0x2026) ? 3 : 1;
        ++i;
    }
    // Four digits are an ICCF move ("5254") unless dots make them a number ("1000.").
    if (digitsEnd - start == 4 && dots == 0)
        return false;
    // A bare number is a move number only as the first thing on a line (tab-separated columns).
    if (dots == 0 && (i != end || m_lineHasToken))
        return false;
    // Whatever form the next number takes: "13... Sf6" is "13. ... Sf6" (specification.md section 6).
    if (number == m_number + 1)
        completeBlankRow();
    m_number = number;
    m_nextColumn = dots >= 2 ? WrittenColumn::Black : WrittenColumn::White;
    m_entriesSinceNumber = 0;
    m_lineHasToken = true;
    if (i < end)
        addEntry(i, end);
    return true;
}

// A row with one blank box and nothing else ("12. {blank} 13.", "12. - 13.") was left empty: both
// boxes are blank, and Black's is added as an empty entry where White's ends.
void Parser::completeBlankRow()
{
    if (m_entriesSinceNumber != 1 || m_nextColumn != WrittenColumn::White || m_entryCount == 0)
        return;
    const Entry white = *lastEntry();
    if (!white.followsNumber || !isBlankEntry(white.text(m_text)))
        return;
    const int end = white.start + white.length;
    Entry black = white;
    black.start = end;
    black.length = 0;
    black.column = white.column + white.length;
    black.writtenColumn = WrittenColumn::Black;
    black.followsNumber = false;
    newEntry() = black;
}

// Past MostEntries: the rest of the text is not read (out of addEntry, which runs for every entry).
void Parser::setAsideAsTooMany(int start)
{
    const bool noted = !m_out.notes.isEmpty() && m_out.notes.last().kind == SheetNote::Kind::TooManyEntries;
    if (!noted)
        m_out.notes.append({SheetNote::Kind::TooManyEntries, start, int(m_text.size()) - start, m_line, column(start)});
    m_pos = int(m_text.size());
}

inline void Parser::addEntry(int start, int end)
{
    if (m_entryCount >= MostEntries) [[unlikely]] {
        setAsideAsTooMany(start);
        return;
    }
    Entry& e = newEntry();
    e.start = start;
    e.length = end - start;
    e.line = m_line;
    e.column = column(start);
    if (m_number > 0 && m_entriesSinceNumber < 2) {
        e.writtenNumber = m_number;
        e.writtenColumn = m_entriesSinceNumber == 0 ? m_nextColumn : WrittenColumn::Black;
        e.followsNumber = m_entriesSinceNumber == 0;
        if (m_entriesSinceNumber == 1 && m_nextColumn == WrittenColumn::Black)
            e.writtenColumn = WrittenColumn::Unknown;  // a third entry after "17..."
    }
    ++m_entriesSinceNumber;
    m_lineHasToken = true;
}

inline Entry& Parser::newEntry()
{
    if (m_entryCount == m_out.entries.size()) [[unlikely]]
        makeRoom();
    return m_entries[m_entryCount++];
}

void Parser::makeRoom()
{
    m_out.entries.resize(std::max<qsizetype>(16, 2 * m_entryCount));
    m_entries = m_out.entries.data();
}

void Parser::token(int start, int end)
{
    const QStringView t = m_text.mid(start, end - start);
    if (m_ended) {
        m_out.notes.append(
            {SheetNote::Kind::TextAfterResult, start, int(m_text.size()) - start, m_line, column(start)});
        m_pos = int(m_text.size());
        return;
    }
    if (readMoveNumber(start, end))
        return;
    // PGN's numeric annotation glyphs ($1, $14) are not moves.
    if (t.size() >= 2 && t.front() == u'$' && isDigit(t[1]))
        return;
    // "2. . . Nc6": the dots of a continuation written apart.
    if ((t.front() == u'.' || t.front() == QChar(0x2026))
        && (t == u"." || t == u".." || t == u"..." || t == u"\u2026")) {
        if (m_entriesSinceNumber == 0)
            m_nextColumn = WrittenColumn::Black;
        return;
    }
    // A result with text glued after it ("0-1|moin"): the result ends the game, the rest is set aside.
    if (const int length = resultPrefix(t); length > 0 && length < t.size()) {
        token(start, start + length);
        token(start + length, end);
        return;
    }
    if (const ResultForm* result = resultOf(t)) {
        const bool last = restIsEmpty(end);
        const bool zeroZero = result->normalized == u"0-0";
        const bool annotation = (result->normalized == u"+/-" || result->normalized == u"-/+") && !last;
        if (zeroZero || annotation) {
            // +/- inside is an evaluation.
            if (Entry* last = lastEntry(); annotation && last) {
                last->length = end - last->start;
                return;
            }
            // 0-0 is castling, unless it stands where a result stands: last, and in no move's box (after
            // the last entry, or on a sheet with no moves). Then the replay decides. A 0-0 in a move's box
            // (after a number, or in Black's column after White's move) is castling however it fares.
            const qsizetype entriesBefore = m_entryCount;
            addEntry(start, end);
            const bool added = m_entryCount > entriesBefore;
            m_out.finalZeroZero = zeroZero && last && added && lastEntry()->writtenColumn == WrittenColumn::Unknown;
            if (!m_out.finalZeroZero)
                return;
        }
        m_out.hasResult = true;
        m_out.result = {result->normalizedString(), start, end - start};
        m_ended = !zeroZero;
        return;
    }
    // A draw offer after the arbiter's mark of a move taken back was made with that move (9.1.2.2): it is
    // still an offer. Any other mark there would mark a move not played, and stands as an entry of its own.
    if (Entry* last = lastEntry(); last && last->takenBack && t == u"(=)") {
        last->drawOfferAfterMark = true;
        return;
    }
    // A mark joins the move before it, but not across a move number ("3. ? Nf6" leaves White's box blank)
    // nor across the arbiter's mark.
    const bool afterNumber = m_number > 0 && m_entriesSinceNumber == 0;
    if (Entry* last = lastEntry(); last && !last->takenBack && !afterNumber && isMark(t)) {
        last->length = end - last->start;
        return;
    }
    addEntry(start, end);
}

// What begins with `c` at m_pos when it is no token: PGN's escape (a line that starts with '%' is not
// part of the game), a blank box, a comment or variation, a tag line. False when it is a token after all.
bool Parser::skipOther(QChar c)
{
    if (c == u'%' && m_pos == m_lineStart) {
        while (m_pos < m_text.size() && m_text[m_pos] != u'\n')
            ++m_pos;
        return true;
    }
    if (c == u'{' && (readTakenBackMark() || readBlankComment()))
        return true;
    if ((c == u'{' || c == u'(' || c == u';') && skipComment())
        return true;
    return c == u'[' && readTagLine();
}

ParsedSheet Parser::run()
{
    // Room for an entry and its share of numbers and spaces every six characters, made at once.
    m_out.entries.resize(std::min<qsizetype>(m_text.size() / 6, MostEntries));
    m_entries = m_out.entries.data();
    while (m_pos < m_text.size()) {
        skipSpace();
        if (m_pos >= m_text.size())
            break;
        // Comments, variations, tags and escapes are rare inside movetext: one test for them all first.
        const QChar c = m_text[m_pos];
        if (c.unicode() < 128 && MayBeginOther[c.unicode()] && skipOther(c))
            continue;
        const int start = m_pos;
        // A token runs to the next space; "(=)" glued to a move ("a5(=)") is split off by the reader.
        const int end = tokenEnd(m_text, start);
        m_pos = end;
        // The usual tokens, moves and move numbers, without the calls of token().
        if (!m_ended && isPlainMove(m_text.sliced(start, end - start)))
            addEntry(start, end);
        else if (m_ended || !isDigit(c) || !readMoveNumber(start, end))
            token(start, end);
    }
    m_out.entries.resize(m_entryCount);
    return m_out;
}

}  // namespace

ParsedSheet parseSheet(QStringView text) { return Parser(text).run(); }

QString normalizedResult(QStringView written)
{
    const ResultForm* result = resultOf(written.trimmed());
    return result ? result->normalizedString() : QString();
}

}  // namespace sheet
