// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgnwriter.h"

#include "pgngame.h"

#include "chess/fen.h"
#include "notation/movereader.h"
#include "notation/movewriter.h"

#include "notation/verdict.h"
#include "sheet/gameresult.h"
#include "sheet/recordwalk.h"
#include "sheet/takenbackmark.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace pgn {
namespace {

constexpr const char* SevenTags[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
constexpr int LineWidth = 80;

QString escaped(QString value)
{
    return value.replace(u'\\', QLatin1String("\\\\")).replace(u'"', QLatin1String("\\\""));
}

// Breaks movetext tokens into lines of at most LineWidth characters.
class LineFiller {
public:
    void add(const QString& token)
    {
        if (m_line.size() + 1 + token.size() > LineWidth && !m_line.isEmpty()) {
            m_text += m_line + u'\n';
            m_line.clear();
        }
        if (!m_line.isEmpty())
            m_line += u' ';
        m_line += token;
    }
    QString finish() { return m_text + m_line + u'\n'; }

private:
    QString m_text, m_line;
};

// Sheet text as the words of a PGN comment: a brace would end the comment, so braces become
// parentheses; line breaks become spaces; control characters (a damaged file's) are shown as their
// visible symbols, as a report shows them, so that the PGN stays text.
QStringList commentWords(QStringView text)
{
    QString plain = text.toString();
    plain.replace(u'{', u'(').replace(u'}', u')');
    QStringList words = plain.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    for (QString& word : words)
        word = sheet::shownEntryText(word, word.size());
    return words;
}

// A comment added word by word, so that it wraps like the moves.
void addComment(LineFiller& moves, const QString& lead, QStringView asWritten)
{
    QStringList tokens;
    for (const QString& word : commentWords(lead) + commentWords(asWritten)) {
        // A line that starts with '[' reads as a tag line, one with '%' as an escape (PGN 6, 8.1.1):
        // such a word never starts a line.
        if (!tokens.isEmpty() && (word.startsWith(u'[') || word.startsWith(u'%')))
            tokens.back() += u' ' + word;
        else
            tokens.append(word);
    }
    if (tokens.isEmpty()) {  // "{}" on the sheet stays an empty comment
        moves.add(QStringLiteral("{}"));
        return;
    }
    tokens.front().prepend(u'{');
    tokens.back().append(u'}');
    for (const QString& token : tokens)
        moves.add(token);
}

// Where the sheet's own comments stop being carried over one by one: at the first text set aside (what
// follows the result, a comment never closed), which addSetAsideText() carries whole.
qsizetype sheetCommentsEnd(const sheet::Record& record, QStringView sheetText)
{
    qsizetype end = sheetText.size();
    for (const sheet::SheetNote& n : record.notes)
        end = std::min<qsizetype>(end, n.start);
    return end;
}

// Where the variation that opens at `open` ends (after its ')'), read as the sheet parser skips it
// (sheetparser.cpp, skipComment): braces inside do not nest, variations do. -1 when it is never closed.
qsizetype variationEnd(QStringView text, qsizetype open)
{
    int depth = 0;
    bool inBrace = false;
    for (qsizetype at = open; at < text.size(); ++at) {
        const QChar c = text[at];
        if (inBrace)
            inBrace = c != u'}';
        else if (c == u'{')
            inBrace = true;
        else if (c == u'(')
            ++depth;
        else if (c == u')' && --depth == 0)
            return at + 1;
    }
    return -1;
}

// Whether a move stands before the text carried over: a glyph says something of the move before it, so
// before the first one it is kept as a comment (a PGN reader would start a game of its own at it).
enum class MoveBefore { None, One };

// What a player, transcriber or annotator wrote between two entries, kept where it stands: {comments}
// ("{clock 1:58}") and ; comments to the end of the line as comments, a (variation) as a comment that
// quotes it (its moves are in the sheet's notation, and the comments inside it are its own, not words on
// the move before it), and PGN's glyphs ($14) as themselves. True when a comment was added.
bool addSheetComments(LineFiller& moves, QStringView between, MoveBefore moveBefore)
{
    bool added = false;
    for (qsizetype at = 0; at < between.size(); ++at) {
        const QChar c = between[at];
        const bool tokenStart = at == 0 || between[at - 1].isSpace();
        qsizetype end = -1;
        if (c == u'$' && tokenStart && at + 1 < between.size() && between[at + 1].isDigit()) {
            end = at + 1;
            while (end < between.size() && between[end].isDigit())
                ++end;
            const QStringView glyph = between.sliced(at, end - at);
            if (moveBefore == MoveBefore::One) {
                moves.add(glyph.toString());
            } else {
                addComment(moves, QString(), glyph);
                added = true;
            }
            at = end - 1;
            continue;
        }
        const qsizetype lineEnd = c == u';' || c == u'%' ? between.indexOf(u'\n', at) : -1;
        if (c == u'%' && (at == 0 || between[at - 1] == u'\n')) {  // an escape line (PGN 6): not for readers
            at = lineEnd < 0 ? between.size() : lineEnd;
            continue;
        }
        if (c == u'{' && (end = between.indexOf(u'}', at)) >= 0) {
            addComment(moves, QString(), between.sliced(at + 1, end - at - 1));
        } else if (c == u';') {
            end = lineEnd < 0 ? between.size() : lineEnd;
            addComment(moves, QString(), between.sliced(at + 1, end - at - 1));
        } else if (c == u'(' && !between.sliced(at).startsWith(u"(=)") && (end = variationEnd(between, at)) >= 0) {
            addComment(
                moves, QCoreApplication::translate("Pgn", "Variation as written:"), between.sliced(at, end - at));
            --end;  // the loop steps past the ')'
        } else {
            continue;  // a move number, a result, space; an unclosed comment or variation is a note of its own
        }
        added = true;
        at = end;
    }
    return added;
}

// The assessment written with a move ("e4!", "Sf3 !?", "+/="): PGN's glyph for the six that have one
// (PGN standard 8.2.3.8), any other as written in a comment. True when a comment was added.
bool addAnnotation(LineFiller& moves, QStringView written, notation::Language language)
{
    const notation::WrittenMove m = notation::readMove(written, language);
    if (m.annotationStart < 0)
        return false;
    const QStringView annotation = written.sliced(m.annotationStart, m.annotationLength);
    static constexpr std::u16string_view Assessments[] = {u"!", u"?", u"!!", u"??", u"!?", u"?!"};
    for (std::size_t i = 0; i < std::size(Assessments); ++i)
        if (annotation == QStringView(Assessments[i].data(), qsizetype(Assessments[i].size()))) {
            moves.add(u'$' + QString::number(i + 1));
            return false;
        }
    addComment(moves, QString(), annotation);
    return true;
}

// Where the arbiter's mark after an entry taken back ends ("Ke3 {illegal}"), `from` being the entry's end.
qsizetype endOfTakenBackMark(QStringView sheetText, qsizetype from)
{
    qsizetype open = from;
    while (open < sheetText.size() && sheetText[open].isSpace())
        ++open;
    const qsizetype close = sheetText.indexOf(u'}', open);
    if (open < sheetText.size() && sheetText[open] == u'{' && close > open
        && sheet::isTakenBackMark(sheetText.sliced(open, close - open + 1)))
        return close + 1;
    return from;
}

// What the sheet says that the moves do not: the rest of the sheet from the entry where the replay
// stopped (pgn-extract's --keepbroken keeps it too), text set aside before that point, and a written
// result other than the one exported.
void addSetAsideText(LineFiller& moves, const sheet::Record& record, QStringView sheetText, const QString& result)
{
    const int stop = record.stopIndex();
    const qsizetype restStart = stop < 0 ? sheetText.size() : record.entries[stop].entry.start;
    for (const sheet::SheetNote& n : record.notes)
        if (n.start < restStart)
            addComment(moves,
                sheet::sheetNoteMessage(n.kind) + u' ' + QCoreApplication::translate("Pgn", "As written:"),
                sheetText.mid(n.start, n.length));
    if (stop >= 0) {
        const sheet::EntryRecord& e = record.entries[stop];
        const QString number = notation::moveNumberText(e.moveNumber, e.side);
        addComment(moves,
            QCoreApplication::translate("Pgn", "The replay stops here, at %1 %2: %3. The rest of the sheet as written:")
                .arg(number, e.entry.text(sheetText).toString(), notation::verdictName(e.resolution.verdict)),
            number + u' ' + sheetText.mid(restStart).toString());
        return;  // the rest holds the written result
    }
    const QString written = record.resultWritten;
    if (!written.isEmpty() && written != QLatin1String("*") && written != result)
        addComment(moves, QCoreApplication::translate("Pgn", "The result written on the sheet:"), written);
}

}  // namespace

QString writeTags(const QList<QPair<QString, QString>>& tags, const chess::Position& start)
{
    QString out;
    for (const auto& [name, value] : tags)
        if (name != QLatin1String("SetUp") && name != QLatin1String("FEN"))
            out += QStringLiteral("[%1 \"%2\"]\n").arg(name, escaped(value));
    if (!(start == chess::Position::startPosition()))
        out += QStringLiteral("[SetUp \"1\"]\n[FEN \"%1\"]\n").arg(QString::fromStdString(chess::toFen(start)));
    return out;
}

QString writePgn(const sheet::Record& record, QStringView sheetText, const QList<QPair<QString, QString>>& tags)
{
    const QString result = sheet::decidedResult(record, tagValue(tags, QStringLiteral("Result")));
    // The Seven Tag Roster first, in its order, then the others as given.
    QList<QPair<QString, QString>> ordered;
    for (const char* name : SevenTags) {
        const QString tag = QString::fromLatin1(name);
        const QString value = tag == QLatin1String("Result") ? result : tagValue(tags, tag);
        ordered.append({tag, value.isEmpty() ? QStringLiteral("?") : value});
    }
    for (const auto& t : tags)
        if (std::none_of(
                std::begin(SevenTags), std::end(SevenTags), [&](const char* n) { return t.first == QLatin1String(n); }))
            ordered.append(t);
    const QString out = writeTags(ordered, record.start) + u'\n';

    LineFiller moves;
    bool needNumber = true;
    const qsizetype commentsEnd = sheetCommentsEnd(record, sheetText);
    MoveBefore moveBefore = MoveBefore::None;
    const auto addCommentsBefore = [&](qsizetype end, qsizetype from) {
        if (addSheetComments(moves, sheetText.mid(from, std::min(end, commentsEnd) - from), moveBefore))
            needNumber = true;  // after a comment, Black's move gets its number again
    };
    qsizetype written = 0;  // the sheet's text up to here has been carried into the PGN
    for (const sheet::WalkedEntry& w : sheet::RecordWalk(record)) {
        const sheet::EntryRecord& e = w.record;
        if (e.has(sheet::PlaceFinding::TakenBack)) {
            // Not a move of the game (7.5.1), but part of the sheet: kept as one comment where it stood,
            // the arbiter's mark with it (a mark of its own after a comment would mark nothing).
            addCommentsBefore(e.entry.start, written);
            written = endOfTakenBackMark(sheetText, e.entry.start + e.entry.length);
            // A draw offer written after the mark ("Nxe5 {illegal} (=)") is not in the entry's text.
            const QString offer = e.entry.drawOfferAfterMark ? QStringLiteral(" (=)") : QString();
            addComment(moves, QCoreApplication::translate("Pgn", "Illegal move completed and taken back (FIDE 7.5.1):"),
                notation::moveNumberText(e.moveNumber, e.side) + u' ' + e.entry.text(sheetText).toString() + offer);
            needNumber = true;
            continue;
        }
        if (e.ply == 0)
            break;
        addCommentsBefore(e.entry.start, written);
        written = e.entry.start + e.entry.length;
        if (w.before.sideToMove() == chess::Color::White || needNumber)
            moves.add(notation::moveNumberText(w.before));
        moves.add(
            w.writtenMove({notation::Notation::San, notation::Language::English, notation::SanStyle::Pgn}).toString());
        moveBefore = MoveBefore::One;
        needNumber = addAnnotation(moves, e.entry.text(sheetText), record.language);
        if (e.drawOffer) {
            moves.add(QStringLiteral("{(=) %1}").arg(QCoreApplication::translate("Pgn", "draw offer")));
            needNumber = true;  // after a comment, Black's move gets its number again
        }
    }
    const int stop = record.stopIndex();
    addCommentsBefore(stop < 0 ? sheetText.size() : record.entries[stop].entry.start, written);
    addSetAsideText(moves, record, sheetText, result);
    moves.add(result);
    return out + moves.finish();
}

}  // namespace pgn
