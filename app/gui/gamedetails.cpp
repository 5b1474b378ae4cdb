// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedetails.h"

#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>

GameDetails::GameDetails(QWidget* parent)
    : QWidget(parent)
    , m_form(new QFormLayout(this))
{
    setObjectName(QStringLiteral("gameDetails"));
    m_form->setContentsMargins(4, 4, 4, 4);
    for (const char* tag : {"Event", "Site", "Date", "Round", "White", "Black", "Result"}) {
        auto* field = new QLineEdit;
        field->setObjectName(QStringLiteral("tag") + QLatin1String(tag));
        field->installEventFilter(this);
        const int index = int(m_fields.size());
        connect(field, &QLineEdit::textEdited, this, [this, index](const QString& text) {
            const QString before = m_before[index];
            m_before[index] = text;
            emit edited(index, before, text);
        });
        // "1992.??.??", "5.3", "1/2-1/2" hold no letter to set their direction: in a right-to-left
        // interface they would read backwards.
        if (QByteArrayView(tag) == "Date" || QByteArrayView(tag) == "Round" || QByteArrayView(tag) == "Result")
            field->setLayoutDirection(Qt::LeftToRight);
        auto* label = new QLabel;  // worded by retranslate(); addRow(QString(), ...) would make no label
        label->setBuddy(field);
        m_form->addRow(label, field);
        m_fields.append({QString::fromLatin1(tag), field});
        m_before.append(QString());
    }
    retranslate();
}

void GameDetails::retranslate()
{
    // The tag names are PGN's; the labels are the interface language's.
    const QString labels[] = {tr("Event"), tr("Site"), tr("Date"), tr("Round"), tr("White"), tr("Black"), tr("Result")};
    for (int i = 0; i < m_fields.size(); ++i) {
        if (auto* label = qobject_cast<QLabel*>(m_form->labelForField(m_fields[i].second)))
            label->setText(labels[i]);
        m_fields[i].second->setAccessibleName(labels[i]);  // the label's words, not left for a reader to guess
        m_fields[i].second->setAccessibleDescription(
            tr("Kept with the sheet and written into the exported PGN as its %1 tag.").arg(m_fields[i].first));
        if (m_fields[i].first == QLatin1String("Date"))
            m_fields[i].second->setPlaceholderText(tr("YYYY.MM.DD"));
    }
}

void GameDetails::startNextGame()
{
    // An arbiter types a round's games one after another: the event's details stay, the game's go.
    QList<QPair<QString, QString>> event;
    for (const auto& [tag, field] : m_fields)
        if (tag == QLatin1String("Event") || tag == QLatin1String("Site") || tag == QLatin1String("Date")
            || tag == QLatin1String("Round"))
            event.append({tag, field->text()});
    setTags(event);
}

QString GameDetails::field(Field field) const { return m_fields[int(field)].second->text().trimmed(); }

QList<QPair<QString, QString>> GameDetails::tags() const
{
    QList<QPair<QString, QString>> tags;
    for (const auto& [tag, field] : m_fields)
        if (!field->text().trimmed().isEmpty())
            tags.append({tag, field->text().trimmed()});
    return tags + m_otherTags;
}

// Undo and Redo typed in a field go to the window's one history (each detail typed is a step of it),
// not to the field's own, which would take back the same typing a second way.
bool GameDetails::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            event->ignore();  // not taken by the field: the window's shortcut acts
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void GameDetails::setField(int field, const QString& text)
{
    m_fields[field].second->setText(text);
    m_before[field] = text;
}

void GameDetails::setTags(const QList<QPair<QString, QString>>& tags)
{
    m_otherTags.clear();
    for (const auto& [tag, field] : m_fields)
        field->clear();
    for (const auto& [name, value] : tags) {
        bool known = false;
        for (const auto& [tag, field] : m_fields)
            if (tag.compare(name, Qt::CaseInsensitive) == 0) {
                field->setText(value == QLatin1String("?") ? QString() : value);
                known = true;
            }
        if (!known && name.compare(QLatin1String("FEN"), Qt::CaseInsensitive) != 0
            && name.compare(QLatin1String("SetUp"), Qt::CaseInsensitive) != 0)
            m_otherTags.append({name, value});
    }
    for (int i = 0; i < m_fields.size(); ++i)
        m_before[i] = m_fields[i].second->text();
}
