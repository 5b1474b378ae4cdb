// SPDX-License-Identifier: GPL-3.0-or-later
#include "markslegend.h"

#include "verdictstyle.h"
#include "verdictsymbol.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextTable>
#include <QVBoxLayout>

namespace {

using notation::Verdict;

constexpr Verdict Verdicts[] = {Verdict::Ok, Verdict::Variant, Verdict::NonAlgebraic, Verdict::Ambiguous,
    Verdict::Illegal, Verdict::Unreadable, Verdict::Unchecked};

// An entry that could carry the verdict, to show its mark on.
const char* example(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Ok: return "Nf3";
    case Verdict::Variant: return "Ng1-f3";
    case Verdict::NonAlgebraic: return "N-KB3";
    case Verdict::Ambiguous: return "Nd2";
    case Verdict::Illegal: return "Ke3";
    case Verdict::Unreadable: return "Nz9";
    case Verdict::Unchecked: return "Bb5";
    }
    return "";
}

QString meaning(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Ok:
        return MarksLegend::tr("Algebraic, legal, and written in a form the FIDE Laws allow (Appendix C).");
    case Verdict::Variant:
        return MarksLegend::tr("Algebraic and legal, but in a form the Laws do not give, or with a wrong mark.");
    case Verdict::NonAlgebraic:
        return MarksLegend::tr("Legal, but in a system FIDE does not accept as evidence (descriptive, for instance).");
    case Verdict::Ambiguous: return MarksLegend::tr("Reads as two or more legal moves.");
    case Verdict::Illegal: return MarksLegend::tr("Readable, but no legal move matches it.");
    case Verdict::Unreadable: return MarksLegend::tr("Matches no notation at all.");
    case Verdict::Unchecked:
        return MarksLegend::tr("Not judged: the replay could not reach this entry with certainty.");
    }
    return QString();
}

}  // namespace

MarksLegend::MarksLegend(QWidget* parent)
    : QDialog(parent)
    , m_text(new QTextBrowser)
{
    setObjectName(QStringLiteral("marksLegend"));
    m_text->setObjectName(QStringLiteral("marksLegendText"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(buttons);
    resize(720, 420);
    refresh();
}

void MarksLegend::refresh()
{
    setWindowTitle(tr("What the Marks Mean"));
    m_text->clear();
    QTextCursor cursor(m_text->document());
    cursor.insertText(tr("The sheet underlines each entry by its verdict; the table shows its symbol and colour."));
    QTextTableFormat tableFormat;
    tableFormat.setCellPadding(4);
    tableFormat.setCellSpacing(0);
    tableFormat.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    QTextTable* table = cursor.insertTable(int(std::size(Verdicts)) + 1, 4, tableFormat);
    const QStringList headers{tr("In the sheet"), tr("In the table"), tr("Verdict"), tr("Meaning")};
    for (int column = 0; column < headers.size(); ++column)
        table->cellAt(0, column).firstCursorPosition().insertText(headers[column]);
    int row = 1;
    for (const Verdict verdict : Verdicts) {
        table->cellAt(row, 0).firstCursorPosition().insertText(
            QString::fromLatin1(example(verdict)), verdictstyle::editorFormat(verdict));
        // As MoveTableModel shows a cell: the text, then the symbol; shaded unless the entry is correct.
        QTextTableCell inTable = table->cellAt(row, 1);
        if (verdict != Verdict::Ok) {
            QTextCharFormat shaded = inTable.format();
            shaded.setBackground(verdictstyle::background(verdict));
            inTable.setFormat(shaded);
        }
        const QString mark = verdictsymbol::of(verdict);
        inTable.firstCursorPosition().insertText(
            QString::fromLatin1(example(verdict)) + (mark.isEmpty() ? QString() : QStringLiteral("  ") + mark));
        table->cellAt(row, 2).firstCursorPosition().insertText(notation::verdictName(verdict));
        table->cellAt(row, 3).firstCursorPosition().insertText(meaning(verdict));
        ++row;
    }
}

void MarksLegend::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QDialog::changeEvent(event);
}
