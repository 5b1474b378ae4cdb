// SPDX-License-Identifier: GPL-3.0-or-later
#include "howwrittenpanel.h"

#include "shownnotation.h"
#include "shownwriters.h"
#include "writingrulewords.h"

#include "notation/movewriter.h"
#include "notation/writingreasons.h"

#include <QGuiApplication>

#include <algorithm>

namespace {

using notation::Language;
using notation::Notation;
using notation::SanStyle;

// One notation the panel writes the move in: its name, how it is written, and what the Laws make of it.
struct Form {
    QString name;
    notation::WriteOptions options;
    QString note;
};

QString languageName(Language language)
{
    return QCoreApplication::translate("Language", notation::languageInfo(language).englishName);
}

// What the Laws make of a notation *Show moves as* offers.
QString noteOn(Notation notation)
{
    switch (notation) {
    case Notation::San: break;  // the panel's first rows, in the sheet's letters and in English
    case Notation::Figurine: return HowWrittenPanel::tr("figurines instead of the letters, recommended in print (C.3)");
    case Notation::LongAlgebraic: return HowWrittenPanel::tr("with the square of departure: acceptable (C.8)");
    case Notation::LongAlgebraicHyphen:
        return HowWrittenPanel::tr("readable, but the Laws' long form has no hyphen (C.8)");
    case Notation::Uci: return HowWrittenPanel::tr("chess engines' coordinates, not for a scoresheet");
    case Notation::IccfNumeric:
        return HowWrittenPanel::tr(
            "correspondence chess; not algebraic, so no evidence on a FIDE scoresheet (Appendix C)");
    case Notation::Descriptive:
        return HowWrittenPanel::tr("not algebraic, so no evidence on a FIDE scoresheet (Appendix C)");
    }
    return {};
}

}  // namespace

HowWrittenPanel::HowWrittenPanel(QWidget* parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("howWrittenPanel"));
    setOpenLinks(false);
    // Beside the table the panel is narrow: a word too long for its column widens the column rather than
    // being cut in two ("алгебраическа|я").
    setWordWrapMode(QTextOption::WordWrap);
}

void HowWrittenPanel::showMove(const chess::Position& before, chess::Move move, Language language)
{
    m_shown = Shown{before, move, language};
    m_written = false;
    if (isVisible())
        write();
}

void HowWrittenPanel::showNoMove()
{
    m_shown.reset();
    m_written = false;
    if (isVisible())
        write();
}

void HowWrittenPanel::showEvent(QShowEvent* event)
{
    QTextBrowser::showEvent(event);
    if (!m_written)
        write();
}

void HowWrittenPanel::write()
{
    m_written = true;
    if (!m_shown) {
        setHtml(QStringLiteral("<p>%1</p>")
                    .arg(tr("No move yet. Put the cursor on a move of the sheet, or step through the game, to see how "
                            "it is written and why.")
                             .toHtmlEscaped()));
        return;
    }
    const auto& [before, move, language] = *m_shown;
    QList<Form> forms{{tr("SAN, %1").arg(languageName(language)), {Notation::San, language, SanStyle::Fide},
        tr("FIDE's short form (Appendix C)")}};
    if (language != Language::English)
        forms.append({tr("SAN, %1").arg(languageName(Language::English)),
            {Notation::San, Language::English, SanStyle::Fide}, tr("the same with English letters (C.2)")});
    // The writers *Show moves as* offers, named as it names them; the descriptive one with English letters,
    // as its name says.
    for (const ShownWriter& writer : shownWriters())
        forms.append({QCoreApplication::translate("MainWindow", writer.name),
            {writer.notation, writer.notation == Notation::Descriptive ? Language::English : language, SanStyle::Fide},
            noteOn(writer.notation)});

    const QString shortForm = notation::writeMove(before, move, forms.constFirst().options);
    const bool rightToLeft = QGuiApplication::layoutDirection() == Qt::RightToLeft;
    QString html = QStringLiteral("<p><b>%1</b></p><table cellspacing=\"3\">")
                       .arg(tr("How %1 is written")
                                .arg(shownnotation::isolated(notation::moveNumberText(before) + u' ' + shortForm))
                                .toHtmlEscaped());
    for (const Form& form : forms) {
        QStringList cells{form.name.toHtmlEscaped(),
            QStringLiteral("<b>%1</b>")
                .arg(shownnotation::isolated(notation::writeMove(before, move, form.options)).toHtmlEscaped()),
            QStringLiteral("<small>%1</small>").arg(form.note.toHtmlEscaped())};
        // Read from the right in a right-to-left interface: Qt lays a table's columns out left to right.
        if (rightToLeft)
            std::reverse(cells.begin(), cells.end());
        html += QStringLiteral("<tr><td>%1</td></tr>").arg(cells.join(QStringLiteral("</td><td>")));
    }
    html += QStringLiteral("</table><p><b>%1</b></p><ul>").arg(tr("Why it is written so").toHtmlEscaped());
    const notation::WritingReasons reasons = notation::writingReasons(before, move);
    for (notation::WritingRule rule : reasons.rules)
        html += QStringLiteral("<li>%1</li>").arg(WritingRuleWords::sentence(reasons, rule, language).toHtmlEscaped());
    setHtml(QStringLiteral("<html><body dir=\"%1\">%2</ul></body></html>")
                .arg(rightToLeft ? QStringLiteral("rtl") : QStringLiteral("ltr"), html));
}
