#include "comparedialog.h"

#include "repair/reconciliation.h"
#include "sheet/replay.h"
#include "sheetrepair.h"
#include "shownnotation.h"
#include "verdictstyle.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

CompareDialog::CompareDialog(const sheet::Record& record, const QString& text, const QString& otherText,
    const QString& otherName, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("compareDialog"));
    setWindowTitle(tr("Compare Two Sheets"));
    const sheet::Record other = sheet::checkSheet(otherText, record.start, {std::nullopt, record.language});
    const QList<QStringView> mine = sheet::entryTexts(record, text);
    const QList<QStringView> theirs = sheet::entryTexts(other, otherText);
    const repair::Reconciliation r
        = repair::reconcile(record.start, {{{mine, record.language}, {theirs, other.language}}});

    auto* summary = new QLabel(this);
    summary->setWordWrap(true);
    summary->setText(tr("The game that fits both sheets has %1 plies. The sheets differ in %2 place(s). This "
                        "sheet goes to ply %3, the other (%4) to ply %5.")
                         .arg(r.moves.size())
                         .arg(r.differences().size())
                         .arg(r.plies[0])
                         .arg(otherName)
                         .arg(r.plies[1]));

    auto* table = new QTableWidget(int(r.steps.size()), 4, this);
    table->setObjectName(QStringLiteral("comparison"));
    table->setHorizontalHeaderLabels({tr("Move"), tr("This sheet"), tr("Other sheet"), tr("Game")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    chess::Position p = record.start;
    for (int row = 0; row < r.steps.size(); ++row) {
        const repair::ReconciledStep& step = r.steps[row];
        QString number, move;
        if (step.ply >= 0) {
            number = shownnotation::isolated(notation::moveNumberText(p));
            move = shownnotation::move(p, r.moves[step.ply], record.language);
            p.doMove(r.moves[step.ply]);
        } else {
            move = tr("(no move)");
        }
        const QString texts[2]
            = {step.entry[0] >= 0 ? shownnotation::isolated(mine[step.entry[0]].toString()) : QString(),
                step.entry[1] >= 0 ? shownnotation::isolated(theirs[step.entry[1]].toString()) : QString()};
        const QString cells[4] = {number, texts[0], texts[1], move};
        for (int column = 0; column < 4; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (step.differs)
                item->setBackground(verdictstyle::background(notation::Verdict::Illegal));
            table->setItem(row, column, item);
        }
    }
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(table, 1);
    layout->addWidget(buttons);
    resize(640, 560);
}
