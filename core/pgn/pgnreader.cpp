// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgnreader.h"

#include "chess/fen.h"
#include "notation/fenmessage.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QStringDecoder>

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace pgn {
namespace {

bool isSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// The bytes without the spaces at both ends, as QByteArrayView::trimmed takes them, without its call
// (for every line of a file, and twice more for every tag line: callgrind counted the calls at a
// tenth of reading the tags).
QByteArrayView trimmedBytes(QByteArrayView bytes)
{
    qsizetype begin = 0, end = bytes.size();
    while (begin < end && isSpace(bytes[begin]))
        ++begin;
    while (end > begin && isSpace(bytes[end - 1]))
        --end;
    return bytes.sliced(begin, end - begin);
}

bool hasChar(QByteArrayView line, char c)
{
    return !line.isEmpty() && std::memchr(line.data(), c, std::size_t(line.size())) != nullptr;
}

bool isNameChar(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

// `[Name "`: the start of a tag, whatever follows (its ']' may be missing). Movetext never has it.
bool startsLikeATag(QByteArrayView t)
{
    qsizetype i = 1;
    while (i < t.size() && isNameChar(t[i]))
        ++i;
    if (i == 1 || i == t.size() || (t[i] != ' ' && t[i] != '\t'))
        return false;
    while (i < t.size() && (t[i] == ' ' || t[i] == '\t'))
        ++i;
    return i < t.size() && t[i] == '"';
}

// A tag line, well formed or not: `[...]`, or `[Name "value"` with its ']' left out, none in the line
// (reported by readGame; taken for movetext, it cut the game in two at the next tag line).
bool isTagLine(QByteArrayView line)
{
    const QByteArrayView t = trimmedBytes(line);
    return t.size() >= 2 && t.front() == '[' && (t.back() == ']' || (startsLikeATag(t) && !hasChar(t, ']')));
}

// The last word of a movetext line is a game termination marker (PGN 8.2.6): the game ends there.
bool endsWithResult(QByteArrayView line)
{
    const QByteArrayView t = trimmedBytes(line);
    qsizetype start = t.size();
    while (start > 0 && !isSpace(t[start - 1]))
        --start;
    const QByteArrayView last = t.sliced(start);
    return last == "1-0" || last == "0-1" || last == "1/2-1/2" || last == "*" || last == "\xC2\xBD-\xC2\xBD";
}

// Where the first byte that is no text stands (a NUL, or a control character but tab, line ends and
// form feed), or -1.
qsizetype firstControlByte(QByteArrayView bytes)
{
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const auto b = static_cast<unsigned char>(bytes[i]);
        if (b < 0x20 && b != '\n' && b != '\r' && b != '\t' && b != 0x0C)
            return i;
    }
    return -1;
}

// Where the next '\n' from `from` on stands, or -1: memchr itself, without the checks of
// QByteArray::indexOf around it (a call for every line of a file).
qsizetype newlineFrom(QByteArrayView bytes, qsizetype from)
{
    const char* data = bytes.data();
    const void* at = from < bytes.size() ? std::memchr(data + from, '\n', std::size_t(bytes.size() - from)) : nullptr;
    return at ? static_cast<const char*>(at) - data : -1;
}

bool isBlank(QByteArrayView line) { return std::all_of(line.begin(), line.end(), isSpace); }

bool isAscii(QByteArrayView bytes)
{
    unsigned char any = 0;
    for (char c : bytes)
        any |= static_cast<unsigned char>(c);
    return any < 0x80;
}

QString decode(QByteArrayView bytes, bool& notUtf8)
{
    notUtf8 = false;
    if (isAscii(bytes))  // most PGN files: Latin-1 conversion is the same and far quicker
        return QString::fromLatin1(bytes);
    QStringDecoder utf8(QStringDecoder::Utf8);
    QString text = utf8(bytes);
    notUtf8 = utf8.hasError();
    return notUtf8 ? QString::fromLatin1(bytes) : text;
}

// Tag names repeat in every game: the usual ones (PGN's Seven Tag Roster and the common others) are
// shared, not made anew each time.
QString tagName(QByteArrayView bytes, bool& notUtf8)
{
    // The usual names are shared, not decoded for every game; compared as bytes (as QStrings against
    // the bytes, the comparison cost more than the decoding it saves).
    struct Usual {
        QByteArrayView bytes;
        QString name;
    };
    static const Usual usual[] = {{"Event", QStringLiteral("Event")}, {"Site", QStringLiteral("Site")},
        {"Date", QStringLiteral("Date")}, {"Round", QStringLiteral("Round")}, {"White", QStringLiteral("White")},
        {"Black", QStringLiteral("Black")}, {"Result", QStringLiteral("Result")}, {"ECO", QStringLiteral("ECO")},
        {"WhiteElo", QStringLiteral("WhiteElo")}, {"BlackElo", QStringLiteral("BlackElo")},
        {"EventDate", QStringLiteral("EventDate")}, {"PlyCount", QStringLiteral("PlyCount")},
        {"Opening", QStringLiteral("Opening")}, {"Variation", QStringLiteral("Variation")}, {"FEN", QStringLiteral("FEN")},
        {"SetUp", QStringLiteral("SetUp")}, {"TimeControl", QStringLiteral("TimeControl")},
        {"Termination", QStringLiteral("Termination")}, {"Annotator", QStringLiteral("Annotator")},
        {"WhiteTitle", QStringLiteral("WhiteTitle")}, {"BlackTitle", QStringLiteral("BlackTitle")},
        {"WhiteFideId", QStringLiteral("WhiteFideId")}, {"BlackFideId", QStringLiteral("BlackFideId")},
        {"Source", QStringLiteral("Source")}};
    for (const Usual& u : usual)
        if (u.bytes.size() == bytes.size() && std::memcmp(u.bytes.data(), bytes.data(), std::size_t(bytes.size())) == 0)
            return u.name;
    return decode(bytes, notUtf8);
}

// [Name "value"]: the name, and the value as written, its escapes (\" and \\) still in it.
bool splitTag(QByteArrayView line, QByteArrayView& nameBytes, QByteArrayView& rawValue)
{
    const QByteArrayView t = trimmedBytes(line);
    // The opening quote must come before the closing '"]': "[Event"]" has one quote only.
    const auto quoteAt = std::find(t.begin(), t.end(), '"');
    const qsizetype quote = quoteAt - t.begin();
    if (t.size() < 4 || t.back() != ']' || t[t.size() - 2] != '"' || quote > t.size() - 3)
        return false;
    nameBytes = trimmedBytes(t.sliced(1, quote - 1));
    if (nameBytes.isEmpty() || std::find(nameBytes.begin(), nameBytes.end(), ' ') != nameBytes.end())
        return false;
    rawValue = t.sliced(quote + 1, t.size() - quote - 3);
    return true;
}

// A value with its escapes undone. Names and values that are not UTF-8 are read as Latin-1 without a
// word: they are shown, not judged.
QString tagValueText(QByteArrayView rawValue)
{
    QByteArray unescaped;
    if (hasChar(rawValue, '\\')) {
        for (qsizetype i = 0; i < rawValue.size(); ++i) {
            if (rawValue[i] == '\\' && i + 1 < rawValue.size())
                ++i;
            unescaped += rawValue[i];
        }
        rawValue = unescaped;
    }
    bool notUtf8 = false;
    return decode(rawValue, notUtf8);
}

// The lines of a game before its movetext, each with its line number in the file.
class TagLines {
public:
    explicit TagLines(const RawGame& raw)
        : m_lines(QByteArrayView(raw.text).first(raw.movetextStart))
        , m_nextNumber(raw.firstLine)
    {
    }
    /// The next line (without its line break) and its number; false after the last.
    bool next(QByteArrayView& line, int& lineNumber)
    {
        if (m_start >= m_lines.size())
            return false;
        const qsizetype end = newlineFrom(m_lines, m_start);
        line = m_lines.sliced(m_start, end - m_start);
        lineNumber = m_nextNumber++;
        m_start = end + 1;
        return true;
    }

private:
    QByteArrayView m_lines;
    qsizetype m_start = 0;
    int m_nextNumber;
};

// A tag's name is `wanted` (ASCII), matched without regard to case as tagValue matches it: without the
// call of QLatin1StringView::compare, made for every tag line of a file.
bool isNamed(QByteArrayView name, QLatin1StringView wanted)
{
    if (name.size() != wanted.size())
        return false;
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    for (qsizetype i = 0; i < name.size(); ++i)
        if (lower(name[i]) != lower(wanted[i].toLatin1()))
            return false;
    return true;
}

// The game but its movetext: every tag when `names` is empty, else the tags named.
PgnGame readGameFrame(const RawGame& raw, std::span<const QLatin1StringView> names)
{
    PgnGame game;
    // Grown tag by tag, the list was copied again and again.
    game.tags.reserve(names.empty() ? 16 : qsizetype(names.size()));
    game.number = raw.number;
    game.firstLine = raw.firstLine;
    game.movetextLine = raw.movetextLine;
    game.offset = raw.offset;
    TagLines lines(raw);
    QByteArrayView line;
    int lineNumber = 0;
    while (lines.next(line, lineNumber)) {
        if (isBlank(line))
            continue;
        QByteArrayView name, rawValue;
        if (!splitTag(line, name, rawValue)) {
            const QByteArrayView t = trimmedBytes(line);
            if (t.back() == ']')
                game.problems.append({PgnProblem::Kind::BadTagLine, lineNumber, 1});
            else  // where the ']' should stand, after the last character written
                game.problems.append(
                    {PgnProblem::Kind::UnclosedTagLine, lineNumber, int(t.data() - line.data() + t.size()) + 1});
            continue;
        }
        const auto named = [name](QLatin1StringView wanted) { return isNamed(name, wanted); };
        if (names.empty() || std::any_of(names.begin(), names.end(), named)) {
            bool notUtf8 = false;
            game.tags.append({tagName(name, notUtf8), tagValueText(rawValue)});
        }
    }
    // Binary content anywhere in a file (an archive or program after the games) is this game's alone: the
    // games before it stand. Said rather than the length where both hold: it tells what the text is.
    if (looksBinary(raw.text)) {
        const qsizetype at = std::max<qsizetype>(0, firstControlByte(raw.text));
        const QByteArrayView before = QByteArrayView(raw.text).first(at);
        const qsizetype lineStart = before.lastIndexOf('\n') + 1;
        game.problems.append(
            {PgnProblem::Kind::NotText, raw.firstLine + int(before.count('\n')), int(at - lineStart) + 1});
    } else if (raw.tooLarge) {
        game.problems.append({PgnProblem::Kind::TooLarge, raw.firstLine, 1});
    }
    return game;
}

void readMovetext(const RawGame& raw, PgnGame& game)
{
    if (std::any_of(game.problems.begin(), game.problems.end(), leavesNothingToCheck))
        return;
    bool notUtf8 = false;
    game.movetext = decode(QByteArrayView(raw.text).sliced(raw.movetextStart), notUtf8);
    if (notUtf8)
        game.problems.append({PgnProblem::Kind::NotUtf8, game.movetextLine, 1});
}

}  // namespace

QString tagValue(const QList<QPair<QString, QString>>& tags, QStringView name)
{
    for (const auto& t : tags)
        if (t.first.size() == name.size() && QStringView(t.first).compare(name, Qt::CaseInsensitive) == 0)
            return t.second;
    return {};
}

QString problemMessage(const PgnProblem& problem)
{
    switch (problem.kind) {
    case PgnProblem::Kind::BadTagLine:
        return QCoreApplication::translate("Pgn", "line %1: not a tag line of the form [Name \"value\"]")
            .arg(problem.line);
    case PgnProblem::Kind::UnclosedTagLine:
        return QCoreApplication::translate("Pgn", "line %1, column %2: the tag line has no closing ]")
            .arg(problem.line)
            .arg(problem.column);
    case PgnProblem::Kind::NotText:
        return QCoreApplication::translate(
            "Pgn", "line %1, column %2: binary content, not text; the game was not checked")
            .arg(problem.line)
            .arg(problem.column);
    case PgnProblem::Kind::NotUtf8:
        return QCoreApplication::translate("Pgn", "line %1: the game is not UTF-8; it was read as Latin-1")
            .arg(problem.line);
    case PgnProblem::Kind::TooLarge:
        return QCoreApplication::translate(
            "Pgn", "line %1: the game is longer than %2 MB, more than any game can be; it was not checked")
            .arg(problem.line)
            .arg(MostGameBytes >> 20);
    }
    return {};
}

const char* problemCode(PgnProblem::Kind kind)
{
    switch (kind) {
    case PgnProblem::Kind::BadTagLine: return "bad-tag-line";
    case PgnProblem::Kind::UnclosedTagLine: return "unclosed-tag-line";
    case PgnProblem::Kind::NotUtf8: return "not-utf8";
    case PgnProblem::Kind::TooLarge: return "too-large";
    case PgnProblem::Kind::NotText: return "binary-content";
    }
    return "";
}

bool leavesNothingToCheck(const PgnProblem& problem)
{
    return problem.kind == PgnProblem::Kind::TooLarge || problem.kind == PgnProblem::Kind::NotText;
}

GameStart startPosition(const QList<QPair<QString, QString>>& tags, const chess::Position& otherwise)
{
    const QString fen = tagValue(tags, u"FEN");
    if (fen.isEmpty())
        return {otherwise, std::nullopt};
    chess::FenResult read = chess::parseFen(fen.toStdString());
    return {std::move(read.position), std::move(read.error)};
}

QString fenTagMessage(const chess::FenDiagnostic& fenError)
{
    return QCoreApplication::translate("Pgn", "the FEN tag is unusable: %1").arg(notation::fenMessage(fenError));
}

std::optional<FilePlace> tagValuePlace(const RawGame& raw, QLatin1StringView name, qsizetype valueByte)
{
    TagLines lines(raw);
    QByteArrayView line;
    int lineNumber = 0;
    while (lines.next(line, lineNumber)) {
        QByteArrayView tagName, rawValue;
        if (isBlank(line) || !splitTag(line, tagName, rawValue)
            || QLatin1StringView(tagName).compare(name, Qt::CaseInsensitive) != 0)
            continue;
        // The value's bytes as read, its escapes undone as tagValueText undoes them.
        qsizetype at = 0;
        for (qsizetype read = 0; at < rawValue.size() && read < valueByte; ++at, ++read)
            if (rawValue[at] == '\\' && at + 1 < rawValue.size())
                ++at;
        const qsizetype lineByte = rawValue.data() - line.data() + at;
        return FilePlace{lineNumber, int(QString::fromUtf8(line.first(lineByte)).size()) + 1};
    }
    return std::nullopt;
}

PgnReader::PgnReader(QIODevice* device, QByteArray start)
    : m_device(device)
    , m_buffer(std::move(start))
    , m_bufferOffset(std::max<qint64>(device->pos() - m_buffer.size(), 0))
{
}

bool PgnReader::seek(const GamePlace& place)
{
    if (m_device->isSequential() || !m_device->seek(place.offset))
        return false;
    m_buffer.clear();
    m_bufferOffset = place.offset;
    m_pos = 0;
    m_haveLine = m_lineWasCut = m_lineContinues = false;
    m_lineNumber = place.firstLine - 1;
    m_games = place.number - 1;
    return true;
}

// The next line as a view into the buffer, which is refilled (and compacted) in large chunks: reading
// line by line through QIODevice would allocate for every line.
bool PgnReader::readLine()
{
    constexpr qsizetype Chunk = 1 << 20;
    qsizetype end = newlineFrom(m_buffer, m_pos);
    while (end < 0 && !m_device->atEnd() && m_buffer.size() - m_pos < MostGameBytes) {
        // Compacted in place and refilled within the room reserved once: a buffer allocated afresh
        // for every chunk costs a page fault for every page the read then writes.
        if (m_filling)
            copyPendingLines();  // before they move
        const qsizetype rest = m_buffer.size() - m_pos;
        m_bufferOffset += m_pos;
        if (m_buffer.capacity() < rest + Chunk)
            m_buffer.reserve(rest + 2 * Chunk);
        std::memmove(m_buffer.data(), m_buffer.constData() + m_pos, std::size_t(rest));
        m_buffer.resize(rest);
        m_pos = 0;
        const qsizetype before = m_buffer.size();
        m_buffer.resize(before + Chunk);
        const qint64 got = m_device->read(m_buffer.data() + before, Chunk);
        m_buffer.resize(before + std::max<qint64>(got, 0));
        if (got <= 0)
            break;
        end = newlineFrom(m_buffer, before);
    }
    if (m_pos >= m_buffer.size())
        return false;
    // A line longer than any game is handed out in pieces, so that the buffer stays small.
    const bool cut = end < 0 && m_buffer.size() - m_pos >= MostGameBytes;
    if (cut)
        end = m_pos + MostGameBytes;
    else if (end < 0)
        end = m_buffer.size();
    QByteArrayView line(m_buffer.constData() + m_pos, end - m_pos);
    m_pos = cut ? end : end + 1;
    if (m_lineNumber == 0 && line.startsWith("\xEF\xBB\xBF"))
        line = line.sliced(3);
    const qsizetype length = line.size();
    while (line.endsWith('\r'))
        line.chop(1);
    m_lineEndsInNewline = !cut && line.size() == length && end < m_buffer.size();
    m_line = line;
    m_lineContinues = m_lineWasCut;
    m_lineWasCut = cut;
    if (!m_lineContinues)
        ++m_lineNumber;
    return true;
}

bool PgnReader::next(PgnGame& game)
{
    RawGame raw;
    if (!nextRaw(raw))
        return false;
    game = readGame(raw);
    return true;
}

void PgnReader::copyPendingLines()
{
    if (m_pendingEnd > m_pendingStart)
        m_filling->text.append(QByteArrayView(m_buffer.constData() + m_pendingStart, m_pendingEnd - m_pendingStart));
    m_pendingStart = m_pendingEnd = 0;
}

bool PgnReader::nextRaw(RawGame& raw)
{
    raw = RawGame();
    // Skip blank lines and anything before the first tag or move.
    for (;;) {
        if (!m_haveLine && !readLine())
            return false;
        m_haveLine = true;
        if (!isBlank(m_line))
            break;
        m_haveLine = false;
    }
    raw.number = ++m_games;
    raw.firstLine = m_lineNumber;
    raw.offset = m_bufferOffset + (m_line.data() - m_buffer.constData());
    m_filling = &raw;
    bool inMovetext = false;
    int braceDepth = 0;
    // The movetext's last line ended in a result, and a blank line came after it: what follows is the
    // next game, tags or not (PGN 8.2.6: the marker ends the game). Text right under the result stays
    // with its game, for the replay to report as set aside.
    bool ended = false;
    bool blankAfterEnd = false;
    while (m_haveLine) {
        // A tag line after movetext begins the next game (unless it sits inside a comment).
        // A piece of a line longer than any game is no tag line, whatever it starts and ends with.
        const bool wholeLine = !m_lineWasCut && !m_lineContinues;
        const qsizetype kept = raw.text.size() + (m_pendingEnd - m_pendingStart);
        const bool blank = isBlank(m_line);
        if (isTagLine(m_line) && braceDepth == 0 && wholeLine) {
            if (inMovetext)
                break;
        } else if (!inMovetext && !blank) {
            inMovetext = true;
            raw.movetextLine = m_lineNumber;
            raw.movetextStart = kept;
        } else if (ended && blankAfterEnd && !blank) {
            break;
        }
        if (inMovetext && (braceDepth > 0 || hasChar(m_line, '{')))
            for (char c : m_line)
                braceDepth += c == '{' ? 1 : c == '}' ? (braceDepth > 0 ? -1 : 0) : 0;
        if (inMovetext && !blank) {
            ended = braceDepth == 0 && wholeLine && endsWithResult(m_line);
            blankAfterEnd = false;
        } else if (blank) {
            blankAfterEnd = ended;
        }
        // A game longer than any can be is read on to its end, its text not kept.
        raw.tooLarge = raw.tooLarge || kept + m_line.size() >= MostGameBytes;
        // Lines that the buffer holds with their '\n', one after another, are copied in one piece.
        if (!raw.tooLarge && m_lineEndsInNewline) {
            const qsizetype at = m_line.data() - m_buffer.constData();
            if (at != m_pendingEnd) {
                copyPendingLines();
                m_pendingStart = at;
            }
            m_pendingEnd = at + m_line.size() + 1;
        } else if (!raw.tooLarge) {
            copyPendingLines();
            raw.text.append(m_line).append('\n');
        }
        m_haveLine = readLine();
    }
    copyPendingLines();
    m_filling = nullptr;
    if (!inMovetext) {
        raw.movetextLine = m_lineNumber;
        raw.movetextStart = raw.text.size();
    }
    return true;
}

PgnGame readGameTags(const RawGame& raw) { return readGameFrame(raw, {}); }

PgnGame readGame(const RawGame& raw)
{
    PgnGame game = readGameFrame(raw, {});
    readMovetext(raw, game);
    return game;
}

PgnGame readGame(const RawGame& raw, std::span<const QLatin1StringView> tagNames)
{
    PgnGame game = readGameFrame(raw, tagNames);
    readMovetext(raw, game);
    return game;
}

QList<PgnGame> readGames(const QByteArray& text)
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    PgnReader reader(&buffer);
    QList<PgnGame> games;
    for (PgnGame game; reader.next(game);)
        games.append(game);
    return games;
}

