// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportcase.h"
#include "sheet/record.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

/// The sheet being worked on and its judged record. The one place where the replay runs: every
/// change of text, language or start position replays the whole sheet (fast enough for every
/// keystroke, so there is no incremental state to go stale) and announces the new record.
class SheetSession : public QObject {
    Q_OBJECT

public:
    explicit SheetSession(QObject* parent = nullptr);

    const QString& text() const { return m_text; }
    const sheet::Record& record() const { return *m_record; }
    /// The same record, for a view to keep: each replay makes a new one and never changes one handed out.
    std::shared_ptr<const sheet::Record> sharedRecord() const { return m_record; }
    std::optional<notation::Language> language() const { return m_language; }
    const chess::Position& startPosition() const { return m_start; }

    void setText(const QString& text);
    /// None: found by replaying.
    void setLanguage(std::optional<notation::Language> language);
    void setStartPosition(const chess::Position& start);
    /// The interface language, which wins ties when the notation language is found by replaying.
    void setPreferredLanguage(notation::Language language);

    /// The rulings made on this sheet in the Rulings dialogs, in the order made, for the arbiter's report.
    const QList<report::Ruling>& rulings() const { return m_rulings; }
    /// Keeps `ruling`, made now on the sheet as it now reads (its time and the text's hash are set here).
    void keepRuling(report::Ruling ruling);
    /// Another sheet: the rulings made on the last one go.
    void forgetRulings() { m_rulings.clear(); }

signals:
    void recordChanged();

private:
    void replay();

    QString m_text;
    std::optional<notation::Language> m_language;
    notation::Language m_preferred = notation::Language::English;
    chess::Position m_start = chess::Position::startPosition();
    std::shared_ptr<const sheet::Record> m_record = std::make_shared<const sheet::Record>();
    QList<report::Ruling> m_rulings;
};
