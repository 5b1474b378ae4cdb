// SPDX-License-Identifier: GPL-3.0-or-later
#include "entrytext.h"

#include "shownnotation.h"

#include <QCoreApplication>

namespace entrytext {

namespace {

// The messages' translation context, declared so that lupdate finds them.
struct EntryText {
    Q_DECLARE_TR_FUNCTIONS(EntryText)
};

}  // namespace

QString explanation(const sheet::EntryRecord& e, const chess::Position& before, notation::Language sheetLanguage)
{
    using notation::Verdict;
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>").arg(notation::verdictName(e.resolution.verdict).toHtmlEscaped());
    switch (e.resolution.verdict) {
    case Verdict::Illegal: lines << EntryText::tr("No legal move in this position matches what is written."); break;
    case Verdict::Unreadable: lines << EntryText::tr("This is not a move in any notation ScoreCheck knows."); break;
    case Verdict::Ambiguous:
        lines << EntryText::tr("More than one legal move matches; FIDE's appendix asks for the origin file or rank.");
        break;
    case Verdict::NonAlgebraic:
        lines << EntryText::tr(
            "FIDE accepts only algebraic notation on a scoresheet used as evidence; the arbiter should warn "
            "the player.");
        break;
    case Verdict::Unchecked:
        lines << EntryText::tr("Not checked: the replay could not reach this entry with certainty.");
        break;
    case Verdict::Ok:
    case Verdict::Variant: break;
    }
    e.resolution.findings.forEach([&](notation::Finding f) { lines << notation::findingMessage(f).toHtmlEscaped(); });
    for (int i = 0; i < sheet::PlaceFindingCount; ++i)
        if (e.has(sheet::PlaceFinding(i)))
            lines << sheet::placeFindingMessage(sheet::PlaceFinding(i), e).toHtmlEscaped();
    if (e.resolution.verdict == Verdict::Ambiguous && e.resolution.candidateCount > 0) {
        QStringList moves;
        for (int i = 0; i < e.resolution.candidateCount && i < notation::Resolution::MaxCandidates; ++i)
            moves << notation::writeMove(before, e.resolution.candidates[i], shownnotation::options(sheetLanguage));
        // The list is notation as a whole: it reads in the moves' direction, first candidate first.
        lines << EntryText::tr("It can mean: %1")
                     .arg(shownnotation::isolated(moves.join(QStringLiteral(", "))).toHtmlEscaped());
    }
    return lines.join(QStringLiteral("<br>"));
}

}  // namespace entrytext
