#include "illegalmovedialog.h"

#include "ratebox.h"
#include "shownnotation.h"

#include "rulings/illegalmovewording.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

IllegalMoveDialog::IllegalMoveDialog(
    std::shared_ptr<const sheet::Record> record, const QString& text, int entry, QWidget* parent)
    : QDialog(parent)
    , m_record(std::move(record))
    , m_text(text)
    , m_entry(entry)
    , m_entryLabel(new QLabel)
    , m_rateLabel(new QLabel)
    , m_rate(new RateBox)
    , m_view(new QTextBrowser)
    , m_markButton(new QPushButton)
    , m_copy(new QPushButton)
    , m_close(new QPushButton)
{
    setObjectName(QStringLiteral("illegalMoveDialog"));
    m_entryLabel->setObjectName(QStringLiteral("illegalMoveEntry"));
    m_entryLabel->setWordWrap(true);
    m_rate->setObjectName(QStringLiteral("rate"));
    m_rateLabel->setBuddy(m_rate);
    m_view->setObjectName(QStringLiteral("illegalMoveRuling"));
    m_markButton->setObjectName(QStringLiteral("markTakenBack"));
    m_copy->setObjectName(QStringLiteral("copyRuling"));

    auto* rate = new QHBoxLayout;
    rate->addWidget(m_rateLabel);
    rate->addWidget(m_rate);
    rate->addStretch(1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_copy);
    buttons->addStretch(1);
    buttons->addWidget(m_markButton);
    buttons->addWidget(m_close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_entryLabel);
    layout->addLayout(rate);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);

    connect(m_rate, &QComboBox::currentIndexChanged, this, &IllegalMoveDialog::rule);
    connect(m_copy, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(rulings::illegalMoveText(m_ruling, *m_record, m_text));
    });
    connect(m_markButton, &QPushButton::clicked, this, [this] {
        m_mark = true;
        accept();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    word();
    resize(640, 420);
}

void IllegalMoveDialog::word()
{
    setWindowTitle(tr("Ruling on an Illegal Move"));
    m_entryLabel->setText(tr("Illegal move completed on the board: %1")
                              .arg(shownnotation::isolated(sheet::numberedEntryText(m_record->entries[m_entry], m_text))));
    m_rateLabel->setText(tr("R&ate of play:"));
    m_rate->word();
    m_markButton->setText(tr("&Mark as Taken Back"));
    m_markButton->setToolTip(tr("Marks the entry on the sheet as an illegal move completed and taken back: the "
                                "replay goes on from the position before it, with the same player to move (7.5.1)."));
    m_copy->setText(tr("&Copy as Text"));
    m_close->setText(tr("Close"));
    rule();
}

void IllegalMoveDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        word();
    QDialog::changeEvent(event);
}

void IllegalMoveDialog::rule()
{
    m_ruling = rulings::ruleIllegalMove(*m_record, m_entry, m_rate->rate());
    const rulings::IllegalMoveWording w = rulings::illegalMoveWording(m_ruling, *m_record, m_text);
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(w.verdict.toHtmlEscaped());
    for (const QString& line : w.consequence)
        html += QStringLiteral("<p>%1</p>").arg(line.toHtmlEscaped());
    if (!w.count.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(w.count.toHtmlEscaped());
    if (!w.mateLine.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(w.mateLine.toHtmlEscaped());
    m_view->setHtml(html);
    // Only a first one is taken back and played on from; a second ends the game.
    const bool marked = m_record->entries[m_entry].entry.takenBack;
    m_markButton->setVisible(m_ruling.outcome == rulings::IllegalMoveOutcome::TimeToOpponent && !marked);
}
