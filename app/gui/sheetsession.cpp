// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetsession.h"

#include "sheet/replay.h"
#include "sheet/sheethash.h"

SheetSession::SheetSession(QObject* parent)
    : QObject(parent)
{
    replay();
}

void SheetSession::setText(const QString& text)
{
    if (text == m_text)
        return;
    m_text = text;
    replay();
}

void SheetSession::setLanguage(std::optional<notation::Language> language)
{
    m_language = language;
    replay();
}

void SheetSession::setStartPosition(const chess::Position& start)
{
    m_start = start;
    replay();
}

void SheetSession::setPreferredLanguage(notation::Language language)
{
    m_preferred = language;
    replay();
}

void SheetSession::replay()
{
    m_record = std::make_shared<const sheet::Record>(sheet::checkSheet(m_text, m_start, {m_language, m_preferred}));
    emit recordChanged();
}

void SheetSession::keepRuling(report::Ruling ruling)
{
    ruling.madeAt = QDateTime::currentDateTime();
    ruling.sheetHash = sheet::textHash(m_text);
    m_rulings.append(ruling);
}
