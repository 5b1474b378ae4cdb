// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulingtext.h"

#include "shownnotation.h"

#include "chess/fen.h"

#include <QCoreApplication>
#include <QDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace rulingtext {

QLabel* partLabel(const QString& objectName)
{
    auto* label = new QLabel;
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QLabel* verdictLabel()
{
    QLabel* label = partLabel(QStringLiteral("verdict"));
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    return label;
}

void layOutRulingDialog(QDialog* dialog, QWidget* moment, QLayout* inputs, QWidget* ruling, QPushButton* copy,
    const QList<QPushButton*>& endButtons)
{
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("rulingArea"));
    scroll->setWidget(ruling);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::StyledPanel);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(copy);
    buttons->addStretch(1);
    for (QPushButton* button : endButtons)
        buttons->addWidget(button);

    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(moment);
    layout->addLayout(inputs);
    layout->addWidget(scroll, 1);
    layout->addLayout(buttons);
}

namespace {

// The messages' translation context, declared so that lupdate finds them.
struct RulingText {
    Q_DECLARE_TR_FUNCTIONS(RulingText)
};

}  // namespace

void describeRulingDialog(QDialog* dialog)
{
    auto* area = dialog->findChild<QScrollArea*>(QStringLiteral("rulingArea"));
    area->setAccessibleName(RulingText::tr("Ruling"));
    area->setAccessibleDescription(RulingText::tr(
        "The ruling in words: the verdict first, then the articles of the Laws it rests on and what follows."));
    dialog->findChild<QPushButton*>(QStringLiteral("rule"))
        ->setAccessibleDescription(RulingText::tr("Keeps this ruling with the sheet: the arbiter's report prints it."));
    dialog->findChild<QPushButton*>(QStringLiteral("copyRuling"))
        ->setAccessibleDescription(
            RulingText::tr("Copies the ruling as plain text, to paste into a report or a message."));
    dialog->findChild<QPushButton*>(QStringLiteral("closeRuling"))
        ->setAccessibleDescription(RulingText::tr("Closes this window; the rulings kept stay with the sheet."));
}

QStringList notationOf(const rulings::IllegalMoveRuling& ruling, const sheet::Record& record, QStringView text)
{
    QStringList notation{ruling.result};
    if (ruling.reinstated)
        notation << QString::fromStdString(chess::toFen(*ruling.reinstated));
    for (const sheet::EntryRecord& e : record.entries)
        notation << sheet::numberedEntryText(e, text);
    if (ruling.opponentMate)
        notation << ruling.opponentMate->line.join(u' ');
    return notation;
}

IsolatedMoves::IsolatedMoves(QStringList numberedMoves)
{
    numberedMoves.removeAll(QString());
    std::sort(numberedMoves.begin(), numberedMoves.end(),
        [](const QString& a, const QString& b) { return a.size() > b.size(); });
    numberedMoves.removeDuplicates();
    for (QString& move : numberedMoves)
        move = QRegularExpression::escape(move);
    m_moves.setPattern(numberedMoves.join(u'|'));
}

QString IsolatedMoves::in(const QString& line) const
{
    if (m_moves.pattern().isEmpty())
        return line;
    QString out;
    qsizetype from = 0;
    for (QRegularExpressionMatchIterator it = m_moves.globalMatch(line); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += line.mid(from, m.capturedStart() - from) + shownnotation::isolated(m.captured());
        from = m.capturedEnd();
    }
    return out + line.mid(from);
}

QStringList IsolatedMoves::in(QStringList lines) const
{
    for (QString& line : lines)
        line = in(line);
    return lines;
}

}  // namespace rulingtext
