// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheet/record.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

#include <memory>

class QWidget;

/// The three ways a game leaves the window as PGN — Export PGN, Copy PGN, Add to PGN File — each after
/// the arbiter has been told what pgnexport finds (the replay stops early, the results disagree) and
/// has chosen to go on. Made for one action, over the window's record as it stands.
class PgnExporter {
    Q_DECLARE_TR_FUNCTIONS(PgnExporter)

public:
    /// `text`: the sheet the record was replayed from; `tags`: the game details.
    PgnExporter(QWidget* parent, std::shared_ptr<const sheet::Record> record, const QString& text,
        const QList<QPair<QString, QString>>& tags);

    void exportToFile() const;
    void copyToClipboard() const;
    /// The tournament's PGN is built game by game: the game goes at the end of the file chosen, after
    /// the arbiter has been asked, and told when the same game is already there.
    void addToFile() const;

private:
    /// Says what the export cannot hold as the sheet has it and asks whether to go on. True: go on.
    bool confirm(const QString& title) const;
    QString pgn() const;

    QWidget* m_parent;
    std::shared_ptr<const sheet::Record> m_record;  // shared with the session (SheetSession::sharedRecord)
    QString m_text;
    QList<QPair<QString, QString>> m_tags;
};