bool looksLikePgn(QByteArrayView text)
{
    qsizetype start = text.startsWith("\xEF\xBB\xBF") ? 3 : 0;  // a byte-order mark before the first tag
    while (start < text.size()) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        if (isTagLine(text.sliced(start, end - start)))
            return true;
        start = end + 1;
    }
    return false;
}

namespace {

// True when some byte is a control character other than tab, line ends and form feed (a NUL among
// them): nearly never in text, so asked before anything is counted, as an OR of bytes the compiler
// takes sixteen at a time (callgrind: the counts below cost 3.4 instructions a byte of every game).
bool hasControlBytes(QByteArrayView bytes)
{
    unsigned char any = 0;
    for (char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        any |= (b < 0x20) & (b != '\n') & (b != '\r') & (b != '\t') & (b != 0x0C);
    }
    return any != 0;
}

}  // namespace

bool looksBinary(QByteArrayView head)
{
    if (!hasControlBytes(head))
        return false;
    // Asked of every game's whole text, so counted without branches, in 32-bit counts and with `&`
    // rather than `&&`: the compiler then counts sixteen bytes at a time (callgrind: 3.4 instructions a
    // byte against 8.3 with a return at the first NUL). A block bounds the counts.
    constexpr qsizetype Block = qsizetype(1) << 24;
    qsizetype nul = 0;
    qsizetype control = 0;
    for (qsizetype from = 0; from < head.size(); from += Block) {
        std::uint32_t blockNul = 0;
        std::uint32_t blockControl = 0;
        for (char c : head.sliced(from, std::min(Block, head.size() - from))) {
            const auto b = static_cast<unsigned char>(c);
            blockNul += b == 0;
            blockControl += (b < 0x20) & (b != '\n') & (b != '\r') & (b != '\t') & (b != 0x0C);
        }
        nul += blockNul;
        control += blockControl;
    }
    return nul > 0 || (!head.isEmpty() && control * 10 > head.size());
}

}  // namespace pgn
