#include "gamedetails.h"

#include <QFormLayout>
#include <QLineEdit>

GameDetails::GameDetails(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("gameDetails"));
    auto* form = new QFormLayout(this);
    form->setContentsMargins(4, 4, 4, 4);
    const QList<QPair<QString, QString>> names = {{"Event", tr("Event")}, {"Site", tr("Site")}, {"Date", tr("Date")},
        {"Round", tr("Round")}, {"White", tr("White")}, {"Black", tr("Black")}, {"Result", tr("Result")}};
    for (const auto& [tag, label] : names) {
        auto* field = new QLineEdit;
        field->setObjectName(QStringLiteral("tag") + tag);
        if (tag == QLatin1String("Date"))
            field->setPlaceholderText(tr("YYYY.MM.DD"));
        form->addRow(label, field);
        m_fields.append({tag, field});
    }
}

QList<QPair<QString, QString>> GameDetails::tags() const
{
    QList<QPair<QString, QString>> tags;
    for (const auto& [tag, field] : m_fields)
        if (!field->text().trimmed().isEmpty())
            tags.append({tag, field->text().trimmed()});
    return tags + m_otherTags;
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
}
