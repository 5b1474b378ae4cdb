// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportdocument.h"

#include "alternativewords.h"
#include "arbiterevents.h"
#include "diagramchoice.h"
#include "diagramobject.h"
#include "reportwords.h"
#include "shownnotation.h"
#include "undecidedmoves.h"
#include "verdictsymbol.h"
#include "version.h"
#include "wholefen.h"

#include "chess/movewalk.h"
#include "notation/finding.h"
#include "notation/movewriter.h"
#include "repair/repairreason.h"
#include "sheet/sheethash.h"

#include <QGuiApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <span>

namespace report {

namespace {

constexpr qreal DiagramMillimetres = 62;

QString escaped(const QString& words) { return words.toHtmlEscaped(); }
QString notationHtml(const QString& notation) { return shownnotation::isolated(notation).toHtmlEscaped(); }

QString section(const QString& title) { return QStringLiteral("<h2>%1</h2>").arg(escaped(title)); }
QString paragraph(const QString& html) { return QStringLiteral("<p>%1</p>").arg(html); }

// The moves the replay played, one a ply.
QList<chess::Move> playedMoves(const sheet::Record& r)
{
    QList<chess::Move> moves(r.plies);
    for (const sheet::EntryRecord& e : r.entries)
        if (e.ply > 0)
            moves[e.ply - 1] = e.resolution.move;
    return moves;
}

// A table's row, its cells given from the start of the line: in a right-to-left report, its right end (Qt
// lays a table's columns out left to right whatever the direction, so the row is turned round for it).
QString tableRow(QStringList cells)
{
    if (QGuiApplication::layoutDirection() == Qt::RightToLeft)
        std::reverse(cells.begin(), cells.end());
    return QStringLiteral("<tr>") + cells.join(QString()) + QStringLiteral("</tr>");
}

QString row(const QString& label, const QString& valueHtml)
{
    return tableRow({QStringLiteral("<td class=\"label\" width=\"16%\">%1</td>").arg(escaped(label)),
        QStringLiteral("<td>%1</td>").arg(valueHtml)});
}

QString orUnknown(const QString& value)
{
    return value.trimmed().isEmpty() ? escaped(Report::tr("—")) : escaped(value.trimmed());
}

QString header(const Case& c, const Settings& s)
{
    const GameDetails& d = c.details;
    QString html = QStringLiteral("<h1>%1</h1>").arg(escaped(Report::tr("Arbiter's report")));
    html += QStringLiteral("<table class=\"header\" cellspacing=\"0\" cellpadding=\"2\" width=\"100%\">");
    html += row(Report::tr("Event"), orUnknown(d.event)) + row(Report::tr("Site"), orUnknown(d.site))
        + row(Report::tr("Date"), orUnknown(d.date)) + row(Report::tr("Round"), orUnknown(d.round))
        + row(Report::tr("Board"), orUnknown(d.board)) + row(Report::tr("White"), orUnknown(d.white))
        + row(Report::tr("Black"), orUnknown(d.black));
    const sheet::Record& r = c.record;
    html += row(Report::tr("Result"),
        escaped(
            Report::tr("field: %1; written on the sheet: %2; on the board: %3")
                .arg(d.result.trimmed().isEmpty() ? Report::tr("none") : shownnotation::isolated(d.result.trimmed()),
                    r.resultWritten.isEmpty() ? Report::tr("none") : shownnotation::isolated(r.resultWritten),
                    r.resultOnBoard.isEmpty() ? Report::tr("not decided") : shownnotation::isolated(r.resultOnBoard))));
    html += row(Report::tr("Notation"),
        escaped(QCoreApplication::translate("Language", notation::languageInfo(r.language).englishName)));
    html += row(Report::tr("Arbiter"),
        s.arbiter.trimmed().isEmpty() ? QStringLiteral("________________________________")
                                      : escaped(s.arbiter.trimmed()));
    html += row(Report::tr("Made"),
        escaped(Report::tr("%1 with ScoreCheck %2")
                    .arg(s.locale.toString(s.madeAt, QLocale::LongFormat), shownnotation::isolated(version::qtext()))));
    return html + QStringLiteral("</table>");
}

// `html`, a line of the sheet as `typed`, set apart from the words around it in the direction its text
// begins with. Its entries are isolated each, and an isolate's direction is found from the first strong
// letter outside the isolates it holds (UAX #9, P2): an isolate by its first letter (U+2068) would find none
// in "1. ⁨פו3⁩ ⁨פו6⁩" and run a Hebrew sheet's line left to right, its last move first to a Hebrew reader.
QString isolatedLine(const QString& html, const QString& typed)
{
    constexpr QChar LeftToRightIsolate(0x2066), RightToLeftIsolate(0x2067), PopDirectionalIsolate(0x2069);
    bool rightToLeft = false;
    for (QChar c : typed) {
        const QChar::Direction d = c.direction();
        if (d == QChar::DirL || d == QChar::DirR || d == QChar::DirAL) {
            rightToLeft = d != QChar::DirL;
            break;
        }
    }
    return (rightToLeft ? RightToLeftIsolate : LeftToRightIsolate) + html + PopDirectionalIsolate;
}

// The entries of one line of the sheet, as typed, each after its move number and its verdict's symbol.
QString sheetPart(const Case& c)
{
    const sheet::Record& r = c.record;
    const QStringList lines = c.text.split(QRegularExpression(QStringLiteral("\r\n|\r|\n")));
    QString html = section(Report::tr("The sheet as typed"));
    html += QStringLiteral("<table class=\"grid\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\">");
    html += tableRow({QStringLiteral("<th width=\"8%\">%1</th>").arg(escaped(Report::tr("Line"))),
        QStringLiteral("<th width=\"10%\">%1</th>").arg(escaped(Report::tr("Move"))),
        QStringLiteral("<th>%1</th>").arg(escaped(Report::tr("As typed, with each entry's mark")))});
    int index = 0;
    for (int line = 1; line <= lines.size(); ++line) {
        const QString& typed = lines[line - 1];
        if (typed.trimmed().isEmpty())
            continue;
        QString shown;
        int at = 0;  // UTF-16 column reached, 0-based
        int firstMove = 0, lastMove = 0;
        for (; index < r.entries.size() && r.entries[index].entry.line == line; ++index) {
            const sheet::EntryRecord& e = r.entries[index];
            const int column = std::clamp(e.entry.column - 1, at, int(typed.size()));
            shown += escaped(typed.mid(at, column - at));
            const QString mark = verdictsymbol::of(e.resolution.verdict);
            if (!mark.isEmpty())
                shown += QStringLiteral("<b>%1\u2009</b>").arg(escaped(mark));
            const QString written = sheet::shownEntryText(e.entry.text(c.text));
            shown += e.isClean() ? notationHtml(written) : QStringLiteral("<u>%1</u>").arg(notationHtml(written));
            at = std::min(int(typed.size()), column + e.entry.length);
            firstMove = firstMove ? firstMove : e.moveNumber;
            lastMove = e.moveNumber;
        }
        shown += escaped(typed.mid(at));
        const QString moves
            = firstMove == lastMove ? QString::number(firstMove) : QStringLiteral("%1–%2").arg(firstMove).arg(lastMove);
        html += tableRow({QStringLiteral("<td>%1</td>").arg(line),
            QStringLiteral("<td>%1</td>").arg(firstMove ? shownnotation::isolated(moves) : QString()),
            QStringLiteral("<td class=\"typed\">%1</td>").arg(isolatedLine(shown, typed))});
    }
    html += QStringLiteral("</table>");
    // The marks' legend: a black-and-white print keeps symbols, not colours.
    QStringList legend;
    for (notation::Verdict v :
        {notation::Verdict::Variant, notation::Verdict::NonAlgebraic, notation::Verdict::Ambiguous,
            notation::Verdict::Illegal, notation::Verdict::Unreadable, notation::Verdict::Unchecked})
        legend << QStringLiteral("<b>%1</b> %2").arg(escaped(verdictsymbol::of(v)), escaped(notation::verdictName(v)));
    return html
        + paragraph(escaped(Report::tr("Marks: an entry without a mark is correct; underlined entries have a finding."))
            + u' ' + legend.join(QStringLiteral(" · ")));
}

QString findingLine(const sheet::EntryRecord& e, const QString& text, const QString& what)
{
    const QString mark = verdictsymbol::of(e.resolution.verdict);
    return QStringLiteral("<li>%1</li>")
        .arg(escaped(Report::tr("Line %1, %2 %3: %4"))
                 .arg(e.entry.line)
                 .arg(notationHtml(sheet::numberedEntryText(e, text)), mark.isEmpty() ? QString() : escaped(mark),
                     escaped(what)));
}

QString findingsPart(const Case& c)
{
    const sheet::Record& r = c.record;
    QString items;
    // The entries after the replay stopped, with nothing to say but that: one line for all of them.
    QList<const sheet::EntryRecord*> unchecked;
    for (const sheet::EntryRecord& e : r.entries) {
        if (e.isClean())
            continue;
        if (e.resolution.verdict == notation::Verdict::Unchecked && e.resolution.findings.empty()
            && e.placeFindings == 0) {
            unchecked << &e;
            continue;
        }
        bool said = false;
        e.resolution.findings.forEach([&](notation::Finding f) {
            items += findingLine(e, c.text, notation::findingMessage(f));
            said = true;
        });
        for (int f = 0; f < sheet::PlaceFindingCount; ++f)
            if (e.has(sheet::PlaceFinding(f))) {
                items += findingLine(e, c.text, sheet::placeFindingMessage(sheet::PlaceFinding(f), e));
                said = true;
            }
        if (!said)  // a verdict with no finding of its own (an illegal move, an unreadable entry)
            items += findingLine(e, c.text, notation::verdictName(e.resolution.verdict));
    }
    if (!unchecked.isEmpty())
        items += QStringLiteral("<li>%1</li>")
                     .arg(escaped(Report::tr("%n entries after the replay stopped are not checked, from %1 to %2.",
                                      nullptr, int(unchecked.size())))
                              .arg(notationHtml(sheet::numberedEntryText(*unchecked.first(), c.text)),
                                  notationHtml(sheet::numberedEntryText(*unchecked.last(), c.text))));
    for (const sheet::SheetNote& note : r.notes)
        items += QStringLiteral("<li>%1</li>")
                     .arg(escaped(Report::tr("Line %1: %2").arg(note.line).arg(sheet::sheetNoteMessage(note.kind))));
    return section(Report::tr("Findings"))
        + (items.isEmpty() ? paragraph(escaped(Report::tr("Every entry is correct.")))
                           : QStringLiteral("<ul>%1</ul>").arg(items));
}

QString eventsPart(const Case& c)
{
    const QStringList items = ArbiterEvents::items(c.record, c.text, c.details.result, ArbiterEvents::MoveNames::Plain);
    QString html = section(Report::tr("The arbiter's events"));
    if (items.isEmpty())
        return html + paragraph(escaped(Report::tr("Nothing to report: the sheet has no moves.")));
    html += QStringLiteral("<ul>");
    for (const QString& item : items)
        html += QStringLiteral("<li>%1</li>").arg(item);
    return html + QStringLiteral("</ul>");
}

QString rulingKindName(RulingKind kind)
{
    switch (kind) {
    case RulingKind::ThreefoldClaim: return Report::tr("Claim of a threefold repetition (9.2)");
    case RulingKind::FiftyMovesClaim: return Report::tr("Claim under the fifty-move rule (9.3)");
    case RulingKind::FlagFall: return Report::tr("Flag fall (6.9)");
    case RulingKind::IllegalMove: return Report::tr("Illegal move (7.5)");
    }
    return {};
}

// One ruling's lines (escaped) as paragraphs spaced as one paragraph from what is around it; a FEN among
// them in a block of its own, left to right, a little smaller, whose line is not broken: "white-space: pre"
// makes a block's lines unbreakable and keeps its spaces plain ("nowrap" would turn them into no-break
// spaces, which a FEN copied from the PDF must not have).
QString rulingHtml(const QStringList& lines)
{
    QList<QStringList> groups;  // runs of lines; a FEN alone in its own
    for (const QString& line : lines) {
        if (groups.isEmpty() || wholefen::isFen(line) || wholefen::isFen(groups.last().constFirst()))
            groups.append(QStringList());
        groups.last() << line;
    }
    QString html;
    for (qsizetype i = 0; i < groups.size(); ++i) {
        QString style;
        if (i > 0)
            style += QStringLiteral("margin-top: 0; ");
        if (i + 1 < groups.size())
            style += QStringLiteral("margin-bottom: 0; ");
        const bool fen = wholefen::isFen(groups[i].constFirst());
        if (fen)
            style += QStringLiteral("white-space: pre; font-size: small");
        html += QStringLiteral("<p%1 style=\"%2\">%3</p>")
                    .arg(fen ? QStringLiteral(" dir=\"ltr\"") : QString(), style,
                        groups[i].join(QStringLiteral("<br/>")));
    }
    return html;
}

// Each ruling made in the app on this sheet, in the order made; one made on another text than the one
// reported is kept but marked, since the sheet may since say something else.
QString rulingsPart(const Case& c, const QLocale& locale)
{
    QString html = section(Report::tr("Rulings"));
    if (c.rulings.isEmpty())
        return html + paragraph(escaped(Report::tr("No ruling was made on this sheet in ScoreCheck.")));
    const QByteArray reportedHash = sheet::textHash(c.text);
    for (const Ruling& ruling : c.rulings) {
        const QString moment = ruling.moment.isEmpty()
            ? Report::tr("at the start position")
            : Report::tr("after %1 (ply %2)").arg(shownnotation::isolated(ruling.moment)).arg(ruling.ply);
        QStringList lines{QStringLiteral("<b>%1</b>")
                              .arg(escaped(Report::tr("%1, %2, made %3")
                                               .arg(rulingKindName(ruling.kind), moment,
                                                   locale.toString(ruling.madeAt, QLocale::ShortFormat))))};
        if (ruling.sheetHash != reportedHash)
            lines << QStringLiteral("<i>%1</i>").arg(escaped(Report::tr("Made on an earlier version of the sheet.")));
        const QStringList parts = QStringList{ruling.verdict, ruling.article} + ruling.grounds + ruling.consequence;
        for (const QString& part : parts)
            for (const QString& line : wholefen::onItsOwnLine(part).split(u'\n', Qt::SkipEmptyParts))
                lines << escaped(line);
        html += rulingHtml(lines);
    }
    return html;
}

// "1. e4 e5 2. Nf3": a whole game numbered, in the notation the user sees.
QString numberedGame(const chess::Position& start, const QList<chess::Move>& moves, notation::Language language)
{
    const notation::WriteOptions options = shownnotation::options(language);
    QStringList words;
    chess::Position p = start;
    for (int i = 0; i < moves.size(); ++i) {
        if (p.sideToMove() == chess::Color::White || i == 0)
            words << notation::moveNumberText(p);
        words << notation::writeMove(p, moves[i], options);
        p.doMove(moves[i]);
    }
    return words.join(u' ');
}

// The SAN of a game's ply, in the notation the user sees.
QString plyText(const chess::Position& start, const QList<chess::Move>& moves, int ply, notation::Language language)
{
    const chess::Position before = chess::positionAfter(start, std::span(moves).first(ply));
    return notation::moveNumberText(before) + u' '
        + notation::writeMove(before, moves[ply], shownnotation::options(language));
}

QString entryOrEmpty(const sheet::Record& r, const QString& text, int index)
{
    if (index < 0)
        return escaped(Report::tr("nothing"));
    const QString written = sheet::shownEntryText(r.entries[index].entry.text(text));
    return written.isEmpty() ? escaped(Report::tr("an empty box"))
                             : notationHtml(sheet::numberedEntryText(r.entries[index], text));
}

QString reconstructionPart(const Case& c, const repair::Reconstruction& rec)
{
    const sheet::Record& r = c.record;
    QString html = section(Report::tr("Reconstruction: the most likely game"));
    if (rec.changes.isEmpty())
        return html + paragraph(escaped(Report::tr("No change is needed: the sheet's game is legal as written.")));
    html += QStringLiteral("<ul>");
    for (const repair::Change& change : rec.changes) {
        const QString entry = entryOrEmpty(r, c.text, change.entry);
        const QString move
            = change.ply >= 0 ? notationHtml(plyText(r.start, rec.moves, change.ply, r.language)) : QString();
        QString what;
        switch (change.kind) {
        case repair::Change::Kind::Replaced: what = escaped(Report::tr("%1 read as %2")).arg(entry, move); break;
        case repair::Change::Kind::Inserted: what = escaped(Report::tr("%1 put before %2")).arg(move, entry); break;
        case repair::Change::Kind::Swapped:
            what = escaped(Report::tr("%1 and the next entry change places")).arg(entry);
            break;
        case repair::Change::Kind::Dropped: what = escaped(Report::tr("%1 left out")).arg(entry); break;
        }
        QString why = escaped(repair::reasonMessage(change.reason, change.edit, change.tied));
        if (repair::notCheckedToTheEnd(change)) {
            why += u' '
                + escaped(Report::tr("Not decided: the check stopped at its search limit; the move found is %1."))
                      .arg(change.ply >= 0 ? move : escaped(Report::tr("no move")));
        } else if (!change.decided) {
            // A proposal, not a finding (issue 25): the moves that fit the sheet as well, the one taken first.
            why += u' '
                + escaped(Report::tr("Cannot be decided from this sheet: %1."))
                      .arg(alternativewords::inOneLine(undecidedmoves::ofChange(r.start, rec, change, r.language,
                                                           alternativewords::UncheckedWays::Plain),
                          change.alternatives)
                               .toHtmlEscaped());
        }
        html += QStringLiteral("<li>%1: %2</li>").arg(what, why);
    }
    html += QStringLiteral("</ul>");
    if (!rec.complete)
        html += paragraph(
            escaped(Report::tr("The search ran out of its budget: the end was mended one break at a time.")));
    return html
        + paragraph(escaped(Report::tr("The game with these changes:")) + u' '
            + notationHtml(numberedGame(r.start, rec.moves, r.language)));
}

QString comparisonPart(const Case& c, const Comparison& cmp)
{
    const sheet::Record& r = c.record;
    const repair::Reconciliation& rec = cmp.reconciliation;
    const QList<repair::ReconciledStep> differences = rec.differences();
    QString html = section(Report::tr("Comparison with %1").arg(cmp.otherName));
    html += paragraph(escaped(Report::tr("Differences: %1. This sheet goes to ply %2, the other to ply %3."))
                          .arg(differences.size())
                          .arg(rec.plies[0])
                          .arg(rec.plies[1]));
    if (!differences.isEmpty()) {
        html += QStringLiteral("<ul>");
        for (int step = 0; step < rec.steps.size(); ++step) {
            const repair::ReconciledStep& d = rec.steps[step];
            if (!d.differs)
                continue;
            const QString sheets = escaped(Report::tr("this sheet %1, the other %2"))
                                       .arg(entryOrEmpty(r, c.text, d.entry[0]),
                                           entryOrEmpty(cmp.otherRecord, cmp.otherText, d.entry[1]));
            const QString move = d.ply >= 0 ? notationHtml(plyText(r.start, rec.moves, d.ply, r.language))
                                            : escaped(Report::tr("no move"));
            if (repair::notCheckedToTheEnd(d)) {
                html += QStringLiteral("<li><b>%1</b></li>")
                            .arg(escaped(
                                Report::tr("NOT DECIDED at ply %1: %2; the check stopped at its search limit; the move "
                                           "found is %3"))
                                     .arg(repair::movesBefore(rec, step) + 1)
                                     .arg(sheets, move));
            } else if (!d.decided) {
                const chess::Position before
                    = chess::positionAfter(r.start, std::span(rec.moves).first(repair::movesBefore(rec, step)));
                // Each move isolated on its own, the words naming its sheet outside.
                const QString moves = alternativewords::inOneLine(
                    undecidedmoves::ofDifference(before, rec, d, {r.language, cmp.otherRecord.language},
                        alternativewords::UncheckedWays::Plain),
                    d.alternatives)
                                          .toHtmlEscaped();
                html += QStringLiteral("<li><b>%1</b></li>")
                            .arg(escaped(Report::tr("UNDECIDED at ply %1: %2; cannot be decided from these sheets: "
                                                    "%3; the game goes on with %4"))
                                     .arg(repair::movesBefore(rec, step) + 1)
                                     .arg(sheets, moves, move));
            } else if (d.ply < 0) {
                html += QStringLiteral("<li>%1</li>").arg(escaped(Report::tr("%1: no move")).arg(sheets));
            } else {
                html += QStringLiteral("<li>%1</li>")
                            .arg(escaped(Report::tr("Ply %1: %2; the move that fits both: %3"))
                                     .arg(d.ply + 1)
                                     .arg(sheets, move));
            }
        }
        html += QStringLiteral("</ul>");
    }
    if (!rec.complete)
        html += paragraph(
            escaped(Report::tr("The search ran out of its budget: the end was mended one break at a time.")));
    return html
        + paragraph(escaped(Report::tr("The game that fits both sheets:")) + u' '
            + notationHtml(numberedGame(r.start, rec.moves, r.language)));
}

// Why a position is drawn, in words: plain text, as the diagram's caption draws it.
QString reasonText(const Case& c, const DiagramReason& reason)
{
    const sheet::Record& r = c.record;
    switch (reason.kind) {
    case DiagramReason::Kind::BeforeIllegal:
    case DiagramReason::Kind::BeforeAmbiguous:
        return Report::tr("before %1 (%2)")
            .arg(shownnotation::isolated(sheet::numberedEntryText(r.entries[reason.entry], c.text)),
                notation::verdictName(r.entries[reason.entry].resolution.verdict));
    case DiagramReason::Kind::Repeated:
        return Report::tr("the repeated position, which stood %n times", nullptr, reason.occurrences);
    case DiagramReason::Kind::Final: return Report::tr("the final position");
    case DiagramReason::Kind::Chosen: return Report::tr("chosen by the arbiter");
    }
    return {};
}

// "Diagram 2: After 12... Nf6; before 13. Bxf7 (illegal). White to move.": what tests count them by.
QString diagramCaption(const Case& c, const Diagram& d, int number, const chess::Position& shown)
{
    const sheet::Record& r = c.record;
    QStringList why;
    for (const DiagramReason& reason : d.reasons)
        why << reasonText(c, reason);
    const int index = r.indexOfPly(d.ply);
    const QString where = index < 0
        ? Report::tr("The start position")
        : Report::tr("After %1").arg(shownnotation::isolated(sheet::numberedEntryText(r.entries[index], c.text)));
    const QString toMove
        = shown.sideToMove() == chess::Color::White ? Report::tr("White to move") : Report::tr("Black to move");
    return Report::tr("Diagram %1: %2; %3. %4.").arg(number).arg(where, why.join(QStringLiteral("; ")), toMove);
}

// The diagrams two to a row, each an object that draws its caption under it.
QString diagramsPart(const QList<Diagram>& diagrams)
{
    QString html = section(Report::tr("Diagrams"))
        + QStringLiteral("<table cellspacing=\"0\" cellpadding=\"6\" width=\"100%\">");
    const auto cell = [&diagrams](int i) {
        return i < diagrams.size()
            ? QStringLiteral("<td width=\"50%\" valign=\"top\"><img src=\"diagram:%1\"/></td>").arg(i)
            : QStringLiteral("<td width=\"50%\"></td>");  // a last one alone stays at the start of its row
    };
    for (int i = 0; i < diagrams.size(); i += 2)
        html += tableRow({cell(i), cell(i + 1)});
    return html + QStringLiteral("</table>");
}

QString gamePart(const Case& c)
{
    const sheet::Record& r = c.record;
    QString html = section(Report::tr("The game in clean notation"));
    if (r.plies == 0)
        return html + paragraph(escaped(Report::tr("No move was played.")));
    QString game = notationHtml(numberedGame(r.start, playedMoves(r), r.language));
    if (r.stopIndex() >= 0)
        game += u' ' + escaped(Report::tr("(the replay stopped here: the entries after it are not checked)"));
    else if (!r.resultWritten.isEmpty())
        game += u' ' + notationHtml(r.resultWritten);
    return html + paragraph(game);
}

// The images named "diagram:N" in the HTML become the diagrams themselves, drawn as vectors.
void placeDiagrams(QTextDocument& document, const Case& c, const QList<Diagram>& diagrams)
{
    auto* drawer = new DiagramObject(&document);
    const QList<chess::Move> moves = playedMoves(c.record);
    QList<std::pair<int, int>> places;  // where each is in the document, and which it is
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (QTextBlock::iterator it = block.begin(); !it.atEnd(); ++it)
            if (const QString name = it.fragment().charFormat().toImageFormat().name();
                it.fragment().charFormat().isImageFormat() && name.startsWith(QLatin1String("diagram:")))
                places.append({it.fragment().position(), name.mid(8).toInt()});
    for (const auto& [place, i] : places) {
        const int ply = diagrams[i].ply;
        QTextCursor cursor(&document);
        cursor.setPosition(place);
        cursor.setPosition(place + 1, QTextCursor::KeepAnchor);
        const chess::Position p = chess::positionAfter(c.record.start, std::span(moves).first(ply));
        cursor.insertText(QString(QChar::ObjectReplacementCharacter),
            drawer->add(p, ply > 0 ? moves[ply - 1] : chess::Move(), DiagramMillimetres,
                diagramCaption(c, diagrams[i], i + 1, p)));
    }
}

}  // namespace

int build(QTextDocument& document, const Case& c, const Settings& s)
{
    document.clear();
    QFont font = QGuiApplication::font();
    font.setPointSizeF(9);
    document.setDefaultFont(font);
    QTextOption option = document.defaultTextOption();
    option.setTextDirection(QGuiApplication::layoutDirection());
    document.setDefaultTextOption(option);
    document.setDefaultStyleSheet(QStringLiteral(
        "h1 { font-size: 15pt; margin-bottom: 4pt; } h2 { font-size: 11.5pt; margin-top: 10pt; margin-bottom: 3pt; }"
        "td.label { font-weight: bold; padding-right: 8pt; } table.grid { border-color: #000; border-style: solid; }"
        "th { font-weight: bold; text-align: left; } p.caption { font-size: 8pt; margin-top: 2pt; }"
        "li { margin-bottom: 1pt; }"));
    const QList<Diagram> diagrams
        = s.parts.testFlag(Part::Diagrams) ? chooseDiagrams(c.record, c.chosenPlies) : QList<Diagram>{};
    QString html = header(c, s);
    if (s.parts.testFlag(Part::Sheet))
        html += sheetPart(c);
    if (s.parts.testFlag(Part::Findings))
        html += findingsPart(c);
    if (s.parts.testFlag(Part::Events))
        html += eventsPart(c);
    if (s.parts.testFlag(Part::Rulings))
        html += rulingsPart(c, s.locale);
    if (s.parts.testFlag(Part::Repair) && c.reconstruction)
        html += reconstructionPart(c, *c.reconstruction);
    if (s.parts.testFlag(Part::Repair) && c.comparison)
        html += comparisonPart(c, *c.comparison);
    // The game before the diagrams: a short paragraph, which then never stands alone on a last page.
    if (s.parts.testFlag(Part::Game))
        html += gamePart(c);
    if (!diagrams.isEmpty())
        html += diagramsPart(diagrams);
    const QString dir
        = QGuiApplication::layoutDirection() == Qt::RightToLeft ? QStringLiteral("rtl") : QStringLiteral("ltr");
    document.setHtml(QStringLiteral("<html><body dir=\"%1\">%2</body></html>").arg(dir, html));
    placeDiagrams(document, c, diagrams);
    return int(diagrams.size());
}

}  // namespace report
